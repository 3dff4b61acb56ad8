/* gcc's empty structs and unions (size 0 in C): as members, array
 * elements, locals, parameters, results and in initializers; pointers to
 * them move by 0. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct empty {};
union nothing {};
typedef struct {} lock_t;

struct holder {
    int before;
    struct empty e;
    lock_t lock;
    int after;
};

struct holder global = {.before = 1, .after = 2};
static union nothing none = {};
static struct empty many[10];

static int calls;

static struct empty make(void) {
    struct empty e;
    calls++;
    return e;
}

static int take(struct empty e, int k, union nothing n) {
    (void)e;
    (void)n;
    return k + 1;
}

int main(void) {
    struct holder h = {3, make(), {}, 4};
    struct holder copy;
    char bytes[4] = "abc";
    struct empty *p = (struct empty *)bytes;
    struct empty *q = p + 3;
    struct empty value = make();
    *p = value;
    *q = *p;
    copy = h;
    h.e = make();
    printf("%zu %zu %zu %zu\n", sizeof(struct empty), sizeof(union nothing), sizeof(lock_t),
           sizeof many);
    printf("%zu %zu\n", sizeof(struct holder), offsetof(struct holder, after));
    printf("%d %d %d %d\n", h.before, h.after, copy.before, copy.after);
    printf("%d %d %d\n", global.before, global.after, take(many[3], calls, none));
    printf("%d %s %d\n", p == q, bytes, (int)((char *)q - (char *)p));
    memcpy(&many[1], &value, sizeof value);
    return calls == 3 ? 0 : 1;
}
