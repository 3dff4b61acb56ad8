/* b.c: a different private mix with the same name; this is the one to specialize */
static int mix(int k, int x) { return x - k * 1000; }
int b_entry(int x) { return mix(3, x); }
