/* The same untagged struct typedef written in each file (no shared
 * header): compatible types across files (C99 6.2.7), one for cmix. */
typedef struct { long bits[16]; } set_t;
int pick(int n, set_t *s);
int f(int k, set_t *s) { return pick(k, s) + k; }
