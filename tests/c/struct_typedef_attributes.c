/* may_alias and aligned on typedefs of structs: a may_alias struct read
 * through another type, and a struct typedef given a larger alignment. */
#include <stdio.h>
#include <stdint.h>

typedef struct __attribute__((__may_alias__)) { short lo, hi; } halves;
typedef struct { char c[8]; } block __attribute__((aligned(16)));

struct holder { char tag; block b; };

static int low_half(int *p) {
    halves *h = (halves *)p;
    h->lo = 1;
    return *p;
}

int main(int argc, char **argv) {
    (void)argv;
    int a = argc * 0x10000 + 10;
    printf("%d %zu %zu\n", low_half(&a), sizeof(struct holder), _Alignof(block));
    block v = {{'x'}};
    printf("%d %d\n", (int)((uintptr_t)&v % 16), v.c[0]);
    return 0;
}
