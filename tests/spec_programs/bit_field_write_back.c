/* Bit-fields of globals the goal sets during specialization. A unit the
   goal sets in part keeps the caller's other bits, so those stores stay
   in the residual goal; a unit set whole (a struct copy, a memset) is
   written back field by field at the return, each assignment keeping the
   bits of the unit it does not name. */
#include <string.h>

struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    signed level : 4;
    int count;
};

struct flags partial, whole, cleared, beside;
struct flags table[3];

int setup(int mode, int x) {
    partial.ready = 1;
    partial.mode = (unsigned)mode;
    struct flags t = {1, 0, -3, 7};
    t.mode = (unsigned)mode;
    whole = t;
    memset(&cleared, 0, sizeof cleared);
    cleared.mode = (unsigned)(mode + 1);
    cleared.level = -2;
    table[1] = t;
    table[1].level = 5;
    beside.count = x;
    beside.ready = 1;
    return whole.count + cleared.mode + x;
}
