/* Reads standard input (wordcount.stdin) with getchar and counts lines, words,
   characters and letter frequencies, like wc. */
#include <ctype.h>
#include <stdio.h>

int main(void) {
    long lines = 0, words = 0, chars = 0;
    int in_word = 0;
    int freq[26] = {0};
    int c;
    int longest = 0, current = 0;
    while ((c = getchar()) != EOF) {
        chars++;
        if (c == '\n') {
            lines++;
        }
        if (isspace(c)) {
            if (in_word && current > longest) {
                longest = current;
            }
            in_word = 0;
            current = 0;
        } else {
            if (!in_word) {
                words++;
            }
            in_word = 1;
            current++;
        }
        if (isalpha(c)) {
            freq[tolower(c) - 'a']++;
        }
    }
    printf("%ld lines, %ld words, %ld chars, longest word %d\n", lines, words, chars, longest);
    for (int i = 0; i < 26; i++) {
        if (freq[i]) {
            printf("%c:%d ", 'a' + i, freq[i]);
        }
    }
    printf("\n");
    return 0;
}
