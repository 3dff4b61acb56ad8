/* && and || evaluate left to right and stop early: side effects on the right
   happen only when needed. */
#include <stdio.h>

static int trace[64];
static int ntrace;

static int t(int id, int value) {
    trace[ntrace++] = id;
    return value;
}

static void show(const char *what, int result) {
    printf("%s = %d, evaluated:", what, result);
    for (int i = 0; i < ntrace; i++) {
        printf(" %d", trace[i]);
    }
    printf("\n");
    ntrace = 0;
}

int main(void) {
    show("0 && x", t(1, 0) && t(2, 1));
    show("1 && x", t(1, 1) && t(2, 5));
    show("1 || x", t(1, 7) || t(2, 1));
    show("0 || x", t(1, 0) || t(2, 0));
    show("(a && b) || c", (t(1, 1) && t(2, 0)) || t(3, 1));
    show("a || (b && c)", t(1, 0) || (t(2, 1) && t(3, 0)));
    show("!(a && b)", !(t(1, 1) && t(2, 1)));
    show("(a || b) && (c || d)", (t(1, 0) || t(2, 2)) && (t(3, 3) || t(4, 4)));

    int i = 0;
    int arr[4] = {1, 2, 0, 4};
    while (i < 4 && arr[i] != 0) {
        i++;
    }
    printf("first zero at %d\n", i);
    int *p = NULL;
    if (p != NULL && *p > 0) {
        printf("unreachable\n");
    } else {
        printf("null pointer guarded\n");
    }
    int count = 0;
    for (int k = 0; k < 10; k++) {
        if (k % 2 == 0 || ++count > 100) {
            continue;
        }
    }
    printf("count = %d\n", count);
    int x = 5;
    int y = (x > 3) && (x++ < 10);
    int z = (x > 100) && (x++ < 10);
    printf("x=%d y=%d z=%d\n", x, y, z);
    double d = 0.0;
    printf("0.0 || 0.5 = %d, 0.5 && 2 = %d\n", d || 0.5, 0.5 && 2);
    printf("pointer truth: %d %d\n", !p, arr[1] && 1);
    return 0;
}
