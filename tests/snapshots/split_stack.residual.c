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


int eval_spec(int, int);
static void push_0(int);
static void push_1(int);
static int pop_0(void);
static int pop_1(void);

static int sp;
static int stack_0;
static int stack_1;

int eval_spec(int x, int y)
{
    int tmp;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int scratch_0 __attribute__((unused));
    int scratch_1;
    int scratch_2;
    int scratch_3;
    scratch_0 = 0;
    scratch_1 = 0;
    scratch_2 = 0;
    scratch_3 = 0;
    scratch_0 = 1;
    scratch_1 = 2;
    scratch_2 = 3;
    scratch_3 = 4;
    push_0(x);
    push_1(y);
    tmp = pop_0();
    tmp_1 = pop_1();
    push_0(tmp + tmp_1);
    push_1(x * scratch_2);
    tmp_2 = pop_0();
    scratch_1 = tmp_2;
    tmp_3 = pop_1();
    sp = 0;
    return tmp_3 * scratch_1 + scratch_3;
}

/* push: sp = 0 */
static void push_0(int v)
{
    stack_0 = v;
    return;
}

/* push: sp = 1 */
static void push_1(int v)
{
    stack_1 = v;
    return;
}

/* pop: sp = 2 */
static int pop_0(void)
{
    return stack_1;
}

/* pop: sp = 1 */
static int pop_1(void)
{
    return stack_0;
}
