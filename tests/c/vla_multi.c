/* Variably modified types: two- and three-dimensional variable-length
 * arrays, parameters and pointers of such types, typedefs, sizeof at run
 * time, arrays from malloc through a pointer to a row. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fill(int n, int m, double a[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
}

static double trace_sum(int n, int m, double (*a)[m]) {
    double s = 0;
    for (int i = 0; i < n && i < m; i++) s += a[i][i];
    double (*row)[m] = a + 1;
    s += (*row)[0] + row[0][m - 1];
    s += (double)(row - a) + (double)sizeof(*row) / sizeof(double);
    return s;
}

static void matmul(int n, const double a[n][n], const double b[n][n], double c[n][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 2, m = argc + 3;
    double a[n][m];
    fill(n, m, a);
    printf("%.1f %zu %zu\n", trace_sum(n, m, a), sizeof a, sizeof a[0]);
    typedef int row_t[m];
    row_t r;
    for (int j = 0; j < m; j++) r[j] = j * j;
    printf("%zu %d\n", sizeof(row_t), r[m - 1]);
    double (*heap)[n] = malloc(n * sizeof *heap);
    double (*id)[n] = malloc(sizeof(double[n][n]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) { heap[i][j] = i + j; id[i][j] = i == j; }
    double c[n][n];
    matmul(n, (const double (*)[n])heap, (const double (*)[n])id, c);
    double s = 0;
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += c[i][j] * (i + 1);
    printf("%.1f\n", s);
    int cube[2][n][3];
    memset(cube, 0, sizeof cube);
    cube[1][n - 1][2] = 7;
    int *flat = &cube[0][0][0];
    printf("%d %zu\n", flat[(1 * n + n - 1) * 3 + 2], sizeof cube[1]);
    for (int (*p)[3] = cube[1]; p < cube[1] + n; p++) (*p)[0] += 1;
    printf("%d\n", cube[1][0][0] + cube[1][n-1][0]);
    free(heap); free(id);
    return 0;
}
