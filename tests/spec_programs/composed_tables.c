/* Bounded static variation through two tables: `next[state][cls[c]]`,
 * with both tables static and only the character c known at run time,
 * reads one composed table indexed by c. The character may be signed
 * (the class table then read through a pointer into its middle), a
 * _Bool, or index a table shorter than its type's range, where the
 * original reads out of bounds for some characters. */

/* Words of lower-case letters, then digits; a state whose row holds one
 * value needs no switch. */
static int words(const char *s) {
    static const unsigned char next[5][4] = {
        {0, 0, 0, 0}, {0, 2, 3, 4}, {0, 2, 3, 0}, {0, 0, 3, 0}, {0, 0, 0, 0}};
    /* Indexed by a plain char, negative for bytes above 127. */
    unsigned char classes[256];
    const unsigned char *cls = classes + 128;
    for (int b = -128; b < 128; b++) {
        classes[b + 128] = b >= 'a' && b <= 'z' ? 1 : b >= '0' && b <= '9' ? 2 : b == '!' ? 3 : 0;
    }
    int state = 1, n = 0;
    for (; *s != '\0'; s++) {
        char c = *s;
        state = next[state][cls[c]];
        if (state == 0) {
            return -n;
        }
        n++;
    }
    return n * 10 + state;
}

/* A _Bool picks the class. */
static int cases(const char *s) {
    unsigned char next[3][2] = {{0, 0}, {2, 1}, {2, 2}};
    const unsigned char kind[2] = {0, 1};
    int state = 1, changes = 0;
    for (; *s != '\0'; s++) {
        _Bool lower = *s & 32;
        int was = state;
        state = next[state][kind[lower]];
        changes += was != state;
    }
    return state * 100 + changes;
}

/* The class table covers ASCII only: a byte above 127 would read past
 * it, so the composed table marks those bytes with a value no valid one
 * has, and the switch traps on it. */
static int ascii(const char *s) {
    unsigned char next[3][3] = {{0, 0, 0}, {1, 2, 0}, {1, 2, 2}};
    unsigned char small[128];
    for (int b = 0; b < 128; b++) {
        small[b] = b == ' ' ? 0 : b >= '0' && b <= '9' ? 2 : 1;
    }
    int state = 1, seen = 0;
    for (; *s != '\0'; s++) {
        state = next[state][small[(unsigned char)*s]];
        seen = seen * 3 % 1000003 + state;
    }
    return seen;
}

/* `ascii` reads t, which must hold only ASCII. */
int composed(const char *s, const char *t) {
    return words(s) * 1000000 + cases(s) * 1000 + ascii(t) % 1000;
}
