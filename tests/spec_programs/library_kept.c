/* What code outside the goal gives the C library to keep, and the goal's
   library calls then use: a signal handler (registered with `signal` and
   with `sigaction`) that the goal's `raise` runs, and a buffer given to
   `setvbuf` (directly or through a pointer) that the goal's `printf`
   writes. The goal sets each global statically before the call; it must
   read back what the handler or the library left there. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

static int seen;
static int acted;

static void on_usr1(int sig) { seen = seen * 10 + (sig == SIGUSR1); }
static void on_usr2(int sig) { acted = acted * 2 + (sig == SIGUSR2); }

void arm_handlers(void) {
    static struct sigaction act;
    signal(SIGUSR1, on_usr1);
    act.sa_handler = on_usr2;
    sigemptyset(&act.sa_mask);
    sigaction(SIGUSR2, &act, 0);
}

int goal_raise(int k, int x) {
    seen = k;
    acted = k;
    raise(SIGUSR1);
    if (x & 1)
        raise(SIGUSR2);
    return seen * 1000 + acted;
}

int read_handled(void) { return seen + acted; }

static char outbuf[BUFSIZ];
static char spare[BUFSIZ];

void use_buffer(int which) {
    char *p = spare;
    if (which)
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    else
        setvbuf(stdout, p, _IOFBF, sizeof spare);
}

int goal_buffered(int k, int x) {
    outbuf[0] = (char)('A' + k);
    spare[0] = (char)('a' + k);
    printf("<%d>", x);
    int r = outbuf[0] * 1000 + spare[0];
    fflush(stdout);
    return r;
}
