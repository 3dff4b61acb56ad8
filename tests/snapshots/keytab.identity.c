/* Warnings the source program itself draws; see cmix's emit_c.rs. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#endif
#pragma GCC diagnostic ignored "-Waddress"
#pragma GCC diagnostic ignored "-Wbool-compare"
#pragma GCC diagnostic ignored "-Wbool-operation"
#pragma GCC diagnostic ignored "-Wdiv-by-zero"
#pragma GCC diagnostic ignored "-Woverflow"
#pragma GCC diagnostic ignored "-Wshift-count-negative"
#pragma GCC diagnostic ignored "-Wshift-count-overflow"
#pragma GCC diagnostic ignored "-Wshift-negative-value"
#pragma GCC diagnostic ignored "-Wshift-overflow"
#pragma GCC diagnostic ignored "-Wtautological-compare"
#pragma GCC diagnostic ignored "-Wtype-limits"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wint-in-bool-context"
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
#pragma GCC diagnostic ignored "-Wmemset-elt-size"
#pragma GCC diagnostic ignored "-Wformat-overflow"
#pragma GCC diagnostic ignored "-Wformat-truncation"
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#pragma GCC diagnostic ignored "-Wnonnull"
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

struct key;

struct key {
    char *word;
    int count;
};

int printf(const char *, ...);
static int word_compare(const char *, const char *);
int lookup(const char *);
static int is_word_char(char);
int count_keywords(const char *);
int main(void);

struct key keytab[15] = {
    [0] = { .word = "break", .count = 0 },
    [1] = { .word = "case", .count = 0 },
    [2] = { .word = "char", .count = 0 },
    [3] = { .word = "continue", .count = 0 },
    [4] = { .word = "default", .count = 0 },
    [5] = { .word = "do", .count = 0 },
    [6] = { .word = "else", .count = 0 },
    [7] = { .word = "for", .count = 0 },
    [8] = { .word = "if", .count = 0 },
    [9] = { .word = "int", .count = 0 },
    [10] = { .word = "return", .count = 0 },
    [11] = { .word = "struct", .count = 0 },
    [12] = { .word = "switch", .count = 0 },
    [13] = { .word = "void", .count = 0 },
    [14] = { .word = "while", .count = 0 },
};

static int word_compare(const char *s, const char *t)
{
    while ((int)*s == (int)*t) {
        if ((int)*s == 0) {
            return 0;
        }
        s = s + 1;
        t = t + 1;
    }
    return (int)(unsigned char)*s - (int)(unsigned char)*t;
}

int lookup(const char *word)
{
    int low;
    int high;
    int mid;
    int cond;
    int tmp;
    low = 0;
    high = 14;
    while (low <= high) {
        mid = (low + high) / 2;
        tmp = word_compare(word, keytab[mid].word);
        cond = tmp;
        if (cond < 0) {
            high = mid - 1;
        } else {
            if (cond <= 0) {
                return mid;
            }
            low = mid + 1;
        }
    }
    return -1;
}

static int is_word_char(char c)
{
    int tmp;
    if ((int)c >= 'a') {
        if ((int)c <= 'z') {
            goto L1;
        }
    }
    if ((int)c >= 'A') {
        if ((int)c <= 'Z') {
            goto L1;
        }
    }
    if ((int)c >= '0') {
        if ((int)c <= '9') {
            goto L1;
        }
    }
    if ((int)c != '_') {
        tmp = 0;
        return tmp;
    }
L1:
    tmp = 1;
    return tmp;
}

int count_keywords(const char *text)
{
    char word[32];
    int words;
    int tmp;
    int len;
    int tmp_1;
    int tmp_2;
    int k;
    int tmp_3;
    words = 0;
    while ((int)*text != 0) {
        tmp = is_word_char(*text);
        if (tmp) {
            len = 0;
            for (;;) {
                tmp_1 = is_word_char(*text);
                if (!tmp_1) {
                    break;
                }
                if (len < 31) {
                    tmp_2 = len;
                    len = tmp_2 + 1;
                    word[tmp_2] = *text;
                }
                text = text + 1;
            }
            word[len] = (char)'\000';
            words = words + 1;
            tmp_3 = lookup(word);
            k = tmp_3;
            if (k >= 0) {
                keytab[k].count = keytab[k].count + 1;
            }
        } else {
            text = text + 1;
        }
    }
    return words;
}

int main(void)
{
    const char *program;
    int words;
    int tmp;
    int i;
    int tmp_1;
    int tmp_2;
    int tmp_3;
    int tmp_4;
    program = "int main(void) {\n"
        "    int i, n = 0;\n"
        "    for (i = 0; i < 10; i++) {\n"
        "        if (i % 2) continue; else n++;\n"
        "        switch (i) { case 4: break; default: n--; }\n"
        "    }\n"
        "    while (n) do n--; while (0);\n"
        "    return n; /* int char struct */\n"
        "}\n";
    tmp = count_keywords(program);
    words = tmp;
    printf("%d words\n", words);
    i = 0;
    while (i < 15) {
        if (keytab[i].count > 0) {
            printf("%4d %s\n", keytab[i].count, keytab[i].word);
        }
        i = i + 1;
    }
    tmp_1 = lookup("while");
    tmp_2 = lookup("auto");
    tmp_3 = lookup("break");
    tmp_4 = lookup("zzz");
    printf("lookup: while=%d auto=%d break=%d zzz=%d\n", tmp_1, tmp_2, tmp_3, tmp_4);
    return 0;
}
