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

struct vm;

struct vm {
    const char *prog;
    int pc;
    int sp;
    int stack[32];
    int match[256];
};

int run_spec(int);
static void op_digit_0(struct vm *);
static void push_0(struct vm *);
static void op_input_0(int, struct vm *);
static void push_1(int, struct vm *);
static void op_open_0(struct vm *);
static int top_0(struct vm *);
static void op_drop_0(struct vm *);
static int pop_0(struct vm *);
static int top_1(struct vm *);
static void op_dup_0(struct vm *);
static int top_2(struct vm *);
static void push_2(int, struct vm *);
static void op_dup_1(struct vm *);
static int top_3(struct vm *);
static void push_3(int, struct vm *);
static void op_mul_0(struct vm *);
static int pop_1(struct vm *);
static int pop_2(struct vm *);
static void push_4(int, struct vm *);
static void op_digit_1(struct vm *);
static void push_5(struct vm *);
static void op_mod_0(struct vm *);
static int pop_3(struct vm *);
static int pop_4(struct vm *);
static void push_6(int, struct vm *);
static void op_rot_0(struct vm *);
static int pop_5(struct vm *);
static int pop_6(struct vm *);
static int pop_7(struct vm *);
static void push_7(int, struct vm *);
static void push_8(int, struct vm *);
static void push_9(int, struct vm *);
static void op_add_0(struct vm *);
static int pop_8(struct vm *);
static int pop_9(struct vm *);
static void push_10(int, struct vm *);
static void op_swap_0(struct vm *);
static int pop_10(struct vm *);
static int pop_11(struct vm *);
static void push_11(int, struct vm *);
static void push_12(int, struct vm *);
static void op_digit_2(struct vm *);
static void push_13(struct vm *);
static void op_sub_0(struct vm *);
static int pop_12(struct vm *);
static int pop_13(struct vm *);
static void push_14(int, struct vm *);
static void op_close_0(struct vm *);
static int top_4(struct vm *);

static int endconf;

/* run specialized to prog = "0i[dd*7%r+s1-]o" */
int run_spec(int input)
{
    struct vm m;
    int tmp;
    op_digit_0(&m);
    op_input_0(input, &m);
    op_open_0(&m);
    if (endconf == 0) {
        do {
            op_dup_0(&m);
            op_dup_1(&m);
            op_mul_0(&m);
            op_digit_1(&m);
            op_mod_0(&m);
            op_rot_0(&m);
            op_add_0(&m);
            op_swap_0(&m);
            op_digit_2(&m);
            op_sub_0(&m);
            op_close_0(&m);
        } while (endconf != 0);
    }
    op_drop_0(&m);
    tmp = top_1(&m);
    return tmp;
}

/* op_digit: m = &m */
static void op_digit_0(struct vm *m_ref)
{
    push_0(m_ref);
    return;
}

/* push: m = &m, v = 0 */
static void push_0(struct vm *m_ref)
{
    m_ref->stack[0] = 0;
    return;
}

/* op_input: m = &m */
static void op_input_0(int input, struct vm *m_ref)
{
    push_1(input, m_ref);
    return;
}

/* push: m = &m */
static void push_1(int v, struct vm *m_ref)
{
    m_ref->stack[1] = v;
    return;
}

/* op_open: m = &m */
static void op_open_0(struct vm *m_ref)
{
    int tmp;
    tmp = top_0(m_ref);
    if (tmp == 0) {
        endconf = 1;
        return;
    }
    endconf = 0;
    return;
}

/* top: m = &m */
static int top_0(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* op_drop: m = &m */
static void op_drop_0(struct vm *m_ref)
{
    pop_0(m_ref);
    return;
}

/* pop: m = &m */
static int pop_0(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* top: m = &m */
static int top_1(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[0];
    return tmp;
}

/* op_dup: m = &m */
static void op_dup_0(struct vm *m_ref)
{
    int tmp;
    tmp = top_2(m_ref);
    push_2(tmp, m_ref);
    return;
}

/* top: m = &m */
static int top_2(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* push: m = &m */
static void push_2(int v, struct vm *m_ref)
{
    m_ref->stack[2] = v;
    return;
}

/* op_dup: m = &m */
static void op_dup_1(struct vm *m_ref)
{
    int tmp;
    tmp = top_3(m_ref);
    push_3(tmp, m_ref);
    return;
}

/* top: m = &m */
static int top_3(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* push: m = &m */
static void push_3(int v, struct vm *m_ref)
{
    m_ref->stack[3] = v;
    return;
}

/* op_mul: m = &m */
static void op_mul_0(struct vm *m_ref)
{
    int tmp;
    int b;
    int tmp_1;
    tmp = pop_1(m_ref);
    b = tmp;
    tmp_1 = pop_2(m_ref);
    push_4(tmp_1 * b, m_ref);
    return;
}

/* pop: m = &m */
static int pop_1(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[3];
    return tmp;
}

/* pop: m = &m */
static int pop_2(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* push: m = &m */
static void push_4(int v, struct vm *m_ref)
{
    m_ref->stack[2] = v;
    return;
}

/* op_digit: m = &m */
static void op_digit_1(struct vm *m_ref)
{
    push_5(m_ref);
    return;
}

/* push: m = &m, v = 7 */
static void push_5(struct vm *m_ref)
{
    m_ref->stack[3] = 7;
    return;
}

/* op_mod: m = &m */
static void op_mod_0(struct vm *m_ref)
{
    int tmp;
    int b;
    int tmp_1;
    int a;
    int tmp_2;
    tmp = pop_3(m_ref);
    b = tmp;
    tmp_1 = pop_4(m_ref);
    a = tmp_1;
    if (b == 0) {
        tmp_2 = 0;
    } else {
        tmp_2 = a % b;
    }
    push_6(tmp_2, m_ref);
    return;
}

/* pop: m = &m */
static int pop_3(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[3];
    return tmp;
}

/* pop: m = &m */
static int pop_4(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* push: m = &m */
static void push_6(int v, struct vm *m_ref)
{
    m_ref->stack[2] = v;
    return;
}

/* op_rot: m = &m */
static void op_rot_0(struct vm *m_ref)
{
    int tmp;
    int c;
    int tmp_1;
    int b;
    int tmp_2;
    int a;
    tmp = pop_5(m_ref);
    c = tmp;
    tmp_1 = pop_6(m_ref);
    b = tmp_1;
    tmp_2 = pop_7(m_ref);
    a = tmp_2;
    push_7(b, m_ref);
    push_8(c, m_ref);
    push_9(a, m_ref);
    return;
}

/* pop: m = &m */
static int pop_5(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* pop: m = &m */
static int pop_6(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* pop: m = &m */
static int pop_7(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[0];
    return tmp;
}

/* push: m = &m */
static void push_7(int v, struct vm *m_ref)
{
    m_ref->stack[0] = v;
    return;
}

/* push: m = &m */
static void push_8(int v, struct vm *m_ref)
{
    m_ref->stack[1] = v;
    return;
}

/* push: m = &m */
static void push_9(int v, struct vm *m_ref)
{
    m_ref->stack[2] = v;
    return;
}

/* op_add: m = &m */
static void op_add_0(struct vm *m_ref)
{
    int tmp;
    int b;
    int tmp_1;
    tmp = pop_8(m_ref);
    b = tmp;
    tmp_1 = pop_9(m_ref);
    push_10(tmp_1 + b, m_ref);
    return;
}

/* pop: m = &m */
static int pop_8(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* pop: m = &m */
static int pop_9(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* push: m = &m */
static void push_10(int v, struct vm *m_ref)
{
    m_ref->stack[1] = v;
    return;
}

/* op_swap: m = &m */
static void op_swap_0(struct vm *m_ref)
{
    int tmp;
    int b;
    int tmp_1;
    int a;
    tmp = pop_10(m_ref);
    b = tmp;
    tmp_1 = pop_11(m_ref);
    a = tmp_1;
    push_11(b, m_ref);
    push_12(a, m_ref);
    return;
}

/* pop: m = &m */
static int pop_10(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* pop: m = &m */
static int pop_11(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[0];
    return tmp;
}

/* push: m = &m */
static void push_11(int v, struct vm *m_ref)
{
    m_ref->stack[0] = v;
    return;
}

/* push: m = &m */
static void push_12(int v, struct vm *m_ref)
{
    m_ref->stack[1] = v;
    return;
}

/* op_digit: m = &m */
static void op_digit_2(struct vm *m_ref)
{
    push_13(m_ref);
    return;
}

/* push: m = &m, v = 1 */
static void push_13(struct vm *m_ref)
{
    m_ref->stack[2] = 1;
    return;
}

/* op_sub: m = &m */
static void op_sub_0(struct vm *m_ref)
{
    int tmp;
    int b;
    int tmp_1;
    tmp = pop_12(m_ref);
    b = tmp;
    tmp_1 = pop_13(m_ref);
    push_14(tmp_1 - b, m_ref);
    return;
}

/* pop: m = &m */
static int pop_12(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[2];
    return tmp;
}

/* pop: m = &m */
static int pop_13(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}

/* push: m = &m */
static void push_14(int v, struct vm *m_ref)
{
    m_ref->stack[1] = v;
    return;
}

/* op_close: m = &m */
static void op_close_0(struct vm *m_ref)
{
    int tmp;
    tmp = top_4(m_ref);
    if (tmp != 0) {
        endconf = 1;
        return;
    }
    endconf = 0;
    return;
}

/* top: m = &m */
static int top_4(struct vm *m_ref)
{
    int tmp;
    tmp = m_ref->stack[1];
    return tmp;
}
