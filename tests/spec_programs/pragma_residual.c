/* #pragma cmix residual: a global and a function's local kept dynamic
   although the static input alone would fold them. */
#include <stdio.h>

int factor = 3;
#pragma cmix residual: factor
#pragma cmix residual: scale.step

int scale(int n, int x) {
    int step = 2;
    int r = 0;
    for (int i = 0; i < n; i++)
        r += x * factor + step;
    return r;
}

int main(void) {
    printf("%d\n", scale(4, 5));
    return 0;
}
