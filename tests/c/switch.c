/* switch: fallthrough, default in the middle, nested switches, switch on char
   and on enum, cases with negative values, break inside loops inside cases. */
#include <stdio.h>

static const char *classify(int n) {
    switch (n) {
    case 0:
        return "zero";
    case 1:
    case 3:
    case 5:
    case 7:
    case 9:
        return "odd digit";
    default:
        return "other";
    case 2:
    case 4:
    case 6:
    case 8:
        return "even digit";
    case -1:
        return "minus one";
    }
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
    case 4:
        r += 1000;
        /* fall through */
    case 3:
        r += 100;
        /* fall through */
    default:
        r += 10;
        /* fall through */
    case 1:
        r += 1;
        break;
    case 0:
        r = -1;
    }
    return r;
}

static int nested(char op, int kind) {
    switch (op) {
    case '+':
        switch (kind) {
        case 0:
            return 1;
        case 1:
            return 2;
        }
        return 3;
    case '-':
        switch (kind) {
        default:
            break;
        case 5:
            return 50;
        }
        return 4;
    default:
        return 0;
    }
}

static int count_vowels(const char *s) {
    int n = 0;
    for (; *s; s++) {
        switch (*s) {
        case 'a':
        case 'e':
        case 'i':
        case 'o':
        case 'u':
            n++;
            break;
        case '.':
            return n;
        }
    }
    return n;
}

int main(void) {
    for (int i = -2; i <= 10; i++) {
        printf("%d: %s, fallthrough %d\n", i, classify(i), fallthrough(i));
    }
    printf("nested: %d %d %d %d %d %d\n", nested('+', 0), nested('+', 1), nested('+', 7),
           nested('-', 5), nested('-', 1), nested('*', 0));
    printf("vowels: %d %d\n", count_vowels("partial evaluation"), count_vowels("abc.def"));
    /* A switch with a loop inside a case: break leaves the loop only. */
    int total = 0;
    for (int i = 0; i < 3; i++) {
        switch (i) {
        case 1:
            for (int j = 0; j < 10; j++) {
                if (j == 4) {
                    break;
                }
                total += j;
            }
            total += 100;
            break;
        default:
            total += 1;
        }
    }
    printf("total = %d\n", total);
    /* continue inside a switch continues the enclosing loop. */
    int evens = 0;
    for (int i = 0; i < 10; i++) {
        switch (i % 2) {
        case 1:
            continue;
        }
        evens++;
    }
    printf("evens = %d\n", evens);
    /* Switch on long long and unsigned values. */
    long long big = 5000000000LL;
    switch (big) {
    case 5000000000LL:
        printf("big matched\n");
        break;
    default:
        printf("big not matched\n");
    }
    unsigned u = 4294967295u;
    switch (u) {
    case 4294967295u:
        printf("u matched\n");
        break;
    }
    /* A switch with only a default, and one with no matching case. */
    switch (3) {
    default:
        printf("only default\n");
    }
    switch (3) {
    case 1:
        printf("no\n");
    }
    return 0;
}
