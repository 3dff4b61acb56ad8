/* A counter bumped under dynamic control grows without bound: cmix makes
 * it dynamic, and the test on it becomes a residual branch. */
int every_third(const char *s) {
    int count = 0;
    int kept = 0;
    for (; *s != '\0'; s++) {
        if (count % 3 == 0) {
            kept += *s;
        }
        count++;
    }
    return kept;
}
