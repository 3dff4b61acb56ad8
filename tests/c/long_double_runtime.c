/* long double computed only by the residual program: a partly static struct
 * with a long double member, a polynomial over a static degree. In full
 * static mode the int parts are folded and the long double work stays. */
#include <stdio.h>
struct m { int n; long double scale; };
static long double poly(long double x, int n) { long double r = 1; for (int i = 0; i < n; i++) r = r * x + 0.5L; return r; }
int main(void) {
  struct m s = { 3, 1.25L };
  long double t = poly(1.1L, s.n) * s.scale;
  double d = (double)t;
  int k = (int)(t * 100);
  printf("%.21Lg %.17g %d %zu\n", t, d, k, sizeof t);
  return 0;
}
