#include <stdio.h>
static int helper(int x) { return x + 1; }
static int counter = 10;
extern int shared;
int twice(int);
int main(void) { shared += helper(counter); printf("%d %d\n", twice(shared), counter); return 0; }
