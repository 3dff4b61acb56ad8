/* power to the 7th, specialized by hand. */
#include <stdio.h>

int main(void) {
    long x;
    long sum = 0;
    while (scanf("%ld", &x) == 1) {
        long x2 = x * x;
        long p = x2 * x2 * x2 * x;
        printf("%ld\n", p);
        sum += p;
    }
    printf("sum %ld\n", sum);
    return 0;
}
