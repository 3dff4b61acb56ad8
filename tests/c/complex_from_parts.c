/* C11's CMPLX (gcc's __builtin_complex): a complex number of exactly the
   parts given, a negative zero or an infinity included, which arithmetic
   such as x + y * I would not keep. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

static double complex square_n(double complex c, int n)
{
    for (int i = 0; i < n; i++)
        c *= c;
    return c;
}

int main(int argc, char **argv)
{
    (void)argv;
    double zero = argc - 1.0;
    double complex a = CMPLX(1.5, -zero);
    double complex b = CMPLX(zero, INFINITY);
    float complex f = CMPLXF(2.0f, -0.5f);
    printf("%g %g %d\n", creal(a), cimag(a), signbit(cimag(a)) != 0);
    printf("%g %g\n", creal(b), cimag(b));
    printf("%g %g\n", crealf(f), cimagf(f));
    double complex s = square_n(a, 2);
    printf("%g %g\n", creal(s), cimag(s));
    return 0;
}
