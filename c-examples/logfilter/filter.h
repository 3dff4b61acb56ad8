/* logfilter: the lines of a log that match a glob rule, with totals. */
#ifndef FILTER_H
#define FILTER_H

/* The rule main.c filters with. */
#define RULE "*error*disk?*"

struct totals {
    long lines;
    long matched;
    long bytes;
    /* Matched lines by length: 0-15, 16-31, ..., 112 and longer. */
    long by_length[8];
};

/* stats.c */
extern struct totals totals;
int fold(int c);
void count_line(int matched, const char *line);
void print_totals(void);

/* filter.c */
int filter(const char *rule, const char *line);
long filter_calls(void);

#endif
