/* regex: a backtracking regular-expression matcher (after Kernighan and Pike),
 * run on many lines with the same pattern.
 *
 * Syntax: c (a literal character), . (any character), [abc] [a-z] [^0-9]
 * (character classes), \c (c literally), postfix * + ? (greedy), and ^ and $
 * at the start and end of the pattern. match(re, text) tells whether re
 * matches somewhere in text.
 *
 * main reads the pattern from the first line of pattern.re, and "seed nlines
 * reps" from standard input; it generates nlines lines of pseudo-random text
 * and counts the matching lines, reps times. */
#include <stdio.h>
#include <stdlib.h>

/* The length of the element (character, class or escape) at re. */
static int elem_len(const char *re) {
    if (re[0] == '\\' && re[1] != '\0') {
        return 2;
    }
    if (re[0] == '[') {
        int n = 1;
        if (re[n] == '^') {
            n++;
        }
        if (re[n] == ']') {
            n++;
        }
        while (re[n] != '\0' && re[n] != ']') {
            n++;
        }
        return re[n] == ']' ? n + 1 : n;
    }
    return 1;
}

/* Does the character c match the element at re? */
static int elem_match(const char *re, int c) {
    if (re[0] == '\\') {
        return c == re[1];
    }
    if (re[0] == '.') {
        return 1;
    }
    if (re[0] != '[') {
        return c == re[0];
    }
    int i = 1;
    int negate = 0;
    if (re[i] == '^') {
        negate = 1;
        i++;
    }
    int found = 0;
    int first = 1;
    while (re[i] != '\0' && (re[i] != ']' || first)) {
        if (re[i + 1] == '-' && re[i + 2] != ']' && re[i + 2] != '\0') {
            if (c >= re[i] && c <= re[i + 2]) {
                found = 1;
            }
            i += 3;
        } else {
            if (c == re[i]) {
                found = 1;
            }
            i++;
        }
        first = 0;
    }
    return found != negate;
}

/* Does re match at the start of text? */
static int match_here(const char *re, const char *text) {
    if (re[0] == '\0') {
        return 1;
    }
    if (re[0] == '$' && re[1] == '\0') {
        return *text == '\0';
    }
    int n = elem_len(re);
    char op = re[n];
    if (op == '?') {
        if (*text != '\0' && elem_match(re, *text) && match_here(re + n + 1, text + 1)) {
            return 1;
        }
        return match_here(re + n + 1, text);
    }
    if (op == '*' || op == '+') {
        const char *t = text;
        while (*t != '\0' && elem_match(re, *t)) {
            t++;
        }
        const char *least = op == '+' ? text + 1 : text;
        for (; t >= least; t--) {
            if (match_here(re + n + 1, t)) {
                return 1;
            }
        }
        return 0;
    }
    if (*text != '\0' && elem_match(re, *text)) {
        return match_here(re + n, text + 1);
    }
    return 0;
}

int match(const char *re, const char *text) {
    if (re[0] == '^') {
        return match_here(re + 1, text);
    }
    do {
        if (match_here(re, text)) {
            return 1;
        }
    } while (*text++ != '\0');
    return 0;
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
    for (int i = 0; buf[i] != '\0'; i++) {
        if (buf[i] == '\n') {
            buf[i] = '\0';
        }
    }
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
    /* Lines of words like "user_id=42;" and noise. */
    static const char alphabet[] = "abdeiu_rs=0123456789; x";
    char *lines = malloc((size_t)nlines * LINE);
    for (int k = 0; k < nlines; k++) {
        char *line = lines + (size_t)k * LINE;
        int len = 10 + (int)(next_random() % (LINE - 11));
        for (int i = 0; i < len; i++) {
            line[i] = alphabet[next_random() % (sizeof alphabet - 1)];
        }
        if (next_random() % 4 == 0) {
            int at = (int)(next_random() % (unsigned)(len - 9));
            const char *key = "us_id=17;";
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
            if (match(pattern, lines + (size_t)k * LINE)) {
                found++;
                which = which * 7 + (unsigned long)k;
            }
        }
    }
    printf("matching lines %ld, checksum %lu\n", found, which);
    free(lines);
    return 0;
}
