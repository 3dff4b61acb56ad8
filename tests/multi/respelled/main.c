/* `struct rec` written otherwise in f.c (`unsigned` for `unsigned int`,
 * a typedef, an enum for its type, a declaration first): C makes the two
 * one type, as cmix's own replacement files spell types their own way. */
#include <stdint.h>
#include <stdio.h>

enum kind { LOW, HIGH };
typedef long count_t;

struct rec {
    unsigned flags;
    count_t total;
    uint32_t seen, kept;
    void (*on)(enum kind k, int v);
};

int fold(struct rec *r, int v);

static void show(enum kind k, int v) {
    printf("%s %d\n", k == HIGH ? "high" : "low", v);
}

int main(void) {
    struct rec r = {1, 0, 0, 0, show};
    for (int v = -3; v < 9; v += 2) {
        printf("%d\n", fold(&r, v));
    }
    printf("%lu %ld %u %u\n", (unsigned long)r.flags, r.total, r.seen, r.kept);
    return 0;
}
