/* gcc's nested functions: they read and write their enclosing function's
 * variables (an outer level's too, through a function in between), call
 * themselves and each other, and are defined in inner blocks. */
#include <stdio.h>

static int outer(int n) {
    int total = 0;
    int scale = 3;
    int add(int k) {
        total += k * scale;
        return total;
    }
    int twice(int k) {
        add(k);
        return add(k);
    }
    int fact(int k) { return k <= 1 ? 1 : k * fact(k - 1); }
    for (int i = 0; i < n; i++)
        twice(i);
    {
        int deep(int k) {
            int inner(int j) { return j + scale + total; }
            scale++;
            return inner(k) * 2;
        }
        total += deep(1);
    }
    return total + fact(5) + scale;
}

static double average(const double *xs, int n) {
    double sum = 0;
    int count = 0;
    void take(double x) {
        sum += x;
        count++;
    }
    for (int i = 0; i < n; i++)
        if (xs[i] >= 0)
            take(xs[i]);
    return count ? sum / count : 0;
}

int main(void) {
    const double xs[5] = {1.5, -2, 4, 8.25, -1};
    printf("%d %d %d\n", outer(4), outer(0), outer(7));
    printf("%g %g\n", average(xs, 5), average(xs, 1));
    return 0;
}
