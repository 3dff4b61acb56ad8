/* Static strings that library calls only read stay static (the library
 * model, runtime/library.h): a list of named records built with malloc
 * and printed with %s leaves only the printf calls, with the names as
 * string literals, compared with strcmp against the run-time word; the run-time copy `last` stays
 * a run-time array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
    char name[12];
    int weight;
    struct rec *next;
};

static struct rec *add(struct rec *next, const char *name, int w) {
    struct rec *r = malloc(sizeof *r);
    int i = 0;
    while ((r->name[i] = name[i]) != 0)
        i++;
    r->weight = w;
    r->next = next;
    return r;
}

int report(const char *word, int x, int n) {
    struct rec *list = NULL;
    list = add(list, "alpha", 3);
    list = add(list, "beta", 5);
    list = add(list, "gamma", 7);
    int total = 0;
    for (struct rec *r = list; r; r = r->next) {
        if (r->weight < n)
            continue;
        printf("%s: %d %-6s|%5d\n", r->name, r->weight * x, r->name, x);
        total += r->weight * x;
        if (strcmp(r->name, word) == 0) {
            printf("%s matches (%d chars)\n", word, (int)strlen(r->name));
            total += 1000;
        }
    }
    char last[8];
    strncpy(last, word, sizeof last - 1);
    last[sizeof last - 1] = 0;
    printf("last: %s\n", last);
    while (list) {
        struct rec *next = list->next;
        free(list);
        list = next;
    }
    return total;
}

int main(void) { return report("beta", 2, 4) > 0 ? 0 : 1; }
