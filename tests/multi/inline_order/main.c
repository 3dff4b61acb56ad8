#include <stdio.h>

int from_a(int, int);
int from_b(int, int);
int twice(int);
/* Whichever file is replaced defines its specialization. */
int from_a_spec(int) __attribute__((weak));
int from_b_spec(int) __attribute__((weak));

int main(void) {
    for (int v = -2; v < 3; v++) {
        int a = from_a_spec ? from_a_spec(v) : from_a(3, v);
        int b = from_b_spec ? from_b_spec(v) : from_b(3, v);
        printf("%d %d %d\n", a, b, twice(v));
    }
    return 0;
}
