/* static local variables keep their values across calls; each function has its own. */
#include <stdio.h>

static int counter(void) {
    static int n;
    return ++n;
}

static int other_counter(void) {
    static int n = 100;
    n += 10;
    return n;
}

static const char *next_name(void) {
    static const char *names[] = {"a", "b", "c"};
    static int i = 0;
    const char *r = names[i];
    i = (i + 1) % 3;
    return r;
}

static int *remember(int v) {
    static int slot;
    slot = v;
    return &slot;
}

static unsigned rng(void) {
    static unsigned state = 12345;
    state = state * 1103515245u + 12345u;
    return (state >> 16) & 0x7fff;
}

static double running_mean(double x) {
    static double sum = 0;
    static int count = 0;
    sum += x;
    count++;
    return sum / count;
}

int main(void) {
    for (int i = 0; i < 4; i++) {
        printf("counter %d other %d name %s\n", counter(), other_counter(), next_name());
    }
    int *p = remember(5);
    int *q = remember(6);
    printf("same slot: %d, value %d\n", p == q, *p);
    for (int i = 0; i < 5; i++) {
        printf("rng %u\n", rng());
    }
    double xs[] = {1, 2, 6, 7};
    for (int i = 0; i < 4; i++) {
        printf("mean %g\n", running_mean(xs[i]));
    }
    for (int i = 0; i < 3; i++) {
        static int in_loop = 50;
        in_loop--;
        printf("in_loop %d\n", in_loop);
    }
    return 0;
}
