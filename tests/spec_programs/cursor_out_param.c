/* A helper that moves the caller's cursor through a pointer to it
 * (`*pp = p`), called from a recursive matcher whose recursion is under
 * run-time control: unfolded, it moves the cursor over the static
 * pattern, which stays static (the residual program reads no pattern). */

/* Whether c is in the class at *pp (after '['), moving *pp past it. */
static int in_class(const char **pp, char c) {
    const char *p = *pp;
    int negated = 0, found = 0;
    if (*p == '!') {
        negated = 1;
        p++;
    }
    while (*p != '\0' && *p != ']') {
        char lo = *p, hi = *p;
        if (p[1] == '-' && p[2] != '\0' && p[2] != ']') {
            hi = p[2];
            p += 3;
        } else {
            p++;
        }
        if (lo <= c && c <= hi) {
            found = 1;
        }
    }
    if (*p == ']') {
        p++;
    }
    *pp = p;
    return found != negated;
}

int glob(const char *pat, const char *s) {
    while (*pat != '\0') {
        if (*pat == '*') {
            pat++;
            for (;; s++) {
                if (glob(pat, s)) {
                    return 1;
                }
                if (*s == '\0') {
                    return 0;
                }
            }
        }
        if (*s == '\0') {
            return 0;
        }
        if (*pat == '[') {
            const char *q = pat + 1;
            if (!in_class(&q, *s)) {
                return 0;
            }
            pat = q;
        } else if (*pat != '?' && *pat != *s) {
            return 0;
        } else {
            pat++;
        }
        s++;
    }
    return *s == '\0';
}
