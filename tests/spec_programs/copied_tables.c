/* Static data read at run-time indices: the residual program reads
 * constant copies of it as it is at each read, and the objects that held
 * it are gone (or kept where something else needs them at run time). */
#include <stdlib.h>

enum colour { RED = -2, GREEN = 7, BLUE = 1000 };

/* Two arrays side by side: a pointer to the start of the second is also
 * one past the end of the first. */
struct pair {
    unsigned char first[4];
    unsigned char second[4];
};

struct mixed {
    int n;                   /* dynamic */
    unsigned char map[8];    /* static, read at a run-time index */
};

static int lookup(const unsigned char *map, int x) {
    return map[x & 3];
}

int tables(int x) {
    int squares[16];
    for (int i = 0; i < 16; i++) {
        squares[i] = i * i - 50;
    }
    int r = squares[x & 15];
    squares[3] = 100000;           /* a second copy holds the change */
    r += squares[(x >> 1) & 15];

    signed char bytes[5] = {-1, -128, 127, 0, 5};
    r += bytes[(x & 3) + 1];

    long long wide[3] = {-9000000000LL, 1, 9000000000LL};
    r += (int)(wide[x % 3 < 0 ? -(x % 3) : x % 3] / 1000000);

    enum colour colours[3] = {RED, GREEN, BLUE};
    r += colours[(x & 1) + 1];

    _Bool flags[4] = {1, 0, 0, 1};
    r += flags[x & 3];

    int grid[4][4];
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            grid[i][j] = 10 * i + j;
        }
    }
    r += grid[2][x & 3];           /* a copy of row 2 */
    r += grid[x & 3][1];           /* the whole grid at run time */

    struct mixed m;
    m.n = x;
    for (int i = 0; i < 8; i++) {
        m.map[i] = (unsigned char)(3 * i + 1);
    }
    r += m.map[x & 7] + m.n;
    r += lookup(m.map, x + 1);

    unsigned short *heap = malloc(10 * sizeof *heap);
    if (heap == NULL) {
        return -1;
    }
    for (int i = 0; i < 10; i++) {
        heap[i] = (unsigned short)(65535 - i * 7);
    }
    r += heap[(x < 0 ? -x : x) % 10];
    free(heap);

    struct pair pair;
    for (int i = 0; i < 4; i++) {
        pair.first[i] = (unsigned char)(i + 1);
        pair.second[i] = (unsigned char)(100 + i);
    }
    r += pair.second[x & 3] * 3 + pair.first[(x >> 3) & 3];
    r += lookup(pair.second, x) * 5;

    /* A pointer one past the end of a row (or of a struct's first array)
     * read backwards, and a 2-D array walked flat from its first element. */
    int rows[2][2] = {{1, 5}, {7, 8}};
    rows[0][0] = 4;
    int *past = rows[0] + 2;
    r += past[-1 - (x & 1)] * 7;
    int *flat = &rows[0][0];
    r += flat[x & 3] * 11;
    struct pair back;
    for (int i = 0; i < 4; i++) {
        back.first[i] = (unsigned char)(i * 9);
        back.second[i] = (unsigned char)(200 - i);
    }
    unsigned char *end = back.first + 4;
    r += end[-1 - (x & 3)] * 13;

    int written[4] = {1, 2, 3, 4};
    written[x & 3] = 50;           /* written at a run-time index: kept */
    r += written[(x >> 2) & 3];
    return r;
}
