/* A residual function large enough to be split into parts
   (`--max-function`): a static loop unrolled over a static table, whose
   dynamic state crosses the parts in every way a local can: scalars copied
   in and out, a local whose address a helper takes, a local array, a
   struct, a value returned from deep inside, and a dynamic loop around it
   all. */
#include <stdio.h>

struct acc {
    long sum;
    int count;
};

static void bump(int *p, int by) { *p += by; }

long run(const int *table, int n, int x, int rounds) {
    long total = 0;
    int taken = 0;
    int hist[4] = {0, 0, 0, 0};
    struct acc a = {0, 0};
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < n; i++) {
            int t = table[i];
            if (x % (t + 2) == 0) {
                total += t * x;
                bump(&taken, t);
                hist[(x + t) & 3]++;
            } else if (x > t) {
                a.sum += x - t;
                a.count++;
            } else {
                total -= t;
            }
            if (total > 100000)
                return total + taken;
            x = x * 5 + 3 * t + 1;
            x %= 1000;
        }
    }
    printf("taken %d, hist %d %d %d %d, acc %ld/%d\n", taken, hist[0], hist[1], hist[2],
           hist[3], a.sum, a.count);
    return total * 7 + a.sum;
}
