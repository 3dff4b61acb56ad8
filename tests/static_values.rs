//! `--static P=VALUE` values as users write them, through the real binary:
//! the program's enum constants, macros (its own, its headers', `-D`) and
//! const globals give the residual program the literal value gives; a bad
//! value is a diagnostic under the part of `--static P=VALUE` at fault,
//! with the parameter's type, exit status 1; a parameter given twice or
//! not a parameter of the goal is bad usage, exit status 2.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, cmix, parallel_map, run_with_timeout};

const TIMEOUT: Duration = Duration::from_secs(60);

const OPS_H: &str = "\
#define STACK_SIZE 6
enum op { PUSH, ADD, MUL, PRINT, HALT };
";

const VALUES_C: &str = "\
#include \"ops.h\"
#define N 4
#define SQ(x) ((x) * (x))
struct pt { int x, y; };
static const int program[] = { PUSH, 3, PUSH, 4, ADD, PRINT, HALT };
static const int LIMIT = 7;
static const struct pt origin = { 3, 4 };

int run(const int *code, int x) {
    int acc = x;
    for (int pc = 0; code[pc] != HALT; pc++) {
        switch (code[pc]) {
        case PUSH: pc++; acc += code[pc]; break;
        case ADD: acc *= 2; break;
        case MUL: acc *= 3; break;
        case PRINT: acc -= 1; break;
        }
    }
    return acc;
}

long power(long x, int n) {
    long p = 1;
    while (n > 0) { p *= x; n--; }
    return p;
}

int dist(struct pt p, int x) { return p.x * x + p.y; }

int bits(unsigned u, unsigned char c, int x) { return (int)(u >> 28) + c + x; }

float scale(float f, float x) { return f * x; }
";

/// A second unit: its names are read for a value only when the goal's
/// file lacks them.
const OTHER_C: &str = "\
#define ONLY_IN_OTHER 3
static const int LIMIT = 2;
long times(long x, int n) { return x * n; }
";

fn write_program(dir: &Path) {
    for (name, text) in [
        ("ops.h", OPS_H),
        ("values.c", VALUES_C),
        ("other.c", OTHER_C),
    ] {
        std::fs::write(dir.join(name), text).expect("write");
    }
}

/// `cmix spec values.c other.c --goal GOAL ARGS...` in `dir`.
fn spec(dir: &Path, goal: &str, args: &[&str]) -> Outcome {
    run_with_timeout(
        Command::new(cmix())
            .current_dir(dir)
            .args(["spec", "values.c", "other.c", "--goal", goal])
            .args(args),
        None,
        TIMEOUT,
    )
}

/// The residual program without its first comment, which quotes the
/// values as given.
fn residual(o: &Outcome, what: &str) -> String {
    assert_eq!(o.code(), Some(0), "{what}: {}", o.stderr_text());
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .filter(|l| !l.contains(" specialized to "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn program_names_give_the_residual_of_the_literal_value() {
    let dir = TempDir::new("values-names");
    write_program(dir.path());
    // (goal, value with names, the same value written out, more options)
    let cases: &[(&str, &str, &str, &[&str])] = &[
        ("run", "code=program", "code={0, 3, 0, 4, 1, 3, 4}", &[]),
        ("run", "code={PUSH, N, MUL, HALT}", "code={0, 4, 2, 4}", &[]),
        ("power", "n=N", "n=4", &[]),
        ("power", "n=SQ(N) - LIMIT", "n=9", &[]),
        ("power", "n=LIMIT", "n=7", &[]),
        ("power", "n=sizeof(struct pt)", "n=8", &[]),
        ("power", "n=STACK_SIZE", "n=6", &[]),
        ("power", "n=LEVEL * 2", "n=10", &["-DLEVEL=5"]),
        ("power", "n=HALT", "n=4", &[]),
        ("dist", "p=origin", "p={3, 4}", &[]),
        ("dist", "p={.y = N, .x = LIMIT}", "p={7, 4}", &[]),
        ("bits", "u=(unsigned)-1", "u=4294967295", &[]),
        ("bits", "c=(unsigned char)300", "c=44", &[]),
        ("times", "n=LIMIT", "n=2", &[]),
        // A name the goal's file lacks is read in the other files given
        // (the caller's format macro or table), all of it there; the goal's
        // file comes first.
        ("power", "n=ONLY_IN_OTHER", "n=3", &[]),
        ("power", "n=ONLY_IN_OTHER + LIMIT", "n=5", &[]),
    ];
    let results = parallel_map(cases, |(goal, named, literal, options)| {
        let with_names = spec(dir.path(), goal, &[&["--static", named], *options].concat());
        let written_out = spec(
            dir.path(),
            goal,
            &[&["--static", literal], *options].concat(),
        );
        (
            residual(&with_names, named),
            residual(&written_out, literal),
        )
    });
    for ((goal, named, literal, _), (with_names, written_out)) in cases.iter().zip(results) {
        assert_eq!(
            with_names, written_out,
            "{goal}: `{named}` and `{literal}` differ"
        );
    }
}

/// The text the first label of a rendered diagnostic is under, read from
/// the source line and the carets below it.
fn labelled(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().position(|l| l.contains("│ --static"))?;
    let source: Vec<char> = lines[at].chars().collect();
    let carets: Vec<char> = lines.get(at + 1)?.chars().collect();
    let start = carets.iter().position(|&c| c == '^')?;
    let end = start + carets[start..].iter().take_while(|&&c| c == '^').count();
    Some(source.get(start..end.min(source.len()))?.iter().collect())
}

#[test]
fn bad_values_point_into_the_value() {
    let dir = TempDir::new("values-errors");
    write_program(dir.path());
    // (goal, value, message, labelled text, expected type)
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        (
            "power",
            "n=4294967298",
            "the value 4294967298 does not fit in `int`",
            "4294967298",
            "`n` has type `int`",
        ),
        (
            "bits",
            "c=300",
            "the value 300 does not fit in `unsigned char`",
            "300",
            "`c` has type `unsigned char`",
        ),
        (
            "bits",
            "u=-1",
            "the value -1 does not fit in `unsigned int`",
            "-1",
            "`u` has type `unsigned int`",
        ),
        (
            "scale",
            "f=1e40",
            "the value 1e40 does not fit in `float`",
            "1e40",
            "`f` has type `float`",
        ),
        (
            "power",
            "n=\"abc\"",
            "mismatched types: expected `int`, found a string",
            "\"abc\"",
            "`n` has type `int`",
        ),
        (
            "power",
            "n=N * 1000000000",
            "this expression has no constant value",
            "N * 1000000000",
            "`n` has type `int`",
        ),
        (
            "power",
            "n=M",
            "use of undeclared identifier `M`",
            "M",
            "`n` has type `int`",
        ),
        (
            "run",
            "code={PUSH, 1, JUMP}",
            "use of undeclared identifier `JUMP`",
            "JUMP",
            "`code` has type `const int *`",
        ),
        ("power", "n=N 2", "syntax error", "2", "`n` has type `int`"),
        (
            "dist",
            "p=program",
            "mismatched types: expected `struct pt`, found `program`",
            "program",
            "`p` has type `struct pt`",
        ),
    ];
    let results = parallel_map(cases, |(goal, value, ..)| {
        spec(dir.path(), goal, &["--static", value])
    });
    for ((goal, value, message, label, expected), o) in cases.iter().zip(results) {
        let err = o.stderr_text();
        let what = format!("{goal} --static {value}");
        assert_eq!(o.code(), Some(1), "{what}: {}\n{err}", o.describe());
        assert!(
            err.starts_with(&format!("error: {message}")),
            "{what}:\n{err}"
        );
        let column = "--static ".len() + value.find(label).expect("label in value") + 1;
        assert!(
            err.contains(&format!("┌─ <command line>:1:{column}\n")),
            "{what}: not at column {column}:\n{err}"
        );
        assert_eq!(labelled(&err).as_deref(), Some(*label), "{what}:\n{err}");
        assert!(err.contains(&format!("= {expected}")), "{what}:\n{err}");
        // Nothing in the program is to blame.
        assert!(
            !err.contains("values.c") && !err.contains(".h:"),
            "{what}:\n{err}"
        );
        assert!(o.stdout.is_empty(), "{what}: no residual program");
    }
}

#[test]
fn parameters_named_wrongly_are_bad_usage() {
    let dir = TempDir::new("values-usage");
    write_program(dir.path());
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "power",
            &["--static", "n=1", "--static", "n=2"],
            "error: `n` is given more than once: `--static n=1`, `--static n=2`",
        ),
        (
            "power",
            &["--static", "n", "--static", "n"],
            "error: `n` is given more than once: `--static n`, `--static n`",
        ),
        (
            "power",
            &["--static", "m=3"],
            "error: `m` is not a parameter of `power`; its parameters are `x`, `n`",
        ),
        (
            "power",
            &["--static", "m"],
            "error: `m` is not a parameter of `power`; its parameters are `x`, `n`",
        ),
    ];
    let results = parallel_map(cases, |(goal, args, _)| spec(dir.path(), goal, args));
    for ((goal, args, message), o) in cases.iter().zip(results) {
        let err = o.stderr_text();
        assert_eq!(
            o.code(),
            Some(2),
            "{goal} {args:?}: {}\n{err}",
            o.describe()
        );
        assert!(err.starts_with(message), "{goal} {args:?}:\n{err}");
    }
}

/// A pointer given a static value points to cmix's copy of the object, so
/// comparing it with a run-time pointer (the end of the pattern a caller
/// keeps, as Lua 5.4's matcher does) is refused rather than giving a
/// function that never finds the end; with the end given as a length the
/// same loop specializes.
#[test]
fn a_given_pointer_compared_with_a_run_time_one_is_refused() {
    let dir = TempDir::new("values-given-pointer");
    std::fs::write(
        dir.path().join("m.c"),
        "struct state { const char *p_end; int hits; };\n\
         int count(struct state *ms, const char *p, int c) {\n\
         \x20   int n = 0;\n\
         \x20   for (; p != ms->p_end; p++) n += (*p == c);\n\
         \x20   return n;\n\
         }\n\
         int count_n(const char *p, int len, int c) {\n\
         \x20   int n = 0;\n\
         \x20   for (const char *end = p + len; p != end; p++) n += (*p == c);\n\
         \x20   return n;\n\
         }\n",
    )
    .expect("write");
    let run = |goal: &str, statics: &[&str]| {
        let mut args = vec!["spec", "m.c", "--goal", goal];
        for s in statics {
            args.extend(["--static", s]);
        }
        run_with_timeout(
            Command::new(cmix()).current_dir(dir.path()).args(&args),
            None,
            TIMEOUT,
        )
    };
    let o = run("count", &["p=\"abca\""]);
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("compares a pointer into the static value of `p` with a run-time pointer")
            && err.contains("m.c:4:12"),
        "{err}"
    );
    let o = run("count_n", &["p=\"abca\"", "len=4"]);
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("('b' == c)"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

/// `--goal main` with a static `argc` (or `argv`): the residual `main`
/// keeps C's two parameters, the static one unused, so that it runs (and
/// compiles with -Werror) as a program.
#[test]
fn a_residual_main_keeps_both_parameters() {
    let dir = TempDir::new("values-main");
    std::fs::write(
        dir.path().join("echo.c"),
        "#include <stdio.h>\n\
         int main(int argc, char **argv) {\n\
             for (int i = 1; i < argc; i++) printf(\"%s\\n\", argv[i]);\n\
             return 0;\n\
         }\n",
    )
    .expect("write");
    for (value, args, expected) in [
        ("argc=2", &["hello"][..], "hello\n"),
        ("argv=(char *[]){\"p\", \"x\", 0}", &["y"][..], "x\n"),
    ] {
        let o = run_with_timeout(
            Command::new(cmix())
                .current_dir(dir.path())
                .args(["spec", "echo.c", "--goal", "main", "--static", value])
                .args(["-o", "residual.c"]),
            None,
            TIMEOUT,
        );
        assert_eq!(o.code(), Some(0), "{value}: {}", o.stderr_text());
        let cc = run_with_timeout(
            Command::new("cc").current_dir(dir.path()).args([
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "residual.c",
                "-o",
                "residual",
            ]),
            None,
            TIMEOUT,
        );
        assert_eq!(cc.code(), Some(0), "{value}: {}", cc.stderr_text());
        let run = run_with_timeout(
            Command::new(dir.path().join("residual")).args(args),
            None,
            TIMEOUT,
        );
        assert_eq!(run.code(), Some(0), "{value}: {}", run.describe());
        assert_eq!(run.stdout_text(), expected, "{value}");
    }
}
