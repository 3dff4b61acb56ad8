/* interp, specialized by hand: the Primes program of primes.asm written
 * directly in C, with the same output checksum. */
#include <stdio.h>

unsigned out_sum;

/* The first n primes, by trial division; returns the last one (0 if n <= 0). */
static int primes(int n) {
    int last = 0;
    int count = 0;
    for (int i = 2; count < n; i++) {
        int prime = 1;
        for (int d = 2; d * d <= i; d++) {
            if (i % d == 0) {
                prime = 0;
                break;
            }
        }
        if (prime) {
            out_sum = out_sum * 31u + (unsigned)i;
            count++;
            last = i;
        }
    }
    return last;
}

int main(void) {
    int n, reps;
    if (scanf("%d %d", &n, &reps) != 2) {
        return 1;
    }
    long sum = 0;
    for (int r = 0; r < reps; r++) {
        sum += primes(n + (r & 1));
    }
    printf("sum of results %ld, output checksum %u\n", sum, out_sum);
    return 0;
}
