/* b.c: the external scale; its address leaves the file. */
int scale(int x) { return x + 7; }
int (*chosen)(int);
int b_pick(int k, int x) {
    chosen = scale;
    return k * x;
}
