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


int lookup_spec(const char *, const unsigned char *);
static int compare_string_0(const unsigned char *);
static int compare_string_1(const unsigned char *);
static int compare_string_2(const unsigned char *);
static int compare_string_3(const unsigned char *);
static int compare_string_4(const unsigned char *);
static int compare_bytes_0(const unsigned char *);
static int compare_bytes_1(const unsigned char *);
static int compare_bytes_2(const unsigned char *);

/* lookup specialized to keywords = {"if", "while", "for", "return"}, n = 4 */
int lookup_spec(const char *word, const unsigned char *header)
{
    int tmp;
    int tmp_1;
    int order;
    int tmp_2;
    int prefix;
    int tmp_3;
    int longer;
    int tmp_4;
    int magic;
    int tmp_5;
    int back;
    tmp = compare_string_0((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = compare_string_4((const unsigned char *)word);
        order = tmp_1;
        tmp_2 = compare_bytes_0((const unsigned char *)word);
        prefix = tmp_2;
        tmp_3 = compare_string_1((const unsigned char *)word);
        longer = tmp_3;
        tmp_4 = compare_bytes_1((const unsigned char *)(const void *)header);
        magic = tmp_4;
        tmp_5 = compare_bytes_2((const unsigned char *)(const void *)header);
        back = tmp_5;
        return (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
    }
    tmp = compare_string_1((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = compare_string_4((const unsigned char *)word);
        order = tmp_1;
        tmp_2 = compare_bytes_0((const unsigned char *)word);
        prefix = tmp_2;
        tmp_3 = compare_string_1((const unsigned char *)word);
        longer = tmp_3;
        tmp_4 = compare_bytes_1((const unsigned char *)(const void *)header);
        magic = tmp_4;
        tmp_5 = compare_bytes_2((const unsigned char *)(const void *)header);
        back = tmp_5;
        return 1000000 + (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
    }
    tmp = compare_string_2((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = compare_string_4((const unsigned char *)word);
        order = tmp_1;
        tmp_2 = compare_bytes_0((const unsigned char *)word);
        prefix = tmp_2;
        tmp_3 = compare_string_1((const unsigned char *)word);
        longer = tmp_3;
        tmp_4 = compare_bytes_1((const unsigned char *)(const void *)header);
        magic = tmp_4;
        tmp_5 = compare_bytes_2((const unsigned char *)(const void *)header);
        back = tmp_5;
        return 2000000 + (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
    }
    tmp = compare_string_3((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = compare_string_4((const unsigned char *)word);
        order = tmp_1;
        tmp_2 = compare_bytes_0((const unsigned char *)word);
        prefix = tmp_2;
        tmp_3 = compare_string_1((const unsigned char *)word);
        longer = tmp_3;
        tmp_4 = compare_bytes_1((const unsigned char *)(const void *)header);
        magic = tmp_4;
        tmp_5 = compare_bytes_2((const unsigned char *)(const void *)header);
        back = tmp_5;
        return 3000000 + (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
    }
    tmp_1 = compare_string_4((const unsigned char *)word);
    order = tmp_1;
    tmp_2 = compare_bytes_0((const unsigned char *)word);
    prefix = tmp_2;
    tmp_3 = compare_string_1((const unsigned char *)word);
    longer = tmp_3;
    tmp_4 = compare_bytes_1((const unsigned char *)(const void *)header);
    magic = tmp_4;
    tmp_5 = compare_bytes_2((const unsigned char *)(const void *)header);
    back = tmp_5;
    return -1000000 + (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
}

/* strcmp with 3 static bytes */
static int compare_string_0(const unsigned char *s)
{
    if ((int)s[0] != 'i') {
        return 105 - (int)s[0];
    }
    if ((int)s[1] != 'f') {
        return 102 - (int)s[1];
    }
    if ((int)s[2] != 0) {
        return 0 - (int)s[2];
    }
    return 0;
}

/* strcmp with 6 static bytes */
static int compare_string_1(const unsigned char *s)
{
    if ((int)s[0] != 'w') {
        return 119 - (int)s[0];
    }
    if ((int)s[1] != 'h') {
        return 104 - (int)s[1];
    }
    if ((int)s[2] != 'i') {
        return 105 - (int)s[2];
    }
    if ((int)s[3] != 'l') {
        return 108 - (int)s[3];
    }
    if ((int)s[4] != 'e') {
        return 101 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 4 static bytes */
static int compare_string_2(const unsigned char *s)
{
    if ((int)s[0] != 'f') {
        return 102 - (int)s[0];
    }
    if ((int)s[1] != 'o') {
        return 111 - (int)s[1];
    }
    if ((int)s[2] != 'r') {
        return 114 - (int)s[2];
    }
    if ((int)s[3] != 0) {
        return 0 - (int)s[3];
    }
    return 0;
}

/* strcmp with 7 static bytes */
static int compare_string_3(const unsigned char *s)
{
    if ((int)s[0] != 'r') {
        return 114 - (int)s[0];
    }
    if ((int)s[1] != 'e') {
        return 101 - (int)s[1];
    }
    if ((int)s[2] != 't') {
        return 116 - (int)s[2];
    }
    if ((int)s[3] != 'u') {
        return 117 - (int)s[3];
    }
    if ((int)s[4] != 'r') {
        return 114 - (int)s[4];
    }
    if ((int)s[5] != 'n') {
        return 110 - (int)s[5];
    }
    if ((int)s[6] != 0) {
        return 0 - (int)s[6];
    }
    return 0;
}

/* strcmp with 3 static bytes */
static int compare_string_4(const unsigned char *s)
{
    if ((int)s[0] != 'i') {
        return (int)s[0] - 105;
    }
    if ((int)s[1] != 'f') {
        return (int)s[1] - 102;
    }
    if ((int)s[2] != 0) {
        return (int)s[2];
    }
    return 0;
}

/* memcmp with 3 static bytes */
static int compare_bytes_0(const unsigned char *s)
{
    if ((int)s[0] != 'w') {
        return (int)s[0] - 119;
    }
    if ((int)s[1] != 'h') {
        return (int)s[1] - 104;
    }
    if ((int)s[2] != 'i') {
        return (int)s[2] - 105;
    }
    return 0;
}

/* memcmp with 4 static bytes */
static int compare_bytes_1(const unsigned char *s)
{
    if ((int)s[0] != 127) {
        return (int)s[0] - 127;
    }
    if ((int)s[1] != 'E') {
        return (int)s[1] - 69;
    }
    if ((int)s[2] != 'L') {
        return (int)s[2] - 76;
    }
    if ((int)s[3] != 'F') {
        return (int)s[3] - 70;
    }
    return 0;
}

/* memcmp with 4 static bytes */
static int compare_bytes_2(const unsigned char *s)
{
    if ((int)s[0] != 137) {
        return 137 - (int)s[0];
    }
    if ((int)s[1] != 'P') {
        return 80 - (int)s[1];
    }
    if ((int)s[2] != 'N') {
        return 78 - (int)s[2];
    }
    if ((int)s[3] != 'G') {
        return 71 - (int)s[3];
    }
    return 0;
}
