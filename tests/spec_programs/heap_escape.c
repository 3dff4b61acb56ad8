/* Blocks allocated during specialization that outlive one run of the
 * specialized code, that code outside it can see, or of which several
 * instances may be alive at once: the residual program must allocate each
 * at run time, not share one residual variable among them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *kept;

static char *filled(int n, int x) {
    char *b = malloc(n + 1);
    for (int i = 0; i < n; i++)
        b[i] = 'a' + i;
    b[n] = 0;
    b[0] = x;
    return b;
}

/* Returned to the caller, who may hold several and frees them. */
char *make(int n, int x) {
    char *b = malloc(n + 1);
    for (int i = 0; i < n; i++)
        b[i] = 'a' + i;
    b[n] = 0;
    b[0] = x;
    return b;
}

/* Stored through the caller's pointer. */
void put(char **out, int n, int x) { *out = filled(n, x); }

/* Stored in a global that the rest of the program reads. */
void keep(int n, int x) { kept = filled(n, x); }

/* One block per character, in a loop whose exit is dynamic; a run-time
 * pointer into the previous block is read in the next iteration. (The
 * blocks are never freed: a pointer into the block is all there is.) */
int chain(int n, const char *s) {
    char *prev = NULL;
    int sum = 0;
    for (int i = 0; s[i] != 0; i++) {
        char *b = malloc(n);
        b[0] = s[i];
        b[1] = 0;
        if (prev != NULL)
            sum = sum * 3 + prev[0];
        prev = strchr(b, s[i]);
    }
    return sum;
}

int main(int argc, char **argv) {
    (void)argv;
    char *p = make(5, 'A' + argc);
    char *q = make(5, 'b');
    printf("%s %s\n", p, q);
    free(p);
    free(q);
    char *r, *s;
    put(&r, 4, 'R');
    put(&s, 4, 'S');
    printf("%s %s\n", r, s);
    free(r);
    free(s);
    keep(3, 'K');
    char *first = kept;
    keep(3, 'L');
    printf("%s %s\n", first, kept);
    free(first);
    free(kept);
    printf("%d %d\n", chain(4, "abcdef"), chain(4, "zyx"));
    return 0;
}
