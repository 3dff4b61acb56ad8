/* list: a linked list of nodes built with malloc, holding a key, a next
 * pointer and data, with a lookup by key.
 *
 * A list built from static data is a static heap structure: with the list
 * static and the key dynamic, specialization unrolls the lookup into a chain
 * of comparisons against the keys, returning the data as constants. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int key;
    struct node *next;
    int data;
};

struct node *cons(int key, int data, struct node *next) {
    struct node *n = malloc(sizeof(struct node));
    if (n == NULL) {
        printf("out of memory\n");
        exit(1);
    }
    n->key = key;
    n->data = data;
    n->next = next;
    return n;
}

/* The data stored under key, or -1 when the key is absent. */
int lookup(struct node *list, int key) {
    while (list != NULL) {
        if (list->key == key) {
            return list->data;
        }
        list = list->next;
    }
    return -1;
}

struct node *build(int n) {
    struct node *list = NULL;
    for (int i = n; i > 0; i--) {
        list = cons(i * 10, i * i, list);
    }
    return list;
}

void free_list(struct node *list) {
    while (list != NULL) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
}

/* Builds a list of four nodes with keys 10..40 and data base + 1..4, looks
 * key up and frees the list. With nothing static but the list's shape,
 * specialization turns the nodes into variables holding only their data, and
 * the lookup into comparisons with the keys (book example 11.12). */
int lookup_in_built(int base, int key) {
    struct node *list = NULL;
    for (int i = 4; i > 0; i--) {
        list = cons(i * 10, base + i, list);
    }
    int r = lookup(list, key);
    free_list(list);
    return r;
}

int main(void) {
    struct node *list = build(6);
    for (int key = 0; key <= 70; key += 5) {
        printf("lookup(%d) = %d\n", key, lookup(list, key));
    }
    list = cons(25, 999, list);
    printf("after cons: lookup(25) = %d, lookup(20) = %d\n", lookup(list, 25), lookup(list, 20));
    free_list(list);
    printf("empty list: %d\n", lookup(NULL, 10));
    for (int key = 0; key <= 45; key += 5) {
        printf("lookup_in_built(100, %d) = %d\n", key, lookup_in_built(100, key));
    }
    return 0;
}
