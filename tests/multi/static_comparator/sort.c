/* A library file whose sort passes a file-static comparator to qsort:
 * the replacement for pick.c calls sort3 as it is. */
#include <stdlib.h>

static int ascending(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void sort3(int *v) { qsort(v, 3, sizeof *v, ascending); }
