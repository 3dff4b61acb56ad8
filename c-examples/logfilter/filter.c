/* The hot function: does a line match a glob rule? `*` matches any
 * sequence, `?` any one character, letters match either case; the line
 * ends at its newline. Specialized to one rule, the rule's interpretation
 * disappears: what is left compares the line with the rule's characters. */
#include <stddef.h>
#include "filter.h"

/* Private to this file, shared by filter and filter_calls. */
static long calls;

long filter_calls(void) { return calls; }

int filter(const char *rule, const char *line) {
    const char *p = rule;
    const char *t = line;
    const char *star = NULL;
    const char *resume = NULL;
    int matched;
    calls++;
    while (*t != '\0' && *t != '\n') {
        if (*p == '*') {
            star = ++p;
            resume = t;
        } else if (*p != '\0' && (*p == '?' || fold(*p) == fold(*t))) {
            p++;
            t++;
        } else if (star != NULL) {
            p = star;
            t = ++resume;
        } else {
            break;
        }
    }
    if (*t != '\0' && *t != '\n') {
        matched = 0;
    } else {
        while (*p == '*')
            p++;
        matched = *p == '\0';
    }
    count_line(matched, line);
    return matched;
}
