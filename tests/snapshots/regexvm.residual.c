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


int match_spec(const char *);
static int run_0(const char *, int);
static int run_1(const char *, int);
static int run_2(const char *, int);
static int run_3(const char *, int);
static int run_4(const char *, int);
static int run_5(const char *, int);
static int run_6(const char *, int);
static int run_7(const char *, int);
static int run_8(const char *, int);
static int run_9(const char *, int);

static const unsigned char prog_table[512] = "\000\000\000\000\000\000\377\003\000\000\000\000~\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\377\003";

/* match specialized to re = "(ab|cd|xf)_?(ab|cd|d)*=(0x[0-9a-f]+|[0-... */
int match_spec(const char *text)
{
    const char *start;
    int tmp;
    start = text;
    for (;;) {
        tmp = run_0(start, 0);
        if (tmp) {
            break;
        }
        if ((int)*start == 0) {
            return 0;
        }
        start = start + 1;
    }
    return 1;
}

/* run: prog = &prog, pc = 0 */
static int run_0(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    tmp = run_1(text, i);
    if (tmp) {
        return 1;
    }
    tmp = run_9(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != 'x') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'f') {
        return 0;
    }
    i = i + 1;
    tmp = run_2(text, i);
    if (tmp) {
        return 1;
    }
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 1 */
static int run_1(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    if ((int)text[i] != 'a') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'b') {
        return 0;
    }
    i = i + 1;
    tmp = run_2(text, i);
    if (tmp) {
        return 1;
    }
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 11 */
static int run_2(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    if ((int)text[i] != '_') {
        return 0;
    }
    i = i + 1;
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 13 */
static int run_3(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    tmp = run_4(text, i);
    if (tmp) {
        return 1;
    }
    tmp = run_8(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != 'd') {
        return 0;
    }
    i = i + 1;
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 14 */
static int run_4(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    if ((int)text[i] != 'a') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'b') {
        return 0;
    }
    i = i + 1;
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 25 */
static int run_5(const char *text, int i)
{
    unsigned char ch;
    int tmp;
    if ((int)text[i] != '0') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'x') {
        return 0;
    }
    i = i + 1;
    ch = (unsigned char)text[i];
    if ((int)prog_table[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_6(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 27 */
static int run_6(const char *text, int i)
{
    unsigned char ch;
    int tmp;
    ch = (unsigned char)text[i];
    if ((int)prog_table[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_6(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 30 */
static int run_7(const char *text, int i)
{
    unsigned char ch;
    int tmp;
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 18 */
static int run_8(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    if ((int)text[i] != 'c') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'd') {
        return 0;
    }
    i = i + 1;
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}

/* run: prog = &prog, pc = 5 */
static int run_9(const char *text, int i)
{
    int tmp;
    unsigned char ch;
    if ((int)text[i] != 'c') {
        return 0;
    }
    i = i + 1;
    if ((int)text[i] != 'd') {
        return 0;
    }
    i = i + 1;
    tmp = run_2(text, i);
    if (tmp) {
        return 1;
    }
    tmp = run_3(text, i);
    if (tmp) {
        return 1;
    }
    if ((int)text[i] != '=') {
        return 0;
    }
    i = i + 1;
    tmp = run_5(text, i);
    if (tmp) {
        return 1;
    }
    ch = (unsigned char)text[i];
    if ((int)(prog_table + 32L)[(int)ch / 8] & (1 << ((int)ch % 8))) {
        i = i + 1;
        tmp = run_7(text, i);
        if (tmp) {
            return 1;
        }
        if ((int)text[i] != ';') {
            return 0;
        }
        i = i + 1;
        return 1;
    }
    return 0;
}
