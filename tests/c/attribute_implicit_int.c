/* Old C's implicit int after gcc attributes at file scope: the
 * attributes belong to the definition, whose type is int. */
#include <stdio.h>

static int calls;

__attribute__((noinline, noclone))
twice(int c)
{
    calls++;
    return 2 * c;
}

__attribute__ ((noinline)) __attribute__((cold)) static
square(x)
    int x;
{
    calls++;
    return x * x;
}

__attribute__((optimize("-O0"),
               noinline))
counter = 3;

int main(void)
{
    int a = twice(21);
    int b = square(7);
    printf("%d %d %d %d\n", a, b, counter, calls);
    return 0;
}
