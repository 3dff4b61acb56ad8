/* _Alignas and aligned among a declaration's specifiers: the alignment of
 * the variables it declares (globals, an extern redeclaration, locals). */
#include <stdio.h>
#include <stdint.h>
_Alignas(32) static char buf[5];
__attribute__((aligned(64))) int table[3] = {1, 2, 3};
extern __attribute__((aligned(64))) int table[3];
int main(int argc, char **argv) {
    (void)argv;
    _Alignas(double) char local[8];
    _Alignas(16) unsigned short in[argc + 3 > 0 ? 4 : 4];
    local[0] = 'x';
    in[0] = 7;
    buf[0] = 1;
    printf("%d %d %d %d %d %d\n", (int)((uintptr_t)buf % 32), (int)((uintptr_t)table % 64),
           (int)((uintptr_t)local % 8), (int)((uintptr_t)in % 16), local[0] + in[0], table[argc]);
    return 0;
}
