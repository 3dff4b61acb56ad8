/* The goal re-entered through a callback run-time code calls through a
   pointer, with another constant: the callback's body is the kernel's
   (specialized with nothing static), so its call is not one of the
   program's call sites to redirect. */
#include <stdio.h>

int (*user_cb)(int d, int v);
static int depth;

int walk(int n, int x) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += user_cb(depth, x + i);
    return s;
}

int cb(int d, int v) { return d < 3 && v > 8 ? walk(1, v / 3) : v; }

int main(int argc, char **argv) {
    (void)argv;
    user_cb = cb;
    printf("%d %d\n", walk(2, argc * 9), walk(3, argc * 27));
    return 0;
}
