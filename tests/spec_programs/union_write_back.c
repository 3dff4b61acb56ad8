/* A global union the goal writes during specialization is written back at
   its return: the bytes the goal set, through members that cover them
   exactly (a `short` and a `char`, not the `char` that shares the short's
   first byte), and no others (the caller's bytes beyond stay). */
#include <string.h>

union cell {
    char c;
    long l;
    struct {
        short s;
        char t;
    } st;
};

static const unsigned char pattern[8] = {1, 2, 3, 4, 5, 6, 7, 8};
union cell shared;

int update(int sel, int x) {
    if (sel == 1)
        memcpy(&shared, pattern, sizeof shared);
    if (sel == 2) {
        shared.st.s = 7;
        shared.st.t = 9;
    }
    return x + shared.c;
}
