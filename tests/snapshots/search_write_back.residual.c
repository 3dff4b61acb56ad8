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

struct stats;

struct stats {
    int entries;
    short first;
    short last;
    char kind;
    long total;
    unsigned char seen[4];
    double mean;
    int spare;
};

int lookup_spec(int);
static void write_back_0(void);

int table[40] __attribute__((weak));
struct stats stats __attribute__((weak));
static const unsigned char table_final_table[160] = "\000\000\000\000\b\000\000\000\020\000\000\000\025\000\000\000\035\000\000"
        "\000%\000\000\000*\000\000\0002\000\000\000:\000\000\000?\000\000\000G\000"
        "\000\000O\000\000\000T\000\000\000\\\000\000\000d\000\000\000i\000\000\000"
        "q\000\000\000y\000\000\000~\000\000\000\206\000\000\000\216\000\000\000\223"
        "\000\000\000\233\000\000\000\243\000\000\000\250\000\000\000\260\000\000"
        "\000\270\000\000\000\275\000\000\000\305\000\000\000\315\000\000\000\322"
        "\000\000\000\332\000\000\000\342\000\000\000\347\000\000\000\357\000\000"
        "\000\367\000\000\000\374\000\000\000\004\001\000\000\f\001\000\000\021\001";

/* lookup specialized to step = 7 */
int lookup_spec(int key)
{
    switch (key) {
    case 0:
        write_back_0();
        return 0;
    case 8:
        write_back_0();
        return 1;
    case 16:
        write_back_0();
        return 2;
    case 21:
        write_back_0();
        return 3;
    case 29:
        write_back_0();
        return 4;
    case 37:
        write_back_0();
        return 5;
    case 42:
        write_back_0();
        return 6;
    case 50:
        write_back_0();
        return 7;
    case 58:
        write_back_0();
        return 8;
    case 63:
        write_back_0();
        return 9;
    case 71:
        write_back_0();
        return 10;
    case 79:
        write_back_0();
        return 11;
    case 84:
        write_back_0();
        return 12;
    case 92:
        write_back_0();
        return 13;
    case 100:
        write_back_0();
        return 14;
    case 105:
        write_back_0();
        return 15;
    case 113:
        write_back_0();
        return 16;
    case 121:
        write_back_0();
        return 17;
    case 126:
        write_back_0();
        return 18;
    case 134:
        write_back_0();
        return 19;
    case 142:
        write_back_0();
        return 20;
    case 147:
        write_back_0();
        return 21;
    case 155:
        write_back_0();
        return 22;
    case 163:
        write_back_0();
        return 23;
    case 168:
        write_back_0();
        return 24;
    case 176:
        write_back_0();
        return 25;
    case 184:
        write_back_0();
        return 26;
    case 189:
        write_back_0();
        return 27;
    case 197:
        write_back_0();
        return 28;
    case 205:
        write_back_0();
        return 29;
    case 210:
        write_back_0();
        return 30;
    case 218:
        write_back_0();
        return 31;
    case 226:
        write_back_0();
        return 32;
    case 231:
        write_back_0();
        return 33;
    case 239:
        write_back_0();
        return 34;
    case 247:
        write_back_0();
        return 35;
    case 252:
        write_back_0();
        return 36;
    case 260:
        write_back_0();
        return 37;
    case 268:
        write_back_0();
        return 38;
    case 273:
        write_back_0();
        return 39;
    default:
        write_back_0();
        return -1;
    }
}

/* the globals as the goal leaves them */
static void write_back_0(void)
{
    __builtin_memcpy((void *)(unsigned char *)&table, (const void *)table_final_table, 160UL);
    stats.entries = 40;
    stats.first = (short)0;
    stats.last = (short)273;
    stats.kind = (char)'p';
    stats.total = 5499L;
    stats.seen[0] = (unsigned char)'\000';
    stats.seen[1] = (unsigned char)'\a';
    stats.seen[2] = (unsigned char)'\016';
    stats.seen[3] = (unsigned char)'\025';
    stats.mean = 137.475;
    stats.spare = -7;
    return;
}
