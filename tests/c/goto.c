/* goto: forward, backward, out of nested loops, into a loop body. */
#include <stdio.h>

static int find_pair(int target, int *pi, int *pj) {
    for (int i = 0; i < 10; i++) {
        for (int j = 0; j < 10; j++) {
            if (i * j == target) {
                *pi = i;
                *pj = j;
                goto found;
            }
        }
    }
    return 0;
found:
    return 1;
}

static int backward_sum(int n) {
    int s = 0;
    int i = 0;
again:
    s += i;
    i++;
    if (i <= n) {
        goto again;
    }
    return s;
}

static int into_loop(int n) {
    /* Jump into the middle of a loop body: the first iteration skips the head. */
    int log = 0;
    int i = 0;
    goto middle;
    for (i = 0; i < n; i++) {
        log = log * 10 + 1;
    middle:
        log = log * 10 + 2;
    }
    return log;
}

static int cleanup_pattern(int fail_at) {
    int steps = 0;
    steps |= 1;
    if (fail_at == 1) {
        goto fail1;
    }
    steps |= 2;
    if (fail_at == 2) {
        goto fail2;
    }
    steps |= 4;
    return steps;
fail2:
    steps |= 16;
fail1:
    steps |= 32;
    return -steps;
}

int main(void) {
    int i = -1, j = -1;
    int ok = find_pair(42, &i, &j);
    printf("find_pair(42) = %d (%d, %d)\n", ok, i, j);
    ok = find_pair(97, &i, &j);
    printf("find_pair(97) = %d\n", ok);
    printf("backward_sum(10) = %d\n", backward_sum(10));
    printf("into_loop(3) = %d, into_loop(0) = %d\n", into_loop(3), into_loop(0));
    for (int k = 0; k < 4; k++) {
        printf("cleanup(%d) = %d\n", k, cleanup_pattern(k));
    }
    /* A state machine written with gotos. */
    const char *input = "aabbbcab";
    int state_changes = 0;
    const char *p = input;
state_a:
    if (*p == '\0') {
        goto done;
    }
    if (*p++ == 'a') {
        goto state_a;
    }
    state_changes++;
    goto state_b;
state_b:
    if (*p == '\0') {
        goto done;
    }
    if (*p++ == 'b') {
        goto state_b;
    }
    state_changes++;
    goto state_a;
done:
    printf("state changes: %d\n", state_changes);
    return 0;
}
