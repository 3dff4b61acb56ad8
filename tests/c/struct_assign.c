/* Struct assignment, structs passed and returned by value, copies are independent. */
#include <stdio.h>

struct vec {
    double x, y, z;
};

struct pair {
    int key;
    struct vec v;
    char tag[4];
};

static struct vec add(struct vec a, struct vec b) {
    struct vec r;
    r.x = a.x + b.x;
    r.y = a.y + b.y;
    r.z = a.z + b.z;
    return r;
}

static struct vec scale(struct vec a, double k) {
    a.x *= k;
    a.y *= k;
    a.z *= k;
    return a;
}

static double dot(struct vec a, struct vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static struct pair make_pair(int key, struct vec v) {
    struct pair p = {key, v, "abc"};
    return p;
}

static void print_vec(const char *name, struct vec v) {
    printf("%s = (%g, %g, %g)\n", name, v.x, v.y, v.z);
}

int main(void) {
    struct vec a = {1, 2, 3};
    struct vec b = {0.5, -1, 4};
    struct vec c = add(a, b);
    print_vec("a+b", c);
    print_vec("2a", scale(a, 2));
    print_vec("a still", a);
    printf("a.b = %g, |c|^2 = %g\n", dot(a, b), dot(c, c));
    printf("add(a,b).y = %g\n", add(a, b).y);

    struct vec d = a;
    d.x = 100;
    print_vec("d", d);
    print_vec("a", a);

    struct pair p = make_pair(7, c);
    struct pair q;
    q = p;
    q.tag[0] = 'X';
    q.v.z = -1;
    printf("p = %d %s %g, q = %d %s %g\n", p.key, p.tag, p.v.z, q.key, q.tag, q.v.z);

    struct pair arr[3];
    arr[0] = p;
    arr[1] = q;
    arr[2] = arr[0];
    arr[2].key = 9;
    for (int i = 0; i < 3; i++) {
        printf("arr[%d] = %d %s %g\n", i, arr[i].key, arr[i].tag, arr[i].v.x);
    }
    struct pair *pp = &arr[1];
    struct pair copy = *pp;
    pp->key = 42;
    printf("copy.key = %d, arr[1].key = %d\n", copy.key, arr[1].key);
    struct vec chain;
    struct vec other;
    chain = other = b;
    print_vec("chain", chain);
    print_vec("other", other);
    return 0;
}
