/* Library calls run during specialization give what the library gives at
   run time: the errno a math function sets (domain, pole, range errors),
   strcmp's and memcmp's byte differences, realloc(p, 0)'s null. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

int probe(double x, const char *word, int d) {
    int r = 0;
    double y = 0;
    switch (d % 5) {
    case 0:
        y = sqrt(x);
        break;
    case 1:
        y = log(x + 1);
        break;
    case 2:
        y = pow(10.0, -x * 400);
        break;
    case 3:
        y = fmod(x, 0.0);
        break;
    default:
        y = sqrt(-x);
        break;
    }
    r += y != y ? 1000 : y > 1e6 || y < -1e6 ? 500 : (int)y;
    r += strcmp(word, "apple") * 10 + strncmp(word, "chew", 3) + memcmp(word, "b", 1) * 100;
    char *p = malloc(8);
    if (p) {
        p = realloc(p, 0);
        r += p == NULL ? 7 : 3;
        free(p);
    }
    return r + d;
}
