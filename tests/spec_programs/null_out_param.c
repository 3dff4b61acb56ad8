/* An optional out-parameter passed a constant null (the luaL_optlstring
 * idiom): `*len = ...` can never run there, and its run-time value once
 * broke the analysis (no cell said the statement was dynamic). `twice` is
 * defined by the test's driver, outside what cmix sees. */
int twice(int x);

static int opt(int x, int *len) {
    if (len)
        *len = twice(x);
    return x + 1;
}

int goal(int x, int mode) { return opt(x, 0) * mode; }

#ifndef TEST_DRIVER
int twice(int x) { return 2 * x; }
int main(void) { return goal(3, 2) == 8 ? 0 : 1; }
#endif
