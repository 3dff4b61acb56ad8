/* Plain char, signed char and unsigned char with values above 127. */
#include <stdio.h>
#include <limits.h>

static int classify(char c) {
    if (c < 0) {
        return -1;
    }
    return c > 100 ? 1 : 0;
}

int main(void) {
    const char *s = "A\xe9\xff\x80z";
    printf("CHAR_MIN=%d CHAR_MAX=%d SCHAR_MIN=%d UCHAR_MAX=%d\n", CHAR_MIN, CHAR_MAX,
           SCHAR_MIN, UCHAR_MAX);
    for (int i = 0; s[i] != '\0'; i++) {
        char c = s[i];
        signed char sc = (signed char)s[i];
        unsigned char uc = (unsigned char)s[i];
        printf("%d: char %d signed %d unsigned %u class %d\n", i, c, sc, uc, classify(c));
    }
    char c = (char)200;
    int asint = c;
    unsigned asuns = (unsigned char)c;
    printf("(char)200 -> int %d, as unsigned char %u\n", asint, asuns);
    char d = (char)0x7f;
    d = (char)(d + 1);
    printf("0x7f + 1 stored in char: %d\n", d);
    int histogram[256] = {0};
    const char *text = "caf\xc3\xa9 \xe2\x82\xac 100";
    for (const char *p = text; *p; p++) {
        histogram[(unsigned char)*p]++;
    }
    for (int i = 0; i < 256; i++) {
        if (histogram[i]) {
            printf("byte %d x%d\n", i, histogram[i]);
        }
    }
    return 0;
}
