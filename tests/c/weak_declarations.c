/* Weak declarations: a function declared weak and defined nowhere has a
 * null address, tested at run time (the residual keeps the tests and the
 * weak attribute, so that linking a definition in still calls it). */
#include <stdio.h>
extern void trace_hook(int) __attribute__((weak));
__attribute__((weak)) extern int missing_count(void);
static int run(int n) { int s = 0; for (int i = 0; i < n; i++) { if (trace_hook) trace_hook(i); s += i; } return s + (missing_count ? missing_count() : -1); }
int main(void) { printf("%d %d %d\n", run(4), trace_hook != 0, &missing_count == 0); return 0; }
