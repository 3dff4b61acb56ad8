/* A string literal holding raw bytes that are not UTF-8 (Latin-1 text). */
#include <stdio.h>

int main(void) {
    const char s[] = "café crème brûlée ÿ€";
    for (int i = 0; s[i] != 0; i++) {
        printf("%02x ", (unsigned)(unsigned char)s[i]);
    }
    printf("\n%d bytes\n", (int)sizeof s);
    char c = 'é';
    printf("%d\n", c);
    return 0;
}
