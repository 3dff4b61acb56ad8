#include <stdio.h>
#include "api.h"

int use(int, int);
int use_spec(int);

int main(void) {
    for (int x = -1; x < 2; x++) {
#ifdef USE_SPEC
        int r = use_spec(x);
#else
        int r = use(2, x);
#endif
        printf("%d %d\n", r, api_calls);
    }
    return 0;
}
