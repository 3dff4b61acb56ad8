/* Array sizes of parameters run at the function's entry, effects and
 * all (C99 6.9.1p10), adjusted-away sizes included. */
#include <stdio.h>
#include <stdlib.h>

static int calls;
static int next(int k) { calls++; return k; }

static int sub(int i, int array[i++]) { return i + array[0]; }
static int two(int a, int b[a++], int c, int d[c++]) { return a * 10 + c + b[0] + d[0]; }
static double corner(int n, int m, double x[n][abs(m)]) { return x[n - 1][abs(m) - 1]; }
static int rows(int n, int t[next(n)][next(3)]) { return t[n - 1][2] + calls; }

int main(int argc, char **argv) {
    (void)argv;
    int v[4] = {argc, 2, 3, 4};
    printf("%d %d\n", sub(argc + 1, v), two(argc, v, argc + 1, v + 1));
    double x[2][3] = {{1, 2, 3}, {4, 5, 6 + argc}};
    printf("%.1f\n", corner(2, -3, x));
    int t[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int r = rows(2, t);
    printf("%d %d\n", r, calls);
    return 0;
}
