#include <stdio.h>
extern int (*chosen)(int);
int a_scaled(int);
#ifdef USE_SPEC
int work_spec(int v);
#define WORK(v) work_spec(v)
#else
int work(int k, int v);
#define WORK(v) work(3, v)
#endif
int main(void) {
    int r = WORK(2);
    printf("%d %d %d\n", r, chosen(1), a_scaled(1));
    return 0;
}
