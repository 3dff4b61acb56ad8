/* The _Atomic(T) specifier, in declarations and in a cast. */
#include <stdio.h>
#include <stdint.h>
static _Atomic(int64_t) big = 7;
int main(int argc, char **argv) { (void)argv; int64_t *raw = (int64_t *)&big; _Atomic(int64_t) *p = (_Atomic(int64_t)*)raw; *p += argc; _Atomic(int *) q = 0; printf("%lld %d\n", (long long)big, q == 0); return 0; }
