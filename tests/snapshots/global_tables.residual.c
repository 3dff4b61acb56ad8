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


int score_spec(int, char *);

int weights[6] __attribute__((weak)) = { [0] = 3, [1] = 1, [2] = 4, [3] = 1, [4] = 5, [5] = 9 };
const unsigned char classes[8] __attribute__((weak)) = {
    [0] = (unsigned char)'\000',
    [1] = (unsigned char)'\001',
    [2] = (unsigned char)'\001',
    [3] = (unsigned char)'\002',
    [4] = (unsigned char)'\000',
    [5] = (unsigned char)'\002',
    [6] = (unsigned char)'\001',
    [7] = (unsigned char)'\000',
};

/* score specialized to scale = 7 */
int score_spec(int i, char *out)
{
    int w;
    w = weights[(unsigned int)i % 6U] * 7;
    switch ((int)classes[(unsigned int)i % 8U]) {
    case 0:
        out[0] = (char)'z';
        out[1] = (char)'e';
        out[2] = (char)'r';
        out[3] = (char)'o';
        out[4] = (char)'\000';
        return w;
    case 1:
        out[0] = (char)'o';
        out[1] = (char)'n';
        out[2] = (char)'e';
        out[3] = (char)'\000';
        return w + 7;
    default:
        out[0] = (char)'t';
        out[1] = (char)'w';
        out[2] = (char)'o';
        out[3] = (char)'\000';
        return -w;
    }
}
