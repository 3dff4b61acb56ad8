/* setjmp and longjmp under specialization: a function that calls setjmp
 * stays a residual function with its frame (a longjmp returns there with
 * whatever the run-time memory holds), and all it or its callees change is
 * dynamic; work outside its reach is still done statically. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf *handler;
static int depth;   /* changed between a setjmp and its longjmp */
static int trace[4];

static void fail(int code) {
    trace[depth % 4] = code;
    longjmp(*handler, code);
}

static int digit(const char *s, int i) {
    depth++;
    if (s[i] < '0' || s[i] > '9')
        fail(i + 1);
    return s[i] - '0';
}

/* A protected call: the error code comes back through longjmp; `sum`,
 * volatile, keeps what it held when the longjmp came. */
static int protected_sum(const char *s, int n) {
    jmp_buf here;
    jmp_buf *saved = handler;
    volatile int sum = 0;
    int status;
    handler = &here;
    status = setjmp(here);
    if (status == 0) {
        for (int i = 0; i < n; i++)
            sum += digit(s, i);
        handler = saved;
        return sum;
    }
    handler = saved;
    return -status * 100 - sum - depth;
}

int parse(const char *s, int n, int scale) {
    int total = 0;
    for (int k = 0; k < 3 && k < n; k++)
        total += scale * protected_sum(s + k, n - k);
    return total + depth;
}

/* The goal itself sets the jump, retrying up to a static count; a static
 * table is read outside the jump's reach. */
static const int weights[] = {3, 1, 4, 1, 5, 9, 2, 6};
static jmp_buf retry_point;
static int attempts;

static int weight_sum(int n) {
    int t = 0;
    for (int i = 0; i < n; i++) t += weights[i % 8];
    return t;
}

static void attempt(int x) {
    attempts++;
    if (x % 3 != 0) longjmp(retry_point, x % 3);
}

int retry(int tries, int x) {
    int w = weight_sum(tries);
    volatile int left = tries, y = x;
    if (setjmp(retry_point) != 0) {
        if (--left <= 0) return -w;
        y++;
    }
    attempt(y);
    return w + y * 10 + attempts;
}

/* sigsetjmp/siglongjmp, and a setjmp in an expression statement. */
static sigjmp_buf sig_point;
static int jumps;

static void leave(int v) { siglongjmp(sig_point, v); }

int signal_style(int k, int v) {
    volatile int r = 0;
    if (!sigsetjmp(sig_point, 1)) {
        for (int i = 0; i < k; i++) {
            r += i;
            if (i == v) leave(i + 1);
        }
        return r;
    }
    jumps++;
    return 1000 + r + jumps;
}

int main(void) {
    const char *inputs[] = {"12345", "12a45", "99999", "x", "1"};
    for (int i = 0; i < 5; i++) {
        int n = 0;
        while (inputs[i][n]) n++;
        printf("%d\n", parse(inputs[i], n, 2));
    }
    printf("trace %d %d %d %d\n", trace[0], trace[1], trace[2], trace[3]);
    for (int x = 0; x < 5; x++) {
        int a = retry(4, x);
        printf("retry %d %d\n", a, retry(1, x));
    }
    for (int v = -1; v < 4; v++)
        printf("sig %d\n", signal_style(3, v));
    return 0;
}
