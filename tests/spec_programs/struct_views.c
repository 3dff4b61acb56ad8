/* One object seen as several struct types, as C allows and real code does:
   a struct read through a pointer to its first member's type and back
   (C99 6.7.2.1p13, the "base class" idiom), a sockaddr-style header read
   as another struct sharing its first member, and container_of (from a
   member back to its struct by offsetof). The fields written with the
   dynamic argument must be seen through every view. */
#include <stddef.h>

struct node { int type; };
struct num { struct node base; int value; };

struct addr { short family; unsigned char data[6]; };
struct addr_in { short family; unsigned short port; unsigned int ip; };

struct link { struct link *next; };
struct item { int value; struct link lk; };

#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))

static int kind(const struct node *n) { return n->type; }

static int describe(const struct addr *a) {
    return a->family * 1000 + a->data[0] + a->data[1] * 256;
}

static int item_value(struct link *l) { return container_of(l, struct item, lk)->value; }

int views(int k, int d) {
    struct num a = {{d}, k};
    int base = kind((struct node *)&a) * 10 + a.value;
    struct num b = {{k}, d};
    struct node *n = &b.base;
    int back = ((struct num *)n)->value + k;
    struct addr_in in = {(short)k, (unsigned short)d, 7};
    int header = describe((struct addr *)&in);
    struct item x = {d, {0}};
    struct item y = {k, {0}};
    int outer = item_value(&x.lk) * 10 + item_value(&y.lk);
    return base + 3 * back + 5 * header + 7 * outer;
}
