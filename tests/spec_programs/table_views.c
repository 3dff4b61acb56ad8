/* Static tables read at run-time indexes through views wider than the
 * array the pointer points into: a character pointer to a whole 2D array
 * or struct (C lets it read every byte of the object), and an int pointer
 * walking all rows of a matrix. The trick's switch must cover every value
 * such a read can give, and residual reads must stay inside what they
 * read: a copy of the whole object, not the first row or field. */

static const unsigned char classes[256] = {['a'] = 1, ['b'] = 2, ['c'] = 3};
static const unsigned char next[4][4] = {{0, 0, 0, 1}, {1, 2, 1, 1}, {2, 2, 3, 2}, {3, 0, 3, 3}};

struct machine {
    unsigned char first[4];
    unsigned char rest[12];
};
static const struct machine packed = {{0, 0, 0, 1}, {1, 2, 1, 1, 2, 2, 3, 2, 3, 0, 3, 3}};

static const int matrix[3][3] = {{1, 2, 0}, {2, 0, 1}, {0, 1, 2}};

/* A byte view of the whole 2D array. */
static int bytes_of_array(int state, const char *s) {
    const unsigned char *flat = (const unsigned char *)next;
    for (; *s != '\0'; s++) {
        state = flat[state * 4 + classes[(unsigned char)*s]];
    }
    return state;
}

/* A byte view of the whole struct. */
static int bytes_of_struct(int state, const char *s) {
    const unsigned char *flat = (const unsigned char *)&packed;
    for (; *s != '\0'; s++) {
        state = flat[state * 4 + classes[(unsigned char)*s]];
    }
    return state;
}

/* Not a trick: one byte of the struct at a run-time offset. */
static int byte_at(int row, int column) {
    const unsigned char *flat = (const unsigned char *)&packed;
    return flat[row * 4 + (column & 3)];
}

/* A struct the goal writes, read by the byte: residual code names its
 * first field only, yet the struct keeps all of them. */
static struct machine written = {{0, 0, 0, 0}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}};

static int written_view(int row, int column, int v) {
    written.first[0] = (unsigned char)v;
    const unsigned char *flat = (const unsigned char *)&written;
    return flat[row * 4 + (column & 3)];
}

/* An int pointer walking every row. */
static int walked_rows(const char *s) {
    const int *cells = &matrix[0][0];
    int state = 0;
    for (; *s != '\0'; s++) {
        state = cells[state * 3 + (*s & 1) + (*s & 2) / 2];
        if (state > 2) {
            return -1;
        }
    }
    return state;
}

/* Writable nested arrays walked across their rows, one of them in a
 * struct: residual reads go through a pointer to the whole array
 * (`((const int *)&grid)[k]`), never `grid[0][k]`, whose bound of one row
 * gcc -O3 takes at its word. */
static int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
static struct {
    int header;
    short m[2][3];
    int after;
} boxed = {7, {{1, 2, 3}, {4, 5, 6}}, 9};

static int walk_rows(int start, int v) {
    grid[2][3] = v;
    boxed.m[1][0] = (short)v;
    const int *cells = &grid[0][0];
    const short *shorts = &boxed.m[0][0];
    unsigned s = 0;
    for (int k = start; k < 12; k++) {
        s = s * 2 + (unsigned)cells[k];
    }
    for (int k = start; k < 6; k++) {
        s = s * 7 + (unsigned)shorts[k];
    }
    return (int)(s % 1000003u);
}

int views(const char *s, int column) {
    return bytes_of_array(0, s) * 100000 + bytes_of_struct(0, s) * 10000 + byte_at(3, column) * 1000 +
           written_view(1, column, column + 20) * 10 + walked_rows(s) + walk_rows(column, 40) % 997 * 1000000;
}
