/* As Lua's ldump.c: a helper taking `const void *` is called with the
 * address of a caller's `long long` and of another's `double`. Their
 * specializations are different functions: the residual helper takes the
 * caller's local by its type. (Goal main: the writer is static.) */
#include <stdio.h>
#include <string.h>
typedef int (*Writer)(const void *p, size_t sz, void *ud);
typedef struct { Writer w; void *ud; int status; } DumpState;
static void dumpBlock(DumpState *D, const void *b, size_t size) {
    if (D->status == 0 && size > 0) D->status = D->w(b, size, D->ud);
}
static void dumpNumber(DumpState *D, double x) { dumpBlock(D, &x, sizeof x); }
static void dumpInteger(DumpState *D, long long x) { dumpBlock(D, &x, sizeof x); }
int dump(Writer w, void *ud, long long i, double d, int strip) {
    DumpState D; D.w = w; D.ud = ud; D.status = 0;
    dumpInteger(D.status == 0 ? &D : &D, i);
    if (!strip) dumpNumber(&D, d);
    dumpInteger(&D, 0x5678);
    dumpNumber(&D, 370.5);
    return D.status;
}
static int wr(const void *p, size_t sz, void *ud) { unsigned char *u = ud; memcpy(u + u[0] + 1, p, sz); u[0] += sz; return 0; }
int main(int argc, char **argv) {
    unsigned char buf[64] = {0}; (void)argv;
    dump(wr, buf, argc * 1000, argc / 3.0, 0);
    for (int i = 0; i <= buf[0]; i++) printf("%02x", buf[i]); printf("\n"); return 0;
}
