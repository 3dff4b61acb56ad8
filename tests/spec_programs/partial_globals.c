/* Only the parts of a global that the program writes are unknown when a
 * goal other than main is called: the never-written fields of a table stay
 * static, a written one read before it is set becomes dynamic, and the
 * static parts the goal sets are written back at its returns. */
struct entry {
    int key;  /* never written: static */
    int hits; /* written, and read before set: dynamic */
    int last; /* set before it is read: static, written back */
};

struct entry table[4] = {{3, 0, 0}, {5, 0, 0}, {8, 0, 0}, {13, 0, 0}};
int rounds;

int find(int k) {
    rounds = 4;
    table[0].last = 1;
    /* Under dynamic control but not in a loop: stays static. */
    if (k > 6)
        table[3].last = table[0].last + 7;
    else
        table[3].last = 9;
    for (int i = 0; i < 4; i++) {
        if (table[i].key == k) {
            table[i].hits++;
            return i + table[3].last * 100;
        }
    }
    return -1;
}

int main(void) { return find(8) == 802 ? 0 : 1; }
