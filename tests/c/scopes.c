/* Nested block scopes, shadowing of globals, parameters and locals. */
#include <stdio.h>

int x = 1;

static int shadow_param(int x) {
    int r = x;
    {
        int x = 100;
        r += x;
        {
            int x = 1000;
            r += x;
        }
        r += x;
    }
    return r + x;
}

static int read_global(void) { return x; }

int main(void) {
    printf("global x = %d\n", x);
    int x = 2;
    printf("local x = %d, global through function = %d\n", x, read_global());
    {
        int x = 3;
        printf("inner x = %d\n", x);
        {
            x++;
            int y = x * 10;
            int x = y + 1;
            printf("innermost x = %d\n", x);
        }
        printf("inner x after = %d\n", x);
    }
    printf("local x after = %d\n", x);
    printf("shadow_param(5) = %d\n", shadow_param(5));
    for (int x = 10; x < 13; x++) {
        int y = x;
        {
            int x = -y;
            printf("loop %d ", x);
        }
    }
    printf("\n");
    for (int i = 0; i < 3; i++) {
        int i2 = i * 2;
        for (int i = 0; i < 2; i++) {
            printf("[%d %d]", i2, i);
        }
    }
    printf("\n");
    int total = 0;
    for (int k = 0; k < 3; k++) {
        int acc = 0; /* a fresh variable in each iteration */
        acc += k;
        total += acc;
    }
    printf("total = %d, x = %d\n", total, x);
    {
        struct x {
            int x;
        } s = {7};
        printf("struct tag and member named x: %d\n", s.x);
    }
    return 0;
}
