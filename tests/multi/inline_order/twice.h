/* A C99 inline definition: every file that includes this has one; only
 * b.c, which also declares it without `inline`, gives the external one. */
inline int twice(int x) { return 2 * x + 1; }
