/* More of <math.h> runs during specialization, with the machine's own
 * library: a residual call with literal arguments would be folded by the
 * C compiler with its own arithmetic, which may differ from the
 * library's in the last bit. Domain and pole errors set errno. */
#include <math.h>

double shape(double x, int k) {
    switch (k % 8) {
    case 0:
        return sinh(x) + cosh(x) * tanh(x);
        break;
    case 1:
        return asin(x / 4) + acos(x / 4) + atan(x) + asinh(x);
    case 2:
        return cbrt(-x * 27) + exp2(x) + expm1(x / 100) + log2(x) + log1p(x);
    case 3:
        return tgamma(x + 0.5) + erf(x) + erfc(x);
    case 4:
        return trunc(-x * 2.5) + round(x * 1.5) + fmin(x, 2) + fmax(x, -1) + fdim(x, 0.25);
    case 5:
        return remainder(x * 10, 3);
    case 6:
        return acosh(x / 10) + atanh(x);
    default:
        return tgamma(-x);
    }
}
