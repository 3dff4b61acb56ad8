/* A goal that sets a global, then raises a signal whose handler (set by
   its caller) reads it: the handler sees the value the goal set. */
#include <signal.h>
#include <stdio.h>

int level;

void report(int sig) { printf("signal %d at level %d\n", sig, level); }

int climb(int k, int d) {
    level = k;
    if (d == 3)
        raise(SIGUSR1);
    level = k + 1;
    return d * level;
}
