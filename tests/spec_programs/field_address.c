/* Address constants of fields of specialized structs: `pb` and `pv` are
 * dynamic pointers initialized with `&r.b` and `&o.v`. `r` loses its static
 * field `tag` (so `b` is renumbered) and `o` keeps only `v` (so it becomes
 * a plain variable and `&o.v` is `&o`). */
struct rec {
    int tag;
    int a;
    int b;
};

struct one {
    int tag;
    int v;
};

static struct rec r = {7, 1, 2};
static struct one o = {3, 4};
static int *pb = &r.b;
static int *pv = &o.v;

int bump(int x) {
    *pb += x;
    r.a += r.tag;
    *pv += x * 2;
    return r.a + *pb + *pv + o.tag;
}
