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


int digit_sum_spec(unsigned int);
static int digits_0(unsigned int, char (*)[4]);

int digit_sum_spec(unsigned int u)
{
    char buf[4];
    int tmp;
    int n;
    int s;
    tmp = digits_0(u, &buf);
    n = tmp;
    s = 0;
    if (0 < n) {
        s = s + ((int)buf[0] - '0');
        if (1 < n) {
            s = s + ((int)buf[1] - '0');
            if (2 < n) {
                s = s + ((int)buf[2] - '0');
                if (3 < n) {
                    s = s + ((int)buf[3] - '0');
                    if (4 < n) {
                        __builtin_trap();
                        return 0;
                    }
                }
            }
        }
    }
    return s * 10 + n;
}

/* digits: buf = &buf */
static int digits_0(unsigned int u, char (*buf_ref)[4])
{
    (*buf_ref)[0] = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) {
        (*buf_ref)[1] = (char)(48U + u % 10U);
        u = u / 10U;
        if (u != 0U) {
            (*buf_ref)[2] = (char)(48U + u % 10U);
            u = u / 10U;
            if (u != 0U) {
                (*buf_ref)[3] = (char)(48U + u % 10U);
                u = u / 10U;
                if (u != 0U) {
                    __builtin_trap();
                    return 0;
                }
                return 4;
            }
            return 3;
        }
        return 2;
    }
    return 1;
}
