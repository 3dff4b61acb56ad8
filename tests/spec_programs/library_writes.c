/* memset, strcpy, strcat, memcpy, memmove and strncpy on static data run
 * during specialization: only the printf of what they built is left, with
 * the strings as literals. On run-time data (`w`) they stay calls. */
#include <stdio.h>
#include <string.h>

struct cfg {
    char tag[16];
    int vals[4];
};

int run(const char *w, int x, int k) {
    struct cfg a, b;
    memset(&a, 0, sizeof a);
    strcpy(a.tag, "cfg-");
    strcat(a.tag, k > 2 ? "big" : "small");
    for (int i = 0; i < 4; i++)
        a.vals[i] = i * k;
    memcpy(&b, &a, sizeof a);
    memmove(b.vals + 1, b.vals, 3 * sizeof(int));
    char buf[8];
    strncpy(buf, b.tag, sizeof buf);
    buf[7] = 0;
    char dyn[16];
    strcpy(dyn, "<");
    strncat(dyn, w, 10);
    printf("%s %s %d %s\n", b.tag, buf, b.vals[1] * x + b.vals[3], dyn);
    return b.vals[2] + x;
}

int main(void) { return run("w", 3, 5) - 8; }
