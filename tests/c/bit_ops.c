/* Bitwise operators on signed and unsigned values of several widths. */
#include <stdio.h>

static int popcount(unsigned long long x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

static unsigned reverse_bits(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) {
        r = (r << 1) | (x & 1u);
        x >>= 1;
    }
    return r;
}

static int highest_bit(unsigned x) {
    int h = -1;
    while (x) {
        x >>= 1;
        h++;
    }
    return h;
}

int main(void) {
    unsigned a = 0xf0f0a5a5u, b = 0x0ff01234u;
    printf("and %08x or %08x xor %08x not %08x\n", a & b, a | b, a ^ b, ~a);
    int s = -12345;
    printf("signed: and %d or %d xor %d not %d\n", s & 0xff, s | 0xff, s ^ -1, ~s);
    unsigned char c = 0xa5;
    printf("uchar: ~c = %d, (unsigned char)~c = %u, c ^ 0xff = %d\n", ~c, (unsigned char)~c,
           c ^ 0xff);
    unsigned long long big = 0xdeadbeefcafebabeull;
    printf("popcount %d %d %d\n", popcount(big), popcount(a), popcount(0));
    printf("reverse %08x %08x\n", reverse_bits(1), reverse_bits(0x12345678u));
    printf("highest bit %d %d %d\n", highest_bit(1), highest_bit(0x80000000u), highest_bit(0));
    /* Bit sets. */
    unsigned set = 0;
    int members[] = {1, 5, 9, 31, 5};
    for (int i = 0; i < 5; i++) {
        set |= 1u << members[i];
    }
    set &= ~(1u << 9);
    printf("set = %08x, has 5: %d, has 9: %d\n", set, (set >> 5) & 1, (set >> 9) & 1);
    /* Precedence of bitwise versus comparison operators. */
    int x = 6;
    printf("(x & 4) == 4: %d, x & (4 == 4): %d\n", (x & 4) == 4, x & (4 == 4));
    /* Swapping with xor; parity; gray codes. */
    int p = 17, q = 42;
    p ^= q;
    q ^= p;
    p ^= q;
    printf("xor swap: %d %d\n", p, q);
    for (unsigned g = 0; g < 8; g++) {
        printf("%u", g ^ (g >> 1));
    }
    printf("\n");
    long l = -1L;
    printf("long: %lx %lx\n", (unsigned long)(l & 0x7fffffffffL), (unsigned long)(l ^ 0x55L));
    return 0;
}
