/* Library searches whose result points into their first argument, given
   a static string and a run-time key: the residual program searches its
   copy of the string, and offsets from the string's start are computed at
   run time. */
#define _GNU_SOURCE
#include <string.h>
#include <wchar.h>

long offsets(const char *s, const wchar_t *w, int c) {
    const char *a = strchrnul(s, c);
    const char *b = memrchr(s, c, strlen(s));
    const char *d = index(s, c);
    const wchar_t *e = wcschr(w, (wchar_t)c);
    const wchar_t *f = wcsrchr(w, (wchar_t)c);
    long r = a - s;
    r = r * 100 + (b ? b - s : 99);
    r = r * 100 + (d ? d - s : 99);
    r = r * 100 + (e ? e - w : 99);
    r = r * 100 + (f ? f - w : 99);
    return r;
}
