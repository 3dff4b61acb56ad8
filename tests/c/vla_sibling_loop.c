/* Two sibling blocks with variable-length arrays, run again a million
 * times through a goto: each block's restore frees the other's array, so
 * the stack stays small (a leak here overflows it). */
#include <stdio.h>

static void *volatile seen;

int main(void) {
    int n = 0;
    long sum = 0;
again:;
    {
        int x[n % 1000 + 1];
        x[0] = 1;
        x[n % 1000] = 2;
        seen = x;
        sum += x[0];
        n++;
    }
    {
        int y[n % 997 + 2];
        y[0] = 3;
        y[n % 997 + 1] = 4;
        seen = y;
        sum += y[n % 997 + 1];
        n++;
    }
    if (n < 1000000) goto again;
    printf("%d %ld\n", n, sum);
    return 0;
}
