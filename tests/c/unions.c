/* Unions: layout, initializers (first member, designated, brace elision), members
 * read through another member (the bytes reinterpreted), unions in structs
 * and arrays, copies, pointers to unions. */
#include <stdio.h>
#include <string.h>
union num { int i; float f; unsigned char b[4]; };
struct tagged { int kind; union { long l; double d; const char *s; } v; };
union pair { struct { short lo, hi; } h; int whole; };
static union num table[3] = { {1}, { .f = 2.5f }, { .b = {1, 2, 3, 4} } };
static struct tagged items[] = { {0, {.l = 42}}, {1, {.d = 1.5}}, {2, {.s = "hi"}} };
static void show(struct tagged t) {
    switch (t.kind) {
    case 0: printf("long %ld\n", t.v.l); break;
    case 1: printf("double %g\n", t.v.d); break;
    default: printf("string %s\n", t.v.s); break;
    }
}
static unsigned bits(float x) { union num n; n.f = x; return (unsigned)n.i; }
int main(void) {
    for (int k = 0; k < 3; k++) printf("%d %u\n", table[k].i, (unsigned)table[k].b[0]);
    for (int k = 0; k < 3; k++) show(items[k]);
    printf("%x\n", bits(1.0f));
    union pair p; p.whole = 0x00020001;
    printf("%d %d %zu %zu\n", p.h.lo, p.h.hi, sizeof(union num), sizeof(struct tagged));
    union num copy = table[1];
    printf("%g\n", copy.f);
    union num *q = &table[2];
    q->i = -1;
    printf("%d %d\n", table[2].b[3], (int)sizeof table);
    return 0;
}
