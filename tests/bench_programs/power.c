/* A benchmark driver for power: reads numbers from standard input and
 * prints each raised to the 7th power (every call passes n = 7, so value
 * mode with --static n=7 and call-site mode with --static n both apply). */
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
    long x;
    long sum = 0;
    while (scanf("%ld", &x) == 1) {
        long p = power(x, 7);
        printf("%ld\n", p);
        sum += p;
    }
    printf("sum %ld\n", sum);
    return 0;
}
