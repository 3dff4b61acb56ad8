/* __builtin_assume_aligned: the pointer itself (the promise only lets gcc
 * optimize). */
#include <stdio.h>
int main(int argc, char **argv) { (void)argv; int v[8] = {1,2,3,4,5,6,7,8}; int *p = __builtin_assume_aligned(v, 4); const char *s = __builtin_assume_aligned("abc", 1, 0); printf("%d %c\n", p[argc], s[1]); return 0; }
