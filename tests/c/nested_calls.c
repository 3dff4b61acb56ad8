/* Calls inside expressions: as arguments of calls, as operands, in conditions,
   in array indices. The functions' side effects commute, so the output does not
   depend on the (unspecified) order of evaluation of operands. */
#include <stdio.h>

static int calls;

static int f(int a, int b) {
    calls++;
    return a * 10 + b;
}

static int g(int x) {
    calls++;
    return x + 1;
}

static int h(int y) {
    calls++;
    return y * y;
}

static int k(void) {
    calls++;
    return 1000;
}

static int sq(int x) { return x * x; }

static double half(double x) { return x / 2; }

static int table[5] = {5, 4, 3, 2, 1};

static int idx(int i) {
    calls++;
    return i % 5;
}

int main(void) {
    int x = 3, y = 4;
    int r = f(g(x), h(y)) + k();
    printf("f(g(x), h(y)) + k() = %d, calls = %d\n", r, calls);
    printf("nested = %d\n", g(g(g(g(0)))));
    printf("sq(sq(sq(2))) = %d\n", sq(sq(sq(2))));
    printf("arith = %d\n", h(2) * g(3) - f(1, 2) / g(1) + sq(h(1) + 1));
    printf("half chain = %g\n", half(half(half(100)) + half(8)));
    int total = 0;
    for (int i = 0; i < g(4); i++) {
        total += table[idx(i + 3)] * sq(i);
    }
    printf("total = %d\n", total);
    if (h(3) > g(7) && f(0, 1) == 1) {
        printf("condition with calls true\n");
    }
    int arr[3];
    arr[idx(7)] = g(10);
    arr[idx(5)] = h(2);
    arr[idx(6)] = k() / h(10);
    printf("arr = %d %d %d\n", arr[0], arr[1], arr[2]);
    int z = sq(g(1)) ? f(g(2), g(3)) : h(0);
    printf("z = %d, calls = %d\n", z, calls);
    printf("printf returns %d\n", printf("%d %d\n", g(1), h(2)));
    return 0;
}
