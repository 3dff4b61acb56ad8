/* Program code the goal does not follow runs during its run: a callback
   its caller passes, a comparator given to qsort, atexit handlers after
   exit, a signal handler. They must see the globals the goal set, and the goal theirs. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

int state;
int ncmp;

static int by_value(const void *a, const void *b) {
    ncmp++;
    return *(const int *)a - *(const int *)b;
}

int bump(void) {
    int seen = state;
    state += 100;
    return seen;
}

void show(void) { printf("state=%d ncmp=%d\n", state, ncmp); }

void on_signal(int sig) { printf("signal %d sees state=%d\n", sig, state); }

int step(int k, int d, int (*cb)(void)) {
    state = k;
    int r = cb();
    if (d == 3)
        raise(SIGINT);
    if (d > 5)
        exit(0);
    return r * 1000 + state + d;
}

int sorted(int start, int *v, int n) {
    ncmp = start;
    qsort(v, n, sizeof *v, by_value);
    return ncmp > 0;
}
