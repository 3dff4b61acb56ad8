/* gcc's `a ?: b` (the condition evaluated once, its value kept) and empty
 * initializer braces (`= {}`, compound literals `(struct s){}`). */
#include <stdio.h>

struct pair {
    int a;
    long b;
};

static int calls;

static int next_value(int v) {
    calls++;
    return v;
}

int main(void) {
    int zero = 0, seven = 7;
    const char *name = NULL;
    int x = next_value(zero) ?: 42;
    int y = next_value(seven) ?: 42;
    const char *shown = name ?: "(none)";
    long z = (long)(seven ?: 3) * 2;
    struct pair p = {};
    int arr[4] = {};
    struct pair q = (struct pair){};
    q.b += next_value(5) ?: 9;
    seven ?: (void)next_value(1);
    zero ?: (void)next_value(2);
    printf("%d %d %s %ld %d %ld %d %ld %d\n", x, y, shown, z, p.a, p.b + arr[3], q.a, q.b, calls);
    return 0;
}
