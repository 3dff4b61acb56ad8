/* tree: a binary search tree built with malloc from a static table of keys,
 * each node counting how many samples fell on its key.
 *
 * The keys and the links are static, the counts dynamic: specialized to the
 * table, the tree is built at specialization time, the search for a dynamic
 * sample becomes a tree of comparisons with constant keys, and each node is
 * left as one static variable holding its count. No malloc, no pointer is
 * followed at run time. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
    int key;
    int count;
    struct tree *left;
    struct tree *right;
};

/* Adds a node for key below *root unless one holds it already. */
static void insert(struct tree **root, int key) {
    struct tree **link = root;
    while (*link != NULL) {
        if (key < (*link)->key) {
            link = &(*link)->left;
        } else if (key > (*link)->key) {
            link = &(*link)->right;
        } else {
            return;
        }
    }
    struct tree *t = malloc(sizeof *t);
    if (t == NULL) {
        printf("out of memory\n");
        exit(1);
    }
    t->key = key;
    t->count = 0;
    t->left = NULL;
    t->right = NULL;
    *link = t;
}

/* Counts key in the node that holds it; 0 when no node does. */
static int hit(struct tree *t, int key) {
    while (t != NULL) {
        if (key == t->key) {
            t->count++;
            return 1;
        }
        t = key < t->key ? t->left : t->right;
    }
    return 0;
}

/* Sum of key * count over the tree, in order. */
static long weighted(const struct tree *t) {
    if (t == NULL) {
        return 0;
    }
    return weighted(t->left) + (long)t->key * t->count + weighted(t->right);
}

static void free_tree(struct tree *t) {
    if (t != NULL) {
        free_tree(t->left);
        free_tree(t->right);
        free(t);
    }
}

/* The keys, in insertion order. */
static const int keys[] = {50, 20, 80, 10, 30, 70, 90, 5, 15, 25, 35, 65, 75, 85, 95};

#define NKEYS ((int)(sizeof keys / sizeof keys[0]))

/* Counts the n samples against the keys' tree; returns the weighted sum of
 * the keys hit, and stores the number of samples that missed every key in
 * *misses. */
long histogram(const int *samples, int n, int *misses) {
    struct tree *root = NULL;
    for (int i = 0; i < NKEYS; i++) {
        insert(&root, keys[i]);
    }
    *misses = 0;
    for (int i = 0; i < n; i++) {
        if (!hit(root, samples[i])) {
            ++*misses;
        }
    }
    long sum = weighted(root);
    free_tree(root);
    return sum;
}

int main(void) {
    int samples[1000];
    unsigned seed = 1;
    for (int i = 0; i < 1000; i++) {
        seed = seed * 1103515245u + 12345u;
        samples[i] = (int)(seed >> 16) % 100;
    }
    for (int n = 0; n <= 1000; n += 250) {
        int misses;
        long sum = histogram(samples, n, &misses);
        printf("n = %d: weighted sum %ld, misses %d\n", n, sum, misses);
    }
    return 0;
}
