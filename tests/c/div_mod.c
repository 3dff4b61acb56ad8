/* Division truncates toward zero; the remainder has the dividend's sign. */
#include <stdio.h>

int main(void) {
    int vals[] = {7, -7, 6, -6, 1, -1, 0, 100, -100};
    int divs[] = {2, -2, 3, -3, 7, -7, 1, -1};
    int nv = (int)(sizeof vals / sizeof vals[0]);
    int nd = (int)(sizeof divs / sizeof divs[0]);
    for (int a = 0; a < nv; a++) {
        for (int b = 0; b < nd; b++) {
            int x = vals[a], y = divs[b];
            printf("%d/%d=%d %d%%%d=%d\n", x, y, x / y, x, y, x % y);
        }
    }
    long long big = -9000000000000000000LL;
    printf("%lld / 7 = %lld, %% 7 = %lld\n", big, big / 7, big % 7);
    printf("%lld / -7 = %lld, %% -7 = %lld\n", big, big / -7, big % -7);
    unsigned u = 4000000000u;
    printf("%u / 3 = %u, %% 3 = %u\n", u, u / 3, u % 3);
    short s = -32000;
    printf("short %d / 3 = %d, %% 3 = %d\n", s, s / 3, s % 3);
    signed char c = -128;
    printf("schar %d / -1 = %d\n", c, c / -1);
    /* Identity: (a/b)*b + a%b == a */
    int ok = 1;
    for (int x = -50; x <= 50; x++) {
        for (int y = -9; y <= 9; y++) {
            if (y != 0 && (x / y) * y + x % y != x) {
                ok = 0;
            }
        }
    }
    printf("identity holds: %d\n", ok);
    double dd = -7.0 / 2;
    printf("-7.0 / 2 = %.17g\n", dd);
    return 0;
}
