/* Shifts of each integer type; the result has the promoted left operand's type. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    unsigned char uc = 0x81;
    signed char sc = -3;
    unsigned short us = 0x8001;
    int i = 1;
    unsigned u = 0x80000000u;
    long l = 1;
    unsigned long long ull = 1;

    printf("uc << 1 = %d, uc >> 1 = %d\n", uc << 1, uc >> 1);
    printf("sc << 2 = %d\n", sc * 4);
    printf("sc >> 1 = %d\n", sc >> 1);
    printf("us << 4 = %d, us >> 15 = %d\n", us << 4, us >> 15);
    printf("i << 30 = %d\n", i << 30);
    printf("u >> 31 = %u, u >> 4 = %u\n", u >> 31, u >> 4);
    printf("u << 1 = %u\n", u << 1);
    printf("l << 40 = %ld\n", l << 40);
    printf("ull << 63 = %llu\n", ull << 63);
    printf("(ull << 63) >> 62 = %llu\n", (ull << 63) >> 62);
    int neg = -256;
    printf("-256 >> 4 = %d\n", neg >> 4);
    long negl = -1L;
    printf("-1L >> 10 = %ld\n", negl >> 10);

    /* The type of the shift count does not matter. */
    unsigned long long cnt = 3;
    char cc = 2;
    printf("i << cnt = %d, 100 >> cc = %d\n", i << cnt, 100 >> cc);
    printf("sizeof(i << cnt) = %d, sizeof(l >> cc) = %d\n",
           (int)sizeof(i << cnt), (int)sizeof(l >> cc));

    /* Building and taking apart a 64-bit value. */
    uint64_t v = 0;
    for (int k = 0; k < 8; k++) {
        v = (v << 8) | (uint64_t)(0x10 + k);
    }
    printf("v = %llx\n", (unsigned long long)v);
    for (int k = 0; k < 8; k++) {
        printf("%02x", (unsigned)((v >> (8 * k)) & 0xff));
    }
    printf("\n");

    /* Rotations. */
    uint32_t r = 0x12345678u;
    for (int k = 0; k < 32; k += 4) {
        uint32_t rot = (r << k) | (r >> ((32 - k) & 31));
        printf("rotl %d = %08x\n", k, (unsigned)rot);
    }

    /* Masks of all widths. */
    for (int w = 0; w < 64; w += 7) {
        unsigned long long mask = (w == 0) ? 0 : (~0ull >> (64 - w));
        printf("mask %d = %llx\n", w, mask);
    }
    return 0;
}
