/* bf: an interpreter for brainfuck, a language of eight one-character
 * commands over a tape of bytes:
 *   >  <   move the data pointer right or left
 *   +  -   add or subtract one at the data pointer
 *   .  ,   write the byte at the data pointer; read a byte into it (0 at the
 *          end of the input)
 *   [  ]   loop: skip past the matching ] when the byte is 0; go back to the
 *          matching [ when it is not
 *
 * Specialized to a program, the dispatch on commands disappears. The data
 * pointer and the input position are static at the start but change inside
 * loops whose exit depends on the (dynamic) input, so keeping them static
 * would unroll those loops forever: cmix notices, makes them dynamic and
 * specializes again, with no annotation from the user. */
#include <stdio.h>

#define TAPE 4096

int bf(const char *prog, const char *input) {
    unsigned char tape[TAPE] = {0};
    int dp = 0;
    int in = 0;
    int steps = 0;
    for (int pc = 0; prog[pc] != '\0'; pc++) {
        switch (prog[pc]) {
        case '>':
            dp++;
            break;
        case '<':
            dp--;
            break;
        case '+':
            tape[dp]++;
            break;
        case '-':
            tape[dp]--;
            break;
        case '.':
            putchar(tape[dp]);
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
        default:
            break;
        }
        steps++;
    }
    return steps;
}

int main(int argc, char **argv) {
    const char *reverse = ">,[>,]<[.<]";
    const char *input = argc > 1 ? argv[1] : "hello, world";
    int steps = bf(reverse, input);
    printf("\n%d steps\n", steps);
    return 0;
}
