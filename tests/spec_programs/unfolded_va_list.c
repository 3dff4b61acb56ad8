/* A helper taking a `va_list`, unfolded into its variadic caller: the
 * list is an array on x86-64, so the unfolded parameter is a copy
 * (va_copy), never an assignment. */
#include <stdarg.h>
#include <stdio.h>

int vfmt(char *out, const char *fmt, va_list ap) {
    int n = 0;
    for (; *fmt; fmt++) {
        if (*fmt == '%' && fmt[1] == 'd') {
            n += sprintf(out + n, "%d", va_arg(ap, int));
            fmt++;
        } else {
            out[n++] = *fmt;
        }
    }
    out[n] = 0;
    return n;
}

int fmt(char *out, const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int r = vfmt(out, f, ap);
    va_end(ap);
    return r;
}

int main(int argc, char **argv) {
    char buf[100];
    int n = fmt(buf, argc > 1 ? argv[1] : "<%d,%d>", argc, argc * 2);
    printf("%s %d\n", buf, n);
    return 0;
}
