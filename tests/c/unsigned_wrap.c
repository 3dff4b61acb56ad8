/* Unsigned arithmetic wraps modulo 2^N for every width. */
#include <stdio.h>
#include <limits.h>

static unsigned hash(const char *s) {
    unsigned h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static unsigned long long lcg(unsigned long long x) {
    return x * 6364136223846793005ull + 1442695040888963407ull;
}

int main(void) {
    unsigned u = UINT_MAX;
    u++;
    printf("UINT_MAX + 1 = %u\n", u);
    u--;
    printf("0 - 1 = %u\n", u);
    unsigned char c = 255;
    c++;
    printf("uchar 255 + 1 = %u\n", c);
    unsigned short s = 0;
    s--;
    printf("ushort 0 - 1 = %u\n", s);
    unsigned long ul = 0;
    ul -= 1;
    printf("ulong 0 - 1 = %lu\n", ul);
    unsigned long long ull = ULLONG_MAX;
    ull *= ull;
    printf("ULLONG_MAX^2 = %llu\n", ull);

    printf("fnv(hello) = %u\n", hash("hello"));
    printf("fnv(partial evaluation) = %u\n", hash("partial evaluation"));

    unsigned long long x = 42;
    for (int i = 0; i < 5; i++) {
        x = lcg(x);
        printf("lcg %d = %llu\n", i, x);
    }

    unsigned a = 3000000000u, b = 2000000000u;
    printf("a + b = %u\n", a + b);
    printf("b - a = %u\n", b - a);
    printf("a * b = %u\n", a * b);
    printf("-a = %u\n", -a);
    unsigned count = 0;
    for (unsigned k = 10; k < 20; k--) {
        count++;
    }
    printf("downward loop ran %u times\n", count);
    return 0;
}
