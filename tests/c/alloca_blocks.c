/* Stack blocks from alloca (<alloca.h>): sized at run time, filled and
 * read through pointers, one per call of a helper (they live until it
 * returns), and in a loop of the function that allocates them. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static int reversed_sum(const char *s) {
    size_t n = strlen(s);
    char *copy = alloca(n + 1);
    for (size_t i = 0; i < n; i++) copy[i] = s[n - 1 - i];
    copy[n] = 0;
    int sum = 0;
    for (size_t i = 0; i < n; i++) sum = sum * 3 + copy[i];
    return sum + (int)strlen(copy);
}

static long table(int rows) {
    long total = 0;
    for (int r = 1; r <= rows; r++) {
        int *row = __builtin_alloca(sizeof(int) * (size_t)r);
        for (int c = 0; c < r; c++) row[c] = r * c;
        for (int c = 0; c < r; c++) total += row[c];
    }
    return total;
}

int main(void) {
    const char *words[] = {"alloca", "stack", "", "specialization"};
    for (int i = 0; i < 4; i++) printf("%s: %d\n", words[i], reversed_sum(words[i]));
    printf("%ld %ld\n", table(5), table(12));
    return 0;
}
