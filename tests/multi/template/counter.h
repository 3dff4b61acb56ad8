/* A "template" header: each inclusion defines one counter type and its
 * functions for NAME and SIZE (as brotli's hashers are made). */
#define PASTE2(a, b) a##b
#define PASTE(a, b) PASTE2(a, b)
typedef struct NAME {
    int slots[SIZE];
    int used;
} NAME;
static inline void PASTE(NAME, _add)(NAME *c, int v) {
    c->slots[c->used % SIZE] += v;
    c->used++;
}
#undef PASTE
#undef PASTE2
