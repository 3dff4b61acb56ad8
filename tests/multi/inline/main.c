#include <stdio.h>
#include "square.h"

int sum_of_cubes(int, int);

int main(void) {
    printf("%d %d %d\n", sum_of_cubes(3, 2), sum_of_cubes(3, -4), square(7));
    return 0;
}
