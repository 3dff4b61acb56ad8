/* A block allocated during specialization and used with a type its
 * residual variable could not have (a struct with a flexible array
 * member): it is allocated at run time. */
#include <stdio.h>
#include <stdlib.h>

struct fam {
    int n;
    short data[];
};

char flag[3] = "ab";

int sum(int n, const short *src) {
    char *tag = malloc(3);
    tag[0] = 'x';
    tag[1] = (char)src[0];
    tag[2] = 0;
    struct fam *f = malloc(sizeof *f + (size_t)n * sizeof(short));
    f->n = n;
    for (int i = 0; i < n; i++)
        f->data[i] = src[i];
    int s = f->n * 1000 + tag[1];
    for (int i = 0; i < n; i++)
        s += f->data[i];
    free(f);
    free(tag);
    return s;
}

int main(void) {
    short a[] = {7, 8, 9};
    for (int k = 0; k < 3; k++) {
        a[0] = (short)(a[0] + k);
        printf("%d %s\n", sum(1, a), flag);
    }
    return 0;
}
