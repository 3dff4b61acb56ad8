/* A static union whose bytes only its double member can rebuild (they
   fall in the padding of its struct member) copied whole into run-time
   data: the residual program writes it through the double, and reads
   through either member see the original's bytes. */
union num {
    struct {
        char tag;
        int i;
    } s;
    double d;
};

double through_double(int k, double x, int *bits) {
    union num c, vals[2];
    c.d = k / 3.0;
    vals[0] = c;
    vals[1].d = x;
    *bits = vals[x > 0].s.i ^ vals[x > 0].s.tag;
    return vals[x > 0].d;
}
