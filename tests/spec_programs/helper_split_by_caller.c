/* A helper with static uses and one run-time use: `reverse_bits` fills a
   table from static numbers in `table_entry`, and `checksum` also applies
   it to run-time data. Each use is dynamic only if the other one makes the
   helper's result dynamic; cmix's copy per calling function keeps the
   table static. */
static unsigned reverse_bits(unsigned v, int width) {
    unsigned r = 0;
    for (int i = 0; i < width; i++) {
        r = (r << 1) | (v & 1u);
        v >>= 1;
    }
    return r;
}

static unsigned table_entry(int reflect, unsigned poly, unsigned byte) {
    unsigned crc = reflect ? reverse_bits(byte, 8) << 8 : byte << 8;
    for (int k = 0; k < 8; k++)
        crc = crc & 0x8000u ? (crc << 1) ^ poly : crc << 1;
    crc &= 0xffffu;
    if (reflect)
        crc = reverse_bits(crc, 16);
    return crc;
}

unsigned checksum(int reflect, unsigned poly, unsigned data) {
    unsigned table[16];
    for (unsigned b = 0; b < 16; b++)
        table[b] = table_entry(reflect, poly, b);
    unsigned crc = 0xffffu;
    for (int n = 0; n < 4; n++) {
        unsigned nibble = (data >> (4 * n)) & 15u;
        crc = (crc >> 4) ^ table[(crc ^ nibble) & 15u];
    }
    if (reflect)
        crc = reverse_bits(crc, 16);
    return crc ^ 0xffffu;
}
