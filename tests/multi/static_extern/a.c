/* a.c: a private scale, named like b.c's external one. */
static int scale(int x) { return x * 1000; }
int a_scaled(int x) { return scale(x); }
int b_pick(int k, int x);
int work(int k, int v) { return b_pick(k, v) + scale(1); }
