/* gcc attributes that only give diagnostics or change code generation
   without changing what the program computes: cmix drops them. */
#include <stdio.h>
#include <string.h>

struct __attribute__((designated_init)) point {
    int x, y;
};

struct tagged {
    char tag[4] __attribute__((nonstring));
    int value __attribute__((warn_if_not_aligned(4)));
};

static __thread int calls __attribute__((tls_model("initial-exec")));
static int kept __attribute__((retain, no_reorder)) = 7;

__attribute__((no_profile_instrument_function, no_split_stack, zero_call_used_regs("used"),
               patchable_function_entry(2)))
static int area(struct point p) {
    calls++;
    return p.x * p.y;
}

int main(void) {
    struct point p = {.x = 3, .y = 4};
    struct tagged t;
    int scratch __attribute__((uninitialized)) = 5;
    memcpy(t.tag, "abcd", 4);
    t.value = area(p) + scratch + kept;
    printf("%.4s %d %d\n", t.tag, t.value, calls);
    return 0;
}
