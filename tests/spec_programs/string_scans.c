/* A record layout scanned with strpbrk, strspn, strcspn and memchr: on
 * the static layout they run during specialization, on the run-time line
 * they stay calls. */
#include <string.h>

/* Scores `line` against `layout` ("key:width" items separated by ',' or
 * ';'): for each item, the length of its key's run of letters, its width,
 * and how far into `line` the item's first key character occurs. */
int score(const char *layout, const char *line) {
    int total = 0;
    const char *item = layout;
    while (item != NULL && *item != '\0') {
        size_t key = strspn(item, "abcdefghijklmnopqrstuvwxyz");
        size_t upto = strcspn(item, ",;");
        const char *colon = memchr(item, ':', upto);
        int width = colon != NULL ? (int)(upto - (size_t)(colon - item) - 1) : -1;
        const char *seen = strpbrk(line, item[0] == ',' ? "," : (char[]){item[0], '\0'});
        total = total * 7 + (int)key * 3 + width + (seen != NULL ? (int)(seen - line) : 50);
        total += (int)strcspn(line, ";");
        item = strpbrk(item, ",;");
        if (item != NULL) {
            item++;
        }
    }
    return total;
}
