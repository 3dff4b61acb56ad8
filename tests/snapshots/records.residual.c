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
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
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
int strcmp(const char *, const char *);
int describe_spec(char *, unsigned long, const char *, int);

/* describe specialized to n = 12 */
int describe_spec(char *out, unsigned long size, const char *word, int value)
{
    int len;
    int tmp;
    int tmp_1;
    len = -1;
    tmp = strcmp("alpha", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "alpha", "plain", 3 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("bravo", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "bravo", "marked", 5 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("charlie", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "charlie", "spare", 7 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("delta", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "delta", "plain", 11 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("echo", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "echo", "marked", 13 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("foxtrot", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "foxtrot", "spare", 17 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("golf", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "golf", "plain", 19 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("hotel", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "hotel", "marked", 23 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("india", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "india", "spare", 29 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("juliett", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "juliett", "plain", 31 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("kilo", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "kilo", "marked", 37 * value);
        len = tmp_1;
        return len;
    }
    tmp = strcmp("lima", word);
    if (tmp == 0) {
        tmp_1 = snprintf(out, size, "%s (%s): %d", "lima", "spare", 41 * value);
        len = tmp_1;
        return len;
    }
    return len;
}
