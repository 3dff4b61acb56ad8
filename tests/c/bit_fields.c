/* Bit-fields: gcc's x86-64 layout (storage units, a zero width, unnamed
 * padding, a member after them), initializers, reads promoted to int,
 * assignments cut to the width (and their value), signed and enum
 * bit-fields, bit-fields in a struct inside a union. */
#include <stdio.h>
#include <stddef.h>
struct flags { unsigned a : 3; unsigned b : 5; int c : 4; unsigned : 0; unsigned d : 1; };
struct mixed { char tag; int x : 7; short s : 9; char after; unsigned long long big; };
struct pad { char c; int : 4; char d; };
struct wide { unsigned lo : 31; unsigned hi : 31; _Bool ok : 1; };
enum color { RED, GREEN, BLUE };
struct colored { enum color c : 2; signed char sc : 3; };
union word { struct { unsigned lo : 16, hi : 16; } h; unsigned whole; };
static struct flags table[3] = { {1, 2, -3, 1}, {7, 31, 7, 0}, {0, 0, -8, 1} };
static struct mixed m = { 'm', -5, 200, 'z', 77 };
int main(void) {
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(struct flags), sizeof(struct mixed), sizeof(struct pad),
           sizeof(struct wide), sizeof(struct colored), offsetof(struct mixed, after));
    for (int i = 0; i < 3; i++) printf("%u %u %d %u\n", table[i].a, table[i].b, table[i].c, table[i].d);
    struct flags f = table[1];
    f.a += 3;           /* wraps to 2 */
    f.c = f.c + 1;      /* 8 does not fit: -8 */
    int v = (f.b = 40); /* 40 & 31 = 8 */
    printf("%u %d %d %d\n", f.a, f.c, v, f.b - 9);
    printf("%d %d %c %c %llu\n", m.x, m.s, m.tag, m.after, m.big);
    m.x--; m.s++;
    printf("%d %d\n", m.x, m.s);
    struct wide w = { 0x7ffffffe, 5, 1 };
    w.lo++;
    printf("%u %u %d\n", w.lo, w.hi, w.ok);
    struct colored k = { BLUE, -4 };
    printf("%d %d\n", k.c, k.sc);
    union word u; u.whole = 0x00050003;
    printf("%u %u\n", u.h.lo, u.h.hi);
    struct pad p = { 'p', 'q' };
    printf("%c %c %zu\n", p.c, p.d, offsetof(struct pad, d));
    return 0;
}
