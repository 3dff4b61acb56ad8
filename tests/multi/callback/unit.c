#include "s.h"
static int level;
void bump_level(void) { level += 5; }
int get_level(void) { return level; }
int goal(int mode, int x) {
    int r;
    level = mode;                 /* static value now */
    shared = 1;
    external_work(x);             /* defined in a file cmix may not see */
    r = level * 100 + shared * 10 + limit + table[mode & 3];
    level = 0;
    return r;
}
