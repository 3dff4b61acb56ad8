/* Non-local jumps as real C uses them: a stack of error handlers kept in
 * the callers' frames (Lua's style: the thrower writes a status into the
 * handler's frame), longjmp out of deep recursion, a jmp_buf inside a
 * struct, a retry loop around setjmp, volatile locals changed after the
 * setjmp, and sigsetjmp/siglongjmp. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

struct handler {
    struct handler *previous;
    jmp_buf buf;
    volatile int status;
};

struct state {
    struct handler *top;
    int calls;
    char log[64];
};

static void throw_error(struct state *s, int status) {
    s->top->status = status;
    longjmp(s->top->buf, 1);
}

static int protected_call(struct state *s, int (*fn)(struct state *, int), int arg) {
    struct handler h;
    h.previous = s->top;
    h.status = 0;
    s->top = &h;
    if (setjmp(h.buf) == 0) {
        int r = fn(s, arg);
        s->top = h.previous;
        return r;
    }
    s->top = h.previous;
    return -h.status;
}

static int deep(struct state *s, int n) {
    s->calls++;
    if (n == 0) throw_error(s, 7);
    if (n < 0) return 100;
    return deep(s, n - 1) + 1;
}

static int nested(struct state *s, int n) {
    int inner = protected_call(s, deep, n);
    size_t len = strlen(s->log);
    if (len + 8 < sizeof s->log)
        snprintf(s->log + len, sizeof s->log - len, "%d,", inner);
    if (inner < 0 && n > 1) throw_error(s, 40 + n);
    return inner * 2;
}

static jmp_buf loop_point;

static int risky(int i) {
    if (i % 4 == 3) longjmp(loop_point, i);
    return i * i;
}

static int retry_loop(int n) {
    volatile int total = 0;
    volatile int i = 0;
    int caught = setjmp(loop_point);
    if (caught) {
        total -= caught;
        i++;
    }
    for (; i < n; i++) total += risky(i);
    return total;
}

static sigjmp_buf sig_point;

static int with_signals(int k) {
    volatile int steps = 0;
    if (sigsetjmp(sig_point, 0) == 0) {
        while (1) {
            steps++;
            if (steps >= k) siglongjmp(sig_point, 2);
        }
    }
    return steps;
}

int main(void) {
    struct state s;
    memset(&s, 0, sizeof s);
    for (int n = -1; n < 5; n++) {
        int r = protected_call(&s, nested, n);
        printf("nested(%d) = %d, calls %d\n", n, r, s.calls);
    }
    printf("log %s, top %s\n", s.log, s.top ? "set" : "null");
    for (int n = 0; n < 12; n += 3) printf("retry_loop(%d) = %d\n", n, retry_loop(n));
    for (int k = 1; k < 4; k++) printf("with_signals(%d) = %d\n", k, with_signals(k));
    return 0;
}
