/* Variadic functions specialized with fixed parameters: arguments of
 * every kind, shared and distinct lists, a variadic calling a variadic. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct pair { int a; double b; };

static double total(const char *kinds, ...) {
    va_list ap, copy;
    double t = 0;
    va_start(ap, kinds);
    va_copy(copy, ap);
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'i': t += va_arg(ap, int); break;
        case 'u': t += va_arg(ap, unsigned); break;
        case 'l': t += (double)va_arg(ap, long long); break;
        case 'd': t += va_arg(ap, double); break;
        case 's': t += (double)strlen(va_arg(ap, const char *)); break;
        case 'p': { struct pair p = va_arg(ap, struct pair); t += p.a * p.b; break; }
        case 'c': t += (char)va_arg(ap, int); break;
        }
    }
    /* The copy reads the first argument again, as its kind says. */
    if (kinds[0] == 'i') t += 1000 * va_arg(copy, int);
    va_end(copy);
    va_end(ap);
    return t;
}

static int count_args(int n, ...) {
    va_list ap;
    int c = 0;
    va_start(ap, n);
    while (n-- > 0) c += va_arg(ap, int) != 0;
    va_end(ap);
    return c;
}

static int outer(const char *tag, ...) {
    va_list ap;
    va_start(ap, tag);
    int a = va_arg(ap, int);
    double b = va_arg(ap, double);
    va_end(ap);
    return printf("%s %d %.2f %d\n", tag, a, b, count_args(3, a, 0, (int)b));
}

/* Logging compiled out: its arguments are never read. */
static void trace(int level, ...) {
    (void)level;
}

static char buf[64];
static const char *fmt_into(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return buf;
}

int main(int argc, char **argv) {
    (void)argv;
    int x = argc + 4;
    double y = argc * 2.5;
    struct pair p = {x, y};
    for (int i = 0; i < 3; i++) {
        printf("%.3f\n", total("iudl", x + i, (unsigned)i, 0.5 * i, 1LL << 40));
        printf("%.3f\n", total("iudl", i, 7u, y, (long long)x));
        printf("%.3f\n", total("iudl", 3, 7u, 1.25, 5LL));
        printf("%.3f\n", total("spc", "hello", p, 'a' + i));
        printf("%.3f\n", total("dd", y, 2.0));
        printf("%.3f\n", total("", 1, 2));
        outer("o", x * i, y + i);
        outer("o", 5, 0.0);
        printf("%d\n", count_args(4, x, i, 0, 1));
        puts(fmt_into("[%d:%s:%.1f]", x + i, "z", y));
        trace(1, x, y);
    }
    return 0;
}
