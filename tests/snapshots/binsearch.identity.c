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
int binsearch(int, int);
int main(void);

int table[16] = {
    [0] = 2,
    [1] = 3,
    [2] = 5,
    [3] = 7,
    [4] = 11,
    [5] = 13,
    [6] = 17,
    [7] = 19,
    [8] = 23,
    [9] = 29,
    [10] = 31,
    [11] = 37,
    [12] = 41,
    [13] = 43,
    [14] = 47,
    [15] = 53,
};

int binsearch(int key, int n)
{
    int low;
    int high;
    int mid;
    low = 0;
    high = n - 1;
    while (low <= high) {
        mid = (low + high) / 2;
        if (key < table[mid]) {
            high = mid - 1;
        } else {
            if (key <= table[mid]) {
                return mid;
            }
            low = mid + 1;
        }
    }
    return -1;
}

int main(void)
{
    int n;
    int key;
    int i;
    int tmp;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    int tmp_6;
    n = 16;
    key = 0;
    while (key <= 55) {
        tmp = binsearch(key, n);
        i = tmp;
        if (i >= 0) {
            printf("%d at %d\n", key, i);
        }
        key = key + 1;
    }
    tmp_1 = binsearch(-5, n);
    tmp_2 = binsearch(100, n);
    tmp_3 = binsearch(4, n);
    printf("-5 -> %d, 100 -> %d, 4 -> %d\n", tmp_1, tmp_2, tmp_3);
    tmp_4 = binsearch(7, 4);
    tmp_5 = binsearch(11, 4);
    printf("in the first 4 only: 7 -> %d, 11 -> %d\n", tmp_4, tmp_5);
    tmp_6 = binsearch(2, 0);
    printf("empty table: %d\n", tmp_6);
    return 0;
}
