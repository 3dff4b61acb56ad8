/* C11 _Generic: the association compatible with the controlling
 * expression's type after lvalue conversion (arrays and functions decay,
 * qualifiers drop), else default; the controlling expression is not
 * evaluated, and a selected lvalue stays one. */
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", \
                         double: "double", float: "float", char *: "char *", \
                         const char *: "const char *", int *: "int *", default: "other")
#define ABS(x) _Generic((x), double: fabs_d, long: labs_l, default: abs_i)(x)

static double fabs_d(double v) { return v < 0 ? -v : v; }
static long labs_l(long v) { return v < 0 ? -v : v; }
static int abs_i(int v) { return v < 0 ? -v : v; }

int main(void) {
    int i = -3, calls = 0;
    const int ci = 4;
    int arr[2] = {1, 2};
    char text[] = "hi";
    unsigned char uc = 7;
    printf("%s %s %s %s %s\n", KIND(i), KIND(ci), KIND(arr), KIND(text), KIND("lit"));
    printf("%s %s %s %s %s\n", KIND(1.5), KIND(1.5f), KIND(2L), KIND(3u), KIND(uc));
    printf("%s %s\n", KIND(uc + 1), KIND(i++ + calls++));
    _Generic(i, int: i, default: calls) = 10;
    printf("%g %ld %d %d %d\n", ABS(-2.5), ABS(-7L), ABS(i - 20), i, calls);
    return 0;
}
