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


int trick_spec(const char *, int);
static int classify_0(const char *);
static int narrow_0(int);
static int many_0(int);

static const unsigned char lookup_table[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\003\003\003\003\003\003"
        "\003\003\003\003\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002";
static const unsigned char lookup_table_1[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\003\003\003\003\003\003"
        "\003\003\003\003";
static const unsigned char lookup_table_2[256] = "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
        "\000\000\000\000\000\000\000\002\002\002\002\002\002\002\002\002\002\002"
        "\002\002\002\002\002\002\002\002\002\002\002\002\002\002\002";
static const short widths_table[6] = {
    [0] = (short)300,
    [1] = (short)-2,
    [2] = (short)7,
    [3] = (short)300,
    [4] = (short)7,
    [5] = (short)65,
};
static const int squares_table[100] = {
    [1] = 1,
    [2] = 4,
    [3] = 9,
    [4] = 16,
    [5] = 25,
    [6] = 36,
    [7] = 49,
    [8] = 64,
    [9] = 81,
    [10] = 100,
    [11] = 121,
    [12] = 144,
    [13] = 169,
    [14] = 196,
    [15] = 225,
    [16] = 256,
    [17] = 289,
    [18] = 324,
    [19] = 361,
    [20] = 400,
    [21] = 441,
    [22] = 484,
    [23] = 529,
    [24] = 576,
    [25] = 625,
    [26] = 676,
    [27] = 729,
    [28] = 784,
    [29] = 841,
    [30] = 900,
    [31] = 961,
    [32] = 1024,
    [33] = 1089,
    [34] = 1156,
    [35] = 1225,
    [36] = 1296,
    [37] = 1369,
    [38] = 1444,
    [39] = 1521,
    [40] = 1600,
    [41] = 1681,
    [42] = 1764,
    [43] = 1849,
    [44] = 1936,
    [45] = 2025,
    [46] = 2116,
    [47] = 2209,
    [48] = 2304,
    [49] = 2401,
    [50] = 2500,
    [51] = 2601,
    [52] = 2704,
    [53] = 2809,
    [54] = 2916,
    [55] = 3025,
    [56] = 3136,
    [57] = 3249,
    [58] = 3364,
    [59] = 3481,
    [60] = 3600,
    [61] = 3721,
    [62] = 3844,
    [63] = 3969,
    [64] = 4096,
    [65] = 4225,
    [66] = 4356,
    [67] = 4489,
    [68] = 4624,
    [69] = 4761,
    [70] = 4900,
    [71] = 5041,
    [72] = 5184,
    [73] = 5329,
    [74] = 5476,
    [75] = 5625,
    [76] = 5776,
    [77] = 5929,
    [78] = 6084,
    [79] = 6241,
    [80] = 6400,
    [81] = 6561,
    [82] = 6724,
    [83] = 6889,
    [84] = 7056,
    [85] = 7225,
    [86] = 7396,
    [87] = 7569,
    [88] = 7744,
    [89] = 7921,
    [90] = 8100,
    [91] = 8281,
    [92] = 8464,
    [93] = 8649,
    [94] = 8836,
    [95] = 9025,
    [96] = 9216,
    [97] = 9409,
    [98] = 9604,
    [99] = 9801,
};
static const int ends_table[10] = {
    [1] = 1,
    [2] = 4,
    [3] = 9,
    [4] = 6,
    [5] = 5,
    [6] = 6,
    [7] = 9,
    [8] = 4,
    [9] = 1,
};

int trick_spec(const char *s, int x)
{
    int tmp;
    int tmp_1;
    int tmp_2;
    tmp = classify_0(s);
    tmp_1 = narrow_0(x);
    tmp_2 = many_0(x);
    return tmp * 100000 + tmp_1 * 10 + tmp_2;
}

/* classify */
static int classify_0(const char *s)
{
    if ((int)*s == 0) {
        return 'W';
    }
    switch ((int)lookup_table[(unsigned char)*s]) {
    case 0:
        return '-';
    case 2:
        for (;;) {
            s = s + 1;
            if ((int)*s == 0) {
                return 'N';
            }
            switch ((int)lookup_table_2[(unsigned char)*s]) {
            case 0:
                return '-';
            default:
                continue;
            }
        }
    default:
        for (;;) {
            s = s + 1;
            if ((int)*s == 0) {
                return 'M';
            }
            switch ((int)lookup_table_1[(unsigned char)*s]) {
            case 0:
                return '-';
            default:
                continue;
            }
        }
    }
}

/* narrow */
static int narrow_0(int x)
{
    if (x <= 2) {
        return 0;
    }
    switch ((int)widths_table[x % 6]) {
    case -2:
        return -1;
    case 7:
        return 70;
    case 65:
        return 650;
    default:
        return 1000;
    }
}

/* many */
static int many_0(int x)
{
    int tmp;
    int v;
    if (x % 100 < 0) {
        tmp = -(x % 100);
    } else {
        tmp = x % 100;
    }
    v = squares_table[tmp];
    return ends_table[v % 10] + v;
}
