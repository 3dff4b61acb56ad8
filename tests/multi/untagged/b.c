typedef struct { long bits[16]; } set_t;
int pick(int n, set_t *s) { return (int)s->bits[n & 15]; }
/* Alike in text, another type: `word` is not the same here. */
typedef int word;
typedef struct { word w; } box_t;
int unbox(box_t *b) { return b->w; }
