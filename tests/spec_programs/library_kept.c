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

/* Library calls outside the goal that write through pointers nested in
   what they are given: `getopt_long` sets an option's `flag`, `strsep`
   ends a field where the pointer it is given points. The goal reads both
   globals, whose values at its call are not their initializers. */
#include <getopt.h>

static int verbose_flag;
static char fields[] = "ab,cd,ef";
static const struct option long_options[] = {
    {"verbose", no_argument, &verbose_flag, 1},
    {"quiet", no_argument, &verbose_flag, 0},
    {0, 0, 0, 0},
};

void parse_options(int verbose) {
    char name[] = "prog";
    char option[] = "--verbose";
    char quiet[] = "--quiet";
    char *args[] = {name, verbose ? option : quiet, 0};
    optind = 1;
    while (getopt_long(2, args, "", long_options, 0) != -1) {
    }
}

void split_fields(void) {
    char *p = fields;
    strsep(&p, ",");
}

int goal_options(int k, int x) {
    return (verbose_flag ? 1000 : 0) + fields[k] * 10 + x;
}

/* Leaving the goal for good: the SIGABRT handler of `abort`, and the exit
   handlers of `errx` run by a helper the goal calls three times, must see
   the global the goal set last. */
#include <err.h>
#include <stdlib.h>

static int stage;
static void show_stage(void) { printf("stage=%d\n", stage); }

static void check(int ok, const char *what) {
    if (!ok)
        errx(0, "%s", what);
}

int goal_stages(int k, int x) {
    for (int i = 0; i < 3; i++) {
        stage = k + i;
        check(x != i, "stopped");
    }
    stage = 0;
    return x;
}

void at_exit_show_stage(void) { atexit(show_stage); }

/* A struct passed by value gives the library the pointer in it: `hsearch`
   keeps `&val`, and the goal changes `val` through what it finds. */
#include <search.h>

static int val;

int goal_table_entry(int k, int which) {
    static int made;
    val = k * 7;
    if (!made) {
        hcreate(8);
        made = 1;
    }
    char key[] = "b";
    ENTRY e = {key, &val};
    hsearch(e, ENTER);
    char other[] = "x";
    ENTRY f = {which ? key : other, 0};
    ENTRY *r = hsearch(f, FIND);
    if (r)
        *(int *)r->data += 1;
    return val * k;
}
