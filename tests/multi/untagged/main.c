#include <stdio.h>
typedef struct { long bits[16]; } set_t;
typedef long word;
typedef struct { word w; } box_t;
int f(int k, set_t *s);
int main(void) {
    set_t s = {{1, 2, 3, 4}};
    box_t b = {7};
    printf("%d %ld\n", f(2, &s), b.w);
    return 0;
}
