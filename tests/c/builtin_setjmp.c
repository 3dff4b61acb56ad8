/* gcc's own non-local jumps: __builtin_setjmp on a buffer of five words
 * returns 0, then 1 when __builtin_longjmp(buf, 1) comes back from a
 * deeper function; unlike setjmp, gcc keeps the values of the locals
 * changed in between. Blocks from alloca survive. */
#include <stdio.h>
#include <string.h>

static void *buf[5];
static int depth;

static void __attribute__((noinline, noreturn)) unwind(void) {
    __builtin_longjmp(buf, 1);
}

static int __attribute__((noinline)) descend(int n) {
    depth++;
    if (n < 0) return 0;
    if (n == 0) unwind();
    return descend(n - 1) + 1;
}

static int __attribute__((noinline)) guarded(int n) {
    int changed = 0;
    char *scratch = __builtin_alloca(16);
    strcpy(scratch, "kept");
    if (__builtin_setjmp(buf) == 0) {
        changed = 10 * n;
        return descend(n);
    }
    printf("back: %s %d %d\n", scratch, changed, depth);
    return -changed;
}

int main(void) {
    int total = 0;
    for (int i = 1; i <= 3; i++) {
        total += guarded(i);
    }
    printf("%d %d\n", total, depth);
    return 0;
}
