/* Array parameters whose size is a variable (C99 6.7.5.3p7: the parameter
 * is a pointer; a size without side effects need not be evaluated). */
#include <stdio.h>

static double sum(int n, const double a[n]) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static void squares(int n, int m, int out[static n * m + 1]) {
    for (int i = 0; i <= n * m; i++)
        out[i] = i * i;
}

static int first_over(size_t len, const char text[len + 1], char limit) {
    for (size_t i = 0; i < len; i++)
        if (text[i] > limit)
            return (int)i;
    return -1;
}

int main(void) {
    double a[4] = {1, 2, 3, 4.5};
    int o[7];
    squares(2, 3, o);
    printf("%g %g %d %d\n", sum(4, a), sum(2, a + 2), o[6], o[3]);
    printf("%d %d\n", first_over(5, "abcde", 'b'), first_over(3, "abc", 'z'));
    return 0;
}
