/* A program that includes the x86 intrinsics headers (as zstd and blake3
 * do for their dispatch) without calling what cmix cannot read in them:
 * their functions over vector types and __int128 are refused only when a
 * program calls them. */
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif
#include <stdio.h>

static unsigned rotate(unsigned x, int k) {
    return (x << k) | (x >> (32 - k));
}

int main(void) {
    unsigned h = 2166136261u;
    for (int i = 0; i < 100; i++) h = rotate(h ^ (unsigned)i, 5) * 16777619u;
    printf("%08x\n", h);
    return 0;
}
