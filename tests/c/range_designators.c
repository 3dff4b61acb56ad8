/* gcc's range designators: `[lo ... hi] = v` initializes each element of
 * the range; later designators override parts of it, and a range sizes an
 * array of unknown length. */
#include <stdio.h>

struct point {
    int x, y;
};

static const int table[8] = {[0] = 5, [2 ... 5] = 1, [4] = 9};
static const struct point points[6] = {[1 ... 3] = {7, 8}, [2].y = 4, [4 ... 5].x = 3};
static const char classes[256] = {['a' ... 'z'] = 1, ['A' ... 'Z'] = 2, ['0' ... '9'] = 3};
static const int grid[3][4] = {[0 ... 2][1 ... 2] = 6, [1][2] = 0};
int sized[] = {[3 ... 6] = 2};

static int mix(int i) {
    return table[i & 7] + points[i % 6].x * 10 + points[i % 6].y * 100 +
           classes[(unsigned char)i] * 1000 + grid[i % 3][i % 4] * 10000 +
           sized[i % 7] * 100000 + (int)(sizeof sized / sizeof sized[0]);
}

int main(void) {
    int local[5] = {[1 ... 3] = 4};
    long sum = 0;
    for (int i = 0; i < 300; i++) {
        sum = sum * 31 + mix(i) + local[i % 5];
        sum %= 1000000007;
    }
    printf("%ld\n", sum);
    return 0;
}
