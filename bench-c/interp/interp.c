/* interp: an interpreter for a tiny assembly language (the benchmark of the
 * book's section 11.8.1: the Primes program run with n = 500).
 *
 * A program is text, one instruction per line:
 *
 *     set  rA imm       rA = imm
 *     add  rA rB rC     rA = rB + rC        (also sub, mul, mod)
 *     addi rA rB imm    rA = rB + imm
 *     jmp  T            go to instruction T (instructions count from 0)
 *     jlt  rA rB T      if rA < rB go to T
 *     jz   rA T         if rA == 0 go to T
 *     out  rA           output rA (folded into the checksum out_sum)
 *     halt              stop; the result is r7
 *
 * Registers are r0..r7; r0 holds the input when the program starts. Text after
 * ';' is a comment. run() assembles the text into an array of instructions,
 * then executes it.
 *
 * main reads the program from primes.asm and "n reps" from standard input, then runs the program reps times on n. */
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

enum opcode { OP_SET, OP_ADD, OP_SUB, OP_MUL, OP_MOD, OP_ADDI, OP_JMP, OP_JLT, OP_JZ, OP_OUT,
              OP_HALT };

struct insn {
    enum opcode op;
    int a, b, c;
};

#define MAX_CODE 2048
#define NREGS 8

/* What the interpreted program prints (out) is folded into this checksum. */
unsigned out_sum;

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
            out_sum = out_sum * 31u + (unsigned)reg[i->a];
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

/* Reads a whole file into a NUL-terminated buffer (exits on failure). */
static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        exit(1);
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf != NULL && (got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    fclose(f);
    if (buf == NULL) {
        exit(1);
    }
    buf[len] = '\0';
    return buf;
}

int main(void) {
    int n, reps;
    if (scanf("%d %d", &n, &reps) != 2) {
        return 1;
    }
    char *src = read_file("primes.asm");
    long sum = 0;
    for (int r = 0; r < reps; r++) {
        sum += run(src, n + (r & 1));
    }
    printf("sum of results %ld, output checksum %u\n", sum, out_sum);
    free(src);
    return 0;
}
