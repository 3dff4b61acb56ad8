//! Snapshots of Core C and of the identity residual program for the book's
//! examples in c-examples/, so that every change to lowering or emission
//! shows up in review. `CMIX_BLESS=1 cargo test --test snapshots` rewrites
//! them; otherwise any difference fails with a diff-friendly message.

use std::path::{Path, PathBuf};

use cmix::driver;
use cmix::preprocess::PreprocessOptions;

const EXAMPLES: &[&str] = &[
    "power/power.c",
    "mini_printf/mini_printf.c",
    "strcmp/strcmp.c",
    "stack/stack.c",
    "binsearch/binsearch.c",
    "keytab/keytab.c",
    "list/list.c",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[track_caller]
fn check_snapshot(name: &str, actual: &str, failures: &mut Vec<String>) {
    let path = root().join("tests/snapshots").join(name);
    if std::env::var_os("CMIX_BLESS").is_some() {
        if let Err(e) = std::fs::write(&path, actual) {
            failures.push(format!("{}: cannot write: {e}", path.display()));
        }
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => {}
        Ok(expected) => failures.push(format!(
            "{} differs (CMIX_BLESS=1 to accept):\n{}",
            path.display(),
            first_difference(&expected, actual)
        )),
        Err(e) => failures.push(format!(
            "{}: {e} (run with CMIX_BLESS=1 to create it)",
            path.display()
        )),
    }
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            return format!(
                "line {}:\n  expected: {}\n  actual:   {}",
                i + 1,
                x.unwrap_or("<end>"),
                y.unwrap_or("<end>")
            );
        }
    }
    String::from("(only line endings differ)")
}

#[test]
fn book_examples_core_and_identity_residual() {
    let mut failures = Vec::new();
    for example in EXAMPLES {
        let file = root().join("c-examples").join(example);
        let stem = Path::new(example)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("example");
        let frontend =
            match driver::load(std::slice::from_ref(&file), &PreprocessOptions::default()) {
                Ok(f) => f,
                Err(failure) => {
                    failures.push(format!(
                        "{}: rejected:\n{}",
                        file.display(),
                        failure.render()
                    ));
                    continue;
                }
            };
        let core = cmix::core::print::print_program(&frontend.program);
        check_snapshot(&format!("{stem}.core"), &core, &mut failures);
        match driver::residualize_identity(&frontend, "main") {
            Ok(c) => check_snapshot(&format!("{stem}.identity.c"), &c, &mut failures),
            Err(failure) => failures.push(format!("{stem}: {}", failure.render())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
