/* A printf-like logger with a real variadic interface: log_line(fmt, ...)
 * handles %d %u %x %s %c and %%, with a field width and the 0 flag
 * (%5d, %04x). report() logs a few lines about one reading. */
#include <stdarg.h>
#include <stdio.h>

/* Writes v in base `base`, at least `width` characters wide, padded with
 * `pad`; returns the number of characters written. */
static int put_number(unsigned long v, int negative, unsigned base, int width, char pad) {
    char digits[24];
    int n = 0;
    do {
        digits[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v != 0);
    int length = n + negative;
    if (negative && pad == '0')
        putchar('-');
    else if (negative)
        digits[n++] = '-';
    for (int i = length; i < width; i++) putchar(pad);
    while (n > 0) putchar(digits[--n]);
    return length < width ? width : length;
}

int log_line(const char *fmt, ...) {
    va_list ap;
    int count = 0;
    va_start(ap, fmt);
    for (const char *p = fmt; *p != '\0'; p++) {
        if (*p != '%') {
            putchar(*p);
            count++;
            continue;
        }
        p++;
        char pad = ' ';
        if (*p == '0') {
            pad = '0';
            p++;
        }
        int width = 0;
        while (*p >= '0' && *p <= '9') width = width * 10 + (*p++ - '0');
        switch (*p) {
        case 'd': {
            int v = va_arg(ap, int);
            unsigned long magnitude = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
            count += put_number(magnitude, v < 0, 10, width, pad);
            break;
        }
        case 'u': count += put_number(va_arg(ap, unsigned), 0, 10, width, pad); break;
        case 'x': count += put_number(va_arg(ap, unsigned), 0, 16, width, pad); break;
        case 'c':
            putchar(va_arg(ap, int));
            count++;
            break;
        case 's':
            for (const char *s = va_arg(ap, const char *); *s != '\0'; s++, count++) putchar(*s);
            break;
        case '%':
            putchar('%');
            count++;
            break;
        default:
            break;
        }
    }
    va_end(ap);
    return count;
}

int report(int id, int value, const char *name) {
    int n = log_line("sensor %03d (%s): %5d\n", id, name, value);
    n += log_line("  raw 0x%08x, level %c\n", (unsigned)value, value < 0 ? 'L' : 'H');
    if (value > 100) n += log_line("  over by %d%%\n", value - 100);
    return n;
}

int main(void) {
    const char *names[] = {"north", "south", "east", "west"};
    int total = 0;
    for (int i = 0; i < 8; i++) total += report(i * 37 % 101, i * 61 - 150, names[i % 4]);
    printf("%d characters\n", total);
    return 0;
}
