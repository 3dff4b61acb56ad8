/* Warnings the source program itself draws; see cmix's emit_c.rs. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#endif
#pragma GCC diagnostic ignored "-Waddress"
#pragma GCC diagnostic ignored "-Wbool-compare"
#pragma GCC diagnostic ignored "-Wbool-operation"
#pragma GCC diagnostic ignored "-Wdiv-by-zero"
#pragma GCC diagnostic ignored "-Woverflow"
#pragma GCC diagnostic ignored "-Wshift-count-negative"
#pragma GCC diagnostic ignored "-Wshift-count-overflow"
#pragma GCC diagnostic ignored "-Wshift-negative-value"
#pragma GCC diagnostic ignored "-Wshift-overflow"
#pragma GCC diagnostic ignored "-Wtautological-compare"
#pragma GCC diagnostic ignored "-Wtype-limits"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wint-in-bool-context"
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
#pragma GCC diagnostic ignored "-Wmemset-elt-size"
#pragma GCC diagnostic ignored "-Wformat-overflow"
#pragma GCC diagnostic ignored "-Wformat-truncation"
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#pragma GCC diagnostic ignored "-Wnonnull"
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"


int printf(const char *, ...);
void push(int);
int pop(void);
int rpn(const char *, int);
int main(void);

int stack[32];
int sp = 0;
int stack_error = 0;

void push(int v)
{
    if (sp >= 32) {
        stack_error = 1;
        return;
    }
    stack[sp] = v;
    sp = sp + 1;
    return;
}

int pop(void)
{
    if (sp <= 0) {
        stack_error = 1;
        return 0;
    }
    sp = sp - 1;
    return stack[sp];
}

int rpn(const char *expr, int x)
{
    char c;
    int v;
    int b;
    int tmp;
    int a;
    int tmp_1;
    int result;
    int tmp_2;
    sp = 0;
    stack_error = 0;
    while ((int)*expr != 0) {
        c = *expr;
        if ((int)c == ' ') {
            expr = expr + 1;
        } else {
            if ((int)c >= '0') {
                if ((int)c <= '9') {
                    v = 0;
                    while ((int)*expr >= '0') {
                        if ((int)*expr > '9') {
                            break;
                        }
                        v = v * 10 + ((int)*expr - '0');
                        expr = expr + 1;
                    }
                    push(v);
                    continue;
                }
            }
            if ((int)c == 'x') {
                push(x);
                expr = expr + 1;
            } else {
                tmp = pop();
                b = tmp;
                tmp_1 = pop();
                a = tmp_1;
                switch ((int)c) {
                case 43:
                    push(a + b);
                    break;
                case 45:
                    push(a - b);
                    break;
                case 42:
                    push(a * b);
                    break;
                case 47:
                    if (b == 0) {
                        stack_error = 1;
                        push(0);
                        break;
                    }
                    push(a / b);
                    break;
                case 37:
                    if (b == 0) {
                        stack_error = 1;
                        push(0);
                        break;
                    }
                    push(a % b);
                    break;
                default:
                    stack_error = 1;
                    return 0;
                }
                expr = expr + 1;
            }
        }
    }
    tmp_2 = pop();
    result = tmp_2;
    if (sp != 0) {
        stack_error = 1;
        return result;
    }
    return result;
}

int main(void)
{
    const char *exprs[8];
    int xs[4];
    int i;
    int j;
    int r;
    int tmp;
    char *tmp_1;
    __builtin_memset(&exprs, 0, sizeof(exprs));
    exprs[0] = "x 2 * 3 +";
    exprs[1] = "x x * x * 10 -";
    exprs[2] = "1 2 3 4 + + +";
    exprs[3] = "x 7 % x 7 / +";
    exprs[4] = "100 x /";
    exprs[5] = "x +";
    exprs[6] = "x 1 1";
    exprs[7] = "x 2 ^";
    __builtin_memset(&xs, 0, sizeof(xs));
    xs[0] = -3;
    xs[1] = 0;
    xs[2] = 5;
    xs[3] = 12;
    i = 0;
    while (i < 8) {
        j = 0;
        while (j < 4) {
            tmp = rpn(exprs[i], xs[j]);
            r = tmp;
            if (stack_error) {
                tmp_1 = " (error)";
            } else {
                tmp_1 = "";
            }
            printf("%-16s x=%3d -> %5d%s\n", exprs[i], xs[j], r, tmp_1);
            j = j + 1;
        }
        i = i + 1;
    }
    return 0;
}
