/* Uses argc and argv (arguments come from argv_echo.args): echoes them, sums the
   numeric ones and reports the longest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    long sum = 0;
    int longest = 0; /* never argv[0]: the program's path differs between runs */
    printf("argc = %d\n", argc);
    for (int i = 1; i < argc; i++) {
        char *end;
        long v = strtol(argv[i], &end, 10);
        int numeric = *argv[i] != '\0' && *end == '\0';
        printf("argv[%d] = \"%s\"%s\n", i, argv[i], numeric ? " (number)" : "");
        if (numeric) {
            sum += v;
        }
        if (longest == 0 || strlen(argv[i]) > strlen(argv[longest])) {
            longest = i;
        }
    }
    printf("sum = %ld, longest = %s\n", sum, longest > 0 ? argv[longest] : "(none)");
    printf("argv[argc] is null: %d\n", argv[argc] == NULL);
    return 0;
}
