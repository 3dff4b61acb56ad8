/* Old C that cmix accepts: implicit int (return types, K&R parameters),
 * K&R definitions, calls before any declaration. */
int printf(const char *, ...);

static twice(x)
{
    return 2 * x;
}

scale(v, factor)
    short v;
    double factor;
{
    return (int)(v * factor);
}

count;

main()
{
    count = twice(21);
    printf("%d %d\n", count, scale(10, 2.5));
    printf("%d\n", later(3));
    return 0;
}

int later(int n)
{
    return n * n + count;
}
