/* Calls whose argument is a constant pointer to memory the program
 * writes: their contents at the call are not the value given, so
 * `--whole-program` and `cmix run` must not redirect them. */
#include <stdio.h>

char buf[4] = "abc";
char buf2[4] = "abc";
char *const q = buf;
struct holder {
    const char *s;
};
const struct holder H = {buf};
const char *const TAB[1] = {buf2};
static const char ABC[] = "abc";

int count_a(const char *s) {
    int n = 0;
    for (; *s; s++)
        n += *s == 'a';
    return n;
}

int main(void) {
    buf[0] = 'x';
    buf2[0] = 'x';
    printf("%d %d %d %d %d\n", count_a(q), count_a(buf), count_a(H.s), count_a(TAB[0]),
           count_a(ABC));
    return 0;
}
