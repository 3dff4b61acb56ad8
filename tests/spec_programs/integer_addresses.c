/* Globals written through addresses kept in integers (uintptr_t), as
   allocators and tagged pointers do: the goal must read them at run time,
   not take their initializers. */
#include <stdint.h>

int limit = 10;
char pattern[4] = "a";

void set_limit(int v) {
    uintptr_t a = (uintptr_t)&limit;
    *(int *)a = v;
}

void set_first(char c) { ((char *)(uintptr_t)pattern)[0] = c; }

int table[4] = {1, 2, 3, 4};

/* An offset added to the integer: somewhere in the same array. */
void set_third(int v) {
    uintptr_t w = (uintptr_t)table;
    *(int *)(w + 2 * sizeof(int)) = v;
}

int clampv(int k, int x) {
    return (x > limit ? limit + k : x) * 1000 + pattern[0] + table[2] * 100000;
}
