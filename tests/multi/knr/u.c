/* Old-style definitions: callers without a prototype pass the promoted
   values (double for float, int for char and short). */
double half(x)
    float x;
{
    return x / 2;
}

int mix(c, s, n)
    char c;
    short s;
    int n;
{
    return c * 100 + s * n;
}

int work(int k, int v) { return v * k + (int)half((float)v) + mix('a', 3, k); }
