/* Integer promotions: char and short operands become int before arithmetic. */
#include <stdio.h>

static int size_of_promoted_char(char c) { return (int)sizeof(c + 0); }

int main(void) {
    char c = 100;
    signed char sc = -100;
    unsigned char uc = 200;
    short s = 30000;
    unsigned short us = 60000;

    /* Arithmetic on small types happens in int: no wraparound at 8/16 bits. */
    int sum = c + c;
    printf("char+char = %d\n", sum);
    printf("uchar+uchar = %d\n", uc + uc);
    printf("short+short = %d\n", s + s);
    printf("ushort+ushort = %d\n", us + us);
    printf("ushort*ushort as long = %ld\n", (long)us * us);
    printf("schar*schar = %d\n", sc * sc);
    printf("uchar-uchar = %d\n", (unsigned char)1 - uc);

    /* Storing back truncates. */
    unsigned char uc2 = (unsigned char)(uc + uc);
    unsigned short us2 = (unsigned short)(us + us);
    printf("truncated uchar = %u, ushort = %u\n", uc2, us2);

    /* Unary operators promote too. */
    printf("~uc = %d, -uc = %d, +uc = %d\n", ~uc, -uc, +uc);
    printf("~us = %d, -us = %d\n", ~us, -us);
    printf("!uc = %d, !0 = %d\n", !uc, !0);

    /* A promoted unsigned char compared with a negative int: the int stays int. */
    int minus_one = -1;
    printf("-1 < uc: %d\n", minus_one < uc);
    printf("-1 < us: %d\n", minus_one < us);
    printf("sc < uc: %d\n", sc < uc);

    /* sizeof of promoted expressions. */
    printf("sizeof(c) = %d, sizeof(c+0) = %d, sizeof(+s) = %d\n",
           (int)sizeof(c), size_of_promoted_char(c), (int)sizeof(+s));
    printf("sizeof(uc << 1) = %d\n", (int)sizeof(uc << 1));

    /* Shifting a promoted unsigned char past 8 bits keeps the bits. */
    printf("uc << 4 = %d\n", uc << 4);
    printf("us << 8 = %d\n", us << 8);

    /* Division and modulo of promoted values. */
    printf("uc / sc = %d, uc %% sc = %d\n", uc / sc, uc % sc);

    /* Loop counter of type unsigned char wrapping: iterate 256 + 10 times. */
    unsigned char counter = 250;
    int steps = 0;
    while (steps < 20) {
        counter++;
        steps++;
    }
    printf("counter after 20 increments from 250 = %u\n", counter);

    /* Char arithmetic in a loop. */
    char letters[27];
    for (int i = 0; i < 26; i++) {
        letters[i] = (char)('a' + i);
    }
    letters[26] = '\0';
    printf("letters = %s\n", letters);
    char z = 'z';
    z -= 25;
    printf("z - 25 = %c\n", z);
    return 0;
}
