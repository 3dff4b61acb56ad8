/* The goal writes into arrays the object given as a static value points
   to, and keeps the object's address: code after the goal reads the
   arrays as the goal left them. */
struct buf {
    char *data;
    int *nums;
    int n;
};

struct buf *kept;

int init(struct buf *b, int x) {
    b->data[0] = 'H';
    b->nums[1] = 42;
    kept = b;
    return x + b->n;
}

const char *kept_data(void) { return kept ? kept->data : "(none)"; }
int kept_num(int i) { return kept ? kept->nums[i] : -1; }
