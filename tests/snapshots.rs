//! Snapshots of Core C and of the identity residual program for the book's
//! examples in c-examples/, so that every change to lowering or emission
//! shows up in review. `CMIX_BLESS=1 cargo test --test snapshots` rewrites
//! them; otherwise any difference fails with a diff-friendly message.

mod common;

use std::path::{Path, PathBuf};

use common::check_snapshot;

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
    "threaded/threaded.c",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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
