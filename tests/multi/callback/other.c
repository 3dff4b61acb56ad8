/* The part of the program cmix is not given: it calls back the unit's
 * bump_level(), which changes the unit's file-static `level`. */
#include "s.h"
int shared;
const int limit = 7;
const int table[4] = { 1000, 2000, 3000, 4000 };
void external_work(int x) { if (x > 1) bump_level(); shared += x; }
