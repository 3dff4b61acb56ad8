/* Function pointers through identity residualization: typedefs, tables,
 * struct fields, parameters, results, comparisons, casts and library
 * callbacks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int (*binop)(int, int);
typedef int unop_fn(int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int neg(int a) { return -a; }
struct op { const char *name; binop fn; };
static const struct op ops[] = {{"add", add}, {"sub", &sub}};
static binop table[2] = {add, sub};
static int apply(unop_fn *f, int x) { return f(x) + (*f)(x); }
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static binop pick(int i) { return i ? sub : add; }
int (*pick2(int i))(int, int) { return table[i]; }
int main(void) {
    int s = 0;
    for (int i = 0; i < 2; i++) s += ops[i].fn(10, i) + table[i](3, 4) + (*table[i])(1, 2) + pick(i)(5, 1) + pick2(i)(7, 7);
    binop f = 0;
    if (f == NULL) f = add;
    if (f == add && f != sub) s += 100;
    s += apply(neg, 3);
    int v[5] = {5, 3, 9, 1, 7};
    qsort(v, 5, sizeof v[0], cmp);
    for (int i = 0; i < 5; i++) s = s * 3 + v[i];
    int (*pv)(int) = (int (*)(int))(void (*)(void))neg;
    s += pv(2) + (&neg)(1) + (**&pv)(1);
    void (*q)(void *) = free;
    q(malloc(4));
    printf("%d %s\n", s, ops[1].name);
    return 0;
}
