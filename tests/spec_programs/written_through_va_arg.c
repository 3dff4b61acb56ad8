/* A global written through a pointer a variadic function reads with
 * va_arg: its calls with the global as format are not constant ones. */
#include <stdarg.h>
#include <stdio.h>
static char buf[] = "buf\n";
void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    for (; *fmt; fmt++) {
        if (*fmt == '!') { char *w = va_arg(ap, char *); *w = 'W'; }
        else putchar(*fmt);
    }
    va_end(ap);
}
int main(void)
{
    out(buf);
    out("!", buf);
    out(buf);
    return 0;
}
