/* A string initializer longer than its array, even without the NUL: a
 * constraint violation gcc accepts (with a warning), cutting the string to
 * the array; the excess is no part of the value. */
#include <stdio.h>
#include <string.h>

const char a[2][3] = {"1234", "xyz"};
static char narrow[4] = "abcdefgh";

int main(int argc, char **argv) {
    (void)argv;
    char b[6];
    memcpy(b, a, 4);
    memset(b + 4, 'a' + argc, 2);
    printf("%.6s %.4s\n", b, narrow);
    return 0;
}
