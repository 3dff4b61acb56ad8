/* A global with the bytes of the value given, whose pointer the goal
   returns: the specialization's copy is another object, so the call keeps
   calling the goal and the pointer comparisons hold. */
#include <stdio.h>

static const char S[] = "abc";

const char *skip(const char *s, int n) { return s + n; }

int main(int argc, char **argv) {
    (void)argv;
    const char *e = skip(S, argc);
    printf("%d %d %c\n", (int)(e - S), e == S + argc, *skip("abc", 2));
    return 0;
}
