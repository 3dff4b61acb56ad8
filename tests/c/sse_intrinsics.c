/* SSE2 intrinsics from <emmintrin.h>: their bodies call gcc's x86
 * builtins, whose signatures cmix takes from the calls. */
#include <emmintrin.h>
#include <stdio.h>

static int count_byte(const char *s, int n, char c) {
    __m128i needle = _mm_set1_epi8(c);
    int count = 0, i = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i chunk = _mm_loadu_si128((const __m128i *)(s + i));
        int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, needle));
        count += __builtin_popcount((unsigned)mask);
    }
    for (; i < n; i++) count += s[i] == c;
    return count;
}

int main(int argc, char **argv) {
    (void)argv;
    char buf[64];
    for (int i = 0; i < 64; i++) buf[i] = (char)('a' + (i * (argc + 2)) % 5);
    printf("%d %d\n", count_byte(buf, 64, 'a'), count_byte(buf, 61, 'c'));
    __m128i a = _mm_loadu_si128((const __m128i *)buf);
    __m128i s = _mm_add_epi32(a, _mm_srli_epi32(a, 3));
    s = _mm_xor_si128(s, _mm_slli_epi64(a, 7));
    int out[4];
    _mm_storeu_si128((__m128i *)out, s);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    __m128d d = _mm_set_pd(argc * 1.5, 2.25);
    d = _mm_mul_pd(d, _mm_sqrt_pd(d));
    double r[2];
    _mm_storeu_pd(r, d);
    printf("%.4f %.4f %d\n", r[0], r[1], _mm_cvtsi128_si32(_mm_packs_epi32(s, s)));
    return 0;
}
