/* String and character literals with every escape, octal and hex escapes,
   non-ASCII bytes, embedded NULs, concatenation. */
#include <stdio.h>

static void dump(const char *label, const char *s, int n) {
    printf("%s:", label);
    for (int i = 0; i < n; i++) {
        printf(" %02x", (unsigned)(unsigned char)s[i]);
    }
    printf("\n");
}

int main(void) {
    const char esc[] = "\a\b\f\n\r\t\v\\\'\"\?";
    dump("escapes", esc, (int)sizeof esc);
    const char oct[] = "\0\1\7\10\77\101\177\200\377";
    dump("octal", oct, (int)sizeof oct);
    const char hex[] = "\x0\x1\x7f\x80\xff\x41\x61";
    dump("hex", hex, (int)sizeof hex);
    const char utf8[] = "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80";
    dump("utf8", utf8, (int)sizeof utf8);
    const char raw_utf8[] = "naïve — ✓";
    dump("raw utf8", raw_utf8, (int)sizeof raw_utf8);
    const char concat[] = "ab" "cd"
                          "\x31"
                          "2";
    printf("concat = %s (%d)\n", concat, (int)sizeof concat);
    const char nul[] = "one\0two";
    printf("with NUL: %s, sizeof %d, after %s\n", nul, (int)sizeof nul, nul + 4);
    char chars[] = {'a', '\n', '\t', '\0', '\'', '"', '\\', '\x7f', '\177', '\xff'};
    dump("chars", chars, (int)sizeof chars);
    printf("'\\xff' = %d, '\\377' = %d, 'A' = %d\n", '\xff', '\377', 'A');
    printf("tab[\t] quote[\"] backslash[\\] percent[%%]\n");
    printf("%s\n", "a string literal with a ? and \?\?! in it");
    const char *p = "pointer to literal";
    printf("%c%c %s\n", p[0], *(p + 8), p + 11);
    printf("sizeof \"abc\" = %d, sizeof \"\" = %d\n", (int)sizeof "abc", (int)sizeof "");
    printf("\"xyz\"[1] = %c\n", "xyz"[1]);
    return 0;
}
