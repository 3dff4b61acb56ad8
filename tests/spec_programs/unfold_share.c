/* Two unfoldings of one call, on two paths that a dynamic branch split
 * (with different values of `s`, dead after the call), reach the same memo
 * point inside the callee with equal static data: the residual block is
 * shared, so both unfoldings must use the same residual variables. */
int *scaled(int *p, int d) {
    int k;
    for (k = 0; k < 3; k++) {
        d = d * 2 + k;
        if (d > 100) {
            d = d - 7;
        }
    }
    *p = d;
    return p;
}

int f(int x) {
    int r;
    int s;
    if (x > 0) {
        s = 1;
    } else {
        s = 2;
    }
    scaled(&r, x + s);
    return r;
}
