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


int decode_spec(const unsigned char *, int, int *);

/* decode specialized to codes = {"00", "01", "100", "11"}, count = 4 */
int decode_spec(const unsigned char *bits, int nbits, int *out)
{
    int n;
    int i;
    int tmp;
    n = 0;
    i = 0;
    while (i < nbits) {
        switch ((int)bits[i] & 1) {
        case 0:
            i = i + 1;
            if (i >= nbits) {
                goto L3;
            }
            switch ((int)bits[i] & 1) {
            case 0:
                tmp = n;
                n = tmp + 1;
                out[tmp] = 0;
                goto L8;
            default:
                tmp = n;
                n = tmp + 1;
                out[tmp] = 1;
                goto L8;
            }
            break;
        default:
            i = i + 1;
            if (i >= nbits) {
                goto L3;
            }
            switch ((int)bits[i] & 1) {
            case 0:
                i = i + 1;
                if (i >= nbits) {
                    goto L3;
                }
                switch ((int)bits[i] & 1) {
                case 0:
                    tmp = n;
                    n = tmp + 1;
                    out[tmp] = 2;
                    goto L8;
                default:
                    return -1;
                }
                break;
            default:
                tmp = n;
                n = tmp + 1;
                out[tmp] = 3;
                goto L8;
            }
            break;
        }
L8:
        i = i + 1;
    }
L3:
    return n;
}
