/* Char arrays initialized by a string literal in braces (C99 6.7.8p14):
 * sized by the string, at file and block scope, static, inside structs
 * and arrays of arrays, and next to ordinary braced lists. */
#include <stdio.h>
#include <string.h>

static const char banner[] = {"cmix braces"};
char global_word[8] = {"word"};

struct entry {
    char name[6];
    int value;
};

static const struct entry entries[] = {{{"alpha"}, 1}, {"beta", 2}, {{'g', 'a'}, 3}};

int main(void) {
    char local[] = {"local text"};
    static char kept[] = {"kept"};
    char grid[3][4] = {{"ab"}, {"cde"}, "f"};
    unsigned char bytes[] = {"\x01\x02\xff"};
    printf("%s %zu | %s %zu\n", banner, sizeof banner, global_word, sizeof global_word);
    printf("%s %zu | %s %zu\n", local, sizeof local, kept, sizeof kept);
    for (int i = 0; i < 3; i++) printf("%s=%d ", entries[i].name, entries[i].value);
    printf("| %s %s %s %zu\n", grid[0], grid[1], grid[2], sizeof grid);
    printf("%zu %d %d\n", sizeof bytes, bytes[2], (int)strlen((const char *)bytes));
    return 0;
}
