#include "square.h"
extern inline int square(int);

int sum_of_cubes(int n, int x) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += cube(x + i);
    }
    return s;
}
