/* A pointer parameter given a global by name (`--static t=tab`) points to
 * the global itself: the address the goal stores is the program's. */
#include <stdio.h>

const int tab[] = {1, 2};
const int *last;

int f(const int *t, int x) {
    last = t + 1;
    return t[0] + x;
}

int main(void) {
    int r = f(tab, 1);
    printf("%d %d\n", r, last == tab + 1);
    return 0;
}
