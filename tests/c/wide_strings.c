/* Wide string literals L"..." (arrays of wchar_t, int on x86-64 Linux):
 * as values, concatenated with plain pieces, indexed, their sizes, as
 * initializers of arrays (completed, cut, in braces, in a struct) and
 * read through a char pointer. */
#include <stdio.h>
#include <string.h>
#include <wchar.h>

struct named {
    int id;
    wchar_t name[6];
};

static const wchar_t greeting[] = L"h\u00e9llo";
static wchar_t exact[3] = L"abc";
static struct named item = {7, L"wide"};
static const wchar_t *pointer = L"ptr" L"!";

static unsigned sum(const wchar_t *s) {
    unsigned total = 0;
    for (; *s; s++) total = total * 31 + (unsigned)*s;
    return total;
}

int main(void) {
    wchar_t local[] = {L"local"};
    wchar_t padded[8] = L"pad";
    const wchar_t *p = L"x" "yz";
    printf("%zu %zu %zu %zu\n", sizeof greeting, sizeof exact, sizeof local, sizeof L"four");
    printf("%d %d %d %d\n", (int)greeting[1], (int)exact[2], (int)padded[5], (int)L"a" "b"[1]);
    printf("%u %u %u %u\n", sum(greeting), sum(local), sum(item.name), sum(pointer));
    printf("%u %zu %d\n", sum(p), wcslen(p), (int)L'\x100');
    printf("%zu\n", strlen((const char *)&L"abc"[0]));
    local[0] = L'L';
    printf("%u %d\n", sum(local), wcscmp(local, L"Local") == 0);
    return 0;
}
