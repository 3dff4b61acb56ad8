/* flexlexer: a table-driven lexer with the tables flex writes by default.
 *
 * The same lexer as bench-c/lexer, over the same description and text, with
 * the DFA stored the way flex stores it unless told otherwise (its -Cem
 * compression, without meta-classes): ec maps each byte to its equivalence
 * class, and a state's row lists only the classes where it differs from its
 * default state, packed into nxt/chk at base[state]. A transition follows
 * the chain of default states until chk says the entry is the state's own:
 *   while (chk[base[s] + c] != s) s = def[s];
 *   s = nxt[base[s] + c];
 * Tokens are the longest match (maximal munch); a byte that starts no token
 * is skipped.
 *
 * lex(spec, text, counts) builds the tables from the description spec (the
 * format of bench-c/lexer), lexes text, adds one to counts[kind] per token
 * and returns the number of tokens. main reads the description from
 * lexer.dfa and "seed nbytes reps" from standard input, generates nbytes of
 * C-like text, lexes it reps times and prints the counts per kind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STATES 64
#define CLASSES 32
#define KINDS 32
/* Room for the packed rows: the default row and up to CLASSES entries per
 * state. */
#define SLOTS (CLASSES * (STATES + 1))
/* chk's mark of a free slot: no state's number. */
#define FREE 255

/* The tables as flex writes them by default (its -Cem compression, without
 * meta-classes): a state's row lists only the classes where it differs from
 * its default state def[s], at base[s] + class in nxt, each entry marked
 * with its state in chk. State 0 (no token continues) is stored whole at
 * base 0 and is every chain's end. */
struct scanner {
    unsigned char ec[256];
    unsigned short base[STATES];
    unsigned char def[STATES];
    unsigned char nxt[SLOTS];
    unsigned char chk[SLOTS];
    unsigned char accept[STATES];
};

/* The number at *s, moving *s past it (and the spaces before it). */
static int number(const char **s) {
    while (**s == ' ') {
        (*s)++;
    }
    int n = 0;
    while (**s >= '0' && **s <= '9') {
        n = n * 10 + (**s - '0');
        (*s)++;
    }
    return n;
}

/* Reads the description into dense tables; the number of states it uses
 * (one more than the largest), or 0 if it is malformed. */
static int parse(const char *spec, unsigned char ec[256], unsigned char next[STATES][CLASSES],
                 unsigned char accept[STATES]) {
    const char *s = spec;
    int states = 2;
    while (*s != '\0') {
        if (strncmp(s, "class ", 6) == 0) {
            s += 6;
            int k = number(&s);
            if (k <= 0 || k >= CLASSES || *s != ' ') {
                return 0;
            }
            s++;
            while (*s != '\n' && *s != '\0') {
                ec[(unsigned char)*s] = (unsigned char)k;
                s++;
            }
        } else if (strncmp(s, "accept ", 7) == 0) {
            s += 7;
            int state = number(&s);
            int kind = number(&s);
            if (state <= 0 || state >= STATES || kind <= 0 || kind >= KINDS) {
                return 0;
            }
            accept[state] = (unsigned char)kind;
            states = state >= states ? state + 1 : states;
        } else {
            int from = number(&s);
            while (*s == ' ') {
                s++;
            }
            int all = *s == '*';
            int k = all ? (s++, 0) : number(&s);
            int to = number(&s);
            if (from <= 0 || from >= STATES || to < 0 || to >= STATES || k < 0 || k >= CLASSES) {
                return 0;
            }
            for (int c = all ? 0 : k; c <= (all ? CLASSES - 1 : k); c++) {
                next[from][c] = (unsigned char)to;
            }
            states = from >= states ? from + 1 : states;
            states = to >= states ? to + 1 : states;
        }
        while (*s == ' ') {
            s++;
        }
        if (*s == '\n') {
            s++;
        } else if (*s != '\0') {
            return 0;
        }
    }
    return states;
}

/* Builds the packed tables from the description; 0 if it is malformed. */
static int build(const char *spec, struct scanner *t) {
    unsigned char next[STATES][CLASSES];
    memset(next, 0, sizeof next);
    memset(t, 0, sizeof *t);
    memset(t->chk, FREE, sizeof t->chk);
    int states = parse(spec, t->ec, next, t->accept);
    if (states == 0) {
        return 0;
    }
    /* State 0's row, all zeros, whole at base 0. */
    for (int c = 0; c < CLASSES; c++) {
        t->chk[c] = 0;
    }
    for (int s = 1; s < states; s++) {
        /* The default: the earlier state whose row differs in fewest
         * classes. */
        int best = 0, fewest = CLASSES + 1;
        for (int d = 0; d < s; d++) {
            int differ = 0;
            for (int c = 0; c < CLASSES; c++) {
                differ += next[s][c] != next[d][c];
            }
            if (differ < fewest) {
                best = d;
                fewest = differ;
            }
        }
        /* The first base where the differing classes find free slots. */
        int b = 0;
        for (;; b++) {
            int fits = 1;
            for (int c = 0; c < CLASSES && fits; c++) {
                fits = next[s][c] == next[best][c] || t->chk[b + c] == FREE;
            }
            if (fits) {
                break;
            }
        }
        t->base[s] = (unsigned short)b;
        t->def[s] = (unsigned char)best;
        for (int c = 0; c < CLASSES; c++) {
            if (next[s][c] != next[best][c]) {
                t->chk[b + c] = (unsigned char)s;
                t->nxt[b + c] = next[s][c];
            }
        }
    }
    return 1;
}

int lex(const char *spec, const char *text, int *counts) {
    struct scanner t;
    if (!build(spec, &t)) {
        return -1;
    }
    int tokens = 0;
    const char *p = text;
    while (*p != '\0') {
        int state = 1;
        int kind = 0;
        const char *end = p;
        for (const char *q = p; *q != '\0'; q++) {
            int c = t.ec[(unsigned char)*q];
            while (t.chk[t.base[state] + c] != state) {
                state = t.def[state];
            }
            state = t.nxt[t.base[state] + c];
            if (state == 0) {
                break;
            }
            if (t.accept[state] != 0) {
                kind = t.accept[state];
                end = q + 1;
            }
        }
        if (kind == 0) {
            p++;
            continue;
        }
        counts[kind]++;
        tokens++;
        p = end;
    }
    return tokens;
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
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

int main(void) {
    unsigned long seed;
    int nbytes, reps;
    if (scanf("%lu %d %d", &seed, &nbytes, &reps) != 3 || nbytes < 1) {
        return 1;
    }
    rng_state = seed;
    const char *spec = read_file("lexer.dfa");
    /* Lines of C-like code: indented statements of identifiers, numbers,
     * operators and punctuation, with strings and comments. */
    static const char *const operators[] = {"=", "==", "!=", "<", "<=", ">", ">=", "&&",
                                            "||", "+", "++", "-", "--", "*", "/", ",", ";",
                                            "(", ")", "{", "}"};
    const int noperators = (int)(sizeof operators / sizeof operators[0]);
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz_ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    char *text = malloc((size_t)nbytes + 256);
    int len = 0;
    while (len < nbytes) {
        int indent = 4 * (int)(next_random() % 4);
        for (int i = 0; i < indent; i++) {
            text[len++] = ' ';
        }
        int items = 3 + (int)(next_random() % 8);
        for (int k = 0; k < items; k++) {
            unsigned what = next_random() % 10;
            if (what < 4) {
                int n = 2 + (int)(next_random() % 10);
                for (int i = 0; i < n; i++) {
                    text[len++] = letters[next_random() % (sizeof letters - 1)];
                }
            } else if (what < 6) {
                int n = 1 + (int)(next_random() % 6);
                for (int i = 0; i < n; i++) {
                    text[len++] = (char)('0' + next_random() % 10);
                }
            } else if (what < 9) {
                const char *op = operators[next_random() % (unsigned)noperators];
                size_t n = strlen(op);
                memcpy(text + len, op, n);
                len += (int)n;
            } else {
                int comment = next_random() % 2;
                int n = 5 + (int)(next_random() % 30);
                text[len++] = comment ? '/' : '"';
                if (comment) {
                    text[len++] = '*';
                }
                for (int i = 0; i < n; i++) {
                    unsigned r = next_random() % 8;
                    text[len++] = r == 0 ? ' ' : letters[next_random() % 26];
                }
                if (comment) {
                    text[len++] = '*';
                }
                text[len++] = comment ? '/' : '"';
            }
            text[len++] = ' ';
        }
        text[len++] = '\n';
    }
    text[len] = '\0';
    int counts[KINDS] = {0};
    long total = 0;
    for (int r = 0; r < reps; r++) {
        int n = lex(spec, text, counts);
        if (n < 0) {
            fprintf(stderr, "malformed lexer.dfa\n");
            return 1;
        }
        total += n;
    }
    printf("tokens %ld:", total);
    for (int k = 1; k < KINDS; k++) {
        printf(" %d", counts[k]);
    }
    printf("\n");
    free(text);
    return 0;
}
