/* zlib's crc32 shape: bytes up to an 8-byte boundary, then blocks, then
   the rest. At run time the alignment takes at most 7 bytes, so there is
   at least one block; specialization, not knowing the address, follows the
   alignment loop further, to where `blocks` is 0 and `--blocks` wraps: a
   static loop of 2^64 turns on a path the program never takes. cmix makes
   `blocks` dynamic there instead of unrolling it without end. */
static unsigned long mix(unsigned long s, const unsigned char *p) {
    for (int i = 0; i < 16; i++)
        s = s * 31 + p[i];
    return s;
}

unsigned long checksum(unsigned long len, const unsigned char *buf) {
    unsigned long s = 0;
    if (len >= 23) {
        while (len && ((unsigned long)buf & 7) != 0) {
            s += *buf++;
            len--;
        }
        unsigned long blocks = len / 16;
        len -= blocks * 16;
        s = mix(s, buf);
        buf += 16;
        while (--blocks) {
            s = mix(s, buf);
            buf += 16;
        }
    }
    while (len--)
        s = s * 7 + *buf++;
    return s;
}
