/* Conversions between integer and floating types, and between float and double. */
#include <stdio.h>

int main(void) {
    double ds[] = {0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 123456.789, -123456.789,
                   2147483647.0, -2147483648.0, 1e10, 4294967295.0, 9.007199254740993e15};
    int nd = (int)(sizeof ds / sizeof ds[0]);
    for (int i = 0; i < nd; i++) {
        double d = ds[i];
        long long ll = (long long)d;
        printf("%.17g -> ll %lld, f %a", d, ll, (double)(float)d);
        if (d > -2147483649.0 && d < 2147483648.0) {
            printf(", int %d", (int)d);
        }
        if (d > -1.0 && d < 4294967296.0) {
            printf(", unsigned %u", (unsigned)d);
        }
        if (d > -129.0 && d < 128.0) {
            printf(", schar %d", (signed char)d);
        }
        if (d > -1.0 && d < 256.0) {
            printf(", uchar %u", (unsigned char)d);
        }
        printf("\n");
    }
    long long ints[] = {0, 1, -1, 16777216, 16777217, -16777217, 9007199254740993LL,
                        -9007199254740993LL, 0x7fffffffffffffffLL};
    int ni = (int)(sizeof ints / sizeof ints[0]);
    for (int i = 0; i < ni; i++) {
        printf("%lld -> double %a, float %a\n", ints[i], (double)ints[i],
               (double)(float)ints[i]);
    }
    unsigned long long uls[] = {0xffffffffffffffffULL, 0x8000000000000000ULL,
                                0x8000000000000001ULL, 12345678901234567890ULL};
    for (int i = 0; i < 4; i++) {
        double d = (double)uls[i];
        float f = (float)uls[i];
        printf("%llu -> double %a (%.17g), float %a\n", uls[i], d, d, (double)f);
        printf("  back: %llu\n", (unsigned long long)(d / 2));
    }
    /* Implicit conversions in assignment and arithmetic. */
    int i = 7;
    double q = i / 2;
    double r = i / 2.0;
    float f = 1;
    f /= 3;
    double fd = f;
    printf("q=%.17g r=%.17g f=%a fd=%.17g\n", q, r, (double)f, fd);
    char c = 'A';
    double cd = c;
    c = (char)(cd + 2.7);
    printf("cd=%.17g c=%c\n", cd, c);
    unsigned u = 3000000000u;
    float uf = (float)u;
    double ud = u;
    printf("uf=%a ud=%.17g\n", (double)uf, ud);
    return 0;
}
