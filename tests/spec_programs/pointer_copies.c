/* Pointers copied with memcpy and memmove: an array of pointers, a struct
   holding them, a pointer through a char buffer, and one that code outside
   the goal stashed in a byte array. The goal writes through the copy
   after setting the global statically: the write must stay, and the
   global be read back. */
#include <string.h>

int g, h;
static unsigned char blob[sizeof(int *)];

void stash(int which) {
    int *q = which ? &g : &h;
    memcpy(blob, &q, sizeof q);
}

int through_array(int n, int d) {
    int *src[2] = {&g, &h};
    int *dst[2];
    memcpy(dst, src, sizeof dst);
    g = n;
    *dst[0] += d;
    return g * 2 + h;
}

struct pair {
    int *p[2];
};

int through_struct(int n, int d) {
    struct pair a = {{&h, &g}}, b;
    memmove(&b, &a, sizeof b);
    g = n;
    *b.p[1] += d;
    return g * 2 + h;
}

int through_bytes(int n, int d) {
    int *p = &g;
    char tmp[sizeof p];
    memcpy(tmp, &p, sizeof p);
    int *q;
    memcpy(&q, tmp, sizeof q);
    g = n;
    *q += d;
    return g * 2 + h;
}

int through_stash(int n, int d) {
    int *p;
    memcpy(&p, blob, sizeof p);
    g = n;
    *p += d;
    return g * 2 + h;
}
