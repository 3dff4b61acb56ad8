/* __builtin_types_compatible_p on typeof of parameters, locals and
   arithmetic: no enum is involved, so the answer is gcc's. */
#include <stdio.h>

#define same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))

static int check(int k, long l, unsigned char c, const int *p) {
    int j = 2;
    int r = same_type(k, j) * 1000 + __builtin_types_compatible_p(typeof(k + 1), int) * 100;
    r += same_type(l, k) * 10 + __builtin_types_compatible_p(typeof(c + c), int);
    r = r * 10 + same_type(*p, k) + same_type(p, &j) * 2 + same_type(-c, k) * 4;
    return r + (int)l + c + *p;
}

int main(int argc, char **argv) {
    (void)argv;
    int v = argc;
    printf("%d\n", check(3, 4L, 5, &v));
    return 0;
}
