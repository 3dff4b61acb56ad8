/* scanner: a general table-driven lexical analyser (the book's section 11.8.1).
 * scan(table, text, counts) splits text into tokens and counts the tokens of
 * each kind. The token set is given by table, one token per line: a line is
 * either a literal token ("while", "+=") or one of the classes "%ident"
 * (letters, digits and '_', not starting with a digit) and "%number" (digits).
 * Token kinds are line numbers from 0; a character that starts no token is an
 * error, counted as kind MAX_KINDS. Tokens are separated by blanks or by
 * maximal munch: the longest token wins, a keyword wins over an identifier of
 * the same text. scan builds a trie of the literal tokens, then runs it over
 * the text. main reads the table from ctokens.tab and "seed reps" from standard
 * input; it scans a text of 100 000 tokens generated from the seed reps times. */
#include <stdio.h>
#include <stdlib.h>

#define MAX_STATES 80000
#define MAX_KINDS 8000
#define TEXT_TOKENS 100000

/* A trie: state 0 is the root; every other state s is entered from its parent
 * on the character label[s]; the states entered from the same parent are
 * linked by sibling, starting from first[parent]. */
struct dfa {
    int nstates;
    int first[MAX_STATES];
    int sibling[MAX_STATES];
    char label[MAX_STATES];
    int accept[MAX_STATES];       /* the token kind recognized in the state, or -1 */
    char ident_prefix[MAX_STATES]; /* the path to the state is an identifier */
    int ident_kind, number_kind;
};

/* Character classes (macros: the automaton builder uses them on the static
 * table, the scanner on the dynamic text). */
#define is_digit(c) ((c) >= '0' && (c) <= '9')
#define is_ident_start(c) (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || (c) == '_')
#define is_ident_char(c) (is_ident_start(c) || is_digit(c))

static int same_line(const char *p, const char *word) {
    while (*word != '\0') {
        if (*p != *word) {
            return 0;
        }
        p++;
        word++;
    }
    return *p == '\n' || *p == '\0';
}

/* Builds the automaton of table; returns the number of kinds, or -1. */
static int build(const char *table, struct dfa *d) {
    d->nstates = 1;
    d->first[0] = -1;
    d->accept[0] = -1;
    d->ident_prefix[0] = 1;
    d->ident_kind = -1;
    d->number_kind = -1;
    int kind = 0;
    while (*table != '\0') {
        if (kind >= MAX_KINDS) {
            return -1;
        }
        if (same_line(table, "%ident")) {
            d->ident_kind = kind;
        } else if (same_line(table, "%number")) {
            d->number_kind = kind;
        } else {
            int s = 0;
            const char *p = table;
            while (*p != '\n' && *p != '\0') {
                int t = d->first[s];
                while (t >= 0 && d->label[t] != *p) {
                    t = d->sibling[t];
                }
                if (t < 0) {
                    if (d->nstates >= MAX_STATES) {
                        return -1;
                    }
                    t = d->nstates++;
                    d->label[t] = *p;
                    d->first[t] = -1;
                    d->accept[t] = -1;
                    d->ident_prefix[t] =
                        d->ident_prefix[s] && (s == 0 ? is_ident_start(*p) : is_ident_char(*p));
                    d->sibling[t] = d->first[s];
                    d->first[s] = t;
                }
                s = t;
                p++;
            }
            if (s != 0 && d->accept[s] < 0) {
                d->accept[s] = kind;
            }
        }
        kind++;
        while (*table != '\n' && *table != '\0') {
            table++;
        }
        if (*table == '\n') {
            table++;
        }
    }
    return kind;
}

/* Scans text with the token set table; counts[k] is incremented for each token
 * of kind k. Returns the number of tokens, or -1 for a bad table. */
long scan(const char *table, const char *text, long *counts) {
    struct dfa d;
    if (build(table, &d) < 0) {
        return -1;
    }
    long ntokens = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\n' || *p == '\t') {
            p++;
        }
        if (*p == '\0') {
            break;
        }
        /* Walk the trie as far as the text allows, remembering the last accept. */
        int s = 0;
        int len = 0; /* characters walked in the trie */
        int kind = -1;
        const char *q = p;
        const char *end = p;
        for (;;) {
            int t = d.first[s];
            while (t >= 0 && d.label[t] != *q) {
                t = d.sibling[t];
            }
            if (t < 0) {
                break;
            }
            s = t;
            q++;
            len++;
            if (d.accept[s] >= 0) {
                kind = d.accept[s];
                end = q;
            }
        }
        if (d.ident_kind >= 0 && (len > 0 ? d.ident_prefix[s] : is_ident_start(*q))) {
            /* An identifier, unless exactly a keyword. */
            int keyword = (len > 0 && !is_ident_char(*q)) ? d.accept[s] : -1;
            while (is_ident_char(*q)) {
                q++;
            }
            kind = keyword >= 0 ? keyword : d.ident_kind;
            end = q;
        } else if (d.number_kind >= 0 && len == 0 && is_digit(*q)) {
            while (is_digit(*q)) {
                q++;
            }
            kind = d.number_kind;
            end = q;
        }
        if (kind < 0) {
            kind = MAX_KINDS;
            end = p + 1;
        }
        counts[kind]++;
        ntokens++;
        p = end;
    }
    return ntokens;
}

static unsigned long rng_state;

static unsigned next_random(void) {
    rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)(rng_state >> 33);
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        exit(1);
    }
    static char buf[1 << 20];
    size_t len = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[len] = '\0';
    return buf;
}

/* A text of n tokens: words of a C-like program, some glued without blanks. */
static char *make_text(int n) {
    static const char *const words[] = {
        "if", "else", "while", "for", "int", "char", "return", "struct", "static",
        "void", "break", "sizeof", "unsigned", "do", "switch", "case", "+", "++",
        "+=", "-", "->", "--", "=", "==", "!=", "<", "<=", "<<", ">", ">=", "&&",
        "||", "&", "*", "/", "(", ")", "{", "}", "[", "]", ";", ",", ".", "!", "@"};
    int nwords = (int)(sizeof words / sizeof words[0]);
    char *text = malloc((size_t)n * 12 + 1);
    char *t = text;
    for (int i = 0; i < n; i++) {
        unsigned r = next_random() % 100;
        if (r < 50) {
            const char *w = words[next_random() % (unsigned)nwords];
            while (*w != '\0') {
                *t++ = *w++;
            }
        } else if (r < 80) {
            int len = 1 + (int)(next_random() % 8);
            *t++ = (char)('a' + next_random() % 26);
            for (int k = 1; k < len; k++) {
                unsigned c = next_random() % 40;
                *t++ = c < 26 ? (char)('a' + c) : c < 36 ? (char)('0' + c - 26) : '_';
            }
        } else if (r < 85) {
            int len = 1 + (int)(next_random() % 5);
            for (int k = 0; k < len; k++) {
                *t++ = (char)('0' + next_random() % 10);
            }
        } else {
            *t++ = ";(),"[next_random() % 4];
            continue; /* punctuation is glued to the next token */
        }
        *t++ = (next_random() % 8 == 0) ? '\n' : ' ';
    }
    *t = '\0';
    return text;
}

int main(void) {
    unsigned long seed;
    int reps;
    if (scanf("%lu %d", &seed, &reps) != 2) {
        return 1;
    }
    rng_state = seed;
    const char *table = read_file("ctokens.tab");
    char *text = make_text(TEXT_TOKENS);
    static long counts[MAX_KINDS + 1];
    long total = 0;
    for (int r = 0; r < reps; r++) {
        total += scan(table, text, counts);
    }
    unsigned long check = 0;
    for (int k = 0; k <= MAX_KINDS; k++) {
        check = check * 1000003UL + (unsigned long)counts[k];
    }
    printf("tokens %ld, identifiers %ld, numbers %ld, errors %ld, checksum %lu\n", total,
           counts[0], counts[1], counts[MAX_KINDS], check);
    free(text);
    return 0;
}
