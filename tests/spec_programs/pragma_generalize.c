/* #pragma cmix generalize: the count of matches grows under dynamic
   control; the user makes it dynamic up front instead of letting the
   kernel find it. */
#include <stdio.h>

#pragma cmix generalize: count.hits count.i

int count(const char *pat, const char *s) {
    int hits = 0;
    int k = 0;
    for (int i = 0; s[i]; i++) {
        if (s[i] == pat[k]) {
            k++;
            if (!pat[k]) {
                hits++;
                k = 0;
            }
        } else {
            k = 0;
        }
    }
    return hits;
}

int main(void) {
    printf("%d\n", count("ab", "xxabyab"));
    return 0;
}
