#include <stdio.h>
int a_entry(int x);
int b_entry(int x);
#ifdef USE_SPEC
int mix_spec(int x);
#endif
int main(int argc, char **argv) {
    (void)argv;
    printf("a_entry=%d b_entry=%d\n", a_entry(argc), b_entry(argc));
#ifdef USE_SPEC
    printf("b's mix: %d\n", mix_spec(argc));
#else
    printf("b's mix: %d\n", b_entry(argc));
#endif
    return 0;
}
