/* Universal character names in string literals: stored as their UTF-8
 * bytes, as gcc stores them. */
#include <stdio.h>
int main(void) { const char *s = "caf\u00e9 \U0001F600"; for (const char *p = s; *p; p++) printf("%02x", (unsigned char)*p); printf(" %zu\n", sizeof "\u00e9"); return 0; }
