/* Structs that reach the goal through a pointer field of the caller's
 * struct keep their layout, though the goal reads one field of them: the
 * memory is the caller's (Lua's upvalue descriptors). */
#include <stddef.h>

typedef struct Desc {
    const char *name;
    unsigned char instack, idx, kind;
} Desc;

typedef struct Proto {
    int n;
    Desc *upvalues;
} Proto;

const char *upname(Proto *p, int i) {
    if (i < 0 || i >= p->n) {
        return NULL;
    }
    const char **np = &p->upvalues[i].name;
    return *np ? *np : "(no name)";
}
