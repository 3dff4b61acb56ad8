/* gcc's may_alias on typedefs (with aligned, as the intrinsics headers'
 * __m128i_u), and SSE2 intrinsics that are plain C over such vector types:
 * the residual keeps the attributes, so gcc -O2 reads through them as the
 * original does. */
#include <stdio.h>
#include <string.h>
#include <emmintrin.h>
typedef unsigned int __attribute__((may_alias)) aliasing_u32;
static void copy16(void *dst, const void *src) { _mm_storeu_si128((__m128i *)dst, _mm_loadu_si128((const __m128i *)src)); }
static unsigned first_word(const float *f) { return *(const aliasing_u32 *)f; }
int main(void) {
  unsigned char a[40], b[40];
  for (int i = 0; i < 40; i++) a[i] = (unsigned char)(i * 7);
  memset(b, 0, sizeof b);
  copy16(b + 3, a + 1); copy16(b + 19, a + 17);
  float f = 1.5f;
  unsigned s = 0; for (int i = 0; i < 40; i++) s = s * 31 + b[i];
  printf("%u %x\n", s, first_word(&f));
  return 0;
}
