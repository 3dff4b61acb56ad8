/* interp: an interpreter for a tiny assembly language, running a program that
 * counts (and prints) the primes below n.
 *
 * A program is text, one instruction per line:
 *
 *     set  rA imm       rA = imm
 *     add  rA rB rC     rA = rB + rC        (also sub, mul, mod)
 *     addi rA rB imm    rA = rB + imm
 *     jmp  T            go to instruction T (instructions count from 0)
 *     jlt  rA rB T      if rA < rB go to T
 *     jz   rA T         if rA == 0 go to T
 *     out  rA           print rA
 *     halt              stop; the result is r7
 *
 * Registers are r0..r7; r0 holds the input when the program starts. Text after
 * ';' is a comment. run() first assembles the text into an array of
 * instructions, then executes it.
 *
 * With the program static and the input dynamic, specialization removes both
 * the assembler and the dispatch on opcodes: the residual program is the prime
 * counter compiled to C (the book's assembly interpreter example). */
#include <stdio.h>

enum opcode { OP_SET, OP_ADD, OP_SUB, OP_MUL, OP_MOD, OP_ADDI, OP_JMP, OP_JLT, OP_JZ, OP_OUT,
              OP_HALT };

struct insn {
    enum opcode op;
    int a, b, c;
};

#define MAX_CODE 64
#define NREGS 8

static const char *const mnemonics[] = {"set", "add", "sub", "mul", "mod", "addi",
                                        "jmp", "jlt", "jz",  "out", "halt"};
/* Operand kinds per opcode: 'r' register, 'i' immediate or target. */
static const char *const operands[] = {"ri", "rrr", "rrr", "rrr", "rrr", "rri",
                                       "i",  "rri", "ri",  "r",   ""};

static const char *skip_blanks(const char *p) {
    while (*p == ' ' || *p == '\t') {
        p++;
    }
    return p;
}

static int same_word(const char *p, const char *word, int len) {
    for (int i = 0; i < len; i++) {
        if (word[i] == '\0' || word[i] != p[i]) {
            return 0;
        }
    }
    return word[len] == '\0';
}

/* Assembles source into code; returns the number of instructions or -1. */
int assemble(const char *src, struct insn *code) {
    int n = 0;
    while (*src != '\0') {
        src = skip_blanks(src);
        if (*src == ';') {
            while (*src != '\0' && *src != '\n') {
                src++;
            }
        }
        if (*src == '\n') {
            src++;
            continue;
        }
        if (*src == '\0') {
            break;
        }
        int len = 0;
        while (src[len] >= 'a' && src[len] <= 'z') {
            len++;
        }
        int op = -1;
        for (int k = 0; k <= OP_HALT; k++) {
            if (same_word(src, mnemonics[k], len)) {
                op = k;
            }
        }
        if (op < 0 || n >= MAX_CODE) {
            return -1;
        }
        src += len;
        int args[3] = {0, 0, 0};
        const char *kinds = operands[op];
        for (int k = 0; kinds[k] != '\0'; k++) {
            src = skip_blanks(src);
            if (kinds[k] == 'r') {
                if (*src != 'r' || src[1] < '0' || src[1] >= '0' + NREGS) {
                    return -1;
                }
                args[k] = src[1] - '0';
                src += 2;
            } else {
                int sign = 1;
                if (*src == '-') {
                    sign = -1;
                    src++;
                }
                if (*src < '0' || *src > '9') {
                    return -1;
                }
                int v = 0;
                while (*src >= '0' && *src <= '9') {
                    v = v * 10 + (*src - '0');
                    src++;
                }
                args[k] = sign * v;
            }
        }
        code[n].op = (enum opcode)op;
        code[n].a = args[0];
        code[n].b = args[1];
        code[n].c = args[2];
        n++;
    }
    return n;
}

/* Executes code on input; returns r7 at halt, or -1 on an error. */
int execute(const struct insn *code, int n, int input) {
    int reg[NREGS] = {0};
    int pc = 0;
    reg[0] = input;
    while (pc >= 0 && pc < n) {
        const struct insn *i = &code[pc];
        pc++;
        switch (i->op) {
        case OP_SET:
            reg[i->a] = i->b;
            break;
        case OP_ADD:
            reg[i->a] = reg[i->b] + reg[i->c];
            break;
        case OP_SUB:
            reg[i->a] = reg[i->b] - reg[i->c];
            break;
        case OP_MUL:
            reg[i->a] = reg[i->b] * reg[i->c];
            break;
        case OP_MOD:
            if (reg[i->c] == 0) {
                return -1;
            }
            reg[i->a] = reg[i->b] % reg[i->c];
            break;
        case OP_ADDI:
            reg[i->a] = reg[i->b] + i->c;
            break;
        case OP_JMP:
            pc = i->a;
            break;
        case OP_JLT:
            if (reg[i->a] < reg[i->b]) {
                pc = i->c;
            }
            break;
        case OP_JZ:
            if (reg[i->a] == 0) {
                pc = i->b;
            }
            break;
        case OP_OUT:
            printf("%d ", reg[i->a]);
            break;
        case OP_HALT:
            return reg[7];
        }
    }
    return -1;
}

int run(const char *src, int input) {
    struct insn code[MAX_CODE];
    int n = assemble(src, code);
    if (n < 0) {
        return -1;
    }
    return execute(code, n, input);
}

static const char primes[] =
    "; count the primes below r0; print each one\n"
    "    set  r1 2        ; 0: i = 2\n"
    "    jlt  r1 r0 3     ; 1: if i < n go on\n"
    "    halt             ; 2\n"
    "    set  r2 2        ; 3: d = 2\n"
    "    mul  r3 r2 r2    ; 4: d * d\n"
    "    jlt  r1 r3 10    ; 5: d * d > i: i is prime\n"
    "    mod  r4 r1 r2    ; 6\n"
    "    jz   r4 12       ; 7: d divides i: not prime\n"
    "    addi r2 r2 1     ; 8: d++\n"
    "    jmp  4           ; 9\n"
    "    out  r1          ; 10\n"
    "    addi r7 r7 1     ; 11: count++\n"
    "    addi r1 r1 1     ; 12: i++\n"
    "    jmp  1           ; 13\n";

int main(void) {
    int ns[] = {0, 2, 3, 10, 30, 100};
    for (int k = 0; k < 6; k++) {
        printf("primes below %d: ", ns[k]);
        int count = run(primes, ns[k]);
        printf("(%d)\n", count);
    }
    printf("bad program: %d\n", run("set r9 1\nhalt\n", 0));
    printf("no halt: %d\n", run("set r7 5\n", 0));
    printf("division by zero: %d\n", run("mod r1 r1 r2\nhalt\n", 1));
    return 0;
}
