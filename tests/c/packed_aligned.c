/* gcc's layout attributes: packed structs (trailing, typedef'd, nested,
 * in arrays), packed and aligned members, an aligned struct; sizes and
 * offsets must be gcc's, and the bytes too. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct wire {
    unsigned char kind;
    unsigned int length;
    unsigned short port;
    double value;
} __attribute__((packed));

typedef struct {
    char tag;
    struct wire payload;
    long long stamp;
} __attribute__((__packed__)) frame;

struct mixed {
    char a;
    int b __attribute__((packed));
    char c;
    short d __attribute__((aligned(8)));
};

struct vec4 {
    float x, y, z, w;
} __attribute__((aligned(16)));

struct holder {
    char c;
    struct vec4 v;
};

/* Attributes written before the tag. */
struct __attribute__((packed)) leading {
    char c;
    int i;
};
typedef union __attribute__((__aligned__(8))) {
    char c[3];
} padded;

static unsigned sum_bytes(const void *p, size_t n) {
    const unsigned char *b = p;
    unsigned s = 0;
    for (size_t i = 0; i < n; i++) s = s * 31 + b[i];
    return s;
}

int main(void) {
    frame frames[3];
    memset(frames, 0, sizeof frames);
    for (int i = 0; i < 3; i++) {
        frames[i].tag = (char)('a' + i);
        frames[i].payload.kind = (unsigned char)(i + 1);
        frames[i].payload.length = 1000u * (unsigned)i + 7u;
        frames[i].payload.port = (unsigned short)(8080 + i);
        frames[i].payload.value = i * 1.5;
        frames[i].stamp = 123456789012LL * i;
    }
    printf("sizes %zu %zu %zu %zu %zu\n", sizeof(struct wire), sizeof(frame), sizeof(struct mixed),
           sizeof(struct vec4), sizeof(struct holder));
    printf("offsets %zu %zu %zu %zu %zu\n", offsetof(struct wire, length),
           offsetof(frame, stamp), offsetof(struct mixed, b), offsetof(struct mixed, d),
           offsetof(struct holder, v));
    printf("bytes %u\n", sum_bytes(frames, sizeof frames));
    struct leading l = {'x', 300};
    padded pd = {{1, 2, 3}};
    printf("leading %zu %zu %d %zu %d\n", sizeof l, offsetof(struct leading, i), l.i, sizeof pd,
           pd.c[2]);
    unsigned total = 0;
    for (int i = 0; i < 3; i++) total += frames[i].payload.length + frames[i].payload.port;
    struct mixed m = {1, 2, 3, 4};
    struct holder h = {'h', {1.0f, 2.0f, 3.0f, 4.0f}};
    printf("total %u %d %d %g %d\n", total, m.b + m.d, (int)m.c, (double)(h.v.x + h.v.w),
           (int)__alignof__(struct holder));
    return 0;
}
