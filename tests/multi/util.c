static int helper(int x) { return x * 2; }
static int counter = 5;
int shared = 1;
int twice(int v) { counter++; return helper(v) + counter; }
