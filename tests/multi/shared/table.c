#include <stdlib.h>
#include <string.h>
#include "table.h"

struct entry *table;
counts_t counts;
/* Private to this file: the specialization of weigh may not need it. */
static int lookups;

static struct entry *add(struct entry *next, const char *name, int weight) {
    struct entry *e = malloc(sizeof *e);
    e->name = name;
    e->weight = weight;
    e->next = next;
    return e;
}

void build(void) {
    table = add(table, "alpha", 3);
    table = add(table, "beta", 5);
    table = add(table, "gamma", 7);
}

int weigh(const char *name) {
    lookups++;
    for (struct entry *e = table; e != NULL; e = e->next) {
        if (strcmp(e->name, name) == 0) {
            counts.hits++;
            return e->weight * lookups;
        }
    }
    counts.misses++;
    return 0;
}
