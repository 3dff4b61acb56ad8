#include <stdio.h>

int pick(int, int *);
int pick_spec(int *);

int main(void) {
    int rows[3][3] = {{3, 1, 2}, {-5, 9, 0}, {7, 7, 1}};
    for (int i = 0; i < 3; i++) {
#ifdef USE_SPEC
        int r = pick_spec(rows[i]);
#else
        int r = pick(5, rows[i]);
#endif
        printf("%d %d %d %d\n", r, rows[i][0], rows[i][1], rows[i][2]);
    }
    return 0;
}
