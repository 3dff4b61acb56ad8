/* The offsetof of old code, `(size_t)&((T *)0)->f`, in a static table:
   gcc folds it to the field's offset, and so does cmix. */
#include <stddef.h>

struct rec {
    char tag;
    int a;
    struct {
        short pad;
        long b[3];
    } inner;
};

#define OLD_OFFSETOF(t, f) ((size_t) & ((t *)0)->f)

static const size_t offsets[] = {OLD_OFFSETOF(struct rec, a), OLD_OFFSETOF(struct rec, inner.b[2]),
                                 OLD_OFFSETOF(struct rec, inner.pad)};

long field(int which, const struct rec *r) {
    size_t at = offsets[which];
    if (which == 1)
        return *(const long *)(const void *)((const char *)r + at) + (long)at;
    if (which == 2)
        return *(const short *)(const void *)((const char *)r + at) + (long)at;
    return *(const int *)(const void *)((const char *)r + at) + (long)at;
}
