/* Variadic function definitions: va_start, va_arg of int, double and
 * pointers, va_end, va_copy, and a va_list passed on to vprintf. */
#include <stdio.h>
#include <stdarg.h>
static int sum(int n, ...) {
    va_list ap;
    int total = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) total += va_arg(ap, int);
    va_end(ap);
    return total;
}
static void vlog(const char *prefix, const char *fmt, va_list ap) {
    printf("[%s] ", prefix);
    vprintf(fmt, ap);
}
static void logf_(const char *fmt, ...) {
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    vlog("info", fmt, ap);
    vlog("again", fmt, copy);
    va_end(copy);
    va_end(ap);
}
static double avg(int n, ...) {
    va_list ap;
    double t = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) t += va_arg(ap, double);
    va_end(ap);
    return n ? t / n : 0;
}
struct pair { int a; double b; };
static double pairs(int n, ...) {
    va_list ap;
    double t = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        struct pair p = va_arg(ap, struct pair);
        t += p.a * p.b;
    }
    va_end(ap);
    return t;
}
static const char *pick(int k, ...) {
    va_list ap;
    const char *s = "none";
    va_start(ap, k);
    while (k-- > 0) s = va_arg(ap, const char *);
    va_end(ap);
    return s;
}
int main(void) {
    printf("%d %d\n", sum(3, 1, 2, 3), sum(0));
    logf_("%d-%s-%c\n", 7, "x", 'y');
    printf("%g %s\n", avg(2, 1.5, 2.5), pick(2, "a", "b", "c"));
    struct pair x = {2, 1.5}, y = {3, -0.5};
    printf("%g\n", pairs(2, x, y));
    return 0;
}
