/* assert.h and the limits.h constants. */
#include <assert.h>
#include <limits.h>
#include <stdio.h>

static int checked_div(int a, int b) {
    assert(b != 0);
    assert(!(a == INT_MIN && b == -1));
    return a / b;
}

int main(void) {
    printf("CHAR_BIT=%d\n", CHAR_BIT);
    printf("SCHAR_MIN=%d SCHAR_MAX=%d UCHAR_MAX=%d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("SHRT_MIN=%d SHRT_MAX=%d USHRT_MAX=%d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("INT_MIN=%d INT_MAX=%d UINT_MAX=%u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("LONG_MIN=%ld LONG_MAX=%ld ULONG_MAX=%lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("LLONG_MIN=%lld LLONG_MAX=%lld ULLONG_MAX=%llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("INT_MIN / -2 = %d, INT_MAX + INT_MIN = %d\n", INT_MIN / -2, INT_MAX + INT_MIN);
    printf("(unsigned)INT_MIN = %u, -(long)INT_MIN = %ld\n", (unsigned)INT_MIN, -(long)INT_MIN);
    printf("LLONG_MIN %% 7 = %lld\n", LLONG_MIN % 7);
    assert(INT_MAX == 2147483647);
    assert(sizeof(int) * CHAR_BIT == 32);
    int total = 0;
    for (int i = 1; i <= 10; i++) {
        assert(i > 0 && i <= 10);
        total += checked_div(1000, i);
    }
    printf("total = %d\n", total);
    printf("checked_div(INT_MIN, 2) = %d\n", checked_div(INT_MIN, 2));
    return 0;
}
