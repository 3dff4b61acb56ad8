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

#include <stdio.h>


int putchar(int);
int mini_printf_spec(const int *, const char *const *);
static void put_int_0(int);

/* mini_printf specialized to fmt = "n = %d\n" */
int mini_printf_spec(const int *ints, const char *const *strs)
{
    (void)strs;
    putchar('n');
    putchar(' ');
    putchar('=');
    putchar(' ');
    put_int_0(ints[0]);
    putchar('\n');
    return 1;
}

/* put_int */
static void put_int_0(int n)
{
    unsigned int tmp;
    unsigned int u;
    char digits_0;
    char digits_1;
    char digits_2;
    char digits_3;
    char digits_4;
    char digits_5;
    char digits_6;
    char digits_7;
    char digits_8;
    char digits_9;
    char digits_10;
    char digits_11;
    if (n < 0) {
        tmp = 0U - (unsigned int)n;
    } else {
        tmp = (unsigned int)n;
    }
    u = tmp;
    if (n < 0) {
        putchar('-');
    }
    digits_0 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) {
        digits_1 = (char)(48U + u % 10U);
        u = u / 10U;
        if (u != 0U) {
            digits_2 = (char)(48U + u % 10U);
            u = u / 10U;
            if (u != 0U) {
                digits_3 = (char)(48U + u % 10U);
                u = u / 10U;
                if (u != 0U) {
                    digits_4 = (char)(48U + u % 10U);
                    u = u / 10U;
                    if (u != 0U) {
                        digits_5 = (char)(48U + u % 10U);
                        u = u / 10U;
                        if (u != 0U) {
                            digits_6 = (char)(48U + u % 10U);
                            u = u / 10U;
                            if (u != 0U) {
                                digits_7 = (char)(48U + u % 10U);
                                u = u / 10U;
                                if (u != 0U) {
                                    digits_8 = (char)(48U + u % 10U);
                                    u = u / 10U;
                                    if (u != 0U) {
                                        digits_9 = (char)(48U + u % 10U);
                                        u = u / 10U;
                                        if (u != 0U) {
                                            digits_10 = (char)(48U + u % 10U);
                                            u = u / 10U;
                                            if (u != 0U) {
                                                digits_11 = (char)(48U + u % 10U);
                                                u = u / 10U;
                                                if (u != 0U) {
                                                    __builtin_trap();
                                                    return;
                                                }
                                                putchar((int)digits_11);
                                            }
                                            putchar((int)digits_10);
                                        }
                                        putchar((int)digits_9);
                                    }
                                    putchar((int)digits_8);
                                }
                                putchar((int)digits_7);
                            }
                            putchar((int)digits_6);
                        }
                        putchar((int)digits_5);
                    }
                    putchar((int)digits_4);
                }
                putchar((int)digits_3);
            }
            putchar((int)digits_2);
        }
        putchar((int)digits_1);
    }
    putchar((int)digits_0);
    return;
}
