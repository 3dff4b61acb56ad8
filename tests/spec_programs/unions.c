/* Unions under specialization: a union is one cell for the analyses (its
 * members overlap), static bytes read through another member are
 * reinterpreted as the target does, a static union used whole by residual
 * code is rebuilt through a member that holds its bytes exactly, and a
 * union written with a run-time value is dynamic as a whole. */
#include <stdio.h>

union num {
    int i;
    float f;
    unsigned char b[4];
};

struct tagged {
    int kind;
    union {
        long l;
        double d;
        const char *s;
    } v;
};

static const struct tagged items[] = {{0, {.l = 40}}, {1, {.d = 2.5}}, {2, {.s = "abc"}},
                                      {0, {.l = -3}}};

/* A static table of tagged unions walked by a static count: every switch
 * on the tag is static. */
double total(int n, double x) {
    double t = 0;
    for (int k = 0; k < n; k++) {
        switch (items[k].kind) {
        case 0: t += (double)items[k].v.l * x; break;
        case 1: t += items[k].v.d; break;
        default: t += (double)items[k].v.s[1]; break;
        }
    }
    return t;
}

/* The bits of a static float, read as an int. */
unsigned bits(int scale, unsigned mask) {
    union num n;
    n.f = 1.5f * (float)scale;
    return (unsigned)n.i & mask;
}

/* A static union returned whole. */
union num make(int k, int x) {
    union num n;
    n.i = 0x3fc00000 + k;
    (void)x;
    return n;
}

/* Written with a run-time value through one member, read through another. */
int bytes(int k, int x) {
    union num n;
    n.i = x * k;
    return n.b[0] + n.b[3];
}

int main(void) {
    for (int x = -2; x < 3; x++) {
        union num m = make(5, x);
        printf("%g %x %g %d %d\n", total(4, (double)x), bits(3, 0xfffu << (x + 20)), m.f, m.i,
               bytes(3, x));
    }
    return 0;
}
