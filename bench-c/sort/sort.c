/* sort: a generic quicksort that takes the element size and a comparator,
 * as qsort does, and swaps elements through a small buffer.
 *
 * main reads "n reps d" and sorts reps arrays of n records (16 bytes) by
 * their keys (pseudo-random, or with d > 1 in order but for one in d) with sort(v, n, sizeof v[0], by_key), printing a
 * checksum of the results.
 * sort is kept out of gcc's interprocedural optimizations (noipa), as a
 * library's sort compiled on its own is: otherwise gcc would clone it for
 * the constant comparator itself. Specialized to size = 16 and
 * cmp = by_key, the comparator is called directly (gcc inlines it) and the
 * swap's copies have a constant size (single moves). */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

/* Swaps two elements of `size` bytes, a chunk at a time. */
static void swap(char *a, char *b, size_t size) {
    char tmp[16];
    while (size > 0) {
        size_t k = size < sizeof tmp ? size : sizeof tmp;
        memcpy(tmp, a, k);
        memcpy(a, b, k);
        memcpy(b, tmp, k);
        a += k;
        b += k;
        size -= k;
    }
}

/* Quicksort (median of three, Hoare partition, the smaller side by
 * recursion), insertion sort below 8 elements. */
__attribute__((noipa)) void sort(void *base, size_t n, size_t size,
                                 int (*cmp)(const void *, const void *)) {
    char *a = base;
    while (n > 8) {
        char *lo = a, *mid = a + n / 2 * size, *hi = a + (n - 1) * size;
        if (cmp(mid, lo) < 0) swap(mid, lo, size);
        if (cmp(hi, mid) < 0) {
            swap(hi, mid, size);
            if (cmp(mid, lo) < 0) swap(mid, lo, size);
        }
        swap(a, mid, size);
        size_t i = 1, j = n - 1;
        for (;;) {
            while (cmp(a + i * size, a) < 0) i++;
            while (cmp(a, a + j * size) < 0) j--;
            if (i >= j) break;
            swap(a + i * size, a + j * size, size);
            i++;
            j--;
        }
        swap(a, a + j * size, size);
        if (j < n - j - 1) {
            sort(a, j, size, cmp);
            a += (j + 1) * size;
            n -= j + 1;
        } else {
            sort(a + (j + 1) * size, n - j - 1, size, cmp);
            n = j;
        }
    }
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(a + (j - 1) * size, a + j * size) > 0; j--)
            swap(a + (j - 1) * size, a + j * size, size);
}

/* A record sorted by its key. */
struct record {
    int key;
    int id;
    long payload;
};

static int by_key(const void *x, const void *y) {
    int a = ((const struct record *)x)->key, b = ((const struct record *)y)->key;
    return (a > b) - (a < b);
}

int main(void) {
    int n, reps, disorder;
    if (scanf("%d %d %d", &n, &reps, &disorder) != 3 || n < 1 || disorder < 1) return 1;
    struct record *v = malloc(sizeof *v * (size_t)n);
    if (!v) return 1;
    long check = 0;
    unsigned seed = 12345;
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            /* Random keys, or, with disorder d > 1, keys in order but for
               one in d. */
            int random = (int)(seed >> 8) % 100000;
            v[i].key = disorder == 1 || (seed >> 4) % (unsigned)disorder == 0 ? random : i;
            v[i].id = i;
            v[i].payload = (long)seed;
        }
        sort(v, (size_t)n, sizeof v[0], by_key);
        for (int i = 1; i < n; i++)
            if (v[i - 1].key > v[i].key) return 2;
        check += v[0].id + v[n / 2].key + v[n - 1].payload % 1000;
    }
    printf("%ld\n", check);
    free(v);
    return 0;
}
