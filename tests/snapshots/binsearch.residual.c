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


int binsearch_spec(int);

/* binsearch specialized to n = 16 */
int binsearch_spec(int key)
{
    if (key < 19) goto L28;
    if (key > 19) goto L3;
    return 7;
L3:
    if (key < 37) goto L19;
    if (key > 37) goto L6;
    return 11;
L6:
    if (key < 43) goto L16;
    if (key > 43) goto L9;
    return 13;
L9:
    if (key < 47) goto L15;
    if (key > 47) goto L12;
    return 14;
L12:
    if (key < 53) goto L15;
    if (key > 53) goto L15;
    return 15;
L15:
    return -1;
L16:
    if (key < 41) goto L15;
    if (key > 41) goto L15;
    return 12;
L19:
    if (key < 29) goto L25;
    if (key > 29) goto L22;
    return 9;
L22:
    if (key < 31) goto L15;
    if (key > 31) goto L15;
    return 10;
L25:
    if (key < 23) goto L15;
    if (key > 23) goto L15;
    return 8;
L28:
    if (key < 7) goto L40;
    if (key > 7) goto L31;
    return 3;
L31:
    if (key < 13) goto L37;
    if (key > 13) goto L34;
    return 5;
L34:
    if (key < 17) goto L15;
    if (key > 17) goto L15;
    return 6;
L37:
    if (key < 11) goto L15;
    if (key > 11) goto L15;
    return 4;
L40:
    if (key < 3) goto L46;
    if (key > 3) goto L43;
    return 1;
L43:
    if (key < 5) goto L15;
    if (key > 5) goto L15;
    return 2;
L46:
    if (key < 2) goto L15;
    if (key > 2) goto L15;
    return 0;
}
