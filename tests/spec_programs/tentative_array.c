/* A tentative definition of an array without a length, never completed:
   one element, zero (C99 6.9.2 example 2). */
int tent[];

int bump(int k, int d)
{
    tent[0] += d;
    return k * 100 + tent[0];
}
