/* stack: push and pop on a global array with a global stack pointer, used by a
 * small evaluator of reverse Polish notation (RPN).
 *
 * An expression such as "x 2 * 3 +" is a sequence of tokens separated by
 * spaces: a number pushes itself, x pushes the argument, and + - * / % pop two
 * values and push the result. With the expression static, the residual program
 * has no parsing left: only the arithmetic on x (and, with the stack kept
 * static, no pushes and pops either). */
#include <stdio.h>

#define STACK_SIZE 32

int stack[STACK_SIZE];
int sp = 0;
int stack_error = 0;

void push(int v) {
    if (sp >= STACK_SIZE) {
        stack_error = 1;
        return;
    }
    stack[sp] = v;
    sp++;
}

int pop(void) {
    if (sp <= 0) {
        stack_error = 1;
        return 0;
    }
    sp--;
    return stack[sp];
}

/* Evaluates an RPN expression for a value of x; sets stack_error on errors. */
int rpn(const char *expr, int x) {
    sp = 0;
    stack_error = 0;
    while (*expr != '\0') {
        char c = *expr;
        if (c == ' ') {
            expr++;
        } else if (c >= '0' && c <= '9') {
            int v = 0;
            while (*expr >= '0' && *expr <= '9') {
                v = v * 10 + (*expr - '0');
                expr++;
            }
            push(v);
        } else if (c == 'x') {
            push(x);
            expr++;
        } else {
            int b = pop();
            int a = pop();
            switch (c) {
            case '+':
                push(a + b);
                break;
            case '-':
                push(a - b);
                break;
            case '*':
                push(a * b);
                break;
            case '/':
                if (b == 0) {
                    stack_error = 1;
                    push(0);
                } else {
                    push(a / b);
                }
                break;
            case '%':
                if (b == 0) {
                    stack_error = 1;
                    push(0);
                } else {
                    push(a % b);
                }
                break;
            default:
                stack_error = 1;
                return 0;
            }
            expr++;
        }
    }
    int result = pop();
    if (sp != 0) {
        stack_error = 1;
    }
    return result;
}

int main(void) {
    const char *exprs[] = {"x 2 * 3 +", "x x * x * 10 -", "1 2 3 4 + + +", "x 7 % x 7 / +",
                           "100 x /", "x +", "x 1 1", "x 2 ^"};
    int xs[] = {-3, 0, 5, 12};
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 4; j++) {
            int r = rpn(exprs[i], xs[j]);
            printf("%-16s x=%3d -> %5d%s\n", exprs[i], xs[j], r, stack_error ? " (error)" : "");
        }
    }
    return 0;
}
