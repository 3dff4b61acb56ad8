#include "state.h"

struct jump {
    int level;
    struct jump *previous;
};

int enter(struct state *s, int n) {
    struct jump here;
    here.level = n;
    here.previous = s->jump;
    s->jump = &here;
    s->depth++;
    int r = n > 0 ? enter(s, n - 1) + here.level : 0;
    s->jump = here.previous;
    s->value.halves[0] = (short)(s->value.halves[0] + n);
    return r;
}
