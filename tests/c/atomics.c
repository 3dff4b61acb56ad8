/* _Atomic objects: plain accesses stay atomic through the qualifier, and
 * compound assignments and increments become gcc's atomic
 * read-modify-write builtins. */
#include <stdio.h>
_Atomic int hits = 3;
static _Atomic(long) total;
struct counter { _Atomic unsigned n; int plain; };
static struct counter c = {5, 1};

static void add(_Atomic int *p, int k) { *p += k; (*p)++; }

int main(int argc, char **argv) {
    (void)argv;
    for (int i = 0; i < 4; i++) {
        hits++;
        total += i * argc;
        c.n |= 1u << i;
        c.plain += 1;
    }
    add(&hits, argc);
    int snapshot = hits;
    --hits;
    hits -= 2;
    total = total * 3;
    _Atomic int *p = &hits;
    printf("%d %d %ld %u %d %d\n", snapshot, *p, (long)total, c.n, c.plain, hits == 6 + argc);
    return 0;
}
