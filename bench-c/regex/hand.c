/* regex, specialized by hand: the matcher of regex.c for the pattern of
 * pattern.re, [a-z]+_id=[0-9]+; , written directly in C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does text contain a match of [a-z]+_id=[0-9]+; ? That is: "_id=" after a
 * lowercase letter, followed by digits and ';'. */
static int match_key(const char *text) {
    for (const char *p = text; *p != '\0'; p++) {
        if (p > text && p[-1] >= 'a' && p[-1] <= 'z' && p[0] == '_' && p[1] == 'i' &&
            p[2] == 'd' && p[3] == '=') {
            const char *q = p + 4;
            if (*q >= '0' && *q <= '9') {
                while (*q >= '0' && *q <= '9') {
                    q++;
                }
                if (*q == ';') {
                    return 1;
                }
            }
        }
    }
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
    if (strcmp(pattern, "[a-z]+_id=[0-9]+;") != 0) {
        return 1;
    }
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
            if (match_key(lines + (size_t)k * LINE)) {
                found++;
                which = which * 7 + (unsigned long)k;
            }
        }
    }
    printf("matching lines %ld, checksum %lu\n", found, which);
    free(lines);
    return 0;
}
