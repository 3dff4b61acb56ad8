/* Offsets past INT_MAX into a static object: a 3 GB table in .bss indexed
   at a static index, and a block from malloc of more than 2 GiB written at
   both ends. The residual program indexes them with long constants. */
#include <stdlib.h>

static char big[3000000000UL];

int far_store(unsigned long i, int x) {
    big[i] = (char)x;
    return big[i] + big[i - 1];
}

int far_block(unsigned long n, int x) {
    char *p = malloc(n);
    if (!p)
        return -1;
    p[0] = 1;
    p[n - 1] = (char)x;
    int r = p[0] + p[n - 1];
    free(p);
    return r;
}
