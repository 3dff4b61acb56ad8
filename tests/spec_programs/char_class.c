/* The position of a character in a set, found by the library: `strchr`
   and `memchr` return pointers into the set itself, so their distance from
   it is defined whatever the set is given as (cmix's copy of a `--static`
   string here). */
#include <string.h>

int class_of(const char *set, int c) {
    const char *p = strchr(set, c);
    if (!p || !c)
        return 0;
    const char *q = memchr(set, c, strlen(set));
    return (int)(p - set) * 16 + (int)(q - set) + 1;
}
