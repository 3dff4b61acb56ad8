/* zlib's round trip workload: deflate and inflate generated data at
 * several levels and strategies, with small buffers (many calls of the
 * stream functions), and the two checksums. Prints sizes and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zlib.h"

#define SIZE 300000

static unsigned long next = 12345;
static unsigned rnd(void) {
    next = next * 1103515245 + 12345;
    return (unsigned)(next / 65536) % 32768;
}

/* Text-like data with repeats, runs and noise. */
static void generate(unsigned char *buf, size_t n) {
    static const char *words[] = {"deflate", "inflate", "window", "huffman",
                                  "literal", "distance", "length", "block"};
    size_t i = 0;
    while (i < n) {
        unsigned r = rnd();
        if (r % 7 == 0) {
            size_t run = 1 + rnd() % 40;
            while (run-- && i < n) buf[i++] = (unsigned char)('a' + r % 26);
        } else if (r % 5 == 0) {
            buf[i++] = (unsigned char)rnd();
        } else {
            const char *w = words[r % 8];
            while (*w && i < n) buf[i++] = (unsigned char)*w++;
            if (i < n) buf[i++] = ' ';
        }
    }
}

static int stream_deflate(const unsigned char *in, size_t n, unsigned char *out, size_t cap,
                          int level, int strategy, size_t *out_len) {
    z_stream s;
    memset(&s, 0, sizeof s);
    int r = deflateInit2(&s, level, Z_DEFLATED, 15, 8, strategy);
    if (r != Z_OK) return r;
    size_t pos = 0;
    do {
        size_t chunk = n - pos < 1000 ? n - pos : 1000;
        s.next_in = (unsigned char *)in + pos;
        s.avail_in = (unsigned)chunk;
        pos += chunk;
        int flush = pos == n ? Z_FINISH : Z_NO_FLUSH;
        do {
            size_t room = cap - s.total_out < 700 ? cap - s.total_out : 700;
            s.next_out = out + s.total_out;
            s.avail_out = (unsigned)room;
            r = deflate(&s, flush);
            if (r == Z_STREAM_ERROR) return r;
        } while (s.avail_out == 0);
    } while (pos < n);
    *out_len = s.total_out;
    return deflateEnd(&s);
}

static int stream_inflate(const unsigned char *in, size_t n, unsigned char *out, size_t cap,
                          size_t *out_len) {
    z_stream s;
    memset(&s, 0, sizeof s);
    int r = inflateInit(&s);
    if (r != Z_OK) return r;
    s.next_in = (unsigned char *)in;
    s.avail_in = (unsigned)n;
    do {
        size_t room = cap - s.total_out < 512 ? cap - s.total_out : 512;
        s.next_out = out + s.total_out;
        s.avail_out = (unsigned)room;
        r = inflate(&s, Z_NO_FLUSH);
        if (r != Z_OK && r != Z_STREAM_END) {
            inflateEnd(&s);
            return r;
        }
    } while (r != Z_STREAM_END);
    *out_len = s.total_out;
    return inflateEnd(&s);
}

int main(void) {
    unsigned char *data = malloc(SIZE), *packed = malloc(SIZE * 2), *back = malloc(SIZE);
    if (!data || !packed || !back) return 1;
    generate(data, SIZE);
    printf("crc32 %08lx adler32 %08lx\n", crc32(0L, data, SIZE), adler32(1L, data, SIZE));
    static const int levels[] = {0, 1, 6, 9};
    static const int strategies[] = {Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE};
    for (int l = 0; l < 4; l++) {
        for (int st = 0; st < 4; st++) {
            if (l == 0 && st > 0) continue;
            size_t plen = 0, blen = 0;
            int r1 = stream_deflate(data, SIZE, packed, SIZE * 2, levels[l], strategies[st], &plen);
            int r2 = stream_inflate(packed, plen, back, SIZE, &blen);
            printf("level %d strategy %d: %d %zu bytes crc %08lx, %d %zu bytes %s\n", levels[l],
                   strategies[st], r1, plen, crc32(0L, packed, (unsigned)plen), r2, blen,
                   blen == SIZE && memcmp(data, back, SIZE) == 0 ? "same" : "DIFFERENT");
        }
    }
    uLongf clen = SIZE * 2, ulen = SIZE;
    int c = compress2(packed, &clen, data, SIZE, 5);
    int u = uncompress(back, &ulen, packed, clen);
    printf("compress2 %d %lu, uncompress %d %lu %s\n", c, (unsigned long)clen, u,
           (unsigned long)ulen, ulen == SIZE && memcmp(data, back, SIZE) == 0 ? "same" : "DIFFERENT");
    /* A corrupted stream is reported, not crashed on. */
    packed[clen / 2] ^= 0x55;
    ulen = SIZE;
    printf("corrupted: %d\n", uncompress(back, &ulen, packed, clen) != Z_OK);
    printf("version %s\n", zlibVersion());
    free(data);
    free(packed);
    free(back);
    return 0;
}
