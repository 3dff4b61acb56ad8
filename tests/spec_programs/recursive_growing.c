/* Recursion under dynamic control whose static argument grows at each
 * level: cmix generalizes `n` after a bounded number of nested
 * specializations instead of specializing forever, and the residual entry
 * keeps the signature asked for (`n` given, `d` dynamic). */
int f(int n, int d) {
    if (d > 0)
        return f(n + 1, d - 1) + n % 3;
    return n;
}

int main(void) { return f(0, 5) == 9 ? 0 : 1; }
