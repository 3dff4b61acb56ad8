/* Addresses converted to numbers are known at run time only: the
 * conversions are residual (they used to be refused), what the addresses
 * point to is kept at run time, and a null test (`_Bool`) stays static. */
#include <stdint.h>

static int g[4] = {1, 2, 3, 4};
int ga = 11, gb = 22;

int addresses(int n, int i) {
    int *p = n ? g : 0;
    _Bool has = p;
    int r = has ? p[1] * i : 0;
    if (((uintptr_t)p & 3) == 0) {
        r += 1;
    }
    int la = n, lb = n * 2;
    uintptr_t t[4] = {(uintptr_t)&ga, (uintptr_t)&gb, (uintptr_t)&la, (uintptr_t)&lb};
    uintptr_t v = t[i & 3];
    r = r * 3 + *(int *)v;
    long long d = (long long)(t[(i + 1) & 3] - t[0]);
    return r * 3 + (d != 0);
}
