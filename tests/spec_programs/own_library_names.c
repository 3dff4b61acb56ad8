/* A file's own `static` functions named like library functions the
   specializer runs: they are the file's functions, run as written (the
   library's headers cannot be included beside them). */
static double asin(double x) { return x * 2.0 + 1.0; }

static int strlen(const char *s)
{
    int n = 0;
    while (*s++)
        n += 2;
    return n;
}

double mix(int k, double x)
{
    return asin(0.25) * k + strlen("abc") + x;
}
