/* A constructor fills the table of operations the goal calls through, and
   sets a global the goal reads; a destructor prints what the goal left in
   another. The goal sees the constructor's work, not the initializers,
   and the destructor sees the goal's. */
#include <stdio.h>

typedef int (*op_fn)(int);
static op_fn ops[4];
static int nops;
static int base = 1;
static int last;

static int twice(int v) { return 2 * v; }
static int plus3(int v) { return v + 3; }

__attribute__((constructor)) static void register_ops(void) {
    ops[nops++] = twice;
    ops[nops++] = plus3;
    base = 10;
}

__attribute__((destructor)) static void report(void) { printf("last=%d\n", last); }

int apply(int n, int x) {
    int r = base;
    for (int i = 0; i < n; i++)
        r += ops[i % nops](x + i);
    last = n * 100 + r % 100;
    return r;
}
