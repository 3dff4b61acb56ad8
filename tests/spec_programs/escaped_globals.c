/* Globals whose addresses code outside the goal takes: `setup` points a
   global pointer and a struct's pointer at them and registers a hook that
   writes one, `mode_address` gives one to the caller, which passes it back
   as a run-time argument. Writes through those pointers, and the hook's,
   change globals the goal also sets statically: the goal must read them
   back as the original does, and not overwrite them with stale values. */
static int mode;
static int counter;
static int *target;
static struct {
    int *out;
    int scale;
} ctx;
static int outbuf[4];
static void (*hook)(void);

static void bump_mode(void) { mode += 10; }

void setup(int which) {
    target = which ? &mode : &counter;
    ctx.out = outbuf;
    ctx.scale = 2;
    hook = which > 1 ? bump_mode : 0;
}

int *mode_address(void) { return &mode; }

int goal(int k, int *out, int x) {
    mode = k;
    outbuf[1] = k;
    *target = x;
    ctx.out[1] += x * ctx.scale;
    if (hook)
        hook();
    *out += x;
    return mode * 1000 + outbuf[1] * 10 + x;
}

int read_back(void) { return mode * 10000 + outbuf[1] * 100 + counter; }

/* A pointer set by a function that only a static table names. */
static int level;
static int *second;
static void point_second(void) { second = &level; }
static const struct {
    void (*init)(void);
} table = {point_second};

void setup_from_table(void) { table.init(); }

int goal_table(int k, int x) {
    level = k;
    *second = x;
    return level * 1000 + x;
}

int read_level(void) { return level; }

/* An ops struct filled in by code outside the goal and registered: the
   goal's call through it changes globals the goal set. */
struct ops {
    void (*on_event)(int);
};
static struct ops *active;
static int events, last_event;
static void count_event(int v) {
    events += v;
    last_event = v;
}

void register_counting(void) {
    static struct ops counting;
    counting.on_event = count_event;
    active = &counting;
}

int goal_ops(int k, int x) {
    events = k;
    last_event = 0;
    if (active)
        active->on_event(x);
    return events * 100 + last_event;
}

int read_events(void) { return events * 100 + last_event; }

/* A global the goal reaches only through a static table of functions,
   aliased by a pointer its caller passes. */
static int held_by_table;
static int set_held(int v) { return held_by_table = v; }
static int read_held(int v) { return held_by_table * 10 + v; }
static int (*const held_ops[])(int) = {set_held, read_held};

int *held_address(void) { return &held_by_table; }

int goal_late(int k, int *out, int x) {
    held_ops[0](k);
    *out = x;
    return held_ops[1](1);
}

/* The goal's own result comes back: the address it returned is passed to
   its next call, which writes through it after setting the global. */
static int kept;

int *goal_back(int n, int *q) {
    kept = n;
    if (q)
        *q += 5;
    return &kept;
}

int read_kept(void) { return kept; }
