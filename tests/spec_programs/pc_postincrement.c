/* A stack VM reading its code with code[pc++]: pc is bounded by the
 * static code (the read is through a copy of pc), so it stays static
 * while the stack, its pointer and the input and output positions grow.
 * Ops: P k (push the digit k), A (add the top two), J t (jump to t if
 * the next input is nonzero), O (output the top), D (drop), H (halt). */
int vm(const char *code, const int *in, int *out) {
    int stack[256];
    int sp = 0, pc = 0, op = 0, ip = 0;
    for (;;) {
        char c = code[pc++];
        switch (c) {
        case 'P': if (sp >= 256) return -1; stack[sp++] = code[pc++] - '0'; break;
        case 'A': if (sp < 2) return -2; sp--; stack[sp - 1] += stack[sp]; break;
        case 'J': { int t = code[pc++] - '0'; if (in[ip++]) pc = t; break; }
        case 'O': if (sp < 1) return -3; out[op++] = stack[sp - 1]; break;
        case 'D': if (sp < 1) return -4; sp--; break;
        case 'H': return op;
        default: return -5;
        }
    }
}
