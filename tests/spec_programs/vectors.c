/* gcc's generic vectors under specialization: vector values exist only at
 * run time, while static work around them (round counts, static tables of
 * shuffle masks, element indexes) is done. */
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef unsigned char v8qi __attribute__((vector_size(8)));

static const v4si masks[3] = { { 3, 2, 1, 0 }, { 1, 0, 3, 2 }, { 0, 0, 1, 1 } };
static v4si bias = { 1, -2, 3, -4 };

/* A static number of rounds of element-wise work with a static mask. */
v4si mix(v4si x, int rounds) {
    for (int r = 0; r < rounds; r++) {
        x = __builtin_shuffle(x, masks[r % 3]) * (r + 1) + bias;
        x ^= x >> 2;
        x[r % 4] += r;
    }
    return x;
}

/* The sum of a vector's elements, the element count static. */
float total(v4sf v, int n) {
    float s = 0;
    for (int i = 0; i < n && i < 4; i++)
        s += v[i];
    return s;
}

/* Bytes compared against a static threshold vector. */
int count_above(v8qi bytes, int threshold) {
    v8qi t = { 0 };
    for (int i = 0; i < 8; i++)
        t[i] = (unsigned char)(threshold + i);
    __typeof__(bytes > t) above = bytes > t;
    int n = 0;
    for (int i = 0; i < 8; i++)
        n += above[i] != 0;
    return n;
}

static void show(v4si v) {
    printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
}

int main(void) {
    v4si x = { 10, 20, 30, 40 };
    for (int k = 0; k < 3; k++) {
        show(mix(x, 0));
        show(mix(x, 4));
        x = mix(x, 2) & 0xffff;
    }
    v4sf f = { 0.5f, 1.25f, -2.0f, 8.0f };
    for (int k = 0; k < 3; k++) {
        printf("%g %g\n", total(f, 3), total(f * f, 4));
        f = f + (float)k;
    }
    v8qi b = { 1, 50, 100, 150, 200, 250, 7, 9 };
    for (int k = 0; k < 3; k++) {
        printf("%d %d\n", count_above(b, 60), count_above(b, 5));
        b += (unsigned char)(k * 40);
    }
    return 0;
}
