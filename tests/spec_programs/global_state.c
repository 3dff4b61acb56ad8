/* Globals in value mode with a goal other than main: the goal may be called
 * any number of times, after the program changed them. */
int counter = 0;             /* read before the goal sets it: dynamic */
int last;                    /* set before it is read: static, written back */
int scale = 2;               /* written elsewhere: unknown at the call */
int table[4] = {1, 2, 3, 4}; /* never written: static, as initialized */

void set_scale(int s) { scale = s; }

int f(int d) {
    counter++;
    last = table[1] + 10;
    int r = d * scale + last;
    /* Set under dynamic control: each return writes back its own value. */
    if (d > 0)
        last = 1;
    else
        last = 2;
    return r;
}

int main(void) {
    set_scale(3);
    return f(1) == 15 ? 0 : 1;
}
