/* Calls with more arguments than an unprototyped definition (K&R or `()`)
 * has parameters, as old C wrote them: gcc accepts them, the callee
 * ignores the extra ones, and their side effects still happen (before and
 * after the definition, a struct among them, a volatile read). */
#include <stdio.h>

struct pair { int a, b; };

static int counter;
static volatile int watched = 5;

static int bump(void) { return ++counter; }

static int later();

static int none() { return 7; }

static int one(x) int x; { return x * 2; }

int main(void) {
    struct pair p = {1, 2};
    int r = none(bump(), p);
    r += one(3, bump(), watched);
    r += later(4, bump());
    printf("%d %d\n", r, counter);
    return 0;
}

static int later(k) int k; { return k + counter; }
