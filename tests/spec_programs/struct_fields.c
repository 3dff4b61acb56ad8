/* A partially static struct: the names and weights of the table are never
 * written, so they are static and evaluated away; the totals are dynamic.
 * The table is internal to this file, so its residual struct keeps only
 * `total`. */
#include <stdio.h>

struct entry {
    const char *name;
    int weight;
    int total;
};

static struct entry table[3] = {{"a", 2, 0}, {"bb", 3, 0}, {"ccc", 5, 0}};

int score(int x) {
    int sum = 0;
    for (int i = 0; i < 3; i++) {
        table[i].total += table[i].weight * x * (int)table[i].name[i];
        sum += table[i].total;
    }
    return sum;
}

/* Two dynamic fields left: the residual struct keeps `hits` and `last`
 * and is named after them. */
struct counter {
    const char *label;
    int hits;
    long last;
};

static struct counter counters[4] = {{"w", 0, 0}, {"x", 0, 0}, {"y", 0, 0}, {"z", 0, 0}};

long record(int k, long v) {
    counters[k & 3].hits++;
    counters[k & 3].last = v;
    long total = 0;
    for (int i = 0; i < 4; i++) {
        total += counters[i].hits * counters[i].label[0] + counters[i].last;
    }
    return total;
}

int main(void) {
    printf("%d\n", score(1));
    printf("%ld\n", record(1, 2));
    return 0;
}
