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


int run_spec(int);

/* run specialized to prog = "0i[dd*7%r+s1-]o" */
int run_spec(int input)
{
    int tmp;
    int tmp_1;
    int a;
    int tmp_2;
    int b;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    int tmp_6;
    int tmp_7;
    int c;
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
    int stack_0;
    int stack_1;
    int stack_2;
    int stack_3;
    stack_0 = 0;
    stack_1 = input;
    tmp = stack_1;
    if (tmp != 0) {
        do {
            tmp_1 = stack_1;
            a = tmp_1;
            stack_2 = a;
            tmp_1 = stack_2;
            a = tmp_1;
            stack_3 = a;
            tmp_2 = stack_3;
            b = tmp_2;
            tmp_3 = stack_2;
            a = tmp_3;
            stack_2 = a * b;
            stack_3 = 7;
            tmp_4 = stack_3;
            b = tmp_4;
            tmp_5 = stack_2;
            a = tmp_5;
            if (b == 0) {
                tmp_6 = 0;
            } else {
                tmp_6 = a % b;
            }
            stack_2 = tmp_6;
            tmp_7 = stack_2;
            c = tmp_7;
            tmp_8 = stack_1;
            b = tmp_8;
            tmp_9 = stack_0;
            a = tmp_9;
            stack_0 = b;
            stack_1 = c;
            stack_2 = a;
            tmp_10 = stack_2;
            b = tmp_10;
            tmp_11 = stack_1;
            a = tmp_11;
            stack_1 = a + b;
            tmp_12 = stack_1;
            b = tmp_12;
            tmp_13 = stack_0;
            a = tmp_13;
            stack_0 = b;
            stack_1 = a;
            stack_2 = 1;
            tmp_14 = stack_2;
            b = tmp_14;
            tmp_15 = stack_1;
            a = tmp_15;
            stack_1 = a - b;
            tmp_16 = stack_1;
        } while (tmp_16 != 0);
    }
    tmp_17 = stack_0;
    return tmp_17;
}
