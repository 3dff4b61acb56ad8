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
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"


int binsearch_spec(int);

/* binsearch specialized to n = 16 */
int binsearch_spec(int key)
{
    if (key < 19) goto L36;
    if (key > 19) goto L3;
    return 7;
L3:
    if (key < 37) goto L23;
    if (key > 37) goto L6;
    return 11;
L6:
    if (key < 43) goto L18;
    if (key > 43) goto L9;
    return 13;
L9:
    if (key < 47) goto L17;
    if (key > 47) goto L12;
    return 14;
L12:
    if (key < 53) goto L16;
    if (key > 53) goto L15;
    return 15;
L15:
    return -1;
L16:
    return -1;
L17:
    return -1;
L18:
    if (key < 41) goto L22;
    if (key > 41) goto L21;
    return 12;
L21:
    return -1;
L22:
    return -1;
L23:
    if (key < 29) goto L31;
    if (key > 29) goto L26;
    return 9;
L26:
    if (key < 31) goto L30;
    if (key > 31) goto L29;
    return 10;
L29:
    return -1;
L30:
    return -1;
L31:
    if (key < 23) goto L35;
    if (key > 23) goto L34;
    return 8;
L34:
    return -1;
L35:
    return -1;
L36:
    if (key < 7) goto L52;
    if (key > 7) goto L39;
    return 3;
L39:
    if (key < 13) goto L47;
    if (key > 13) goto L42;
    return 5;
L42:
    if (key < 17) goto L46;
    if (key > 17) goto L45;
    return 6;
L45:
    return -1;
L46:
    return -1;
L47:
    if (key < 11) goto L51;
    if (key > 11) goto L50;
    return 4;
L50:
    return -1;
L51:
    return -1;
L52:
    if (key < 3) goto L60;
    if (key > 3) goto L55;
    return 1;
L55:
    if (key < 5) goto L59;
    if (key > 5) goto L58;
    return 2;
L58:
    return -1;
L59:
    return -1;
L60:
    if (key < 2) goto L64;
    if (key > 2) goto L63;
    return 0;
L63:
    return -1;
L64:
    return -1;
}
