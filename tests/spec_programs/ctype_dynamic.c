/* <ctype.h> classification of dynamic characters (glibc's macros read
 * its tables through __ctype_b_loc). */
#include <ctype.h>
#include <stdio.h>

int count(int k, const char *s) {
    int n = 0;
    for (; *s; s++)
        if (isdigit((unsigned char)*s) || isupper((unsigned char)*s))
            n += k;
        else if (isspace((unsigned char)*s))
            n -= 1;
    return n + tolower('Q');
}

int main(void) {
    printf("%d %d\n", count(2, "a1b22 X"), count(3, " \t"));
    return 0;
}
