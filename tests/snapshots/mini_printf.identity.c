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

#include <stdio.h>


int printf(const char *, ...);
int putchar(int);
static void put_string(const char *);
static void put_int(int);
int mini_printf(const char *, const int *, const char *const *);
int main(void);

static void put_string(const char *s)
{
    while ((int)*s != 0) {
        putchar((int)*s);
        s = s + 1;
    }
    return;
}

static void put_int(int n)
{
    char digits[12];
    int len;
    unsigned int u;
    unsigned int tmp;
    int tmp_1;
    int tmp_2;
    len = 0;
    if (n < 0) {
        tmp = 0U - (unsigned int)n;
    } else {
        tmp = (unsigned int)n;
    }
    u = tmp;
    if (n < 0) {
        putchar('-');
    }
    for (;;) {
        tmp_1 = len;
        len = tmp_1 + 1;
        digits[tmp_1] = (char)(48U + u % 10U);
        u = u / 10U;
        if (u == 0U) {
            while (len > 0) {
                tmp_2 = len - 1;
                len = tmp_2;
                putchar((int)digits[tmp_2]);
            }
            return;
        }
    }
}

int mini_printf(const char *fmt, const int *ints, const char *const *strs)
{
    int ni;
    int ns;
    int tmp;
    int tmp_1;
    int tmp_2;
    ni = 0;
    ns = 0;
    while ((int)*fmt != 0) {
        if ((int)*fmt != '%') {
            putchar((int)*fmt);
        } else {
            fmt = fmt + 1;
            switch ((int)*fmt) {
            case 100:
                tmp = ni;
                ni = tmp + 1;
                put_int(ints[tmp]);
                break;
            case 99:
                tmp_1 = ni;
                ni = tmp_1 + 1;
                putchar(ints[tmp_1]);
                break;
            case 115:
                tmp_2 = ns;
                ns = tmp_2 + 1;
                put_string(strs[tmp_2]);
                break;
            case 37:
                putchar('%');
                break;
            default:
                return -1;
            }
        }
        fmt = fmt + 1;
    }
    return ni + ns;
}

int main(void)
{
    int ints[5];
    const char *strs[3];
    int r;
    int tmp;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    __builtin_memset(&ints, 0, sizeof(ints));
    ints[0] = 42;
    ints[1] = -7;
    ints[2] = 'x';
    ints[3] = 2147483647;
    ints[4] = (-2147483647 - 1);
    __builtin_memset(&strs, 0, sizeof(strs));
    strs[0] = "world";
    strs[1] = "cmix";
    strs[2] = "";
    tmp = mini_printf("Hello, %s!\n", ints, strs);
    r = tmp;
    printf("[%d]\n", r);
    tmp_1 = mini_printf("n = %d, m = %d, c = '%c'\n", ints, strs);
    r = tmp_1;
    printf("[%d]\n", r);
    tmp_2 = mini_printf("100%% sure: %s and %s%s.\n", ints, strs);
    r = tmp_2;
    printf("[%d]\n", r);
    tmp_3 = mini_printf("all five: %d %d %c %d %d\n", ints, strs);
    r = tmp_3;
    printf("[%d]\n", r);
    tmp_4 = mini_printf("bad directive %q\n", ints, strs);
    r = tmp_4;
    printf("\n[%d]\n", r);
    tmp_5 = mini_printf("", ints, strs);
    r = tmp_5;
    printf("[%d]\n", r);
    return 0;
}
