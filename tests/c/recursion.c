/* Recursion: fibonacci, ackermann (small), mutual recursion, recursion over arrays. */
#include <stdio.h>

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int ack(int m, int n) {
    if (m == 0) {
        return n + 1;
    }
    if (n == 0) {
        return ack(m - 1, 1);
    }
    return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);

static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

static void hanoi(int n, char from, char to, char via, int *moves) {
    if (n == 0) {
        return;
    }
    hanoi(n - 1, from, via, to, moves);
    (*moves)++;
    if (n == 4) {
        printf("move disk 4 from %c to %c\n", from, to);
    }
    hanoi(n - 1, via, to, from, moves);
}

static int max_rec(const int *a, int n) {
    if (n == 1) {
        return a[0];
    }
    int rest = max_rec(a + 1, n - 1);
    return a[0] > rest ? a[0] : rest;
}

static void permute(char *s, int k, int n, int *count) {
    if (k == n) {
        if (*count < 6) {
            printf("%s ", s);
        }
        (*count)++;
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k];
        s[k] = s[i];
        s[i] = t;
        permute(s, k + 1, n, count);
        t = s[k];
        s[k] = s[i];
        s[i] = t;
    }
}

static double power(double x, int n) {
    if (n == 0) {
        return 1;
    }
    if (n < 0) {
        return 1 / power(x, -n);
    }
    double h = power(x, n / 2);
    return n % 2 ? h * h * x : h * h;
}

int main(void) {
    for (int i = 0; i <= 25; i += 5) {
        printf("fib(%d) = %ld\n", i, fib(i));
    }
    for (int m = 0; m <= 3; m++) {
        for (int n = 0; n <= 3; n++) {
            printf("ack(%d,%d)=%d ", m, n, ack(m, n));
        }
        printf("\n");
    }
    printf("even(10)=%d odd(7)=%d even(7)=%d\n", is_even(10), is_odd(7), is_even(7));
    printf("gcd(1071, 462) = %d\n", gcd(1071, 462));
    int moves = 0;
    hanoi(6, 'A', 'C', 'B', &moves);
    printf("hanoi(6) moves = %d\n", moves);
    int a[] = {3, 9, -2, 14, 7};
    printf("max = %d\n", max_rec(a, 5));
    char s[] = "abcd";
    int count = 0;
    permute(s, 0, 4, &count);
    printf("\n%d permutations\n", count);
    printf("power(1.5, 7) = %.17g, power(2, -3) = %g\n", power(1.5, 7), power(2, -3));
    return 0;
}
