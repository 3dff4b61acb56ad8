/* gcc's aligned attribute on variables (globals, statics, locals, arrays,
 * structs, with and without a number): the residual declarations keep it,
 * so the addresses are as aligned as in the original. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct pair { char a, b; };

char buffer[40] __attribute__((aligned(32)));
static struct pair global_pair __attribute__((aligned));
extern int declared_twice;
int declared_twice __attribute__((aligned(64))) = 5;

static unsigned misalignment(const void *p, unsigned n) {
    return (unsigned)((uintptr_t)p % n);
}

static int fill(char *p, int n) {
    memset(p, 'x', (size_t)n);
    return p[n - 1];
}

int main(void) {
    static short counters[3] __attribute__((aligned(16)));
    char local[17] __attribute__((aligned(64)));
    struct pair pairs[2] __attribute__((aligned(16)));
    double d __attribute__((aligned(32))) = 1.5;
    counters[1] = 2;
    pairs[1].b = 'q';
    global_pair.a = 'g';
    printf("%u %u %u %u\n", misalignment(buffer, 32), misalignment(&global_pair, 16),
           misalignment(&declared_twice, 64), misalignment(counters, 16));
    printf("%u %u %u\n", misalignment(local, 64), misalignment(pairs, 16), misalignment(&d, 32));
    printf("%d %d %d %c %c %g\n", fill(local, 17), fill(buffer, 40), counters[1], pairs[1].b,
           global_pair.a, d);
    printf("%zu %zu %zu\n", sizeof buffer, sizeof local, sizeof pairs);
    return declared_twice - 5;
}
