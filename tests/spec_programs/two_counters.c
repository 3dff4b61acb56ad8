/* Two static counters, each growing in its own loop under dynamic control:
 * both must become dynamic. Each also feeds another variable, so making it
 * dynamic costs more than its own computations and cmix does not guess it
 * before specializing (see one_round_counters.c): the kernel finds both in
 * one specialization round (the first loop's head is cut off once `i` is
 * found, and specialization goes on to find `j`), so it specializes again
 * once, not twice. */
int count(int a, int b) {
    int i = 0, j = 0;
    while (a > 0) {
        a--;
        i++;
    }
    while (b > 0) {
        b -= 2;
        j += 3;
    }
    int scaled = i * 1000;
    int plain = j;
    return scaled + plain;
}

int main(void) { return count(3, 4) == 3006 ? 0 : 1; }
