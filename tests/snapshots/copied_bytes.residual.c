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

struct record;

struct record {
    char tag;
    int weight;
    short code;
};

void *memcpy(void *, const void *, unsigned long);
void *memmove(void *, const void *, unsigned long);
int fill_spec(int, char *, int);
static int compare_bytes_0(const unsigned char *);

/* fill specialized to name = "ledger", r = {'q', 12, -3} */
int fill_spec(int scale, char *out, int n)
{
    struct record copy;
    int sum;
    int i;
    int tmp;
    memcpy((void *)out, (const void *)"ledger", 7UL);
    memcpy((void *)(char *)&copy, (const void *)"q\000\000\000\f\000\000\000\375\377\000", 12UL);
    copy.weight = copy.weight * scale;
    sum = 0;
    i = 0;
    while (i < n) {
        sum = sum + (int)out[i % 7] * copy.weight;
        i = i + 1;
    }
    tmp = compare_bytes_0((const unsigned char *)(const void *)out);
    if (tmp == 0) {
        sum = sum + 7;
    }
    memmove((void *)(out + 1), (const void *)out, 6UL);
    return sum + (int)copy.tag + (int)copy.code + (int)out[6UL];
}

/* memcmp with 6 static bytes */
static int compare_bytes_0(const unsigned char *s)
{
    if ((int)s[0] != 'l') {
        return (int)s[0] - 108;
    }
    if ((int)s[1] != 'e') {
        return (int)s[1] - 101;
    }
    if ((int)s[2] != 'd') {
        return (int)s[2] - 100;
    }
    if ((int)s[3] != 'g') {
        return (int)s[3] - 103;
    }
    if ((int)s[4] != 'e') {
        return (int)s[4] - 101;
    }
    if ((int)s[5] != 'r') {
        return (int)s[5] - 114;
    }
    return 0;
}
