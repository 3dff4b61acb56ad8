/* A static pointer to a caller's local whose fields are partly dynamic:
 * residual callees take the local's address in an extra parameter. */
#include <stdio.h>
struct acc { int n; int sum; };
static void add(struct acc *a, int v) { a->sum += v; a->n++; }
static void addk(struct acc *a, int k, int v) { for (int i = 0; i < k; i++) add(a, v); }
int f(int x) {
    struct acc a;
    a.n = 0;
    a.sum = 0;
    addk(&a, 3, x);
    addk(&a, 2, x + 1);
    return a.sum * 100 + a.n;
}
int main(void) {
    for (int x = -2; x < 3; x++)
        printf("%d\n", f(x));
    return 0;
}
