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
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

#include <stdio.h>


int putchar(int);
int mini_printf_spec(const int *, const char *const *);
static void put_int_0(int);

/* mini_printf specialized to fmt = "n = %d\n" */
int mini_printf_spec(const int *ints, const char *const *strs)
{
    (void)strs;
    putchar('n');
    putchar(' ');
    putchar('=');
    putchar(' ');
    put_int_0(ints[0]);
    putchar('\n');
    return 1;
}

/* put_int */
static void put_int_0(int n)
{
    unsigned int tmp;
    unsigned int u;
    char digits_0;
    char digits_1;
    char digits_2;
    char digits_3;
    char digits_4;
    char digits_5;
    char digits_6;
    char digits_7;
    char digits_8;
    char digits_9;
    char digits_10;
    char digits_11;
    if (n >= 0) goto L2;
    tmp = 0U - (unsigned int)n;
    goto L3;
L2:
    tmp = (unsigned int)n;
L3:
    u = tmp;
    if (n >= 0) goto L5;
    putchar(45);
L5:
    digits_0 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u == 0U) goto L7;
    digits_1 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L9; else goto L10;
L7:
    putchar((int)digits_0);
    return;
L9:
    digits_2 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L11; else goto L12;
L10:
    putchar((int)digits_1);
    goto L7;
L11:
    digits_3 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L13; else goto L14;
L12:
    putchar((int)digits_2);
    goto L10;
L13:
    digits_4 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L15; else goto L16;
L14:
    putchar((int)digits_3);
    goto L12;
L15:
    digits_5 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L17; else goto L18;
L16:
    putchar((int)digits_4);
    goto L14;
L17:
    digits_6 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L19; else goto L20;
L18:
    putchar((int)digits_5);
    goto L16;
L19:
    digits_7 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L21; else goto L22;
L20:
    putchar((int)digits_6);
    goto L18;
L21:
    digits_8 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L23; else goto L24;
L22:
    putchar((int)digits_7);
    goto L20;
L23:
    digits_9 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L25; else goto L26;
L24:
    putchar((int)digits_8);
    goto L22;
L25:
    digits_10 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L27; else goto L28;
L26:
    putchar((int)digits_9);
    goto L24;
L27:
    digits_11 = (char)(48U + u % 10U);
    u = u / 10U;
    if (u != 0U) goto L29; else goto L30;
L28:
    putchar((int)digits_10);
    goto L26;
L29:
    __builtin_trap();
    return;
L30:
    putchar((int)digits_11);
    goto L28;
}
