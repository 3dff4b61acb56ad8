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


int snprintf(char *, unsigned long, const char *, ...);
int describe_spec(char *, unsigned long, const char *, int);
static int compare_string_0(const unsigned char *);
static int compare_string_1(const unsigned char *);
static int compare_string_2(const unsigned char *);
static int compare_string_3(const unsigned char *);
static int compare_string_4(const unsigned char *);
static int compare_string_5(const unsigned char *);
static int compare_string_6(const unsigned char *);
static int compare_string_7(const unsigned char *);
static int compare_string_8(const unsigned char *);
static int compare_string_9(const unsigned char *);
static int compare_string_10(const unsigned char *);
static int compare_string_11(const unsigned char *);

/* describe specialized to n = 12 */
int describe_spec(char *out, unsigned long size, const char *word, int value)
{
    int len;
    int tmp;
    int tmp_1;
    len = -1;
    tmp = compare_string_0((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "alpha", "plain", 3 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_1((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "bravo", "marked", 5 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_2((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "charlie", "spare", 7 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_3((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "delta", "plain", 11 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_4((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "echo", "marked", 13 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_5((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "foxtrot", "spare", 17 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_6((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "golf", "plain", 19 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_7((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "hotel", "marked", 23 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_8((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "india", "spare", 29 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_9((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "juliett", "plain", 31 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_10((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "kilo", "marked", 37 * value);
        len = tmp_1;
        return len;
    }
    tmp = compare_string_11((const unsigned char *)word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "lima", "spare", 41 * value);
        len = tmp_1;
        return len;
    }
    return len;
}

/* strcmp with 6 static bytes */
static int compare_string_0(const unsigned char *s)
{
    if ((int)s[0] != 'a') {
        return 97 - (int)s[0];
    }
    if ((int)s[1] != 'l') {
        return 108 - (int)s[1];
    }
    if ((int)s[2] != 'p') {
        return 112 - (int)s[2];
    }
    if ((int)s[3] != 'h') {
        return 104 - (int)s[3];
    }
    if ((int)s[4] != 'a') {
        return 97 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 6 static bytes */
static int compare_string_1(const unsigned char *s)
{
    if ((int)s[0] != 'b') {
        return 98 - (int)s[0];
    }
    if ((int)s[1] != 'r') {
        return 114 - (int)s[1];
    }
    if ((int)s[2] != 'a') {
        return 97 - (int)s[2];
    }
    if ((int)s[3] != 'v') {
        return 118 - (int)s[3];
    }
    if ((int)s[4] != 'o') {
        return 111 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 8 static bytes */
static int compare_string_2(const unsigned char *s)
{
    if ((int)s[0] != 'c') {
        return 99 - (int)s[0];
    }
    if ((int)s[1] != 'h') {
        return 104 - (int)s[1];
    }
    if ((int)s[2] != 'a') {
        return 97 - (int)s[2];
    }
    if ((int)s[3] != 'r') {
        return 114 - (int)s[3];
    }
    if ((int)s[4] != 'l') {
        return 108 - (int)s[4];
    }
    if ((int)s[5] != 'i') {
        return 105 - (int)s[5];
    }
    if ((int)s[6] != 'e') {
        return 101 - (int)s[6];
    }
    if ((int)s[7] != 0) {
        return 0 - (int)s[7];
    }
    return 0;
}

/* strcmp with 6 static bytes */
static int compare_string_3(const unsigned char *s)
{
    if ((int)s[0] != 'd') {
        return 100 - (int)s[0];
    }
    if ((int)s[1] != 'e') {
        return 101 - (int)s[1];
    }
    if ((int)s[2] != 'l') {
        return 108 - (int)s[2];
    }
    if ((int)s[3] != 't') {
        return 116 - (int)s[3];
    }
    if ((int)s[4] != 'a') {
        return 97 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 5 static bytes */
static int compare_string_4(const unsigned char *s)
{
    if ((int)s[0] != 'e') {
        return 101 - (int)s[0];
    }
    if ((int)s[1] != 'c') {
        return 99 - (int)s[1];
    }
    if ((int)s[2] != 'h') {
        return 104 - (int)s[2];
    }
    if ((int)s[3] != 'o') {
        return 111 - (int)s[3];
    }
    if ((int)s[4] != 0) {
        return 0 - (int)s[4];
    }
    return 0;
}

/* strcmp with 8 static bytes */
static int compare_string_5(const unsigned char *s)
{
    if ((int)s[0] != 'f') {
        return 102 - (int)s[0];
    }
    if ((int)s[1] != 'o') {
        return 111 - (int)s[1];
    }
    if ((int)s[2] != 'x') {
        return 120 - (int)s[2];
    }
    if ((int)s[3] != 't') {
        return 116 - (int)s[3];
    }
    if ((int)s[4] != 'r') {
        return 114 - (int)s[4];
    }
    if ((int)s[5] != 'o') {
        return 111 - (int)s[5];
    }
    if ((int)s[6] != 't') {
        return 116 - (int)s[6];
    }
    if ((int)s[7] != 0) {
        return 0 - (int)s[7];
    }
    return 0;
}

/* strcmp with 5 static bytes */
static int compare_string_6(const unsigned char *s)
{
    if ((int)s[0] != 'g') {
        return 103 - (int)s[0];
    }
    if ((int)s[1] != 'o') {
        return 111 - (int)s[1];
    }
    if ((int)s[2] != 'l') {
        return 108 - (int)s[2];
    }
    if ((int)s[3] != 'f') {
        return 102 - (int)s[3];
    }
    if ((int)s[4] != 0) {
        return 0 - (int)s[4];
    }
    return 0;
}

/* strcmp with 6 static bytes */
static int compare_string_7(const unsigned char *s)
{
    if ((int)s[0] != 'h') {
        return 104 - (int)s[0];
    }
    if ((int)s[1] != 'o') {
        return 111 - (int)s[1];
    }
    if ((int)s[2] != 't') {
        return 116 - (int)s[2];
    }
    if ((int)s[3] != 'e') {
        return 101 - (int)s[3];
    }
    if ((int)s[4] != 'l') {
        return 108 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 6 static bytes */
static int compare_string_8(const unsigned char *s)
{
    if ((int)s[0] != 'i') {
        return 105 - (int)s[0];
    }
    if ((int)s[1] != 'n') {
        return 110 - (int)s[1];
    }
    if ((int)s[2] != 'd') {
        return 100 - (int)s[2];
    }
    if ((int)s[3] != 'i') {
        return 105 - (int)s[3];
    }
    if ((int)s[4] != 'a') {
        return 97 - (int)s[4];
    }
    if ((int)s[5] != 0) {
        return 0 - (int)s[5];
    }
    return 0;
}

/* strcmp with 8 static bytes */
static int compare_string_9(const unsigned char *s)
{
    if ((int)s[0] != 'j') {
        return 106 - (int)s[0];
    }
    if ((int)s[1] != 'u') {
        return 117 - (int)s[1];
    }
    if ((int)s[2] != 'l') {
        return 108 - (int)s[2];
    }
    if ((int)s[3] != 'i') {
        return 105 - (int)s[3];
    }
    if ((int)s[4] != 'e') {
        return 101 - (int)s[4];
    }
    if ((int)s[5] != 't') {
        return 116 - (int)s[5];
    }
    if ((int)s[6] != 't') {
        return 116 - (int)s[6];
    }
    if ((int)s[7] != 0) {
        return 0 - (int)s[7];
    }
    return 0;
}

/* strcmp with 5 static bytes */
static int compare_string_10(const unsigned char *s)
{
    if ((int)s[0] != 'k') {
        return 107 - (int)s[0];
    }
    if ((int)s[1] != 'i') {
        return 105 - (int)s[1];
    }
    if ((int)s[2] != 'l') {
        return 108 - (int)s[2];
    }
    if ((int)s[3] != 'o') {
        return 111 - (int)s[3];
    }
    if ((int)s[4] != 0) {
        return 0 - (int)s[4];
    }
    return 0;
}

/* strcmp with 5 static bytes */
static int compare_string_11(const unsigned char *s)
{
    if ((int)s[0] != 'l') {
        return 108 - (int)s[0];
    }
    if ((int)s[1] != 'i') {
        return 105 - (int)s[1];
    }
    if ((int)s[2] != 'm') {
        return 109 - (int)s[2];
    }
    if ((int)s[3] != 'a') {
        return 97 - (int)s[3];
    }
    if ((int)s[4] != 0) {
        return 0 - (int)s[4];
    }
    return 0;
}
