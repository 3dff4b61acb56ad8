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


int putchar(int);
int bf_spec(const char *);

/* bf specialized to prog = ">,[>,]<[.<]" */
int bf_spec(const char *input)
{
    unsigned char tape[4096];
    int dp;
    int in;
    int steps;
    __builtin_memset(&tape, 0, sizeof(tape));
    tape[0] = (unsigned char)'\000';
    dp = 0;
    in = 0;
    steps = 0;
    dp = dp + 1;
    steps = steps + 1;
    tape[dp] = (unsigned char)input[in];
    if ((int)input[in] != 0) {
        in = in + 1;
    }
    steps = steps + 1;
    if ((int)tape[dp] != 0) {
        do {
            steps = steps + 1;
            dp = dp + 1;
            steps = steps + 1;
            tape[dp] = (unsigned char)input[in];
            if ((int)input[in] != 0) {
                in = in + 1;
            }
            steps = steps + 1;
        } while ((int)tape[dp] != 0);
    }
    steps = steps + 1;
    dp = dp - 1;
    steps = steps + 1;
    if ((int)tape[dp] != 0) {
        do {
            steps = steps + 1;
            putchar((int)tape[dp]);
            steps = steps + 1;
            dp = dp - 1;
            steps = steps + 1;
        } while ((int)tape[dp] != 0);
    }
    steps = steps + 1;
    return steps;
}
