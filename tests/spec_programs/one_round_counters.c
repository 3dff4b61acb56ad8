/* Counters of loops under dynamic control that only run-time computations
 * read: cmix makes them dynamic before specializing, in one round; a
 * counter that indexes an array of known length stays static (bounded by
 * it), as does one counted in a loop whose trips are static. */
int tally(int a, int b, const int *xs) {
    int i = 0, j = 0, k = 0;
    int seen[8] = {0};
    while (a > 0) {
        a--;
        i++;
    }
    while (b > 0 && k < 8) {
        b -= 2;
        seen[k++] = b;
        j += 3;
    }
    int n = 0;
    for (int t = 0; t < 4; t++) {
        if (xs[t] > 0)
            n += xs[t];
    }
    return i * 1000 + j + seen[0] + n;
}
