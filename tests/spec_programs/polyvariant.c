/* A helper called with a static exponent in one place and a run-time one
 * in another: each call gets a copy of it (polyvariant binding times), so
 * the static call is specialized (the loop unrolled) while the other
 * stays a residual call with its exponent. */
static int power(int x, int n) {
    int r = 1;
    for (int i = 0; i < n; i++)
        r *= x;
    return r;
}

static int scaled(int x, int n, int by) { return power(x, n) * by; }

int f(int x, int n, int k) { return power(x, n) + power(k, x & 3) + scaled(k, 2, x); }

int main(void) { return f(2, 5, 3) == 32 + 3 + 18 ? 0 : 1; }
