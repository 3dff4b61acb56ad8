/* Array splitting (book example 11.8): with the stack pointer static, every
 * index into the stack is a constant in the residual program, so the
 * stack (internal to this file) becomes one variable per slot. */
static int stack[8];
static int sp;

static void push(int v) { stack[sp++] = v; }

static int pop(void) { return stack[--sp]; }

int eval(int x, int y) {
    int scratch[4] = {1, 2, 3, 4};
    sp = 0;
    push(x);
    push(y);
    push(pop() + pop());
    push(x * scratch[2]);
    scratch[1] = pop();
    return pop() * scratch[1] + scratch[3];
}

int main(void) { return eval(2, 3) == 34 ? 0 : 1; }
