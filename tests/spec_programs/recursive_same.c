/* A recursive call under dynamic control with the same static arguments
 * shares the residual function being built (it used to be specialized
 * again for every level, without end). */
int f(int n, int d) {
    if (n > 0)
        return f(n - 1, d) + 1;
    return d;
}

int main(void) { return f(3, 2) == 5 ? 0 : 1; }
