/* The file a build specializes: score() with a static mode. */
#include "stats.h"

int score(const char *word, int mode) {
    int w = weight_of(mode);
    int total = 0;
    for (const char *p = word; *p; p++)
        total += (*p - 'a' + 1) * w;
    return total + note_word(word);
}
