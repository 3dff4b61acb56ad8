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


int printf(const char *, ...);
char *strncpy(char *, const char *, unsigned long);
int report_spec(const char *, int);
static int compare_string_0(const unsigned char *);
static int compare_string_1(const unsigned char *);

/* report specialized to n = 4 */
int report_spec(const char *word, int x)
{
    int total;
    int tmp;
    char last[8];
    total = 0;
    printf("%s: %d %-6s|%5d\n", "gamma", 7 * x, "gamma", x);
    total = total + 7 * x;
    tmp = compare_string_0((const unsigned char *)word);
    if (tmp == 0) {
        printf("%s matches (%d chars)\n", word, 5);
        total = total + 1000;
    }
    printf("%s: %d %-6s|%5d\n", "beta", 5 * x, "beta", x);
    total = total + 5 * x;
    tmp = compare_string_1((const unsigned char *)word);
    if (tmp == 0) {
        printf("%s matches (%d chars)\n", word, 4);
        total = total + 1000;
    }
    strncpy(last, word, 7UL);
    last[7] = (char)'\000';
    printf("last: %s\n", last);
    return total;
}

/* strcmp with 6 static bytes */
static int compare_string_0(const unsigned char *s)
{
    if ((int)s[0] != 'g') {
        return 103 - (int)s[0];
    }
    if ((int)s[1] != 'a') {
        return 97 - (int)s[1];
    }
    if ((int)s[2] != 'm') {
        return 109 - (int)s[2];
    }
    if ((int)s[3] != 'm') {
        return 109 - (int)s[3];
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
static int compare_string_1(const unsigned char *s)
{
    if ((int)s[0] != 'b') {
        return 98 - (int)s[0];
    }
    if ((int)s[1] != 'e') {
        return 101 - (int)s[1];
    }
    if ((int)s[2] != 't') {
        return 116 - (int)s[2];
    }
    if ((int)s[3] != 'a') {
        return 97 - (int)s[3];
    }
    if ((int)s[4] != 0) {
        return 0 - (int)s[4];
    }
    return 0;
}
