/* The goal keeps the address of the object given as a static value: code
   after the goal reads it, pointers included, so the residual object
   holds them all (strings, a nested object, a list of strings, a
   function the code after the goal calls). */
#include <stddef.h>

struct part {
    int weight;
};

struct header {
    int id;
    const char *name;
    const unsigned char *extra;
    unsigned extra_len;
    const struct part *part;
    const char *const *tags;
    int (*scale)(int);
};

int triple(int x) { return 3 * x; }

static const struct header *saved;

int keep_header(const struct header *h) {
    saved = h;
    return h->id + (int)h->extra_len;
}

const char *header_name(void) { return saved ? saved->name : "(none)"; }
unsigned header_extra(unsigned i) { return saved && saved->extra && i < saved->extra_len ? saved->extra[i] : 0u; }
int header_weight(void) { return saved && saved->part ? saved->part->weight : -1; }
const char *header_tag(int i) { return saved && saved->tags ? saved->tags[i] : NULL; }
int header_scaled(int x) { return saved && saved->scale ? saved->scale(x) : -1; }
