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
#pragma GCC diagnostic ignored "-Wint-to-pointer-cast"
#pragma GCC diagnostic ignored "-Wpointer-to-int-cast"
#pragma GCC diagnostic ignored "-Wbuiltin-declaration-mismatch"
#pragma GCC diagnostic ignored "-Wformat-contains-nul"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wformat-zero-length"
#pragma GCC diagnostic ignored "-Wformat-overflow"
#pragma GCC diagnostic ignored "-Wformat-truncation"
#pragma GCC diagnostic ignored "-Wrestrict"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Winfinite-recursion"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"


long histogram_spec(const int *, int, int *);
static long weighted_0(void);
static long weighted_1(void);
static long weighted_2(void);
static long weighted_3(void);
static long weighted_4(void);
static long weighted_5(void);
static long weighted_6(void);
static long weighted_7(void);
static long weighted_8(void);
static long weighted_9(void);
static long weighted_10(void);
static long weighted_11(void);
static long weighted_12(void);
static long weighted_13(void);
static long weighted_14(void);
static long weighted_15(void);
static int hit_0(int);

static int alloc_0;
static int alloc_1;
static int alloc_2;
static int alloc_3;
static int alloc_4;
static int alloc_5;
static int alloc_6;
static int alloc_7;
static int alloc_8;
static int alloc_9;
static int alloc_10;
static int alloc_11;
static int alloc_12;
static int alloc_13;
static int alloc_14;

long histogram_spec(const int *samples, int n, int *misses)
{
    int i;
    long tmp;
    long sum;
    int tmp_1;
    alloc_0 = 0;
    alloc_1 = 0;
    alloc_2 = 0;
    alloc_3 = 0;
    alloc_4 = 0;
    alloc_5 = 0;
    alloc_6 = 0;
    alloc_7 = 0;
    alloc_8 = 0;
    alloc_9 = 0;
    alloc_10 = 0;
    alloc_11 = 0;
    alloc_12 = 0;
    alloc_13 = 0;
    alloc_14 = 0;
    *misses = 0;
    i = 0;
    while (i < n) {
        tmp_1 = hit_0(samples[i]);
        if (!tmp_1) {
            *misses = *misses + 1;
        }
        i = i + 1;
    }
    tmp = weighted_0();
    sum = tmp;
    return sum;
}

/* weighted: t = &heap block 0 */
static long weighted_0(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_1();
    tmp_1 = weighted_9();
    return tmp + 50L * (long)alloc_0 + tmp_1;
}

/* weighted: t = &heap block 1 */
static long weighted_1(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_2();
    tmp_1 = weighted_6();
    return tmp + 20L * (long)alloc_1 + tmp_1;
}

/* weighted: t = &heap block 3 */
static long weighted_2(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_3();
    tmp_1 = weighted_5();
    return tmp + 10L * (long)alloc_3 + tmp_1;
}

/* weighted: t = &heap block 7 */
static long weighted_3(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 5L * (long)alloc_7 + tmp_1;
}

/* weighted: t = NULL */
static long weighted_4(void)
{
    return 0L;
}

/* weighted: t = &heap block 8 */
static long weighted_5(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 15L * (long)alloc_8 + tmp_1;
}

/* weighted: t = &heap block 4 */
static long weighted_6(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_7();
    tmp_1 = weighted_8();
    return tmp + 30L * (long)alloc_4 + tmp_1;
}

/* weighted: t = &heap block 9 */
static long weighted_7(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 25L * (long)alloc_9 + tmp_1;
}

/* weighted: t = &heap block 10 */
static long weighted_8(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 35L * (long)alloc_10 + tmp_1;
}

/* weighted: t = &heap block 2 */
static long weighted_9(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_10();
    tmp_1 = weighted_13();
    return tmp + 80L * (long)alloc_2 + tmp_1;
}

/* weighted: t = &heap block 5 */
static long weighted_10(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_11();
    tmp_1 = weighted_12();
    return tmp + 70L * (long)alloc_5 + tmp_1;
}

/* weighted: t = &heap block 11 */
static long weighted_11(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 65L * (long)alloc_11 + tmp_1;
}

/* weighted: t = &heap block 12 */
static long weighted_12(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 75L * (long)alloc_12 + tmp_1;
}

/* weighted: t = &heap block 6 */
static long weighted_13(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_14();
    tmp_1 = weighted_15();
    return tmp + 90L * (long)alloc_6 + tmp_1;
}

/* weighted: t = &heap block 13 */
static long weighted_14(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 85L * (long)alloc_13 + tmp_1;
}

/* weighted: t = &heap block 14 */
static long weighted_15(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 95L * (long)alloc_14 + tmp_1;
}

/* hit: t = &heap block 0 */
static int hit_0(int key)
{
    if (key == 50) {
        alloc_0 = alloc_0 + 1;
        return 1;
    }
    if (key < 50) {
        if (key == 20) {
            alloc_1 = alloc_1 + 1;
            return 1;
        }
        if (key < 20) {
            if (key == 10) {
                alloc_3 = alloc_3 + 1;
                return 1;
            }
            if (key < 10) {
                if (key == 5) {
                    alloc_7 = alloc_7 + 1;
                    return 1;
                }
                return 0;
            }
            if (key == 15) {
                alloc_8 = alloc_8 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 30) {
            alloc_4 = alloc_4 + 1;
            return 1;
        }
        if (key < 30) {
            if (key == 25) {
                alloc_9 = alloc_9 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 35) {
            alloc_10 = alloc_10 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 80) {
        alloc_2 = alloc_2 + 1;
        return 1;
    }
    if (key < 80) {
        if (key == 70) {
            alloc_5 = alloc_5 + 1;
            return 1;
        }
        if (key < 70) {
            if (key == 65) {
                alloc_11 = alloc_11 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 75) {
            alloc_12 = alloc_12 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 90) {
        alloc_6 = alloc_6 + 1;
        return 1;
    }
    if (key < 90) {
        if (key == 85) {
            alloc_13 = alloc_13 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 95) {
        alloc_14 = alloc_14 + 1;
        return 1;
    }
    return 0;
}
