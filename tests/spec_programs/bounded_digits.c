/* A residual store through a static pointer past the end of its object is
 * undefined behaviour, as a static one is: the path that would do it (a
 * fifth digit in a four-character buffer, which the callers never need)
 * ends in a trap instead of writing beyond the buffer. */
static int digits(unsigned u, char *buf) {
    int len = 0;
    do {
        buf[len++] = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    return len;
}

int digit_sum(unsigned u) {
    char buf[4];
    int n = digits(u, buf);
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += buf[i] - '0';
    }
    return s * 10 + n;
}
