#include <stdio.h>
#include "table.h"

int main(void) {
    build();
    const char *names[] = {"beta", "delta", "alpha", "gamma", "beta"};
    int sum = 0;
    for (int i = 0; i < 5; i++)
        sum += weigh(names[i]);
    printf("%d %d %d %s\n", sum, counts.hits, counts.misses, table->name);
    return 0;
}
