/* Leaving the program from a nested function with exit(), output flushed by
   exit; functions returning void early; main's return value computed. */
#include <stdio.h>
#include <stdlib.h>

static int depth;

static void check(int v) {
    if (v < 0) {
        printf("negative value %d at depth %d: exiting\n", v, depth);
        exit(0);
    }
    if (v == 0) {
        return;
    }
    depth++;
    check(v - 3);
}

static void early(int *out, int n) {
    *out = 0;
    for (int i = 0; i < n; i++) {
        if (i == 5) {
            return;
        }
        *out += i;
    }
}

int main(void) {
    int r;
    early(&r, 3);
    printf("early(3) = %d\n", r);
    early(&r, 100);
    printf("early(100) = %d\n", r);
    check(9);
    printf("check(9) returned, depth %d\n", depth);
    depth = 0;
    check(10);
    printf("not reached\n");
    return 1;
}
