/* <math.h>'s fpclassify and isnormal (gcc's __builtin_fpclassify and
   __builtin_isnormal) on static values, folded, and on run-time ones of
   each floating type, kept: the classes of zeros, subnormals, normals,
   infinities and NaNs must agree with the original's. */
#include <math.h>

static int class_code(int c) {
    switch (c) {
    case FP_NAN:
        return 1;
    case FP_INFINITE:
        return 2;
    case FP_ZERO:
        return 3;
    case FP_SUBNORMAL:
        return 4;
    case FP_NORMAL:
        return 5;
    }
    return 9;
}

int classes(double fixed, float fixed_f, double d, float f, long double l) {
    int code = class_code(fpclassify(fixed)) * 10 + class_code(fpclassify(fixed_f));
    code = code * 10 + isnormal(fixed) + 2 * isnormal(fixed_f);
    code = code * 10 + class_code(fpclassify(d));
    code = code * 10 + class_code(fpclassify(f));
    code = code * 10 + class_code(fpclassify(l));
    return code * 10 + isnormal(d) + 2 * isnormal(f) + 4 * isnormal(l);
}
