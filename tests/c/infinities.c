/* HUGE_VAL, INFINITY and NAN and gcc's builtins behind them, in each
 * floating type: their types and values. */
#include <math.h>
#include <stdio.h>
int main(void) {
    printf("%g %zu\n", HUGE_VAL, sizeof(HUGE_VAL));
    printf("%g %zu\n", (double)HUGE_VALF, sizeof(HUGE_VALF));
    printf("%Lg %zu\n", HUGE_VALL, sizeof(HUGE_VALL));
    printf("%g %zu\n", (double)INFINITY, sizeof(INFINITY));
    printf("%g %zu %zu %zu\n", __builtin_inf(), sizeof(__builtin_inf()), sizeof(__builtin_inff()),
           sizeof(__builtin_infl()));
    printf("%d %zu %zu\n", isnan(NAN), sizeof(__builtin_nan("")), sizeof(__builtin_nanf("")));
    double lim = 100.0;
    printf("%g\n", lim < HUGE_VAL ? lim : HUGE_VAL);
    return 0;
}
