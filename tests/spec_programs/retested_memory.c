/* The same test twice, with a store or a call between that may change
 * what it reads: the second test must stay (core/known_tests.rs keeps a
 * fact only while nothing can change it). Each case sets out[k] when the
 * second test still holds. */
int g;

struct buf {
    int *data;
};

static void clear(int *p) { *p = 0; }

int check(int n, int *p, int *q, int *out) {
    for (int k = 0; k < n; k++) {
        if (p[0] > 5) *p = 0; /* through the pointer indexed */
        if (p[0] > 5) out[0] += 1;
        if (g > 5) p[0] = 0; /* p may point to g */
        if (g > 5) out[1] += 1;
        if (p[0] > 5) clear(p); /* a call */
        if (p[0] > 5) out[2] += 1;
        struct buf b;
        b.data = p;
        if (b.data[0] > 5) *p = 0; /* a pointer in a local struct */
        if (b.data[0] > 5) out[3] += 1;
        if (*q > 5) p[0] = 0; /* p may be q */
        if (*q > 5) out[4] += 1;
        *p += 7;
        g += 7;
    }
    return out[0] + out[1] + out[2] + out[3] + out[4];
}
