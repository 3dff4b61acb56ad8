/* Objects read as bytes, and a calloc'd block whose contents are computed
 * at run time: each goal is specialized to its first argument. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* calloc's zeros are the block's starting value at every call. */
int counter(int k, int x) {
    int *h = calloc(1, sizeof(int));
    while (x-- > 0) *h = (*h + k) % 4;
    int r = *h;
    free(h);
    return r;
}

struct rec { int a, b; };

/* A byte of the dynamic field. */
int byte_of(int k, int x) {
    struct rec r = {k, x};
    const unsigned char *q = (const unsigned char *)&r;
    return q[4] + q[0];
}

/* A field reached by its offset. */
int field_at(int k, int x) {
    struct rec r = {k, x};
    return *(int *)((char *)&r + offsetof(struct rec, b)) + r.a;
}

/* Bytes of a copy of a copy. */
int copied_byte(int k, int x) {
    struct rec r = {k, x};
    struct rec r2;
    memcpy(&r2, &r, sizeof r);
    struct rec r3 = r2;
    const unsigned char *q = (const unsigned char *)&r3;
    return q[0] + q[4];
}

/* Serializing a header with a byte-copy helper: the static field's bytes
 * are in the output too. */
struct hdr { short type; short len; int seq; };
static void put(unsigned char *out, const void *p, int n) {
    const unsigned char *b = p;
    for (int i = 0; i < n; i++) out[i] = b[i];
}
void ser(int type, int seq, unsigned char *out) {
    struct hdr h = {(short)type, 0, seq};
    put(out, &h, (int)sizeof h);
}

int main(void) {
    unsigned char out[8];
    for (int x = 0; x < 6; x++) {
        printf("%d %d %d %d\n", counter(1, x), byte_of(3, x), field_at(5, x), copied_byte(2, x));
        ser(7, x * 1000003, out);
        for (int i = 0; i < 8; i++) printf(" %d", out[i]);
        printf("\n");
    }
    return 0;
}
