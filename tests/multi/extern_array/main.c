#include <stdio.h>
extern int tally[];
#ifdef USE_SPEC
int count_spec(int v);
#define COUNT(v) count_spec(v)
#else
int count(int slot, int v);
#define COUNT(v) count(2, v)
#endif
int main(void) {
    int a = COUNT(5);
    int b = COUNT(-2);
    int c = COUNT(7);
    printf("%d %d %d %d %d\n", a, b, c, tally[2], tally[3]);
    return 0;
}
