/* lexer: a table-driven lexer, as lexer generators write them.
 *
 * A DFA over character classes: class_of maps each byte to its class,
 * next[state][class] gives the next state (0: no token continues), and
 * accept[state] the kind of token a state ends (0: none). Tokens are the
 * longest match (maximal munch); a byte that starts no token is skipped.
 *
 * lex(spec, text, counts) builds the DFA from its description spec, lexes
 * text, adds one to counts[kind] per token and returns the number of
 * tokens. The description has one item per line:
 *   class K CHARS      the bytes CHARS (after one space) are of class K
 *   S K T              from state S on class K go to T (K = `*`: every class)
 *   accept S KIND      state S ends a token of kind KIND
 * later lines overriding earlier ones; state 1 is the start.
 *
 * main reads the description from lexer.dfa and "seed nbytes reps" from
 * standard input, generates nbytes of C-like text, lexes it reps times and
 * prints the counts per kind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STATES 64
#define CLASSES 32
#define KINDS 32

struct dfa {
    unsigned char class_of[256];
    unsigned char next[STATES][CLASSES];
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

/* Builds the DFA from its description; 0 if the description is malformed. */
static int build(const char *spec, struct dfa *d) {
    memset(d, 0, sizeof *d);
    const char *s = spec;
    while (*s != '\0') {
        if (strncmp(s, "class ", 6) == 0) {
            s += 6;
            int k = number(&s);
            if (k <= 0 || k >= CLASSES || *s != ' ') {
                return 0;
            }
            s++;
            while (*s != '\n' && *s != '\0') {
                d->class_of[(unsigned char)*s] = (unsigned char)k;
                s++;
            }
        } else if (strncmp(s, "accept ", 7) == 0) {
            s += 7;
            int state = number(&s);
            int kind = number(&s);
            if (state <= 0 || state >= STATES || kind <= 0 || kind >= KINDS) {
                return 0;
            }
            d->accept[state] = (unsigned char)kind;
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
                d->next[from][c] = (unsigned char)to;
            }
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
    return 1;
}

int lex(const char *spec, const char *text, int *counts) {
    struct dfa d;
    if (!build(spec, &d)) {
        return -1;
    }
    int tokens = 0;
    const char *p = text;
    while (*p != '\0') {
        int state = 1;
        int kind = 0;
        const char *end = p;
        for (const char *q = p; *q != '\0'; q++) {
            state = d.next[state][d.class_of[(unsigned char)*q]];
            if (state == 0) {
                break;
            }
            if (d.accept[state] != 0) {
                kind = d.accept[state];
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
