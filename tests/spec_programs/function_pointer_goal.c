/* A goal that calls through a static table of function pointers, and one
 * that uses none while main does. */
#include <stdio.h>
#include <stdlib.h>

typedef int (*op)(int);
static int dbl(int x) { return 2 * x; }
static int inc(int x) { return x + 1; }
static op prog[] = {dbl, inc, dbl};

int run(int n, int x) {
    for (int i = 0; i < n; i++) x = prog[i](x);
    return x;
}

int scale(int n, int x) { return n * x + 1; }

static int by_value(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

int main(void) {
    int v[4] = {9, 2, 7, 4};
    qsort(v, 4, sizeof v[0], by_value);
    op last = prog[2];
    for (int x = 0; x < 4; x++)
        printf("%d %d %d %d\n", run(3, x), scale(3, v[x]), last(x), (*prog[1])(x));
    return 0;
}
