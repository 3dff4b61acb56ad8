/* A header naming a struct that only one file defines (as Lua's
 * `struct lua_longjmp *errorJmp`), beside a union both files share. */
typedef union {
    long whole;
    short halves[4];
} cell;

struct state {
    struct jump *jump; /* defined in jump.c only */
    cell value;
    int depth;
};

int enter(struct state *s, int n);
