/* A const global whose static fields are used whole in residual code: its
 * residual definition already holds them, and it may not be assigned. */
#include <stdio.h>
struct S { int a; int b; };
static const struct S g = {1, 2};
static const int tab[3] = {4, 5, 6};
struct S h;
int t[3];
int f(int x) {
    h = g;
    h.a += x;
    for (int i = 0; i < 3; i++) t[i] = tab[i];
    t[x & 1] = x;
    return h.a + t[0] + t[1];
}
int main(void) { for (int x = 0; x < 4; x++) printf("%d\n", f(x)); return 0; }
