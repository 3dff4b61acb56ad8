/* <error.h>'s error and error_at_line: glibc's headers give them inline
   wrappers that pass their arguments on with __builtin_va_arg_pack; the
   library's own definitions serve instead. With status 0 they return. */
#include <error.h>
#include <stdio.h>

static int checked(int v) {
    if (v < 0)
        error(0, 0, "negative: %d", v);
    if (v > 100)
        error_at_line(0, 0, __FILE__, __LINE__, "too big: %d", v);
    return v * 2;
}

int main(int argc, char **argv) {
    (void)argv;
    int total = 0;
    for (int i = -2; i < 3; i++)
        total += checked(i * 60 + argc);
    printf("%d %u\n", total, error_message_count);
    return 0;
}
