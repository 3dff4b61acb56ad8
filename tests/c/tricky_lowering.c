/* Lowering corner cases: side effects evaluated exactly once, Duff's
 * device, jumps into loops, struct values from calls and conditionals,
 * compound literals, nested designators, sizeof operands not evaluated. */
#include <stdio.h>

struct point { int x, y; };
struct box { struct point lo, hi; int tag[3]; };

static int calls;

static struct point make(int x, int y) {
    struct point p;
    calls++;
    p.x = x;
    p.y = y;
    return p;
}

static int bump(int *n) { return ++*n; }

static void copy_duff(char *to, const char *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++; /* fall through */
    case 7:      *to++ = *from++; /* fall through */
    case 6:      *to++ = *from++; /* fall through */
    case 5:      *to++ = *from++; /* fall through */
    case 4:      *to++ = *from++; /* fall through */
    case 3:      *to++ = *from++; /* fall through */
    case 2:      *to++ = *from++; /* fall through */
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void) {
    int a[6] = {1, 2, 3, 4, 5, 6};
    int i = 0, j, k;
    char dst[20];
    const char *src = "partial evaluation";

    a[i++] += 10;              /* i incremented once */
    a[bump(&i)] *= 3;          /* bump called once */
    printf("%d %d %d %d\n", a[0], a[1], a[2], i);

    j = k = i + 1;
    printf("%d %d\n", j, k);

    printf("%d\n", make(3, 4).y + make(5, 6).x);
    printf("calls %d\n", calls);

    struct point p = make(1, 2), q = make(7, 8);
    printf("%d\n", (i > 1 ? p : q).x);

    int *cl = (int[]){ 9, 8, 7 };
    printf("%d\n", cl[0] + cl[2]);

    struct box b = { .hi.y = 5, .lo = { 1, 2 }, .tag[1] = 7 };
    printf("%d %d %d %d %d\n", b.lo.x, b.lo.y, b.hi.x, b.hi.y, b.tag[1]);

    unsigned long size = sizeof(make(0, 0));
    printf("%lu calls %d\n", size, calls);

    copy_duff(dst, src, 19);
    printf("%s\n", dst);

    int *w = a;
    *w++ = 100;
    *w++ += 1;
    printf("%d %d %d\n", a[0], a[1], (int)(w - a));

    int n = 0;
    goto inside;
    while (n < 5) {
        n += 2;
    inside:
        n++;
    }
    printf("%d\n", n);

    int total = 0;
    for (int r = 0; r < 4; r++) {
        switch (r) {
        case 1:
            continue;
        case 2:
            total += 100;
            break;
        default:
            total += r;
        }
        total++;
    }
    printf("%d\n", total);

    int x = 5;
    int y = (x++, x++, x);
    int z = x > 6 ? x-- : ++x;
    printf("%d %d %d\n", x, y, z);
    return 0;
}
