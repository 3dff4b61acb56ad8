/* The rule's lexical helpers and the packet's byte order. */
#include <stddef.h>
#include "filter.h"

long packets_seen;
long packets_passed;

const char *skip_spaces(const char *s) {
    while (*s == ' ')
        s++;
    return s;
}

/* Whether s starts with word, followed by a space or the end. */
int word_is(const char *s, const char *word) {
    while (*word != '\0') {
        if (*s != *word)
            return 0;
        s++;
        word++;
    }
    return *s == ' ' || *s == '\0';
}

/* A decimal number; NULL if there is none. */
const char *parse_number(const char *s, unsigned long *value) {
    if (*s < '0' || *s > '9')
        return NULL;
    *value = 0;
    while (*s >= '0' && *s <= '9') {
        *value = *value * 10 + (unsigned long)(*s - '0');
        s++;
    }
    return s;
}

/* A dotted address of four numbers; NULL if it is malformed. */
const char *parse_address(const char *s, unsigned long *value) {
    *value = 0;
    for (int i = 0; i < 4; i++) {
        unsigned long part;
        if (i > 0) {
            if (*s != '.')
                return NULL;
            s++;
        }
        s = parse_number(s, &part);
        if (s == NULL || part > 255)
            return NULL;
        *value = *value * 256 + part;
    }
    return s;
}

unsigned long be16(const unsigned char *p) { return (unsigned long)p[0] << 8 | p[1]; }

unsigned long be32(const unsigned char *p) { return be16(p) << 16 | be16(p + 2); }
