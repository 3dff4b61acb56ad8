//! cmix must never panic or crash, whatever it is given: every input either
//! goes through (exit status 0) or is rejected with a diagnostic on standard
//! error (exit status 1). Never a panic (101), a signal, another status, a
//! hang, a "panicked" message or an internal-error ("bug") diagnostic.
//!
//! Inputs: random bytes and random token soups from a fixed-seed PRNG; every
//! program under tests/c/ and c-examples/ cut off at 20 points; handwritten
//! malformed and extreme programs; and programs using constructs cmix does
//! not support, which must be rejected with a diagnostic saying "not
//! supported". Each input goes through both `cmix core` and
//! `cmix spec --goal main --all-dynamic`. Every failure is reported at the
//! end, and the inputs that failed are kept in a directory named in the report.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, head, run_with_timeout};

/// What an input must produce beyond "no crash".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// Exit status 0 or 1 (with a diagnostic).
    NoCrash,
    /// Exit status 1 with a diagnostic.
    Rejected,
    /// Exit status 1 with a diagnostic containing "does not support".
    Unsupported,
}

struct Case {
    name: String,
    text: Vec<u8>,
    expect: Expect,
    timeout: Duration,
}

impl Case {
    fn new(name: impl Into<String>, text: impl Into<Vec<u8>>, expect: Expect) -> Case {
        Case {
            name: name.into(),
            text: text.into(),
            expect,
            timeout: Duration::from_secs(30),
        }
    }
}

/// Checks one result of cmix against the rules; returns the problems found.
fn judge(outcome: &Outcome, expect: Expect) -> Vec<String> {
    let mut problems = Vec::new();
    let stderr = outcome.stderr_text();
    match outcome.code() {
        Some(0) if expect == Expect::NoCrash => {}
        Some(0) => problems.push("accepted, but it must be rejected (exit status 1)".into()),
        Some(1) => {
            if stderr.trim().is_empty() {
                problems.push("exit status 1 without a diagnostic on stderr".into());
            }
            if expect == Expect::Unsupported && !stderr.contains("does not support") {
                problems
                    .push("rejected, but the diagnostic does not say \"does not support\"".into());
            }
        }
        _ => problems.push(format!("cmix {}", outcome.describe())),
    }
    if stderr.contains("panicked") {
        problems.push("stderr contains \"panicked\"".into());
    }
    if stderr
        .lines()
        .any(|l| l.starts_with("bug:") || l.starts_with("bug["))
    {
        problems.push("cmix reported an internal error (a \"bug\" diagnostic)".into());
    }
    problems
}

/// Runs every case through `cmix core` and `cmix spec` (in parallel) and
/// panics with a report of all failures.
fn run_cases(label: &str, cases: &[Case]) {
    assert!(!cases.is_empty(), "{label}: no inputs");
    let mut dir = TempDir::new(label);
    let results = common::parallel_map(cases, |case| check_case(dir.path(), case));
    let failures: Vec<String> = results.into_iter().flatten().collect();
    if !failures.is_empty() {
        dir.keep();
        panic!(
            "{label}: {} failures (inputs kept in {}):\n\n{}",
            failures.len(),
            dir.path().display(),
            failures.join("\n")
        );
    }
}

fn check_case(dir: &Path, case: &Case) -> Vec<String> {
    let file = dir.join(format!("{}.c", case.name));
    std::fs::write(&file, &case.text)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", file.display()));
    let out = dir.join(format!("{}.out.c", case.name));
    let mut failures = Vec::new();
    for spec in [false, true] {
        let mut cmd = Command::new(common::cmix());
        if spec {
            cmd.arg("spec")
                .arg(&file)
                .args(["--goal", "main", "--all-dynamic", "-o"])
                .arg(&out);
        } else {
            cmd.arg("core").arg(&file);
        }
        // The cc crate's compiler probing costs more than the preprocessing
        // of these small inputs; name the compiler to keep this test fast.
        if std::env::var_os("CC").is_none() {
            cmd.env("CC", "cc");
        }
        cmd.current_dir(dir);
        let outcome = run_with_timeout(&mut cmd, None, case.timeout);
        let problems = judge(&outcome, case.expect);
        if !problems.is_empty() {
            failures.push(format!(
                "--- {}.c, cmix {}: {}\n{}",
                case.name,
                if spec { "spec" } else { "core" },
                problems.join("; "),
                head(&outcome.stderr_text(), 12)
            ));
        }
    }
    failures
}

/// xorshift64*: a deterministic PRNG, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_inputs_do_not_crash_cmix() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut cases = Vec::new();
    // Raw bytes: NULs, invalid UTF-8, control characters.
    let fixed_lengths = [0usize, 1, 2, 3, 4, 7, 8, 15, 16, 64, 255, 256, 1000, 4096];
    for i in 0..100 {
        let len = if i < fixed_lengths.len() {
            fixed_lengths[i]
        } else {
            rng.below(6000)
        };
        let bytes: Vec<u8> = match i % 3 {
            // Any byte.
            0 => (0..len).map(|_| rng.next() as u8).collect(),
            // Mostly printable ASCII with some high bytes and NULs.
            1 => (0..len)
                .map(|_| match rng.below(20) {
                    0 => 0,
                    1 => 0x80 | rng.next() as u8,
                    _ => b' ' + rng.below(95) as u8,
                })
                .collect(),
            // C punctuation only.
            _ => {
                let punct = b"{}()[];,*&+-=<>!~?:.#\"'\\/%^| \n";
                (0..len).map(|_| punct[rng.below(punct.len())]).collect()
            }
        };
        cases.push(Case::new(format!("bytes{i:03}"), bytes, Expect::NoCrash));
    }
    // Token soups: C tokens in random order, more likely to get past the
    // preprocessor and into the parser and the lowering.
    let vocab: &[&str] = &[
        "int",
        "char",
        "unsigned",
        "long",
        "short",
        "double",
        "float",
        "void",
        "struct",
        "enum",
        "typedef",
        "static",
        "const",
        "extern",
        "if",
        "else",
        "while",
        "for",
        "do",
        "switch",
        "case",
        "default",
        "break",
        "continue",
        "return",
        "goto",
        "sizeof",
        "main",
        "x",
        "y",
        "s",
        "p",
        "f",
        "L",
        "0",
        "1",
        "42",
        "-1",
        "0x7fffffff",
        "2147483648",
        "1.5",
        "1e308",
        "'a'",
        "'\\0'",
        "\"str\"",
        "\"\\xff\"",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        ",",
        ":",
        "?",
        "=",
        "==",
        "+",
        "-",
        "*",
        "/",
        "%",
        "<<",
        ">>",
        "&",
        "&&",
        "|",
        "||",
        "^",
        "!",
        "~",
        "<",
        ">",
        "<=",
        "++",
        "--",
        "->",
        ".",
        "+=",
        "*=",
        "...",
        "\n",
        "#include <stdio.h>\n",
        "#define X 1\n",
        "int main(void) {",
        "return 0; }",
        "struct S { int a; };",
    ];
    for i in 0..100 {
        let n = 1 + rng.below(if i % 10 == 0 { 3000 } else { 200 });
        let mut text = String::new();
        for _ in 0..n {
            text.push_str(vocab[rng.below(vocab.len())]);
            text.push(' ');
        }
        cases.push(Case::new(format!("tokens{i:03}"), text, Expect::NoCrash));
    }
    run_cases("random", &cases);
}

#[test]
fn truncated_programs_do_not_crash_cmix() {
    let programs = common::c_programs();
    assert!(
        programs.len() >= 40,
        "expected at least 40 C programs, found {}",
        programs.len()
    );
    let mut cases = Vec::new();
    for path in &programs {
        let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let stem = common::display_name(path).replace(['/', '.'], "_");
        const CUTS: usize = 20;
        for k in 1..=CUTS {
            // Cut points spread over the file, at arbitrary bytes (possibly in
            // the middle of a token, a string or a UTF-8 sequence).
            let cut = text.len() * k / (CUTS + 1) + k % 3;
            let cut = cut.min(text.len());
            cases.push(Case::new(
                format!("{stem}_cut{cut}"),
                &text[..cut],
                Expect::NoCrash,
            ));
        }
    }
    run_cases("truncated", &cases);
}

fn nested(open: &str, middle: &str, close: &str, depth: usize) -> String {
    format!("{}{middle}{}", open.repeat(depth), close.repeat(depth))
}

#[test]
fn malformed_and_extreme_inputs_do_not_crash_cmix() {
    use Expect::{NoCrash, Rejected};
    let mut cases: Vec<Case> = vec![
        // Nothing, or almost nothing.
        Case::new("empty", "", NoCrash),
        Case::new("only_newline", "\n", NoCrash),
        Case::new("only_nul", &b"\0\0\0"[..], NoCrash),
        Case::new(
            "bom",
            &b"\xef\xbb\xbfint main(void) { return 0; }\n"[..],
            NoCrash,
        ),
        Case::new(
            "invalid_utf8",
            &b"int main(void) { return '\xff'; } \xc3\x28 \xa0\n"[..],
            NoCrash,
        ),
        Case::new(
            "nul_in_code",
            &b"int main(void) {\0 return 0; }\n"[..],
            NoCrash,
        ),
        Case::new("no_main", "int f(void) { return 1; }\n", NoCrash),
        Case::new(
            "union_with_a_flexible_array",
            "union u { int n; char tail[]; };\nint main(void) { union u x; x.n = 0; return x.n; }\n",
            Rejected,
        ),
        Case::new(
            "struct_tag_used_as_union",
            "struct s { int a; };\nunion s *p;\nint main(void) { return 0; }\n",
            Rejected,
        ),
        // Labels as values used wrongly.
        Case::new(
            "label_address_outside_a_function",
            "void *p = &&done;\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "label_address_of_a_missing_label",
            "int main(void) { void *p = &&nowhere; goto *p; }\n",
            Rejected,
        ),
        Case::new(
            "computed_goto_through_an_integer",
            "int main(void) { int x = 1; goto *x; }\n",
            Rejected,
        ),
        Case::new("main_declared_only", "int main(void);\n", NoCrash),
        // Unbalanced.
        Case::new("close_brace", "}\n", Rejected),
        Case::new("open_function", "int main(void) {\n", Rejected),
        Case::new(
            "extra_braces",
            "int main(void) { return 0; }}}}\n",
            Rejected,
        ),
        Case::new(
            "open_parens",
            "int main(void) { return ((((0; }\n",
            Rejected,
        ),
        Case::new(
            "close_parens",
            "int main(void) { return 0)))); }\n",
            Rejected,
        ),
        Case::new(
            "unterminated_string",
            "int main(void) { char *s = \"abc; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "unterminated_char",
            "int main(void) { return 'a; }\n",
            Rejected,
        ),
        Case::new(
            "unterminated_comment",
            "int main(void) { return 0; } /* ...\n",
            Rejected,
        ),
        Case::new(
            "missing_semicolon",
            "int main(void) { int x = 1 return x; }\n",
            Rejected,
        ),
        // Preprocessor trouble.
        Case::new(
            "missing_header",
            "#include <no/such/header.h>\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "error_directive",
            "#error stop here\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "unterminated_if",
            "#if 1\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "pragma_in_function",
            "int main(void) {\n#pragma cmix whatever\n return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "pragma_once",
            "#pragma once\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        // Bad literals.
        Case::new("bad_octal", "int main(void) { return 08; }\n", Rejected),
        Case::new("bad_hex", "int main(void) { return 0x; }\n", Rejected),
        Case::new(
            "huge_integer",
            "int main(void) { return 123456789012345678901234567890; }\n",
            NoCrash,
        ),
        Case::new(
            "huge_hex",
            "unsigned long long x = 0xffffffffffffffffffffffff;\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "huge_float",
            "double d = 1e99999;\nint main(void) { return d > 0 ? 0 : 1; }\n",
            NoCrash,
        ),
        Case::new(
            "tiny_float",
            "double d = 1e-99999;\nint main(void) { return d > 0; }\n",
            NoCrash,
        ),
        Case::new(
            "float_overflow_to_float",
            "float f = 1e39f;\nint main(void) { return f > 0 ? 0 : 1; }\n",
            NoCrash,
        ),
        Case::new(
            "bad_escape",
            "int main(void) { char *s = \"\\x\"; return s[0]; }\n",
            Rejected,
        ),
        Case::new(
            "multichar",
            "int main(void) { return 'abcd' == 0; }\n",
            NoCrash,
        ),
        Case::new("empty_char", "int main(void) { return ''; }\n", Rejected),
        Case::new(
            "wide_literals",
            "int main(void) { return L'a' + (L\"abc\")[0] + u8\"x\"[0] - 'x'; }\n",
            NoCrash,
        ),
        // Constant expressions a folder could trip on.
        Case::new("div_by_zero", "int main(void) { return 1 / 0; }\n", NoCrash),
        Case::new("mod_by_zero", "int main(void) { return 1 % 0; }\n", NoCrash),
        Case::new(
            "int_min_div",
            "int main(void) { return (-2147483647 - 1) / -1; }\n",
            NoCrash,
        ),
        Case::new(
            "int_min_mod",
            "int main(void) { return (-2147483647 - 1) % -1; }\n",
            NoCrash,
        ),
        Case::new(
            "llong_min_div",
            "int main(void) { return (int)((-9223372036854775807LL - 1) / -1); }\n",
            NoCrash,
        ),
        Case::new(
            "shift_too_far",
            "int main(void) { return 1 << 100; }\n",
            NoCrash,
        ),
        Case::new(
            "shift_negative",
            "int main(void) { return 1 << -1; }\n",
            NoCrash,
        ),
        Case::new(
            "signed_overflow",
            "int main(void) { int x = 2147483647 + 1; return x; }\n",
            NoCrash,
        ),
        Case::new(
            "array_size_div_zero",
            "int a[1 / 0];\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "negative_array",
            "int main(void) { int a[-1]; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "huge_array",
            "char a[100000000000000000];\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "array_size_overflow",
            "int a[0x7fffffffffffffff];\nint main(void) { return sizeof a > 0; }\n",
            NoCrash,
        ),
        Case::new(
            "sizeof_huge",
            "int main(void) { return sizeof(char[4000000000][4000000000]) > 0; }\n",
            NoCrash,
        ),
        Case::new(
            "enum_overflow",
            "enum { A = 2147483647, B };\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "case_overflow",
            "int main(void) { switch (1) { case 2147483647 + 1: return 1; } return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "static_assert_false",
            "_Static_assert(0, \"no\");\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        // Semantic errors.
        Case::new("undeclared", "int main(void) { return x; }\n", Rejected),
        Case::new(
            "undefined_label",
            "int main(void) { goto nowhere; }\n",
            Rejected,
        ),
        Case::new(
            "duplicate_label",
            "int main(void) { l: l: return 0; }\n",
            Rejected,
        ),
        Case::new("break_outside", "int main(void) { break; }\n", Rejected),
        Case::new(
            "continue_outside",
            "int main(void) { continue; }\n",
            Rejected,
        ),
        Case::new(
            "case_outside",
            "int main(void) { case 1: return 0; }\n",
            Rejected,
        ),
        Case::new(
            "default_outside",
            "int main(void) { default: return 0; }\n",
            Rejected,
        ),
        Case::new(
            "duplicate_case",
            "int main(void) { switch (1) { case 1: case 1: break; } return 0; }\n",
            Rejected,
        ),
        Case::new(
            "duplicate_default",
            "int main(void) { switch (1) { default: default: break; } return 0; }\n",
            Rejected,
        ),
        Case::new(
            "implicit_int_struct_member",
            "struct s { short a; charc; };\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "array_named_in_own_initializer",
            "int main(void) { char c[] = {'a', (char)sizeof(int), c[0]}; return c[1] - 4; }\n",
            NoCrash,
        ),
        Case::new(
            "redeclared",
            "int main(void) { int x; double x; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "redefined_function",
            "int main(void) { return 0; }\nint main(void) { return 1; }\n",
            Rejected,
        ),
        Case::new(
            "conflicting_types",
            "int f(int);\ndouble f(int);\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "incomplete_struct",
            "struct S;\nint main(void) { struct S s; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "unknown_member",
            "int main(void) { struct { int a; } s; s.a = 0; return s.b; }\n",
            Rejected,
        ),
        Case::new(
            "member_of_int",
            "int main(void) { int x = 0; return x.a; }\n",
            Rejected,
        ),
        Case::new("deref_int", "int main(void) { return *1; }\n", Rejected),
        Case::new(
            "assign_to_rvalue",
            "int main(void) { 1 = 2; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "assign_to_array",
            "int main(void) { int a[2], b[2]; a = b; return 0; }\n",
            Rejected,
        ),
        Case::new(
            "call_non_function",
            "int main(void) { int x = 1; return x(); }\n",
            Rejected,
        ),
        Case::new(
            "too_many_args",
            "int f(int a) { return a; }\nint main(void) { return f(1, 2); }\n",
            Rejected,
        ),
        Case::new(
            "too_few_args",
            "int f(int a, int b) { return a + b; }\nint main(void) { return f(1); }\n",
            Rejected,
        ),
        Case::new(
            "void_value",
            "void f(void) {}\nint main(void) { int x = f(); return x; }\n",
            Rejected,
        ),
        Case::new(
            "return_value_from_void",
            "void f(void) { return 1; }\nint main(void) { f(); return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "string_too_long",
            "char s[2] = \"too long\";\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "designator_out_of_range",
            "int main(void) { int a[3] = {[5] = 1}; return a[0]; }\n",
            Rejected,
        ),
        Case::new(
            "too_many_initializers",
            "int a[2] = {1, 2, 3};\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "struct_init_mismatch",
            "struct S { int a; } s = {.b = 1};\nint main(void) { return 0; }\n",
            Rejected,
        ),
        Case::new(
            "pointer_plus_pointer",
            "int main(void) { int a[2]; return (int)(a + a); }\n",
            Rejected,
        ),
        Case::new(
            "undefined_extern",
            "extern int nowhere;\nint main(void) { return nowhere; }\n",
            NoCrash,
        ),
        Case::new(
            "undefined_function",
            "int missing(int);\nint main(void) { return missing(1); }\n",
            NoCrash,
        ),
        Case::new(
            "implicit_declaration",
            "int main(void) { return undeclared_function(1); }\n",
            NoCrash,
        ),
        Case::new(
            "typedef_param_shadow",
            "typedef int T;\nint f(int T) { int x = 1; T * x; return x; }\nint main(void) { return f(1); }\n",
            NoCrash,
        ),
        Case::new(
            "typedef_as_variable",
            "typedef int T;\nint main(void) { T T = 1; return T - 1; }\n",
            NoCrash,
        ),
        Case::new(
            "kr_definition",
            "int f(a) int a; { return a; }\nint main(void) { return f(0); }\n",
            NoCrash,
        ),
        Case::new(
            "implicit_int",
            "f(void) { return 0; }\nmain() { return f(); }\n",
            NoCrash,
        ),
        Case::new(
            "label_at_block_end",
            "int main(void) { goto l; l: }\n",
            NoCrash,
        ),
        Case::new(
            "main_with_args",
            "int main(int argc, char **argv) { return argc - 1 + (argv[0] == 0); }\n",
            NoCrash,
        ),
        Case::new(
            "main_recursive",
            "int main(void) { static int n; return n++ < 3 ? main() : 0; }\n",
            NoCrash,
        ),
        Case::new("infinite_loop", "int main(void) { for (;;) ; }\n", NoCrash),
        // GNU and C11 extensions.
        Case::new(
            "int128",
            "int main(void) { __int128 x = 1; return (int)(x - 1); }\n",
            NoCrash,
        ),
        Case::new(
            "typeof",
            "int main(void) { int a = 0; __typeof__(a) b = a; return b; }\n",
            NoCrash,
        ),
        Case::new(
            "generic",
            "int main(void) { return _Generic(1, int: 0, default: 1); }\n",
            NoCrash,
        ),
        Case::new(
            "alignas",
            "_Alignas(16) int x;\nint main(void) { return x; }\n",
            NoCrash,
        ),
        Case::new(
            "atomic",
            "_Atomic int x;\nint main(void) { return x; }\n",
            NoCrash,
        ),
        Case::new(
            "thread_local",
            "_Thread_local int x;\nint main(void) { return x; }\n",
            NoCrash,
        ),
        Case::new(
            "attribute_aligned",
            "int x __attribute__((aligned(16)));\nint main(void) { return x; }\n",
            NoCrash,
        ),
        Case::new(
            "builtin_expect",
            "int main(void) { return __builtin_expect(0, 0); }\n",
            NoCrash,
        ),
        Case::new(
            "compound_literal",
            "int main(void) { int *p = (int[]){1, 2}; return p[0] - 1; }\n",
            NoCrash,
        ),
        Case::new(
            "flexible_array",
            "struct s { int n; int a[]; };\nint main(void) { return sizeof(struct s) != sizeof(int); }\n",
            NoCrash,
        ),
        Case::new(
            "zero_length_array",
            "int a[0];\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "nested_function",
            "int main(void) { int f(void) { return 0; } return f(); }\n",
            NoCrash,
        ),
        Case::new(
            "local_label",
            "int main(void) { __label__ l; goto l; l: return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "case_range",
            "int main(void) { switch (3) { case 1 ... 5: return 0; } return 1; }\n",
            NoCrash,
        ),
        Case::new(
            "empty_struct",
            "struct e {};\nint main(void) { struct e x; (void)x; return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "anonymous_struct_member",
            "struct o { struct { int a; }; } v;\nint main(void) { return v.a; }\n",
            NoCrash,
        ),
        Case::new(
            "vla_param",
            "int f(int n, int a[n]) { return a[0] + n; }\nint main(void) { int a[1] = {0}; return f(0, a); }\n",
            NoCrash,
        ),
        Case::new(
            "static_array_param",
            "int f(int a[static 2]) { return a[1]; }\nint main(void) { int a[2] = {0}; return f(a); }\n",
            NoCrash,
        ),
        Case::new(
            "restrict",
            "int f(int *restrict p) { return *p; }\nint main(void) { int x = 0; return f(&x); }\n",
            NoCrash,
        ),
        Case::new(
            "long_double",
            "long double x = 1.0L;\nint main(void) { return x != 1.0L; }\n",
            NoCrash,
        ),
        Case::new(
            "asm_label",
            "int x __asm__(\"y\");\nint main(void) { return x; }\n",
            NoCrash,
        ),
    ];
    // Deep nesting and long lines.
    let deep = 10_000;
    let mut big = vec![
        Case::new(
            "nested_parens",
            format!(
                "int main(void) {{ return {}; }}\n",
                nested("(", "0", ")", deep)
            ),
            Rejected,
        ),
        Case::new(
            "unbalanced_parens",
            format!("int main(void) {{ return {}; }}\n", "(".repeat(deep)),
            Rejected,
        ),
        Case::new(
            "nested_blocks",
            format!(
                "int main(void) {} return 0; }}\n",
                nested("{", "", "}", deep)
            ),
            NoCrash,
        ),
        Case::new(
            "nested_unary",
            format!(
                "int main(void) {{ int x = 0; return {}x; }}\n",
                "- ".repeat(deep)
            ),
            NoCrash,
        ),
        Case::new(
            "nested_not",
            format!("int main(void) {{ return {}0; }}\n", "!".repeat(deep)),
            NoCrash,
        ),
        Case::new(
            "nested_casts",
            format!("int main(void) {{ return {}0; }}\n", "(int)".repeat(deep)),
            NoCrash,
        ),
        Case::new(
            "nested_index",
            format!(
                "int main(void) {{ int a[1] = {{0}}; return {}; }}\n",
                nested("a[", "0", "]", deep)
            ),
            NoCrash,
        ),
        Case::new(
            "nested_calls",
            format!(
                "int f(int x) {{ return x; }}\nint main(void) {{ return {}; }}\n",
                nested("f(", "0", ")", deep)
            ),
            NoCrash,
        ),
        Case::new(
            "nested_ifs",
            format!(
                "int main(void) {{ int x = 0; {} return x; }}\n",
                nested("if (x == 0) { ", "x = 0;", " }", deep)
            ),
            NoCrash,
        ),
        Case::new(
            "long_sum",
            format!("int main(void) {{ return 0{}; }}\n", " + 0".repeat(deep)),
            NoCrash,
        ),
        Case::new(
            "long_else_if_chain",
            format!(
                "int main(void) {{ int x = 1; {} {{ x = 0; }} return x; }}\n",
                (0..deep)
                    .map(|i| format!("if (x == {}) {{ x = 0; }} else ", i + 2))
                    .collect::<String>()
            ),
            NoCrash,
        ),
        Case::new(
            "many_statements",
            format!(
                "int main(void) {{ int x = 0; {} return x - {deep}; }}\n",
                "x++;\n".repeat(deep)
            ),
            NoCrash,
        ),
        Case::new(
            "many_functions",
            format!(
                "{}int main(void) {{ return f{}(); }}\n",
                (0..2000)
                    .map(|i| format!("int f{i}(void) {{ return {i}; }}\n"))
                    .collect::<String>(),
                1999
            ),
            NoCrash,
        ),
        Case::new(
            "one_megabyte_comment",
            format!(
                "int main(void) {{ return 0; }} // {}\n",
                "x".repeat(1 << 20)
            ),
            NoCrash,
        ),
        Case::new(
            "one_megabyte_string",
            format!(
                "char s[] = \"{}\";\nint main(void) {{ return sizeof s == 0; }}\n",
                "a".repeat(1 << 20)
            ),
            NoCrash,
        ),
        Case::new(
            "one_megabyte_initializer",
            format!(
                "int a[] = {{{}0}};\nint main(void) {{ return a[0]; }}\n",
                "0,".repeat(1 << 19)
            ),
            NoCrash,
        ),
        Case::new(
            "one_megabyte_identifier",
            format!(
                "int {0} = 0;\nint main(void) {{ return {0}; }}\n",
                "v".repeat(1 << 20)
            ),
            NoCrash,
        ),
        Case::new(
            "one_megabyte_of_semicolons",
            format!("int main(void) {{ {} return 0; }}\n", ";".repeat(1 << 20)),
            NoCrash,
        ),
    ];
    for case in &mut big {
        case.timeout = Duration::from_secs(90);
    }
    cases.append(&mut big);
    run_cases("malformed", &cases);
}

/// Programs using a construct cmix does not support: each must be rejected
/// with a diagnostic saying "does not support". They are valid GNU C (checked
/// with `cc -fsyntax-only` first), so a rejection for a syntax error would be
/// a wrong reason.
#[test]
fn unsupported_constructs_are_rejected() {
    use Expect::{NoCrash, Unsupported};
    let cases = vec![
        // Designators into anonymous members are supported
        // (tests/c/anonymous_designators.c); items without a designator
        // after one, which go on inside the anonymous member, are not.
        Case::new(
            "continuing_after_an_anonymous_member",
            "struct s { int tag; struct { int i; char c; }; };\nstruct s v = { .i = 1, 2 };\nint main(void) { return v.i + v.c - 3; }\n",
            Unsupported,
        ),
        // Function pointers are read and written back as they are; the
        // specializer refuses them in code a goal reaches (tests/spec.rs).
        Case::new(
            "function_pointer_variable",
            "static int f(int x) { return x; }\nint main(void) { int (*p)(int) = f; return p(0); }\n",
            NoCrash,
        ),
        Case::new(
            "function_pointer_field",
            "struct ops { int (*op)(int); };\nstatic int id(int x) { return x; }\nint main(void) { struct ops o = {id}; return o.op(0); }\n",
            NoCrash,
        ),
        Case::new(
            "function_pointer_parameter",
            "static int apply(int (*g)(int), int x) { return g(x); }\nstatic int id(int x) { return x; }\nint main(void) { return apply(id, 0); }\n",
            NoCrash,
        ),
        Case::new(
            "function_pointer_to_library",
            "#include <stdlib.h>\nstatic int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }\nint main(void) { int a[2] = {2, 1}; qsort(a, 2, sizeof a[0], cmp); return a[0] - 1; }\n",
            NoCrash,
        ),
        // Bit-fields wider than int compute in their width
        // (tests/c/wide_bit_fields.c checks the values).
        Case::new(
            "long_bit_field",
            "struct s { unsigned long a : 40; };\nint main(void) { struct s v; v.a = 1; return (int)v.a - 1; }\n",
            NoCrash,
        ),
        // `#pragma pack(1)` is `packed` (tests/spec.rs, pragma_pack); a
        // larger one that lowers a struct's alignment is refused.
        Case::new(
            "pragma_pack_2",
            "#pragma pack(push, 2)\nstruct s { char c; int i; };\n#pragma pack(pop)\nint main(void) { struct s v = {0, 0}; return v.i; }\n",
            Unsupported,
        ),
        // Variable-length arrays are supported, but not in structs (gcc's
        // extension).
        Case::new(
            "vla_in_a_struct",
            "int main(void) { int n = 3; struct { int a[n]; } s; s.a[0] = 0; return s.a[0]; }\n",
            Unsupported,
        ),
        // Arrays of one block are freed together, as leaving it would;
        // an array and alloca in one function are refused.
        Case::new(
            "two_vlas_in_a_loop",
            "#include <string.h>\nint main(void) { int r = 0; for (int n = 1; n < 4; n++) { char a[n]; char b[n]; memset(a, 'a', n); memset(b, 'b', n); r += a[0] - b[0]; } return r + 3; }\n",
            NoCrash,
        ),
        Case::new(
            "vlas_in_two_blocks",
            "int main(void) { int r = 0; for (int n = 1; n < 4; n++) { char a[n]; a[0] = 1; { char b[n]; b[0] = 2; r += a[0] + b[0]; } } return r - 9; }\n",
            NoCrash,
        ),
        Case::new(
            "vla_beside_alloca",
            "int main(void) { char *keep = __builtin_alloca(8); keep[0] = 1; for (int n = 1; n < 3; n++) { char a[n]; a[0] = 0; keep[0] += a[0]; } return keep[0] - 1; }\n",
            Unsupported,
        ),
        Case::new(
            "vla_typeof",
            "int main(void) { int n = 3; int a[n]; __typeof__(a) b; b[0] = 0; a[0] = b[0]; return a[0]; }\n",
            Unsupported,
        ),
        // A parameter's array size with a side effect runs at the
        // function's entry; cmix does it for prototypes only.
        Case::new(
            "vla_parameter_size_effect_old_style",
            "int f(n, a) int n; int a[n++]; { return n + a[0]; }\nint main(void) { int x[3] = {0}; return f(2, x) - 3; }\n",
            Unsupported,
        ),
        // Variadic definitions are supported; gcc's va_arg_pack is not.
        Case::new(
            "va_arg_pack",
            "extern int printf(const char *, ...);\nstatic inline __attribute__((always_inline)) int say(const char *f, ...) { return printf(f, __builtin_va_arg_pack()); }\nint main(void) { return say(\"%d\\n\", 1) - 2; }\n",
            Unsupported,
        ),
        // gcc's x86 builtins (the intrinsics headers' code) take their
        // signature from the call; one whose result type nothing gives is
        // refused.
        Case::new(
            "target_builtin_result_unknown",
            "int g(unsigned long long t) { return t != 0; }\nint main(void) { return g(__builtin_ia32_rdtsc()) - 1; }\n",
            Unsupported,
        ),
        // Enumerated types are their integer types in cmix: comparing them
        // with __builtin_types_compatible_p is refused where gcc tells
        // them apart.
        Case::new(
            "types_compatible_enum",
            "typedef enum { A, B } e;\nint main(void) { return __builtin_types_compatible_p(e, unsigned int); }\n",
            Unsupported,
        ),
        // signbit and isinf are supported, but not where gcc's folding of
        // the operand decides a value cmix cannot tell.
        Case::new(
            "signbit_of_conditional",
            "int main(void) { double x = 1.0; return __builtin_signbit(x > 0 ? x : -x); }\n",
            Unsupported,
        ),
        Case::new(
            "signbit_of_math_function",
            "double sqrt(double);\nint main(void) { double x = 4.0; return __builtin_signbit(sqrt(x)); }\n",
            Unsupported,
        ),
        // The mode attribute is supported for C's integer, floating and
        // vector modes (TImode is __int128); other modes are not.
        Case::new(
            "mode_ti",
            "typedef int ti __attribute__((mode(TI)));\nint main(void) { ti x = 0; return (int)x; }\n",
            NoCrash,
        ),
        Case::new(
            "mode_vector",
            "typedef int v4si __attribute__((mode(V4SI)));\nint main(void) { return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "mode_unknown",
            "typedef float q __attribute__((mode(TF)));\nint main(void) { return 0; }\n",
            Unsupported,
        ),
        // Nested functions are lifted; one whose address escapes with the
        // variables it uses (a trampoline in gcc) is refused.
        Case::new(
            "nested_function_address",
            "static int call(int (*f)(void)) { return f(); }\nint main(void) { int x = 0; int get(void) { return x; } return call(get); }\n",
            Unsupported,
        ),
        // alloca is supported; its aligned form is not.
        Case::new(
            "alloca_with_align",
            "int main(void) { char *p = __builtin_alloca_with_align(16, 64); p[0] = 0; return p[0]; }\n",
            Unsupported,
        ),
        // gcc's own __builtin_setjmp is supported, but not with its
        // __builtin_longjmp in the same function (which gcc forbids).
        Case::new(
            "builtin_longjmp_in_the_setjmp_function",
            "static void *env[5];\nint main(void) { if (__builtin_setjmp(env)) return 0; __builtin_longjmp(env, 1); }\n",
            Unsupported,
        ),
        // Inline assembly statements are kept; a local bound to a register
        // (which an asm may rely on) and file-scope asm are not.
        Case::new(
            "local_register_variable",
            "int main(void) { register int x __asm__(\"rbx\") = 3; return x - 3; }\n",
            Unsupported,
        ),
        Case::new(
            "inline_asm_global",
            "__asm__(\".globl cmix_marker\");\nint main(void) { return 0; }\n",
            Unsupported,
        ),
        // Labels as values and labels scoped to a block are supported; a
        // jump out of a nested function to one is not.
        Case::new(
            "local_labels",
            "int main(void) { { __label__ done; void *p = &&done; goto *p; done:; } return 0; }\n",
            NoCrash,
        ),
        Case::new(
            "nonlocal_goto",
            "int main(void) { __label__ out; void f(void) { goto out; } f(); out: return 0; }\n",
            Unsupported,
        ),
        // Packed and aligned structs, members, variables and typedefs of
        // scalar types are supported; an aligned typedef of an array is not.
        Case::new(
            "aligned_typedef",
            "typedef int aligned_int __attribute__((aligned(16)));\nint main(void) { aligned_int x = 0; return x; }\n",
            NoCrash,
        ),
        Case::new(
            "aligned_array_typedef",
            "typedef int quad[4] __attribute__((aligned(32)));\nint main(void) { quad q = {0}; return q[0]; }\n",
            Unsupported,
        ),
        // __alignof__ of an expression is supported, except where gcc takes
        // the best of the pointers a dereferenced pointer was cast from.
        Case::new(
            "alignof_cast_pointer",
            "double d;\nint main(void) { return (int)__alignof__(*(char *)&d) - 8; }\n",
            Unsupported,
        ),
        Case::new(
            "packed_bit_fields",
            "struct s { unsigned a : 3; unsigned b : 7; } __attribute__((packed));\nint main(void) { struct s v = {1, 2}; return v.a - 1; }\n",
            NoCrash,
        ),
        // may_alias and aligned are supported on typedefs of structs, but
        // not an alignment lower than the struct's own.
        Case::new(
            "aligned_below_a_struct",
            "typedef struct s { int a; } S __attribute__((aligned(1)));\nint main(void) { S v = {0}; return v.a; }\n",
            Unsupported,
        ),
        // Weak declarations are supported; a weak definition (which the
        // link may replace) is not.
        Case::new(
            "weak_definition",
            "__attribute__((weak)) int f(void) { return 1; }\nint main(void) { return f() - 1; }\n",
            Unsupported,
        ),
        // optimize() options that change what code means are not dropped.
        Case::new(
            "optimize_no_strict_aliasing",
            "__attribute__((optimize(\"-fno-strict-aliasing\"))) static int f(int x) { return x; }\nint main(void) { return f(0); }\n",
            Unsupported,
        ),
        // An atomic update gcc's builtins have no operation for.
        Case::new(
            "atomic_multiply",
            "_Atomic int x = 2;\nint main(void) { x *= 3; return x - 6; }\n",
            Unsupported,
        ),
        // An alias of something not defined before it.
        Case::new(
            "alias_of_a_later_definition",
            "extern int b __attribute__((alias(\"a\")));\nint a = 1;\nint main(void) { return b - 1; }\n",
            Unsupported,
        ),
        Case::new(
            "complex",
            "int main(void) { double _Complex z = 0; return z == 0 ? 0 : 1; }\n",
            NoCrash,
        ),
        // Attributes before the tag are moved after the body for lang-c
        // (which read this as a function named S).
        Case::new(
            "packed_struct_attribute",
            "struct __attribute__((packed)) S { int x; };\nint main(void) { struct S s; s.x = 0; return s.x; }\n",
            NoCrash,
        ),
    ];
    // The inputs themselves must be valid (GNU) C.
    let dir = TempDir::new("unsupported-check");
    let mut invalid = Vec::new();
    for case in &cases {
        let file = dir.path().join(format!("{}.c", case.name));
        std::fs::write(&file, &case.text).expect("write test input");
        let mut cc = Command::new("cc");
        cc.args(["-fsyntax-only", "-w"]).arg(&file);
        let outcome = run_with_timeout(&mut cc, None, Duration::from_secs(30));
        if outcome.code() != Some(0) {
            invalid.push(format!(
                "{}: {}\n{}",
                case.name,
                outcome.describe(),
                head(&outcome.stderr_text(), 5)
            ));
        }
    }
    assert!(
        invalid.is_empty(),
        "test inputs that cc does not accept:\n{}",
        invalid.join("\n")
    );
    run_cases("unsupported", &cases);
}

/// Inputs as compilers take them: a file of any name is read as C (`-x c`
/// is accepted), `-` is standard input, and a file that is not C text gets
/// one clear error.
#[test]
fn inputs_as_compilers_take_them() {
    let dir = TempDir::new("robust-inputs");
    let text = dir.path().join("program.txt");
    std::fs::write(&text, "int main(void) { return 3; }\n").expect("write");
    for args in [vec!["core"], vec!["core", "-x", "c"]] {
        let o = run_with_timeout(
            Command::new(common::cmix()).args(&args).arg(&text),
            None,
            Duration::from_secs(30),
        );
        assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
        assert!(String::from_utf8_lossy(&o.stdout).contains("fn main(void) -> int"));
    }

    let stdin = dir.path().join("stdin.c");
    std::fs::write(&stdin, "int main(void) { return y; }\n").expect("write");
    let o = run_with_timeout(
        Command::new(common::cmix()).args(["core", "-"]),
        Some(&stdin),
        Duration::from_secs(30),
    );
    assert_eq!(o.code(), Some(1));
    assert!(
        o.stderr_text().contains("<stdin>:1:25") && o.stderr_text().contains("return y;"),
        "{}",
        o.stderr_text()
    );

    let binary = dir.path().join("binary.c");
    let mut bytes = b"\x7fELF\x02\x01\x01\0\0\0".to_vec();
    bytes.extend((0..2000u32).map(|i| (i * 7 % 256) as u8));
    std::fs::write(&binary, bytes).expect("write");
    let o = run_with_timeout(
        Command::new(common::cmix()).arg("core").arg(&binary),
        None,
        Duration::from_secs(30),
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(err.contains("is not C source text"), "{err}");
    assert!(
        err.lines().count() < 5,
        "one short error, not pages:\n{err}"
    );
}
