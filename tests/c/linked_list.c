/* A self-referential struct: a singly linked list built with malloc and freed. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL) {
        exit(1);
    }
    n->value = value;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static struct node *insert_sorted(struct node *head, int value) {
    struct node **link = &head;
    while (*link && (*link)->value < value) {
        link = &(*link)->next;
    }
    struct node *n = malloc(sizeof(struct node));
    if (!n) {
        exit(1);
    }
    n->value = value;
    n->next = *link;
    *link = n;
    return head;
}

static struct node *remove_value(struct node *head, int value) {
    struct node **link = &head;
    while (*link) {
        if ((*link)->value == value) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
        } else {
            link = &(*link)->next;
        }
    }
    return head;
}

static void print_list(const char *label, const struct node *n) {
    printf("%s:", label);
    for (; n != NULL; n = n->next) {
        printf(" %d", n->value);
    }
    printf("\n");
}

static void free_list(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

static int length(const struct node *n) { return n ? 1 + length(n->next) : 0; }

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 8; i++) {
        list = push(list, i * 3 % 7);
    }
    print_list("pushed", list);
    list = reverse(list);
    print_list("reversed", list);
    list = remove_value(list, 3);
    print_list("without 3", list);
    printf("length %d\n", length(list));
    free_list(list);

    struct node *sorted = NULL;
    int input[] = {5, -2, 9, 0, 5, 13, -7, 4};
    for (int i = 0; i < 8; i++) {
        sorted = insert_sorted(sorted, input[i]);
    }
    print_list("sorted", sorted);
    free_list(sorted);

    int *arr = calloc(5, sizeof(int));
    if (!arr) {
        return 1;
    }
    arr = realloc(arr, 10 * sizeof(int));
    if (!arr) {
        return 1;
    }
    for (int i = 0; i < 10; i++) {
        arr[i] = i * i;
    }
    printf("arr[9] = %d\n", arr[9]);
    free(arr);
    return 0;
}
