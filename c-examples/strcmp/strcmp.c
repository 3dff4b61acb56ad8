/* strcmp: string comparison written by hand.
 *
 * With the first string static, specialization gives a function that compares
 * its argument against that string one character at a time, with the
 * characters of the static string as constants in the residual code. */
#include <stdio.h>

int string_compare(const char *s, const char *t) {
    while (*s == *t) {
        if (*s == '\0') {
            return 0;
        }
        s++;
        t++;
    }
    return (unsigned char)*s < (unsigned char)*t ? -1 : 1;
}

int main(void) {
    const char *words[] = {"", "a", "ab", "abc", "abd", "b", "partial", "partial evaluation",
                           "\xe9t\xe9"};
    int n = (int)(sizeof words / sizeof words[0]);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            printf("%3d", string_compare(words[i], words[j]));
        }
        printf("\n");
    }
    printf("string_compare(\"hello\", \"help\") = %d\n", string_compare("hello", "help"));
    return 0;
}
