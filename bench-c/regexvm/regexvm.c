/* regexvm: regular expressions compiled to bytecode and run by a
 * backtracking virtual machine, as many engines do.
 *
 * Patterns: literals, `.`, classes `[a-z_]` and `[^...]`, groups `( )`,
 * alternation `|`, postfix `* + ?`; a match may start anywhere in the
 * text. compile() turns a pattern into instructions:
 *   CHAR c      the next character is c
 *   ANY         any next character
 *   CLASS k     the next character is in class k (a 256-bit set)
 *   SPLIT x y   try x, and y if x fails (backtracking)
 *   JMP x       go on at x
 *   MATCH       success
 * run() executes them from pc on the text from offset i: SPLIT recurses
 * for its first branch and goes on with the second.
 *
 * match(re, text) compiles re and tries run at every start of text. main
 * reads the pattern from pattern.re and "seed nlines reps" from standard
 * input, generates nlines lines, matches each reps times and prints how
 * many matched. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CHAR, ANY, CLASS, SPLIT, JMP, MATCH };

#define MAX_CODE 256
#define MAX_CLASSES 16

struct inst {
    int op;
    int arg;   /* CHAR: the character; CLASS: the class; SPLIT, JMP: x */
    int alt;   /* SPLIT: y */
};

struct program {
    struct inst code[MAX_CODE];
    int len;
    unsigned char classes[MAX_CLASSES][32];
    int nclasses;
};

struct parser {
    const char *re;
    int pos;
    struct program *prog;
    int error;
};

static int emit(struct parser *p, int op, int arg, int alt) {
    struct program *prog = p->prog;
    if (prog->len == MAX_CODE) {
        p->error = 1;
        return prog->len - 1;
    }
    prog->code[prog->len].op = op;
    prog->code[prog->len].arg = arg;
    prog->code[prog->len].alt = alt;
    return prog->len++;
}

/* Moves the instructions from `from` on one place up to make room for one
 * at `from`; jumps into the moved part follow it. */
static void insert_at(struct parser *p, int from, int op, int arg, int alt) {
    struct program *prog = p->prog;
    if (prog->len == MAX_CODE) {
        p->error = 1;
        return;
    }
    for (int k = prog->len; k > from; k--) {
        prog->code[k] = prog->code[k - 1];
    }
    prog->len++;
    for (int k = from + 1; k < prog->len; k++) {
        struct inst *in = &prog->code[k];
        if ((in->op == JMP || in->op == SPLIT) && in->arg >= from) {
            in->arg++;
        }
        if (in->op == SPLIT && in->alt >= from) {
            in->alt++;
        }
    }
    prog->code[from].op = op;
    prog->code[from].arg = arg;
    prog->code[from].alt = alt;
}

static void alternation(struct parser *p);

static void atom(struct parser *p) {
    char c = p->re[p->pos];
    if (c == '(') {
        p->pos++;
        alternation(p);
        if (p->re[p->pos] != ')') {
            p->error = 1;
            return;
        }
        p->pos++;
    } else if (c == '.') {
        p->pos++;
        emit(p, ANY, 0, 0);
    } else if (c == '[') {
        struct program *prog = p->prog;
        if (prog->nclasses == MAX_CLASSES) {
            p->error = 1;
            return;
        }
        int k = prog->nclasses++;
        unsigned char *set = prog->classes[k];
        memset(set, 0, 32);
        p->pos++;
        int negate = p->re[p->pos] == '^';
        if (negate) {
            p->pos++;
        }
        while (p->re[p->pos] != ']') {
            int lo = (unsigned char)p->re[p->pos];
            if (lo == 0) {
                p->error = 1;
                return;
            }
            int hi = lo;
            if (p->re[p->pos + 1] == '-' && p->re[p->pos + 2] != ']' && p->re[p->pos + 2] != 0) {
                hi = (unsigned char)p->re[p->pos + 2];
                p->pos += 2;
            }
            for (int ch = lo; ch <= hi; ch++) {
                set[ch / 8] |= (unsigned char)(1 << (ch % 8));
            }
            p->pos++;
        }
        p->pos++;
        if (negate) {
            for (int b = 0; b < 32; b++) {
                set[b] = (unsigned char)~set[b];
            }
            set[0] &= 0xfe; /* never the terminator */
        }
        emit(p, CLASS, k, 0);
    } else if (c == '\0' || c == ')' || c == '|' || c == '*' || c == '+' || c == '?') {
        p->error = 1;
    } else {
        p->pos++;
        emit(p, CHAR, c, 0);
    }
}

static void repetition(struct parser *p) {
    int start = p->prog->len;
    atom(p);
    char c = p->re[p->pos];
    if (c == '*') {
        /* L: SPLIT body, out; body; JMP L; out: */
        p->pos++;
        insert_at(p, start, SPLIT, start + 1, 0);
        int jmp = emit(p, JMP, start, 0);
        p->prog->code[start].alt = jmp + 1;
    } else if (c == '+') {
        /* body; SPLIT body, out */
        p->pos++;
        int split = emit(p, SPLIT, start, 0);
        p->prog->code[split].alt = split + 1;
    } else if (c == '?') {
        p->pos++;
        insert_at(p, start, SPLIT, start + 1, 0);
        p->prog->code[start].alt = p->prog->len;
    }
}

static void sequence(struct parser *p) {
    while (!p->error && p->re[p->pos] != '\0' && p->re[p->pos] != '|' && p->re[p->pos] != ')') {
        repetition(p);
    }
}

static void alternation(struct parser *p) {
    int start = p->prog->len;
    sequence(p);
    if (p->re[p->pos] == '|' && !p->error) {
        /* SPLIT left, right; left; JMP out; right; out: */
        p->pos++;
        insert_at(p, start, SPLIT, start + 1, 0);
        int jmp = emit(p, JMP, 0, 0);
        p->prog->code[start].alt = jmp + 1;
        alternation(p);
        p->prog->code[jmp].arg = p->prog->len;
    }
}

static int compile(const char *re, struct program *prog) {
    struct parser p = {re, 0, prog, 0};
    prog->len = 0;
    prog->nclasses = 0;
    alternation(&p);
    if (p.re[p.pos] != '\0') {
        p.error = 1;
    }
    emit(&p, MATCH, 0, 0);
    return !p.error;
}

/* Whether the program matches the text from offset i on, from pc. */
static int run(const struct program *prog, int pc, const char *text, int i) {
    for (;;) {
        const struct inst *in = &prog->code[pc];
        switch (in->op) {
        case CHAR:
            if (text[i] != in->arg) {
                return 0;
            }
            pc++;
            i++;
            break;
        case ANY:
            if (text[i] == '\0') {
                return 0;
            }
            pc++;
            i++;
            break;
        case CLASS: {
            unsigned char ch = (unsigned char)text[i];
            if (!(prog->classes[in->arg][ch / 8] & (1 << (ch % 8)))) {
                return 0;
            }
            pc++;
            i++;
            break;
        }
        case SPLIT:
            if (run(prog, in->arg, text, i)) {
                return 1;
            }
            pc = in->alt;
            break;
        case JMP:
            pc = in->arg;
            break;
        default:
            return 1;
        }
    }
}

/* 1 if re matches somewhere in text, 0 if not, -1 if re is malformed. */
int match(const char *re, const char *text) {
    struct program prog;
    if (!compile(re, &prog)) {
        return -1;
    }
    for (const char *start = text;; start++) {
        if (run(&prog, 0, start, 0)) {
            return 1;
        }
        if (*start == '\0') {
            return 0;
        }
    }
}

static unsigned long rng_state;

static unsigned next_random(void) {
    rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)(rng_state >> 33);
}

#define LINE 48

/* The first line of a file, without its newline (exits on failure). */
static char *read_line_of(const char *path) {
    static char buf[1 << 16];
    FILE *f = fopen(path, "r");
    if (f == NULL || fgets(buf, sizeof buf, f) == NULL) {
        perror(path);
        exit(1);
    }
    fclose(f);
    buf[strcspn(buf, "\n")] = '\0';
    return buf;
}

int main(void) {
    unsigned long seed;
    int nlines, reps;
    if (scanf("%lu %d %d", &seed, &nlines, &reps) != 3) {
        return 1;
    }
    rng_state = seed;
    const char *pattern = read_line_of("pattern.re");
    /* Lines of assignments like "ab_cd=42;" or "x=0x1f;" and noise. */
    static const char alphabet[] = "abcdxf_=0123456789; ";
    char *lines = malloc((size_t)nlines * LINE);
    for (int k = 0; k < nlines; k++) {
        char *line = lines + (size_t)k * LINE;
        int len = 10 + (int)(next_random() % (LINE - 11));
        for (int i = 0; i < len; i++) {
            line[i] = alphabet[next_random() % (sizeof alphabet - 1)];
        }
        if (next_random() % 3 == 0) {
            static const char *const keys[] = {"ab_cd=42;", "x=0x1f;", "c_d=7;", "ab=0xff;"};
            const char *key = keys[next_random() % 4];
            int at = (int)(next_random() % (unsigned)(len - 9));
            for (int i = 0; key[i] != '\0'; i++) {
                line[at + i] = key[i];
            }
        }
        line[len] = '\0';
    }
    long found = 0;
    unsigned long which = 0;
    for (int r = 0; r < reps; r++) {
        for (int k = 0; k < nlines; k++) {
            int m = match(pattern, lines + (size_t)k * LINE);
            if (m < 0) {
                fprintf(stderr, "malformed pattern\n");
                return 1;
            }
            if (m) {
                found++;
                which = which * 7 + (unsigned long)k;
            }
        }
    }
    printf("matching lines %ld, checksum %lu\n", found, which);
    free(lines);
    return 0;
}
