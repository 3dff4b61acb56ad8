/* gcc's run-time CPU dispatch: __builtin_cpu_init, __builtin_cpu_supports
   and __builtin_cpu_is stay calls of the residual program. */
#include <stdio.h>

static unsigned sum_plain(const unsigned char *p, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

static unsigned sum_wide(const unsigned char *p, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) s += p[i] * 1u;
    return s;
}

int main(void) {
    __builtin_cpu_init();
    unsigned (*sum)(const unsigned char *, int) =
        __builtin_cpu_supports("sse2") ? sum_wide : sum_plain;
    const unsigned char data[] = "dispatch";
    int intel_or_amd = __builtin_cpu_is("intel") || __builtin_cpu_is("amd") || 1;
    printf("%u %d\n", sum(data, 8), intel_or_amd);
    return 0;
}
