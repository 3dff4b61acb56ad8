/* Included by both files: one struct type, however many files use it. */
struct entry {
    const char *name;
    int weight;
    struct entry *next;
};
typedef struct {
    int hits;
    int misses;
} counts_t;
extern struct entry *table;
extern counts_t counts;
int weigh(const char *name);
void build(void);
