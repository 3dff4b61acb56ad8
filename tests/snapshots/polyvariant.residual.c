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


int f_spec(int, int);
static int power_0(int);
static int power_1(int, int);
static int scaled_0(int, int);
static int power_2(int);

/* f specialized to n = 5 */
int f_spec(int x, int k)
{
    int tmp;
    int tmp_1;
    int tmp_2;
    tmp = power_0(x);
    tmp_1 = power_1(k, x & 3);
    tmp_2 = scaled_0(k, x);
    return tmp + tmp_1 + tmp_2;
}

/* power: n = 5 */
static int power_0(int x)
{
    int r;
    r = 1;
    r = r * x;
    r = r * x;
    r = r * x;
    r = r * x;
    r = r * x;
    return r;
}

/* power */
static int power_1(int x, int n)
{
    int r;
    int i;
    r = 1;
    i = 0;
    while (i < n) {
        r = r * x;
        i = i + 1;
    }
    return r;
}

/* scaled: n = 2 */
static int scaled_0(int x, int by)
{
    int tmp;
    tmp = power_2(x);
    return tmp * by;
}

/* power: n = 2 */
static int power_2(int x)
{
    int r;
    r = 1;
    r = r * x;
    r = r * x;
    return r;
}
