/* mini_printf: a sprintf that interprets its format string at every call.
 *
 * mini_sprintf(out, fmt, ints, strs) writes into out the format fmt with its
 * directives replaced by the arguments, and returns the length written.
 * Directives: %[-][0][width]conv with conv one of d (an int in decimal),
 * x (an unsigned in hexadecimal), c (a character), s (a string), and %%.
 * Numbers and characters come from ints, strings from strs (cmix does not
 * take variadic function definitions).
 *
 * main formats count records with the same format (read "seed count" from
 * standard input) and prints the total length and a checksum of the output. */
#include <stdio.h>

/* Writes the digits of u in base (10 or 16) into buf backwards; returns how many. */
static int to_digits(unsigned u, unsigned base, char *buf) {
    int len = 0;
    do {
        buf[len++] = "0123456789abcdef"[u % base];
        u /= base;
    } while (u != 0);
    return len;
}

/* Writes text (len characters, sign first if any) padded to width. */
static int put_field(char *out, const char *text, int len, int reversed, int width, int left,
                     char pad) {
    int n = 0;
    int fill = width > len ? width - len : 0;
    if (!left && pad == ' ') {
        while (fill > 0) {
            out[n++] = ' ';
            fill--;
        }
    }
    if (!left && pad == '0') {
        if (reversed && text[len - 1] == '-') {
            out[n++] = '-';
            len--;
        }
        while (fill > 0) {
            out[n++] = '0';
            fill--;
        }
    }
    for (int i = 0; i < len; i++) {
        out[n++] = reversed ? text[len - 1 - i] : text[i];
    }
    while (fill > 0) {
        out[n++] = ' ';
        fill--;
    }
    return n;
}

int mini_sprintf(char *out, const char *fmt, const int *ints, const char *const *strs) {
    int n = 0;
    int ni = 0;
    int ns = 0;
    for (; *fmt != '\0'; fmt++) {
        if (*fmt != '%') {
            out[n++] = *fmt;
            continue;
        }
        fmt++;
        int left = 0;
        char pad = ' ';
        int width = 0;
        if (*fmt == '-') {
            left = 1;
            fmt++;
        }
        if (*fmt == '0') {
            pad = '0';
            fmt++;
        }
        while (*fmt >= '0' && *fmt <= '9') {
            width = width * 10 + (*fmt - '0');
            fmt++;
        }
        char buf[16];
        int len;
        switch (*fmt) {
        case 'd': {
            int v = ints[ni++];
            unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
            len = to_digits(u, 10, buf);
            if (v < 0) {
                buf[len++] = '-';
            }
            n += put_field(out + n, buf, len, 1, width, left, pad);
            break;
        }
        case 'x':
            len = to_digits((unsigned)ints[ni++], 16, buf);
            n += put_field(out + n, buf, len, 1, width, left, pad);
            break;
        case 'c':
            buf[0] = (char)ints[ni++];
            n += put_field(out + n, buf, 1, 0, width, left, ' ');
            break;
        case 's': {
            const char *s = strs[ns++];
            len = 0;
            while (s[len] != '\0') {
                len++;
            }
            n += put_field(out + n, s, len, 0, width, left, ' ');
            break;
        }
        case '%':
            out[n++] = '%';
            break;
        default:
            out[n] = '\0';
            return -1;
        }
    }
    out[n] = '\0';
    return n;
}

static unsigned long rng_state;

static unsigned next_random(void) {
    rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)(rng_state >> 33);
}

int main(void) {
    unsigned long seed;
    long count;
    if (scanf("%lu %ld", &seed, &count) != 2) {
        return 1;
    }
    rng_state = seed;
    static const char *const names[] = {"ada", "brian", "dennis", "grace", "ken", "niklaus"};
    char out[256];
    long total = 0;
    unsigned long check = 0;
    for (long k = 0; k < count; k++) {
        unsigned r = next_random();
        int ints[5] = {(int)(r % 100000) - 50000, (int)r, 'a' + (int)(r % 26), (int)(r % 1000),
                       (int)(r >> 20)};
        const char *strs[1] = {names[r % 6]};
        int len = mini_sprintf(out, "item %6d: %-8s key=%08x grade %c, %3d%% of %d\n", ints,
                               strs);
        total += len;
        check = check * 31 + (unsigned char)out[len / 2] + (unsigned char)out[len - 2];
        if (k % 4096 == 0) {
            for (int i = 0; i < len; i++) {
                check = check * 131 + (unsigned char)out[i];
            }
        }
    }
    printf("records %ld, length %ld, checksum %lu\n", count, total, check);
    printf("last: %s", out);
    return 0;
}
