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
static int put_number_0(unsigned long, int);
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
    tmp_1 = put_number_0((unsigned long)tmp, 0);
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

/* put_number: base = 16, width = 4, pad = 48 */
static int put_number_0(unsigned long v, int negative)
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
    digits_0 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v == 0UL) goto L2;
    digits_1 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L18; else goto L19;
L2:
    length = 1 + negative;
    if (!negative) goto L4;
    putchar(45);
    goto L6;
L4:
    if (!negative) goto L6;
    digits_1 = (char)'-';
    goto L14;
L6:
    i = length;
L7:
    if (i >= 4) goto L9;
    putchar('0');
    i = i + 1;
    goto L7;
L9:
    putchar((int)digits_0);
    if (length >= 4) goto L12;
    tmp = 4;
    goto L13;
L12:
    tmp = length;
L13:
    return tmp;
L14:
    i = length;
L15:
    if (i >= 4) goto L17;
    putchar('0');
    i = i + 1;
    goto L15;
L17:
    putchar((int)digits_1);
    goto L9;
L18:
    digits_2 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L27; else goto L28;
L19:
    length = 2 + negative;
    if (!negative) goto L21;
    putchar(45);
    goto L14;
L21:
    if (!negative) goto L14;
    digits_2 = (char)'-';
L23:
    i = length;
L24:
    if (i >= 4) goto L26;
    putchar('0');
    i = i + 1;
    goto L24;
L26:
    putchar((int)digits_2);
    goto L17;
L27:
    digits_3 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L36; else goto L37;
L28:
    length = 3 + negative;
    if (!negative) goto L30;
    putchar(45);
    goto L23;
L30:
    if (!negative) goto L23;
    digits_3 = (char)'-';
L32:
    i = length;
L33:
    if (i >= 4) goto L35;
    putchar('0');
    i = i + 1;
    goto L33;
L35:
    putchar((int)digits_3);
    goto L26;
L36:
    digits_4 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L45; else goto L46;
L37:
    length = 4 + negative;
    if (!negative) goto L39;
    putchar(45);
    goto L32;
L39:
    if (!negative) goto L32;
    digits_4 = (char)'-';
L41:
    i = length;
L42:
    if (i >= 4) goto L44;
    putchar('0');
    i = i + 1;
    goto L42;
L44:
    putchar((int)digits_4);
    goto L35;
L45:
    digits_5 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L54; else goto L55;
L46:
    length = 5 + negative;
    if (!negative) goto L48;
    putchar(45);
    goto L41;
L48:
    if (!negative) goto L41;
    digits_5 = (char)'-';
L50:
    i = length;
L51:
    if (i >= 4) goto L53;
    putchar('0');
    i = i + 1;
    goto L51;
L53:
    putchar((int)digits_5);
    goto L44;
L54:
    digits_6 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L63; else goto L64;
L55:
    length = 6 + negative;
    if (!negative) goto L57;
    putchar(45);
    goto L50;
L57:
    if (!negative) goto L50;
    digits_6 = (char)'-';
L59:
    i = length;
L60:
    if (i >= 4) goto L62;
    putchar('0');
    i = i + 1;
    goto L60;
L62:
    putchar((int)digits_6);
    goto L53;
L63:
    digits_7 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L72; else goto L73;
L64:
    length = 7 + negative;
    if (!negative) goto L66;
    putchar(45);
    goto L59;
L66:
    if (!negative) goto L59;
    digits_7 = (char)'-';
L68:
    i = length;
L69:
    if (i >= 4) goto L71;
    putchar('0');
    i = i + 1;
    goto L69;
L71:
    putchar((int)digits_7);
    goto L62;
L72:
    digits_8 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L81; else goto L82;
L73:
    length = 8 + negative;
    if (!negative) goto L75;
    putchar(45);
    goto L68;
L75:
    if (!negative) goto L68;
    digits_8 = (char)'-';
L77:
    i = length;
L78:
    if (i >= 4) goto L80;
    putchar('0');
    i = i + 1;
    goto L78;
L80:
    putchar((int)digits_8);
    goto L71;
L81:
    digits_9 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L90; else goto L91;
L82:
    length = 9 + negative;
    if (!negative) goto L84;
    putchar(45);
    goto L77;
L84:
    if (!negative) goto L77;
    digits_9 = (char)'-';
L86:
    i = length;
L87:
    if (i >= 4) goto L89;
    putchar('0');
    i = i + 1;
    goto L87;
L89:
    putchar((int)digits_9);
    goto L80;
L90:
    digits_10 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L99; else goto L100;
L91:
    length = 10 + negative;
    if (!negative) goto L93;
    putchar(45);
    goto L86;
L93:
    if (!negative) goto L86;
    digits_10 = (char)'-';
L95:
    i = length;
L96:
    if (i >= 4) goto L98;
    putchar('0');
    i = i + 1;
    goto L96;
L98:
    putchar((int)digits_10);
    goto L89;
L99:
    digits_11 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L108; else goto L109;
L100:
    length = 11 + negative;
    if (!negative) goto L102;
    putchar(45);
    goto L95;
L102:
    if (!negative) goto L95;
    digits_11 = (char)'-';
L104:
    i = length;
L105:
    if (i >= 4) goto L107;
    putchar('0');
    i = i + 1;
    goto L105;
L107:
    putchar((int)digits_11);
    goto L98;
L108:
    digits_12 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L117; else goto L118;
L109:
    length = 12 + negative;
    if (!negative) goto L111;
    putchar(45);
    goto L104;
L111:
    if (!negative) goto L104;
    digits_12 = (char)'-';
L113:
    i = length;
L114:
    if (i >= 4) goto L116;
    putchar('0');
    i = i + 1;
    goto L114;
L116:
    putchar((int)digits_12);
    goto L107;
L117:
    digits_13 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L126; else goto L127;
L118:
    length = 13 + negative;
    if (!negative) goto L120;
    putchar(45);
    goto L113;
L120:
    if (!negative) goto L113;
    digits_13 = (char)'-';
L122:
    i = length;
L123:
    if (i >= 4) goto L125;
    putchar('0');
    i = i + 1;
    goto L123;
L125:
    putchar((int)digits_13);
    goto L116;
L126:
    digits_14 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L135; else goto L136;
L127:
    length = 14 + negative;
    if (!negative) goto L129;
    putchar(45);
    goto L122;
L129:
    if (!negative) goto L122;
    digits_14 = (char)'-';
L131:
    i = length;
L132:
    if (i >= 4) goto L134;
    putchar('0');
    i = i + 1;
    goto L132;
L134:
    putchar((int)digits_14);
    goto L125;
L135:
    digits_15 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L144; else goto L145;
L136:
    length = 15 + negative;
    if (!negative) goto L138;
    putchar(45);
    goto L131;
L138:
    if (!negative) goto L131;
    digits_15 = (char)'-';
L140:
    i = length;
L141:
    if (i >= 4) goto L143;
    putchar('0');
    i = i + 1;
    goto L141;
L143:
    putchar((int)digits_15);
    goto L134;
L144:
    digits_16 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L153; else goto L154;
L145:
    length = 16 + negative;
    if (!negative) goto L147;
    putchar(45);
    goto L140;
L147:
    if (!negative) goto L140;
    digits_16 = (char)'-';
L149:
    i = length;
L150:
    if (i >= 4) goto L152;
    putchar('0');
    i = i + 1;
    goto L150;
L152:
    putchar((int)digits_16);
    goto L143;
L153:
    digits_17 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L162; else goto L163;
L154:
    length = 17 + negative;
    if (!negative) goto L156;
    putchar(45);
    goto L149;
L156:
    if (!negative) goto L149;
    digits_17 = (char)'-';
L158:
    i = length;
L159:
    if (i >= 4) goto L161;
    putchar('0');
    i = i + 1;
    goto L159;
L161:
    putchar((int)digits_17);
    goto L152;
L162:
    digits_18 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L171; else goto L172;
L163:
    length = 18 + negative;
    if (!negative) goto L165;
    putchar(45);
    goto L158;
L165:
    if (!negative) goto L158;
    digits_18 = (char)'-';
L167:
    i = length;
L168:
    if (i >= 4) goto L170;
    putchar('0');
    i = i + 1;
    goto L168;
L170:
    putchar((int)digits_18);
    goto L161;
L171:
    digits_19 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L180; else goto L181;
L172:
    length = 19 + negative;
    if (!negative) goto L174;
    putchar(45);
    goto L167;
L174:
    if (!negative) goto L167;
    digits_19 = (char)'-';
L176:
    i = length;
L177:
    if (i >= 4) goto L179;
    putchar('0');
    i = i + 1;
    goto L177;
L179:
    putchar((int)digits_19);
    goto L170;
L180:
    digits_20 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L189; else goto L190;
L181:
    length = 20 + negative;
    if (!negative) goto L183;
    putchar(45);
    goto L176;
L183:
    if (!negative) goto L176;
    digits_20 = (char)'-';
L185:
    i = length;
L186:
    if (i >= 4) goto L188;
    putchar('0');
    i = i + 1;
    goto L186;
L188:
    putchar((int)digits_20);
    goto L179;
L189:
    digits_21 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L198; else goto L199;
L190:
    length = 21 + negative;
    if (!negative) goto L192;
    putchar(45);
    goto L185;
L192:
    if (!negative) goto L185;
    digits_21 = (char)'-';
L194:
    i = length;
L195:
    if (i >= 4) goto L197;
    putchar('0');
    i = i + 1;
    goto L195;
L197:
    putchar((int)digits_21);
    goto L188;
L198:
    digits_22 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L207; else goto L208;
L199:
    length = 22 + negative;
    if (!negative) goto L201;
    putchar(45);
    goto L194;
L201:
    if (!negative) goto L194;
    digits_22 = (char)'-';
L203:
    i = length;
L204:
    if (i >= 4) goto L206;
    putchar('0');
    i = i + 1;
    goto L204;
L206:
    putchar((int)digits_22);
    goto L197;
L207:
    digits_23 = "0123456789abcdef"[v % 16UL];
    v = v / 16UL;
    if (v != 0UL) goto L216; else goto L217;
L208:
    length = 23 + negative;
    if (!negative) goto L210;
    putchar(45);
    goto L203;
L210:
    if (!negative) goto L203;
    digits_23 = (char)'-';
L212:
    i = length;
L213:
    if (i >= 4) goto L215;
    putchar('0');
    i = i + 1;
    goto L213;
L215:
    putchar((int)digits_23);
    goto L206;
L216:
    __builtin_trap();
    return 0;
L217:
    length = 24 + negative;
    if (!negative) goto L219;
    putchar(45);
    goto L212;
L219:
    if (negative) goto L216; else goto L212;
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
