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


int glob_spec(const char *);
static int glob_0(const char *);

/* glob specialized to pat = "*.[ch]x?[!a-y]" */
int glob_spec(const char *s)
{
    int tmp;
    for (;;) {
        tmp = glob_0(s);
        if (tmp) {
            break;
        }
        if ((int)*s == 0) {
            return 0;
        }
        s = s + 1;
    }
    return 1;
}

/* glob: pat = &heap block 0 + 1 bytes */
static int glob_0(const char *s)
{
    char c;
    if ((int)*s == 0) {
        return 0;
    }
    if ('.' != (int)*s) {
        return 0;
    }
    s = s + 1;
    if ((int)*s == 0) {
        return 0;
    }
    c = *s;
    if ('c' <= (int)c) {
        if ((int)c > 'c') {
            if ('h' > (int)c) {
                return 0;
            }
            if ((int)c > 'h') {
                return 0;
            }
        }
        s = s + 1;
        if ((int)*s == 0) {
            return 0;
        }
        if ('x' != (int)*s) {
            return 0;
        }
        s = s + 1;
        if ((int)*s == 0) {
            return 0;
        }
        s = s + 1;
        if ((int)*s == 0) {
            return 0;
        }
        c = *s;
        if ('a' <= (int)c) {
            if ((int)c <= 'y') {
                return 0;
            }
        }
        s = s + 1;
        return (int)*s == 0;
    }
    return 0;
}
