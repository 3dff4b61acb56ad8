/* A struct given whole as a static value (`--static c=C`) holding a
 * pointer to a global the program changes, reads and writes through. */
#include <stdio.h>

int limits[2] = {10, 20};
struct cfg {
    int *lim;
    int scale;
};
const struct cfg C = {limits, 3};

int use(struct cfg c, int x) {
    c.lim[1] = x;
    return c.lim[0] * c.scale + x;
}

int main(void) {
    printf("%d\n", use(C, 1));
    limits[0] = 50;
    int r = use(C, 2);
    printf("%d %d\n", r, limits[1]);
    return 0;
}
