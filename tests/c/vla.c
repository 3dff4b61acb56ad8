/* Variable-length arrays at block scope (one per function, the case cmix
 * takes): sized by a parameter, declared in a loop (each iteration's
 * array freed when the next is made), read and written through indexes
 * and pointers, passed to functions, with sizeof computed at run time. */
#include <stdio.h>
#include <string.h>

static long sum(const int *v, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static int histogram(const char *text, int buckets) {
    int counts[buckets];
    memset(counts, 0, sizeof counts);
    for (const char *p = text; *p; p++) counts[(unsigned char)*p % buckets]++;
    int best = 0;
    for (int b = 1; b < buckets; b++)
        if (counts[b] > counts[best]) best = b;
    return best * 1000 + counts[best] + (int)(sizeof counts / sizeof counts[0]);
}

/* A second function: one variable-length array per function. */
static void show_grid(long total) {
    double grid[3 + (int)(total % 2)];
    grid[0] = 1.5;
    printf("%ld %zu %g\n", total, sizeof grid, grid[0]);
}

int main(void) {
    long total = 0;
    for (int n = 1; n <= 200000; n++) {
        int row[n % 17 + 1];
        for (int i = 0; i < n % 17 + 1; i++) row[i] = i * n % 7;
        total += sum(row, n % 17 + 1) + (long)sizeof row;
    }
    show_grid(total);
    printf("%d %d\n", histogram("variable length arrays", 5), histogram("abcabcabc", 3));
    return 0;
}
