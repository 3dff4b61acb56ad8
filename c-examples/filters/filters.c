/* A filter chosen at run time through a function pointer. Each filter is a
 * small FIR (finite impulse response) filter over a window of five samples,
 * with its taps in a const table; apply() picks one from a table of filters
 * by an index it learns only at run time, and runs it over a signal.
 *
 * Specialized to a static scale, the call through the table stays a call
 * through a pointer (which filter runs is not known until run time), but
 * every filter the pointer may hold is specialized: each loop over its taps
 * is unrolled, with the taps folded in as constants. */
#include <stdio.h>

#define TAPS 5

typedef int (*filter)(const int *window);

static const int smooth_taps[TAPS] = {1, 4, 6, 4, 1};
static const int edge_taps[TAPS] = {0, -1, 2, -1, 0};
static const int sharpen_taps[TAPS] = {0, -2, 8, -2, 0};

static int fir(const int *taps, const int *window) {
    int sum = 0;
    for (int k = 0; k < TAPS; k++) sum += taps[k] * window[k];
    return sum;
}

static int smooth(const int *window) { return fir(smooth_taps, window) / 16; }
static int edge(const int *window) { return fir(edge_taps, window); }
static int sharpen(const int *window) { return fir(sharpen_taps, window) / 4; }
/* The window's middle sample, unchanged. */
static int pass(const int *window) { return window[TAPS / 2]; }

static const filter filters[] = {smooth, edge, sharpen, pass};

/* Filters signal[0..n-1] into out (n - TAPS + 1 samples) with filter
 * number `which` (any out-of-range number passes the signal through), each
 * result multiplied by scale; returns the number of samples written. */
int apply(int scale, int which, const int *signal, int n, int *out) {
    filter f = which >= 0 && which < 4 ? filters[which] : pass;
    int m = 0;
    for (int i = 0; i + TAPS <= n; i++) out[m++] = scale * f(&signal[i]);
    return m;
}

int main(void) {
    int signal[16], out[16];
    for (int i = 0; i < 16; i++) signal[i] = (i * 37 + 11) % 23 - 7;
    for (int which = -1; which < 5; which++) {
        int m = apply(3, which, signal, 16, out);
        printf("filter %d:", which);
        for (int i = 0; i < m; i++) printf(" %d", out[i]);
        printf("\n");
    }
    return 0;
}
