/* A "hand-specialized" power that is wrong (x^6): cmix bench must notice
 * that it prints something else than the original. */
#include <stdio.h>

int main(void) {
    long x;
    long sum = 0;
    while (scanf("%ld", &x) == 1) {
        long p = x * x * x * x * x * x;
        printf("%ld\n", p);
        sum += p;
    }
    printf("sum %ld\n", sum);
    return 0;
}
