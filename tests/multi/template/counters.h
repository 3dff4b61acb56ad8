#define NAME Small
#define SIZE 2
#include "counter.h"
#undef NAME
#undef SIZE
#define NAME Large
#define SIZE 8
#include "counter.h"
#undef NAME
#undef SIZE
int total(const Small *s, const Large *l);
