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
int string_compare(const char *, const char *);
int main(void);

int string_compare(const char *s, const char *t)
{
    int tmp;
    while ((int)*s == (int)*t) {
        if ((int)*s == 0) {
            return 0;
        }
        s = s + 1;
        t = t + 1;
    }
    if ((int)(unsigned char)*s < (int)(unsigned char)*t) {
        tmp = -1;
        return tmp;
    }
    tmp = 1;
    return tmp;
}

int main(void)
{
    const char *words[9];
    int n;
    int i;
    int j;
    int tmp;
    int tmp_1;
    __builtin_memset(&words, 0, sizeof(words));
    words[0] = "";
    words[1] = "a";
    words[2] = "ab";
    words[3] = "abc";
    words[4] = "abd";
    words[5] = "b";
    words[6] = "partial";
    words[7] = "partial evaluation";
    words[8] = "\351t\351";
    n = 9;
    i = 0;
    while (i < n) {
        j = 0;
        while (j < n) {
            tmp = string_compare(words[i], words[j]);
            printf("%3d", tmp);
            j = j + 1;
        }
        printf("\n");
        i = i + 1;
    }
    tmp_1 = string_compare("hello", "help");
    printf("string_compare(\"hello\", \"help\") = %d\n", tmp_1);
    return 0;
}
