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


void gsort_spec(void *, int);
static int ascending_0(const void *, const void *);

/* gsort specialized to size = 4, cmp = ascending */
void gsort_spec(void *base, int n)
{
    char *a;
    int i;
    int j;
    int tmp;
    char *x;
    char *y;
    char t;
    a = (char *)base;
    i = 1;
    while (i < n) {
        j = i;
        while (j > 0) {
            tmp = ascending_0((const void *)(a + (j - 1) * 4), (const void *)(a + j * 4));
            if (tmp <= 0) {
                break;
            }
            x = a + (j - 1) * 4;
            y = a + j * 4;
            t = x[0];
            x[0] = y[0];
            y[0] = t;
            t = x[1];
            x[1] = y[1];
            y[1] = t;
            t = x[2];
            x[2] = y[2];
            y[2] = t;
            t = x[3];
            x[3] = y[3];
            y[3] = t;
            j = j - 1;
        }
        i = i + 1;
    }
    return;
}

/* ascending */
static int ascending_0(const void *p, const void *q)
{
    int a;
    int b;
    a = *(const int *)p;
    b = *(const int *)q;
    return (a < b ? -1 : a > b);
}
