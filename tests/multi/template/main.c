#include <stdio.h>
#include "counters.h"
int main(void) {
    Small s = {{0}, 0};
    Large l = {{0}, 0};
    for (int i = 0; i < 20; i++) {
        Small_add(&s, i);
        Large_add(&l, i * i);
    }
    printf("%d %d %d\n", total(&s, &l), (int)sizeof s, (int)sizeof l);
    return 0;
}
