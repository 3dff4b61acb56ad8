/* Compound assignment on every arithmetic type and on pointers:
   the operation is done in the promoted/common type, then converted back. */
#include <stdio.h>

int main(void) {
    char c = 100;
    c += 27;
    printf("char 100 += 27: %d\n", c);
    c -= 200;
    printf("char -= 200: %d\n", c);
    unsigned char uc = 250;
    uc += 10;
    printf("uchar 250 += 10: %u\n", uc);
    uc *= 3;
    printf("uchar *= 3: %u\n", uc);
    uc <<= 5;
    printf("uchar <<= 5: %u\n", uc);
    short s = 1000;
    s *= 30;
    printf("short 1000 *= 30: %d\n", s);
    s /= -7;
    printf("short /= -7: %d\n", s);
    s %= 100;
    printf("short %%= 100: %d\n", s);
    int i = 17;
    i += 3.7;
    printf("int 17 += 3.7: %d\n", i);
    i *= 2.5;
    printf("int *= 2.5: %d\n", i);
    i /= 0.3;
    printf("int /= 0.3: %d\n", i);
    i -= 'A';
    printf("int -= 'A': %d\n", i);
    i >>= 1;
    i |= 0x100;
    i &= 0x1f0;
    i ^= 0x55;
    printf("int bit ops: %d\n", i);
    unsigned u = 10;
    u -= 20;
    printf("unsigned 10 -= 20: %u\n", u);
    u /= 3;
    printf("unsigned /= 3: %u\n", u);
    u %= 1000;
    u <<= 28;
    printf("unsigned %%=, <<= 28: %u\n", u);
    int neg = -5;
    unsigned un = 3;
    un *= neg;
    printf("unsigned 3 *= -5: %u\n", un);
    long long ll = 1;
    for (int k = 0; k < 62; k++) {
        ll *= 2;
    }
    ll += ll - 1;
    printf("long long: %lld\n", ll);
    ll >>= 33;
    printf("long long >>= 33: %lld\n", ll);
    double d = 1.5;
    d *= 4;
    d /= 3;
    d -= 0.1;
    d += 'x';
    printf("double: %.17g\n", d);
    int three = 3;
    double dd = 10;
    dd *= three;
    dd /= three + 1;
    printf("double *= int: %.17g\n", dd);
    float f = 0.1f;
    f += 0.2;
    printf("float += double: %a\n", (double)f);
    f *= 3;
    printf("float *= 3: %a\n", (double)f);
    int arr[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    int *p = arr;
    p += 4;
    printf("p += 4: %d\n", *p);
    p -= 2;
    printf("p -= 2: %d\n", *p);
    p[1] += 100;
    *p *= 10;
    arr[9] -= arr[2];
    printf("arr: %d %d %d %d\n", arr[2], arr[3], arr[9], *p);
    struct {
        int n;
        double x;
    } st = {1, 2};
    st.n += 5;
    st.x *= st.n;
    printf("struct fields: %d %g\n", st.n, st.x);
    int idx = 0;
    int vals[3] = {1, 1, 1};
    vals[idx++] += 10; /* the lvalue is evaluated once */
    printf("vals: %d %d %d idx=%d\n", vals[0], vals[1], vals[2], idx);
    _Bool b = 0;
    b += 5;
    printf("bool += 5: %d\n", b);
    return 0;
}
