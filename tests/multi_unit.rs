//! A program of two translation units: external names are shared, `static`
//! names of different units stay distinct (the emitter renames one), and
//! the identity residual behaves like the program linked by cc.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{TempDir, cmix, repo_root, run_with_timeout};

const LIMIT: Duration = Duration::from_secs(60);

#[test]
fn two_units_link_into_one_residual_program() {
    let dir = TempDir::new("multi");
    let main = repo_root().join("tests/multi/main.c");
    let util = repo_root().join("tests/multi/util.c");

    let original = dir.path().join("original");
    let built = run_with_timeout(
        Command::new("cc")
            .arg(&main)
            .arg(&util)
            .arg("-o")
            .arg(&original),
        None,
        LIMIT,
    );
    assert_eq!(built.code(), Some(0), "{}", built.describe());
    let expected = run_with_timeout(&mut Command::new(&original), None, LIMIT);

    let out = dir.path().join("out.c");
    let spec = run_with_timeout(
        Command::new(cmix())
            .args(["spec"])
            .arg(&main)
            .arg(&util)
            .args(["--goal", "main", "--all-dynamic", "-o"])
            .arg(&out),
        None,
        LIMIT,
    );
    assert_eq!(spec.code(), Some(0), "{}", spec.describe());

    let residual = dir.path().join("residual");
    let built = run_with_timeout(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror"])
            .arg(&out)
            .arg("-o")
            .arg(&residual),
        None,
        LIMIT,
    );
    assert_eq!(built.code(), Some(0), "{}", built.describe());
    let actual = run_with_timeout(&mut Command::new(&residual), None, LIMIT);
    assert_eq!(actual.stdout, expected.stdout);
    assert_eq!(actual.code(), expected.code());
    assert_eq!(String::from_utf8_lossy(&expected.stdout), "30 10\n");
}
