/* A table written, then read at a run-time index, in a loop: each read
 * would need a copy of the table as it is then. Past a few versions the
 * table is generalized and the residual program keeps it. */
int changing(int n, const int *idx)
{
    static int t[4096];
    int k, r = 0;
    for (k = 0; k < 4096; k++)
        t[k] = k ^ n;
    for (k = 0; k < 200; k++) {
        t[k] = -k;
        r += t[idx[k] & 4095];
    }
    return r;
}
