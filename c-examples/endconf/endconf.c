/* endconf: a static global set under dynamic control inside a called
 * function (reference book, examples 11.5-11.7).
 *
 * `classify` sets the global `sign` to 1 or -1 depending on its dynamic
 * argument. `sum_weights` then runs a loop whose bound depends on `sign`.
 * cmix keeps `sign` static: the residual `classify` tells its caller which
 * of its two end-configurations it returned with (the continuation value
 * `endconf`), and the caller continues with one specialized copy of the
 * rest per end-configuration, where the loop is unrolled for that value.
 * With `--unfold classify` the call is inlined instead, and the rest is
 * specialized inside each branch of the revealed dynamic `if`. */
#include <stdio.h>

int sign;

/* Sets `sign` from a value only known at run time; returns its magnitude. */
int classify(int x) {
    if (x >= 0) {
        sign = 1;
        return x;
    }
    sign = -1;
    return -x;
}

/* Weighted sum over the first `terms` weights, with one more term for a
 * non-negative x: the loop bound depends on `sign`, which the residual
 * program no longer computes. */
int sum_weights(const int *weights, int terms, int x) {
    sign = 0;
    int magnitude = classify(x);
    int sum = 0;
    for (int i = 0; i < terms + sign; i++) {
        sum += weights[i] * magnitude;
    }
    return sum * sign;
}

int main(void) {
    int weights[] = {3, 1, 4, 1, 5};
    int xs[] = {-7, -1, 0, 2, 9};
    for (int i = 0; i < 5; i++) {
        int r = sum_weights(weights, 3, xs[i]);
        printf("x=%2d -> %4d (sign %d)\n", xs[i], r, sign);
    }
    return 0;
}
