/* gcc's alias attribute: another name of a variable or function defined
 * before it. */
#include <stdio.h>

int table[4] = {1, 2, 3, 4};
extern int other_name[4] __attribute__((alias("table")));
static int counter;
extern int counter_alias __attribute__((alias("counter")));

static int twice(int x) { return 2 * x; }
static int double_it(int x) __attribute__((alias("twice")));

int main(int argc, char **argv) {
    (void)argv;
    other_name[argc] = 10;
    counter_alias += table[1];
    counter += 5;
    int *p = &table[0], *q = &other_name[0];
    printf("%d %d %d %d %d\n", table[1], counter, counter_alias, double_it(argc + 20), p == q);
    return 0;
}
