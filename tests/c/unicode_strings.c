/* C11's u"..." (char16_t, UTF-16, surrogate pairs beyond the basic
 * plane) and U"..." (char32_t) literals. */
#include <stdio.h>

typedef unsigned short char16;
typedef unsigned int char32;

static const char16 sixteen[] = u"a\u00e9\U0001F600";
static const char32 thirty_two[] = U"a\u00e9\U0001F600";

int main(void) {
    printf("%zu %zu\n", sizeof sixteen, sizeof thirty_two);
    for (unsigned i = 0; i < sizeof sixteen / sizeof sixteen[0]; i++) printf(" %x", sixteen[i]);
    printf("\n");
    for (unsigned i = 0; i < sizeof thirty_two / sizeof thirty_two[0]; i++) printf(" %x", thirty_two[i]);
    printf("\n%x %x %zu\n", (unsigned)u"xy"[1], (unsigned)U"\U00010000"[0], sizeof(u"" "ab"));
    return 0;
}
