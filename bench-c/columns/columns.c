/* columns: rows of numbers rendered in columns, each with its own base
 * and width, by one helper.
 *
 * put_number(out, v, base, width) writes v in base (2..36), zero-padded to
 * width digits, and returns the number of characters written. render()
 * writes one row: each column's base and width come from the layout, a
 * column with base 0 uses the base the caller chooses at run time, and
 * columns are separated by '|'.
 *
 * The same helper is called with static base and width (the layout's) and
 * with a base known only at run time: cmix gives each kind of call its own
 * copy of the helper (polyvariant binding times).
 *
 * main renders pseudo-random rows ("seed nrows reps" on standard input)
 * in the layout below, with a run-time base for column 3 taken from the
 * seed, and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

struct column {
    unsigned base;  /* 0: the caller's */
    int width;
};

static int put_number(char *out, unsigned v, unsigned base, int width) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[40];
    int n = 0;
    do {
        tmp[n++] = digits[v % base];
        v /= base;
    } while (v != 0);
    while (n < width) {
        tmp[n++] = '0';
    }
    for (int i = 0; i < n; i++) {
        out[i] = tmp[n - 1 - i];
    }
    return n;
}

int render(char *out, const struct column *cols, int ncols, const unsigned *row, unsigned base) {
    int len = 0;
    for (int c = 0; c < ncols; c++) {
        if (c > 0) {
            out[len++] = '|';
        }
        if (cols[c].base == 0) {
            len += put_number(out + len, row[c], base, cols[c].width);
        } else {
            len += put_number(out + len, row[c], cols[c].base, cols[c].width);
        }
    }
    out[len] = '\0';
    return len;
}

#define NCOLS 5

int main(void) {
    unsigned long seed;
    int nrows, reps;
    if (scanf("%lu %d %d", &seed, &nrows, &reps) != 3 || nrows < 1) {
        return 1;
    }
    static const struct column layout[NCOLS] = {{16, 8}, {10, 0}, {8, 4}, {0, 6}, {2, 16}};
    unsigned base = 3 + (unsigned)(seed % 5);
    unsigned *rows = malloc((size_t)nrows * NCOLS * sizeof *rows);
    unsigned long state = seed;
    for (int i = 0; i < nrows * NCOLS; i++) {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        rows[i] = (unsigned)(state >> 33) >> (unsigned)(state % 17);
    }
    char line[256];
    unsigned long check = 0;
    long total = 0;
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < nrows; i++) {
            int n = render(line, layout, NCOLS, rows + (size_t)i * NCOLS, base);
            total += n;
            check = check * 31 + (unsigned char)line[(i + r) % n];
        }
    }
    printf("characters %ld, checksum %lu\n", total, check);
    free(rows);
    return 0;
}
