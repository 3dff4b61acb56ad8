/* math.h: sqrt, sin, cos, pow, floor, ceil, fabs, exp, log, fmod, atan2, round,
   and their float variants. Printed exactly. */
#include <stdio.h>
#include <math.h>

int main(void) {
    double xs[] = {0.0, 0.5, 1.0, 2.0, 3.14159, 10.0, 100.25};
    for (int i = 0; i < 7; i++) {
        double x = xs[i];
        printf("x=%g sqrt=%.17g sin=%.17g cos=%.17g exp=%.17g\n", x, sqrt(x), sin(x), cos(x),
               exp(x));
        if (x > 0) {
            printf("  log=%.17g log10=%.17g pow(x,1.5)=%.17g\n", log(x), log10(x), pow(x, 1.5));
        }
    }
    double ys[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -3.7, 3.7};
    for (int i = 0; i < 8; i++) {
        double y = ys[i];
        printf("y=%g floor=%g ceil=%g round=%g trunc=%g fabs=%g fmod(y,1.2)=%.17g\n", y,
               floor(y), ceil(y), round(y), trunc(y), fabs(y), fmod(y, 1.2));
    }
    printf("atan2(1,1)*4 = %.17g\n", atan2(1, 1) * 4);
    printf("pow(2,10)=%g pow(2,0.5)=%.17g pow(-8,1.0/3) is nan: %d\n", pow(2, 10), pow(2, 0.5),
           isnan(pow(-8, 1.0 / 3)));
    printf("hypot(3,4)=%g cbrt(27)=%g\n", hypot(3, 4), cbrt(27));
    float f = 2.0f;
    printf("sqrtf(2)=%a sinf(1)=%a powf(2,0.5)=%a\n", (double)sqrtf(f), (double)sinf(1.0f),
           (double)powf(f, 0.5f));
    printf("fmin=%g fmax=%g\n", fmin(1.5, -2), fmax(1.5, -2));
    printf("isinf(1/0.0)=%d HUGE_VAL>1e308=%d\n", isinf(1 / 0.0) != 0, HUGE_VAL > 1e308);
    double acc = 0;
    for (int k = 1; k <= 1000; k++) {
        acc += 1.0 / ((double)k * k);
    }
    printf("sum 1/k^2 = %.17g, sqrt(6*sum) = %.17g\n", acc, sqrt(6 * acc));
    return 0;
}
