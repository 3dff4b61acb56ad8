/* const and volatile objects, pointers to const, const pointers. */
#include <stdio.h>

static const int table[5] = {2, 3, 5, 7, 11};
static const char *const names[] = {"alpha", "beta", "gamma"};
static volatile int ticks;

static int sum(const int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += p[i];
    }
    return s;
}

static void tick(void) { ticks++; }

static size_t length(const char *s) {
    const char *p = s;
    while (*p) {
        p++;
    }
    return (size_t)(p - s);
}

int main(void) {
    const int limit = 10;
    int values[10];
    for (int i = 0; i < limit; i++) {
        values[i] = i * limit;
    }
    int *const fixed = values;
    fixed[3] = -1;
    const int *moving = values;
    moving += 3;
    printf("sum(table)=%d values[3]=%d *moving=%d\n", sum(table, 5), values[3], *moving);
    for (int i = 0; i < 3; i++) {
        printf("%s has %zu letters\n", names[i], length(names[i]));
    }
    for (int i = 0; i < 5; i++) {
        tick();
    }
    volatile double vd = 1.25;
    vd *= 2;
    const volatile int cv = 9;
    printf("ticks=%d vd=%g cv=%d\n", ticks, vd, cv);
    const struct {
        int a;
        const char *b;
    } cs = {1, "const struct"};
    printf("%d %s\n", cs.a, cs.b);
    return 0;
}
