/* bzip2's round trip workload: compress a generated file at several block
 * sizes through the streaming API with small buffers, decompress it back,
 * and the one-call buffer functions. Prints sizes and a hash of the
 * compressed bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bzlib.h"

#define SIZE 250000

static unsigned long state = 2463534242UL;
static unsigned rnd(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (unsigned)(state & 0xffffffffUL);
}

static void generate(char *buf, size_t n) {
    static const char *lines[] = {"GET /index.html 200\n", "POST /api/v1/items 201\n",
                                  "GET /favicon.ico 404\n", "DELETE /api/v1/items/7 204\n"};
    size_t i = 0;
    while (i < n) {
        unsigned r = rnd();
        if (r % 11 == 0) {
            size_t run = r % 300;
            while (run-- && i < n) buf[i++] = 'z';
        } else if (r % 3 == 0) {
            buf[i++] = (char)(r >> 8);
        } else {
            const char *l = lines[r % 4];
            while (*l && i < n) buf[i++] = *l++;
        }
    }
}

static unsigned long hash(const char *p, size_t n) {
    unsigned long h = 5381;
    for (size_t i = 0; i < n; i++) h = h * 33 + (unsigned char)p[i];
    return h & 0xffffffffUL;
}

static int stream_compress(char *in, size_t n, char *out, size_t cap, int block, size_t *len) {
    bz_stream s;
    memset(&s, 0, sizeof s);
    int r = BZ2_bzCompressInit(&s, block, 0, 30);
    if (r != BZ_OK) return r;
    size_t pos = 0, done = 0;
    do {
        size_t chunk = n - pos < 4096 ? n - pos : 4096;
        s.next_in = in + pos;
        s.avail_in = (unsigned)chunk;
        pos += chunk;
        int action = pos == n ? BZ_FINISH : BZ_RUN;
        do {
            s.next_out = out + done;
            s.avail_out = (unsigned)(cap - done < 1500 ? cap - done : 1500);
            unsigned before = s.avail_out;
            r = BZ2_bzCompress(&s, action);
            done += before - s.avail_out;
            if (r < 0) return r;
        } while (action == BZ_FINISH ? r != BZ_STREAM_END : s.avail_in > 0);
    } while (pos < n);
    *len = done;
    return BZ2_bzCompressEnd(&s);
}

static int stream_decompress(char *in, size_t n, char *out, size_t cap, size_t *len) {
    bz_stream s;
    memset(&s, 0, sizeof s);
    int r = BZ2_bzDecompressInit(&s, 0, 0);
    if (r != BZ_OK) return r;
    s.next_in = in;
    s.avail_in = (unsigned)n;
    size_t done = 0;
    do {
        s.next_out = out + done;
        s.avail_out = (unsigned)(cap - done < 999 ? cap - done : 999);
        unsigned before = s.avail_out;
        r = BZ2_bzDecompress(&s);
        done += before - s.avail_out;
        if (r < 0) break;
    } while (r != BZ_STREAM_END);
    *len = done;
    BZ2_bzDecompressEnd(&s);
    return r;
}

int main(void) {
    char *data = malloc(SIZE), *packed = malloc(SIZE * 2), *back = malloc(SIZE);
    if (!data || !packed || !back) return 1;
    generate(data, SIZE);
    printf("data hash %08lx\n", hash(data, SIZE));
    for (int block = 1; block <= 9; block += 4) {
        size_t plen = 0, blen = 0;
        int r1 = stream_compress(data, SIZE, packed, SIZE * 2, block, &plen);
        int r2 = stream_decompress(packed, plen, back, SIZE, &blen);
        printf("block %d: %d %zu bytes hash %08lx, %d %zu bytes %s\n", block, r1, plen,
               hash(packed, plen), r2, blen,
               blen == SIZE && memcmp(data, back, SIZE) == 0 ? "same" : "DIFFERENT");
    }
    unsigned olen = SIZE * 2, ulen = SIZE;
    int c = BZ2_bzBuffToBuffCompress(packed, &olen, data, SIZE, 9, 0, 0);
    int u = BZ2_bzBuffToBuffDecompress(back, &ulen, packed, olen, 1, 0);
    printf("buffers: %d %u, %d %u %s\n", c, olen, u, ulen,
           ulen == SIZE && memcmp(data, back, SIZE) == 0 ? "same" : "DIFFERENT");
    packed[olen / 2] ^= 0x21;
    ulen = SIZE;
    printf("corrupted: %d\n", BZ2_bzBuffToBuffDecompress(back, &ulen, packed, olen, 0, 0));
    printf("version %s\n", BZ2_bzlibVersion());
    free(data);
    free(packed);
    free(back);
    return 0;
}
