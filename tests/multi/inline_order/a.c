#include "twice.h"

int from_a(int k, int v) {
    int s = 0;
    for (int i = 0; i < k; i++)
        s += twice(v + i);
    return s;
}
