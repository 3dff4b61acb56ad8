/* gcc's local labels (__label__): one per block or statement expression,
 * so that a macro using a label can be expanded twice in one function;
 * a label table of a static local; a labeled last statement giving a
 * statement expression its value. */
#include <stdio.h>
#define TWICE(x) ({ __label__ out; int r_ = (x); if (r_ < 0) goto out; r_ *= 2; out: r_; })
static int doit(int x) {
  __label__ lbl1, lbl2;
  static void *jtab[2] = { &&lbl1, &&lbl2 };
  goto *jtab[x];
lbl1:
  return 1;
lbl2:
  return 2;
}
int main(void) {
  int a = TWICE(3), b = TWICE(-4), c = TWICE(a);
  printf("%d %d %d %d %d\n", a, b, c, doit(0), doit(1));
  { __label__ lbl1; goto lbl1; printf("skipped\n"); lbl1: printf("inner\n"); }
  goto lbl1;
  lbl1: printf("outer\n");
  return 0;
}
