/* gcc's labels as values under specialization: a computed goto with a
 * static target is a plain jump (a threaded program run by a static
 * count); one with a run-time target stays a `goto *` among residual
 * labels (a table read at a dynamic index, label values kept in
 * variables, a helper with its own table called twice), with static data
 * elsewhere in the program. */
#include <stdio.h>

/* Threaded code for a static program: ops[k] says what step k does. */
static const int ops[] = {0, 1, 1, 2, 0, 3, 1};
int threaded(int n, int x) {
    static void *const code[] = {&&add, &&twice, &&neg, &&square};
    int pc = 0;
    if (n <= 0) goto done;
    goto *code[ops[0]];
next:
    if (++pc >= n) goto done;
    goto *code[ops[pc % 7]];
add:
    x += pc;
    goto next;
twice:
    x *= 2;
    goto next;
neg:
    x = -x;
    goto next;
square:
    x = x * x % 1000;
    goto next;
done:
    return x;
}

/* The target chosen by run-time data; k only counts. */
static int scale = 3;
int by_op(int k, int op) {
    static void *const t[3] = {&&one, &&two, &&three};
    int r = k * scale;
    void *where = t[(op < 0 ? -op : op) % 3];
    goto *where;
one:
    return r + 1;
two:
    r += 20;
three:
    return r + 300;
}

/* Label values in variables, compared and chosen at run time. */
int chosen(int k, int x) {
    void *even = &&is_even, *odd = &&is_odd;
    void *go = x % 2 ? odd : even;
    if (go == even) k += 10;
    goto *go;
is_even:
    return k + x / 2;
is_odd:
    return k - x;
}

/* A helper with a table of its own, called with static and dynamic
 * operations. */
static int apply(int op, int a, int b) {
    static void *const t[] = {&&plus, &&minus, &&times};
    goto *t[op];
plus:
    return a + b;
minus:
    return a - b;
times:
    return a * b;
}
int combine(int k, int x) {
    int r = apply(k % 3, x, k);
    return apply((x + 3) % 3, r, 2) + apply(1, k, 1);
}

/* Label values stored before a global changes, jumped to after: the
 * global is made dynamic, so each label is one residual place. */
static int phase;
int phased(int k, int x) {
    void *at[2];
    at[0] = &&first;
    at[1] = &&second;
    phase = phase + k;
    goto *at[x & 1];
first:
    return phase;
second:
    return phase + 10;
}

int main(void) {
    for (int x = -3; x < 5; x++) {
        printf("%d %d %d %d %d", threaded(7, x), threaded(3, x), by_op(4, x), chosen(2, x),
               combine(5, x));
        printf(" %d\n", phased(2, x));
    }
    return 0;
}
