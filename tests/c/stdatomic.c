/* <stdatomic.h>: its macros use __auto_type, typeof and the generic
 * __atomic builtins. */
#include <stdatomic.h>
#include <stdio.h>
static atomic_int counter = ATOMIC_VAR_INIT(2);
static _Atomic long total;
int main(int argc, char **argv) {
    (void)argv;
    __auto_type k = argc * 3;
    atomic_store(&counter, k);
    atomic_fetch_add(&counter, 5);
    int seen = atomic_load(&counter);
    atomic_fetch_add_explicit(&total, seen, memory_order_relaxed);
    int expected = seen;
    int swapped = atomic_compare_exchange_strong(&counter, &expected, 100);
    long old = atomic_exchange(&total, 1);
    printf("%d %d %ld %d %ld\n", seen, swapped, old, atomic_load(&counter), (long)total);
    return 0;
}
