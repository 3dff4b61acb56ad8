/* gcc case ranges wider than cmix lists value by value: tested as ranges
   after the listed cases, in the order written, before `default`. */
#include <stdio.h>

static int width(unsigned cp) {
    switch (cp) {
    case 0:
        return -1;
    case 0x0300 ... 0x036f:
        return 0;
    case 0x1100 ... 0x115f:
    case 0x4e00 ... 0x9fff:
        return 2;
    case 0xac00 ... 0xd7a3:
        return 3;
    case 0xfe00:
        return 0;
    default:
        return 1;
    }
}

static const char *band(long v) {
    switch (v) {
    case -100000 ... -1:
        return "negative";
    case 0:
        return "zero";
    case 1 ... 9:
        return "digit";
    case 10 ... 99999:
        return "wide";
    }
    return "huge";
}

int main(void) {
    unsigned cps[] = {0, 'a', 0x300, 0x36f, 0x370, 0x1100, 0x115f, 0x4e00, 0x4e2d,
                      0x9fff, 0xa000, 0xac00, 0xd7a3, 0xfe00, 0x10ffff};
    int sum = 0;
    for (unsigned i = 0; i < sizeof cps / sizeof cps[0]; i++) {
        printf("%x:%d ", cps[i], width(cps[i]));
        sum += width(cps[i]);
    }
    printf("\n%d\n", sum);
    long vs[] = {-100001, -100000, -5, 0, 7, 10, 99999, 100000};
    for (unsigned i = 0; i < sizeof vs / sizeof vs[0]; i++) printf("%ld %s\n", vs[i], band(vs[i]));
    return 0;
}
