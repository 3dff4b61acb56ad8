/* poly: evaluation of a polynomial by Horner's rule.
 *
 * poly(coef, degree, x) returns coef[0] + coef[1] x + ... + coef[degree] x^degree.
 * The coefficients and the degree are static: main reads them once from
 * coef.txt (the degree, then the coefficients from coef[0]) and passes them at
 * every call; x is dynamic. main reads "seed count" from standard input and
 * sums the polynomial over count points. */
#include <stdio.h>

#define MAX_DEGREE 32

double poly(const double *coef, int degree, double x) {
    double r = coef[degree];
    for (int i = degree - 1; i >= 0; i--) {
        r = r * x + coef[i];
    }
    return r;
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
    /* Points in [-1, 1): a fixed-step walk from the seed. */
    double x = (double)(seed % 1000) / 1000.0;
    double sum = 0.0;
    for (long k = 0; k < count; k++) {
        sum += poly(coefficients, degree, x);
        x += 0.000123;
        if (x >= 1.0) {
            x -= 2.0;
        }
    }
    printf("sum %.10g\n", sum);
    return 0;
}
