/* Pointer arithmetic that leaves a struct member: a struct read as an int
 * array, a step back from one member to the one before, and the intrusive
 * lists' container_of. Each goal is specialized to its first argument. */
#include <stddef.h>
#include <stdio.h>

struct rgb { int r, g, b; };

int as_array(int k, int x) {
    struct rgb c = {k, x, k + 1};
    const int *p = (const int *)&c;
    return p[1] * 10 + p[2];
}

int step_back(int k, int x) {
    struct rgb c = {k, 0, 0};
    int *p = &c.g;
    *p = x;
    p[-1] += 2;
    return c.g + p[-1] * 100 + c.r;
}

struct link { struct link *next; };
struct item { int key; int weight; struct link node; };
#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))

int chain(int n, int x) {
    struct item items[4];
    struct link *head = NULL;
    for (int i = 0; i < n; i++) {
        items[i].key = i * 7;
        items[i].weight = x + i;
        items[i].node.next = head;
        head = &items[i].node;
    }
    int s = 0;
    for (struct link *l = head; l; l = l->next) {
        struct item *it = container_of(l, struct item, node);
        s += it->key * x + it->weight;
    }
    return s;
}

int main(void) {
    for (int x = 0; x < 4; x++)
        printf("%d %d %d\n", as_array(3, x), step_back(3, x), chain(3, x));
    return 0;
}
