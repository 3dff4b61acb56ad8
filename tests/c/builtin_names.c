/* Functions whose names are gcc builtins' without the `__builtin_`
 * prefix are the program's own. */
#include <stdio.h>

static int apply(int (*unused)[1], int x) {
    (void)unused;
    return x * 2;
}
static long return_address(long depth) { return depth + 100; }
static int frame_address(int level) { return level - 1; }
static int next_arg(int i) { return i + 1; }
static int eh_return(void) { return 7; }

int main(void) {
    int slot[1] = {0};
    printf("%d %ld %d %d %d\n", apply(&slot, 21), return_address(5), frame_address(3), next_arg(9),
           eh_return());
    return 0;
}
