/* A const table read both at static indices (the class of the static
 * separator, evaluated away) and at dynamic ones (the class of each input
 * character, read by the residual program from the table as initialized):
 * the dynamic reads do not make the table dynamic. */
#include <string.h>

static const unsigned char class_of[256] = {
    ['a'] = 1, ['b'] = 1, ['z'] = 1, ['0'] = 2, ['9'] = 2, [' '] = 3, [','] = 3,
};
static const char *const names[] = {"other", "letter", "digit", "space"};

int classify(const char *text, char sep, int *counts) {
    for (int i = 0; i < 4; i++) {
        counts[i] = 0;
    }
    for (const char *p = text; *p; p++) {
        counts[class_of[(unsigned char)*p]]++;
    }
    int k = class_of[(unsigned char)sep];
    return k * 1000 + (int)strlen(names[k]) * 100 + counts[k];
}
