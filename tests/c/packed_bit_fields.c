/* Bit-fields as gcc lays them out on x86-64: in packed structs (at the
 * next bit, spanning bytes, `T : 0` still moving to T's alignment), with
 * a member's own packed attribute, and of type long and long long (read
 * as int or unsigned int up to 32 bits, whole at 64). The bytes are
 * printed, so a layout cmix computed otherwise than gcc shows. */
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) wire {
    int g : 31;
    int h : 6;
    char c;
    unsigned short k : 9;
    unsigned long long w : 64;
};

struct member_packed {
    unsigned char a : 3;
    unsigned long whole : 32 __attribute__((packed));
    char z;
};

struct __attribute__((packed)) zero_width {
    char x;
    int a : 3;
    int : 0;
    int b : 2;
};

struct wide_types {
    unsigned long long a : 32;
    long long b : 32;
    unsigned long c : 31;
    long d : 7;
    unsigned long long e : 64;
};

static void dump(const char *name, const void *p, size_t n) {
    const unsigned char *b = p;
    printf("%s %zu:", name, n);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", b[i]);
    printf("\n");
}

int main(void) {
    /* Zeroed first: padding bits would be unspecified otherwise. */
    struct wire s;
    struct member_packed t;
    struct zero_width z;
    struct wide_types v;
    memset(&s, 0, sizeof s);
    memset(&t, 0, sizeof t);
    memset(&z, 0, sizeof z);
    memset(&v, 0, sizeof v);
    s.g = -5;
    s.h = 17;
    s.c = 'x';
    s.k = 300;
    s.w = 0x123456789abcdef0ULL;
    t.a = 5;
    t.whole = 0xdeadbeef;
    t.z = 'q';
    v.a = 0xffffffff;
    v.b = -1;
    v.c = 5;
    v.d = -3;
    v.e = 0xfedcba9876543210ULL;
    z.a = -2;
    z.b = 1;
    dump("wire", &s, sizeof s);
    dump("member_packed", &t, sizeof t);
    dump("zero_width", &z, sizeof z);
    dump("wide_types", &v, sizeof v);
    s.h = -9;
    s.k = (unsigned short)(s.k + 100);
    t.whole = t.whole + 1;
    v.a = v.a + 1;
    v.c = v.c - 6;
    dump("wire", &s, sizeof s);
    printf("%d %d %c %u %llx\n", s.g, s.h, s.c, (unsigned)s.k, s.w);
    printf("%u %lx %c %d %d\n", (unsigned)t.a, (unsigned long)t.whole, t.z, z.a, z.b);
    printf("%zu %zu %zu %zu\n", sizeof(v.a + 0), sizeof(v.b + 0), sizeof(v.c + 0), sizeof(v.d + 0));
    printf("%d %d %lu %d %llx\n", v.a == 0, (int)v.b, (unsigned long)v.c, (int)v.d, v.e);
    return 0;
}
