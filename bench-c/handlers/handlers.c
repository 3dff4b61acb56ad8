/* handlers: a stack machine whose instructions are handler functions,
 * called through a table indexed by the instruction's character (the
 * program of c-examples/handlers, with a main that reads its inputs).
 *
 *   0-9   push the digit            i   push the input
 *   + - * % (mod, 0 if by zero)     d   duplicate the top
 *   s     swap the top two          r   rotate: a b c -> b c a
 *   o     drop the top              .   print the top
 *   [     if the top is 0, jump past the matching ]
 *   ]     if the top is not 0, jump back after the matching [
 *
 * run(prog, input) runs prog and returns the top of the stack (0 if empty).
 * Specialized to prog, every dispatch through the table disappears: the
 * residual program calls each handler directly, specialized to the stack
 * position it works on. */
#include <stdio.h>
#include <string.h>

#define DEPTH 32
#define LENGTH 256

struct vm {
    const char *prog;
    int pc;
    int sp;
    int stack[DEPTH];
    int match[LENGTH];
};

typedef void (*handler)(struct vm *);

static void push(struct vm *m, int v) {
    if (m->sp < DEPTH) m->stack[m->sp++] = v;
}
static int pop(struct vm *m) { return m->sp > 0 ? m->stack[--m->sp] : 0; }
static int top(struct vm *m) { return m->sp > 0 ? m->stack[m->sp - 1] : 0; }

static void op_digit(struct vm *m) { push(m, m->prog[m->pc] - '0'); }
static void op_add(struct vm *m) { int b = pop(m); push(m, pop(m) + b); }
static void op_sub(struct vm *m) { int b = pop(m); push(m, pop(m) - b); }
static void op_mul(struct vm *m) { int b = pop(m); push(m, pop(m) * b); }
static void op_mod(struct vm *m) {
    int b = pop(m);
    int a = pop(m);
    push(m, b == 0 ? 0 : a % b);
}
static void op_dup(struct vm *m) { push(m, top(m)); }
static void op_swap(struct vm *m) {
    int b = pop(m);
    int a = pop(m);
    push(m, b);
    push(m, a);
}
static void op_rot(struct vm *m) {
    int c = pop(m);
    int b = pop(m);
    int a = pop(m);
    push(m, b);
    push(m, c);
    push(m, a);
}
static void op_drop(struct vm *m) { (void)pop(m); }
static void op_print(struct vm *m) { printf("%d\n", top(m)); }
static void op_open(struct vm *m) {
    if (top(m) == 0) m->pc = m->match[m->pc];
}
static void op_close(struct vm *m) {
    if (top(m) != 0) m->pc = m->match[m->pc];
}
static void op_none(struct vm *m) { (void)m; }

static const handler table[128] = {
    ['0'] = op_digit, ['1'] = op_digit, ['2'] = op_digit, ['3'] = op_digit,
    ['4'] = op_digit, ['5'] = op_digit, ['6'] = op_digit, ['7'] = op_digit,
    ['8'] = op_digit, ['9'] = op_digit, ['+'] = op_add,   ['-'] = op_sub,
    ['*'] = op_mul,   ['%'] = op_mod,   ['d'] = op_dup,   ['s'] = op_swap,
    ['r'] = op_rot,   ['o'] = op_drop,  ['.'] = op_print, ['['] = op_open,
    [']'] = op_close,
};

static void op_input(struct vm *m, int input) { push(m, input); }

int run(const char *prog, int input) {
    struct vm m;
    int open[LENGTH];
    int depth = 0;
    int n = (int)strlen(prog);
    if (n > LENGTH) return -1;
    m.prog = prog;
    m.sp = 0;
    /* Match the brackets first. */
    for (int i = 0; i < n; i++) {
        if (prog[i] == '[') {
            open[depth++] = i;
        } else if (prog[i] == ']') {
            if (depth == 0) return -1;
            depth--;
            m.match[i] = open[depth];
            m.match[open[depth]] = i;
        }
    }
    if (depth != 0) return -1;
    for (m.pc = 0; m.pc < n; m.pc++) {
        unsigned char c = (unsigned char)prog[m.pc];
        if (c == 'i') {
            op_input(&m, input);
        } else if (c < 128 && table[c]) {
            table[c](&m);
        } else {
            op_none(&m);
        }
    }
    return top(&m);
}

/* The sum of k*k mod 7 for k = input down to 1. */
static const char squares[] = "0i[dd*7%r+s1-]o";

/* Reads "n reps" and runs squares reps times on n or n + 1. */
int main(void) {
    int n, reps;
    if (scanf("%d %d", &n, &reps) != 2) return 1;
    long total = 0;
    for (int r = 0; r < reps; r++) total += run(squares, n + (r & 1));
    printf("%ld\n", total);
    return 0;
}
