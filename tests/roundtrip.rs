//! Differential test of the identity residualization: every C program under
//! `c-examples/` and `tests/c/` must behave the same before and after
//! `cmix spec --goal main --all-dynamic`.
//!
//! For each `NAME.c`:
//! 1. compile the original with `cc -std=c99 -Wall -Wextra -Werror ... -lm`,
//!    falling back to `cc -w ... -lm` (and remembering which worked);
//! 2. run it, with standard input from `NAME.stdin` if that file exists and
//!    arguments from `NAME.args` (one argument per line) if that exists;
//! 3. run `cmix spec NAME.c --goal main --all-dynamic -o out.c`;
//! 4. compile `out.c` the same way; if the original compiled with `-Werror`,
//!    the residual program must too;
//! 5. run it the same way: standard output and exit status must be identical;
//! 6. run `cmix spec NAME.c --goal main -o static.c` (full static evaluation:
//!    the program runs during specialization): cmix may refuse it with a
//!    diagnostic, but an accepted program must compile and behave the same.
//!
//! All programs are checked and every failure is reported at the end, with
//! the compiler's or cmix's messages or a diff of the outputs. The work
//! directories of failing programs are kept and named in the report.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, display_name, head, line_diff, run_with_timeout};

const STRICT_FLAGS: &[&str] = &["-std=c99", "-Wall", "-Wextra", "-Werror"];
const LAX_FLAGS: &[&str] = &["-w"];
const RUN_TIMEOUT: Duration = Duration::from_secs(10);
const COMPILE_TIMEOUT: Duration = Duration::from_secs(60);
const CMIX_TIMEOUT: Duration = Duration::from_secs(60);

/// Compiles `src` into `exe` with `cc FLAGS src -o exe -lm`.
fn compile(src: &Path, exe: &Path, flags: &[&str]) -> Outcome {
    let mut cmd = Command::new("cc");
    cmd.args(flags).arg(src).arg("-o").arg(exe).arg("-lm");
    run_with_timeout(&mut cmd, None, COMPILE_TIMEOUT)
}

/// Input for a program: `NAME.stdin` and `NAME.args` next to `NAME.c`.
struct Input {
    stdin: Option<PathBuf>,
    args: Vec<String>,
}

fn program_input(src: &Path) -> Input {
    let stdin = src.with_extension("stdin");
    let args = src.with_extension("args");
    Input {
        stdin: stdin.is_file().then_some(stdin),
        args: if args.is_file() {
            std::fs::read_to_string(&args)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", args.display()))
                .lines()
                .map(str::to_string)
                .collect()
        } else {
            Vec::new()
        },
    }
}

fn run_program(exe: &Path, dir: &Path, input: &Input) -> Outcome {
    let mut cmd = Command::new(exe);
    cmd.args(&input.args).current_dir(dir);
    run_with_timeout(&mut cmd, input.stdin.as_deref(), RUN_TIMEOUT)
}

/// Checks one program; Err carries the failure report.
fn check(src: &Path) -> Result<(), String> {
    let mut dir = TempDir::new("roundtrip");
    let result = check_in(src, dir.path());
    if result.is_err() {
        dir.keep();
    }
    result.map_err(|msg| format!("{msg}  (work directory: {})\n", dir.path().display()))
}

fn check_in(src: &Path, dir: &Path) -> Result<(), String> {
    let input = program_input(src);

    // 1. The original.
    let orig = dir.join("orig");
    let strict = compile(src, &orig, STRICT_FLAGS);
    let werror = strict.code() == Some(0);
    if !werror {
        let lax = compile(src, &orig, LAX_FLAGS);
        if lax.code() != Some(0) {
            return Err(format!(
                "the original does not compile ({}):\n{}",
                lax.describe(),
                head(&lax.stderr_text(), 20)
            ));
        }
    }
    let expected = run_program(&orig, dir, &input);
    if expected.timed_out() || expected.code().is_none() {
        return Err(format!(
            "the original program does not run to completion ({})",
            expected.describe()
        ));
    }

    // 2. cmix.
    let out_c = dir.join("out.c");
    let mut cmd = Command::new(common::cmix());
    cmd.arg("spec")
        .arg(src)
        .args(["--goal", "main", "--all-dynamic", "-o"])
        .arg(&out_c)
        .current_dir(dir);
    let spec = run_with_timeout(&mut cmd, None, CMIX_TIMEOUT);
    if spec.code() != Some(0) {
        return Err(format!(
            "cmix spec failed ({}):\n{}",
            spec.describe(),
            head(&spec.stderr_text(), 30)
        ));
    }

    // 3. The residual program, compiled as strictly as the original.
    let residual = dir.join("residual");
    let flags = if werror { STRICT_FLAGS } else { LAX_FLAGS };
    let compiled = compile(&out_c, &residual, flags);
    if compiled.code() != Some(0) {
        return Err(format!(
            "the residual program does not compile with `cc {}` ({}), although the original did:\n{}",
            flags.join(" "),
            compiled.describe(),
            head(&compiled.stderr_text(), 30)
        ));
    }
    let actual = run_program(&residual, dir, &input);

    // 4. Same behaviour.
    same_behaviour(&expected, &actual)?;

    // 5. Full static evaluation (`--goal main`, every input static): the
    //    program runs during specialization. A refusal (exit 1 with a
    //    diagnostic that is not a bug report) is allowed; an accepted
    //    program must behave the same.
    let static_c = dir.join("static.c");
    let mut cmd = Command::new(common::cmix());
    cmd.arg("spec")
        .arg(src)
        .args(["--goal", "main", "-o"])
        .arg(&static_c)
        .current_dir(dir);
    let spec = run_with_timeout(&mut cmd, None, CMIX_TIMEOUT);
    let stderr = spec.stderr_text();
    if spec.code() == Some(1) && !stderr.contains("bug:") {
        return Ok(());
    }
    if spec.code() != Some(0) {
        return Err(format!(
            "full static evaluation: cmix spec failed ({}):\n{}",
            spec.describe(),
            head(&stderr, 30)
        ));
    }
    let static_exe = dir.join("static");
    let compiled = compile(&static_c, &static_exe, flags);
    if compiled.code() != Some(0) {
        return Err(format!(
            "full static evaluation: the residual program does not compile with `cc {}` ({}):\n{}",
            flags.join(" "),
            compiled.describe(),
            head(&compiled.stderr_text(), 30)
        ));
    }
    let actual = run_program(&static_exe, dir, &input);
    same_behaviour(&expected, &actual).map_err(|e| format!("full static evaluation: {e}"))
}

/// The exit status and standard output of `actual` are those of `expected`.
fn same_behaviour(expected: &Outcome, actual: &Outcome) -> Result<(), String> {
    let mut problems = String::new();
    // expected.code() is Some: the original ran to completion.
    if actual.code() != expected.code() {
        problems.push_str(&format!(
            "  exit: original {}, residual {}\n",
            expected.describe(),
            actual.describe()
        ));
    }
    if actual.stdout != expected.stdout {
        problems.push_str("  standard output differs (- original, + residual):\n");
        problems.push_str(&line_diff(
            &String::from_utf8_lossy(&expected.stdout),
            &String::from_utf8_lossy(&actual.stdout),
            15,
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the residual program behaves differently:\n{problems}"
        ))
    }
}

#[test]
fn identity_residualization_preserves_behaviour() {
    let programs = common::c_programs();
    // The corpus is part of the test: an empty or lost corpus must fail.
    assert!(
        programs.len() >= 40,
        "expected at least 40 C programs under c-examples/ and tests/c/, found {}",
        programs.len()
    );
    let results = common::parallel_map(&programs, |src| check(src));
    let failures: Vec<String> = programs
        .iter()
        .zip(&results)
        .filter_map(|(src, r)| {
            r.as_ref()
                .err()
                .map(|msg| format!("--- {}: {msg}", display_name(src)))
        })
        .collect();
    if !failures.is_empty() {
        panic!(
            "{} of {} programs do not round-trip through `cmix spec --goal main --all-dynamic`:\n\n{}",
            failures.len(),
            programs.len(),
            failures.join("\n")
        );
    }
}
