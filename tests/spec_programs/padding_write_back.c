/* A global struct the goal fills with memcpy or memset during
   specialization is written back at its return with its padding: the
   caller may compare or hash the struct's bytes. */
#include <string.h>

struct padded {
    char c;
    int i;
    short s;
    long l;
    char t;
};

static const struct padded model = {'A', 0x12345678, -2, 0x1122334455667788L, 'Z'};
struct padded out;

int fill(int sel, int x) {
    if (sel)
        memcpy(&out, &model, sizeof model);
    else
        memset(&out, 0, sizeof out);
    return x + out.c;
}
