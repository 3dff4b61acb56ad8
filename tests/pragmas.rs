//! `#pragma cmix` annotations: each has its effect (the binding times
//! `cmix bta` prints, the notes of `cmix spec`, what the residual program
//! folds), the command-line options do the same, the residual program
//! holds no cmix pragma, and a wrong pragma is a diagnostic at its place.
//! (Their residual programs behave as the originals: tests/spec.rs,
//! the `pragma_*` cases.)

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, cmix, repo_root, run_with_timeout};

const TIMEOUT: Duration = Duration::from_secs(120);

fn cmix_in_repo(args: &[&str]) -> Outcome {
    let mut cmd = Command::new(cmix());
    cmd.current_dir(repo_root()).args(args);
    run_with_timeout(&mut cmd, None, TIMEOUT)
}

fn ok(outcome: &Outcome) -> String {
    assert_eq!(
        outcome.code(),
        Some(0),
        "cmix failed: {}\n{}",
        outcome.describe(),
        outcome.stderr_text()
    );
    outcome.stdout_text()
}

/// The line of `cmix bta` output that declares `what`.
fn declared<'t>(bta: &'t str, what: &str) -> &'t str {
    bta.lines()
        .find(|l| l.trim_start().starts_with(what))
        .unwrap_or_else(|| panic!("no `{what}` in:\n{bta}"))
}

#[test]
fn residual_keeps_a_global_and_a_local_dynamic() {
    let file = "tests/spec_programs/pragma_residual.c";
    let bta = ok(&cmix_in_repo(&[
        "bta", file, "--goal", "scale", "--static", "n",
    ]));
    assert!(declared(&bta, "global int factor").ends_with("@D"), "{bta}");
    assert!(declared(&bta, "local int step").ends_with("@D"), "{bta}");
    assert!(declared(&bta, "local int i").ends_with("@S"), "{bta}");
    let residual = ok(&cmix_in_repo(&[
        "spec", file, "--goal", "scale", "--static", "n=4",
    ]));
    assert!(residual.contains("x * factor + step"), "{residual}");
    assert!(!residual.contains("#pragma cmix"), "{residual}");
}

#[test]
fn the_command_line_names_a_function_s_variable_as_the_pragma_does() {
    let dir = TempDir::new("pragma_cli");
    let file = dir.path().join("plain.c");
    std::fs::write(
        &file,
        "int factor = 3;\nint scale(int n, int x) { int step = 2; int r = 0;\n\
         for (int i = 0; i < n; i++) r += x * factor + step; return r; }\n",
    )
    .expect("write");
    let path = file.to_string_lossy().into_owned();
    let plain = ok(&cmix_in_repo(&[
        "bta", &path, "--goal", "scale", "--static", "n",
    ]));
    assert!(
        declared(&plain, "local int step").ends_with("@S"),
        "{plain}"
    );
    for option in ["--residual", "--dynamic", "--generalize"] {
        let bta = ok(&cmix_in_repo(&[
            "bta",
            &path,
            "--goal",
            "scale",
            "--static",
            "n",
            option,
            "scale.step",
            option,
            "factor",
        ]));
        assert!(declared(&bta, "local int step").ends_with("@D"), "{bta}");
        assert!(declared(&bta, "global int factor").ends_with("@D"), "{bta}");
    }
    // `goal.param` is the parameter.
    let bta = ok(&cmix_in_repo(&[
        "bta",
        &path,
        "--goal",
        "scale",
        "--static",
        "n",
        "--residual",
        "scale.n",
    ]));
    assert!(declared(&bta, "param int n").ends_with("@D"), "{bta}");
}

#[test]
fn generalize_pre_empts_the_kernel_s_generalizations() {
    let file = "tests/spec_programs/pragma_generalize.c";
    let outcome = cmix_in_repo(&["spec", file, "--goal", "count", "--static", "pat=\"ab\""]);
    let residual = ok(&outcome);
    let notes = outcome.stderr_text();
    assert!(
        notes.contains("`count.hits` is dynamic from the start of specialization"),
        "{notes}"
    );
    assert!(!notes.contains("cmix made it dynamic"), "{notes}");
    assert!(residual.contains("hits = hits + 1"), "{residual}");
    let bta = ok(&cmix_in_repo(&[
        "bta", file, "--goal", "count", "--static", "pat",
    ]));
    assert!(declared(&bta, "local int hits").ends_with("@D"), "{bta}");
    assert!(declared(&bta, "local int k").ends_with("@S"), "{bta}");
}

#[test]
fn spectime_and_reads_string_fold_what_they_allow() {
    let file = "tests/spec_programs/pragma_pure.c";
    let bta = ok(&cmix_in_repo(&[
        "bta", file, "--goal", "diagonal", "--static", "w", "--static", "h",
    ]));
    assert!(bta.contains("S  call[static] tmp = hypot("), "{bta}");
    let residual = ok(&cmix_in_repo(&[
        "spec", file, "--goal", "diagonal", "--static", "w=3", "--static", "h=4",
    ]));
    assert!(residual.contains("return scale * 5.0;"), "{residual}");
    assert!(!residual.contains("hypot"), "{residual}");
    let outcome = cmix_in_repo(&["spec", file, "--goal", "greet", "--static", "name=\"bob\""]);
    let residual = ok(&outcome);
    assert!(residual.contains("shout(\"bob\")"), "{residual}");
    assert!(!residual.contains("strlen"), "{residual}");
    // A pragma about a function the goal does not call is a note.
    assert!(
        outcome
            .stderr_text()
            .contains("`greet` never calls `hypot`: `#pragma cmix spectime: hypot` has no effect"),
        "{}",
        outcome.stderr_text()
    );
}

#[test]
fn spectime_on_the_command_line_is_pure() {
    let dir = TempDir::new("pragma_spectime");
    let file = dir.path().join("d.c");
    std::fs::write(
        &file,
        "#include <math.h>\ndouble d(int w, double s) { return s * hypot(w, 4.0); }\n",
    )
    .expect("write");
    let path = file.to_string_lossy().into_owned();
    let plain = ok(&cmix_in_repo(&[
        "spec", &path, "--goal", "d", "--static", "w=3",
    ]));
    assert!(plain.contains("hypot(3.0, 4.0)"), "{plain}");
    for option in ["--spectime", "--pure"] {
        let folded = ok(&cmix_in_repo(&[
            "spec", &path, "--goal", "d", "--static", "w=3", option, "hypot",
        ]));
        assert!(folded.contains("return s * 5.0;"), "{folded}");
    }
}

/// `--pure` naming a library function cmix cannot run leaves its calls in
/// the residual program, with a note, instead of failing at the first.
#[test]
fn pure_functions_cmix_cannot_run_stay_calls() {
    let dir = TempDir::new("pragma_pure_unknown");
    let file = dir.path().join("p.c");
    std::fs::write(
        &file,
        "#include <string.h>\nint f(const char *s, int k) { return strcoll(s, \"xz\") + k; }\n",
    )
    .expect("write");
    let path = file.to_string_lossy().into_owned();
    let outcome = cmix_in_repo(&[
        "spec",
        &path,
        "--goal",
        "f",
        "--static",
        "s=\"abxz\"",
        "--pure",
        "strcoll",
    ]);
    let residual = ok(&outcome);
    assert!(residual.contains("strcoll("), "{residual}");
    assert!(
        outcome
            .stderr_text()
            .contains("cmix cannot run the library function `strcoll` during specialization"),
        "{}",
        outcome.stderr_text()
    );
}

#[test]
fn the_residual_program_compiles_without_unknown_pragmas() {
    let dir = TempDir::new("pragma_cc");
    let residual = dir.path().join("r.c");
    let out = residual.to_string_lossy().into_owned();
    ok(&cmix_in_repo(&[
        "spec",
        "tests/spec_programs/pragma_residual.c",
        "--goal",
        "main",
        "--all-dynamic",
        "-o",
        &out,
    ]));
    let text = std::fs::read_to_string(&residual).expect("residual");
    assert!(!text.contains("#pragma cmix"), "{text}");
    let mut cc = Command::new("cc");
    cc.args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-c", "-o"])
        .arg(dir.path().join("r.o"))
        .arg(&residual);
    let compiled = run_with_timeout(&mut cc, None, TIMEOUT);
    assert_eq!(compiled.code(), Some(0), "{}", compiled.stderr_text());
}

/// `cmix spec` on `source` (goal `f`, static `n=2`): status 1 and a
/// diagnostic with `message`, pointing at `marked` (the text it labels).
fn rejected(source: &str, message: &str, marked: &str) {
    let dir = TempDir::new("pragma_error");
    let file = dir.path().join("e.c");
    std::fs::write(&file, source).expect("write");
    let outcome = spec_file(&file);
    let stderr = outcome.stderr_text();
    assert_eq!(outcome.code(), Some(1), "{source}\n{stderr}");
    assert!(stderr.contains(message), "{source}\n{stderr}");
    assert!(stderr.contains("e.c:3:"), "the pragma's line:\n{stderr}");
    let carets = stderr
        .lines()
        .find(|l| l.contains('^'))
        .unwrap_or_else(|| panic!("no label:\n{stderr}"));
    let labelled = carets.chars().filter(|&c| c == '^').count();
    assert_eq!(labelled, marked.len(), "{stderr}");
}

fn spec_file(file: &Path) -> Outcome {
    let mut cmd = Command::new(cmix());
    cmd.arg("spec")
        .arg(file)
        .args(["--goal", "f", "--static", "n=2"]);
    run_with_timeout(&mut cmd, None, TIMEOUT)
}

const PROGRAM: &str = "int shout(const char *s);\n\
                       int f(int n) { int acc = 0; for (int i = 0; i < n; i++) acc += total; return acc; }\n";

fn with_pragma(pragma: &str) -> String {
    format!("int total;\nint unused(int z) {{ int q = z; return q; }}\n{pragma}\n{PROGRAM}")
}

#[test]
fn wrong_pragmas_are_diagnostics_at_their_place() {
    rejected(
        &with_pragma("#pragma cmix resid: total"),
        "unknown `#pragma cmix` key `resid`",
        "resid",
    );
    rejected(
        &with_pragma("#pragma cmix residual total"),
        "malformed `#pragma cmix`",
        "#pragma cmix residual total",
    );
    rejected(
        &with_pragma("#pragma cmix residual: nosuch"),
        "`nosuch` is neither a parameter of the goal nor a global",
        "nosuch",
    );
    rejected(
        &with_pragma("#pragma cmix generalize: f.nope"),
        "`f` has no variable `nope`",
        "f.nope",
    );
    rejected(
        &with_pragma("#pragma cmix residual: total.x"),
        "`x` is not a field of a struct",
        "total.x",
    );
    rejected(
        &with_pragma("#pragma cmix pure: nofn"),
        "no function `nofn` is declared in the program",
        "nofn",
    );
    rejected(
        &with_pragma("#pragma cmix reads_string: z"),
        "`z` is not a parameter of `shout`",
        "z",
    );
}

#[test]
fn a_pragma_the_goal_never_reaches_is_a_note() {
    let dir = TempDir::new("pragma_note");
    let file = dir.path().join("e.c");
    std::fs::write(&file, with_pragma("#pragma cmix residual: unused.q")).expect("write");
    let outcome = spec_file(&file);
    assert_eq!(outcome.code(), Some(0), "{}", outcome.stderr_text());
    assert!(
        outcome
            .stderr_text()
            .contains("`f` never calls `unused`: `#pragma cmix residual: unused.q` has no effect"),
        "{}",
        outcome.stderr_text()
    );
}
