#include "api.h"

static int calls;
static int cube(int x) {
    calls++;
    return x * x * x;
}
int api_cube(int) __attribute__((alias("cube")));
extern int api_calls __attribute__((alias("calls")));
