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


int *__errno_location(void);
double weigh_spec(const double *, int *);

/* weigh specialized to spec = "i:123 x:ff d:2.5 u:-1 o:0x1F o:017 f:0.... */
double weigh_spec(const double *w, int *bad)
{
    double total;
    int k;
    int *tmp;
    int *tmp_1;
    int *errno_at;
    int *errno_at_1;
    total = 0.0;
    k = 0;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 123.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 255.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 2.5 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 1.8446744073709552e19 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 31.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 15.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 0.10000000149011612 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    errno_at = __errno_location();
    *errno_at = 34;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + __builtin_inf() * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    errno_at_1 = __errno_location();
    *errno_at_1 = 34;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 9.223372036854776e18 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + 0.0005 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    *bad = *bad + 1;
    total = total + 0.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    *bad = *bad + 1;
    total = total + 0.0 * w[k % 4];
    k = k + 1;
    tmp = __errno_location();
    *tmp = 0;
    tmp_1 = __errno_location();
    if (*tmp_1 == 34) {
        *bad = *bad + 1;
    }
    total = total + -8.0 * w[k % 4];
    k = k + 1;
    return total + 0.125 * w[0];
}
