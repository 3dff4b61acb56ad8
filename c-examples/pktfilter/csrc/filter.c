/* The hot path: a rule is a sequence of tests, each optionally preceded by
 * "not", all of which must hold: "tcp", "udp", "icmp", "port N", "src port
 * N", "dst port N", "host A.B.C.D". Specialized to one rule, the parsing of
 * the rule disappears and what is left tests the packet's bytes. */
#include <stddef.h>
#include "filter.h"

/* The tests of a port: either end, the source, the destination. */
enum { EITHER, SOURCE, DESTINATION };

static int port_matches(const unsigned char *packet, int which, unsigned long port) {
    unsigned long source = be16(packet + 1);
    unsigned long destination = be16(packet + 3);
    switch (which) {
    case SOURCE:
        return source == port;
    case DESTINATION:
        return destination == port;
    default:
        return source == port || destination == port;
    }
}

int filter(const char *rule, const unsigned char *packet, int length) {
    const char *r = rule;
    int passes = 1;
    packets_seen++;
    if (length < PACKET_HEADER)
        return 0;
    for (;;) {
        int negate = 0;
        int holds;
        unsigned long value;
        r = skip_spaces(r);
        if (*r == '\0')
            break;
        if (word_is(r, "not")) {
            negate = 1;
            r = skip_spaces(r + 3);
        }
        if (word_is(r, "tcp")) {
            holds = packet[0] == 6;
            r += 3;
        } else if (word_is(r, "udp")) {
            holds = packet[0] == 17;
            r += 3;
        } else if (word_is(r, "icmp")) {
            holds = packet[0] == 1;
            r += 4;
        } else if (word_is(r, "port")) {
            r = parse_number(skip_spaces(r + 4), &value);
            holds = port_matches(packet, EITHER, value);
        } else if (word_is(r, "src") || word_is(r, "dst")) {
            int which = *r == 's' ? SOURCE : DESTINATION;
            r = skip_spaces(r + 3);
            if (!word_is(r, "port"))
                return -1;
            r = parse_number(skip_spaces(r + 4), &value);
            holds = port_matches(packet, which, value);
        } else if (word_is(r, "host")) {
            r = parse_address(skip_spaces(r + 4), &value);
            holds = be32(packet + 5) == value || be32(packet + 9) == value;
        } else {
            return -1;
        }
        if (r == NULL)
            return -1;
        if (holds == negate)
            passes = 0;
    }
    if (!passes)
        return 0;
    packets_passed++;
    return 1;
}
