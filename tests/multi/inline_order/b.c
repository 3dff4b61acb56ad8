#include "twice.h"
int twice(int);

int from_b(int k, int v) { return twice(v) * k; }
