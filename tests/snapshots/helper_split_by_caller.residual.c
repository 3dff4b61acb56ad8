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


unsigned int checksum_spec(unsigned int);
static unsigned int reverse_bits_0(unsigned int);

static const unsigned int table_table[16] = {
    [1] = 4489U,
    [2] = 8978U,
    [3] = 12955U,
    [4] = 17956U,
    [5] = 22445U,
    [6] = 25910U,
    [7] = 29887U,
    [8] = 35912U,
    [9] = 40385U,
    [10] = 44890U,
    [11] = 48851U,
    [12] = 51820U,
    [13] = 56293U,
    [14] = 59774U,
    [15] = 63735U,
};

/* checksum specialized to reflect = 1, poly = 0x1021 */
unsigned int checksum_spec(unsigned int data)
{
    unsigned int crc;
    unsigned int nibble;
    unsigned int tmp;
    crc = 65535U;
    nibble = (data >> 0) & 15U;
    crc = (crc >> 4) ^ table_table[(crc ^ nibble) & 15U];
    nibble = (data >> 4) & 15U;
    crc = (crc >> 4) ^ table_table[(crc ^ nibble) & 15U];
    nibble = (data >> 8) & 15U;
    crc = (crc >> 4) ^ table_table[(crc ^ nibble) & 15U];
    nibble = (data >> 12) & 15U;
    crc = (crc >> 4) ^ table_table[(crc ^ nibble) & 15U];
    tmp = reverse_bits_0(crc);
    crc = tmp;
    return crc ^ 65535U;
}

/* reverse_bits: width = 16 */
static unsigned int reverse_bits_0(unsigned int v)
{
    unsigned int r;
    r = 0U;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    r = (r << 1) | (v & 1U);
    v = v >> 1;
    return r;
}
