/* Static pointers to dynamic data reduce to direct references, and blocks
 * allocated during specialization end their lives there too.
 *
 * refs: pointers to locals with dynamic contents (`*p = 2` becomes `x = 2`),
 * a pointer chosen under dynamic control, a struct zeroed whole whose static
 * field disappears.
 * freed: a malloc'd array with dynamic contents, freed: the block becomes
 * variables, and no free of them is left in the residual program.
 * grown: realloc of a block with dynamic contents stays in the residual
 * program, with the block allocated there. */
#include <stdlib.h>

struct tally {
    int tag;
    int count;
};

int refs(int d) {
    int x = 0;
    struct tally s1 = {1, 0};
    struct tally s2 = {2, 0};
    int *p = &x;
    struct tally *chosen = d > 0 ? &s1 : &s2;
    struct tally *first = &s1;
    *p = 2;
    *p += d;
    first->count = d * 3;
    chosen->count += 1;
    return x + first->count + s1.count * 10 + s2.count * 100 + first->tag;
}

int freed(int d) {
    int *a = malloc(8 * sizeof(int));
    if (a == NULL) {
        return -1;
    }
    for (int i = 0; i < 8; i++) {
        a[i] = i < 4 ? i : i * d;
    }
    int s = 0;
    for (int i = 0; i < 8; i++) {
        s += a[i] * (i + 1);
    }
    free(a);
    return s;
}

int grown(int d) {
    int *a = malloc(4 * sizeof(int));
    if (a == NULL) {
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        a[i] = i + d;
    }
    int *b = realloc(a, 8 * sizeof(int));
    if (b == NULL) {
        free(a);
        return -1;
    }
    for (int i = 4; i < 8; i++) {
        b[i] = i * d;
    }
    int s = 0;
    for (int i = 0; i < 8; i++) {
        s += b[i];
    }
    free(b);
    return s;
}
