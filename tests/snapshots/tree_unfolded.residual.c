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

static int t __attribute__((aligned(16)));
static int t_1 __attribute__((aligned(16)));
static int t_2 __attribute__((aligned(16)));
static int t_3 __attribute__((aligned(16)));
static int t_4 __attribute__((aligned(16)));
static int t_5 __attribute__((aligned(16)));
static int t_6 __attribute__((aligned(16)));
static int t_7 __attribute__((aligned(16)));
static int t_8 __attribute__((aligned(16)));
static int t_9 __attribute__((aligned(16)));
static int t_10 __attribute__((aligned(16)));
static int t_11 __attribute__((aligned(16)));
static int t_12 __attribute__((aligned(16)));
static int t_13 __attribute__((aligned(16)));
static int t_14 __attribute__((aligned(16)));

long histogram_spec(const int *samples, int n, int *misses)
{
    int i;
    long tmp;
    long sum;
    int tmp_1;
    t = 0;
    t_1 = 0;
    t_2 = 0;
    t_3 = 0;
    t_4 = 0;
    t_5 = 0;
    t_6 = 0;
    t_7 = 0;
    t_8 = 0;
    t_9 = 0;
    t_10 = 0;
    t_11 = 0;
    t_12 = 0;
    t_13 = 0;
    t_14 = 0;
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
    return tmp + 50L * (long)t + tmp_1;
}

/* weighted: t = &heap block 1 */
static long weighted_1(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_2();
    tmp_1 = weighted_6();
    return tmp + 20L * (long)t_1 + tmp_1;
}

/* weighted: t = &heap block 3 */
static long weighted_2(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_3();
    tmp_1 = weighted_5();
    return tmp + 10L * (long)t_3 + tmp_1;
}

/* weighted: t = &heap block 7 */
static long weighted_3(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 5L * (long)t_7 + tmp_1;
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
    return tmp + 15L * (long)t_8 + tmp_1;
}

/* weighted: t = &heap block 4 */
static long weighted_6(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_7();
    tmp_1 = weighted_8();
    return tmp + 30L * (long)t_4 + tmp_1;
}

/* weighted: t = &heap block 9 */
static long weighted_7(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 25L * (long)t_9 + tmp_1;
}

/* weighted: t = &heap block 10 */
static long weighted_8(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 35L * (long)t_10 + tmp_1;
}

/* weighted: t = &heap block 2 */
static long weighted_9(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_10();
    tmp_1 = weighted_13();
    return tmp + 80L * (long)t_2 + tmp_1;
}

/* weighted: t = &heap block 5 */
static long weighted_10(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_11();
    tmp_1 = weighted_12();
    return tmp + 70L * (long)t_5 + tmp_1;
}

/* weighted: t = &heap block 11 */
static long weighted_11(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 65L * (long)t_11 + tmp_1;
}

/* weighted: t = &heap block 12 */
static long weighted_12(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 75L * (long)t_12 + tmp_1;
}

/* weighted: t = &heap block 6 */
static long weighted_13(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_14();
    tmp_1 = weighted_15();
    return tmp + 90L * (long)t_6 + tmp_1;
}

/* weighted: t = &heap block 13 */
static long weighted_14(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 85L * (long)t_13 + tmp_1;
}

/* weighted: t = &heap block 14 */
static long weighted_15(void)
{
    long tmp;
    long tmp_1;
    tmp = weighted_4();
    tmp_1 = weighted_4();
    return tmp + 95L * (long)t_14 + tmp_1;
}

/* hit: t = &heap block 0 */
static int hit_0(int key)
{
    if (key == 50) {
        t = t + 1;
        return 1;
    }
    if (key < 50) {
        if (key == 20) {
            t_1 = t_1 + 1;
            return 1;
        }
        if (key < 20) {
            if (key == 10) {
                t_3 = t_3 + 1;
                return 1;
            }
            if (key < 10) {
                if (key == 5) {
                    t_7 = t_7 + 1;
                    return 1;
                }
                return 0;
            }
            if (key == 15) {
                t_8 = t_8 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 30) {
            t_4 = t_4 + 1;
            return 1;
        }
        if (key < 30) {
            if (key == 25) {
                t_9 = t_9 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 35) {
            t_10 = t_10 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 80) {
        t_2 = t_2 + 1;
        return 1;
    }
    if (key < 80) {
        if (key == 70) {
            t_5 = t_5 + 1;
            return 1;
        }
        if (key < 70) {
            if (key == 65) {
                t_11 = t_11 + 1;
                return 1;
            }
            return 0;
        }
        if (key == 75) {
            t_12 = t_12 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 90) {
        t_6 = t_6 + 1;
        return 1;
    }
    if (key < 90) {
        if (key == 85) {
            t_13 = t_13 + 1;
            return 1;
        }
        return 0;
    }
    if (key == 95) {
        t_14 = t_14 + 1;
        return 1;
    }
    return 0;
}
