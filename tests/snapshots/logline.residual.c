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
int log_line_spec(unsigned int, const char *, int, int);
static int put_number_0(unsigned long);
static int put_number_1(unsigned long, int);

/* log_line specialized to fmt = "id %04x: %s, %c %5d%%\n" */
int log_line_spec(unsigned int arg, const char *arg_1, int arg_2, int arg_3)
{
    int count;
    unsigned int tmp;
    int tmp_1;
    const char *tmp_2;
    const char *s;
    int tmp_3;
    int tmp_4;
    int v;
    unsigned long tmp_5;
    unsigned long magnitude;
    int tmp_6;
    count = 0;
    putchar('i');
    count = count + 1;
    putchar('d');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp = arg;
    tmp_1 = put_number_0((unsigned long)tmp);
    count = count + tmp_1;
    putchar(':');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_2 = arg_1;
    s = tmp_2;
L7:
    if ((int)*s == 0) goto L9;
    putchar((int)*s);
    s = s + 1;
    count = count + 1;
    goto L7;
L9:
    putchar(',');
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_3 = arg_2;
    putchar(tmp_3);
    count = count + 1;
    putchar(' ');
    count = count + 1;
    tmp_4 = arg_3;
    v = tmp_4;
    if (v >= 0) goto L15;
    tmp_5 = 0UL - (unsigned long)v;
    goto L16;
L15:
    tmp_5 = (unsigned long)v;
L16:
    magnitude = tmp_5;
    tmp_6 = put_number_1(magnitude, v < 0);
    count = count + tmp_6;
    putchar(37);
    count = count + 1;
    putchar('\n');
    count = count + 1;
    return count;
}

/* put_number: negative = 0, base = 16, width = 4, pad = 48 */
static int put_number_0(unsigned long v)
{
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
    char digits_12;
    char digits_13;
    char digits_14;
    char digits_15;
    char digits_16;
    char digits_17;
    char digits_18;
    char digits_19;
    char digits_20;
    char digits_21;
    char digits_22;
    char digits_23;
    digits_0 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v == 0UL) goto L2;
    digits_1 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L3; else goto L4;
L2:
    putchar('0');
    putchar('0');
    putchar('0');
    putchar((int)digits_0);
    return 4;
L3:
    digits_2 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L5; else goto L6;
L4:
    putchar('0');
    putchar('0');
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 4;
L5:
    digits_3 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L7; else goto L8;
L6:
    putchar('0');
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 4;
L7:
    digits_4 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L9; else goto L10;
L8:
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 4;
L9:
    digits_5 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L11; else goto L12;
L10:
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 5;
L11:
    digits_6 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L13; else goto L14;
L12:
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 6;
L13:
    digits_7 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L15; else goto L16;
L14:
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 7;
L15:
    digits_8 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L17; else goto L18;
L16:
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 8;
L17:
    digits_9 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L19; else goto L20;
L18:
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 9;
L19:
    digits_10 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L21; else goto L22;
L20:
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 10;
L21:
    digits_11 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L23; else goto L24;
L22:
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 11;
L23:
    digits_12 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L25; else goto L26;
L24:
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 12;
L25:
    digits_13 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L27; else goto L28;
L26:
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 13;
L27:
    digits_14 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L29; else goto L30;
L28:
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 14;
L29:
    digits_15 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L32; else goto L33;
L30:
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 15;
L32:
    digits_16 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L35; else goto L36;
L33:
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 16;
L35:
    digits_17 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L38; else goto L39;
L36:
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 17;
L38:
    digits_18 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L41; else goto L42;
L39:
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 18;
L41:
    digits_19 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L44; else goto L45;
L42:
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 19;
L44:
    digits_20 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L47; else goto L48;
L45:
    putchar((int)digits_19);
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 20;
L47:
    digits_21 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L50; else goto L51;
L48:
    putchar((int)digits_20);
    putchar((int)digits_19);
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 21;
L50:
    digits_22 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L53; else goto L54;
L51:
    putchar((int)digits_21);
    putchar((int)digits_20);
    putchar((int)digits_19);
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 22;
L53:
    digits_23 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L56; else goto L57;
L54:
    putchar((int)digits_22);
    putchar((int)digits_21);
    putchar((int)digits_20);
    putchar((int)digits_19);
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 23;
L56:
    __builtin_trap();
    return 0;
L57:
    putchar((int)digits_23);
    putchar((int)digits_22);
    putchar((int)digits_21);
    putchar((int)digits_20);
    putchar((int)digits_19);
    putchar((int)digits_18);
    putchar((int)digits_17);
    putchar((int)digits_16);
    putchar((int)digits_15);
    putchar((int)digits_14);
    putchar((int)digits_13);
    putchar((int)digits_12);
    putchar((int)digits_11);
    putchar((int)digits_10);
    putchar((int)digits_9);
    putchar((int)digits_8);
    putchar((int)digits_7);
    putchar((int)digits_6);
    putchar((int)digits_5);
    putchar((int)digits_4);
    putchar((int)digits_3);
    putchar((int)digits_2);
    putchar((int)digits_1);
    putchar((int)digits_0);
    return 24;
}

/* put_number: base = 10, width = 5, pad = 32 */
static int put_number_1(unsigned long v, int negative)
{
    int length;
    int i;
    int tmp;
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
    char digits_12;
    char digits_13;
    char digits_14;
    char digits_15;
    char digits_16;
    char digits_17;
    char digits_18;
    char digits_19;
    char digits_20;
    char digits_21;
    char digits_22;
    char digits_23;
    digits_0 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v == 0UL) goto L2;
    digits_1 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L17; else goto L18;
L2:
    length = 1 + negative;
    if (!negative) goto L5;
    digits_1 = (char)'-';
    goto L13;
L5:
    i = length;
L6:
    if (i >= 5) goto L8;
    putchar(' ');
    i = i + 1;
    goto L6;
L8:
    putchar((int)digits_0);
    if (length >= 5) goto L11;
    tmp = 5;
    goto L12;
L11:
    tmp = length;
L12:
    return tmp;
L13:
    i = length;
L14:
    if (i >= 5) goto L16;
    putchar(' ');
    i = i + 1;
    goto L14;
L16:
    putchar((int)digits_1);
    goto L8;
L17:
    digits_2 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L25; else goto L26;
L18:
    length = 2 + negative;
    if (!negative) goto L13;
    digits_2 = (char)'-';
L21:
    i = length;
L22:
    if (i >= 5) goto L24;
    putchar(' ');
    i = i + 1;
    goto L22;
L24:
    putchar((int)digits_2);
    goto L16;
L25:
    digits_3 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L33; else goto L34;
L26:
    length = 3 + negative;
    if (!negative) goto L21;
    digits_3 = (char)'-';
L29:
    i = length;
L30:
    if (i >= 5) goto L32;
    putchar(' ');
    i = i + 1;
    goto L30;
L32:
    putchar((int)digits_3);
    goto L24;
L33:
    digits_4 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L41; else goto L42;
L34:
    length = 4 + negative;
    if (!negative) goto L29;
    digits_4 = (char)'-';
L37:
    i = length;
L38:
    if (i >= 5) goto L40;
    putchar(' ');
    i = i + 1;
    goto L38;
L40:
    putchar((int)digits_4);
    goto L32;
L41:
    digits_5 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L49; else goto L50;
L42:
    length = 5 + negative;
    if (!negative) goto L37;
    digits_5 = (char)'-';
L45:
    i = length;
L46:
    if (i >= 5) goto L48;
    putchar(' ');
    i = i + 1;
    goto L46;
L48:
    putchar((int)digits_5);
    goto L40;
L49:
    digits_6 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L57; else goto L58;
L50:
    length = 6 + negative;
    if (!negative) goto L45;
    digits_6 = (char)'-';
L53:
    i = length;
L54:
    if (i >= 5) goto L56;
    putchar(' ');
    i = i + 1;
    goto L54;
L56:
    putchar((int)digits_6);
    goto L48;
L57:
    digits_7 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L65; else goto L66;
L58:
    length = 7 + negative;
    if (!negative) goto L53;
    digits_7 = (char)'-';
L61:
    i = length;
L62:
    if (i >= 5) goto L64;
    putchar(' ');
    i = i + 1;
    goto L62;
L64:
    putchar((int)digits_7);
    goto L56;
L65:
    digits_8 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L73; else goto L74;
L66:
    length = 8 + negative;
    if (!negative) goto L61;
    digits_8 = (char)'-';
L69:
    i = length;
L70:
    if (i >= 5) goto L72;
    putchar(' ');
    i = i + 1;
    goto L70;
L72:
    putchar((int)digits_8);
    goto L64;
L73:
    digits_9 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L81; else goto L82;
L74:
    length = 9 + negative;
    if (!negative) goto L69;
    digits_9 = (char)'-';
L77:
    i = length;
L78:
    if (i >= 5) goto L80;
    putchar(' ');
    i = i + 1;
    goto L78;
L80:
    putchar((int)digits_9);
    goto L72;
L81:
    digits_10 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L89; else goto L90;
L82:
    length = 10 + negative;
    if (!negative) goto L77;
    digits_10 = (char)'-';
L85:
    i = length;
L86:
    if (i >= 5) goto L88;
    putchar(' ');
    i = i + 1;
    goto L86;
L88:
    putchar((int)digits_10);
    goto L80;
L89:
    digits_11 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L97; else goto L98;
L90:
    length = 11 + negative;
    if (!negative) goto L85;
    digits_11 = (char)'-';
L93:
    i = length;
L94:
    if (i >= 5) goto L96;
    putchar(' ');
    i = i + 1;
    goto L94;
L96:
    putchar((int)digits_11);
    goto L88;
L97:
    digits_12 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L105; else goto L106;
L98:
    length = 12 + negative;
    if (!negative) goto L93;
    digits_12 = (char)'-';
L101:
    i = length;
L102:
    if (i >= 5) goto L104;
    putchar(' ');
    i = i + 1;
    goto L102;
L104:
    putchar((int)digits_12);
    goto L96;
L105:
    digits_13 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L113; else goto L114;
L106:
    length = 13 + negative;
    if (!negative) goto L101;
    digits_13 = (char)'-';
L109:
    i = length;
L110:
    if (i >= 5) goto L112;
    putchar(' ');
    i = i + 1;
    goto L110;
L112:
    putchar((int)digits_13);
    goto L104;
L113:
    digits_14 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L121; else goto L122;
L114:
    length = 14 + negative;
    if (!negative) goto L109;
    digits_14 = (char)'-';
L117:
    i = length;
L118:
    if (i >= 5) goto L120;
    putchar(' ');
    i = i + 1;
    goto L118;
L120:
    putchar((int)digits_14);
    goto L112;
L121:
    digits_15 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L129; else goto L130;
L122:
    length = 15 + negative;
    if (!negative) goto L117;
    digits_15 = (char)'-';
L125:
    i = length;
L126:
    if (i >= 5) goto L128;
    putchar(' ');
    i = i + 1;
    goto L126;
L128:
    putchar((int)digits_15);
    goto L120;
L129:
    digits_16 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L137; else goto L138;
L130:
    length = 16 + negative;
    if (!negative) goto L125;
    digits_16 = (char)'-';
L133:
    i = length;
L134:
    if (i >= 5) goto L136;
    putchar(' ');
    i = i + 1;
    goto L134;
L136:
    putchar((int)digits_16);
    goto L128;
L137:
    digits_17 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L145; else goto L146;
L138:
    length = 17 + negative;
    if (!negative) goto L133;
    digits_17 = (char)'-';
L141:
    i = length;
L142:
    if (i >= 5) goto L144;
    putchar(' ');
    i = i + 1;
    goto L142;
L144:
    putchar((int)digits_17);
    goto L136;
L145:
    digits_18 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L153; else goto L154;
L146:
    length = 18 + negative;
    if (!negative) goto L141;
    digits_18 = (char)'-';
L149:
    i = length;
L150:
    if (i >= 5) goto L152;
    putchar(' ');
    i = i + 1;
    goto L150;
L152:
    putchar((int)digits_18);
    goto L144;
L153:
    digits_19 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L161; else goto L162;
L154:
    length = 19 + negative;
    if (!negative) goto L149;
    digits_19 = (char)'-';
L157:
    i = length;
L158:
    if (i >= 5) goto L160;
    putchar(' ');
    i = i + 1;
    goto L158;
L160:
    putchar((int)digits_19);
    goto L152;
L161:
    digits_20 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L169; else goto L170;
L162:
    length = 20 + negative;
    if (!negative) goto L157;
    digits_20 = (char)'-';
L165:
    i = length;
L166:
    if (i >= 5) goto L168;
    putchar(' ');
    i = i + 1;
    goto L166;
L168:
    putchar((int)digits_20);
    goto L160;
L169:
    digits_21 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L177; else goto L178;
L170:
    length = 21 + negative;
    if (!negative) goto L165;
    digits_21 = (char)'-';
L173:
    i = length;
L174:
    if (i >= 5) goto L176;
    putchar(' ');
    i = i + 1;
    goto L174;
L176:
    putchar((int)digits_21);
    goto L168;
L177:
    digits_22 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L185; else goto L186;
L178:
    length = 22 + negative;
    if (!negative) goto L173;
    digits_22 = (char)'-';
L181:
    i = length;
L182:
    if (i >= 5) goto L184;
    putchar(' ');
    i = i + 1;
    goto L182;
L184:
    putchar((int)digits_22);
    goto L176;
L185:
    digits_23 = "0123456789abcdef"[v % 10UL];
    v = v / 10UL;
    if (v != 0UL) goto L193; else goto L194;
L186:
    length = 23 + negative;
    if (!negative) goto L181;
    digits_23 = (char)'-';
L189:
    i = length;
L190:
    if (i >= 5) goto L192;
    putchar(' ');
    i = i + 1;
    goto L190;
L192:
    putchar((int)digits_23);
    goto L184;
L193:
    __builtin_trap();
    return 0;
L194:
    length = 24 + negative;
    if (negative) goto L193; else goto L189;
}
