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


int addresses_spec(int);

static int g[4] = { [0] = 1, [1] = 2, [2] = 3, [3] = 4 };
int ga __attribute__((weak)) = 11;
int gb __attribute__((weak)) = 22;

/* addresses specialized to n = 1 */
int addresses_spec(int i)
{
    int tmp;
    int r;
    int la;
    int lb;
    unsigned long t[4];
    unsigned long v;
    long long d;
    tmp = g[1] * i;
    r = tmp;
    if (((unsigned long)g & 3UL) == 0UL) {
        r = r + 1;
    }
    la = 1;
    lb = 2;
    __builtin_memset(&t, 0, sizeof(t));
    t[0] = (unsigned long)&ga;
    t[1] = (unsigned long)&gb;
    t[2] = (unsigned long)&la;
    t[3] = (unsigned long)&lb;
    v = t[i & 3];
    r = r * 3 + *(int *)v;
    d = (long long)(t[(i + 1) & 3] - t[0]);
    return r * 3 + (d != 0LL);
}
