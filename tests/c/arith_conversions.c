/* The usual arithmetic conversions between signed, unsigned and wider types. */
#include <stdio.h>

int main(void) {
    int i = -1;
    unsigned u = 1;
    long l = -1;
    unsigned long ul = 1;
    long long ll = -5;
    unsigned long long ull = 3;

    /* int op unsigned: the int becomes unsigned. */
    printf("i + u = %u\n", i + u);
    printf("i * u = %u\n", i * u);
    printf("i / 2u = %u\n", i / 2u);
    printf("-7 %% 3u = %u\n", -7 % 3u);
    printf("(unsigned)i > u: %d\n", (unsigned)i > u);
    printf("sizeof(i + u) = %d\n", (int)sizeof(i + u));

    /* long op unsigned int (LP64): the unsigned becomes long. */
    printf("l < u: %d\n", l < u);
    printf("l + u = %ld\n", l + u);
    printf("sizeof(l + u) = %d\n", (int)sizeof(l + u));

    /* long op unsigned long: both unsigned long. */
    printf("l + ul = %lu\n", l + ul);
    printf("(unsigned long)l > ul: %d\n", (unsigned long)l > ul);

    /* long long op unsigned long long. */
    printf("ll * ull = %llu\n", ll * ull);
    printf("ll / 2 = %lld, ll %% 2 = %lld\n", ll / 2, ll % 2);
    printf("ull - 4 = %llu\n", ull - 4);

    /* int op long long. */
    int big = 2000000000;
    long long prod = (long long)big * 3;
    printf("big * 3 as long long = %lld\n", prod);
    printf("big + 1LL = %lld\n", big + 1LL);

    /* unsigned short * unsigned short is int; unsigned * unsigned wraps. */
    unsigned short a = 65535;
    printf("a * 2 = %d\n", a * 2);
    unsigned ua = 4000000000u;
    printf("ua * 2 = %u\n", ua * 2);
    printf("ua + ua = %lu\n", (unsigned long)ua + ua);

    /* Mixed integer and floating: the integer converts. */
    double d = 2.5;
    printf("i + d = %.17g\n", i + d);
    printf("u / 2.0 = %.17g\n", u / 2.0);
    printf("(i + u) / 2.0 = %.17g\n", (i + u) / 2.0);
    float f = 1.5f;
    printf("ll * f = %.9g\n", (double)(ll * f));
    printf("sizeof(ll * f) = %d, sizeof(f * d) = %d\n", (int)sizeof(ll * f), (int)sizeof(f * d));

    /* Conversion of negative values to unsigned types of each width. */
    unsigned char uc = (unsigned char)-3;
    unsigned short us = (unsigned short)-3;
    unsigned int ui = (unsigned int)-3;
    unsigned long ulx = (unsigned long)-3;
    printf("-3 as uchar %u, ushort %u, uint %u, ulong %lu\n", uc, us, ui, ulx);

    /* Constants: types of literals. */
    printf("sizeof 1 = %d, 1u = %d, 1l = %d, 1ull = %d\n",
           (int)sizeof 1, (int)sizeof 1u, (int)sizeof 1l, (int)sizeof 1ull);
    printf("sizeof 2147483648 = %d, 0x80000000 = %d, 0xffffffff = %d\n",
           (int)sizeof 2147483648, (int)sizeof 0x80000000, (int)sizeof 0xffffffff);
    printf("sizeof 'a' = %d, sizeof 1.0f = %d, 1.0 = %d\n",
           (int)sizeof 'a', (int)sizeof 1.0f, (int)sizeof 1.0);
    printf("0x80000000 > 0 = %d\n", 0x80000000 > 0);
    printf("-2147483648 as long = %ld\n", -2147483648);
    printf("0xffffffffu + 1ul = %lu\n", 0xffffffffu + 1ul);
    return 0;
}
