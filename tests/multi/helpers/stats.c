/* Helpers of another file: `note_word` counts in a file-static variable,
 * which a replacement for filter.c cannot share, so its calls stay calls;
 * `weight_of` keeps nothing and is specialized. */
#include <string.h>
#include "stats.h"

static int seen;

int note_word(const char *word) {
    static int longest;
    int n = (int)strlen(word);
    if (n > longest)
        longest = n;
    seen++;
    return seen * 100 + longest;
}

int weight_of(int mode) {
    int w = 1;
    for (int i = 0; i < mode; i++)
        w = w * 3 + i;
    return w;
}

int words_seen(void) { return seen; }
