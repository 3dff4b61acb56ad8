/* gcc's __builtin_types_compatible_p (over type names, as curl's
 * type-checking macros use it), __builtin_choose_expr (only the chosen
 * operand evaluated, an lvalue if it is one), and typeof inside typeof. */
#include <stdio.h>

typedef int word;
enum color { RED, GREEN };

#define SAME(a, b) __builtin_types_compatible_p(a, b)
#define KIND(x) __builtin_choose_expr(SAME(__typeof__(x), double), 2, \
                 __builtin_choose_expr(SAME(__typeof__(x), int), 1, 0))

static int calls;
static int touch(int v) {
    calls++;
    return v;
}

int main(void) {
    int i = 0;
    double d = 0;
    const int ci = 3;
    int arr[4];
    printf("%d %d %d %d\n", SAME(int, word), SAME(int, long), SAME(const int, int),
           SAME(int *, const int *));
    printf("%d %d %d\n", SAME(int[], int[4]), SAME(int (*)(char), int (*)(char)),
           SAME(__typeof__(arr), int[4]));
    printf("%d %d %d %d\n", KIND(i), KIND(d), KIND(ci), SAME(word *, int *));
    int pick = __builtin_choose_expr(1, touch(10), touch(20));
    __builtin_choose_expr(0, d, i) = 7;
    __typeof__(__typeof__(d)) twice = 2.25;
    __typeof__(word) w = 5;
    printf("%d %d %d %d %g %d\n", pick, calls, i, (int)sizeof(enum color), twice * 2, w);
    return 0;
}
