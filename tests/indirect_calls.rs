//! Random programs that call through function pointers (csmith makes
//! none): tables of handlers, const and written, struct fields, pointers
//! passed down and returned, comparisons, a comparator given to `qsort` and
//! recursion through a pointer. Each goes through cmix in three modes, as
//! the csmith suite does: the identity (`--all-dynamic`), full static
//! evaluation (`--goal main`, everything static) and mixed binding times
//! (some globals `--dynamic`), and every residual program must print what
//! the original prints. `INDIRECT_CALLS_COUNT` (default 24) sets how many
//! programs; `INDIRECT_CALLS_SEED` the first seed; `INDIRECT_CALLS_KEEP=1`
//! keeps each program's directory; `.ci/run` runs more.

mod common;

use std::fmt::Write as _;
use std::process::Command;
use std::time::Duration;

use common::{TempDir, cmix, line_diff, parallel_map, run_with_timeout};

const TIMEOUT: Duration = Duration::from_secs(60);

/// xorshift64*: small, deterministic, and enough for program shapes.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const GLOBALS: usize = 4;
const TABLE: usize = 4;

/// An unsigned expression over `vars` and the globals (no undefined
/// behaviour: unsigned arithmetic, masked shifts, guarded division).
fn expr(rng: &mut Rng, vars: &[&str], depth: u32) -> String {
    if depth == 0 || rng.chance(30) {
        return match rng.below(3) {
            0 => format!("{}u", rng.below(50)),
            1 => format!("g{}", rng.below(GLOBALS)),
            _ => vars[rng.below(vars.len())].to_string(),
        };
    }
    let a = expr(rng, vars, depth - 1);
    let b = expr(rng, vars, depth - 1);
    match rng.below(7) {
        0 => format!("({a} + {b})"),
        1 => format!("({a} - {b})"),
        2 => format!("({a} * {b})"),
        3 => format!("({a} ^ {b})"),
        4 => format!("({a} >> ({b} & 7u))"),
        5 => format!("({b} ? {a} / {b} : {a})"),
        _ => format!("({a} < {b} ? {a} : {b})"),
    }
}

/// One program; `seed` decides its shape.
fn program(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let nfuncs = 3 + rng.below(4);
    let mut c = String::from("#include <stdio.h>\n#include <stdlib.h>\n\n");
    c.push_str("typedef unsigned (*fn)(unsigned, unsigned);\n");
    for g in 0..GLOBALS {
        let _ = writeln!(c, "static unsigned g{g} = {}u;", rng.below(100));
    }
    // Leaf functions: f0 .. fN; a later one may call an earlier one
    // directly or through the const table, so nothing recurses here.
    for f in 0..nfuncs {
        let _ = writeln!(c, "static unsigned f{f}(unsigned a, unsigned b) {{");
        if rng.chance(40) {
            let g = rng.below(GLOBALS);
            let _ = writeln!(c, "    g{g} = {};", expr(&mut rng, &["a", "b"], 2));
        }
        if f > 0 && rng.chance(40) {
            let callee = rng.below(f);
            let _ = writeln!(c, "    a = f{callee}(b, a) + 1u;");
        }
        let _ = writeln!(c, "    return {};\n}}", expr(&mut rng, &["a", "b"], 3));
    }
    let names = |rng: &mut Rng, n: usize| -> Vec<String> {
        (0..n).map(|_| format!("f{}", rng.below(nfuncs))).collect()
    };
    let fixed = names(&mut rng, TABLE);
    let _ = writeln!(
        c,
        "static fn const fixed[{TABLE}] = {{{}}};",
        fixed.join(", ")
    );
    let written = names(&mut rng, TABLE);
    let _ = writeln!(c, "static fn table[{TABLE}] = {{{}}};", written.join(", "));
    let first = names(&mut rng, 2);
    let _ = writeln!(
        c,
        "struct ops {{ fn op; unsigned k; fn other; }};\n\
         static struct ops ops = {{{}, {}u, {}}};",
        first[0],
        rng.below(9),
        first[1]
    );
    // Passed down, returned, compared, recursion through a pointer.
    let _ = writeln!(
        c,
        "static unsigned apply(fn f, unsigned x, unsigned y) {{ return f(x, y) + f(y, x); }}\n\
         static fn pick(unsigned k) {{ return k & 1u ? fixed[k % {TABLE}u] : table[k % {TABLE}u]; }}\n\
         static unsigned down(unsigned n, unsigned x);\n\
         static fn again = down;\n\
         static unsigned down(unsigned n, unsigned x) {{\n\
         \x20   return n == 0u ? x : fixed[n % {TABLE}u](x, again(n - 1u, x + n));\n}}\n\
         static int by_value(const void *p, const void *q) {{\n\
         \x20   unsigned a = *(const unsigned *)p, b = *(const unsigned *)q;\n\
         \x20   return (a > b) - (a < b);\n}}"
    );
    let rounds = 3 + rng.below(6);
    c.push_str("int main(void) {\n    unsigned acc = 1u;\n    unsigned v[5];\n    (void)v;\n");
    let _ = writeln!(c, "    for (unsigned i = 0u; i < {rounds}u; i++) {{");
    let steps = 3 + rng.below(5);
    for _ in 0..steps {
        let e = expr(&mut rng, &["acc", "i"], 2);
        let f = rng.below(nfuncs);
        let line = match rng.below(9) {
            0 => format!("acc += fixed[i % {TABLE}u](acc, {e});"),
            1 => format!("acc ^= table[(i + acc) % {TABLE}u](i, {e});"),
            2 => format!("table[({e}) % {TABLE}u] = f{f};"),
            3 => format!("acc += ops.op(acc, ops.k) + ops.other(i, {e});"),
            4 => format!("ops.op = pick({e}); ops.k = i;"),
            5 => format!("acc += apply(pick(i + acc), {e}, acc);"),
            6 => format!("if (pick({e}) == f{f}) acc += 7u; else acc ^= 3u;"),
            7 => format!("acc += down(({e}) % 4u, acc);"),
            _ => format!(
                "{{ fn p = ({e}) % 2u ? f{f} : table[i % {TABLE}u]; acc = apply(p, acc, i); }}"
            ),
        };
        let _ = writeln!(c, "        {line}");
    }
    // The library's callback makes what follows it dynamic: in a third of
    // the programs only, so that full static evaluation has work to do.
    if rng.chance(33) {
        c.push_str(
            "        for (int k = 0; k < 5; k++) v[k] = (acc >> k) % 13u + g1;\n\
             \x20       qsort(v, 5, sizeof v[0], by_value);\n\
             \x20       acc += v[0] * 3u + v[4];\n",
        );
    }
    c.push_str("        printf(\"%u\\n\", acc);\n    }\n");
    let globals: Vec<String> = (0..GLOBALS).map(|g| format!("g{g}")).collect();
    let _ = writeln!(
        c,
        "    printf(\"{}\\n\", {});\n    return 0;\n}}",
        ["%u"; GLOBALS].join(" "),
        globals.join(", ")
    );
    c
}

fn compile_and_run(dir: &std::path::Path, source: &str, exe: &str) -> Result<Vec<u8>, String> {
    let out = dir.join(exe);
    let o = run_with_timeout(
        Command::new("cc")
            .args(["-std=c99", "-w", "-O0"])
            .arg(dir.join(source))
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    if o.code() != Some(0) {
        return Err(format!(
            "cc {source}: {}\n{}",
            o.describe(),
            o.stderr_text()
        ));
    }
    let o = run_with_timeout(&mut Command::new(&out), None, TIMEOUT);
    if o.code() != Some(0) {
        return Err(format!("{exe}: {}", o.describe()));
    }
    Ok(o.stdout)
}

fn check(seed: u64) -> Result<(), String> {
    let mut dir = TempDir::new(&format!("indirect-{seed}"));
    if std::env::var_os("INDIRECT_CALLS_KEEP").is_some() {
        // Kept for inspection (one per program).
        dir.keep();
        eprintln!("seed {seed}: {}", dir.path().display());
    }
    let source = program(seed);
    std::fs::write(dir.path().join("p.c"), &source).map_err(|e| e.to_string())?;
    let expected = compile_and_run(dir.path(), "p.c", "original")?;
    let modes: [(&str, Vec<&str>); 3] = [
        ("identity", vec!["--all-dynamic"]),
        ("static", vec![]),
        ("mixed", vec!["--dynamic", "g0", "--dynamic", "g2"]),
    ];
    for (mode, flags) in modes {
        let out = format!("{mode}.c");
        let o = run_with_timeout(
            Command::new(cmix())
                .current_dir(dir.path())
                .args(["spec", "p.c", "--goal", "main"])
                .args(&flags)
                .args(["-o", &out]),
            None,
            TIMEOUT,
        );
        if o.code() != Some(0) {
            return Err(format!(
                "seed {seed}, {mode}: cmix {}\n{}\n{source}",
                o.describe(),
                o.stderr_text()
            ));
        }
        let got = compile_and_run(dir.path(), &out, mode)
            .map_err(|e| format!("seed {seed}, {mode}: {e}\n{source}"))?;
        if got != expected {
            return Err(format!(
                "seed {seed}, {mode}: wrong output\n{}\n{source}",
                line_diff(
                    &String::from_utf8_lossy(&expected),
                    &String::from_utf8_lossy(&got),
                    10
                )
            ));
        }
    }
    Ok(())
}

#[test]
fn random_indirect_calls_behave_like_the_originals() {
    let count: u64 = std::env::var("INDIRECT_CALLS_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    let first: u64 = std::env::var("INDIRECT_CALLS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let seeds: Vec<u64> = (first..first + count).collect();
    let failures: Vec<String> = parallel_map(&seeds, |&seed| check(seed))
        .into_iter()
        .filter_map(Result::err)
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {count} programs failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
