/* A goal that fills a global table and a global struct from its static
   input, then searches the table with a run-time key and returns from
   inside the loop. Every return leaves the globals alike: the residual
   goal copies the table from one constant array, and the struct's fields
   are set by one function that each return calls. */
struct stats {
    int entries;
    short first, last;
    char kind;
    long total;
    unsigned char seen[4];
    double mean;
    int spare;
};

int table[40];
struct stats stats;

int lookup(int step, int key) {
    long total = 0;
    for (int i = 0; i < 40; i++) {
        table[i] = i * step + (i % 3);
        total += table[i];
    }
    stats.entries = 40;
    stats.first = (short)table[0];
    stats.last = (short)table[39];
    stats.kind = 'p';
    stats.total = total;
    for (int i = 0; i < 4; i++)
        stats.seen[i] = (unsigned char)(step * i);
    stats.mean = (double)total / 40;
    stats.spare = -step;
    for (int i = 0; i < 40; i++)
        if (table[i] == key)
            return i;
    return -1;
}
