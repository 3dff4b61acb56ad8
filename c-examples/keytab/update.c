/* update: the keytab of the reference book's example 11.9. A table of
 * structs {char *word; int count;} private to this file, a binary search for
 * a word's index, and update(word, count), which sets the count of a word and
 * returns the count it had.
 *
 * Specialized to a static word, the search runs at specialization time and
 * only the dynamic count field is left: the residual struct loses its word
 * field, and the entry for the word becomes a variable of its own. */
#include <stdio.h>

struct key {
    char *word;
    int count;
};

static struct key keytab[] = {
    {"break", 0}, {"case", 0},   {"char", 0},   {"continue", 0}, {"default", 0},
    {"do", 0},    {"else", 0},   {"for", 0},    {"if", 0},       {"int", 0},
    {"return", 0}, {"struct", 0}, {"switch", 0}, {"void", 0},     {"while", 0},
};

#define NKEYS ((int)(sizeof keytab / sizeof keytab[0]))

static int word_compare(const char *s, const char *t) {
    while (*s == *t) {
        if (*s == '\0') {
            return 0;
        }
        s++;
        t++;
    }
    return (unsigned char)*s - (unsigned char)*t;
}

/* Binary search for word in keytab: its index, or -1. */
static int binsearch(const char *word) {
    int low = 0;
    int high = NKEYS - 1;
    while (low <= high) {
        int mid = (low + high) / 2;
        int cond = word_compare(word, keytab[mid].word);
        if (cond < 0) {
            high = mid - 1;
        } else if (cond > 0) {
            low = mid + 1;
        } else {
            return mid;
        }
    }
    return -1;
}

/* Sets the count of word to count and returns its previous count, or -1
 * (changing nothing) when word is not a keyword. */
int update(const char *word, int count) {
    int n = binsearch(word);
    if (n < 0) {
        return -1;
    }
    int previous = keytab[n].count;
    keytab[n].count = count;
    return previous;
}

int main(void) {
    const char *words[] = {"while", "int", "auto", "while", "break", "int", "zzz"};
    for (int i = 0; i < 7; i++) {
        printf("update(\"%s\", %d) = %d\n", words[i], i * 10, update(words[i], i * 10));
    }
    return 0;
}
