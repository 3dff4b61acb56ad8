/* power: x to the n-th by repeated squaring, in arithmetic modulo 2^64.
 *
 * power(x, n) walks the bits of n: the exponent is static, the base dynamic.
 * Specialized, the loop over the bits disappears and the residual function is
 * a fixed chain of squarings and multiplications. main reads the exponent
 * from exponent.txt (so that gcc does not see it as a constant in the
 * original) and "seed count" from standard input, and sums power(x, n) over
 * count values of x. */
#include <stdio.h>

unsigned long power(unsigned long x, unsigned n) {
    unsigned long result = 1;
    while (n > 0) {
        if (n & 1) {
            result *= x;
        }
        x *= x;
        n >>= 1;
    }
    return result;
}

int main(void) {
    unsigned long seed;
    long count;
    unsigned n;
    if (scanf("%lu %ld", &seed, &count) != 2) {
        return 1;
    }
    FILE *f = fopen("exponent.txt", "r");
    if (f == NULL || fscanf(f, "%u", &n) != 1) {
        return 1;
    }
    fclose(f);
    unsigned long x = seed;
    unsigned long sum = 0;
    for (long k = 0; k < count; k++) {
        sum += power(x, n);
        x += 2;
    }
    printf("sum %lu\n", sum);
    return 0;
}
