/* A recursive function that allocates a scratch buffer per level (a merge
 * sort of a static size): each level's block is its own, so the residual
 * program allocates them. */
#include <stdlib.h>
#include <string.h>

static void sort(int *a, int n) {
    if (n < 2)
        return;
    int half = n / 2;
    int *scratch = malloc((size_t)n * sizeof *scratch);
    sort(a, half);
    sort(a + half, n - half);
    int i = 0, j = half, k = 0;
    while (i < half && j < n)
        scratch[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < half)
        scratch[k++] = a[i++];
    while (j < n)
        scratch[k++] = a[j++];
    memcpy(a, scratch, (size_t)n * sizeof *scratch);
    free(scratch);
}

/* Sorts the n values of v and returns a checksum of the order. */
long sorted(int n, int *v) {
    sort(v, n);
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum = sum * 31 + v[i];
    return sum;
}

int main(void) {
    int v[5] = {3, 1, 2, 5, 4};
    return sorted(5, v) == 1 * 923521 + 2 * 29791 + 3 * 961 + 4 * 31 + 5 ? 0 : 1;
}
