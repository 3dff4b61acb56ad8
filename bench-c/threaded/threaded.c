/* The stack machine of c-examples/handlers, run by a threaded interpreter:
 * the code of each instruction ends by jumping straight to the code of the
 * next one through gcc's computed goto (`goto *table[c]`, labels as values),
 * the way fast interpreters avoid a central dispatch loop.
 *
 *   0-9   push the digit            i   push the input
 *   + - * % (mod, 0 if by zero)     d   duplicate the top
 *   s     swap the top two          r   rotate: a b c -> b c a
 *   o     drop the top              .   print the top
 *   [     if the top is 0, jump past the matching ]
 *   ]     if the top is not 0, jump back after the matching [
 *
 * run(prog, input) runs prog and returns the top of the stack (0 if empty),
 * or -1 if its brackets do not match. Specialized to prog, every computed
 * goto jumps to a known label: the residual program is straight-line code
 * with the loops of prog, and no table. */
#include <stdio.h>
#include <string.h>

#define DEPTH 32
#define LENGTH 256

int run(const char *prog, int input) {
    /* Characters that are not instructions do nothing. */
    static void *const table[128] = {
        ['0'] = &&digit, ['1'] = &&digit, ['2'] = &&digit, ['3'] = &&digit,
        ['4'] = &&digit, ['5'] = &&digit, ['6'] = &&digit, ['7'] = &&digit,
        ['8'] = &&digit, ['9'] = &&digit, ['i'] = &&in,    ['+'] = &&add,
        ['-'] = &&sub,   ['*'] = &&mul,   ['%'] = &&mod,   ['d'] = &&dup,
        ['s'] = &&swap,  ['r'] = &&rot,   ['o'] = &&drop,  ['.'] = &&print,
        ['['] = &&open,  [']'] = &&close,
    };
    int stack[DEPTH];
    int match[LENGTH];
    int open[LENGTH];
    int sp = 0, pc = -1, depth = 0, op, a, b, c;
    int n = (int)strlen(prog);
    if (n > LENGTH) return -1;
    for (int i = 0; i < n; i++) {
        if (prog[i] == '[') {
            open[depth++] = i;
        } else if (prog[i] == ']') {
            if (depth == 0) return -1;
            depth--;
            match[i] = open[depth];
            match[open[depth]] = i;
        }
    }
    if (depth != 0) return -1;

#define PUSH(v) do { if (sp < DEPTH) stack[sp++] = (v); } while (0)
#define POP() (sp > 0 ? stack[--sp] : 0)
#define TOP() (sp > 0 ? stack[sp - 1] : 0)
/* On to the next instruction: the end, an instruction, or nothing. */
#define NEXT                                                            \
    do {                                                                \
        if (++pc >= n) goto end;                                        \
        op = (unsigned char)prog[pc];                                   \
        if (op < 128 && table[op]) goto *table[op];                     \
        goto none;                                                      \
    } while (0)

    NEXT;
none:
    NEXT;
digit:
    PUSH(prog[pc] - '0');
    NEXT;
in:
    PUSH(input);
    NEXT;
add:
    b = POP();
    a = POP();
    PUSH(a + b);
    NEXT;
sub:
    b = POP();
    a = POP();
    PUSH(a - b);
    NEXT;
mul:
    b = POP();
    a = POP();
    PUSH(a * b);
    NEXT;
mod:
    b = POP();
    a = POP();
    PUSH(b == 0 ? 0 : a % b);
    NEXT;
dup:
    a = TOP();
    PUSH(a);
    NEXT;
swap:
    b = POP();
    a = POP();
    PUSH(b);
    PUSH(a);
    NEXT;
rot:
    c = POP();
    b = POP();
    a = POP();
    PUSH(b);
    PUSH(c);
    PUSH(a);
    NEXT;
drop:
    (void)POP();
    NEXT;
print:
    printf("%d\n", TOP());
    NEXT;
open:
    if (TOP() == 0) pc = match[pc];
    NEXT;
close:
    if (TOP() != 0) pc = match[pc];
    NEXT;
end:
    return TOP();
}

/* The sum of k*k mod 7 for k = input down to 1. */
static const char squares[] = "0i[dd*7%r+s1-]o";

int main(void) {
    int n, reps;
    if (scanf("%d %d", &n, &reps) != 2) return 1;
    long total = 0;
    for (int r = 0; r < reps; r++) total += run(squares, n + (r & 1));
    printf("%ld\n", total);
    return 0;
}
