#include "inc/../inc/./range.h"
range widen(range r, int by) {
    range out = {r.lo - by, r.hi + by};
    return out;
}
