/* poly, specialized by hand: the program of poly.c with the polynomial of
 * coef.txt written as one expression. main still reads coef.txt, as the
 * original does, and checks that it holds the polynomial compiled in. */
#include <stdio.h>

#define MAX_DEGREE 32

/* The polynomial of coef.txt, written out by hand (Horner's rule). */
static double poly12(double x) {
    double r = 0.125;
    r = r * x - 1.0;
    r = r * x + 0.5;
    r = r * x - 0.25;
    r = r * x + 3.0;
    r = r * x + 0.75;
    r = r * x - 1.5;
    r = r * x;
    r = r * x + 2.0;
    r = r * x - 0.125;
    r = r * x + 0.25;
    r = r * x - 0.5;
    return r * x + 1.0;
}

int main(void) {
    unsigned long seed;
    long count;
    if (scanf("%lu %ld", &seed, &count) != 2) {
        return 1;
    }
    double coefficients[MAX_DEGREE + 1];
    int degree;
    FILE *f = fopen("coef.txt", "r");
    if (f == NULL || fscanf(f, "%d", &degree) != 1 || degree < 0 || degree > MAX_DEGREE) {
        return 1;
    }
    for (int i = 0; i <= degree; i++) {
        if (fscanf(f, "%lf", &coefficients[i]) != 1) {
            return 1;
        }
    }
    fclose(f);
    if (degree != 12 || coefficients[12] != 0.125 || coefficients[0] != 1.0) {
        return 1;
    }
    /* Points in [-1, 1): a fixed-step walk from the seed. */
    double x = (double)(seed % 1000) / 1000.0;
    double sum = 0.0;
    for (long k = 0; k < count; k++) {
        sum += poly12(x);
        x += 0.000123;
        if (x >= 1.0) {
            x -= 2.0;
        }
    }
    printf("sum %.10g\n", sum);
    return 0;
}
