/* a.c: its own private mix */
static int mix(int k, int x) { return x * k + 1; }
int a_entry(int x) { return mix(3, x); }
