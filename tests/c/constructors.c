/* gcc's constructor and destructor attributes: the C runtime calls the
   constructors before main (in priority order) and the destructors after
   it returns. A constructor fills a table of operations the program then
   calls through; a destructor prints what main left in a global. */
#include <stdio.h>

typedef int (*op_fn)(int);
static op_fn ops[4];
static int nops;
static int base = 1;
static int last;

static int twice(int v) { return 2 * v; }
static int plus3(int v) { return v + 3; }

__attribute__((constructor(101))) static void first(void) { base = 10; }

__attribute__((constructor)) static void register_ops(void) {
    ops[nops++] = twice;
    ops[nops++] = plus3;
    base += 5;
}

static void report(void) __attribute__((destructor));
static void report(void) { printf("last=%d nops=%d base=%d\n", last, nops, base); }

static int run(int n, int x) {
    int r = base;
    for (int i = 0; i < n; i++)
        r += ops[i % nops](x + i);
    last = n * 100 + r % 100;
    return r;
}

int main(int argc, char **argv) {
    (void)argv;
    printf("%d\n", run(3, argc));
    printf("%d\n", run(2, argc + 1));
    return 0;
}
