/* Pointers: address-of, dereference, arithmetic, differences, comparisons,
   pointers to pointers, pointers into arrays and structs, null pointers. */
#include <stdio.h>
#include <stddef.h>

struct point {
    int x;
    int y;
};

static void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static int *find(int *begin, int *end, int value) {
    for (int *p = begin; p != end; p++) {
        if (*p == value) {
            return p;
        }
    }
    return NULL;
}

static void set_through(int **pp, int *target) { *pp = target; }

static void move_point(struct point *p, int dx, int dy) {
    p->x += dx;
    (*p).y += dy;
}

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) {
        a[i] = i * i;
    }
    int *p = a;
    int *q = &a[9];
    printf("*p=%d *q=%d q-p=%td p[3]=%d *(p+4)=%d 5[a]=%d\n", *p, *q, q - p, p[3], *(p + 4),
           5[a]);
    p += 2;
    q -= 3;
    printf("after move: *p=%d *q=%d q-p=%td p<q=%d p>q=%d p==q=%d\n", *p, *q, q - p, p < q,
           p > q, p == q);
    ptrdiff_t d = &a[7] - &a[2];
    printf("ptrdiff %td, negative %td\n", d, &a[2] - &a[7]);
    printf("q[-1]=%d\n", q[-1]);

    int x = 1, y = 2;
    swap(&x, &y);
    printf("swapped x=%d y=%d\n", x, y);

    int *found = find(a, a + 10, 49);
    int *missing = find(a, a + 10, 50);
    printf("found at %td, missing is null: %d\n", found - a, missing == NULL);
    printf("!missing = %d, found && 1 = %d\n", !missing, found && 1);

    int *r = NULL;
    set_through(&r, &a[5]);
    printf("*r = %d\n", *r);
    int **rr = &r;
    **rr = 1000;
    printf("a[5] = %d\n", a[5]);

    struct point pt = {1, 2};
    struct point *pp = &pt;
    move_point(pp, 10, 20);
    int *py = &pp->y;
    *py += 1;
    printf("pt = (%d, %d)\n", pt.x, pt.y);

    /* Walking a char array with a pointer. */
    char buf[] = "hello, world";
    int vowels = 0;
    for (char *c = buf; *c; ++c) {
        if (*c == 'a' || *c == 'e' || *c == 'i' || *c == 'o' || *c == 'u') {
            vowels++;
            *c = (char)(*c - 'a' + 'A');
        }
    }
    printf("%s has %d vowels\n", buf, vowels);

    /* Pointer to an array element of a 2-D array, and one-past-the-end. */
    int m[3][4];
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 4; j++) {
            m[i][j] = 10 * i + j;
        }
    }
    int *flat = &m[0][0];
    int (*row)[4] = m;
    row++;
    printf("flat[3]=%d (*row)[2]=%d row[1][3]=%d\n", flat[3], (*row)[2], row[1][3]);
    int *end = a + 10;
    int sum = 0;
    for (int *it = a; it < end; it++) {
        sum += *it;
    }
    printf("sum = %d\n", sum);
    const char *strs[] = {"zero", "one", "two"};
    const char **sp = strs;
    printf("%s %s %c\n", *(sp + 1), sp[2], *sp[0]);
    void *vp = &x;
    int *ip = vp;
    printf("through void*: %d\n", *ip);
    return 0;
}
