/* Each level of a recursion points to its caller's frame (a chain of
 * contexts, as a parser keeps for nested scopes): the static data grows
 * by one frame per level under dynamic control, so the frames are made
 * dynamic (specialization used to run until memory ran out). */
struct ctx {
    int depth;
    const struct ctx *up;
};

static int sum_depths(const struct ctx *c) {
    int s = 0;
    for (; c != 0; c = c->up) {
        s += c->depth;
    }
    return s;
}

static int walk(const struct ctx *parent, const char *t) {
    struct ctx me;
    me.depth = parent->depth + 1;
    me.up = parent;
    if (*t == '\0') {
        return sum_depths(&me);
    }
    return walk(&me, t + 1) + (*t == '(' ? me.depth : 0);
}

int chain(int base, const char *text) {
    struct ctx root;
    root.depth = base;
    root.up = 0;
    return walk(&root, text);
}
