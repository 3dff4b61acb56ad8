/* Pointers the specialized file stores are compared with the tables they
 * came from: the residual must store the tables' own pointers. */
#include <stdio.h>

const char *const signs[] = {"neg", "pos"};

extern const char *last_sign;
extern const char *last_unit;
const char *unit_name(int n);
int classify(int n, int x);
#ifdef SPEC
int classify_spec(int x);
#define classify(n, x) classify_spec(x)
#endif

int main(void) {
    for (int x = -2; x < 2; x++) {
        int r = classify(2, x);
        printf("%d %s %d %s %d\n", r, last_sign, last_sign == signs[0] || last_sign == signs[1],
               last_unit, last_unit == unit_name(2));
    }
    return 0;
}
