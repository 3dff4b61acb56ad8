/* Typedefs with gcc's aligned attribute: lowering the alignment of a
 * scalar type for unaligned reads and writes (as zstd and xxhash do),
 * raising it for a struct member; the layout and the reads must be gcc's. */
#include <stdio.h>
#include <string.h>
typedef unsigned short U16;
typedef unsigned int U32;
typedef __attribute__((aligned(1))) U16 unalign16;
typedef U32 unalign32 __attribute__((aligned(1)));
typedef unsigned long long big_aligned __attribute__((aligned(16)));
struct holder { char c; big_aligned v; unalign32 u; };
static U16 read16(const void *p) { return *(const unalign16 *)p; }
static U32 read32(const void *p) { return *(const unalign32 *)p; }
static void write32(void *p, U32 v) { *(unalign32 *)p = v; }
int main(void) {
  unsigned char buf[16];
  for (int i = 0; i < 16; i++) buf[i] = (unsigned char)(i * 17 + 3);
  U32 sum = 0;
  for (int i = 0; i < 10; i++) sum += read16(buf + i) + read32(buf + i + 1);
  write32(buf + 3, 0xdeadbeef);
  struct holder h; memset(&h, 0, sizeof h); h.v = 7; h.u = 9;
  printf("%u %u %zu %zu %zu %zu\n", sum, read32(buf + 3), sizeof(struct holder), _Alignof(unalign32), _Alignof(big_aligned), (size_t)((char *)&h.u - (char *)&h));
  return 0;
}
