/* Pre- and post-increment and decrement, on every type, inside expressions. */
#include <stdio.h>

int main(void) {
    int i = 5;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    printf("a=%d b=%d c=%d d=%d i=%d\n", a, b, c, d, i);

    int src[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int dst[8] = {0};
    int si = 7, di = 0;
    while (di < 8) {
        dst[di++] = src[si--];
    }
    for (int k = 0; k < 8; k++) {
        printf("%d", dst[k]);
    }
    printf(" si=%d di=%d\n", si, di);

    char str[] = "abcdef";
    char *p = str;
    char first = *p++;
    char second = *p;
    char third = *++p;
    (*p)++;
    char after = *p--;
    printf("%c %c %c %c %c %s\n", first, second, third, after, *p, str);

    double x = 1.5;
    x++;
    ++x;
    x--;
    printf("double x = %g\n", x);
    float f = 0.25f;
    f++;
    printf("float f = %g\n", (double)f);
    unsigned char uc = 255;
    uc++;
    printf("uchar wraps to %u\n", uc);
    uc--;
    printf("and back to %u\n", uc);
    signed char sc = 0;
    sc--;
    printf("schar %d\n", sc);
    unsigned u = 0;
    u--;
    printf("unsigned %u\n", u);
    long long ll = -1;
    ll++;
    printf("long long %lld\n", ll);

    int arr[5] = {10, 20, 30, 40, 50};
    int *q = arr;
    q++;
    ++q;
    printf("*q=%d q[-1]=%d\n", *q, q[-1]);
    int *r = &arr[4];
    int n = 0;
    while (r-- != arr) {
        n++;
    }
    printf("n=%d\n", n);
    arr[1]++;
    ++arr[2];
    printf("arr[1]=%d arr[2]=%d\n", arr[1], arr[2]);
    struct {
        int count;
        int *ptr;
    } s = {0, arr};
    s.count++;
    s.ptr++;
    (*s.ptr)++;
    printf("s.count=%d *s.ptr=%d\n", s.count, *s.ptr);
    int j = 0, k = 10;
    int sum = j++ + k--;
    printf("sum=%d j=%d k=%d\n", sum, j, k);
    int m = 3;
    int neg = -m++;
    int pos = - --m;
    printf("neg=%d pos=%d m=%d\n", neg, pos, m);
    return 0;
}
