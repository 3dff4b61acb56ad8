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


int tables_spec(int);
static int lookup_0(int);
static int lookup_1(int);

static const int squares_table[16] = {
    [0] = -50,
    [1] = -49,
    [2] = -46,
    [3] = -41,
    [4] = -34,
    [5] = -25,
    [6] = -14,
    [7] = -1,
    [8] = 14,
    [9] = 31,
    [10] = 50,
    [11] = 71,
    [12] = 94,
    [13] = 119,
    [14] = 146,
    [15] = 175,
};
static const int squares_table_1[16] = {
    [0] = -50,
    [1] = -49,
    [2] = -46,
    [3] = 100000,
    [4] = -34,
    [5] = -25,
    [6] = -14,
    [7] = -1,
    [8] = 14,
    [9] = 31,
    [10] = 50,
    [11] = 71,
    [12] = 94,
    [13] = 119,
    [14] = 146,
    [15] = 175,
};
static const signed char bytes_table[5] = "\377\200\177\000\005";
static const long long wide_table[3] = { [0] = -9000000000LL, [1] = 1LL, [2] = 9000000000LL };
static const int colours_table[3] = { [0] = -2, [1] = 7, [2] = 1000 };
static const _Bool flags_table[4] = { [0] = (_Bool)1, [3] = (_Bool)1 };
static const unsigned char m_table[8] = "\001\004\a\n\r\020\023\026";
static const unsigned short block_table[10] = {
    [0] = (unsigned short)65535,
    [1] = (unsigned short)65528,
    [2] = (unsigned short)65521,
    [3] = (unsigned short)65514,
    [4] = (unsigned short)65507,
    [5] = (unsigned short)65500,
    [6] = (unsigned short)65493,
    [7] = (unsigned short)65486,
    [8] = (unsigned short)65479,
    [9] = (unsigned short)65472,
};
static const unsigned char pair_table[8] = "\001\002\003\004defg";
static const int rows_table[4] = { [0] = 4, [1] = 5, [2] = 7, [3] = 8 };
static const unsigned char back_table[8] = "\000\t\022\033\310\307\306\305";

int tables_spec(int x)
{
    int r;
    int tmp;
    int grid[4][4];
    int m;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int written[4];
    r = squares_table[x & 15];
    r = r + squares_table_1[(x >> 1) & 15];
    r = r + (int)bytes_table[(x & 3) + 1];
    if (x % 3 < 0) {
        tmp = -(x % 3);
    } else {
        tmp = x % 3;
    }
    r = r + (int)(wide_table[tmp] / 1000000LL);
    r = r + colours_table[(x & 1) + 1];
    r = r + (int)flags_table[x & 3];
    grid[0][0] = 0;
    grid[0][1] = 1;
    grid[0][2] = 2;
    grid[0][3] = 3;
    grid[1][0] = 10;
    grid[1][1] = 11;
    grid[1][2] = 12;
    grid[1][3] = 13;
    grid[2][0] = 20;
    grid[2][1] = 21;
    grid[2][2] = 22;
    grid[2][3] = 23;
    grid[3][0] = 30;
    grid[3][1] = 31;
    grid[3][2] = 32;
    grid[3][3] = 33;
    r = r + grid[2][x & 3];
    r = r + grid[x & 3][1];
    m = x;
    r = r + ((int)m_table[x & 7] + m);
    tmp_1 = lookup_0(x + 1);
    r = r + tmp_1;
    if (x < 0) {
        tmp_2 = -x;
    } else {
        tmp_2 = x;
    }
    r = r + (int)block_table[tmp_2 % 10];
    r = r + ((int)(pair_table + 4L)[x & 3] * 3 + (int)pair_table[(x >> 3) & 3]);
    tmp_3 = lookup_1(x);
    r = r + tmp_3 * 5;
    r = r + (rows_table + 2L)[-1 - (x & 1)] * 7;
    r = r + rows_table[x & 3] * 11;
    r = r + (int)(back_table + 4L)[-1 - (x & 3)] * 13;
    __builtin_memset(&written, 0, sizeof(written));
    written[0] = 1;
    written[1] = 2;
    written[2] = 3;
    written[3] = 4;
    written[x & 3] = 50;
    r = r + written[(x >> 2) & 3];
    return r;
}

/* lookup: map = &m + 4 bytes */
static int lookup_0(int x)
{
    return (int)m_table[x & 3];
}

/* lookup: map = &pair + 4 bytes */
static int lookup_1(int x)
{
    return (int)(pair_table + 4L)[x & 3];
}
