/* A variadic formatter specialized to its static format: its `va_list`
 * walks each call's arguments during specialization, so each
 * specialization takes the run-time arguments as fixed parameters (no
 * va_arg left), shared by calls with the same format, static arguments and
 * types; a va_copy of the list; and a variadic function whose format is a
 * run-time value: walked during specialization, a path of it would read
 * past the last argument (undefined), so it is kept variadic, as gcc
 * compiles it. */
#include <stdarg.h>
#include <stdio.h>

static int put_uint(char *out, unsigned v, unsigned base) {
    char digits[16];
    int n = 0, k = 0;
    do {
        digits[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v != 0);
    while (n > 0) out[k++] = digits[--n];
    return k;
}

/* Formats into `out`: %d %u %x %c %s %%; returns the length. */
static int format(char *out, const char *fmt, ...) {
    va_list ap;
    int k = 0;
    va_start(ap, fmt);
    for (const char *p = fmt; *p != 0; p++) {
        if (*p != '%') {
            out[k++] = *p;
            continue;
        }
        switch (*++p) {
        case 'd': {
            int v = va_arg(ap, int);
            if (v < 0) {
                out[k++] = '-';
                k += put_uint(out + k, 0u - (unsigned)v, 10);
            } else {
                k += put_uint(out + k, (unsigned)v, 10);
            }
            break;
        }
        case 'u': k += put_uint(out + k, va_arg(ap, unsigned), 10); break;
        case 'x': k += put_uint(out + k, va_arg(ap, unsigned), 16); break;
        case 'c': out[k++] = (char)va_arg(ap, int); break;
        case 's':
            for (const char *s = va_arg(ap, const char *); *s != 0; s++) out[k++] = *s;
            break;
        default: out[k++] = *p; break;
        }
    }
    va_end(ap);
    out[k] = 0;
    return k;
}

/* Sums its arguments twice, the second time through a copy. */
static long twice(int n, ...) {
    va_list ap, again;
    long s = 0;
    va_start(ap, n);
    va_copy(again, ap);
    for (int i = 0; i < n; i++) s += va_arg(ap, long);
    for (int i = 0; i < n; i++) s += 10 * va_arg(again, long);
    va_end(again);
    va_end(ap);
    return s;
}

/* The format comes at run time. */
static int count_percent(const char *fmt, ...) {
    va_list ap;
    int n = 0;
    va_start(ap, fmt);
    for (const char *p = fmt; *p != 0; p++)
        if (*p == '%') n += va_arg(ap, int);
    va_end(ap);
    return n;
}

int report(int id, int temp, const char *who) {
    char line[128];
    int len = format(line, "sensor %d (%s): %d C, id %x, flag %c, 100%%", id, who, temp,
                     (unsigned)id, 'A' + id % 3);
    puts(line);
    len += format(line, "[%d|%x]", id, temp);
    puts(line);
    /* A static argument: a specialization of its own. */
    len += format(line, "[%d|%x]", temp, 255);
    puts(line);
    /* The same format and types as the first: shared. */
    len += format(line, "[%d|%x]", temp * 2, id - 1);
    puts(line);
    return len + (int)twice(3, (long)id, 2L, (long)temp);
}

int main(int argc, char **argv) {
    const char *names[] = {"north", "south", "east"};
    int total = 0;
    for (int i = 0; i < 3; i++) total += report(i * 7 + 1, 20 - i * 9, names[i]);
    const char *dyn = argc > 5 ? argv[1] : "%%%";
    printf("%d %d\n", total, count_percent(dyn, 4, 5, 6));
    return 0;
}
