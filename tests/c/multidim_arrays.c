/* Multi-dimensional arrays: indexing, passing to functions, matrix products. */
#include <stdio.h>

#define N 4

static void matmul(int a[N][N], int b[N][N], int c[N][N]) {
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++) {
                s += a[i][k] * b[k][j];
            }
            c[i][j] = s;
        }
    }
}

static void print_matrix(const char *name, int m[N][N]) {
    printf("%s:\n", name);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            printf(" %5d", m[i][j]);
        }
        printf("\n");
    }
}

static int trace(int (*m)[N]) {
    int t = 0;
    for (int i = 0; i < N; i++) {
        t += m[i][i];
    }
    return t;
}

static int cube[2][3][4];

int main(void) {
    int a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            a[i][j] = i + j;
            b[i][j] = (i == j) ? 2 : (i - j);
        }
    }
    matmul(a, b, c);
    print_matrix("a", a);
    print_matrix("b", b);
    print_matrix("a*b", c);
    printf("trace(a*b) = %d\n", trace(c));

    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 4; k++) {
                cube[i][j][k] = 100 * i + 10 * j + k;
            }
        }
    }
    int total = 0;
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 4; k++) {
                total += cube[i][j][k];
            }
        }
    }
    printf("cube total = %d, cube[1][2][3] = %d\n", total, cube[1][2][3]);
    printf("sizeof cube = %d, cube[0] = %d, cube[0][0] = %d\n", (int)sizeof cube,
           (int)sizeof cube[0], (int)sizeof cube[0][0]);

    char grid[3][6] = {"abcde", "fghij", "klmno"};
    for (int i = 0; i < 3; i++) {
        printf("%s|%c\n", grid[i], grid[2 - i][i]);
    }
    double pascal[8][8] = {{0}};
    for (int i = 0; i < 8; i++) {
        pascal[i][0] = 1;
        for (int j = 1; j <= i; j++) {
            pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
        }
    }
    for (int j = 0; j < 8; j++) {
        printf("%g ", pascal[7][j]);
    }
    printf("\n");
    return 0;
}
