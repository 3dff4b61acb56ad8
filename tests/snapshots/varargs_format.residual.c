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


int puts(const char *);
int report_spec(int, int, const char *);
static int format_0(int, const char *, int, unsigned int, int, char (*)[128]);
static int put_uint_0(char *, unsigned int);
static int put_uint_1(char *, unsigned int);
static int format_1(int, int, char (*)[128]);
static int format_2(int, char (*)[128]);
static long twice_0(long, long);

int report_spec(int id, int temp, const char *who)
{
    char line[128];
    int tmp;
    int len;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    long tmp_4;
    tmp = format_0(id, who, temp, (unsigned int)id, 'A' + id % 3, &line);
    len = tmp;
    puts(line);
    tmp_1 = format_1(id, temp, &line);
    len = len + tmp_1;
    puts(line);
    tmp_2 = format_2(temp, &line);
    len = len + tmp_2;
    puts(line);
    tmp_3 = format_1(temp * 2, id - 1, &line);
    len = len + tmp_3;
    puts(line);
    tmp_4 = twice_0((long)id, (long)temp);
    return len + (int)tmp_4;
}

/* format: out = &line, fmt = "sensor %d (%s): %d C, id %x, flag %c, 10" */
static int format_0(int arg, const char *arg_1, int arg_2, unsigned int arg_3, int arg_4, char (*line_ref)[128])
{
    int k;
    int tmp;
    int tmp_1;
    int v;
    int tmp_2;
    const char *tmp_3;
    const char *s;
    unsigned int tmp_4;
    int tmp_5;
    int tmp_6;
    int tmp_7;
    int tmp_8;
    int tmp_9;
    int tmp_10;
    int tmp_11;
    k = 0;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'s';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'e';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'n';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'s';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'o';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'r';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp_1 = arg;
    v = tmp_1;
    if (v < 0) {
        tmp_9 = k;
        k = tmp_9 + 1;
        (*line_ref)[tmp_9] = (char)'-';
        tmp_10 = put_uint_0(*line_ref + k, 0U - (unsigned int)v);
        k = k + tmp_10;
    } else {
        tmp_2 = put_uint_0(*line_ref + k, (unsigned int)v);
        k = k + tmp_2;
    }
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'(';
    tmp_3 = arg_1;
    s = tmp_3;
    while ((int)*s != 0) {
        tmp_11 = k;
        k = tmp_11 + 1;
        (*line_ref)[tmp_11] = *s;
        s = s + 1;
    }
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)')';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)':';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp_1 = arg_2;
    v = tmp_1;
    if (v < 0) {
        tmp_9 = k;
        k = tmp_9 + 1;
        (*line_ref)[tmp_9] = (char)'-';
        tmp_10 = put_uint_0(*line_ref + k, 0U - (unsigned int)v);
        k = k + tmp_10;
    } else {
        tmp_2 = put_uint_0(*line_ref + k, (unsigned int)v);
        k = k + tmp_2;
    }
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'C';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)',';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'i';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'d';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp_4 = arg_3;
    tmp_5 = put_uint_1(*line_ref + k, tmp_4);
    k = k + tmp_5;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)',';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'f';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'l';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'a';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'g';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp_6 = k;
    k = tmp_6 + 1;
    tmp_7 = arg_4;
    (*line_ref)[tmp_6] = (char)tmp_7;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)',';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)' ';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'1';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'0';
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'0';
    tmp_8 = k;
    k = tmp_8 + 1;
    (*line_ref)[tmp_8] = (char)'%';
    (*line_ref)[k] = (char)'\000';
    return k;
}

/* put_uint: base = 10 */
static int put_uint_0(char *out, unsigned int v)
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
    digits_0 = "0123456789abcdef"[v % 10U];
    v = v / 10U;
    if (v != 0U) {
        digits_1 = "0123456789abcdef"[v % 10U];
        v = v / 10U;
        if (v != 0U) {
            digits_2 = "0123456789abcdef"[v % 10U];
            v = v / 10U;
            if (v != 0U) {
                digits_3 = "0123456789abcdef"[v % 10U];
                v = v / 10U;
                if (v != 0U) {
                    digits_4 = "0123456789abcdef"[v % 10U];
                    v = v / 10U;
                    if (v != 0U) {
                        digits_5 = "0123456789abcdef"[v % 10U];
                        v = v / 10U;
                        if (v != 0U) {
                            digits_6 = "0123456789abcdef"[v % 10U];
                            v = v / 10U;
                            if (v != 0U) {
                                digits_7 = "0123456789abcdef"[v % 10U];
                                v = v / 10U;
                                if (v != 0U) {
                                    digits_8 = "0123456789abcdef"[v % 10U];
                                    v = v / 10U;
                                    if (v != 0U) {
                                        digits_9 = "0123456789abcdef"[v % 10U];
                                        v = v / 10U;
                                        if (v != 0U) {
                                            digits_10 = "0123456789abcdef"[v % 10U];
                                            v = v / 10U;
                                            if (v != 0U) {
                                                digits_11 = "0123456789abcdef"[v % 10U];
                                                v = v / 10U;
                                                if (v != 0U) {
                                                    digits_12 = "0123456789abcdef"[v % 10U];
                                                    v = v / 10U;
                                                    if (v != 0U) {
                                                        digits_13 = "0123456789abcdef"[v % 10U];
                                                        v = v / 10U;
                                                        if (v != 0U) {
                                                            digits_14 = "0123456789abcdef"[v % 10U];
                                                            v = v / 10U;
                                                            if (v != 0U) {
                                                                digits_15 = "0123456789abcdef"[v % 10U];
                                                                v = v / 10U;
                                                                if (v != 0U) {
                                                                    __builtin_trap();
                                                                    return 0;
                                                                }
                                                                out[0] = digits_15;
                                                                out[1] = digits_14;
                                                                out[2] = digits_13;
                                                                out[3] = digits_12;
                                                                out[4] = digits_11;
                                                                out[5] = digits_10;
                                                                out[6] = digits_9;
                                                                out[7] = digits_8;
                                                                out[8] = digits_7;
                                                                out[9] = digits_6;
                                                                out[10] = digits_5;
                                                                out[11] = digits_4;
                                                                out[12] = digits_3;
                                                                out[13] = digits_2;
                                                                out[14] = digits_1;
                                                                out[15] = digits_0;
                                                                return 16;
                                                            }
                                                            out[0] = digits_14;
                                                            out[1] = digits_13;
                                                            out[2] = digits_12;
                                                            out[3] = digits_11;
                                                            out[4] = digits_10;
                                                            out[5] = digits_9;
                                                            out[6] = digits_8;
                                                            out[7] = digits_7;
                                                            out[8] = digits_6;
                                                            out[9] = digits_5;
                                                            out[10] = digits_4;
                                                            out[11] = digits_3;
                                                            out[12] = digits_2;
                                                            out[13] = digits_1;
                                                            out[14] = digits_0;
                                                            return 15;
                                                        }
                                                        out[0] = digits_13;
                                                        out[1] = digits_12;
                                                        out[2] = digits_11;
                                                        out[3] = digits_10;
                                                        out[4] = digits_9;
                                                        out[5] = digits_8;
                                                        out[6] = digits_7;
                                                        out[7] = digits_6;
                                                        out[8] = digits_5;
                                                        out[9] = digits_4;
                                                        out[10] = digits_3;
                                                        out[11] = digits_2;
                                                        out[12] = digits_1;
                                                        out[13] = digits_0;
                                                        return 14;
                                                    }
                                                    out[0] = digits_12;
                                                    out[1] = digits_11;
                                                    out[2] = digits_10;
                                                    out[3] = digits_9;
                                                    out[4] = digits_8;
                                                    out[5] = digits_7;
                                                    out[6] = digits_6;
                                                    out[7] = digits_5;
                                                    out[8] = digits_4;
                                                    out[9] = digits_3;
                                                    out[10] = digits_2;
                                                    out[11] = digits_1;
                                                    out[12] = digits_0;
                                                    return 13;
                                                }
                                                out[0] = digits_11;
                                                out[1] = digits_10;
                                                out[2] = digits_9;
                                                out[3] = digits_8;
                                                out[4] = digits_7;
                                                out[5] = digits_6;
                                                out[6] = digits_5;
                                                out[7] = digits_4;
                                                out[8] = digits_3;
                                                out[9] = digits_2;
                                                out[10] = digits_1;
                                                out[11] = digits_0;
                                                return 12;
                                            }
                                            out[0] = digits_10;
                                            out[1] = digits_9;
                                            out[2] = digits_8;
                                            out[3] = digits_7;
                                            out[4] = digits_6;
                                            out[5] = digits_5;
                                            out[6] = digits_4;
                                            out[7] = digits_3;
                                            out[8] = digits_2;
                                            out[9] = digits_1;
                                            out[10] = digits_0;
                                            return 11;
                                        }
                                        out[0] = digits_9;
                                        out[1] = digits_8;
                                        out[2] = digits_7;
                                        out[3] = digits_6;
                                        out[4] = digits_5;
                                        out[5] = digits_4;
                                        out[6] = digits_3;
                                        out[7] = digits_2;
                                        out[8] = digits_1;
                                        out[9] = digits_0;
                                        return 10;
                                    }
                                    out[0] = digits_8;
                                    out[1] = digits_7;
                                    out[2] = digits_6;
                                    out[3] = digits_5;
                                    out[4] = digits_4;
                                    out[5] = digits_3;
                                    out[6] = digits_2;
                                    out[7] = digits_1;
                                    out[8] = digits_0;
                                    return 9;
                                }
                                out[0] = digits_7;
                                out[1] = digits_6;
                                out[2] = digits_5;
                                out[3] = digits_4;
                                out[4] = digits_3;
                                out[5] = digits_2;
                                out[6] = digits_1;
                                out[7] = digits_0;
                                return 8;
                            }
                            out[0] = digits_6;
                            out[1] = digits_5;
                            out[2] = digits_4;
                            out[3] = digits_3;
                            out[4] = digits_2;
                            out[5] = digits_1;
                            out[6] = digits_0;
                            return 7;
                        }
                        out[0] = digits_5;
                        out[1] = digits_4;
                        out[2] = digits_3;
                        out[3] = digits_2;
                        out[4] = digits_1;
                        out[5] = digits_0;
                        return 6;
                    }
                    out[0] = digits_4;
                    out[1] = digits_3;
                    out[2] = digits_2;
                    out[3] = digits_1;
                    out[4] = digits_0;
                    return 5;
                }
                out[0] = digits_3;
                out[1] = digits_2;
                out[2] = digits_1;
                out[3] = digits_0;
                return 4;
            }
            out[0] = digits_2;
            out[1] = digits_1;
            out[2] = digits_0;
            return 3;
        }
        out[0] = digits_1;
        out[1] = digits_0;
        return 2;
    }
    out[0] = digits_0;
    return 1;
}

/* put_uint: base = 16 */
static int put_uint_1(char *out, unsigned int v)
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
    digits_0 = "0123456789abcdef"[v % 16U];
    v = v / 16U;
    if (v != 0U) {
        digits_1 = "0123456789abcdef"[v % 16U];
        v = v / 16U;
        if (v != 0U) {
            digits_2 = "0123456789abcdef"[v % 16U];
            v = v / 16U;
            if (v != 0U) {
                digits_3 = "0123456789abcdef"[v % 16U];
                v = v / 16U;
                if (v != 0U) {
                    digits_4 = "0123456789abcdef"[v % 16U];
                    v = v / 16U;
                    if (v != 0U) {
                        digits_5 = "0123456789abcdef"[v % 16U];
                        v = v / 16U;
                        if (v != 0U) {
                            digits_6 = "0123456789abcdef"[v % 16U];
                            v = v / 16U;
                            if (v != 0U) {
                                digits_7 = "0123456789abcdef"[v % 16U];
                                v = v / 16U;
                                if (v != 0U) {
                                    digits_8 = "0123456789abcdef"[v % 16U];
                                    v = v / 16U;
                                    if (v != 0U) {
                                        digits_9 = "0123456789abcdef"[v % 16U];
                                        v = v / 16U;
                                        if (v != 0U) {
                                            digits_10 = "0123456789abcdef"[v % 16U];
                                            v = v / 16U;
                                            if (v != 0U) {
                                                digits_11 = "0123456789abcdef"[v % 16U];
                                                v = v / 16U;
                                                if (v != 0U) {
                                                    digits_12 = "0123456789abcdef"[v % 16U];
                                                    v = v / 16U;
                                                    if (v != 0U) {
                                                        digits_13 = "0123456789abcdef"[v % 16U];
                                                        v = v / 16U;
                                                        if (v != 0U) {
                                                            digits_14 = "0123456789abcdef"[v % 16U];
                                                            v = v / 16U;
                                                            if (v != 0U) {
                                                                digits_15 = "0123456789abcdef"[v % 16U];
                                                                v = v / 16U;
                                                                if (v != 0U) {
                                                                    __builtin_trap();
                                                                    return 0;
                                                                }
                                                                out[0] = digits_15;
                                                                out[1] = digits_14;
                                                                out[2] = digits_13;
                                                                out[3] = digits_12;
                                                                out[4] = digits_11;
                                                                out[5] = digits_10;
                                                                out[6] = digits_9;
                                                                out[7] = digits_8;
                                                                out[8] = digits_7;
                                                                out[9] = digits_6;
                                                                out[10] = digits_5;
                                                                out[11] = digits_4;
                                                                out[12] = digits_3;
                                                                out[13] = digits_2;
                                                                out[14] = digits_1;
                                                                out[15] = digits_0;
                                                                return 16;
                                                            }
                                                            out[0] = digits_14;
                                                            out[1] = digits_13;
                                                            out[2] = digits_12;
                                                            out[3] = digits_11;
                                                            out[4] = digits_10;
                                                            out[5] = digits_9;
                                                            out[6] = digits_8;
                                                            out[7] = digits_7;
                                                            out[8] = digits_6;
                                                            out[9] = digits_5;
                                                            out[10] = digits_4;
                                                            out[11] = digits_3;
                                                            out[12] = digits_2;
                                                            out[13] = digits_1;
                                                            out[14] = digits_0;
                                                            return 15;
                                                        }
                                                        out[0] = digits_13;
                                                        out[1] = digits_12;
                                                        out[2] = digits_11;
                                                        out[3] = digits_10;
                                                        out[4] = digits_9;
                                                        out[5] = digits_8;
                                                        out[6] = digits_7;
                                                        out[7] = digits_6;
                                                        out[8] = digits_5;
                                                        out[9] = digits_4;
                                                        out[10] = digits_3;
                                                        out[11] = digits_2;
                                                        out[12] = digits_1;
                                                        out[13] = digits_0;
                                                        return 14;
                                                    }
                                                    out[0] = digits_12;
                                                    out[1] = digits_11;
                                                    out[2] = digits_10;
                                                    out[3] = digits_9;
                                                    out[4] = digits_8;
                                                    out[5] = digits_7;
                                                    out[6] = digits_6;
                                                    out[7] = digits_5;
                                                    out[8] = digits_4;
                                                    out[9] = digits_3;
                                                    out[10] = digits_2;
                                                    out[11] = digits_1;
                                                    out[12] = digits_0;
                                                    return 13;
                                                }
                                                out[0] = digits_11;
                                                out[1] = digits_10;
                                                out[2] = digits_9;
                                                out[3] = digits_8;
                                                out[4] = digits_7;
                                                out[5] = digits_6;
                                                out[6] = digits_5;
                                                out[7] = digits_4;
                                                out[8] = digits_3;
                                                out[9] = digits_2;
                                                out[10] = digits_1;
                                                out[11] = digits_0;
                                                return 12;
                                            }
                                            out[0] = digits_10;
                                            out[1] = digits_9;
                                            out[2] = digits_8;
                                            out[3] = digits_7;
                                            out[4] = digits_6;
                                            out[5] = digits_5;
                                            out[6] = digits_4;
                                            out[7] = digits_3;
                                            out[8] = digits_2;
                                            out[9] = digits_1;
                                            out[10] = digits_0;
                                            return 11;
                                        }
                                        out[0] = digits_9;
                                        out[1] = digits_8;
                                        out[2] = digits_7;
                                        out[3] = digits_6;
                                        out[4] = digits_5;
                                        out[5] = digits_4;
                                        out[6] = digits_3;
                                        out[7] = digits_2;
                                        out[8] = digits_1;
                                        out[9] = digits_0;
                                        return 10;
                                    }
                                    out[0] = digits_8;
                                    out[1] = digits_7;
                                    out[2] = digits_6;
                                    out[3] = digits_5;
                                    out[4] = digits_4;
                                    out[5] = digits_3;
                                    out[6] = digits_2;
                                    out[7] = digits_1;
                                    out[8] = digits_0;
                                    return 9;
                                }
                                out[0] = digits_7;
                                out[1] = digits_6;
                                out[2] = digits_5;
                                out[3] = digits_4;
                                out[4] = digits_3;
                                out[5] = digits_2;
                                out[6] = digits_1;
                                out[7] = digits_0;
                                return 8;
                            }
                            out[0] = digits_6;
                            out[1] = digits_5;
                            out[2] = digits_4;
                            out[3] = digits_3;
                            out[4] = digits_2;
                            out[5] = digits_1;
                            out[6] = digits_0;
                            return 7;
                        }
                        out[0] = digits_5;
                        out[1] = digits_4;
                        out[2] = digits_3;
                        out[3] = digits_2;
                        out[4] = digits_1;
                        out[5] = digits_0;
                        return 6;
                    }
                    out[0] = digits_4;
                    out[1] = digits_3;
                    out[2] = digits_2;
                    out[3] = digits_1;
                    out[4] = digits_0;
                    return 5;
                }
                out[0] = digits_3;
                out[1] = digits_2;
                out[2] = digits_1;
                out[3] = digits_0;
                return 4;
            }
            out[0] = digits_2;
            out[1] = digits_1;
            out[2] = digits_0;
            return 3;
        }
        out[0] = digits_1;
        out[1] = digits_0;
        return 2;
    }
    out[0] = digits_0;
    return 1;
}

/* format: out = &line, fmt = "[%d|%x]" */
static int format_1(int arg, int arg_1, char (*line_ref)[128])
{
    int k;
    int tmp;
    int tmp_1;
    int v;
    int tmp_2;
    unsigned int tmp_3;
    int tmp_4;
    int tmp_5;
    int tmp_6;
    k = 0;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'[';
    tmp_1 = arg;
    v = tmp_1;
    if (v < 0) {
        tmp_5 = k;
        k = tmp_5 + 1;
        (*line_ref)[tmp_5] = (char)'-';
        tmp_6 = put_uint_0(*line_ref + k, 0U - (unsigned int)v);
        k = k + tmp_6;
    } else {
        tmp_2 = put_uint_0(*line_ref + k, (unsigned int)v);
        k = k + tmp_2;
    }
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'|';
    tmp_3 = (unsigned int)arg_1;
    tmp_4 = put_uint_1(*line_ref + k, tmp_3);
    k = k + tmp_4;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)']';
    (*line_ref)[k] = (char)'\000';
    return k;
}

/* format: out = &line, fmt = "[%d|%x]", ... = _, 255 */
static int format_2(int arg, char (*line_ref)[128])
{
    int k;
    int tmp;
    int tmp_1;
    int v;
    int tmp_2;
    unsigned int tmp_3;
    int tmp_4;
    int tmp_5;
    int tmp_6;
    k = 0;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'[';
    tmp_1 = arg;
    v = tmp_1;
    if (v < 0) {
        tmp_5 = k;
        k = tmp_5 + 1;
        (*line_ref)[tmp_5] = (char)'-';
        tmp_6 = put_uint_0(*line_ref + k, 0U - (unsigned int)v);
        k = k + tmp_6;
    } else {
        tmp_2 = put_uint_0(*line_ref + k, (unsigned int)v);
        k = k + tmp_2;
    }
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)'|';
    tmp_3 = (unsigned int)255;
    tmp_4 = put_uint_1(*line_ref + k, tmp_3);
    k = k + tmp_4;
    tmp = k;
    k = tmp + 1;
    (*line_ref)[tmp] = (char)']';
    (*line_ref)[k] = (char)'\000';
    return k;
}

/* twice: n = 3, ... = _, 2, _ */
static long twice_0(long arg, long arg_1)
{
    long s;
    long tmp;
    long tmp_1;
    s = 0L;
    tmp = arg;
    s = s + tmp;
    tmp = 2L;
    s = s + tmp;
    tmp = arg_1;
    s = s + tmp;
    tmp_1 = arg;
    s = s + 10L * tmp_1;
    tmp_1 = 2L;
    s = s + 10L * tmp_1;
    tmp_1 = arg_1;
    s = s + 10L * tmp_1;
    return s;
}
