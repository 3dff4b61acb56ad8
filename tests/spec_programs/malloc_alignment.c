/* Blocks from malloc that specialization turns into variables keep
   malloc's alignment (any object's, 16 on x86-64), which code may rely on:
   a tag kept in the low bits of the pointer. */
#include <stdint.h>
#include <stdlib.h>

struct pair {
    int a, b;
};

static uintptr_t tagged(void *p, unsigned tag) { return (uintptr_t)p | tag; }

int aligned_blocks(int n, int x) {
    struct pair *p = malloc(sizeof *p);
    struct pair *q = malloc(sizeof *q);
    int *i = malloc(sizeof *i);
    char *c = malloc(1);
    p->a = n;
    q->b = x;
    *i = x + n;
    *c = 'c';
    uintptr_t t = tagged(p, 15) ^ tagged(q, 7) ^ tagged(i, 3) ^ tagged(c, 9);
    int ok = ((uintptr_t)p % 16 == 0) + ((uintptr_t)q % 16 == 0) * 10 + ((uintptr_t)i % 16 == 0) * 100 +
             ((uintptr_t)c % 16 == 0) * 1000;
    int r = ok * 10 + (int)(t & 15) + p->a + q->b + *i;
    free(p);
    free(q);
    free(i);
    free(c);
    return r;
}
