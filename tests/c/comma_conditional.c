/* The comma operator and ?: with operands of mixed types. */
#include <stdio.h>

static int calls;

static int bump(int v) {
    calls++;
    return v;
}

static const char *pick(int n) { return n > 0 ? "positive" : n < 0 ? "negative" : "zero"; }

int main(void) {
    int a = (calls++, calls++, 3);
    int b;
    int c = (b = 4, b * 2);
    printf("a=%d b=%d c=%d\n", a, b, c);
    int i, j;
    for (i = 0, j = 10; i < j; i += 2, j -= 3) {
        printf("(%d,%d)", i, j);
    }
    printf("\n");
    int x = (bump(1), bump(2), bump(3));
    printf("x=%d calls=%d\n", x, calls - 2);

    for (int n = -2; n <= 2; n++) {
        printf("%d is %s\n", n, pick(n));
    }
    int cond = 1;
    /* int and double: the result is double. */
    printf("%g %g\n", cond ? 1 : 2.5, !cond ? 1 : 2.5);
    printf("sizeof(cond ? 1 : 2.5) = %d\n", (int)sizeof(cond ? 1 : 2.5));
    /* char and int: int. unsigned char and short: int. */
    char ch = 'a';
    printf("%d %d\n", cond ? ch : 1000, (int)sizeof(cond ? ch : 1000));
    /* int and unsigned: unsigned. */
    int neg = -1;
    unsigned one = 1;
    printf("%u\n", cond ? (unsigned)neg : one);
    long long big = 1LL << 40;
    printf("%lld\n", !cond ? big : 7);
    /* Pointers: a pointer and a null pointer constant. */
    int v = 9;
    int *p = cond ? &v : 0;
    int *q = !cond ? &v : NULL;
    printf("p=%d q is null: %d\n", *p, q == NULL);
    /* Structs in ?: */
    struct s {
        int k;
    } s1 = {1}, s2 = {2};
    struct s s3 = cond ? s2 : s1;
    printf("s3.k=%d\n", s3.k);
    /* ?: evaluates only the chosen operand. */
    calls = 0;
    int r = cond ? bump(10) : bump(20);
    printf("r=%d calls=%d\n", r, calls);
    /* Nested and as an lvalue target selector. */
    int m = 5, n = 7;
    *(m > n ? &m : &n) = 0;
    printf("m=%d n=%d\n", m, n);
    int max3 = m > n ? (m > 3 ? m : 3) : (n > 3 ? n : 3);
    printf("max3=%d\n", max3);
    double dd = cond ? 1.0f : 2.0;
    float ff = cond ? 1.0f : 2.0f;
    printf("dd=%g ff=%g sizes %d %d\n", dd, (double)ff, (int)sizeof(cond ? 1.0f : 2.0),
           (int)sizeof(cond ? 1.0f : 2.0f));
    return 0;
}
