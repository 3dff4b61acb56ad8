/* Recursion under static control deeper than cmix specializes (1024 nested
 * copies): the static counter is generalized and the residual recursion
 * counts at run time, with the same results. */
int f(int n, int d) {
    if (n == 0)
        return d;
    return f(n - 1, d) + n % 7;
}

int main(void) { return f(3, 1) == 7 ? 0 : 1; }
