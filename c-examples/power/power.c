/* power: x raised to the n-th power by repeated multiplication.
 *
 * The classic first example of partial evaluation: with n static, the loop
 * unrolls and the residual function is a straight line of multiplications,
 * e.g. for n = 3: return x * x * x (after x * 1). */
#include <stdio.h>

long power(long x, int n) {
    long p = 1;
    while (n > 0) {
        p = p * x;
        n--;
    }
    return p;
}

int main(void) {
    long xs[] = {0, 1, 2, -3, 10};
    for (int i = 0; i < 5; i++) {
        for (int n = 0; n <= 5; n++) {
            printf("power(%ld, %d) = %ld\n", xs[i], n, power(xs[i], n));
        }
    }
    printf("power(2, 40) = %ld\n", power(2, 40));
    return 0;
}
