/* Counts into an array whose length only the file defining it knows. */
extern int tally[];

int count(int slot, int v) {
    if (v > 0)
        tally[slot] += v;
    else
        tally[slot + 1]--;
    return v * slot;
}
