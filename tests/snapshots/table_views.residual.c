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

struct machine;

struct machine {
    unsigned char first[4];
    unsigned char rest[12];
};

int views_spec(const char *, int);
static int bytes_of_array_0(const char *);
static int bytes_of_struct_0(const char *);
static int byte_at_0(int);
static int written_view_0(int, int);
static int walked_rows_0(const char *);
static int walk_rows_0(int);

static const unsigned char classes[256] = {
    [97] = (unsigned char)'\001',
    [98] = (unsigned char)'\002',
    [99] = (unsigned char)'\003',
};
static struct machine written = {
    .first = {
        [0] = (unsigned char)'\000',
        [1] = (unsigned char)'\000',
        [2] = (unsigned char)'\000',
        [3] = (unsigned char)'\000',
    },
    .rest = {
        [0] = (unsigned char)'\001',
        [1] = (unsigned char)'\002',
        [2] = (unsigned char)'\003',
        [3] = (unsigned char)'\004',
        [4] = (unsigned char)'\005',
        [5] = (unsigned char)'\006',
        [6] = (unsigned char)'\a',
        [7] = (unsigned char)'\b',
        [8] = (unsigned char)'\t',
        [9] = (unsigned char)'\n',
        [10] = (unsigned char)'\v',
        [11] = (unsigned char)'\f',
    },
};
static int grid[3][4] = {
    [0] = { [0] = 1, [1] = 2, [2] = 3, [3] = 4 },
    [1] = { [0] = 5, [1] = 6, [2] = 7, [3] = 8 },
    [2] = { [0] = 9, [1] = 10, [2] = 11, [3] = 12 },
};
static short boxed[2][3] = {
    [0] = { [0] = (short)1, [1] = (short)2, [2] = (short)3 },
    [1] = { [0] = (short)4, [1] = (short)5, [2] = (short)6 },
};
static const unsigned char next_table[16] = "\000\000\000\001\001\002\001\001\002\002\003\002\003\000\003\003";
static const int matrix_table[9] = { [0] = 1, [1] = 2, [3] = 2, [5] = 1, [7] = 1, [8] = 2 };

int views_spec(const char *s, int column)
{
    int tmp;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    tmp = bytes_of_array_0(s);
    tmp_1 = bytes_of_struct_0(s);
    tmp_2 = byte_at_0(column);
    tmp_3 = written_view_0(column, column + 20);
    tmp_4 = walked_rows_0(s);
    tmp_5 = walk_rows_0(column);
    return tmp * 100000 + tmp_1 * 10000 + tmp_2 * 1000 + tmp_3 * 10 + tmp_4 + tmp_5 % 997 * 1000000;
}

/* bytes_of_array: state = 0 */
static int bytes_of_array_0(const char *s)
{
L0:
    if ((int)*s == 0) goto L2;
    switch ((int)next_table[(int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L2:
    return 0;
L3:
    s = s + 1;
    goto L0;
L4:
    s = s + 1;
    goto L13;
L5:
    s = s + 1;
    goto L10;
L6:
    s = s + 1;
    if ((int)*s == 0) goto L9;
    switch ((int)next_table[12 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L9:
    return 3;
L10:
    if ((int)*s == 0) goto L12;
    switch ((int)next_table[8 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L12:
    return 2;
L13:
    if ((int)*s == 0) goto L15;
    switch ((int)next_table[4 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L15:
    return 1;
}

/* bytes_of_struct: state = 0 */
static int bytes_of_struct_0(const char *s)
{
L0:
    if ((int)*s == 0) goto L2;
    switch ((int)next_table[(int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L2:
    return 0;
L3:
    s = s + 1;
    goto L0;
L4:
    s = s + 1;
    goto L13;
L5:
    s = s + 1;
    goto L10;
L6:
    s = s + 1;
    if ((int)*s == 0) goto L9;
    switch ((int)next_table[12 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L9:
    return 3;
L10:
    if ((int)*s == 0) goto L12;
    switch ((int)next_table[8 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L12:
    return 2;
L13:
    if ((int)*s == 0) goto L15;
    switch ((int)next_table[4 + (int)classes[(int)(unsigned char)*s]]) {
    case 0: goto L3;
    case 1: goto L4;
    case 2: goto L5;
    default: goto L6;
    }
L15:
    return 1;
}

/* byte_at: row = 3 */
static int byte_at_0(int column)
{
    return (int)next_table[12 + (column & 3)];
}

/* written_view: row = 1 */
static int written_view_0(int column, int v)
{
    written.first[0] = (unsigned char)v;
    return (int)((const unsigned char *)&written)[4 + (column & 3)];
}

/* walked_rows */
static int walked_rows_0(const char *s)
{
L0:
    if ((int)*s == 0) goto L2;
    switch (matrix_table[((int)*s & 1) + ((int)*s & 2) / 2]) {
    case 0: goto L3;
    case 1: goto L4;
    default: goto L5;
    }
L2:
    return 0;
L3:
    s = s + 1;
    goto L0;
L4:
    s = s + 1;
    goto L9;
L5:
    s = s + 1;
    if ((int)*s == 0) goto L8;
    switch (matrix_table[6 + ((int)*s & 1) + ((int)*s & 2) / 2]) {
    case 0: goto L3;
    case 1: goto L4;
    default: goto L5;
    }
L8:
    return 2;
L9:
    if ((int)*s == 0) goto L11;
    switch (matrix_table[3 + ((int)*s & 1) + ((int)*s & 2) / 2]) {
    case 0: goto L3;
    case 1: goto L4;
    default: goto L5;
    }
L11:
    return 1;
}

/* walk_rows: v = 40 */
static int walk_rows_0(int start)
{
    unsigned int s;
    int k;
    int k_1;
    grid[2][3] = 40;
    boxed[1][0] = (short)40;
    s = 0U;
    k = start;
    while (k < 12) {
        s = s * 2U + (unsigned int)((const int *)&grid)[k];
        k = k + 1;
    }
    k_1 = start;
    while (k_1 < 6) {
        s = s * 7U + (unsigned int)((const short *)&boxed)[k_1];
        k_1 = k_1 + 1;
    }
    return (int)(s % 1000003U);
}
