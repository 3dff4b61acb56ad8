/* A recursive function keeping its state in its caller's struct, through
 * a static pointer, with its recursion under dynamic control: the pointer
 * becomes a run-time value (an option parser's state, in small). */
struct state {
    int seen;
    int sum;
};

static int count(struct state *st, const char *flags, int x) {
    if (x <= 0)
        return 0;
    for (const char *f = flags; *f != 0; f++) {
        st->seen++;
        if (*f == 'a')
            st->sum += x;
    }
    return count(st, flags, x - 2) + 1;
}

int parse(const char *flags, int x) {
    struct state st;
    st.seen = 0;
    st.sum = 0;
    int levels = count(&st, flags, x);
    return levels * 10000 + st.seen * 100 + st.sum;
}

int main(void) { return parse("ab", 3) == 20000 + 400 + 4 ? 0 : 1; }
