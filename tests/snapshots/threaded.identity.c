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
unsigned long strlen(const char *);
int run(const char *, int);
int main(void);

static const char squares[16] = "0i[dd*7%r+s1-]o";

int run(const char *prog, int input)
{
    int stack[32];
    int match[256];
    int open[256];
    int sp;
    int pc;
    int depth;
    int op;
    int a;
    int b;
    int c;
    int n;
    unsigned long tmp;
    int i;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    int tmp_6;
    int tmp_7;
    int tmp_8;
    int tmp_9;
    int tmp_10;
    int tmp_11;
    int tmp_12;
    int tmp_13;
    int tmp_14;
    int tmp_15;
    int tmp_16;
    int tmp_17;
    int tmp_18;
    int tmp_19;
    int tmp_20;
    int tmp_21;
    int tmp_22;
    int tmp_23;
    int tmp_24;
    int tmp_25;
    int tmp_26;
    int tmp_27;
    int tmp_28;
    int tmp_29;
    int tmp_30;
    int tmp_31;
    int tmp_32;
    int tmp_33;
    int tmp_34;
    int tmp_35;
    int tmp_36;
    int tmp_37;
    int tmp_38;
    int tmp_39;
    int tmp_40;
    int tmp_41;
    int tmp_42;
    int tmp_43;
    int tmp_44;
    int tmp_45;
    int tmp_46;
    int tmp_47;
    int tmp_48;
    int tmp_49;
    int tmp_50;
    int tmp_51;
    int tmp_52;
    int tmp_53;
    int tmp_54;
    int tmp_55;
    int tmp_56;
    int tmp_57;
    int tmp_58;
    int tmp_59;
    int tmp_60;
    int tmp_61;
    static void *const run_table[128] = {
        [37] = &&mod,
        [42] = &&mul,
        [43] = &&add,
        [45] = &&sub,
        [46] = &&print,
        [48] = &&digit,
        [49] = &&digit,
        [50] = &&digit,
        [51] = &&digit,
        [52] = &&digit,
        [53] = &&digit,
        [54] = &&digit,
        [55] = &&digit,
        [56] = &&digit,
        [57] = &&digit,
        [91] = &&open,
        [93] = &&close,
        [100] = &&dup,
        [105] = &&in,
        [111] = &&drop,
        [114] = &&rot,
        [115] = &&swap,
    };
    sp = 0;
    pc = -1;
    depth = 0;
    tmp = strlen(prog);
    n = (int)tmp;
    if (n > 256) goto L14; else goto L15;
digit:
    goto L35;
in:
    goto L42;
add:
    if (sp > 0) goto L49; else goto L50;
sub:
    if (sp > 0) goto L62; else goto L63;
mul:
    if (sp > 0) goto L75; else goto L76;
mod:
    if (sp > 0) goto L88; else goto L89;
dup:
    if (sp > 0) goto L104; else goto L105;
swap:
    if (sp > 0) goto L114; else goto L115;
rot:
    if (sp > 0) goto L130; else goto L131;
drop:
    if (sp > 0) goto L152; else goto L153;
print:
    if (sp > 0) goto L157; else goto L158;
open:
    if (sp > 0) goto L165; else goto L166;
close:
    if (sp > 0) goto L173; else goto L174;
L14:
    return -1;
L15:
    i = 0;
L16:
    if (i >= n) goto L19;
    if ((int)prog[i] == '[') goto L20; else goto L21;
L18:
    i = i + 1;
    goto L16;
L19:
    if (depth != 0) goto L25; else goto L26;
L20:
    tmp_1 = depth;
    depth = tmp_1 + 1;
    open[tmp_1] = i;
    goto L18;
L21:
    if ((int)prog[i] != ']') goto L18;
    if (depth != 0) goto L24;
    return -1;
L24:
    depth = depth - 1;
    match[i] = open[depth];
    match[open[depth]] = i;
    goto L18;
L25:
    return -1;
L26:
    tmp_2 = pc + 1;
    pc = tmp_2;
    if (tmp_2 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L30; else goto L31;
end:
    if (sp > 0) goto L180; else goto L181;
L29:
    goto *run_table[op];
L30:
    if (run_table[op]) goto L29;
L31:
    tmp_3 = pc + 1;
    pc = tmp_3;
    if (tmp_3 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L34; else goto L31;
L33:
    goto *run_table[op];
L34:
    if (run_table[op]) goto L33; else goto L31;
L35:
    if (sp < 32) goto L37;
L36:
    if (0) goto L35; else goto L38;
L37:
    tmp_4 = sp;
    sp = tmp_4 + 1;
    stack[tmp_4] = (int)prog[pc] - '0';
    goto L36;
L38:
    tmp_5 = pc + 1;
    pc = tmp_5;
    if (tmp_5 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L41; else goto L31;
L40:
    goto *run_table[op];
L41:
    if (run_table[op]) goto L40; else goto L31;
L42:
    if (sp < 32) goto L44;
L43:
    if (0) goto L42; else goto L45;
L44:
    tmp_6 = sp;
    sp = tmp_6 + 1;
    stack[tmp_6] = input;
    goto L43;
L45:
    tmp_7 = pc + 1;
    pc = tmp_7;
    if (tmp_7 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L48; else goto L31;
L47:
    goto *run_table[op];
L48:
    if (run_table[op]) goto L47; else goto L31;
L49:
    tmp_8 = sp - 1;
    sp = tmp_8;
    tmp_9 = stack[tmp_8];
    goto L51;
L50:
    tmp_9 = 0;
L51:
    b = tmp_9;
    if (sp <= 0) goto L53;
    tmp_10 = sp - 1;
    sp = tmp_10;
    tmp_11 = stack[tmp_10];
    goto L54;
L53:
    tmp_11 = 0;
L54:
    a = tmp_11;
L55:
    if (sp < 32) goto L57;
L56:
    if (0) goto L55; else goto L58;
L57:
    tmp_12 = sp;
    sp = tmp_12 + 1;
    stack[tmp_12] = a + b;
    goto L56;
L58:
    tmp_13 = pc + 1;
    pc = tmp_13;
    if (tmp_13 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L61; else goto L31;
L60:
    goto *run_table[op];
L61:
    if (run_table[op]) goto L60; else goto L31;
L62:
    tmp_14 = sp - 1;
    sp = tmp_14;
    tmp_15 = stack[tmp_14];
    goto L64;
L63:
    tmp_15 = 0;
L64:
    b = tmp_15;
    if (sp <= 0) goto L66;
    tmp_16 = sp - 1;
    sp = tmp_16;
    tmp_17 = stack[tmp_16];
    goto L67;
L66:
    tmp_17 = 0;
L67:
    a = tmp_17;
L68:
    if (sp < 32) goto L70;
L69:
    if (0) goto L68; else goto L71;
L70:
    tmp_18 = sp;
    sp = tmp_18 + 1;
    stack[tmp_18] = a - b;
    goto L69;
L71:
    tmp_19 = pc + 1;
    pc = tmp_19;
    if (tmp_19 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L74; else goto L31;
L73:
    goto *run_table[op];
L74:
    if (run_table[op]) goto L73; else goto L31;
L75:
    tmp_20 = sp - 1;
    sp = tmp_20;
    tmp_21 = stack[tmp_20];
    goto L77;
L76:
    tmp_21 = 0;
L77:
    b = tmp_21;
    if (sp <= 0) goto L79;
    tmp_22 = sp - 1;
    sp = tmp_22;
    tmp_23 = stack[tmp_22];
    goto L80;
L79:
    tmp_23 = 0;
L80:
    a = tmp_23;
L81:
    if (sp < 32) goto L83;
L82:
    if (0) goto L81; else goto L84;
L83:
    tmp_24 = sp;
    sp = tmp_24 + 1;
    stack[tmp_24] = a * b;
    goto L82;
L84:
    tmp_25 = pc + 1;
    pc = tmp_25;
    if (tmp_25 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L87; else goto L31;
L86:
    goto *run_table[op];
L87:
    if (run_table[op]) goto L86; else goto L31;
L88:
    tmp_26 = sp - 1;
    sp = tmp_26;
    tmp_27 = stack[tmp_26];
    goto L90;
L89:
    tmp_27 = 0;
L90:
    b = tmp_27;
    if (sp <= 0) goto L92;
    tmp_28 = sp - 1;
    sp = tmp_28;
    tmp_29 = stack[tmp_28];
    goto L93;
L92:
    tmp_29 = 0;
L93:
    a = tmp_29;
L94:
    if (sp < 32) goto L96;
L95:
    if (0) goto L94; else goto L100;
L96:
    tmp_30 = sp;
    sp = tmp_30 + 1;
    if (b != 0) goto L98;
    tmp_31 = 0;
    goto L99;
L98:
    tmp_31 = a % b;
L99:
    stack[tmp_30] = tmp_31;
    goto L95;
L100:
    tmp_32 = pc + 1;
    pc = tmp_32;
    if (tmp_32 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L103; else goto L31;
L102:
    goto *run_table[op];
L103:
    if (run_table[op]) goto L102; else goto L31;
L104:
    tmp_33 = stack[sp - 1];
    goto L106;
L105:
    tmp_33 = 0;
L106:
    a = tmp_33;
L107:
    if (sp < 32) goto L109;
L108:
    if (0) goto L107; else goto L110;
L109:
    tmp_34 = sp;
    sp = tmp_34 + 1;
    stack[tmp_34] = a;
    goto L108;
L110:
    tmp_35 = pc + 1;
    pc = tmp_35;
    if (tmp_35 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L113; else goto L31;
L112:
    goto *run_table[op];
L113:
    if (run_table[op]) goto L112; else goto L31;
L114:
    tmp_36 = sp - 1;
    sp = tmp_36;
    tmp_37 = stack[tmp_36];
    goto L116;
L115:
    tmp_37 = 0;
L116:
    b = tmp_37;
    if (sp <= 0) goto L118;
    tmp_38 = sp - 1;
    sp = tmp_38;
    tmp_39 = stack[tmp_38];
    goto L119;
L118:
    tmp_39 = 0;
L119:
    a = tmp_39;
L120:
    if (sp < 32) goto L122;
L121:
    if (0) goto L120; else goto L123;
L122:
    tmp_40 = sp;
    sp = tmp_40 + 1;
    stack[tmp_40] = b;
    goto L121;
L123:
    if (sp < 32) goto L125;
L124:
    if (0) goto L123; else goto L126;
L125:
    tmp_41 = sp;
    sp = tmp_41 + 1;
    stack[tmp_41] = a;
    goto L124;
L126:
    tmp_42 = pc + 1;
    pc = tmp_42;
    if (tmp_42 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L129; else goto L31;
L128:
    goto *run_table[op];
L129:
    if (run_table[op]) goto L128; else goto L31;
L130:
    tmp_43 = sp - 1;
    sp = tmp_43;
    tmp_44 = stack[tmp_43];
    goto L132;
L131:
    tmp_44 = 0;
L132:
    c = tmp_44;
    if (sp <= 0) goto L134;
    tmp_45 = sp - 1;
    sp = tmp_45;
    tmp_46 = stack[tmp_45];
    goto L135;
L134:
    tmp_46 = 0;
L135:
    b = tmp_46;
    if (sp <= 0) goto L137;
    tmp_47 = sp - 1;
    sp = tmp_47;
    tmp_48 = stack[tmp_47];
    goto L138;
L137:
    tmp_48 = 0;
L138:
    a = tmp_48;
L139:
    if (sp < 32) goto L141;
L140:
    if (0) goto L139; else goto L142;
L141:
    tmp_49 = sp;
    sp = tmp_49 + 1;
    stack[tmp_49] = b;
    goto L140;
L142:
    if (sp < 32) goto L144;
L143:
    if (0) goto L142; else goto L145;
L144:
    tmp_50 = sp;
    sp = tmp_50 + 1;
    stack[tmp_50] = c;
    goto L143;
L145:
    if (sp < 32) goto L147;
L146:
    if (0) goto L145; else goto L148;
L147:
    tmp_51 = sp;
    sp = tmp_51 + 1;
    stack[tmp_51] = a;
    goto L146;
L148:
    tmp_52 = pc + 1;
    pc = tmp_52;
    if (tmp_52 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L151; else goto L31;
L150:
    goto *run_table[op];
L151:
    if (run_table[op]) goto L150; else goto L31;
L152:
    tmp_53 = sp - 1;
    sp = tmp_53;
L153:
    tmp_54 = pc + 1;
    pc = tmp_54;
    if (tmp_54 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L156; else goto L31;
L155:
    goto *run_table[op];
L156:
    if (run_table[op]) goto L155; else goto L31;
L157:
    tmp_55 = stack[sp - 1];
    goto L159;
L158:
    tmp_55 = 0;
L159:
    printf("%d\n", tmp_55);
    tmp_56 = pc + 1;
    pc = tmp_56;
    if (tmp_56 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L163; else goto L31;
L162:
    goto *run_table[op];
L163:
    if (run_table[op]) goto L162; else goto L31;
L164:
    pc = match[pc];
    goto L168;
L165:
    tmp_57 = stack[sp - 1];
    goto L167;
L166:
    tmp_57 = 0;
L167:
    if (tmp_57 == 0) goto L164;
L168:
    tmp_58 = pc + 1;
    pc = tmp_58;
    if (tmp_58 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L171; else goto L31;
L170:
    goto *run_table[op];
L171:
    if (run_table[op]) goto L170; else goto L31;
L172:
    pc = match[pc];
    goto L176;
L173:
    tmp_59 = stack[sp - 1];
    goto L175;
L174:
    tmp_59 = 0;
L175:
    if (tmp_59 != 0) goto L172;
L176:
    tmp_60 = pc + 1;
    pc = tmp_60;
    if (tmp_60 >= n) goto end;
    op = (int)(unsigned char)prog[pc];
    if (op < 128) goto L179; else goto L31;
L178:
    goto *run_table[op];
L179:
    if (run_table[op]) goto L178; else goto L31;
L180:
    tmp_61 = stack[sp - 1];
    goto L182;
L181:
    tmp_61 = 0;
L182:
    return tmp_61;
}

int main(void)
{
    int inputs[5];
    int i;
    int tmp;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    __builtin_memset(&inputs, 0, sizeof(inputs));
    inputs[0] = 0;
    inputs[1] = 1;
    inputs[2] = 5;
    inputs[3] = 10;
    inputs[4] = 1000;
    i = 0;
    while (i < 5) {
        tmp = run(squares, inputs[i]);
        printf("%d\n", tmp);
        i = i + 1;
    }
    tmp_1 = run("3.4.+.", 0);
    printf("%d\n", tmp_1);
    tmp_2 = run("i[", 1);
    printf("%d\n", tmp_2);
    tmp_3 = run("9i%2*", 4);
    printf("%d\n", tmp_3);
    tmp_4 = run("5 x 3-", 0);
    printf("%d\n", tmp_4);
    return 0;
}
