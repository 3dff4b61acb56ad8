#include <stdio.h>
#include "s.h"
#ifdef USE_SPEC
int goal_spec(int x);
#define G(x) goal_spec(x)
#else
#define G(x) goal(2, x)
#endif
int main(int argc, char **argv) { (void)argv; printf("%d %d\n", G(argc + 1), goal(argc, argc + 1)); return 0; }
