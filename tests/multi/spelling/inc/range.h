/* An anonymous struct type reached by two spellings of this path. */
typedef struct {
    int lo;
    int hi;
} range;
range widen(range r, int by);
