/* Initializers: scalar, nested, designated, partial (the rest is zero),
   string-initialized char arrays, static and automatic storage. */
#include <stdio.h>

struct inner {
    int a;
    char b;
};

struct outer {
    struct inner in;
    int arr[3];
    const char *name;
    double d;
};

static int g_scalar = 42;
static int g_arr[5] = {1, 2};
static int g_zero[4];
static int g_desig[10] = {[2] = 20, [7] = 70, [3] = 30, 31};
static struct outer g_outer = {{1, 'x'}, {4, 5, 6}, "global", 2.5};
static struct outer g_partial = {.name = "partial", .arr[1] = 9};
static struct inner g_inners[] = {{1, 'a'}, [3] = {4, 'd'}, {.b = 'e'}};
static char g_str[] = "hello";
static char g_str_sized[10] = "hi";
static char g_str_exact[3] = "abc";
static const char *g_strs[] = {"x", "yy", "zzz"};
static int g_matrix[3][3] = {{1, 2, 3}, {4}, [2][2] = 9};
static int g_flat_matrix[2][3] = {{1, 2, 3}, {4}};
static double g_doubles[] = {1, 2.5f, 'A', -0.0};
static unsigned char g_bytes[] = {255, 0x80, 0};

static void print_outer(const char *label, const struct outer *o) {
    printf("%s: in={%d,%d} arr={%d,%d,%d} name=%s d=%g\n", label, o->in.a, o->in.b, o->arr[0],
           o->arr[1], o->arr[2], o->name ? o->name : "(null)", o->d);
}

static int counter(void) {
    static int calls = 0;
    static int table[3] = {100, 200, 300};
    calls++;
    return table[calls % 3] + calls;
}

int main(void) {
    printf("g_scalar=%d\n", g_scalar);
    for (int i = 0; i < 5; i++) {
        printf("%d ", g_arr[i]);
    }
    printf("| ");
    for (int i = 0; i < 4; i++) {
        printf("%d ", g_zero[i]);
    }
    printf("| ");
    for (int i = 0; i < 10; i++) {
        printf("%d ", g_desig[i]);
    }
    printf("\n");
    print_outer("g_outer", &g_outer);
    print_outer("g_partial", &g_partial);
    printf("g_inners has %d elements:", (int)(sizeof g_inners / sizeof g_inners[0]));
    for (int i = 0; i < 5; i++) {
        printf(" {%d,%d}", g_inners[i].a, g_inners[i].b);
    }
    printf("\n");
    printf("g_str=%s sizeof %d; g_str_sized=%s sizeof %d last %d; g_str_exact=%c%c%c\n", g_str,
           (int)sizeof g_str, g_str_sized, (int)sizeof g_str_sized, g_str_sized[9],
           g_str_exact[0], g_str_exact[1], g_str_exact[2]);
    printf("g_strs: %s %s %s\n", g_strs[0], g_strs[1], g_strs[2]);
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            printf("%d", g_matrix[i][j]);
        }
    }
    printf(" ");
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            printf("%d", g_flat_matrix[i][j]);
        }
    }
    printf("\n");
    printf("g_doubles: %g %g %g %g (%d)\n", g_doubles[0], g_doubles[1], g_doubles[2],
           g_doubles[3], (int)(sizeof g_doubles / sizeof g_doubles[0]));
    printf("g_bytes: %u %u %u\n", g_bytes[0], g_bytes[1], g_bytes[2]);

    /* Automatic variables with the same kinds of initializers. */
    int x = g_scalar * 2, y = x + 1;
    int arr[6] = {x, y, [4] = x + y};
    struct outer o = {.in = {.b = 'q', .a = 3}, .arr = {7, 8}, .d = x / 4.0};
    struct outer o2 = o;
    o2.in.a = -3;
    char s[] = "local";
    char s2[8] = {'a', 'b'};
    int n = 3;
    double dd[3] = {n, n * 0.5};
    struct inner ins[2] = {{1, 2}, {3, 4}};
    printf("x=%d y=%d arr=", x, y);
    for (int i = 0; i < 6; i++) {
        printf("%d ", arr[i]);
    }
    printf("\n");
    print_outer("o", &o);
    print_outer("o2", &o2);
    printf("s=%s (%d) s2=%s s2[7]=%d dd=%g,%g,%g ins=%d%d%d%d\n", s, (int)sizeof s, s2, s2[7],
           dd[0], dd[1], dd[2], ins[0].a, ins[0].b, ins[1].a, ins[1].b);
    for (int i = 0; i < 5; i++) {
        printf("counter %d\n", counter());
    }
    for (int i = 0; i < 3; i++) {
        int fresh = 10; /* re-initialized on every iteration */
        int partial[4] = {i};
        fresh += i;
        printf("fresh=%d partial=%d%d%d%d\n", fresh, partial[0], partial[1], partial[2],
               partial[3]);
    }
    return 0;
}
