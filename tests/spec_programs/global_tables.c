/* Tables the program defines and never writes, read at run-time indexes
 * (a plain read, and a read that picks a static case). In a file without
 * `main`, other files may write `weights`: the residual program reads it
 * at run time. `classes` is const: its values are known, and the read of
 * one picks a static case. The residual program names both tables, so a
 * file that names them still links and reads what the residual code reads. */
int weights[6] = {3, 1, 4, 1, 5, 9};
static const char *const names[3] = {"zero", "one", "two"};
const unsigned char classes[8] = {0, 1, 1, 2, 0, 2, 1, 0};

int score(int scale, int i, char *out)
{
    int w = weights[(unsigned)i % 6u] * scale;
    int c = classes[(unsigned)i % 8u];
    const char *name = names[c];
    int n = 0;
    while (name[n]) {
        out[n] = name[n];
        n++;
    }
    out[n] = 0;
    switch (c) {
    case 0:
        return w;
    case 1:
        return w + scale;
    default:
        return -w;
    }
}
