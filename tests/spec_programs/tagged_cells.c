/* A union whose tag is a run-time value: on the path where the pointer
   member is read as a number, cmix cannot know the number, so the union
   is a run-time variable (the residual program reads its bytes). */
#include <stdio.h>

union cell {
    long i;
    const char *s;
};

static void show(int num, union cell v)
{
    if (num)
        printf("%d\n", v.i != 0);
    else
        printf("%s\n", v.s);
}

void dump(const union cell *cells, int n, int mask)
{
    for (int i = 0; i < n; i++)
        show(mask >> i & 1, cells[i]);
}
