/* More variably modified types: [*]-free prototypes, pointers walking
 * rows, a function pointer with such a parameter, typeof, sizeof of a
 * type whose length expression has a side effect, a typedef in a loop. */
#include <stdio.h>
void scale(int n, int m, double a[n][m], double k);
void scale(int n, int m, double a[n][m], double k) {
    for (double (*r)[m] = a; r < a + n; r++)
        for (double *e = *r; e < *r + m; e++) *e *= k;
}
static int sum3(int n, int b[][n][2]) {
    int s = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < n; j++) s += b[i][j][0] * 10 + b[i][j][1];
    return s;
}
static void lines(void) {
    for (int k = 1; k <= 3; k++) {
        typedef char line[k * 4];
        line l;
        snprintf(l, sizeof l, "%d%d%d%d", k, k, k, k);
        printf("%s %zu\n", l, sizeof(line));
    }
}
int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 1;
    unsigned long z = sizeof(int[n++]);
    printf("%lu %d\n", z, n);
    double a[n][n + 1];
    for (int i = 0; i < n; i++) for (int j = 0; j <= n; j++) a[i][j] = i - j;
    void (*fp)(int, int, double (*)[n + 1], double) = scale;
    fp(n, n + 1, a, 2.0);
    printf("%.1f %.1f\n", a[n - 1][0], a[0][n]);
    typeof(a) b;
    printf("%zu\n", sizeof b);
    int c[2][n][2];
    for (int i = 0; i < 2; i++) for (int j = 0; j < n; j++) { c[i][j][0] = i; c[i][j][1] = j; }
    printf("%d\n", sum3(n, c));
    lines();
    return 0;
}
