/* <stdalign.h>'s alignas on struct members and variables: the macro
 * expands to _Alignas inside line markers of the system header. */
#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
struct slot {
    char tag;
    alignas(16) int value;
    alignas(double) char flag;
};
int main(void) {
    alignas(32) static char buffer[8];
    struct slot s = {'s', 7, 'f'};
    printf("%zu %zu %zu %d %c%c %d\n", sizeof(struct slot), offsetof(struct slot, value),
           offsetof(struct slot, flag), s.value, s.tag, s.flag, (int)((size_t)buffer % 32));
    return 0;
}
