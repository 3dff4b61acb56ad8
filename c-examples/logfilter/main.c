/* Prints the lines of standard input that match RULE, then the totals.
 * Built with -DUSE_SPEC, it calls filter_spec, the specialization of
 * filter to RULE that cmix writes into filter_spec.c (see the Makefile). */
#include <stdio.h>
#include "filter.h"

#ifdef USE_SPEC
#include "filter_spec.h"
#define FILTER(line) filter_spec(line)
#else
#define FILTER(line) filter(RULE, line)
#endif

int main(void) {
    char line[512];
    while (fgets(line, sizeof line, stdin) != NULL) {
        if (FILTER(line))
            fputs(line, stdout);
    }
    print_totals();
    printf("filter called %ld times\n", filter_calls());
    return 0;
}
