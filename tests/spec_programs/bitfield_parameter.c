/* A static struct parameter with bit-fields that stays a run-time object
   (its address is taken in a function that calls setjmp): the residual
   entry sets it byte by byte from the value given. */
#include <setjmp.h>

struct spec {
    unsigned width : 6;
    unsigned upper : 1;
    char fill;
};

static jmp_buf jb;

int pad(struct spec s, const char *in, char *out)
{
    int n = 0;
    if (setjmp(jb))
        return -1;
    const struct spec *p = &s;
    while (*in && n < (int)p->width)
        out[n++] = p->upper && *in >= 'a' && *in <= 'z' ? *in++ - 32 : *in++;
    while (n < (int)p->width)
        out[n++] = p->fill;
    out[n] = 0;
    return n;
}
