#include <stdio.h>

int scale(int);
int adjust(int, int);
extern int bias;
#ifdef USE_SPEC
int adjust_spec(int);
#define ADJUST(k, x) adjust_spec(x)
#else
#define ADJUST(k, x) adjust(k, x)
#endif

int main(void) {
    for (int x = 0; x < 3; x++) {
        bias = x * 10;
        printf("%d %d\n", ADJUST(2, x), scale(x));
    }
    return 0;
}
