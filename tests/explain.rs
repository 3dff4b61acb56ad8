//! Binding-time debugging through the real binary: `cmix explain` gives
//! the chain of causes from a variable or a position back to its root (a
//! dynamic goal parameter, a library call, a generalization made during
//! specialization), `cmix annotate` writes the same facts as JSON and as
//! one self-contained HTML page.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, cmix, repo_root, run_with_timeout};

const TIMEOUT: Duration = Duration::from_secs(60);

fn run(args: &[&str]) -> Outcome {
    run_with_timeout(
        Command::new(cmix())
            .current_dir(repo_root().join("tests/explain"))
            .args(args),
        None,
        TIMEOUT,
    )
}

fn explain(what: &str) -> Outcome {
    run(&[
        "explain", "chain.c", "--goal", "chain", "--static", "n=4", what,
    ])
}

/// The chain of `y` goes back through `helper`'s result and parameter to
/// the goal's dynamic parameter `s`, each step at its source line.
#[test]
fn a_chain_ends_at_the_dynamic_parameter() {
    let o = explain("chain.y");
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let text = o.stdout_text();
    let steps = [
        "`y` in `chain` is dynamic",
        "the result of `helper` is dynamic because `helper` is residual",
        "`a` in `helper` is dynamic because it is passed here to `helper`'s parameter `a`",
        "`x` in `chain` is dynamic because it is assigned here",
        "`s` in `chain` is dynamic because `s` is a parameter of the goal `chain` not given with --static",
        "this is where it starts",
    ];
    let mut at = 0;
    for step in steps {
        match text[at..].find(step) {
            Some(i) => at += i + step.len(),
            None => panic!("missing, or out of order: {step}\n{text}"),
        }
    }
    assert!(text.contains("chain.c:14:20"), "{text}");
}

/// A struct with a run-time field: the chain is that field's.
#[test]
fn a_partly_dynamic_struct_is_explained_by_its_dynamic_field() {
    let o = explain("chain.pair");
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let text = o.stdout_text();
    assert!(
        text.contains("`pair.varying` in `chain` is dynamic because it is assigned here")
            && text.contains("`s` is a parameter of the goal")
            && !text.contains("no cause"),
        "{text}"
    );
}

#[test]
fn a_static_variable_is_said_static() {
    let o = explain("z");
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    assert!(
        o.stdout_text().contains("`z` in `chain` is static"),
        "{}",
        o.stdout_text()
    );
}

#[test]
fn roots_are_library_calls_globals_and_generalizations() {
    let o = explain("buf");
    assert!(
        o.stdout_text()
            .contains("given here to the library function `snprintf`"),
        "{}",
        o.describe()
    );
    // A global: through the assignment, then the same chain as `y`.
    let o = explain("total");
    let text = o.stdout_text();
    assert!(
        text.contains("`total` is dynamic because it is assigned here"),
        "{text}"
    );
    assert!(text.contains("not given with --static"), "{text}");
    // A counter of a loop under dynamic control, made dynamic before
    // specializing (`spec::counters`), with why.
    let o = explain("count");
    let text = o.stdout_text();
    assert!(
        text.contains("`count` in `chain` is dynamic because cmix made it dynamic before specializing: `count` in `chain` counts in a loop under dynamic control and only run-time computations read it"),
        "{}",
        o.describe()
    );
    assert!(
        text.contains("chain.c:21:"),
        "the generalization points at the counting: {text}"
    );
}

#[test]
fn a_position_names_the_innermost_construct() {
    // Inside `helper(x, n)` on line 14: the call statement.
    let o = explain("chain.c:14:13");
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let text = o.stdout_text();
    assert!(text.contains("statement in `chain` is dynamic"), "{text}");
    // On a declaration: the variable.
    let o = explain("chain.c:15:9");
    assert!(
        o.stdout_text().contains("`z` in `chain` is static"),
        "{}",
        o.describe()
    );
}

#[test]
fn names_that_are_not_there_or_ambiguous_are_usage_errors() {
    let o = explain("nothing_here");
    assert_eq!(o.code(), Some(2), "{}", o.describe());
    assert!(
        o.stderr_text().contains("names no variable"),
        "{}",
        o.describe()
    );
    let o = explain("chain.c:2:1");
    assert_eq!(o.code(), Some(2), "{}", o.describe());
    let o = run(&["explain", "chain.c", "--goal", "chain", "--static", "n=4"]);
    assert_eq!(o.code(), Some(2), "{}", o.describe());
}

#[test]
fn annotate_writes_json_and_a_self_contained_page() {
    let dir = TempDir::new("annotate");
    let json = dir.path().join("facts.json");
    let html = dir.path().join("page.html");
    let o = run(&[
        "annotate",
        "chain.c",
        "--goal",
        "chain",
        "--static",
        "n=4",
        "--json",
        &json.display().to_string(),
        "--html",
        &html.display().to_string(),
    ]);
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let text = std::fs::read_to_string(&json).expect("json written");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["goal"], "chain");
    let points = doc["points"].as_array().expect("points");
    assert!(!points.is_empty());
    // Every dynamic point and variable says why.
    for item in points
        .iter()
        .chain(doc["variables"].as_array().expect("variables"))
    {
        if item["binding_time"] == "dynamic" {
            assert!(
                !item["why"].as_array().expect("why").is_empty(),
                "no cause: {item}"
            );
        }
    }
    let helper = doc["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .find(|f| f["name"] == "helper")
        .expect("helper listed");
    assert_eq!(helper["residual"], true);
    let z = doc["variables"]
        .as_array()
        .expect("variables")
        .iter()
        .find(|v| v["name"] == "z")
        .expect("z listed");
    assert_eq!(z["binding_time"], "static");
    assert_eq!(z["location"]["line"], 15);
    let page = std::fs::read_to_string(&html).expect("html written");
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "the page must be self-contained"
    );
    assert!(
        page.contains("class=\"var dyn\""),
        "dynamic variables colored"
    );
    assert!(
        page.contains("class=\"var stat\""),
        "static variables colored"
    );
    assert!(
        page.contains("data-why="),
        "dynamic constructs carry their causes"
    );
    assert!(
        page.contains("not given with --static"),
        "causes are in the page"
    );
}

/// A variable named dynamic in the source says so.
#[test]
fn a_pragma_is_a_root() {
    let dir = TempDir::new("explain-pragma");
    let file = dir.path().join("p.c");
    std::fs::write(
        &file,
        "#pragma cmix residual: f.k\nint f(int n) { int k = n * 2; return k + n; }\n",
    )
    .expect("write");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(dir.path())
            .args(["explain", "p.c", "--goal", "f", "--static", "n=3", "f.k"]),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    assert!(
        o.stdout_text().contains("`f.k` is named dynamic"),
        "{}",
        o.describe()
    );
}
