/* Static loops on paths the program never takes, which would never end:
 * with `spin` static and nonzero, the kernel would unroll them forever.
 * Their static state comes back (at once in the first loop, every third
 * turn in the second), so each becomes a residual loop. */
int f(int x, int spin) {
    int total = 0;
    if (x > 1000) {
        while (spin) {
            total = total + x;
        }
    }
    if (x < -1000) {
        int phase = 0;
        for (;;) {
            phase = (phase + 1) % 3;
            total = total + phase * x;
            if (spin == 2)
                break;
        }
    }
    return total + x;
}

int main(void) { return f(3, 1) == 3 ? 0 : 1; }
