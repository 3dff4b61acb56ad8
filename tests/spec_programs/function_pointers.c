/* Function pointers under specialization: static ones dispatched during
 * specialization (tables, struct fields, a comparator passed down, a
 * pointer returned), dynamic ones left to run time with every function they
 * may hold runtime-callable (chosen by a dynamic test, compared, given to
 * qsort, stored in a global, returned by the goal, recursion through a
 * pointer). */
#include <stdio.h>
#include <stdlib.h>

typedef int (*op)(int);
static int dbl(int x) { return 2 * x; }
static int inc(int x) { return x + 1; }
static int calls;
static int counted(int x) { calls++; return x - 3; }
static op prog[] = {dbl, inc, dbl, counted};

/* A static table walked by a static count. */
int run(int n, int x) {
    for (int i = 0; i < n; i++) x = prog[i](x);
    return x;
}

/* Chosen at run time. */
int pick(int k, int x) {
    op f = x > 2 ? dbl : inc;
    if (f == dbl) k = k + 100;
    return f(k) + (*f)(x);
}

/* A pointer in a struct, static. */
struct ops { op first; op second; int times; };
int twice(int k, int x) {
    struct ops o = { inc, dbl, k };
    for (int i = 0; i < o.times; i++) x = o.second(o.first(x));
    return x;
}

/* A comparator passed down to a generic sort. */
static void sort(int *a, int n, int (*cmp)(int, int)) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cmp(a[j - 1], a[j]) > 0; j--) {
            int t = a[j]; a[j] = a[j - 1]; a[j - 1] = t;
        }
}
static int greater(int a, int b) { return (a < b) - (a > b); }
static int less(int a, int b) { return (a > b) - (a < b); }
int sorted(int desc, int *a, int n) {
    sort(a, n, desc ? greater : less);
    return a[0] * 100 + a[n - 1];
}

/* Given to the library. */
static int by_value(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}
int median(int n, int *v) {
    qsort(v, n, sizeof v[0], by_value);
    return v[n / 2];
}

/* Kept in a global for later, and returned. */
static op current;
op choose(int k) {
    current = k > 1 ? dbl : counted;
    return k ? current : inc;
}

/* Recursion through a pointer. */
static int down(int n);
static int (*again)(int) = down;
static int down(int n) { return n <= 0 ? 0 : n + again(n - 1); }
int total(int k, int x) { return again(k) + again(x); }

int main(void) {
    for (int x = 0; x < 5; x++) {
        int a[5] = {x, 9, 2, 7 - x, 4};
        int b[5] = {3, x, 8, 1, 5};
        int c[5] = {x * 3 % 7, 2, 6, 1, x};
        int r[7];
        r[0] = run(4, x);
        r[1] = pick(5, x);
        r[2] = twice(2, x);
        r[3] = sorted(1, a, 5);
        r[4] = sorted(0, b, 5);
        r[5] = median(5, c);
        r[6] = total(3, x);
        printf("%d %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6]);
        op f = choose(x % 3);
        int r1 = f(x);
        int r2 = current(x);
        printf("%d %d %d\n", r1, r2, calls);
    }
    return 0;
}
