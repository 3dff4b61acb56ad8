#include <stdio.h>
#include "inc/range.h"
int main(void) {
    range r = {3, 5};
    for (int i = 0; i < 3; i++) r = widen(r, i + 1);
    printf("%d %d\n", r.lo, r.hi);
    return 0;
}
