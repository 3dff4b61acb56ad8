/* Sorting and searching written out by hand (no qsort: it takes a function
   pointer): insertion sort, selection sort on structs, merge sort with a
   scratch buffer, binary search. */
#include <stdio.h>
#include <string.h>

struct item {
    char name[12];
    int weight;
};

static void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = key;
    }
}

static void selection_sort_items(struct item *items, int n) {
    for (int i = 0; i < n - 1; i++) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (items[j].weight < items[best].weight ||
                (items[j].weight == items[best].weight &&
                 strcmp(items[j].name, items[best].name) < 0)) {
                best = j;
            }
        }
        if (best != i) {
            struct item t = items[i];
            items[i] = items[best];
            items[best] = t;
        }
    }
}

static void merge_sort(double *a, double *tmp, int lo, int hi) {
    if (hi - lo < 2) {
        return;
    }
    int mid = lo + (hi - lo) / 2;
    merge_sort(a, tmp, lo, mid);
    merge_sort(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    }
    while (i < mid) {
        tmp[k++] = a[i++];
    }
    while (j < hi) {
        tmp[k++] = a[j++];
    }
    for (k = lo; k < hi; k++) {
        a[k] = tmp[k];
    }
}

static int binary_search(const int *a, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] == key) {
            return mid;
        }
        if (a[mid] < key) {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return -1;
}

int main(void) {
    int a[16];
    unsigned seed = 7;
    for (int i = 0; i < 16; i++) {
        seed = seed * 1664525u + 1013904223u;
        a[i] = (int)(seed >> 24) - 128;
    }
    insertion_sort(a, 16);
    for (int i = 0; i < 16; i++) {
        printf("%d ", a[i]);
    }
    printf("\n");
    printf("search %d -> %d, search 1000 -> %d\n", a[5], binary_search(a, 16, a[5]),
           binary_search(a, 16, 1000));
    struct item items[] = {{"pear", 3}, {"apple", 5}, {"fig", 3}, {"kiwi", 1}, {"date", 5}};
    selection_sort_items(items, 5);
    for (int i = 0; i < 5; i++) {
        printf("%s:%d ", items[i].name, items[i].weight);
    }
    printf("\n");
    double d[9] = {3.5, -1.25, 8, 0, -0.5, 2.75, 8, 1e-3, -7};
    double tmp[9];
    merge_sort(d, tmp, 0, 9);
    for (int i = 0; i < 9; i++) {
        printf("%g ", d[i]);
    }
    printf("\n");
    return 0;
}
