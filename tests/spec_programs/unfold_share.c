/* Two unfoldings of one function on the two sides of a dynamic branch
 * reach the same memo point with equal static data: the residual block is
 * shared, so both must use the same residual variables. */
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
    if (x > 0) {
        scaled(&r, x);
    } else {
        scaled(&r, -x);
    }
    return r;
}
