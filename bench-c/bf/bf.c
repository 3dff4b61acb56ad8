/* bf: an interpreter for brainfuck, run many times on the same program.
 *
 * Eight one-character commands over a tape of bytes:
 *   >  <   move the data pointer right or left
 *   +  -   add or subtract one at the data pointer
 *   .  ,   write the byte at the data pointer to the output; read the next
 *          input byte into it (0 at the end of the input)
 *   [  ]   loop: skip past the matching ] when the byte is 0; go back to the
 *          matching [ when it is not
 * Other characters are comments.
 *
 * bf(prog, input, out) runs prog on input, writes its output into out and
 * returns the output length (or -1 if the data pointer leaves the tape).
 * main runs the program below, which for every input byte c writes the bytes
 * 3c + 1, 3c, ..., 1, on pseudo-random inputs ("seed length
 * reps" on standard input), and prints a checksum of the outputs. */
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

int main(void) {
    unsigned long seed;
    int length, reps;
    if (scanf("%lu %d %d", &seed, &length, &reps) != 3) {
        return 1;
    }
    char *input = malloc((size_t)length + 1);
    unsigned char *out = malloc(200 * (size_t)length + 1);
    unsigned long state = seed;
    for (int i = 0; i < length; i++) {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        input[i] = (char)(1 + (state >> 33) % 60);
    }
    input[length] = '\0';
    unsigned long check = 0;
    long total = 0;
    for (int r = 0; r < reps; r++) {
        /* For each byte c: cell1 = 3c + 1, then written while counted down to 1. */
        int n = bf(",[[->+++<]>+[.-]<,]", input, out);
        total += n;
        for (int i = 0; i < n; i += 97) {
            check = check * 31 + out[i];
        }
        check += n > 0 ? out[n - 1] : 0;
    }
    printf("output bytes %ld, checksum %lu\n", total, check);
    free(input);
    free(out);
    return 0;
}
