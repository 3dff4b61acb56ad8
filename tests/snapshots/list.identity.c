/* Warnings the source program itself draws; see cmix's emit_c.rs. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#endif
#pragma GCC diagnostic ignored "-Waddress"
#pragma GCC diagnostic ignored "-Wbool-compare"
#pragma GCC diagnostic ignored "-Wbool-operation"
#pragma GCC diagnostic ignored "-Wdiv-by-zero"
#pragma GCC diagnostic ignored "-Woverflow"
#pragma GCC diagnostic ignored "-Wshift-count-negative"
#pragma GCC diagnostic ignored "-Wshift-count-overflow"
#pragma GCC diagnostic ignored "-Wshift-negative-value"
#pragma GCC diagnostic ignored "-Wshift-overflow"
#pragma GCC diagnostic ignored "-Wtautological-compare"
#pragma GCC diagnostic ignored "-Wtype-limits"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wint-in-bool-context"
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
#pragma GCC diagnostic ignored "-Wmemset-elt-size"
#pragma GCC diagnostic ignored "-Wformat-overflow"
#pragma GCC diagnostic ignored "-Wformat-truncation"
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#pragma GCC diagnostic ignored "-Wnonnull"
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

struct node;

struct node {
    int key;
    struct node *next;
    int data;
};

int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
void exit(int);
struct node *cons(int, int, struct node *);
int lookup(struct node *, int);
struct node *build(int);
void free_list(struct node *);
int lookup_in_built(int, int);
int main(void);

struct node *cons(int key, int data, struct node *next)
{
    struct node *n;
    void *tmp;
    tmp = malloc(24UL);
    n = (struct node *)tmp;
    if (n == (struct node *)(void *)0) {
        printf("out of memory\n");
        exit(1);
    }
    n->key = key;
    n->data = data;
    n->next = next;
    return n;
}

int lookup(struct node *list, int key)
{
    while (list != (struct node *)(void *)0) {
        if (list->key == key) {
            return list->data;
        }
        list = list->next;
    }
    return -1;
}

struct node *build(int n)
{
    struct node *list;
    int i;
    struct node *tmp;
    list = (struct node *)(void *)0;
    i = n;
    while (i > 0) {
        tmp = cons(i * 10, i * i, list);
        list = tmp;
        i = i - 1;
    }
    return list;
}

void free_list(struct node *list)
{
    struct node *next;
    while (list != (struct node *)(void *)0) {
        next = list->next;
        free((void *)list);
        list = next;
    }
    return;
}

int lookup_in_built(int base, int key)
{
    struct node *list;
    int i;
    struct node *tmp;
    int r;
    int tmp_1;
    list = (struct node *)(void *)0;
    i = 4;
    while (i > 0) {
        tmp = cons(i * 10, base + i, list);
        list = tmp;
        i = i - 1;
    }
    tmp_1 = lookup(list, key);
    r = tmp_1;
    free_list(list);
    return r;
}

int main(void)
{
    struct node *list;
    struct node *tmp;
    int key;
    int tmp_1;
    struct node *tmp_2;
    int tmp_3;
    int tmp_4;
    int tmp_5;
    int key_1;
    int tmp_6;
    tmp = build(6);
    list = tmp;
    key = 0;
    while (key <= 70) {
        tmp_1 = lookup(list, key);
        printf("lookup(%d) = %d\n", key, tmp_1);
        key = key + 5;
    }
    tmp_2 = cons(25, 999, list);
    list = tmp_2;
    tmp_3 = lookup(list, 25);
    tmp_4 = lookup(list, 20);
    printf("after cons: lookup(25) = %d, lookup(20) = %d\n", tmp_3, tmp_4);
    free_list(list);
    tmp_5 = lookup((struct node *)(void *)0, 10);
    printf("empty list: %d\n", tmp_5);
    key_1 = 0;
    while (key_1 <= 45) {
        tmp_6 = lookup_in_built(100, key_1);
        printf("lookup_in_built(100, %d) = %d\n", key_1, tmp_6);
        key_1 = key_1 + 5;
    }
    return 0;
}
