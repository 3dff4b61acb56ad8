/* gcc's mode attribute: the integer type of a machine mode's width with
 * the base type's signedness (QI, HI, SI, DI, byte, word, pointer, the
 * __QI__ spellings), floating modes, on typedefs, variables, members
 * (an enum made one byte) and after declarators. */
#include <stdio.h>

typedef unsigned int u8 __attribute__((mode(QI)));
typedef signed int s8 __attribute__((mode(__QI__)));
typedef int __attribute__((mode(HI))) s16;
typedef unsigned u16 __attribute__((mode(HI)));
typedef long long s32 __attribute__((mode(SI)));
typedef unsigned char u64 __attribute__((mode(DI)));
typedef int word __attribute__((mode(word)));
typedef unsigned long uptr __attribute__((mode(pointer)));
typedef float f64 __attribute__((mode(DF)));
typedef double f32 __attribute__((mode(SF)));

typedef enum { RED = 1, GREEN = 2, BLUE = 200 } color;

struct packed_colors {
    color __attribute__((mode(byte))) first;
    color __attribute__((mode(__byte__))) second;
    int tail;
};

static int shifted(s8 x, int n) { return x >> n; }

int main(void) {
    u8 a = (u8)300;
    s8 b = (s8)200;
    s16 c = (s16)70000;
    u16 d = -1;
    s32 e = 0x7fffffff;
    u64 f = 1;
    word g = -1;
    int h __attribute__((mode(QI))) = (signed char)255;
    f64 x = 0.1;
    f32 y = 0.1;
    struct packed_colors pc = {BLUE, GREEN, 7};
    e = e + 0;
    f <<= 40;
    printf("%zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof a, sizeof b, sizeof c, sizeof d,
           sizeof e, sizeof f, sizeof g, sizeof(uptr));
    printf("%d %d %d %d %d %llu %ld %d\n", a, b, c, d, e, (unsigned long long)f, (long)g, h);
    printf("%zu %zu %d %d\n", sizeof x, sizeof y, x == 0.1, y == 0.1f);
    printf("%zu %d %d %d %d\n", sizeof pc, pc.first, pc.second, pc.tail, shifted(b, 2));
    pc.first = RED;
    printf("%d %d\n", pc.first == RED, (int)(u8)(a + 250));
    return 0;
}
