/* mini_printf: a small printf that interprets its format string.
 *
 * Directives: %d (an int), %c (an int printed as a character), %s (a string),
 * %% (a percent sign). Arguments come from two arrays, one for numbers and
 * characters and one for strings, because cmix does not take variadic
 * function definitions. Output goes through putchar.
 *
 * With the format string static, specialization removes the interpretation of
 * the format: the residual function is a sequence of putchar calls and
 * conversions of the dynamic arguments. */
#include <stdio.h>

static void put_string(const char *s) {
    while (*s != '\0') {
        putchar(*s);
        s++;
    }
}

static void put_int(int n) {
    char digits[12];
    int len = 0;
    unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    if (n < 0) {
        putchar('-');
    }
    do {
        digits[len++] = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    while (len > 0) {
        putchar(digits[--len]);
    }
}

/* Returns the number of directives converted, or -1 on an unknown directive. */
int mini_printf(const char *fmt, const int *ints, const char *const *strs) {
    int ni = 0;
    int ns = 0;
    for (; *fmt != '\0'; fmt++) {
        if (*fmt != '%') {
            putchar(*fmt);
            continue;
        }
        fmt++;
        switch (*fmt) {
        case 'd':
            put_int(ints[ni++]);
            break;
        case 'c':
            putchar(ints[ni++]);
            break;
        case 's':
            put_string(strs[ns++]);
            break;
        case '%':
            putchar('%');
            break;
        default:
            return -1;
        }
    }
    return ni + ns;
}

int main(void) {
    int ints[] = {42, -7, 'x', 2147483647, -2147483647 - 1};
    const char *strs[] = {"world", "cmix", ""};
    int r;
    r = mini_printf("Hello, %s!\n", ints, strs);
    printf("[%d]\n", r);
    r = mini_printf("n = %d, m = %d, c = '%c'\n", ints, strs);
    printf("[%d]\n", r);
    r = mini_printf("100%% sure: %s and %s%s.\n", ints, strs);
    printf("[%d]\n", r);
    r = mini_printf("all five: %d %d %c %d %d\n", ints, strs);
    printf("[%d]\n", r);
    r = mini_printf("bad directive %q\n", ints, strs);
    printf("\n[%d]\n", r);
    r = mini_printf("", ints, strs);
    printf("[%d]\n", r);
    return 0;
}
