/* A prefix-code decoder: the code table builds a binary tree, and each
   run-time bit picks a child with `node->child[bit]`. cmix switches on the
   bit (a pointer trick), so the residual program is a decision tree with
   no tree left in it. */
#include <stdlib.h>

struct node {
    struct node *child[2];
    int symbol; /* -1 inside the tree */
};

static struct node *new_node(void) {
    struct node *n = malloc(sizeof *n);
    n->child[0] = NULL;
    n->child[1] = NULL;
    n->symbol = -1;
    return n;
}

static struct node *build(const char *const *codes, int count) {
    struct node *root = new_node();
    for (int s = 0; s < count; s++) {
        struct node *at = root;
        for (const char *c = codes[s]; *c; c++) {
            int bit = *c == '1';
            if (!at->child[bit])
                at->child[bit] = new_node();
            at = at->child[bit];
        }
        at->symbol = s;
    }
    return root;
}

/* Decodes `nbits` bits of `bits` (one per byte) into `out`; returns the
   number of symbols, or -1 at a bit sequence no code starts with. */
int decode(const char *const *codes, int count, const unsigned char *bits, int nbits, int *out) {
    struct node *root = build(codes, count);
    struct node *at = root;
    int n = 0;
    for (int i = 0; i < nbits; i++) {
        at = at->child[bits[i] & 1];
        if (!at)
            return -1;
        if (at->symbol >= 0) {
            out[n++] = at->symbol;
            at = root;
        }
    }
    return n;
}
