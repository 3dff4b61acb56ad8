/* string.h and stdlib.h functions: strlen, strcmp, strncmp, strcpy, strncpy, strcat,
   strchr, strrchr, strstr, memcpy, memmove, memset, memcmp, atoi, atol, strtol, abs, labs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
    const char *words[] = {"", "a", "apple", "apples", "banana", "Apple", "apple"};
    int n = (int)(sizeof words / sizeof words[0]);
    for (int i = 0; i < n; i++) {
        printf("strlen(\"%s\") = %zu\n", words[i], strlen(words[i]));
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            printf("%2d", sign(strcmp(words[i], words[j])));
        }
        printf("\n");
    }
    printf("strncmp = %d %d\n", sign(strncmp("apple", "apples", 5)),
           sign(strncmp("apple", "apples", 6)));
    char buf[64];
    strcpy(buf, "partial");
    strcat(buf, " ");
    strcat(buf, "evaluation");
    printf("buf = %s (%zu)\n", buf, strlen(buf));
    char small[8];
    strncpy(small, "abcdefghij", sizeof small - 1);
    small[sizeof small - 1] = '\0';
    printf("small = %s\n", small);
    printf("strchr = %s, strrchr = %s, strstr = %s\n", strchr(buf, 'a'), strrchr(buf, 'a'),
           strstr(buf, "eval"));
    printf("strchr missing is null: %d\n", strchr(buf, 'z') == NULL);
    int src[5] = {1, 2, 3, 4, 5};
    int dst[5];
    memcpy(dst, src, sizeof src);
    memmove(dst + 1, dst, 3 * sizeof(int));
    printf("dst = %d %d %d %d %d\n", dst[0], dst[1], dst[2], dst[3], dst[4]);
    memset(buf, 'x', 5);
    printf("memset: %s\n", buf);
    memset(dst, 0, sizeof dst);
    printf("zeroed: %d %d\n", dst[0], dst[4]);
    printf("memcmp: %d %d\n", sign(memcmp("abc", "abd", 3)), memcmp("abc", "abd", 2));
    printf("atoi: %d %d %d %d\n", atoi("123"), atoi("-45xyz"), atoi("  7"), atoi("x"));
    printf("atol: %ld, strtol: %ld %ld\n", atol("-9000000000"), strtol("ff", NULL, 16),
           strtol("-0777", NULL, 8));
    char *end;
    long v = strtol("42 rest", &end, 10);
    printf("strtol stopped at \"%s\" after %ld\n", end, v);
    printf("abs: %d %d %ld %lld\n", abs(-5), abs(5), labs(-70000L), llabs(-(1LL << 40)));
    div_t q = div(-17, 5);
    printf("div(-17, 5) = %d rem %d\n", q.quot, q.rem);
    char *dup = malloc(strlen(buf) + 1);
    if (!dup) {
        return 1;
    }
    strcpy(dup, buf);
    dup[0] = 'X';
    printf("dup = %s, buf = %s\n", dup, buf);
    free(dup);
    return 0;
}
