#include <stdio.h>
int *limit_ref(void);
extern int *limit_handle;
#ifdef USE_SPEC
int clamp_spec(int v);
#define CLAMP(v) clamp_spec(v)
#else
int clamp(int k, int v);
#define CLAMP(v) clamp(3, v)
#endif
int main(void) {
    printf("%d ", CLAMP(2));
    *limit_ref() = 4;
    printf("%d ", CLAMP(2));
    *limit_handle = 5;
    printf("%d\n", CLAMP(2));
    return 0;
}
