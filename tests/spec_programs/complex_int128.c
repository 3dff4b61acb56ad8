/* gcc's complex and 128-bit integer types under specialization: their
 * values exist only at run time (cmix computes none of them), while the
 * static work around them (loop counts, tables, offsets) is still done. */
#include <stdio.h>

typedef struct {
    int degree;
    _Complex double coeff[4];
} poly;

static const poly cubic = { 3, { 1.0, -2.0 + 1.0i, 0.5i, 3.0 } };

/* Horner's rule over a static degree: the loop unrolls, the complex
 * arithmetic stays. */
_Complex double eval(const poly *p, _Complex double z, int n) {
    _Complex double acc = 0;
    for (int i = 0; i < n && i <= p->degree; i++)
        acc = acc * z + p->coeff[i];
    __imag__ acc += n;
    return acc;
}

_Complex double horner(_Complex double z, int n) {
    return eval(&cubic, z, n);
}

/* A 128-bit mixing function with a static round count. */
unsigned __int128 mix(unsigned __int128 x, int rounds) {
    static const unsigned long long keys[4] = {
        0x9e3779b97f4a7c15ULL, 0xbf58476d1ce4e5b9ULL, 0x94d049bb133111ebULL, 7
    };
    for (int r = 0; r < rounds; r++) {
        x ^= x >> 61;
        x *= (unsigned __int128)keys[r % 4] << (r * 3);
        x += (__int128)-r;
    }
    return x;
}

/* A complex integer and the part operators as lvalues. */
int turns(_Complex int g, int k) {
    _Complex int r = g;
    for (int i = 0; i < k; i++) {
        int re = __real__ r;
        __real__ r = -__imag__ r;
        __imag__ r = re;
    }
    return __real__ r * 10 + __imag__ r;
}

static void show(const char *what, _Complex double v) {
    printf("%s: %.17g %.17g\n", what, __real__ v, __imag__ v);
}

static void show128(unsigned __int128 x) {
    printf("%016llx%016llx\n", (unsigned long long)(x >> 64), (unsigned long long)x);
}

int main(void) {
    _Complex double z = 0.5 - 1.5i;
    for (int k = 0; k < 3; k++) {
        show("n=0", horner(z, 0));
        show("n=3", horner(z, 3));
        show("n=4", horner(z, 4));
        z = z * z + 0.25;
    }
    unsigned __int128 x = 12345;
    for (int k = 0; k < 3; k++) {
        x = mix(x, 5);
        show128(x);
        show128(mix(x + k, 2));
    }
    for (int k = 0; k < 3; k++)
        printf("%d %d %d\n", turns(3 + 2i + k, 1), turns(k - 1i, 3), turns(5, 0));
    return 0;
}
