/* <ctype.h> on static characters runs during specialization, with glibc's
   answers (a class's bit, not 1; signed chars too); on run-time characters
   the residual program uses the header's table lookups. */
#include <ctype.h>
#include <stdio.h>

long scan(const char *pattern, const char *input) {
    long r = 0;
    for (const char *p = pattern; *p; p++) {
        r = r * 3 + (isalpha(*p) != 0) + (isdigit(*p) ? 2 : 0);
        r += isupper(*p) + tolower(*p) - toupper(*p);
    }
    for (const char *q = input; *q; q++) {
        if (isspace((unsigned char)*q))
            r = r * 2 + 1;
        else if (isalnum((unsigned char)*q))
            r = r * 5 + toupper((unsigned char)*q);
        else
            r -= ispunct((unsigned char)*q) ? 7 : 11;
    }
    return r;
}
