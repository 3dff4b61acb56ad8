struct rec;

int fold(struct rec *r, int v);

struct rec {
    unsigned int flags;
    long int total;
    unsigned int seen;
    unsigned int kept;
    void (*on)(unsigned int, int);
};

int fold(struct rec *r, int v) {
    r->seen++;
    if (v > 2) {
        r->kept++;
        r->total += v;
        r->on(1, v);
    } else {
        r->on(0, v);
    }
    r->flags ^= (unsigned)v;
    return (int)r->total;
}
