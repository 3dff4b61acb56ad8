/* gcc's checked arithmetic: the generic forms on mixed operand and result
 * types, and the typed forms. */
#include <limits.h>
#include <stdio.h>

int main(void) {
    long long r;
    int i;
    unsigned u;
    unsigned char c;
    long l;
    unsigned long long ull;
    int o1 = __builtin_add_overflow(LLONG_MAX, 1, &r);
    int o2 = __builtin_mul_overflow(65536, 65536, &i);
    int o3 = __builtin_sub_overflow(0, 1, &u);
    int o4 = __builtin_add_overflow(200, 100, &c);
    int o5 = __builtin_saddl_overflow(1L, 2L, &l);
    int o6 = __builtin_umulll_overflow(ULLONG_MAX, 3ULL, &ull);
    int o7 = __builtin_mul_overflow(-3, 5u, &i);
    printf("%d %lld %d %d %d %u %d %u %d %ld %d %llu %d %d\n", o1, r, o2, i, o3, u, o4, c, o5,
           l, o6, ull, o7, i);
    for (int k = 0; k < 40; k += 7) {
        int p;
        if (__builtin_mul_overflow(k, INT_MAX / 20, &p))
            printf("%d overflows\n", k);
        else
            printf("%d -> %d\n", k, p);
    }
    return 0;
}
