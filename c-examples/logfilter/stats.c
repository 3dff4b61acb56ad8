/* Totals over the lines filtered, shared by the whole program. */
#include <stdio.h>
#include <string.h>
#include "filter.h"

struct totals totals;

int fold(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

void count_line(int matched, const char *line) {
    long length = (long)strlen(line);
    totals.lines++;
    totals.bytes += length;
    if (matched) {
        totals.matched++;
        totals.by_length[length / 16 < 7 ? length / 16 : 7]++;
    }
}

void print_totals(void) {
    printf("%ld of %ld lines matched (%ld bytes read)\nby length:", totals.matched,
           totals.lines, totals.bytes);
    for (int i = 0; i < 8; i++)
        printf(" %ld", totals.by_length[i]);
    printf("\n");
}
