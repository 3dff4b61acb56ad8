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
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
#pragma GCC diagnostic ignored "-Wformat-overflow"
#pragma GCC diagnostic ignored "-Wformat-truncation"
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Wstringop-truncation"
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
    if (sp < 32) goto L2;
    stack_error = 1;
    return;
L2:
    stack[sp] = v;
    sp = sp + 1;
    return;
}

int pop(void)
{
    if (sp > 0) goto L2;
    stack_error = 1;
    return 0;
L2:
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
L1:
    if ((int)*expr == 0) goto L3;
    c = *expr;
    if ((int)c == 32) goto L4; else goto L5;
L3:
    tmp_2 = pop();
    result = tmp_2;
    if (sp != 0) goto L26; else goto L27;
L4:
    expr = expr + 1;
    goto L1;
L5:
    if ((int)c >= 48) goto L8; else goto L7;
L6:
    v = 0;
    goto L9;
L7:
    if ((int)c == 120) goto L13; else goto L14;
L8:
    if ((int)c <= 57) goto L6; else goto L7;
L9:
    if ((int)*expr >= 48) goto L12; else goto L11;
L10:
    v = v * 10 + ((int)*expr - 48);
    expr = expr + 1;
    goto L9;
L11:
    push(v);
    goto L1;
L12:
    if ((int)*expr <= 57) goto L10; else goto L11;
L13:
    push(x);
    expr = expr + 1;
    goto L1;
L14:
    tmp = pop();
    b = tmp;
    tmp_1 = pop();
    a = tmp_1;
    switch ((int)c) {
    case 43: goto L16;
    case 45: goto L17;
    case 42: goto L18;
    case 47: goto L19;
    case 37: goto L22;
    default: goto L25;
    }
L15:
    expr = expr + 1;
    goto L1;
L16:
    push(a + b);
    goto L15;
L17:
    push(a - b);
    goto L15;
L18:
    push(a * b);
    goto L15;
L19:
    if (b != 0) goto L21;
    stack_error = 1;
    push(0);
    goto L15;
L21:
    push(a / b);
    goto L15;
L22:
    if (b != 0) goto L24;
    stack_error = 1;
    push(0);
    goto L15;
L24:
    push(a % b);
    goto L15;
L25:
    stack_error = 1;
    return 0;
L26:
    stack_error = 1;
L27:
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
L1:
    if (i >= 8) goto L4;
    j = 0;
    goto L5;
L3:
    i = i + 1;
    goto L1;
L4:
    return 0;
L5:
    if (j >= 4) goto L3;
    tmp = rpn(exprs[i], xs[j]);
    r = tmp;
    if (stack_error) goto L8; else goto L9;
L7:
    j = j + 1;
    goto L5;
L8:
    tmp_1 = " (error)";
    goto L10;
L9:
    tmp_1 = "";
L10:
    printf("%-16s x=%3d -> %5d%s\n", exprs[i], xs[j], r, tmp_1);
    goto L7;
}
