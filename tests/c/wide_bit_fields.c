/* Bit-fields wider than int and narrower than their type: gcc computes in
 * the field's width (`v.a + 1` wraps at 2^40), a type that wins against
 * int and loses against long. */
#include <stdio.h>
struct s { unsigned long long a : 40; long long b : 40; unsigned long c : 33; unsigned int d : 8; long long e : 63; };
int main(int argc, char **argv) {
    (void)argv;
    struct s v = {0, 0, 0, 0, 0};
    v.a = 0xFFFFFFFFFFull - (unsigned)argc + 1;   /* 2^40 - 1 */
    v.b = -((long long)argc << 30);
    v.c = 0x1FFFFFFFFul;
    v.d = 200;
    unsigned long long x = v.a + 1;          /* wraps to 0 in 40 bits */
    unsigned long long y = v.a * 2;          /* wraps */
    unsigned long long z = v.a + 1ull;       /* 64-bit: no wrap */
    long long w = v.b * 1024;                /* 40-bit signed (UB on overflow; in range here?) */
    unsigned long long q = ~v.a;             /* 40-bit complement */
    unsigned long long r = -v.a;             /* 40-bit negate */
    unsigned long long sh = v.a << 4;        /* wraps */
    unsigned long long c2 = v.c + v.c;       /* 33-bit wrap */
    int cmp = v.a + 1 == 0;
    long long m = (long long)v.a - 5LL;
    long mm = v.a - 5L;                      /* long wins: 64-bit */
    printf("%llx %llx %llx %lld %llx %llx %llx %llx %d %lld %ld\n", x, y, z, w, q, r, sh, c2, cmp, m, mm);
    printf("%d %lld\n", v.d + 100, (long long)(v.e + argc));
    v.a += 5;
    unsigned long long before = v.a++ + 0;
    printf("%llx %llx\n", (unsigned long long)v.a, before);
    return 0;
}
