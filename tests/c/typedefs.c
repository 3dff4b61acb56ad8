/* Typedefs of scalars, pointers, arrays, structs; typedef names used as types
   in casts, sizeof and declarations; shadowing a typedef with a variable. */
#include <stdio.h>

typedef int integer;
typedef unsigned char byte;
typedef byte *byte_ptr;
typedef int triple[3];
typedef struct node_s {
    integer value;
    struct node_s *next;
} node;
typedef node *node_ptr;
typedef const char *string;
typedef double real;
typedef real (*matrix_row)[2];

static integer sum_triple(const integer *t) { return t[0] + t[1] + t[2]; }

static real average(const real *xs, integer n) {
    real s = 0;
    for (integer i = 0; i < n; i++) {
        s += xs[i];
    }
    return s / n;
}

int main(void) {
    integer a = 5;
    byte b = (byte)300;
    byte buf[4] = {1, 2, 3, 4};
    byte_ptr bp = buf;
    triple t = {1, 2, 3};
    node n2 = {2, NULL};
    node n1 = {1, &n2};
    node_ptr np = &n1;
    string s = "typedef";
    real xs[] = {1.5, 2.5, 3.5};
    printf("a=%d b=%u bp[2]=%u sum=%d\n", a, b, bp[2], sum_triple(t));
    printf("list: %d %d\n", np->value, np->next->value);
    printf("s=%s avg=%g\n", s, average(xs, 3));
    printf("sizeof(triple)=%d sizeof(node)=%d sizeof(byte_ptr)=%d\n", (int)sizeof(triple),
           (int)sizeof(node), (int)sizeof(byte_ptr));
    printf("cast: %d\n", (integer)(real)2.9);
    {
        int integer = 7; /* a variable that shadows the typedef name */
        printf("shadowing variable: %d\n", integer * 2);
    }
    integer after = 3;
    printf("typedef usable again: %d\n", after);
    real m[2][2] = {{1, 2}, {3, 4}};
    matrix_row row = m;
    printf("row[1][0] = %g\n", row[1][0]);
    return 0;
}
