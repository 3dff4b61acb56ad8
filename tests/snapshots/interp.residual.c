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
int run_spec(int);
static int execute_0(int);

/* run specialized to src = @c-examples/interp/primes.asm */
int run_spec(int input)
{
    int tmp;
    tmp = execute_0(input);
    return tmp;
}

/* execute: code = &code, n = 14 */
static int execute_0(int input)
{
    int reg_0;
    int reg_1;
    int reg_2;
    int reg_3;
    int reg_4;
    int reg_5 __attribute__((unused));
    int reg_6 __attribute__((unused));
    int reg_7;
    reg_0 = 0;
    reg_1 = 0;
    reg_2 = 0;
    reg_3 = 0;
    reg_4 = 0;
    reg_5 = 0;
    reg_6 = 0;
    reg_7 = 0;
    reg_0 = 0;
    reg_0 = input;
    reg_1 = 2;
    while (reg_1 < reg_0) {
        reg_2 = 2;
        for (;;) {
            reg_3 = reg_2 * reg_2;
            if (reg_1 < reg_3) {
                printf("%d ", reg_1);
                reg_7 = reg_7 + 1;
            } else {
                if (reg_2 == 0) {
                    return -1;
                }
                reg_4 = reg_1 % reg_2;
                if (reg_4 != 0) {
                    reg_2 = reg_2 + 1;
                    continue;
                }
            }
            reg_1 = reg_1 + 1;
            break;
        }
    }
    return reg_7;
}
