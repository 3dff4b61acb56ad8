/* gcc's target attribute: the instruction sets a function is compiled for,
 * kept on the residual functions' prototypes. */
#include <stdio.h>
__attribute__((target("popcnt"))) static int count(unsigned long x) { return __builtin_popcountl(x); }
static int slow(unsigned long x) { int n = 0; while (x) { n += x & 1; x >>= 1; } return n; }
int __attribute__((target("bmi2,lzcnt"))) lead(unsigned x);
int lead(unsigned x) { return __builtin_clz(x | 1); }
int main(void) { unsigned long v = 0xF0F0F0F0F0UL; printf("%d %d %d\n", count(v), slow(v), lead(255)); return 0; }
