/* float arithmetic is done in single precision, double in double: results must be
   bit-identical, so they are printed in hexadecimal (%a) and with 17 digits. */
#include <stdio.h>

static float fsum(const float *a, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[i];
    }
    return s;
}

static double dsum(const double *a, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        s += a[i];
    }
    return s;
}

static float fpoly(float x) { return ((3.0f * x - 2.0f) * x + 0.1f) * x - 7.0f; }
static double dpoly(double x) { return ((3.0 * x - 2.0) * x + 0.1) * x - 7.0; }

int main(void) {
    float fa[10];
    double da[10];
    for (int i = 0; i < 10; i++) {
        fa[i] = 0.1f * (float)(i + 1);
        da[i] = 0.1 * (i + 1);
    }
    float fs = fsum(fa, 10);
    double ds = dsum(da, 10);
    printf("fsum = %a = %.17g\n", (double)fs, (double)fs);
    printf("dsum = %a = %.17g\n", ds, ds);

    float third_f = 1.0f / 3.0f;
    double third_d = 1.0 / 3.0;
    printf("1/3 float %a double %a\n", (double)third_f, third_d);
    printf("float*3 = %a, double*3 = %a\n", (double)(third_f * 3.0f), third_d * 3.0);
    /* Mixed: float promoted to double in the operation. */
    printf("third_f * 3.0 = %a\n", third_f * 3.0);
    printf("third_f + third_d = %.17g\n", third_f + third_d);

    for (int i = -3; i <= 3; i++) {
        float x = (float)i * 0.7f;
        printf("poly(%d*0.7) float %a double %a\n", i, (double)fpoly(x), dpoly(i * 0.7));
    }

    /* Special values. */
    double zero = 0.0;
    double negzero = -zero;
    printf("-0.0 = %a %g, 1/-0 < 0: %d\n", negzero, negzero, 1.0 / negzero < 0);
    double tiny = 4.9406564584124654e-324;
    printf("denormal %a %.17g half %a\n", tiny, tiny, tiny / 2);
    float ftiny = 1.40129846e-45f;
    printf("float denormal %a\n", (double)ftiny);
    double big = 1.7976931348623157e308;
    printf("max %a, max*2 = %g, -max*2 = %g\n", big, big * 2, -big * 2);
    double inf = big * 2;
    double nan = inf - inf;
    printf("nan != nan: %d, nan == nan: %d, inf > big: %d\n", nan != nan, nan == nan, inf > big);
    float fbig = 3.4e38f;
    printf("float overflow: %g\n", (double)(fbig * 10.0f));

    /* Rounding of float conversions. */
    double d = 0.1;
    float f = (float)d;
    printf("0.1 as float %a back %.17g\n", (double)f, (double)f);
    printf("16777217 as float %a\n", (double)(float)16777217);

    /* Comparisons between float and double. */
    printf("0.1f == 0.1: %d, (float)0.1 == 0.1f: %d\n", 0.1f == 0.1, (float)0.1 == 0.1f);
    printf("0.5f == 0.5: %d\n", 0.5f == 0.5);

    /* Compound operations on float stay in float. */
    float acc = 1.0f;
    for (int i = 0; i < 30; i++) {
        acc *= 1.1f;
        acc -= 0.01f;
    }
    printf("acc = %a\n", (double)acc);
    double dacc = 1.0;
    for (int i = 0; i < 30; i++) {
        dacc *= 1.1;
        dacc -= 0.01;
    }
    printf("dacc = %a\n", dacc);
    printf("printf formats: %f %e %g %.3f %10.4f|%-10.2e|\n", 3.14159, 31415.9, 0.0001234,
           2.0 / 3, -1.5, 12345.678);
    long double ld = 1.0L / 3;
    printf("sizeof float %d double %d long double %d, ld %.10Lf\n", (int)sizeof(float),
           (int)sizeof(double), (int)sizeof(long double), ld);
    return 0;
}
