/* Bounded static variation: a variable assigned from static data at a
 * run-time index takes one of the values the data holds, so the residual
 * program switches on the value and goes on with the variable static. */

/* A DFA over bytes: states 1-3 accept runs of letters, of digits, and of
 * letters then digits; 0 is dead. */
static int classify(const char *s) {
    unsigned char next[4][3] = {{0, 0, 0}, {2, 3, 0}, {2, 0, 0}, {0, 3, 0}};
    static const char kind_names[4] = {'-', 'W', 'N', 'M'};
    unsigned char class_of[256];
    for (int b = 0; b < 256; b++) {
        class_of[b] = b >= 'a' && b <= 'z' ? 0 : b >= '0' && b <= '9' ? 1 : 2;
    }
    int state = 1;
    for (; *s != '\0'; s++) {
        state = next[state][class_of[(unsigned char)*s]];
        if (state == 0) {
            return '-';
        }
    }
    return kind_names[state];
}

/* The value reaches the variable through a temporary (as ?: is lowered),
 * converted to a narrower type. */
static int narrow(int x) {
    short widths[6] = {300, -2, 7, 300, 7, 65};
    unsigned char w = (unsigned char)(x > 2 ? widths[x % 6] : 1);
    int sizes[256] = {0};
    sizes[44] = 1000;
    sizes[254] = -1;
    sizes[7] = 70;
    sizes[65] = 650;
    return sizes[w];
}

/* More values than a switch should have: the variable is made dynamic. */
static int many(int x) {
    int squares[100];
    for (int i = 0; i < 100; i++) {
        squares[i] = i * i;
    }
    int v = squares[x % 100 < 0 ? -(x % 100) : x % 100];
    int ends[10] = {0, 1, 4, 9, 6, 5, 6, 9, 4, 1};
    return ends[v % 10] + v;
}

int trick(const char *s, int x) {
    return classify(s) * 100000 + narrow(x) * 10 + many(x);
}
