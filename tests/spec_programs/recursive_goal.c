/* A recursive goal: its own calls are specialized with it, so none of
   them is counted as a call that keeps calling the goal. */
#include <stdio.h>

struct expr {
    char op; /* '+', '*', 'x' or 'k' */
    int k;
    const struct expr *l, *r;
};

static const struct expr x = {'x', 0, 0, 0};
static const struct expr three = {'k', 3, 0, 0};
static const struct expr sum = {'+', 0, &x, &three};
static const struct expr root = {'*', 0, &sum, &x};

int eval(const struct expr *e, int v) {
    switch (e->op) {
    case '+':
        return eval(e->l, v) + eval(e->r, v);
    case '*':
        return eval(e->l, v) * eval(e->r, v);
    case 'x':
        return v;
    default:
        return e->k;
    }
}

int main(int argc, char **argv) {
    (void)argv;
    printf("%d\n", eval(&root, argc + 4));
    return 0;
}
