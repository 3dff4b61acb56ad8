/* Several variable-length arrays in one block, at a function's top and in a
 * loop body: allocated after one saved stack level, freed together when the
 * block runs again. */
#include <stdio.h>
static double dot(int n) {
  double a[n], b[n];
  int idx[n + 1];
  for (int i = 0; i < n; i++) { a[i] = i + 0.5; b[i] = 2 * i; idx[i] = n - i; }
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[idx[i] - 1];
  return s + sizeof(a) + sizeof(idx);
}
static int loop(int m) {
  int total = 0;
  for (int k = 1; k <= m; k++) {
    char buf[k * 100], other[k];
    buf[k * 100 - 1] = (char)k; other[k - 1] = 1;
    total += buf[k * 100 - 1] + other[k - 1] + (int)sizeof buf;
  }
  return total;
}
int main(void) { printf("%g %g %d\n", dot(4), dot(10), loop(50)); return 0; }
