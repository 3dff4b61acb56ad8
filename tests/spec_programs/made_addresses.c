/* Initializers that make addresses from numbers (handles kept in pointer
   fields, a sentinel), which specialization cannot hold: such values are
   unknown until run time and read there, while the rest specializes. The
   function-static table in `install` is never reached from the goal. */
#include <stdint.h>

struct handler {
    const char *name;
    void *arg;
};

static struct handler handlers[] = {{"alpha", (void *)(intptr_t)3}, {"beta", (void *)(intptr_t)4}};
static void *const sentinel = (void *)-1;

void install(void (*add)(struct handler *)) {
    static struct handler defaults[] = {{"gamma", (void *)(intptr_t)5}};
    add(&defaults[0]);
}

long weigh(int k, const void *p, int i) {
    long r = 0;
    for (int j = 0; j < k; j++)
        r += (long)(intptr_t)handlers[(i + j) & 1].arg * handlers[j & 1].name[j % 4];
    if (p == sentinel)
        r += 1000;
    return r;
}
