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


int binsearch_spec(int);

/* binsearch specialized to n = 16 */
int binsearch_spec(int key)
{
    if (key < 19) {
        if (key < 7) {
            if (key < 3) {
                if (key < 2) {
                    return -1;
                }
                return 0;
            }
            if (key > 3) {
                if (key < 5) {
                    return -1;
                }
                if (key > 5) {
                    return -1;
                }
                return 2;
            }
            return 1;
        }
        if (key > 7) {
            if (key < 13) {
                if (key < 11) {
                    return -1;
                }
                if (key > 11) {
                    return -1;
                }
                return 4;
            }
            if (key > 13) {
                if (key < 17) {
                    return -1;
                }
                if (key > 17) {
                    return -1;
                }
                return 6;
            }
            return 5;
        }
        return 3;
    }
    if (key > 19) {
        if (key < 37) {
            if (key < 29) {
                if (key < 23) {
                    return -1;
                }
                if (key > 23) {
                    return -1;
                }
                return 8;
            }
            if (key > 29) {
                if (key < 31) {
                    return -1;
                }
                if (key > 31) {
                    return -1;
                }
                return 10;
            }
            return 9;
        }
        if (key > 37) {
            if (key < 43) {
                if (key < 41) {
                    return -1;
                }
                if (key > 41) {
                    return -1;
                }
                return 12;
            }
            if (key > 43) {
                if (key < 47) {
                    return -1;
                }
                if (key > 47) {
                    if (key < 53) {
                        return -1;
                    }
                    if (key > 53) {
                        return -1;
                    }
                    return 15;
                }
                return 14;
            }
            return 13;
        }
        return 11;
    }
    return 7;
}
