/* vm: a bytecode interpreter for a stack machine.
 *
 * vm(code, arg) runs the bytecode program code with vars[0] = arg and the
 * other variables 0, and returns the value on top of the stack at RET (or -1
 * on an error: stack overflow or underflow, division by zero, bad opcode).
 * An instruction is an opcode, followed by one operand for PUSH k, LOAD v,
 * STORE v, JZ t and JMP t (t is an index into code). JZ pops its condition;
 * LT pushes 1 or 0.
 *
 * main runs the program collatz (the total number of Collatz steps of
 * 1..arg) with "n reps" from standard input: reps runs on n or n + 1. */
#include <stdio.h>

enum { OP_PUSH, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_LT, OP_JZ, OP_JMP,
       OP_RET };

#define STACK 32
#define NVARS 8

long vm(const int *code, long arg) {
    long stack[STACK];
    long vars[NVARS] = {0};
    int sp = 0;
    int pc = 0;
    vars[0] = arg;
    for (;;) {
        int op = code[pc++];
        if (op <= OP_STORE && sp >= STACK) {
            return -1;
        }
        if (op >= OP_ADD && op <= OP_LT && sp < 2) {
            return -1;
        }
        switch (op) {
        case OP_PUSH:
            stack[sp++] = code[pc++];
            break;
        case OP_LOAD:
            stack[sp++] = vars[code[pc++] % NVARS];
            break;
        case OP_STORE:
            if (sp < 1) {
                return -1;
            }
            vars[code[pc++] % NVARS] = stack[--sp];
            break;
        case OP_ADD:
            sp--;
            stack[sp - 1] += stack[sp];
            break;
        case OP_SUB:
            sp--;
            stack[sp - 1] -= stack[sp];
            break;
        case OP_MUL:
            sp--;
            stack[sp - 1] *= stack[sp];
            break;
        case OP_DIV:
        case OP_MOD:
            sp--;
            if (stack[sp] == 0) {
                return -1;
            }
            if (op == OP_DIV) {
                stack[sp - 1] /= stack[sp];
            } else {
                stack[sp - 1] %= stack[sp];
            }
            break;
        case OP_LT:
            sp--;
            stack[sp - 1] = stack[sp - 1] < stack[sp];
            break;
        case OP_JZ:
            if (sp < 1) {
                return -1;
            }
            if (stack[--sp] == 0) {
                pc = code[pc];
            } else {
                pc++;
            }
            break;
        case OP_JMP:
            pc = code[pc];
            break;
        case OP_RET:
            return sp > 0 ? stack[sp - 1] : -1;
        default:
            return -1;
        }
    }
}

/* vars: 0 n, 1 i, 2 x, 3 steps. */
static const int collatz[] = {
    OP_PUSH, 1, OP_STORE, 1,                       /*  0: i = 1 */
    OP_PUSH, 0, OP_STORE, 3,                       /*  4: steps = 0 */
    OP_LOAD, 1, OP_LOAD, 0, OP_PUSH, 1, OP_ADD,    /*  8: while i < n + 1 */
    OP_LT, OP_JZ, 73,                              /* 15 */
    OP_LOAD, 1, OP_STORE, 2,                       /* 18: x = i */
    OP_PUSH, 1, OP_LOAD, 2, OP_LT, OP_JZ, 64,      /* 22: while 1 < x */
    OP_LOAD, 2, OP_PUSH, 2, OP_MOD, OP_JZ, 48,     /* 29: if x odd */
    OP_LOAD, 2, OP_PUSH, 3, OP_MUL, OP_PUSH, 1,    /* 36: x = 3 x + 1 */
    OP_ADD, OP_STORE, 2, OP_JMP, 55,               /* 43 */
    OP_LOAD, 2, OP_PUSH, 2, OP_DIV, OP_STORE, 2,   /* 48: else x = x / 2 */
    OP_LOAD, 3, OP_PUSH, 1, OP_ADD, OP_STORE, 3,   /* 55: steps++ */
    OP_JMP, 22,                                    /* 62 */
    OP_LOAD, 1, OP_PUSH, 1, OP_ADD, OP_STORE, 1,   /* 64: i++ */
    OP_JMP, 8,                                     /* 71 */
    OP_LOAD, 3, OP_RET};                           /* 73: return steps */

int main(void) {
    long n;
    int reps;
    if (scanf("%ld %d", &n, &reps) != 2) {
        return 1;
    }
    long sum = 0;
    for (int r = 0; r < reps; r++) {
        sum += vm(collatz, n + (r & 1));
    }
    printf("sum of results %ld\n", sum);
    return 0;
}
