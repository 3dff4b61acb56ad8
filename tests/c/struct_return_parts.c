/* Structs returned by value with static and run-time parts (a name and a
 * count, a string view whose end depends on the input): the caller sees
 * both parts after the return and after copies. */
#include <stdio.h>
#include <string.h>

struct rect {
    int x;
    const char *name;
};

struct view {
    const char *beg;
    const char *end;
};

static struct rect mk(int d) {
    struct rect r = {d, "box"};
    return r;
}

static struct view word(const char *s, int n) {
    struct view v = {s, s + n};
    return v;
}

static struct rect same(struct rect a) { return a; }

void show(int d) {
    struct rect h = mk(d);
    struct rect k = same(h);
    struct view w = word("hello world", 4 + d);
    printf("%s %d %s %d\n", h.name, h.x, k.name, k.x);
    printf("%.*s|%d\n", (int)(w.end - w.beg), w.beg, (int)strlen(w.beg));
}

int main(int argc, char **argv) {
    (void)argv;
    show(argc);
    return 0;
}
