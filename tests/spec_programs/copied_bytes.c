/* Static data copied into run-time memory with memcpy and compared with
   memcmp: the library only reads the source, so the name and the record
   stay static, and each residual call gets a literal of their bytes (the
   record's padding included, whatever it holds). */
#include <string.h>

struct record {
    char tag;
    int weight;
    short code;
};

int fill(const char *name, const struct record *r, int scale, char *out, int n) {
    size_t len = strlen(name);
    memcpy(out, name, len + 1);
    struct record copy;
    memcpy(&copy, r, sizeof copy);
    copy.weight *= scale;
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += out[i % (int)(len + 1)] * copy.weight;
    if (memcmp(out, name, len) == 0)
        sum += 7;
    memmove(out + 1, out, len);
    return sum + copy.tag + copy.code + out[len];
}
