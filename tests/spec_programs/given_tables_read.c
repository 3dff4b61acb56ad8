/* Objects given to static pointer parameters that the goal only reads, at
 * run-time indexes: the residual program must hold their contents (an
 * array of structs with a double, a table of strings, rows of a matrix). */
#include <stdio.h>

struct entry {
    int key;
    double weight;
    const char *name;
};

int lookup(int i, const struct entry *e, const char *const *words, const int (*rows)[3]) {
    int j = i < 0 ? -i : i;
    const struct entry *x = &e[j % 3];
    return printf("%d %.2f %s %s %d\n", x->key, x->weight, x->name, words[j % 2], rows[j % 2][j % 3]);
}

int main(void) {
    static const struct entry e[] = {{1, 0.5, "one"}, {2, 1.25, "two"}, {3, -2.0, "three"}};
    static const char *const words[] = {"alpha", "beta"};
    static const int rows[2][3] = {{10, 20, 30}, {40, 50, 60}};
    return lookup(1, e, words, rows) > 0 ? 0 : 1;
}
