//! The library API for build scripts (`cmix::Build`): the example crate
//! c-examples/pktfilter specializes its C packet filter in build.rs and
//! calls it from Rust; its output must equal the unspecialized C filter's
//! on the same packets. Failures of the API are errors with cmix's
//! rendered diagnostics, never panics.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{TempDir, repo_root, run_with_timeout};

const LIMIT: Duration = Duration::from_secs(600);

#[test]
fn pktfilter_crate_specializes_in_its_build_script() {
    let root = repo_root();
    let crate_dir = root.join("c-examples/pktfilter");
    // A target directory of its own, kept between runs: the crate builds
    // cmix as a build dependency.
    let target = root.join("target/example-crates");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = run_with_timeout(
        Command::new(&cargo)
            .current_dir(&crate_dir)
            .env("CARGO_TARGET_DIR", &target)
            .args(["build", "--release", "--offline", "--quiet"]),
        None,
        LIMIT,
    );
    assert_eq!(
        built.code(),
        Some(0),
        "cargo build: {}",
        built.stderr_text()
    );
    let binary = target.join("release/pktfilter");

    let work = TempDir::new("build-api");
    let packets = work.path().join("packets.bin");
    let generated = run_with_timeout(
        Command::new(&binary).args(["--generate", "20000"]),
        None,
        LIMIT,
    );
    assert_eq!(generated.code(), Some(0), "{}", generated.stderr_text());
    std::fs::write(&packets, &generated.stdout).expect("write packets");

    let specialized = run_with_timeout(&mut Command::new(&binary), Some(&packets), LIMIT);
    assert_eq!(specialized.code(), Some(0), "{}", specialized.stderr_text());

    let driver = work.path().join("driver");
    let cc = run_with_timeout(
        Command::new("cc")
            .current_dir(&crate_dir)
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-O2", "-Icsrc"])
            .args(["check/driver.c", "csrc/filter.c", "csrc/util.c", "-o"])
            .arg(&driver),
        None,
        LIMIT,
    );
    assert_eq!(cc.code(), Some(0), "{}", cc.stderr_text());
    let original = run_with_timeout(&mut Command::new(&driver), Some(&packets), LIMIT);
    assert_eq!(original.code(), Some(0));
    assert_eq!(specialized.stdout_text(), original.stdout_text());
    // Some packets pass and some do not: the comparison means something.
    let fields: Vec<u64> = original
        .stdout_text()
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    assert!(
        fields.len() == 4 && fields[1] > 0 && fields[1] < fields[0],
        "{fields:?}"
    );

    let compared = run_with_timeout(
        Command::new(&binary).arg("--compare"),
        Some(&packets),
        LIMIT,
    );
    assert_eq!(compared.code(), Some(0), "{}", compared.stderr_text());
}

/// The C files of tests/multi/shared, with `OUT_DIR` given explicitly.
fn shared_program(out: &std::path::Path) -> cmix::Build {
    let dir = repo_root().join("tests/multi/shared");
    let mut b = cmix::Build::new();
    b.file(dir.join("main.c"))
        .file(dir.join("table.c"))
        .include(&dir)
        .out_dir(out)
        .cargo_metadata(false);
    b
}

#[test]
fn build_failures_are_errors_with_diagnostics() {
    let work = TempDir::new("build-api-errors");
    let out = work.path();

    let mut b = shared_program(out);
    let e = b
        .goal("weigh")
        .static_value("name", "12")
        .compile("x")
        .expect_err("an int for a pointer");
    assert!(e.to_string().contains("<command line>"), "{e}");

    let mut b = shared_program(out);
    let e = b
        .goal("weigh")
        .static_value("name", "\"beta\"")
        .unit(repo_root().join("tests/multi/shared/main.c"))
        .compile("x")
        .expect_err("another file's static object");
    assert!(
        e.to_string().contains("`lookups`") && e.to_string().contains("table.c:8:12"),
        "{e}"
    );

    let mut b = shared_program(out);
    let e = b.goal("nosuch").compile("x").expect_err("no such goal");
    assert!(e.to_string().contains("`nosuch`"), "{e}");

    let e = cmix::Build::new()
        .file(work.path().join("missing.c"))
        .goal("f")
        .out_dir(out)
        .compile("x")
        .expect_err("a missing file");
    assert!(e.to_string().contains("missing.c"), "{e}");

    // A specialization that works: its residual file and header are where
    // out_file says, and the library is built.
    let mut b = shared_program(out);
    b.goal("weigh")
        .static_value("name", "\"beta\"")
        .unit(repo_root().join("tests/multi/shared/table.c"))
        .entry_name("weigh_beta");
    let done = b.compile("table").expect("specializes and compiles");
    assert_eq!(Some(done.residual.clone()), b.out_file().ok());
    assert_eq!(done.entry, "weigh_beta");
    let header = std::fs::read_to_string(&done.header).expect("header");
    assert!(header.contains("int weigh_beta(void);"), "{header}");
    assert!(out.join("libtable.a").is_file());
}
