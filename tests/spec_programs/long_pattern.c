/* A recursive matcher under dynamic control, one level per pattern
 * character: with a 120-character static pattern it nests 120 residual
 * functions, past the base recursion limit of 64, which a static input of
 * that size raises, so the pattern stays static. */
static int match_here(const char *re, const char *text) {
    if (*re == '\0') {
        return 1;
    }
    if (*text != '\0' && (*re == '.' || *re == *text)) {
        return match_here(re + 1, text + 1);
    }
    return 0;
}

int match(const char *re, const char *text) {
    return match_here(re, text);
}
