/* A goal that calls a function pointer from its caller, which calls the
   goal again while the outer run's heap block is alive: each run needs a
   block of its own, not one residual variable. */
#include <stdlib.h>

long work(int k, long d, long (*cb)(long));

long again(long d) { return d > 0 ? work(1, d - 1, again) : 0; }

long work(int k, long d, long (*cb)(long)) {
    long *box = malloc(sizeof *box);
    *box = d * k;
    long s = cb(d);
    s = s * 10 + *box;
    free(box);
    return s;
}
