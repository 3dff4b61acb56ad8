/* Variable-length arrays in nested and sibling blocks run again in loops:
 * each block frees what the last run of it and of the blocks inside it
 * made, never what an enclosing block still holds. */
#include <stdio.h>
int main(int argc, char **argv) {
    (void)argv;
    int bad = 0;
    for (int r = 1; r < 40; r++) {
        int n = (r * 7) % 23 + argc;
        char a[n];
        for (int i = 0; i < n; i++) a[i] = (char)(r + i);
        for (int k = 0; k < 5; k++) {
            int m = (k * 13 + r) % 17 + 1;
            char b[m];
            for (int i = 0; i < m; i++) b[i] = (char)0x55;
            for (int i = 0; i < n; i++) bad += a[i] != (char)(r + i);
            bad += b[m - 1] != 0x55;
        }
        if (r % 3 == 0) {
            char c[r * 3];
            c[0] = 1;
            bad += c[0] != 1;
        }
    }
    printf("bad=%d\n", bad);
    return 0;
}
