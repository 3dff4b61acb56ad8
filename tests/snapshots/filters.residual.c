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


static int smooth(const int *) __attribute__((unused));
static int edge(const int *) __attribute__((unused));
static int sharpen(const int *) __attribute__((unused));
static int pass(const int *) __attribute__((unused));
int apply_spec(int, const int *, int, int *);
static int fir_0(const int *);
static int fir_1(const int *);
static int fir_2(const int *);

static int (*const filters[4])(const int *) = { [0] = smooth, [1] = edge, [2] = sharpen, [3] = pass };

/* smooth: nothing static (run-time code may call it through a pointer) */
static int smooth(const int *window)
{
    int tmp;
    tmp = fir_0(window);
    return tmp / 16;
}

/* edge: nothing static (run-time code may call it through a pointer) */
static int edge(const int *window)
{
    int tmp;
    tmp = fir_1(window);
    return tmp;
}

/* sharpen: nothing static (run-time code may call it through a pointer) */
static int sharpen(const int *window)
{
    int tmp;
    tmp = fir_2(window);
    return tmp / 4;
}

/* pass: nothing static (run-time code may call it through a pointer) */
static int pass(const int *window)
{
    return window[2];
}

/* apply specialized to scale = 3 */
int apply_spec(int which, const int *signal, int n, int *out)
{
    int (*tmp)(const int *);
    int (*f)(const int *);
    int m;
    int i;
    int tmp_1;
    int tmp_2;
    if (which >= 0) {
        if (which < 4) {
            tmp = filters[which];
            goto L3;
        }
    }
    tmp = pass;
L3:
    f = tmp;
    m = 0;
    i = 0;
    while (i + 5 <= n) {
        tmp_1 = m;
        m = tmp_1 + 1;
        tmp_2 = f(&signal[i]);
        out[tmp_1] = 3 * tmp_2;
        i = i + 1;
    }
    return m;
}

/* fir: taps = &smooth_taps */
static int fir_0(const int *window)
{
    int sum;
    sum = 0;
    sum = sum + window[0];
    sum = sum + 4 * window[1];
    sum = sum + 6 * window[2];
    sum = sum + 4 * window[3];
    sum = sum + window[4];
    return sum;
}

/* fir: taps = &edge_taps */
static int fir_1(const int *window)
{
    int sum;
    sum = 0;
    sum = sum;
    sum = sum + -1 * window[1];
    sum = sum + 2 * window[2];
    sum = sum + -1 * window[3];
    sum = sum;
    return sum;
}

/* fir: taps = &sharpen_taps */
static int fir_2(const int *window)
{
    int sum;
    sum = 0;
    sum = sum;
    sum = sum + -2 * window[1];
    sum = sum + 8 * window[2];
    sum = sum + -2 * window[3];
    sum = sum;
    return sum;
}
