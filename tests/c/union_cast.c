/* gcc's cast to a union from one of its members' types. */
#include <stdio.h>
union u { int i; double d; unsigned char b[8]; };
typedef union { unsigned long long d; struct { unsigned h, l; } s; } t;
static int f(t x) { return (int)(x.s.h + 3 * x.s.l); }
static double g(union u v) { return v.d; }
int main(int argc, char **argv) {
    (void)argv;
    union u a = (union u)(argc + 41);
    printf("%d %d\n", a.i, f((t)(0x100000005ULL * argc)));
    printf("%.2f\n", g((union u)(argc * 1.5)));
    return 0;
}
