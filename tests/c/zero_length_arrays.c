/* gcc's zero-length arrays: a struct ending in one (the flexible array
 * member before C99), allocated with room for its elements; one in a
 * union; sizes as gcc's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct packet {
    unsigned short length;
    unsigned char kind;
    unsigned char data[0];
};

union tagged {
    int whole;
    char bytes[0];
};

static struct packet *make(unsigned char kind, const char *text) {
    size_t n = strlen(text);
    struct packet *p = malloc(sizeof *p + n);
    if (!p) return NULL;
    p->length = (unsigned short)n;
    p->kind = kind;
    memcpy(p->data, text, n);
    return p;
}

static unsigned checksum(const struct packet *p) {
    unsigned s = p->kind;
    for (unsigned i = 0; i < p->length; i++) s = s * 31 + p->data[i];
    return s;
}

int main(void) {
    const char *texts[] = {"zero", "length arrays", ""};
    for (int i = 0; i < 3; i++) {
        struct packet *p = make((unsigned char)(i + 1), texts[i]);
        if (!p) return 1;
        printf("%u %u\n", p->length, checksum(p));
        free(p);
    }
    union tagged t;
    t.whole = 0x01020304;
    printf("%zu %zu %d\n", sizeof(struct packet), sizeof(union tagged), t.bytes[0]);
    return 0;
}
