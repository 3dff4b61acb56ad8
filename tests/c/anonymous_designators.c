/* Designators naming members of anonymous structs and unions (C11): a
   tagged node whose payload is an anonymous union, initialized through
   compound literals, static initializers and arrays. */
#include <stdio.h>

enum kind { NUM, ADD, NEG, NAME };

struct node {
    enum kind kind;
    union {
        long num;
        struct {
            const struct node *l, *r;
        };
        struct {
            const char *name;
            int len;
        };
    };
    int line;
};

static const struct node one = {.kind = NUM, .num = 1, .line = 1};
static const struct node two = {.num = 2, .kind = NUM};
static const struct node sum = {.kind = ADD, .l = &one, .r = &two, .line = 3};
static const struct node names[] = {
    {.kind = NAME, .name = "x", .len = 1},
    {.kind = NAME, .len = 3, .name = "abc", .line = 9},
    [3] = {.kind = NUM, .num = -4},
};

static long eval(const struct node *n) {
    switch (n->kind) {
    case NUM:
        return n->num;
    case ADD:
        return eval(n->l) + eval(n->r);
    case NEG:
        return -eval(n->l);
    case NAME:
        return n->len * 100 + n->name[0];
    }
    return 0;
}

int main(void) {
    struct node neg = (struct node){.kind = NEG, .l = &sum, .line = 4};
    struct node local = {.r = &one, .l = &two, .kind = ADD};
    printf("%ld %ld %ld %d\n", eval(&sum), eval(&neg), eval(&local), neg.line + sum.line);
    for (int i = 0; i < 4; i++) printf("%ld %d\n", eval(&names[i]), names[i].line);
    return 0;
}
