#include <stdio.h>
double half();
int mix();
#ifdef USE_SPEC
int work_spec(int v);
#define WORK(v) work_spec(v)
#else
int work(int k, int v);
#define WORK(v) work(2, v)
#endif
int main(void) {
    printf("%g %d %d\n", half(3.0f), mix('b', 7, 5), WORK(9));
    return 0;
}
