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


int freed_spec(int);

static int a_0 __attribute__((aligned(16)));
static int a_1 __attribute__((aligned(16)));
static int a_2 __attribute__((aligned(16)));
static int a_3 __attribute__((aligned(16)));
static int a_4 __attribute__((aligned(16)));
static int a_5 __attribute__((aligned(16)));
static int a_6 __attribute__((aligned(16)));
static int a_7 __attribute__((aligned(16)));

int freed_spec(int d)
{
    int tmp;
    int s;
    tmp = 0;
    a_0 = tmp;
    tmp = 1;
    a_1 = tmp;
    tmp = 2;
    a_2 = tmp;
    tmp = 3;
    a_3 = tmp;
    tmp = 4 * d;
    a_4 = tmp;
    tmp = 5 * d;
    a_5 = tmp;
    tmp = 6 * d;
    a_6 = tmp;
    tmp = 7 * d;
    a_7 = tmp;
    s = 0;
    s = s + a_0;
    s = s + a_1 * 2;
    s = s + a_2 * 3;
    s = s + a_3 * 4;
    s = s + a_4 * 5;
    s = s + a_5 * 6;
    s = s + a_6 * 7;
    s = s + a_7 * 8;
    return s;
}
