/* Globals initialized with addresses of other globals, of array elements, of
   struct members and of functions' static data; pointer chains between globals. */
#include <stdio.h>

struct node {
    int value;
    struct node *next;
};

int g_value = 7;
int *g_ptr = &g_value;
int **g_ptr_ptr = &g_ptr;
int g_array[5] = {10, 20, 30, 40, 50};
int *g_mid = &g_array[2];
int *g_end = g_array + 5;
const char g_text[] = "global text";
const char *g_text_ptr = g_text + 7;
const char *g_literal = "literal";

struct node g_c = {3, 0};
struct node g_b = {2, &g_c};
struct node g_a = {1, &g_b};
struct node *g_head = &g_a;
int *g_member = &g_b.value;

struct node g_ring1;
struct node g_ring2 = {22, &g_ring1};
struct node g_ring1 = {11, &g_ring2};

static long g_long = 1L << 40;
static double g_double = 1.0 / 3;
static unsigned g_unsigned = -1u;
static int g_sizes[] = {sizeof(g_array), sizeof(struct node), sizeof g_text};

int main(void) {
    printf("*g_ptr=%d **g_ptr_ptr=%d\n", *g_ptr, **g_ptr_ptr);
    *g_ptr = 8;
    printf("g_value now %d\n", g_value);
    printf("*g_mid=%d g_end-g_mid=%d g_mid[-1]=%d\n", *g_mid, (int)(g_end - g_mid), g_mid[-1]);
    printf("g_text_ptr=%s g_literal=%s\n", g_text_ptr, g_literal);
    for (struct node *n = g_head; n; n = n->next) {
        printf("node %d\n", n->value);
    }
    *g_member = 200;
    printf("g_b.value = %d\n", g_b.value);
    struct node *r = &g_ring1;
    for (int i = 0; i < 5; i++) {
        printf("%d ", r->value);
        r = r->next;
    }
    printf("\n");
    printf("g_long=%ld g_double=%.17g g_unsigned=%u\n", g_long, g_double, g_unsigned);
    printf("sizes %d %d %d\n", g_sizes[0], g_sizes[1], g_sizes[2]);
    g_ptr = &g_array[4];
    printf("**g_ptr_ptr = %d\n", **g_ptr_ptr);
    return 0;
}
