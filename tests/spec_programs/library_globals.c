/* A library file: the program that links it sets its configuration
 * globals before it calls `scaled`. With no `main` among the files given,
 * their values at the call are not known, though nothing here writes
 * them. `rounds` is the file's own (static, its address never taken):
 * its value is known. */
int verbose = 1;
int limit;
static int rounds = 3;

int scaled(int k, int x) {
    for (int i = 0; i < rounds; i++) {
        if (verbose) {
            x *= k;
        }
        x += limit;
    }
    return x;
}
