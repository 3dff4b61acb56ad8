/* Inline assembly kept as written (x86-64 and the like; gcc's syntax):
 * optimization barriers, register and memory operands, read-write and
 * matching operands, named operands, a memory clobber, basic asm, and a
 * template naming a global by its symbol. */
#include <stdio.h>

int counter = 5;

static int barrier_sum(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        int v = i * 3;
        __asm__("" : "+r"(v));
        total += v;
    }
    return total;
}

static unsigned add_asm(unsigned a, unsigned b) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned out;
    __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(out) : "r"(a), "r"(b));
    return out;
#else
    return a + b;
#endif
}

static int in_memory(int *p) {
    int copy;
    __asm__ __volatile__("" : "=m"(*p) : "m"(*p) : "memory");
    copy = *p;
    return copy;
}

static long named(long x) {
    long r = x;
    __asm__("" : [out] "=r"(r) : [in] "0"(r));
    return r * 2;
}

static void bump_counter(void) {
#if defined(__x86_64__)
    __asm__ __volatile__("incl counter(%%rip)" ::: "memory", "cc");
#else
    counter++;
#endif
}

int main(void) {
    int cell = 41;
    __asm__ __volatile__("nop");
    printf("%d\n", barrier_sum(10));
    printf("%u\n", add_asm(40u, 2u));
    printf("%d\n", in_memory(&cell));
    printf("%ld\n", named(21));
    bump_counter();
    bump_counter();
    printf("%d\n", counter);
    return 0;
}
