/* Bit-fields under specialization: static ones are folded (a template's
 * version and delta), dynamic ones are read and written by residual code
 * beside them in the same storage unit; a static struct with bit-fields
 * copied into residual code brings them along. */
#include <stdio.h>

struct header {
    unsigned version : 4;
    unsigned length : 12;
    unsigned flags : 8;
    int delta : 8;
    int count;
};

static const struct header templates[] = {{4, 20, 0x2, -3, 1}, {6, 40, 0x0, 5, 2}};

/* A static template, a run-time payload length. */
int describe(int which, unsigned payload) {
    struct header h = templates[which];
    h.length += payload;
    int total = 0;
    for (int i = 0; i < h.count; i++) total += h.version * 1000 + h.length + h.delta;
    return total;
}

static struct header last;

/* A static header stored whole into a global residual code reads. */
void remember(int which, int extra) {
    struct header h = templates[which];
    h.count += 1;
    last = h;
    last.delta = extra;
}

int main(void) {
    for (unsigned p = 0; p < 3; p++) {
        remember(1, (int)p - 1);
        printf("%d %d %u %u %d %d\n", describe(0, p * 7), describe(1, p), last.version, last.length,
               last.delta, last.count);
    }
    return 0;
}
