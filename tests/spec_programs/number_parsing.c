/* Numbers read from a static string with strtol, strtoul, strtod and
 * atof during specialization: the value, where each number ends
 * (`*endptr`, compared with the start when no digits are read), ERANGE on
 * overflow, and each base. The residual program reads no string. */
#include <errno.h>
#include <stdlib.h>

/* The sum of the numbers in spec ("i:123 x:ff d:2.5 u:-1 ..."), each
 * weighted by the dynamic w[k]; errors counted in *bad. */
double weigh(const char *spec, const double *w, int *bad) {
    double total = 0;
    int k = 0;
    const char *s = spec;
    while (*s != '\0') {
        char kind = *s;
        s += 2;
        char *end;
        double v;
        errno = 0;
        if (kind == 'i') {
            v = (double)strtol(s, &end, 10);
        } else if (kind == 'x') {
            v = (double)strtol(s, &end, 16);
        } else if (kind == 'o') {
            v = (double)strtoll(s, &end, 0);
        } else if (kind == 'u') {
            v = (double)strtoul(s, &end, 10);
        } else if (kind == 'f') {
            v = (double)strtof(s, &end);
        } else {
            v = strtod(s, &end);
        }
        if (end == s || errno == ERANGE) {
            (*bad)++;
        }
        total += v * w[k % 4];
        k++;
        s = end;
        while (*s == ' ') {
            s++;
        }
        if (*s != '\0' && s[1] != ':') {
            s++;
        }
    }
    return total + atof("0.125") * w[0];
}
