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
    int key;
    int id;
    long payload;
};

void *memcpy(void *, const void *, unsigned long);
void sort_spec(void *, unsigned long);
static int by_key_0(const void *, const void *);
static void swap_0(char *, char *);
static void sort_0(void *, unsigned long);

/* sort specialized to size = 16, cmp = by_key */
void sort_spec(void *base, unsigned long n)
{
    char *a;
    unsigned long i;
    unsigned long j;
    int tmp;
    char *lo;
    char *mid;
    char *hi;
    int tmp_1;
    int tmp_2;
    unsigned long i_1;
    unsigned long j_1;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    a = (char *)base;
    while (n > 8UL) {
        lo = a;
        mid = a + n / 2UL * 16UL;
        hi = a + (n - 1UL) * 16UL;
        tmp_1 = by_key_0((const void *)mid, (const void *)lo);
        if (tmp_1 < 0) {
            swap_0(mid, lo);
        }
        tmp_2 = by_key_0((const void *)hi, (const void *)mid);
        if (tmp_2 < 0) {
            swap_0(hi, mid);
            tmp_5 = by_key_0((const void *)mid, (const void *)lo);
            if (tmp_5 < 0) {
                swap_0(mid, lo);
            }
        }
        swap_0(a, mid);
        i_1 = 1UL;
        j_1 = n - 1UL;
        for (;;) {
            tmp_3 = by_key_0((const void *)(a + i_1 * 16UL), (const void *)a);
            if (tmp_3 < 0) {
                i_1 = i_1 + 1UL;
            } else {
                for (;;) {
                    tmp_4 = by_key_0((const void *)a, (const void *)(a + j_1 * 16UL));
                    if (tmp_4 >= 0) {
                        break;
                    }
                    j_1 = j_1 - 1UL;
                }
                if (i_1 >= j_1) {
                    swap_0(a, a + j_1 * 16UL);
                    if (j_1 < n - j_1 - 1UL) {
                        sort_0((void *)a, j_1);
                        a = a + (j_1 + 1UL) * 16UL;
                        n = n - (j_1 + 1UL);
                        break;
                    }
                    sort_0((void *)(a + (j_1 + 1UL) * 16UL), n - j_1 - 1UL);
                    n = j_1;
                    break;
                }
                swap_0(a + i_1 * 16UL, a + j_1 * 16UL);
                i_1 = i_1 + 1UL;
                j_1 = j_1 - 1UL;
            }
        }
    }
    i = 1UL;
    while (i < n) {
        j = i;
        while (j > 0UL) {
            tmp = by_key_0((const void *)(a + (j - 1UL) * 16UL), (const void *)(a + j * 16UL));
            if (tmp <= 0) {
                break;
            }
            swap_0(a + (j - 1UL) * 16UL, a + j * 16UL);
            j = j - 1UL;
        }
        i = i + 1UL;
    }
    return;
}

/* by_key */
static int by_key_0(const void *x, const void *y)
{
    int a;
    int b;
    a = ((const struct record *)x)->key;
    b = ((const struct record *)y)->key;
    return (a < b ? -1 : a > b);
}

/* swap: size = 16 */
static void swap_0(char *a, char *b)
{
    char tmp[16];
    memcpy((void *)(char *)&tmp, (const void *)a, 16UL);
    memcpy((void *)a, (const void *)b, 16UL);
    memcpy((void *)b, (const void *)(char *)&tmp, 16UL);
    a = a + 16UL;
    b = b + 16UL;
    return;
}

/* sort: size = 16, cmp = &by_key */
static void sort_0(void *base, unsigned long n)
{
    char *a;
    unsigned long i;
    unsigned long j;
    int tmp;
    char *lo;
    char *mid;
    char *hi;
    int tmp_1;
    int tmp_2;
    unsigned long i_1;
    unsigned long j_1;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    a = (char *)base;
    while (n > 8UL) {
        lo = a;
        mid = a + n / 2UL * 16UL;
        hi = a + (n - 1UL) * 16UL;
        tmp_1 = by_key_0((const void *)mid, (const void *)lo);
        if (tmp_1 < 0) {
            swap_0(mid, lo);
        }
        tmp_2 = by_key_0((const void *)hi, (const void *)mid);
        if (tmp_2 < 0) {
            swap_0(hi, mid);
            tmp_5 = by_key_0((const void *)mid, (const void *)lo);
            if (tmp_5 < 0) {
                swap_0(mid, lo);
            }
        }
        swap_0(a, mid);
        i_1 = 1UL;
        j_1 = n - 1UL;
        for (;;) {
            tmp_3 = by_key_0((const void *)(a + i_1 * 16UL), (const void *)a);
            if (tmp_3 < 0) {
                i_1 = i_1 + 1UL;
            } else {
                for (;;) {
                    tmp_4 = by_key_0((const void *)a, (const void *)(a + j_1 * 16UL));
                    if (tmp_4 >= 0) {
                        break;
                    }
                    j_1 = j_1 - 1UL;
                }
                if (i_1 >= j_1) {
                    swap_0(a, a + j_1 * 16UL);
                    if (j_1 < n - j_1 - 1UL) {
                        sort_0((void *)a, j_1);
                        a = a + (j_1 + 1UL) * 16UL;
                        n = n - (j_1 + 1UL);
                        break;
                    }
                    sort_0((void *)(a + (j_1 + 1UL) * 16UL), n - j_1 - 1UL);
                    n = j_1;
                    break;
                }
                swap_0(a + i_1 * 16UL, a + j_1 * 16UL);
                i_1 = i_1 + 1UL;
                j_1 = j_1 - 1UL;
            }
        }
    }
    i = 1UL;
    while (i < n) {
        j = i;
        while (j > 0UL) {
            tmp = by_key_0((const void *)(a + (j - 1UL) * 16UL), (const void *)(a + j * 16UL));
            if (tmp <= 0) {
                break;
            }
            swap_0(a + (j - 1UL) * 16UL, a + j * 16UL);
            j = j - 1UL;
        }
        i = i + 1UL;
    }
    return;
}
