/* A failure counter bumped under dynamic control and carried from call to
 * call (as test suites keep one): static, it would take a new value for
 * nearly every call, copying `check_all` and the rest of `main` once per
 * count; cmix makes it dynamic after enough specializations. */
#include <stdio.h>
#include <string.h>

static unsigned failures;

static void expect(const char *s, unsigned want, int x) {
    if ((unsigned)strlen(s) + (unsigned)x != want) {
        printf("strlen(\"%s\") + %d != %u\n", s, x, want);
        ++failures;
    }
}

static void check_all(int x) {
    expect("a", 1, x);
    expect("bb", 2, x);
    expect("ccc", 3, x);
    expect("dddd", 4, x);
}

#define FOUR(x) check_all(x); check_all(x + 1); check_all(x); check_all(x + 1)
#define SIXTEEN(x) FOUR(x); FOUR(x); FOUR(x); FOUR(x)

int main(int argc, char **argv) {
    (void)argv;
    int x = argc - 1;
    /* Each call its own program point, as a test suite's checks are. */
    SIXTEEN(x);
    SIXTEEN(x);
    SIXTEEN(x);
    printf("%u failures\n", failures);
    return 0;
}
