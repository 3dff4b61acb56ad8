/* gcc's classification and bit builtins: copysign, signbit (whose value
 * gcc folds to 1 for a constant but computes per type at run time),
 * isinf (-1 for a constant -inf, 1 at run time), the typed forms, the
 * bit counts of int, long and long long (clrsb, parity, ffs, ...) and
 * __builtin_classify_type. */
#include <stdio.h>
#include <string.h>

struct s { int a; };
union u { int a; float f; };
enum color { RED, GREEN };

static float fvals[] = {1.0f, -1.0f, 0.0f, -0.0f, 2.5f};
static double dvals[] = {3.0, -3.0, 0.0, -0.0, 1e300};

static unsigned bits_of(float f) {
    unsigned u;
    memcpy(&u, &f, sizeof u);
    return u;
}

int main(void) {
    float nf = -__builtin_nanf("");
    double nd = -__builtin_nan("");
    float inf_f = __builtin_inff();
    double minus_inf = -__builtin_inf();
    /* Constant operands, folded as gcc folds them. */
    printf("%d %d %d %d\n", __builtin_signbit(-1.0f), __builtin_signbit(-0.0),
           __builtin_signbitf(-__builtin_nanf("")), __builtin_signbit(2.0));
    printf("%d %d %d %d\n", __builtin_isinf(-__builtin_inf()), __builtin_isinff(__builtin_inff()),
           __builtin_isinf(1.0 / 0.0 * -1.0), __builtin_isinf_sign(-__builtin_inf()));
    /* Run-time operands. */
    for (int i = 0; i < 5; i++) {
        printf("%d %d %g %g\n", __builtin_signbit(fvals[i]), __builtin_signbit(dvals[i]),
               (double)__builtin_copysignf(2.0f, fvals[i]), __builtin_copysign(dvals[i], -1.0));
    }
    printf("%d %d %d %d\n", __builtin_signbitf(-inf_f), __builtin_signbit(minus_inf),
           __builtin_isnanf(nf), __builtin_isnan(nd));
    printf("%d %d %d %d %d\n", __builtin_isinf(minus_inf), __builtin_isinff(inf_f),
           __builtin_isinf_sign(minus_inf), __builtin_finite(minus_inf), __builtin_finitef(fvals[4]));
    printf("%08x %08x\n", bits_of(__builtin_copysignf(nf, 1.0f)) >> 31,
           bits_of(__builtin_copysignf(3.0f, nf)));
    /* Bit counts. */
    int ints[] = {0, 1, -1, 0x7fffffff, -0x7fffffff - 1, 0x00f0, -100};
    long longs[] = {0L, 1L, -1L, 0x7fffffffffffffffL, -0x7fffffffffffffffL - 1, 0x1000L, -5L};
    for (int i = 0; i < 7; i++) {
        printf("%d %d %d %d |", __builtin_clrsb(ints[i]), __builtin_parity((unsigned)ints[i]),
               __builtin_ffs(ints[i]), __builtin_popcount((unsigned)ints[i]));
        printf(" %d %d %d %d %d %d", __builtin_clrsbl(longs[i]),
               __builtin_parityl((unsigned long)longs[i]), __builtin_ffsl(longs[i]),
               __builtin_popcountl((unsigned long)longs[i]), __builtin_clrsbll(longs[i]),
               __builtin_ffsll(longs[i]));
        if (longs[i] != 0) {
            printf(" %d %d %d %d", __builtin_clzl((unsigned long)longs[i]),
                   __builtin_ctzl((unsigned long)longs[i]),
                   __builtin_clzll((unsigned long long)longs[i]),
                   __builtin_ctzll((unsigned long long)longs[i]));
        }
        printf(" %d\n", __builtin_parityll((unsigned long long)longs[i]));
    }
    /* Type classes, operands not evaluated. */
    int k = 0;
    char c = 'x';
    int arr[3] = {0, 0, 0};
    struct s sv = {1};
    union u uv = {2};
    enum color col = GREEN;
    printf("%d %d %d %d %d %d %d %d %d %d\n", __builtin_classify_type(k++),
           __builtin_classify_type(c), __builtin_classify_type(1.5f),
           __builtin_classify_type(arr), __builtin_classify_type(&sv),
           __builtin_classify_type(sv), __builtin_classify_type(uv),
           __builtin_classify_type(col), __builtin_classify_type(main),
           __builtin_classify_type((_Bool)1));
    printf("%d %d %d\n", k, arr[0], sv.a + uv.a);
    return 0;
}
