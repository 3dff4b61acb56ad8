#include "counters.h"
int total(const Small *s, const Large *l) {
    int t = 0;
    for (int i = 0; i < 2; i++) t += s->slots[i];
    for (int i = 0; i < 8; i++) t += l->slots[i] * (i + 1);
    return t + s->used + l->used;
}
