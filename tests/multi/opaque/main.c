#include <stdio.h>
#include "state.h"

int main(void) {
    struct state s;
    s.jump = 0;
    s.value.whole = 0;
    s.depth = 0;
    int r = enter(&s, 5);
    printf("%d %d %d %d\n", r, s.depth, s.value.halves[0], s.jump == 0);
    return 0;
}
