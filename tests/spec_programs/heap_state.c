/* Heap objects are non-local state like globals: a static block written by
 * a residual function under dynamic control gives end-configurations. */
#include <stdlib.h>

struct counter {
    int hits;
    int misses;
};

static void record(struct counter *c, int x) {
    if (x > 0)
        c->hits++;
    else
        c->misses++;
}

int f(int x) {
    struct counter *c = malloc(sizeof *c);
    if (c == NULL)
        return -1;
    c->hits = 0;
    c->misses = 0;
    record(c, x);
    record(c, x - 3);
    record(c, x - 6);
    int r = c->hits * 10 + c->misses;
    free(c);
    return r;
}

int main(void) { return f(4) == 21 ? 0 : 1; }
