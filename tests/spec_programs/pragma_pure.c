/* #pragma cmix spectime / pure: a library function run during
   specialization on static arguments; and the library model's
   reads_string for the program's own external function. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#pragma cmix spectime: hypot

double diagonal(int w, int h, double scale) {
    return scale * hypot(w, h);
}

#pragma cmix pure: strlen
#pragma cmix reads_string: s
int shout(const char *s);

int greet(const char *name, int times) {
    int n = 0;
    for (int i = 0; i < times; i++)
        n += shout(name) + (int)strlen(name);
    return n;
}
