#include <stdio.h>
#include "include/shape.h"
int main(void) {
    struct shape s = {1, {2, 3}, 1.5};
    struct point p = s.corner;
    printf("%g %d %d\n", area(&s), p.x, p.y);
    return 0;
}
