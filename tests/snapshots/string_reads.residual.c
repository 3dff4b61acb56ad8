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


int printf(const char *, ...);
char *strncpy(char *, const char *, unsigned long);
int strcmp(const char *, const char *);
int report_spec(const char *, int);

/* report specialized to n = 4 */
int report_spec(const char *word, int x)
{
    int total;
    int tmp;
    char last[8];
    total = 0;
    printf("%s: %d %-6s|%5d\n", "gamma", 7 * x, "gamma", x);
    total = total + 7 * x;
    tmp = strcmp("gamma", word);
    if (tmp == 0) {
        printf("%s matches (%d chars)\n", word, 5);
        total = total + 1000;
    }
    printf("%s: %d %-6s|%5d\n", "beta", 5 * x, "beta", x);
    total = total + 5 * x;
    tmp = strcmp("beta", word);
    if (tmp == 0) {
        printf("%s matches (%d chars)\n", word, 4);
        total = total + 1000;
    }
    strncpy(last, word, 7UL);
    last[7] = (char)'\000';
    printf("last: %s\n", last);
    return total;
}
