/* A generic sort with qsort's interface: the element size and the
 * comparator are arguments, and elements are moved a byte at a time. Used
 * here on records ordered by score then name, and on plain ints.
 *
 * Specialized to an element size and a comparator, the residual sort calls
 * that comparator directly (gcc inlines it) and moves elements of a known
 * size: what C++ templates give, from the C a library would ship. */
#include <stdio.h>
#include <string.h>

/* Insertion sort of n elements of `size` bytes at base, by cmp. */
void gsort(void *base, int n, int size, int (*cmp)(const void *, const void *)) {
    char *a = base;
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && cmp(a + (j - 1) * size, a + j * size) > 0; j--) {
            char *x = a + (j - 1) * size, *y = a + j * size;
            for (int k = 0; k < size; k++) {
                char t = x[k];
                x[k] = y[k];
                y[k] = t;
            }
        }
    }
}

struct entry {
    int score;
    char name[12];
};

/* Higher scores first; equal scores by name. */
static int by_score(const void *p, const void *q) {
    const struct entry *a = p, *b = q;
    if (a->score != b->score) return a->score < b->score ? 1 : -1;
    return strcmp(a->name, b->name);
}

static int ascending(const void *p, const void *q) {
    int a = *(const int *)p, b = *(const int *)q;
    return (a > b) - (a < b);
}

int main(void) {
    struct entry board[] = {{30, "ada"}, {45, "grace"}, {30, "alan"}, {12, "edsger"},
                            {45, "barbara"}, {7, "donald"}, {30, "ken"}};
    int n = (int)(sizeof board / sizeof board[0]);
    gsort(board, n, (int)sizeof board[0], by_score);
    for (int i = 0; i < n; i++) printf("%d %s\n", board[i].score, board[i].name);
    int v[] = {5, -2, 9, 0, 5, 13, -7, 2};
    gsort(v, 8, (int)sizeof v[0], ascending);
    for (int i = 0; i < 8; i++) printf("%d ", v[i]);
    printf("\n");
    return 0;
}
