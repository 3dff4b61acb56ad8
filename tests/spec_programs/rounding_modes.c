/* A program that sets the rounding mode: its floating arithmetic, its
   conversions and the library's floating answers (sqrt) are run-time
   work, even on static operands. */
#include <fenv.h>
#include <math.h>

double skewed(int up, double x)
{
    int old = fegetround();
    fesetround(up ? FE_UPWARD : FE_DOWNWARD);
    double r = 1.0 / x + sqrt(x);
    float narrow = (float)r;
    fesetround(old);
    return r + narrow;
}
