/* C99 inline definitions in a header that two files include: square.c
 * gives the external definition (`extern inline`). */
inline int square(int x) { return x * x; }
static inline int cube(int x) { return x * square(x); }
