/* Variadic functions under specialization: a variadic function is kept as
 * written (its `va_arg` reads run-time arguments) and every call passes it
 * all its arguments, static ones lifted; a function taking a `va_list` is
 * specialized like any other (its static prefix folded); pointers passed
 * among the variable arguments reach objects that exist at run time. */
#include <stdarg.h>
#include <stdio.h>

static int total(int n, ...) {
    va_list ap;
    int t = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) t += va_arg(ap, int);
    va_end(ap);
    return t;
}

static void vsay(int level, const char *fmt, va_list ap) {
    for (int i = 0; i < level; i++) putchar('>');
    vprintf(fmt, ap);
}

static void say(int level, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsay(level, fmt, ap);
    va_end(ap);
}

/* Stores through pointers among the variable arguments. */
static void fill(int n, ...) {
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) *va_arg(ap, int *) = i * 10;
    va_end(ap);
}

int report(int level, int x) {
    int a = level, b = level * 2;
    fill(2, &a, &b);
    say(level, "x=%d sum=%d a=%d b=%d\n", x, total(3, level, x, 4), a, b);
    return total(2, a + level, b);
}

int main(void) {
    for (int x = 0; x < 3; x++) printf("%d\n", report(2, x));
    return 0;
}
