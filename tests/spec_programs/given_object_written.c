/* The object a static pointer parameter is given (`--static st={0}`) is
 * fresh at each call, as a compound literal would be; the goal writes it. */
int acc(int *st, int x) {
    *st += x;
    st[1] = st[0] * 2;
    return *st + st[1];
}

int main(void) { return acc((int[]){0, 0}, 1) == 3 ? 0 : 1; }
