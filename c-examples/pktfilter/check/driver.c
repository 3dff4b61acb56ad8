/* The unspecialized filter, driven like the Rust program: reads the same
 * packets from standard input and prints the same line. Built with
 * csrc/filter.c and csrc/util.c by tests/build_api.rs. */
#include <stdio.h>
#include "filter.h"

int main(void) {
    unsigned char packet[256];
    int n;
    unsigned long long index = 0, passed = 0, checksum = 0;
    while ((n = getchar()) != EOF) {
        size_t got = fread(packet, 1, (size_t)n, stdin);
        if (filter(RULE, packet, (int)got) > 0) {
            passed++;
            checksum = checksum * 31 + index;
        }
        index++;
    }
    printf("%ld %ld %llu %llu\n", packets_seen, packets_passed, passed, checksum);
    return 0;
}
