#include <stdio.h>
extern const int weights[4];
int dot(const int *, const int *);
int main(void) { int x[4] = {1, 2, 3, 4}; printf("%d\n", dot(weights, x)); return 0; }
