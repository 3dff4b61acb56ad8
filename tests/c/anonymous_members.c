/* C11 anonymous members: an untagged union (holding an untagged struct)
 * inside a struct, its members reached as the enclosing struct's, in
 * initializers, offsetof and sizeof. */
#include <stdio.h>
#include <stddef.h>
struct value {
    int kind;
    union {
        long l;
        double d;
        struct { short lo, hi; };
    };
    int after;
};
static struct value vals[3] = { {0, {5}, 1}, {1, {.d = 2.5}, 2}, {2, {0x00030004}, 3} };
int main(void) {
    struct value v;
    v.kind = 2;
    v.lo = 7; v.hi = 9;
    v.after = 4;
    printf("%d %d %d %zu %zu %zu\n", v.lo, v.hi, v.after, offsetof(struct value, d), offsetof(struct value, hi), sizeof(struct value));
    for (int i = 0; i < 3; i++) {
        switch (vals[i].kind) {
        case 0: printf("l %ld %d\n", vals[i].l, vals[i].after); break;
        case 1: printf("d %g %d\n", vals[i].d, vals[i].after); break;
        default: printf("s %d %d %d\n", vals[i].lo, vals[i].hi, vals[i].after); break;
        }
    }
    return 0;
}
