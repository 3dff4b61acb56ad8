/* A threaded interpreter (gcc's labels as values) whose conditional jump
   goes through a table of two labels indexed by a run-time value. cmix
   turns that `goto *` into a switch between the two labels (a trick), so
   the program counter and the stack stay static and the residual program
   is the bytecode program compiled. */
enum { PUSH, LOADA, LOAD, STORE, ADD, JNZ, JMP, HALT };

long run(const int *code, long a) {
    static void *const dispatch[] = {&&push, &&loada, &&load, &&store,
                                     &&add,  &&jnz,   &&jmp,  &&halt};
    static void *const branch[2] = {&&not_taken, &&taken};
    long stack[8], regs[4] = {0, 0, 0, 0};
    int sp = 0;
    const int *pc = code;
    int target;
#define NEXT goto *dispatch[*pc++]
    NEXT;
push:
    stack[sp++] = *pc++;
    NEXT;
loada:
    stack[sp++] = a;
    NEXT;
load:
    stack[sp++] = regs[*pc++];
    NEXT;
store:
    regs[*pc++] = stack[--sp];
    NEXT;
add:
    sp--;
    stack[sp - 1] += stack[sp];
    NEXT;
jnz:
    target = *pc++;
    goto *branch[stack[--sp] != 0];
taken:
    pc = code + target;
    NEXT;
not_taken:
    NEXT;
jmp:
    pc = code + *pc;
    NEXT;
halt:
    return stack[sp - 1];
}
