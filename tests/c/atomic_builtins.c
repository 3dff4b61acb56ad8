/* gcc's __atomic_ and __sync_ builtins on integers and pointers (a
 * function pointer stored and loaded atomically), single-threaded. */
#include <stdio.h>
static int counter;
static long total;
static int (*hook)(int);
static int twice(int x) { return 2 * x; }
int main(void) {
    int expected = 0;
    __atomic_store_n(&counter, 5, __ATOMIC_SEQ_CST);
    int a = __atomic_load_n(&counter, __ATOMIC_ACQUIRE);
    int b = __atomic_fetch_add(&counter, 3, __ATOMIC_RELAXED);
    int c = __atomic_add_fetch(&counter, 2, __ATOMIC_RELAXED);
    _Bool ok = __atomic_compare_exchange_n(&counter, &expected, 99, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    long d = __sync_fetch_and_add(&total, 10L);
    long e = __sync_add_and_fetch(&total, 5);
    int f = __sync_bool_compare_and_swap(&counter, 10, 11);
    __sync_synchronize();
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_store_n(&hook, twice, __ATOMIC_RELEASE);
    int (*h)(int) = __atomic_load_n(&hook, __ATOMIC_ACQUIRE);
    int v; __atomic_load(&counter, &v, __ATOMIC_SEQ_CST);
    printf("%d %d %d %d %d %ld %ld %d %d %d %d\n", a, b, c, ok, expected, d, e, f, h(21), v, counter);
    return 0;
}
