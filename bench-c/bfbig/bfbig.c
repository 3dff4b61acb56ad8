/* bfbig: a brainfuck interpreter on a long program, run many times.
 *
 * The interpreter is bench-c/bf's: eight one-character commands over a tape
 * of bytes, and brackets matched at run time by scanning the program (no
 * jump table). bf(prog, input, out) runs prog on input, writes its output
 * into out and returns the output length (or -1 if the data pointer leaves
 * the tape).
 *
 * main reads the program from program.bf (847 characters: for each input
 * byte c, eighteen phases that copy c, scale it by 1, 2 or 3, add a constant
 * and write the result counted down to 1), runs it on pseudo-random inputs
 * ("seed length reps" on standard input) and prints a checksum of the
 * outputs. */
#include <stdio.h>
#include <stdlib.h>

#define TAPE 256

int bf(const char *prog, const char *input, unsigned char *out) {
    unsigned char tape[TAPE] = {0};
    int dp = 0;
    int in = 0;
    int n = 0;
    for (int pc = 0; prog[pc] != '\0'; pc++) {
        switch (prog[pc]) {
        case '>':
            if (++dp >= TAPE) {
                return -1;
            }
            break;
        case '<':
            if (--dp < 0) {
                return -1;
            }
            break;
        case '+':
            tape[dp]++;
            break;
        case '-':
            tape[dp]--;
            break;
        case '.':
            out[n++] = tape[dp];
            break;
        case ',':
            tape[dp] = (unsigned char)input[in];
            if (input[in] != '\0') {
                in++;
            }
            break;
        case '[':
            if (tape[dp] == 0) {
                int depth = 1;
                while (depth > 0) {
                    pc++;
                    if (prog[pc] == '[') {
                        depth++;
                    } else if (prog[pc] == ']') {
                        depth--;
                    }
                }
            }
            break;
        case ']':
            if (tape[dp] != 0) {
                int depth = 1;
                while (depth > 0) {
                    pc--;
                    if (prog[pc] == ']') {
                        depth++;
                    } else if (prog[pc] == '[') {
                        depth--;
                    }
                }
            }
            break;
        }
    }
    return n;
}

static char *read_program(const char *path) {
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return NULL;
    }
    size_t size = 0, cap = 1024;
    char *text = malloc(cap);
    int c;
    while (text != NULL && (c = fgetc(f)) != EOF) {
        if (size + 1 == cap) {
            cap *= 2;
            char *bigger = realloc(text, cap);
            if (bigger == NULL) {
                free(text);
                text = NULL;
                break;
            }
            text = bigger;
        }
        text[size++] = (char)c;
    }
    fclose(f);
    if (text != NULL) {
        text[size] = '\0';
    }
    return text;
}

int main(void) {
    unsigned long seed;
    int length, reps;
    if (scanf("%lu %d %d", &seed, &length, &reps) != 3) {
        return 1;
    }
    char *prog = read_program("program.bf");
    if (prog == NULL) {
        return 1;
    }
    char *input = malloc((size_t)length + 1);
    unsigned char *out = malloc(2000 * (size_t)length + 1);
    unsigned long state = seed;
    for (int i = 0; i < length; i++) {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        input[i] = (char)(1 + (state >> 33) % 60);
    }
    input[length] = '\0';
    unsigned long check = 0;
    long total = 0;
    for (int r = 0; r < reps; r++) {
        int n = bf(prog, input, out);
        total += n;
        for (int i = 0; i < n; i += 97) {
            check = check * 31 + out[i];
        }
        check += n > 0 ? out[n - 1] : 0;
    }
    printf("output bytes %ld, checksum %lu\n", total, check);
    free(prog);
    free(input);
    free(out);
    return 0;
}
