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
    int reg[8];
    __builtin_memset(&reg, 0, sizeof(reg));
    reg[0] = 0;
    reg[0] = input;
    reg[1] = 2;
L2:
    if (reg[1] < reg[0]) goto L4;
    return reg[7];
L4:
    reg[2] = 2;
L5:
    reg[3] = reg[2] * reg[2];
    if (reg[1] < reg[3]) goto L13;
    if (reg[2] != 0) goto L9;
    return -1;
L9:
    reg[4] = reg[1] % reg[2];
    if (reg[4] == 0) goto L12;
    reg[2] = reg[2] + 1;
    goto L5;
L12:
    reg[1] = reg[1] + 1;
    goto L2;
L13:
    printf("%d ", reg[1]);
    reg[7] = reg[7] + 1;
    goto L12;
}
