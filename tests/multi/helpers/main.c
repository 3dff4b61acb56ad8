#include <stdio.h>
#include "stats.h"

#ifdef USE_SPEC
int score_spec(const char *word);
#define SCORE(w) score_spec(w)
#else
#define SCORE(w) score(w, 4)
#endif

int main(void) {
    const char *words[] = {"abc", "hello", "zz", "partial", "c"};
    long sum = 0;
    for (int i = 0; i < 5; i++) {
        int s = SCORE(words[i]);
        printf("%s %d\n", words[i], s);
        sum += s;
    }
    printf("%ld %d\n", sum, words_seen());
    return 0;
}
