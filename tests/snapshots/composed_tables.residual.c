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


int composed_spec(const char *, const char *);
static int words_0(const char *);
static int cases_0(const char *);
static int ascii_0(const char *);

static const unsigned char lookup_table[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\004\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\003\003\003\003\003\003"
        "\003\003\003\003\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002";
static const unsigned char lookup_table_2[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\003\003\003\003\003\003"
        "\003\003\003\003";
static const unsigned char lookup_table_3[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\003\003\003\003\003\003"
        "\003\003\003\003\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002";
static const unsigned char next_table[2] = "\002\001";
static const unsigned char lookup_table_4[256] = "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\001\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\000\000\000\000\000\000"
        "\000\000\000\000\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003\003"
        "\003\003\003\003";
static const unsigned char lookup_table_5[256] = "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\001\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002";
static const unsigned char lookup_table_6[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001\001"
        "\001\001\001\001";

int composed_spec(const char *s, const char *t)
{
    int tmp;
    int tmp_1;
    int tmp_2;
    tmp = words_0(s);
    tmp_1 = cases_0(s);
    tmp_2 = ascii_0(t);
    return tmp * 1000000 + tmp_1 * 1000 + tmp_2 % 1000;
}

/* words */
static int words_0(const char *s)
{
    int n;
    char c;
    n = 0;
    if ((int)*s != 0) {
        c = *s;
        switch ((int)lookup_table[(unsigned char)c]) {
        case 0:
            goto L4;
        case 2:
            for (;;) {
                n = n + 1;
                s = s + 1;
                if ((int)*s == 0) {
                    return n * 10 + 2;
                }
                c = *s;
                switch ((int)lookup_table_3[(unsigned char)c]) {
                case 0:
                    goto L4;
                case 2:
                    continue;
                default:
                    goto L6;
                }
            }
        case 3:
            break;
        default:
            n = n + 1;
            s = s + 1;
            if ((int)*s != 0) {
                c = *s;
                return -n;
            }
            return n * 10 + 4;
        }
L6:
        for (;;) {
            n = n + 1;
            s = s + 1;
            if ((int)*s == 0) {
                return n * 10 + 3;
            }
            c = *s;
            switch ((int)lookup_table_2[(unsigned char)c]) {
            case 0:
                goto L4;
            default:
                continue;
            }
        }
L4:
        return -n;
    }
    return n * 10 + 1;
}

/* cases */
static int cases_0(const char *s)
{
    _Bool lower;
    while ((int)*s != 0) {
        lower = (_Bool)((int)*s & 32);
        switch ((int)next_table[lower]) {
        case 1:
            s = s + 1;
            continue;
        default:
            s = s + 1;
            while ((int)*s != 0) {
                lower = (_Bool)((int)*s & 32);
                s = s + 1;
            }
            return 201;
        }
    }
    return 100;
}

/* ascii */
static int ascii_0(const char *s)
{
    int seen;
    seen = 0;
    for (;;) {
        if ((int)*s != 0) {
            switch ((int)lookup_table_4[(unsigned char)*s]) {
            case 0:
                for (;;) {
                    seen = seen * 3 % 1000003;
                    s = s + 1;
                    if ((int)*s == 0) {
                        goto L3;
                    }
                    switch ((int)lookup_table_6[(unsigned char)*s]) {
                    case 0:
                        continue;
                    default:
                        goto L7;
                    }
                }
            case 1:
                break;
            case 2:
                for (;;) {
                    seen = seen * 3 % 1000003 + 2;
                    s = s + 1;
                    if ((int)*s == 0) {
                        goto L3;
                    }
                    switch ((int)lookup_table_5[(unsigned char)*s]) {
                    case 1:
                        goto L5;
                    case 2:
                        continue;
                    default:
                        goto L7;
                    }
                }
            default:
                goto L7;
            }
L5:
            seen = seen * 3 % 1000003 + 1;
            s = s + 1;
            continue;
L7:
            __builtin_trap();
            return 0;
        }
        break;
    }
L3:
    return seen;
}
