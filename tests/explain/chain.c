/* Causes of dynamic binding times, for `cmix explain` and `cmix annotate`:
 * a dynamic goal parameter flows through a helper's parameter and result;
 * a buffer is given to a library function cmix does not run; a count
 * under dynamic control grows without bound and is generalized. */
#include <stdio.h>

int helper(int a, int b) { return a * b + 1; }

int total;

int chain(int n, int s, const char *text)
{
    int x = s + 1;
    int y = helper(x, n);
    int z = n * 2;
    total = y;
    char buf[16];
    snprintf(buf, sizeof buf, "%d", z);
    int count = 0;
    while (*text++ != '.')
        count++;
    struct { int fixed, varying; } pair;
    pair.fixed = n;
    pair.varying = s;
    return y + z + buf[0] + count + pair.fixed * pair.varying;
}
