/* ctype.h: classification and case conversion over all byte values. */
#include <stdio.h>
#include <ctype.h>

int main(void) {
    int counts[8] = {0};
    for (int c = 0; c < 256; c++) {
        counts[0] += isdigit(c) != 0;
        counts[1] += isalpha(c) != 0;
        counts[2] += isspace(c) != 0;
        counts[3] += isupper(c) != 0;
        counts[4] += islower(c) != 0;
        counts[5] += isalnum(c) != 0;
        counts[6] += ispunct(c) != 0;
        counts[7] += isxdigit(c) != 0;
    }
    printf("digit %d alpha %d space %d upper %d lower %d alnum %d punct %d xdigit %d\n",
           counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6],
           counts[7]);
    const char *s = "Hello, World! 123 partial-Evaluation\t\n";
    char up[64], low[64];
    int i;
    for (i = 0; s[i]; i++) {
        up[i] = (char)toupper((unsigned char)s[i]);
        low[i] = (char)tolower((unsigned char)s[i]);
    }
    up[i] = low[i] = '\0';
    printf("%s%s", up, low);
    /* A small tokenizer. */
    const char *expr = "  x1 = 42 + foo_bar*7 ";
    const char *p = expr;
    while (*p) {
        if (isspace((unsigned char)*p)) {
            p++;
        } else if (isdigit((unsigned char)*p)) {
            int v = 0;
            while (isdigit((unsigned char)*p)) {
                v = v * 10 + (*p++ - '0');
            }
            printf("NUM(%d) ", v);
        } else if (isalpha((unsigned char)*p) || *p == '_') {
            printf("ID(");
            while (isalnum((unsigned char)*p) || *p == '_') {
                putchar(*p++);
            }
            printf(") ");
        } else {
            printf("OP(%c) ", *p++);
        }
    }
    printf("\n");
    return 0;
}
