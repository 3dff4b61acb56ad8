/* gcc's __alignof__ and _Alignof of an expression: a variable's declared
 * alignment (its aligned attribute counts), a function's, a member's
 * (under packed and aligned), else that of the expression's type; the
 * operand is not evaluated. */
#include <stdio.h>

struct packed_pair {
    char c;
    int i;
} __attribute__((packed));

struct raised {
    char c;
    int i __attribute__((aligned(16)));
};

static struct packed_pair pp;
static struct raised rs;
static double values[4] = {1.0, 2.0, 3.0, 4.0};
static char wide_aligned[3] __attribute__((aligned(32)));
static int calls;

static int next(void) { return ++calls; }

int main(void) {
    short s __attribute__((aligned(8))) = 1;
    long long ll = 2;
    double *p = values;
    struct raised *q = &rs;
    printf("%zu %zu %zu %zu\n", __alignof__(pp.i), __alignof__(rs.i), __alignof__(q->c),
           __alignof__(pp));
    printf("%zu %zu %zu %zu\n", __alignof__(values), __alignof__(values[1]), __alignof__(*p),
           __alignof__(p));
    printf("%zu %zu %zu %zu\n", __alignof__(wide_aligned), __alignof__(wide_aligned[1]),
           __alignof__(s), _Alignof(ll));
    printf("%zu %zu %zu %zu\n", __alignof__(next), __alignof__(next()), __alignof__("text"),
           __alignof__(ll + 1.0f));
    printf("%d %d %lld %g\n", calls, s, ll, p[1]);
    return 0;
}
