/* _Alignas on struct members (a number or a type): the layout is gcc's,
 * and residual code keeps it. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
struct arena {
    char tag;
    _Alignas(16) unsigned char mem[24];
    _Alignas(double) char flag;
    int used;
};
int main(void) {
    struct arena a = {'a', {0}, 'f', 3};
    static struct arena many[2];
    printf("%d %d %d %d %d %d\n", (int)sizeof(struct arena), (int)offsetof(struct arena, mem),
           (int)offsetof(struct arena, flag), (int)offsetof(struct arena, used),
           (int)((uintptr_t)many[1].mem % 16), a.used + a.tag);
    return 0;
}
