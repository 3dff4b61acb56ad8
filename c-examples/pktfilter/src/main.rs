//! Filters packets with the C packet filter specialized to one rule by
//! cmix in build.rs (`filter_spec`), and prints how many passed.
//!
//! Packets come on standard input, each as a length byte followed by that
//! many bytes; `pktfilter --generate N` writes N such packets (a fixed
//! pseudo-random sequence). `pktfilter --compare` also runs the original C
//! `filter` (which the specialized file still defines) on each packet and
//! reports how long each took.

use std::io::{Read, Write};
use std::os::raw::{c_char, c_int, c_long, c_uchar};

unsafe extern "C" {
    fn filter_spec(packet: *const c_uchar, length: c_int) -> c_int;
    fn filter(rule: *const c_char, packet: *const c_uchar, length: c_int) -> c_int;
    static packets_seen: c_long;
    static packets_passed: c_long;
}

/// The rule build.rs specialized to (filter.h's RULE).
const RULE: &[u8] = b"tcp dst port 80 not host 10.0.0.1\0";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--generate") => {
            let n = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10_000);
            generate(n);
        }
        Some("--compare") => compare(&read_packets()),
        _ => {
            let packets = read_packets();
            let (passed, checksum) = run(&packets, |p| unsafe {
                filter_spec(p.as_ptr(), p.len() as c_int)
            });
            // SAFETY: read after the calls, on this thread only.
            let (seen, counted) = unsafe { (packets_seen, packets_passed) };
            println!("{seen} {counted} {passed} {checksum}");
        }
    }
}

/// Runs `f` on every packet: how many passed, and a checksum of which.
fn run(packets: &[Vec<u8>], mut f: impl FnMut(&[u8]) -> c_int) -> (u64, u64) {
    let mut passed = 0u64;
    let mut checksum = 0u64;
    for (i, p) in packets.iter().enumerate() {
        if f(p) > 0 {
            passed += 1;
            checksum = checksum.wrapping_mul(31).wrapping_add(i as u64);
        }
    }
    (passed, checksum)
}

fn compare(packets: &[Vec<u8>]) {
    let started = std::time::Instant::now();
    let original = run(packets, |p| unsafe {
        filter(RULE.as_ptr() as *const c_char, p.as_ptr(), p.len() as c_int)
    });
    let original_time = started.elapsed();
    let started = std::time::Instant::now();
    let specialized = run(packets, |p| unsafe { filter_spec(p.as_ptr(), p.len() as c_int) });
    let specialized_time = started.elapsed();
    println!(
        "{} packets: original {original:?} in {original_time:?}, {} {specialized:?} in {specialized_time:?}",
        packets.len(),
        env!("PKTFILTER_ENTRY"),
    );
    if original != specialized {
        eprintln!("the specialized filter disagrees with the original");
        std::process::exit(1);
    }
}

fn read_packets() -> Vec<Vec<u8>> {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("cannot read standard input: {e}");
        std::process::exit(1);
    }
    let mut packets = Vec::new();
    let mut rest = &input[..];
    while let Some((&n, tail)) = rest.split_first() {
        let n = (n as usize).min(tail.len());
        packets.push(tail[..n].to_vec());
        rest = &tail[n..];
    }
    packets
}

/// N packets from a fixed xorshift sequence: mostly well-formed headers
/// with a few protocols, ports and addresses, some too short.
fn generate(n: usize) {
    let mut state = 0x2545_f491u32;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let mut out = Vec::new();
    for _ in 0..n {
        let length = 8 + (next() % 40) as usize;
        let mut p: Vec<u8> = (0..length).map(|_| next() as u8).collect();
        p[0] = [6, 17, 1, 6][(next() % 4) as usize];
        let ports = [22u16, 53, 80, 443, 8080];
        let addresses = [[10u8, 0, 0, 1], [10, 0, 0, 2], [192, 168, 1, 7]];
        let header = [ports[(next() % 5) as usize], ports[(next() % 5) as usize]];
        for (k, port) in header.iter().enumerate() {
            let at = 1 + 2 * k;
            if at + 2 <= length {
                p[at..at + 2].copy_from_slice(&port.to_be_bytes());
            }
        }
        for k in 0..2 {
            let at = 5 + 4 * k;
            if at + 4 <= length {
                p[at..at + 4].copy_from_slice(&addresses[(next() % 3) as usize]);
            }
        }
        out.push(length as u8);
        out.extend_from_slice(&p);
    }
    if let Err(e) = std::io::stdout().write_all(&out) {
        eprintln!("cannot write standard output: {e}");
        std::process::exit(1);
    }
}
