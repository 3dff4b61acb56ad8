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


int freed_spec(int);

static int alloc_0_0;
static int alloc_0_1;
static int alloc_0_2;
static int alloc_0_3;
static int alloc_0_4;
static int alloc_0_5;
static int alloc_0_6;
static int alloc_0_7;

int freed_spec(int d)
{
    int tmp;
    int s;
    tmp = 0;
    alloc_0_0 = tmp;
    tmp = 1;
    alloc_0_1 = tmp;
    tmp = 2;
    alloc_0_2 = tmp;
    tmp = 3;
    alloc_0_3 = tmp;
    tmp = 4 * d;
    alloc_0_4 = tmp;
    tmp = 5 * d;
    alloc_0_5 = tmp;
    tmp = 6 * d;
    alloc_0_6 = tmp;
    tmp = 7 * d;
    alloc_0_7 = tmp;
    s = 0;
    s = s + alloc_0_0;
    s = s + alloc_0_1 * 2;
    s = s + alloc_0_2 * 3;
    s = s + alloc_0_3 * 4;
    s = s + alloc_0_4 * 5;
    s = s + alloc_0_5 * 6;
    s = s + alloc_0_6 * 7;
    s = s + alloc_0_7 * 8;
    return s;
}
