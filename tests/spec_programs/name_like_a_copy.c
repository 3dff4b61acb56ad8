/* `--name sq_0` names the residual entry what cmix's own copy of `sq`
 * would be called: the copy must take another name. */
int sq(int x) {
    int r = 0;
    for (int i = 0; i < 8; i++) {
        if (x & (1 << i)) {
            r += x << i;
        }
    }
    return r;
}

int report(int k, int v) {
    int s = 0;
    for (int i = 0; i < k; i++) {
        s += sq(v + i);
    }
    return s;
}
