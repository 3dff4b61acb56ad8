/* A local read before it is set, on a path under dynamic control whose
 * result the caller then ignores (as C code returning an unused value
 * does): the local stays a run-time variable, read as the original reads
 * it, instead of a trap. */
#include <stdio.h>

static int scaled(int k, int x, int *ok) {
    int r;
    if (x > 0) {
        r = k * 2;
        *ok = 1;
    } else {
        *ok = 0;
    }
    return r;
}

int use(int k, int x) {
    int ok;
    int r = scaled(k, x, &ok);
    return ok ? r : -1;
}

int main(void) {
    for (int x = -2; x < 3; x++) printf("%d\n", use(3, x));
    return 0;
}
