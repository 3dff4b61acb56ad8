/* Functions with many parameters of mixed types (more than fit in registers). */
#include <stdio.h>

struct small {
    char c;
    short s;
};

struct big {
    long a, b, c, d;
};

static long mix(char a, short b, int c, long d, long long e, unsigned char f, unsigned short g,
                unsigned h, unsigned long i, float j, double k, int l, int m, int n) {
    return a + b + c + d + e + f + g + h + (long)i + (long)j + (long)k + l * m * n;
}

static double weights(double a, double b, double c, double d, double e, double f, double g,
                      double h, double i, double j) {
    return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}

static long structs(struct small s1, struct big b1, int x, struct small s2, struct big b2,
                    double y) {
    return s1.c + s1.s + b1.a + b1.b + b1.c + b1.d + x + s2.c * s2.s + b2.d - (long)y;
}

static void outputs(int in, int *a, int *b, int *c, int *d, int *e, int *f, int *g, int *h) {
    *a = in + 1;
    *b = in + 2;
    *c = in + 3;
    *d = in + 4;
    *e = in + 5;
    *f = in + 6;
    *g = in + 7;
    *h = in + 8;
}

static int sum12(int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9,
                 int a10, int a11, int a12) {
    return a1 - a2 + a3 - a4 + a5 - a6 + a7 - a8 + a9 - a10 + a11 - a12;
}

int main(void) {
    printf("mix = %ld\n", mix('a', -300, 70000, -5000000000L, 1LL << 50, 200, 60000, 4000000000u,
                               123456789012UL, 2.75f, -9.5, 3, 4, 5));
    printf("weights = %.17g\n", weights(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0));
    struct small s1 = {'x', 1000}, s2 = {3, -7};
    struct big b1 = {1, 2, 3, 4}, b2 = {5, 6, 7, 8000000000L};
    printf("structs = %ld\n", structs(s1, b1, 99, s2, b2, 0.5));
    int a, b, c, d, e, f, g, h;
    outputs(10, &a, &b, &c, &d, &e, &f, &g, &h);
    printf("outputs = %d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, g, h);
    printf("sum12 = %d\n", sum12(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    return 0;
}
