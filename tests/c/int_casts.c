/* Casts between integer types: truncation, sign extension, zero extension. */
#include <stdio.h>

int main(void) {
    long long vals[] = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535,
                        65536, -32768, 2147483647LL, 2147483648LL, -2147483648LL,
                        4294967295LL, 4294967296LL, 0x123456789abcdefLL, -0x123456789abcdefLL};
    int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++) {
        long long v = vals[i];
        printf("%lld: sc=%d uc=%u s=%d us=%u i=%d u=%u l=%ld ul=%lu ull=%llu b=%d\n", v,
               (signed char)v, (unsigned char)v, (short)v, (unsigned short)v, (int)v,
               (unsigned)v, (long)v, (unsigned long)v, (unsigned long long)v, (_Bool)v);
    }
    /* Chains of casts. */
    int x = 0x1ff;
    printf("(int)(unsigned char)0x1ff = %d\n", (int)(unsigned char)x);
    printf("(int)(signed char)0x1ff = %d\n", (int)(signed char)x);
    printf("(unsigned)(short)0x18000 = %u\n", (unsigned)(short)0x18000);
    printf("(long)(unsigned)-1 = %ld\n", (long)(unsigned)-1);
    printf("(long)(int)(unsigned)-1 = %ld\n", (long)(int)(unsigned)-1);
    printf("(unsigned long long)(signed char)200 = %llu\n",
           (unsigned long long)(signed char)200);
    /* Implicit conversions on assignment and in calls. */
    unsigned char uc = (unsigned char)1000;
    short sh = (short)100000;
    int from_char = uc;
    long from_short = sh;
    printf("uc=%u sh=%d from_char=%d from_short=%ld\n", uc, sh, from_char, from_short);
    _Bool b1 = 0.5 > 0, b2 = (_Bool)256, b3 = (_Bool)0.0;
    printf("bools %d %d %d sizeof %d\n", b1, b2, b3, (int)sizeof(_Bool));
    return 0;
}
