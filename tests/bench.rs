//! `cmix bench`: one benchmark in value and call-site mode, a wrong
//! hand-written variant, `--spec-only`, and a suite with a failing
//! benchmark. Only the shape of the figures is checked, never their values:
//! timings depend on the machine.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, cmix, repo_root, run_with_timeout};

const TIMEOUT: Duration = Duration::from_secs(300);

fn program(name: &str) -> PathBuf {
    repo_root().join("tests/bench_programs").join(name)
}

fn bench(args: &[&str], dir: Option<&Path>) -> Outcome {
    let mut command = Command::new(cmix());
    command.arg("bench").args(args);
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    run_with_timeout(&mut command, None, TIMEOUT)
}

fn json(outcome: &Outcome) -> serde_json::Value {
    assert_eq!(
        outcome.code(),
        Some(0),
        "cmix bench failed ({}):\n{}",
        outcome.describe(),
        outcome.stderr_text()
    );
    serde_json::from_slice(&outcome.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}):\n{}",
            String::from_utf8_lossy(&outcome.stdout)
        )
    })
}

fn path_arg(path: &Path) -> &str {
    path.to_str().expect("test paths are UTF-8")
}

/// The figures every measured report has.
fn check_measured(report: &serde_json::Value, variants: &[&str]) {
    for field in [
        "files",
        "goal",
        "statics",
        "mode",
        "runs",
        "spec_ms",
        "peak_kib",
        "residual_lines",
        "data",
        "speedup",
        "residual_vs",
        "spec_compile_ratio",
    ] {
        assert!(report.get(field).is_some(), "no `{field}` in {report}");
    }
    let names: Vec<&str> = report["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .map(|v| v["name"].as_str().expect("variant name"))
        .collect();
    assert_eq!(names, variants);
    for variant in report["variants"].as_array().expect("variants") {
        for field in [
            "compile_ms",
            "lines",
            "object_bytes",
            "median_ms",
            "min_ms",
            "max_ms",
        ] {
            assert!(variant[field].is_number(), "no `{field}` in {variant}");
        }
        assert!(variant["lines"].as_u64().expect("lines") > 0);
        assert_eq!(variant["round_ms"].as_array().map(Vec::len), Some(1));
    }
    assert!(report["speedup"].as_f64().expect("speedup") > 0.0);
    assert!(report["residual_lines"].as_u64().expect("residual lines") > 0);
}

#[test]
fn value_mode_measures_every_variant() {
    let source = program("power.c");
    let input = program("power.input");
    let hand = program("power_hand.c");
    let outcome = bench(
        &[
            path_arg(&source),
            "--goal",
            "power",
            "--static",
            "n=7",
            "--input",
            path_arg(&input),
            "--baseline",
            "o3=-O3",
            "--hand",
            path_arg(&hand),
            "--runs",
            "1",
            "--json",
        ],
        None,
    );
    let report = json(&outcome);
    check_measured(&report, &["original", "residual", "original o3", "hand"]);
    assert_eq!(report["mode"], "value");
    assert_eq!(report["goal"], "power");
    let ratios: Vec<&str> = report["residual_vs"]
        .as_array()
        .expect("residual_vs")
        .iter()
        .map(|r| r["variant"].as_str().expect("ratio variant"))
        .collect();
    assert_eq!(ratios, ["original o3", "hand"]);
    // Progress goes to stderr, never stdout.
    assert!(outcome.stderr_text().contains("bench: round 1/1"));
}

#[test]
fn call_site_mode_and_the_table() {
    let source = program("power.c");
    let input = program("power.input");
    let args = [
        path_arg(&source),
        "--goal",
        "power",
        "--static",
        "n",
        "--input",
        path_arg(&input),
        "--runs",
        "1",
    ];
    let report = json(&bench(&[&args[..], &["--json"]].concat(), None));
    check_measured(&report, &["original", "residual"]);
    assert_eq!(report["mode"], "call-site");
    let table = bench(&args, None);
    assert_eq!(table.code(), Some(0), "{}", table.stderr_text());
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(
        text.contains("median ms") && text.contains("speedup:"),
        "{text}"
    );
}

#[test]
fn a_hand_variant_printing_something_else_fails() {
    let source = program("power.c");
    let input = program("power.input");
    let hand = program("power_wrong_hand.c");
    let outcome = bench(
        &[
            path_arg(&source),
            "--goal",
            "power",
            "--static",
            "n=7",
            "--input",
            path_arg(&input),
            "--hand",
            path_arg(&hand),
            "--runs",
            "1",
        ],
        None,
    );
    assert_eq!(outcome.code(), Some(1), "{}", outcome.stderr_text());
    let stderr = outcome.stderr_text();
    assert!(
        stderr.contains("variant `hand` differs") && stderr.contains("line 2"),
        "{stderr}"
    );
}

#[test]
fn spec_only_reports_the_specialization() {
    let source = program("power.c");
    let report = json(&bench(
        &[
            path_arg(&source),
            "--goal",
            "power",
            "--static",
            "n=7",
            "--spec-only",
            "--json",
        ],
        None,
    ));
    assert!(report["spec_ms"].as_f64().expect("spec_ms") > 0.0);
    assert!(report["residual_lines"].as_u64().expect("lines") > 0);
    assert_eq!(report["variants"].as_array().map(Vec::len), Some(0));
    assert!(report["speedup"].is_null());
}

#[test]
fn a_suite_writes_results_and_a_chart_and_fails_with_a_failing_benchmark() {
    let suite = TempDir::new("bench-suite");
    let good = suite.path().join("power7");
    let bad = suite.path().join("broken");
    let no_benchmark = suite.path().join("notes");
    for dir in [&good, &bad, &no_benchmark] {
        std::fs::create_dir_all(dir).expect("benchmark directory");
    }
    for file in ["power.c", "power.input"] {
        std::fs::copy(program(file), good.join(file)).expect("copy");
    }
    std::fs::write(
        good.join("bench.args"),
        "# x to the 7th\npower.c\n--goal\npower\n\n--static\nn=7\n--input\npower.input\n",
    )
    .expect("bench.args");
    std::fs::write(
        good.join("scale.args"),
        "# scaling\npower.c\n--goal\npower\n--static\nn=7\n-DSCALE=@SCALE@\n",
    )
    .expect("scale.args");
    // The original program does not exist.
    std::fs::write(bad.join("bench.args"), "# broken\nmissing.c\n--goal\nf\n").expect("bench.args");
    let outcome = bench(&["--suite", path_arg(suite.path()), "--runs", "1"], None);
    assert_eq!(outcome.code(), Some(1), "{}", outcome.stderr_text());
    assert!(outcome.stderr_text().contains("benchmark broken failed"));
    let results = std::fs::read_to_string(suite.path().join("RESULTS.md")).expect("RESULTS.md");
    for expected in [
        "| power7 | x to the 7th |",
        "| broken | broken | failed",
        "## Failures",
        "missing.c",
        "| power7 | 100 |",
        "per residual line",
    ] {
        assert!(results.contains(expected), "no `{expected}` in:\n{results}");
    }
    assert!(!results.contains("| notes"));
    let chart = std::fs::read_to_string(suite.path().join("speedups.svg")).expect("chart");
    assert!(chart.starts_with("<svg") || chart.starts_with("<?xml"));
    assert!(chart.contains("power7") && chart.contains("broken"));
}
