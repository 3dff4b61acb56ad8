/* keytab: counting keyword occurrences with a table of structs
 * {char *word; int count;} and a lookup function, after Kernighan and Ritchie.
 *
 * The table's words are static and the counts dynamic: specialization can
 * split the struct so that the words become constants in the residual lookup
 * while the counts stay in the residual program. */
#include <stdio.h>

struct key {
    char *word;
    int count;
};

struct key keytab[] = {
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
int lookup(const char *word) {
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

static int is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_';
}

/* Counts the keywords of a text in keytab; returns the number of words read. */
int count_keywords(const char *text) {
    char word[32];
    int words = 0;
    while (*text != '\0') {
        if (!is_word_char(*text)) {
            text++;
            continue;
        }
        int len = 0;
        while (is_word_char(*text)) {
            if (len < (int)sizeof word - 1) {
                word[len++] = *text;
            }
            text++;
        }
        word[len] = '\0';
        words++;
        int k = lookup(word);
        if (k >= 0) {
            keytab[k].count++;
        }
    }
    return words;
}

int main(void) {
    const char *program =
        "int main(void) {\n"
        "    int i, n = 0;\n"
        "    for (i = 0; i < 10; i++) {\n"
        "        if (i % 2) continue; else n++;\n"
        "        switch (i) { case 4: break; default: n--; }\n"
        "    }\n"
        "    while (n) do n--; while (0);\n"
        "    return n; /* int char struct */\n"
        "}\n";
    int words = count_keywords(program);
    printf("%d words\n", words);
    for (int i = 0; i < NKEYS; i++) {
        if (keytab[i].count > 0) {
            printf("%4d %s\n", keytab[i].count, keytab[i].word);
        }
    }
    printf("lookup: while=%d auto=%d break=%d zzz=%d\n", lookup("while"), lookup("auto"),
           lookup("break"), lookup("zzz"));
    return 0;
}
