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
int log_line_spec(unsigned int, const char *, int, int);
static int put_number_0(unsigned long);
static int put_number_1(unsigned long, int);

/* log_line specialized to fmt = "id %04x: %s, %c %5d%%\n" */
int log_line_spec(unsigned int arg, const char *arg_1, int arg_2, int arg_3)
{
    int count;
    unsigned int tmp;
    int tmp_1;
    const char *tmp_2;
    const char *s;
    int tmp_3;
    int tmp_4;
    int v;
    unsigned long tmp_5;
    unsigned long magnitude;
    int tmp_6;
    count = 0;
    putchar('i');
    count = count + 1;
    putchar('d');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp = arg;
    tmp_1 = put_number_0((unsigned long)tmp);
    count = count + tmp_1;
    putchar(':');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_2 = arg_1;
    s = tmp_2;
    while ((int)*s != 0) {
        putchar((int)*s);
        s = s + 1;
        count = count + 1;
    }
    putchar(',');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_3 = arg_2;
    putchar(tmp_3);
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_4 = arg_3;
    v = tmp_4;
    if (v < 0) {
        tmp_5 = 0UL - (unsigned long)v;
    } else {
        tmp_5 = (unsigned long)v;
    }
    magnitude = tmp_5;
    tmp_6 = put_number_1(magnitude, v < 0);
    count = count + tmp_6;
    putchar('%');
    count = count + 1;
    putchar('\n');
    count = count + 1;
    return count;
}

/* put_number: negative = 0, base = 16, width = 4, pad = 48 */
static int put_number_0(unsigned long v)
{
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
    char digits_12;
    char digits_13;
    char digits_14;
    char digits_15;
    char digits_16;
    char digits_17;
    char digits_18;
    char digits_19;
    char digits_20;
    char digits_21;
    char digits_22;
    char digits_23;
    digits_0 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) {
        digits_1 = "0123456789abcdef"[v % 16UL];
        v = v / 16UL;
        if (v != 0UL) {
            digits_2 = "0123456789abcdef"[v % 16UL];
            v = v / 16UL;
            if (v != 0UL) {
                digits_3 = "0123456789abcdef"[v % 16UL];
                v = v / 16UL;
                if (v != 0UL) {
                    digits_4 = "0123456789abcdef"[v % 16UL];
                    v = v / 16UL;
                    if (v != 0UL) {
                        digits_5 = "0123456789abcdef"[v % 16UL];
                        v = v / 16UL;
                        if (v != 0UL) {
                            digits_6 = "0123456789abcdef"[v % 16UL];
                            v = v / 16UL;
                            if (v != 0UL) {
                                digits_7 = "0123456789abcdef"[v % 16UL];
                                v = v / 16UL;
                                if (v != 0UL) {
                                    digits_8 = "0123456789abcdef"[v % 16UL];
                                    v = v / 16UL;
                                    if (v != 0UL) {
                                        digits_9 = "0123456789abcdef"[v % 16UL];
                                        v = v / 16UL;
                                        if (v != 0UL) {
                                            digits_10 = "0123456789abcdef"[v % 16UL];
                                            v = v / 16UL;
                                            if (v != 0UL) {
                                                digits_11 = "0123456789abcdef"[v % 16UL];
                                                v = v / 16UL;
                                                if (v != 0UL) {
                                                    digits_12 = "0123456789abcdef"[v % 16UL];
                                                    v = v / 16UL;
                                                    if (v != 0UL) {
                                                        digits_13 = "0123456789abcdef"[v % 16UL];
                                                        v = v / 16UL;
                                                        if (v != 0UL) {
                                                            digits_14 = "0123456789abcdef"[v % 16UL];
                                                            v = v / 16UL;
                                                            if (v != 0UL) {
                                                                digits_15 = "0123456789abcdef"[v % 16UL];
                                                                v = v / 16UL;
                                                                if (v != 0UL) {
                                                                    digits_16 = "0123456789abcdef"[v % 16UL];
                                                                    v = v / 16UL;
                                                                    if (v != 0UL) {
                                                                        digits_17 = "0123456789abcdef"[v % 16UL];
                                                                        v = v / 16UL;
                                                                        if (v != 0UL) {
                                                                            digits_18 = "0123456789abcdef"[v % 16UL];
                                                                            v = v / 16UL;
                                                                            if (v != 0UL) {
                                                                                digits_19 = "0123456789abcdef"[v % 16UL];
                                                                                v = v / 16UL;
                                                                                if (v != 0UL) {
                                                                                    digits_20 = "0123456789abcdef"[v % 16UL];
                                                                                    v = v / 16UL;
                                                                                    if (v != 0UL) {
                                                                                        digits_21 = "0123456789abcdef"[v % 16UL];
                                                                                        v = v / 16UL;
                                                                                        if (v != 0UL) {
                                                                                            digits_22 = "0123456789abcdef"[v % 16UL];
                                                                                            v = v / 16UL;
                                                                                            if (v != 0UL) {
                                                                                                digits_23 = "0123456789abcdef"[v % 16UL];
                                                                                                v = v / 16UL;
                                                                                                if (v != 0UL) {
                                                                                                    __builtin_trap();
                                                                                                    return 0;
                                                                                                }
                                                                                                putchar((int)digits_23);
                                                                                                putchar((int)digits_22);
                                                                                                putchar((int)digits_21);
                                                                                                putchar((int)digits_20);
                                                                                                putchar((int)digits_19);
                                                                                                putchar((int)digits_18);
                                                                                                putchar((int)digits_17);
                                                                                                putchar((int)digits_16);
                                                                                                putchar((int)digits_15);
                                                                                                putchar((int)digits_14);
                                                                                                putchar((int)digits_13);
                                                                                                putchar((int)digits_12);
                                                                                                putchar((int)digits_11);
                                                                                                putchar((int)digits_10);
                                                                                                putchar((int)digits_9);
                                                                                                putchar((int)digits_8);
                                                                                                putchar((int)digits_7);
                                                                                                putchar((int)digits_6);
                                                                                                putchar((int)digits_5);
                                                                                                putchar((int)digits_4);
                                                                                                putchar((int)digits_3);
                                                                                                putchar((int)digits_2);
                                                                                                putchar((int)digits_1);
                                                                                                putchar((int)digits_0);
                                                                                                return 24;
                                                                                            }
                                                                                            putchar((int)digits_22);
                                                                                            putchar((int)digits_21);
                                                                                            putchar((int)digits_20);
                                                                                            putchar((int)digits_19);
                                                                                            putchar((int)digits_18);
                                                                                            putchar((int)digits_17);
                                                                                            putchar((int)digits_16);
                                                                                            putchar((int)digits_15);
                                                                                            putchar((int)digits_14);
                                                                                            putchar((int)digits_13);
                                                                                            putchar((int)digits_12);
                                                                                            putchar((int)digits_11);
                                                                                            putchar((int)digits_10);
                                                                                            putchar((int)digits_9);
                                                                                            putchar((int)digits_8);
                                                                                            putchar((int)digits_7);
                                                                                            putchar((int)digits_6);
                                                                                            putchar((int)digits_5);
                                                                                            putchar((int)digits_4);
                                                                                            putchar((int)digits_3);
                                                                                            putchar((int)digits_2);
                                                                                            putchar((int)digits_1);
                                                                                            putchar((int)digits_0);
                                                                                            return 23;
                                                                                        }
                                                                                        putchar((int)digits_21);
                                                                                        putchar((int)digits_20);
                                                                                        putchar((int)digits_19);
                                                                                        putchar((int)digits_18);
                                                                                        putchar((int)digits_17);
                                                                                        putchar((int)digits_16);
                                                                                        putchar((int)digits_15);
                                                                                        putchar((int)digits_14);
                                                                                        putchar((int)digits_13);
                                                                                        putchar((int)digits_12);
                                                                                        putchar((int)digits_11);
                                                                                        putchar((int)digits_10);
                                                                                        putchar((int)digits_9);
                                                                                        putchar((int)digits_8);
                                                                                        putchar((int)digits_7);
                                                                                        putchar((int)digits_6);
                                                                                        putchar((int)digits_5);
                                                                                        putchar((int)digits_4);
                                                                                        putchar((int)digits_3);
                                                                                        putchar((int)digits_2);
                                                                                        putchar((int)digits_1);
                                                                                        putchar((int)digits_0);
                                                                                        return 22;
                                                                                    }
                                                                                    putchar((int)digits_20);
                                                                                    putchar((int)digits_19);
                                                                                    putchar((int)digits_18);
                                                                                    putchar((int)digits_17);
                                                                                    putchar((int)digits_16);
                                                                                    putchar((int)digits_15);
                                                                                    putchar((int)digits_14);
                                                                                    putchar((int)digits_13);
                                                                                    putchar((int)digits_12);
                                                                                    putchar((int)digits_11);
                                                                                    putchar((int)digits_10);
                                                                                    putchar((int)digits_9);
                                                                                    putchar((int)digits_8);
                                                                                    putchar((int)digits_7);
                                                                                    putchar((int)digits_6);
                                                                                    putchar((int)digits_5);
                                                                                    putchar((int)digits_4);
                                                                                    putchar((int)digits_3);
                                                                                    putchar((int)digits_2);
                                                                                    putchar((int)digits_1);
                                                                                    putchar((int)digits_0);
                                                                                    return 21;
                                                                                }
                                                                                putchar((int)digits_19);
                                                                                putchar((int)digits_18);
                                                                                putchar((int)digits_17);
                                                                                putchar((int)digits_16);
                                                                                putchar((int)digits_15);
                                                                                putchar((int)digits_14);
                                                                                putchar((int)digits_13);
                                                                                putchar((int)digits_12);
                                                                                putchar((int)digits_11);
                                                                                putchar((int)digits_10);
                                                                                putchar((int)digits_9);
                                                                                putchar((int)digits_8);
                                                                                putchar((int)digits_7);
                                                                                putchar((int)digits_6);
                                                                                putchar((int)digits_5);
                                                                                putchar((int)digits_4);
                                                                                putchar((int)digits_3);
                                                                                putchar((int)digits_2);
                                                                                putchar((int)digits_1);
                                                                                putchar((int)digits_0);
                                                                                return 20;
                                                                            }
                                                                            putchar((int)digits_18);
                                                                            putchar((int)digits_17);
                                                                            putchar((int)digits_16);
                                                                            putchar((int)digits_15);
                                                                            putchar((int)digits_14);
                                                                            putchar((int)digits_13);
                                                                            putchar((int)digits_12);
                                                                            putchar((int)digits_11);
                                                                            putchar((int)digits_10);
                                                                            putchar((int)digits_9);
                                                                            putchar((int)digits_8);
                                                                            putchar((int)digits_7);
                                                                            putchar((int)digits_6);
                                                                            putchar((int)digits_5);
                                                                            putchar((int)digits_4);
                                                                            putchar((int)digits_3);
                                                                            putchar((int)digits_2);
                                                                            putchar((int)digits_1);
                                                                            putchar((int)digits_0);
                                                                            return 19;
                                                                        }
                                                                        putchar((int)digits_17);
                                                                        putchar((int)digits_16);
                                                                        putchar((int)digits_15);
                                                                        putchar((int)digits_14);
                                                                        putchar((int)digits_13);
                                                                        putchar((int)digits_12);
                                                                        putchar((int)digits_11);
                                                                        putchar((int)digits_10);
                                                                        putchar((int)digits_9);
                                                                        putchar((int)digits_8);
                                                                        putchar((int)digits_7);
                                                                        putchar((int)digits_6);
                                                                        putchar((int)digits_5);
                                                                        putchar((int)digits_4);
                                                                        putchar((int)digits_3);
                                                                        putchar((int)digits_2);
                                                                        putchar((int)digits_1);
                                                                        putchar((int)digits_0);
                                                                        return 18;
                                                                    }
                                                                    putchar((int)digits_16);
                                                                    putchar((int)digits_15);
                                                                    putchar((int)digits_14);
                                                                    putchar((int)digits_13);
                                                                    putchar((int)digits_12);
                                                                    putchar((int)digits_11);
                                                                    putchar((int)digits_10);
                                                                    putchar((int)digits_9);
                                                                    putchar((int)digits_8);
                                                                    putchar((int)digits_7);
                                                                    putchar((int)digits_6);
                                                                    putchar((int)digits_5);
                                                                    putchar((int)digits_4);
                                                                    putchar((int)digits_3);
                                                                    putchar((int)digits_2);
                                                                    putchar((int)digits_1);
                                                                    putchar((int)digits_0);
                                                                    return 17;
                                                                }
                                                                putchar((int)digits_15);
                                                                putchar((int)digits_14);
                                                                putchar((int)digits_13);
                                                                putchar((int)digits_12);
                                                                putchar((int)digits_11);
                                                                putchar((int)digits_10);
                                                                putchar((int)digits_9);
                                                                putchar((int)digits_8);
                                                                putchar((int)digits_7);
                                                                putchar((int)digits_6);
                                                                putchar((int)digits_5);
                                                                putchar((int)digits_4);
                                                                putchar((int)digits_3);
                                                                putchar((int)digits_2);
                                                                putchar((int)digits_1);
                                                                putchar((int)digits_0);
                                                                return 16;
                                                            }
                                                            putchar((int)digits_14);
                                                            putchar((int)digits_13);
                                                            putchar((int)digits_12);
                                                            putchar((int)digits_11);
                                                            putchar((int)digits_10);
                                                            putchar((int)digits_9);
                                                            putchar((int)digits_8);
                                                            putchar((int)digits_7);
                                                            putchar((int)digits_6);
                                                            putchar((int)digits_5);
                                                            putchar((int)digits_4);
                                                            putchar((int)digits_3);
                                                            putchar((int)digits_2);
                                                            putchar((int)digits_1);
                                                            putchar((int)digits_0);
                                                            return 15;
                                                        }
                                                        putchar((int)digits_13);
                                                        putchar((int)digits_12);
                                                        putchar((int)digits_11);
                                                        putchar((int)digits_10);
                                                        putchar((int)digits_9);
                                                        putchar((int)digits_8);
                                                        putchar((int)digits_7);
                                                        putchar((int)digits_6);
                                                        putchar((int)digits_5);
                                                        putchar((int)digits_4);
                                                        putchar((int)digits_3);
                                                        putchar((int)digits_2);
                                                        putchar((int)digits_1);
                                                        putchar((int)digits_0);
                                                        return 14;
                                                    }
                                                    putchar((int)digits_12);
                                                    putchar((int)digits_11);
                                                    putchar((int)digits_10);
                                                    putchar((int)digits_9);
                                                    putchar((int)digits_8);
                                                    putchar((int)digits_7);
                                                    putchar((int)digits_6);
                                                    putchar((int)digits_5);
                                                    putchar((int)digits_4);
                                                    putchar((int)digits_3);
                                                    putchar((int)digits_2);
                                                    putchar((int)digits_1);
                                                    putchar((int)digits_0);
                                                    return 13;
                                                }
                                                putchar((int)digits_11);
                                                putchar((int)digits_10);
                                                putchar((int)digits_9);
                                                putchar((int)digits_8);
                                                putchar((int)digits_7);
                                                putchar((int)digits_6);
                                                putchar((int)digits_5);
                                                putchar((int)digits_4);
                                                putchar((int)digits_3);
                                                putchar((int)digits_2);
                                                putchar((int)digits_1);
                                                putchar((int)digits_0);
                                                return 12;
                                            }
                                            putchar((int)digits_10);
                                            putchar((int)digits_9);
                                            putchar((int)digits_8);
                                            putchar((int)digits_7);
                                            putchar((int)digits_6);
                                            putchar((int)digits_5);
                                            putchar((int)digits_4);
                                            putchar((int)digits_3);
                                            putchar((int)digits_2);
                                            putchar((int)digits_1);
                                            putchar((int)digits_0);
                                            return 11;
                                        }
                                        putchar((int)digits_9);
                                        putchar((int)digits_8);
                                        putchar((int)digits_7);
                                        putchar((int)digits_6);
                                        putchar((int)digits_5);
                                        putchar((int)digits_4);
                                        putchar((int)digits_3);
                                        putchar((int)digits_2);
                                        putchar((int)digits_1);
                                        putchar((int)digits_0);
                                        return 10;
                                    }
                                    putchar((int)digits_8);
                                    putchar((int)digits_7);
                                    putchar((int)digits_6);
                                    putchar((int)digits_5);
                                    putchar((int)digits_4);
                                    putchar((int)digits_3);
                                    putchar((int)digits_2);
                                    putchar((int)digits_1);
                                    putchar((int)digits_0);
                                    return 9;
                                }
                                putchar((int)digits_7);
                                putchar((int)digits_6);
                                putchar((int)digits_5);
                                putchar((int)digits_4);
                                putchar((int)digits_3);
                                putchar((int)digits_2);
                                putchar((int)digits_1);
                                putchar((int)digits_0);
                                return 8;
                            }
                            putchar((int)digits_6);
                            putchar((int)digits_5);
                            putchar((int)digits_4);
                            putchar((int)digits_3);
                            putchar((int)digits_2);
                            putchar((int)digits_1);
                            putchar((int)digits_0);
                            return 7;
                        }
                        putchar((int)digits_5);
                        putchar((int)digits_4);
                        putchar((int)digits_3);
                        putchar((int)digits_2);
                        putchar((int)digits_1);
                        putchar((int)digits_0);
                        return 6;
                    }
                    putchar((int)digits_4);
                    putchar((int)digits_3);
                    putchar((int)digits_2);
                    putchar((int)digits_1);
                    putchar((int)digits_0);
                    return 5;
                }
                putchar((int)digits_3);
                putchar((int)digits_2);
                putchar((int)digits_1);
                putchar((int)digits_0);
                return 4;
            }
            putchar('0');
            putchar((int)digits_2);
            putchar((int)digits_1);
            putchar((int)digits_0);
            return 4;
        }
        putchar('0');
        putchar('0');
        putchar((int)digits_1);
        putchar((int)digits_0);
        return 4;
    }
    putchar('0');
    putchar('0');
    putchar('0');
    putchar((int)digits_0);
    return 4;
}

/* put_number: base = 10, width = 5, pad = 32 */
static int put_number_1(unsigned long v, int negative)
{
    int length;
    int i;
    int tmp;
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
    char digits_12;
    char digits_13;
    char digits_14;
    char digits_15;
    char digits_16;
    char digits_17;
    char digits_18;
    char digits_19;
    char digits_20;
    char digits_21;
    char digits_22;
    char digits_23;
    digits_0 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) {
        digits_1 = "0123456789abcdef"[v % 10UL];
        v = v / 10UL;
        if (v != 0UL) {
            digits_2 = "0123456789abcdef"[v % 10UL];
            v = v / 10UL;
            if (v != 0UL) {
                digits_3 = "0123456789abcdef"[v % 10UL];
                v = v / 10UL;
                if (v != 0UL) {
                    digits_4 = "0123456789abcdef"[v % 10UL];
                    v = v / 10UL;
                    if (v != 0UL) {
                        digits_5 = "0123456789abcdef"[v % 10UL];
                        v = v / 10UL;
                        if (v != 0UL) {
                            digits_6 = "0123456789abcdef"[v % 10UL];
                            v = v / 10UL;
                            if (v != 0UL) {
                                digits_7 = "0123456789abcdef"[v % 10UL];
                                v = v / 10UL;
                                if (v != 0UL) {
                                    digits_8 = "0123456789abcdef"[v % 10UL];
                                    v = v / 10UL;
                                    if (v != 0UL) {
                                        digits_9 = "0123456789abcdef"[v % 10UL];
                                        v = v / 10UL;
                                        if (v != 0UL) {
                                            digits_10 = "0123456789abcdef"[v % 10UL];
                                            v = v / 10UL;
                                            if (v != 0UL) {
                                                digits_11 = "0123456789abcdef"[v % 10UL];
                                                v = v / 10UL;
                                                if (v != 0UL) {
                                                    digits_12 = "0123456789abcdef"[v % 10UL];
                                                    v = v / 10UL;
                                                    if (v != 0UL) {
                                                        digits_13 = "0123456789abcdef"[v % 10UL];
                                                        v = v / 10UL;
                                                        if (v != 0UL) {
                                                            digits_14 = "0123456789abcdef"[v % 10UL];
                                                            v = v / 10UL;
                                                            if (v != 0UL) {
                                                                digits_15 = "0123456789abcdef"[v % 10UL];
                                                                v = v / 10UL;
                                                                if (v != 0UL) {
                                                                    digits_16 = "0123456789abcdef"[v % 10UL];
                                                                    v = v / 10UL;
                                                                    if (v != 0UL) {
                                                                        digits_17 = "0123456789abcdef"[v % 10UL];
                                                                        v = v / 10UL;
                                                                        if (v != 0UL) {
                                                                            digits_18 = "0123456789abcdef"[v % 10UL];
                                                                            v = v / 10UL;
                                                                            if (v != 0UL) {
                                                                                digits_19 = "0123456789abcdef"[v % 10UL];
                                                                                v = v / 10UL;
                                                                                if (v != 0UL) {
                                                                                    digits_20 = "0123456789abcdef"[v % 10UL];
                                                                                    v = v / 10UL;
                                                                                    if (v != 0UL) {
                                                                                        digits_21 = "0123456789abcdef"[v % 10UL];
                                                                                        v = v / 10UL;
                                                                                        if (v != 0UL) {
                                                                                            digits_22 = "0123456789abcdef"[v % 10UL];
                                                                                            v = v / 10UL;
                                                                                            if (v != 0UL) {
                                                                                                digits_23 = "0123456789abcdef"[v % 10UL];
                                                                                                v = v / 10UL;
                                                                                                if (v == 0UL) {
                                                                                                    length = 24 + negative;
                                                                                                    if (!negative) {
                                                                                                        goto L166;
                                                                                                    }
                                                                                                }
                                                                                                __builtin_trap();
                                                                                                return 0;
                                                                                            }
                                                                                            length = 23 + negative;
                                                                                            if (!negative) {
                                                                                                goto L159;
                                                                                            }
                                                                                            digits_23 = (char)'-';
L166:
                                                                                            i = length;
                                                                                            while (i < 5) {
                                                                                                putchar(' ');
                                                                                                i = i + 1;
                                                                                            }
                                                                                            putchar((int)digits_23);
                                                                                            goto L162;
                                                                                        }
                                                                                        length = 22 + negative;
                                                                                        if (!negative) {
                                                                                            goto L152;
                                                                                        }
                                                                                        digits_22 = (char)'-';
L159:
                                                                                        i = length;
                                                                                        while (i < 5) {
                                                                                            putchar(' ');
                                                                                            i = i + 1;
                                                                                        }
L162:
                                                                                        putchar((int)digits_22);
                                                                                        goto L155;
                                                                                    }
                                                                                    length = 21 + negative;
                                                                                    if (!negative) {
                                                                                        goto L145;
                                                                                    }
                                                                                    digits_21 = (char)'-';
L152:
                                                                                    i = length;
                                                                                    while (i < 5) {
                                                                                        putchar(' ');
                                                                                        i = i + 1;
                                                                                    }
L155:
                                                                                    putchar((int)digits_21);
                                                                                    goto L148;
                                                                                }
                                                                                length = 20 + negative;
                                                                                if (!negative) {
                                                                                    goto L138;
                                                                                }
                                                                                digits_20 = (char)'-';
L145:
                                                                                i = length;
                                                                                while (i < 5) {
                                                                                    putchar(' ');
                                                                                    i = i + 1;
                                                                                }
L148:
                                                                                putchar((int)digits_20);
                                                                                goto L141;
                                                                            }
                                                                            length = 19 + negative;
                                                                            if (!negative) {
                                                                                goto L131;
                                                                            }
                                                                            digits_19 = (char)'-';
L138:
                                                                            i = length;
                                                                            while (i < 5) {
                                                                                putchar(' ');
                                                                                i = i + 1;
                                                                            }
L141:
                                                                            putchar((int)digits_19);
                                                                            goto L134;
                                                                        }
                                                                        length = 18 + negative;
                                                                        if (!negative) {
                                                                            goto L124;
                                                                        }
                                                                        digits_18 = (char)'-';
L131:
                                                                        i = length;
                                                                        while (i < 5) {
                                                                            putchar(' ');
                                                                            i = i + 1;
                                                                        }
L134:
                                                                        putchar((int)digits_18);
                                                                        goto L127;
                                                                    }
                                                                    length = 17 + negative;
                                                                    if (!negative) {
                                                                        goto L117;
                                                                    }
                                                                    digits_17 = (char)'-';
L124:
                                                                    i = length;
                                                                    while (i < 5) {
                                                                        putchar(' ');
                                                                        i = i + 1;
                                                                    }
L127:
                                                                    putchar((int)digits_17);
                                                                    goto L120;
                                                                }
                                                                length = 16 + negative;
                                                                if (!negative) {
                                                                    goto L110;
                                                                }
                                                                digits_16 = (char)'-';
L117:
                                                                i = length;
                                                                while (i < 5) {
                                                                    putchar(' ');
                                                                    i = i + 1;
                                                                }
L120:
                                                                putchar((int)digits_16);
                                                                goto L113;
                                                            }
                                                            length = 15 + negative;
                                                            if (!negative) {
                                                                goto L103;
                                                            }
                                                            digits_15 = (char)'-';
L110:
                                                            i = length;
                                                            while (i < 5) {
                                                                putchar(' ');
                                                                i = i + 1;
                                                            }
L113:
                                                            putchar((int)digits_15);
                                                            goto L106;
                                                        }
                                                        length = 14 + negative;
                                                        if (!negative) {
                                                            goto L96;
                                                        }
                                                        digits_14 = (char)'-';
L103:
                                                        i = length;
                                                        while (i < 5) {
                                                            putchar(' ');
                                                            i = i + 1;
                                                        }
L106:
                                                        putchar((int)digits_14);
                                                        goto L99;
                                                    }
                                                    length = 13 + negative;
                                                    if (!negative) {
                                                        goto L89;
                                                    }
                                                    digits_13 = (char)'-';
L96:
                                                    i = length;
                                                    while (i < 5) {
                                                        putchar(' ');
                                                        i = i + 1;
                                                    }
L99:
                                                    putchar((int)digits_13);
                                                    goto L92;
                                                }
                                                length = 12 + negative;
                                                if (!negative) {
                                                    goto L82;
                                                }
                                                digits_12 = (char)'-';
L89:
                                                i = length;
                                                while (i < 5) {
                                                    putchar(' ');
                                                    i = i + 1;
                                                }
L92:
                                                putchar((int)digits_12);
                                                goto L85;
                                            }
                                            length = 11 + negative;
                                            if (!negative) {
                                                goto L75;
                                            }
                                            digits_11 = (char)'-';
L82:
                                            i = length;
                                            while (i < 5) {
                                                putchar(' ');
                                                i = i + 1;
                                            }
L85:
                                            putchar((int)digits_11);
                                            goto L78;
                                        }
                                        length = 10 + negative;
                                        if (!negative) {
                                            goto L68;
                                        }
                                        digits_10 = (char)'-';
L75:
                                        i = length;
                                        while (i < 5) {
                                            putchar(' ');
                                            i = i + 1;
                                        }
L78:
                                        putchar((int)digits_10);
                                        goto L71;
                                    }
                                    length = 9 + negative;
                                    if (!negative) {
                                        goto L61;
                                    }
                                    digits_9 = (char)'-';
L68:
                                    i = length;
                                    while (i < 5) {
                                        putchar(' ');
                                        i = i + 1;
                                    }
L71:
                                    putchar((int)digits_9);
                                    goto L64;
                                }
                                length = 8 + negative;
                                if (!negative) {
                                    goto L54;
                                }
                                digits_8 = (char)'-';
L61:
                                i = length;
                                while (i < 5) {
                                    putchar(' ');
                                    i = i + 1;
                                }
L64:
                                putchar((int)digits_8);
                                goto L57;
                            }
                            length = 7 + negative;
                            if (!negative) {
                                goto L47;
                            }
                            digits_7 = (char)'-';
L54:
                            i = length;
                            while (i < 5) {
                                putchar(' ');
                                i = i + 1;
                            }
L57:
                            putchar((int)digits_7);
                            goto L50;
                        }
                        length = 6 + negative;
                        if (!negative) {
                            goto L40;
                        }
                        digits_6 = (char)'-';
L47:
                        i = length;
                        while (i < 5) {
                            putchar(' ');
                            i = i + 1;
                        }
L50:
                        putchar((int)digits_6);
                        goto L43;
                    }
                    length = 5 + negative;
                    if (!negative) {
                        goto L33;
                    }
                    digits_5 = (char)'-';
L40:
                    i = length;
                    while (i < 5) {
                        putchar(' ');
                        i = i + 1;
                    }
L43:
                    putchar((int)digits_5);
                    goto L36;
                }
                length = 4 + negative;
                if (!negative) {
                    goto L26;
                }
                digits_4 = (char)'-';
L33:
                i = length;
                while (i < 5) {
                    putchar(' ');
                    i = i + 1;
                }
L36:
                putchar((int)digits_4);
                goto L29;
            }
            length = 3 + negative;
            if (!negative) {
                goto L19;
            }
            digits_3 = (char)'-';
L26:
            i = length;
            while (i < 5) {
                putchar(' ');
                i = i + 1;
            }
L29:
            putchar((int)digits_3);
            goto L22;
        }
        length = 2 + negative;
        if (!negative) {
            goto L12;
        }
        digits_2 = (char)'-';
L19:
        i = length;
        while (i < 5) {
            putchar(' ');
            i = i + 1;
        }
L22:
        putchar((int)digits_2);
        goto L15;
    }
    length = 1 + negative;
    if (!negative) {
        i = length;
        for (;;) {
            if (i >= 5) {
                goto L7;
            }
            putchar(' ');
            i = i + 1;
        }
    }
    digits_1 = (char)'-';
L12:
    i = length;
    while (i < 5) {
        putchar(' ');
        i = i + 1;
    }
L15:
    putchar((int)digits_1);
L7:
    putchar((int)digits_0);
    if (length < 5) {
        tmp = 5;
        return tmp;
    }
    tmp = length;
    return tmp;
}
