/* A file-static limit whose address other files get: they may change it
   between calls of the goal. */
static int limit = 10;
int *limit_handle = &limit;
int *limit_ref(void) { return &limit; }
int clamp(int k, int v) { return v * k > limit ? limit : v * k; }
