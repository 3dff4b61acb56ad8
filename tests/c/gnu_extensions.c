/* GNU C extensions cmix accepts: statement expressions (glibc's assert uses
 * them), typeof, case ranges, __builtin_expect. */
#include <assert.h>
#include <stdio.h>

static int classify(int c) {
    switch (c) {
    case '0' ... '9':
        return 1;
    case 'a' ... 'z':
    case 'A' ... 'Z':
        return 2;
    default:
        return 0;
    }
}

int main(void) {
    int total = 0;
    for (int i = 0; i < 5; i++) {
        int sq = ({ int t = i * i; t + 1; });
        total += sq;
    }
    __typeof__(total) copy = total;
    assert(copy == total);
    if (__builtin_expect(copy > 10, 1))
        printf("total %d\n", copy);
    printf("%d %d %d %d\n", classify('5'), classify('q'), classify('Q'), classify('#'));
    return 0;
}
