/* A printf-like function that hands its va_list to helpers: the helpers'
   va_args read the goal's arguments, so the residual takes them as fixed
   parameters (no va_list left). A copy (va_copy) is read twice. */
#include <stdarg.h>

static long vsum(const char *s, va_list ap) {
    long sum = 0;
    for (; *s; s++) {
        if (*s != '%') {
            sum = sum * 3 + *s;
            continue;
        }
        s++;
        if (*s == 'd')
            sum = sum * 7 + va_arg(ap, int);
        else if (*s == 'l')
            sum = sum * 11 + va_arg(ap, long);
        else if (*s == 'c')
            sum = sum * 5 + (char)va_arg(ap, int);
        else
            sum = sum * 13 + (long)(va_arg(ap, double) * 4);
    }
    return sum;
}

static long vtwice(const char *s, va_list ap) {
    va_list again;
    va_copy(again, ap);
    long first = vsum(s, again);
    va_end(again);
    return first * 2 + vsum(s, ap);
}

long fmt(const char *s, ...) {
    va_list ap;
    va_start(ap, s);
    long r = vtwice(s, ap);
    va_end(ap);
    return r;
}
