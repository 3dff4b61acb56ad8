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


int rpn_spec(int);
static void push_0(int);
static void push_1(void);
static int pop_0(void);
static int pop_1(void);
static void push_2(void);

int stack[32] __attribute__((weak));
int sp __attribute__((weak)) = 0;
int stack_error __attribute__((weak)) = 0;

/* rpn specialized to expr = "x 2 * 3 +" */
int rpn_spec(int x)
{
    int tmp;
    int b;
    int tmp_1;
    int a;
    int tmp_2;
    int result;
    push_0(x);
    push_1();
    tmp = pop_0();
    b = tmp;
    tmp_1 = pop_1();
    a = tmp_1;
    push_0(a * b);
    push_2();
    tmp = pop_0();
    b = tmp;
    tmp_1 = pop_1();
    a = tmp_1;
    push_0(a + b);
    tmp_2 = pop_1();
    result = tmp_2;
    sp = 0;
    stack_error = 0;
    return result;
}

/* push: sp = 0, stack_error = 0 */
static void push_0(int v)
{
    stack[0] = v;
    return;
}

/* push: v = 2, sp = 1, stack_error = 0 */
static void push_1(void)
{
    stack[1] = 2;
    return;
}

/* pop: sp = 2, stack_error = 0 */
static int pop_0(void)
{
    return stack[1];
}

/* pop: sp = 1, stack_error = 0 */
static int pop_1(void)
{
    return stack[0];
}

/* push: v = 3, sp = 1, stack_error = 0 */
static void push_2(void)
{
    stack[1] = 3;
    return;
}
