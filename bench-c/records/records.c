/* records: a table of named records built with malloc from static
 * descriptions, looked up by name and formatted with %s.
 *
 * describe(word, value, n) builds a list of the first n records of the
 * static table (malloc and strcpy, as code that loads a configuration
 * does), finds the one named `word` with strcmp, formats it into a buffer
 * with snprintf and frees the list. main reads "count seed" and calls it
 * `count` times with pseudo-random words and values, printing a checksum
 * of what it formatted.
 *
 * Specialized to n (value mode), the list, the mallocs, the copies and
 * the frees are gone: what is left is one strcmp per record against a
 * string literal and the snprintf with the record's name as a literal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record {
    char name[16];
    int weight;
    int flags;
    struct record *next;
};

static const char *const names[] = {
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot",
    "golf", "hotel", "india", "juliett", "kilo", "lima",
};
static const int weights[] = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};

static struct record *load(int n) {
    struct record *list = NULL;
    for (int i = n - 1; i >= 0; i--) {
        struct record *r = malloc(sizeof *r);
        if (!r)
            abort();
        strcpy(r->name, names[i]);
        r->weight = weights[i];
        r->flags = i % 3;
        r->next = list;
        list = r;
    }
    return list;
}

static void unload(struct record *list) {
    while (list) {
        struct record *next = list->next;
        free(list);
        list = next;
    }
}

/* Formats the record named `word` into out; returns its length, or -1. */
int describe(char *out, size_t size, const char *word, int value, int n) {
    struct record *list = load(n);
    int len = -1;
    for (struct record *r = list; r; r = r->next) {
        if (strcmp(r->name, word) == 0) {
            const char *kind = r->flags == 0 ? "plain" : r->flags == 1 ? "marked" : "spare";
            len = snprintf(out, size, "%s (%s): %d", r->name, kind, r->weight * value);
            break;
        }
    }
    unload(list);
    return len;
}

int main(void) {
    long count;
    unsigned seed;
    if (scanf("%ld %u", &count, &seed) != 2)
        return 1;
    /* The words asked for: the table's names and two it lacks. */
    const char *words[14];
    for (int i = 0; i < 12; i++)
        words[i] = names[i];
    words[12] = "mike";
    words[13] = "al";
    char out[64];
    unsigned long check = 0;
    for (long i = 0; i < count; i++) {
        seed = seed * 1103515245u + 12345u;
        const char *word = words[(seed >> 8) % 14];
        int value = (int)((seed >> 4) % 1000);
        int len = describe(out, sizeof out, word, value, 12);
        check = check * 31 + (unsigned long)(len + 1);
        if (len > 0)
            check += (unsigned char)out[len - 1] + (unsigned char)out[0];
    }
    printf("%lu\n", check);
    return 0;
}
