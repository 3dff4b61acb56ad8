/* for, while and do-while loops, nested, with break and continue. */
#include <stdio.h>

int main(void) {
    /* Nested for with continue in the inner loop and break in the outer one. */
    int pairs = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 7) {
            break;
        }
        for (int j = 0; j < 10; j++) {
            if ((i + j) % 3 == 0) {
                continue;
            }
            if (j > i) {
                break;
            }
            pairs++;
        }
    }
    printf("pairs = %d\n", pairs);

    /* Primes with a nested while. */
    printf("primes:");
    for (int n = 2; n < 60; n++) {
        int d = 2;
        int prime = 1;
        while (d * d <= n) {
            if (n % d == 0) {
                prime = 0;
                break;
            }
            d++;
        }
        if (!prime) {
            continue;
        }
        printf(" %d", n);
    }
    printf("\n");

    /* do-while runs at least once. */
    int k = 100;
    int runs = 0;
    do {
        runs++;
        k++;
    } while (k < 50);
    printf("do-while ran %d times, k = %d\n", runs, k);

    /* do-while with continue jumps to the condition. */
    int m = 0;
    int odd = 0;
    do {
        m++;
        if (m % 2 == 0) {
            continue;
        }
        odd += m;
    } while (m < 10);
    printf("sum of odd up to 10 = %d\n", odd);

    /* Digits of a number, collatz steps. */
    unsigned long n = 9876543210UL;
    int digits = 0;
    while (n) {
        n /= 10;
        digits++;
    }
    printf("digits = %d\n", digits);
    long c = 27;
    int steps = 0;
    while (c != 1) {
        c = (c % 2) ? 3 * c + 1 : c / 2;
        steps++;
    }
    printf("collatz(27) = %d steps\n", steps);

    /* Infinite loops left with break. */
    int t = 0;
    for (;;) {
        if (++t >= 5) {
            break;
        }
    }
    while (1) {
        t *= 2;
        if (t > 100) {
            break;
        }
    }
    printf("t = %d\n", t);

    /* Empty bodies and loops that never run. */
    int e;
    for (e = 0; e < 10; e++) {
    }
    for (int never = 0; never < 0; never++) {
        printf("never\n");
    }
    while (0) {
        printf("never\n");
    }
    printf("e = %d\n", e);

    /* Triple nesting with labelled-style exit via flag. */
    int found = 0, fi = -1, fj = -1, fk = -1;
    for (int i = 1; i < 20 && !found; i++) {
        for (int j = i; j < 20 && !found; j++) {
            for (int kk = j; kk < 30; kk++) {
                if (i * i + j * j == kk * kk && i > 4) {
                    found = 1;
                    fi = i;
                    fj = j;
                    fk = kk;
                    break;
                }
            }
        }
    }
    printf("triple %d %d %d\n", fi, fj, fk);
    return 0;
}
