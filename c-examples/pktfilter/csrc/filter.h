/* pktfilter: a packet filter that interprets a rule such as "tcp port 80",
 * in the manner of tcpdump's expressions (a much smaller language). */
#ifndef FILTER_H
#define FILTER_H

/* The rule the Rust program filters with (build.rs specializes to it). */
#define RULE "tcp dst port 80 not host 10.0.0.1"

/* A packet starts with a header of PACKET_HEADER bytes: protocol (6 tcp,
 * 17 udp, 1 icmp), source and destination ports (big-endian 16 bits),
 * source and destination addresses (big-endian 32 bits). */
#define PACKET_HEADER 13

/* util.c */
extern long packets_seen;
extern long packets_passed;
const char *skip_spaces(const char *s);
int word_is(const char *s, const char *word);
const char *parse_number(const char *s, unsigned long *value);
const char *parse_address(const char *s, unsigned long *value);
unsigned long be16(const unsigned char *p);
unsigned long be32(const unsigned char *p);

/* filter.c: 1 if the packet passes every test of the rule, 0 if not, -1
 * if the rule is malformed. */
int filter(const char *rule, const unsigned char *packet, int length);

#endif
