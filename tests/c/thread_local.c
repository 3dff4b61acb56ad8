/* Thread-local variables: gcc's __thread and C11's _Thread_local, at file
 * scope and as a block's static, written back as __thread. */
#include <stdio.h>
__thread int counter = 3;
_Thread_local static long total;
extern __thread int counter;

static int next_id(void) {
    static _Thread_local int id = 100;
    return id++;
}

int main(int argc, char **argv) {
    (void)argv;
    counter += argc;
    total = counter * 2;
    int *p = &counter;
    *p += 1;
    int a = next_id(), b = next_id();
    printf("%d %ld %d %d\n", counter, total, a, b);
    return 0;
}
