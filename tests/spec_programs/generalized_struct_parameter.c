/* A struct parameter given a static value and used as the working state
   under dynamic control (a token bucket taken by value): generalization
   makes it dynamic, and the residual goal starts from the value given,
   one field at a time, nested structs and arrays included. */
#include <stddef.h>

struct limits {
    long capacity, refill;
};

struct bucket {
    struct limits lim;
    long cost, tokens, served;
    short history[3];
    const char *name;
};

long simulate(struct bucket b, const int *arrivals, size_t n) {
    for (size_t t = 0; t < n; t++) {
        b.tokens += b.lim.refill;
        if (b.tokens > b.lim.capacity)
            b.tokens = b.lim.capacity;
        for (int r = 0; r < arrivals[t]; r++)
            if (b.tokens >= b.cost) {
                b.tokens -= b.cost;
                b.served++;
                b.history[b.served % 3] = (short)t;
            }
    }
    return b.served * 1000 + b.history[0] + b.history[1] * 10 + b.history[2] * 100 + b.name[0];
}
