/* Comparisons with static strings and bytes: a keyword table looked up
   with strcmp, a prefix tested with strncmp, a magic number tested with
   memcmp. Each residual comparison is made for its static bytes; its
   result is the difference of the first differing bytes, as the C
   library's. */
#include <string.h>

int lookup(const char *const *keywords, int n, const char *word, const unsigned char *header) {
    int found = -1;
    for (int i = 0; i < n; i++) {
        if (strcmp(keywords[i], word) == 0) {
            found = i;
            break;
        }
    }
    int order = strcmp(word, keywords[0]);
    int prefix = strncmp(word, "whi", 3);
    int longer = strncmp(keywords[1], word, 40);
    int magic = memcmp(header, "\x7f" "ELF", 4);
    int back = memcmp("\x89PNG", header, 4);
    return found * 1000000 + (order & 255) * 10000 + (prefix + 256) * 100 + longer * 3 + magic * 7 + back;
}
