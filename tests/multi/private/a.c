/* A struct of its own in each file, under one tag: two types (C99 6.2.7). */
#include <stdio.h>
struct item {
    int x;
};
int from_b(void);
int main(void) {
    struct item i = {4};
    printf("%d %d\n", i.x, from_b());
    return 0;
}
