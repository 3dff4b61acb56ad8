#include "api.h"

int use(int k, int x) {
    int s = 0;
    for (int i = 0; i < k; i++)
        s += api_cube(x + i);
    return s + api_calls;
}
