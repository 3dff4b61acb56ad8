/* binsearch: binary search in a sorted global table.
 *
 * With the table and its size static and the key dynamic, specialization
 * unfolds the search into a tree of comparisons of the key against constants
 * from the table. */
#include <stdio.h>

int table[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};

/* Returns the index of key in table[0..n-1], or -1. */
int binsearch(int key, int n) {
    int low = 0;
    int high = n - 1;
    while (low <= high) {
        int mid = (low + high) / 2;
        if (key < table[mid]) {
            high = mid - 1;
        } else if (key > table[mid]) {
            low = mid + 1;
        } else {
            return mid;
        }
    }
    return -1;
}

int main(void) {
    int n = (int)(sizeof table / sizeof table[0]);
    for (int key = 0; key <= 55; key++) {
        int i = binsearch(key, n);
        if (i >= 0) {
            printf("%d at %d\n", key, i);
        }
    }
    printf("-5 -> %d, 100 -> %d, 4 -> %d\n", binsearch(-5, n), binsearch(100, n),
           binsearch(4, n));
    printf("in the first 4 only: 7 -> %d, 11 -> %d\n", binsearch(7, 4), binsearch(11, 4));
    printf("empty table: %d\n", binsearch(2, 0));
    return 0;
}
