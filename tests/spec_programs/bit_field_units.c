/* Bit-fields sharing storage units with plain members, unnamed bit-fields
   and unused bits: a unit's bytes hold other members, so a bit-field is
   read and written through the bytes of its own bits only. */
#include <string.h>

struct opt {
    unsigned verbose : 1;
    unsigned level : 4;
    unsigned char tag;
};

struct after_char {
    unsigned char c;
    unsigned a : 5;
};

struct copied {
    int c;
    unsigned a : 4;
};

struct gapped {
    unsigned on : 1;
    unsigned : 3;
    unsigned mode : 2;
    unsigned short id;
};

struct opt options;
struct after_char marked;
struct copied copied;
struct gapped gapped;

int configure(int level, int x) {
    struct opt o = {1, 0, 'q'};
    o.level = (unsigned)level;
    options = o;
    marked.a = (unsigned)level;
    struct copied t = copied;
    t.a = (unsigned)level;
    copied = t;
    memset(&gapped, 0, sizeof gapped);
    gapped.on = 1;
    gapped.mode = 2;
    gapped.id = (unsigned short)(level * 100);
    return x + level;
}
