/* gcc's gnu_inline: an `extern inline` body (for inlining only, as
 * glibc's headers write them) followed by the external definition in the
 * same file; and a C99 inline definition beside its external declaration. */
#include <stdio.h>

extern inline __attribute__((gnu_inline)) int add3(int a, int b) { return a + b + 3; }
int add3(int a, int b) { return a + b + 3; }

inline int half(int x) { return x / 2; }
extern int half(int);

int main(void) {
    int s = 0;
    for (int i = -4; i < 5; i++)
        s = s * 3 + add3(i, s % 7) + half(i * 5);
    printf("%d %d %d\n", s, add3(1, 2), half(-9));
    return 0;
}
