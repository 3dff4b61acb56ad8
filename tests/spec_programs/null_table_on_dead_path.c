/* As zlib's inflate_table: a table pointer left null for one kind of
 * code and indexed only where the run-time data of that kind never goes.
 * Indexing null is undefined whatever the index: on that path the
 * residual program traps, and the rest is specialized. */
static const unsigned short lext[4] = {16, 17, 18, 19};

int build(int type, const unsigned short *work, int n, unsigned char *out) {
    const unsigned short *extra = 0;
    unsigned match = 0;
    switch (type) {
    case 0:
        match = 20;
        break;
    default:
        extra = lext;
        match = 2;
        break;
    }
    int sum = 0;
    for (int i = 0; i < n; i++) {
        if (work[i] + 1U < match) {
            out[i] = (unsigned char)work[i];
        } else if (work[i] >= match) {
            out[i] = (unsigned char)extra[work[i] - match];
        } else {
            out[i] = 96;
        }
        sum += out[i];
    }
    return sum;
}
