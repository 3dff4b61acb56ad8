//! What the command line writes to stderr and in its help: `--quiet`,
//! `--color`, the note at a trap the residual program keeps for undefined
//! behaviour on a run-time path, the exit statuses and limits in `--help`.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{Outcome, TempDir, cmix, run_with_timeout};

/// `table[s]` with `s = 10` is out of bounds, but only when the dynamic
/// `d` is positive: the residual program traps there.
const TRAPPING: &str = "\
int table[4] = {1, 2, 3, 4};

int pick(int s, int d)
{
    if (d > 0)
        return table[s];
    return d;
}
";

const ESCAPE: char = '\u{1b}';

fn cmix_in(dir: &TempDir, args: &[&str], env: &[(&str, &str)]) -> Outcome {
    let mut command = Command::new(cmix());
    command
        .args(args)
        .current_dir(dir.path())
        .env_remove("NO_COLOR");
    for (name, value) in env {
        command.env(name, value);
    }
    run_with_timeout(&mut command, None, Duration::from_secs(60))
}

fn with_trapping_program() -> TempDir {
    let dir = TempDir::new("command-line");
    std::fs::write(dir.path().join("pick.c"), TRAPPING).expect("write test source");
    dir
}

const SPEC_PICK: &[&str] = &["spec", "pick.c", "--goal", "pick", "--static", "s=10"];

fn with(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = SPEC_PICK.to_vec();
    args.extend_from_slice(extra);
    args
}

#[test]
fn the_trap_note_points_at_the_line_and_says_what_the_residual_does() {
    let dir = with_trapping_program();
    let out = cmix_in(&dir, SPEC_PICK, &[]);
    assert_eq!(out.code(), Some(0), "{}", out.stderr_text());
    let stderr = out.stderr_text();
    assert!(stderr.starts_with("note: undefined behaviour"), "{stderr}");
    assert!(stderr.contains("pick.c:6:16"), "{stderr}");
    assert!(stderr.contains("return table[s];"), "{stderr}");
    assert!(
        stderr.contains("the residual program traps here if run-time control reaches it"),
        "{stderr}"
    );
    assert!(out.stdout_text().contains("__builtin_trap();"));
}

/// `-o -` writes the residual program to standard output, as `-o` absent
/// does, and no file named `-`.
#[test]
fn dash_as_the_output_is_standard_output() {
    let dir = with_trapping_program();
    let plain = cmix_in(&dir, &with(&["-q"]), &[]);
    let dash = cmix_in(&dir, &with(&["-q", "-o", "-"]), &[]);
    assert_eq!(dash.code(), Some(0), "{}", dash.stderr_text());
    assert!(dash.stdout_text().contains("pick_spec"));
    assert_eq!(dash.stdout, plain.stdout);
    assert!(!dir.path().join("-").exists());
}

#[test]
fn quiet_drops_notes_but_not_errors_nor_the_output() {
    let dir = with_trapping_program();
    let loud = cmix_in(&dir, SPEC_PICK, &[]);
    for flag in ["--quiet", "-q"] {
        let quiet = cmix_in(&dir, &with(&[flag]), &[]);
        assert_eq!(quiet.code(), Some(0));
        assert_eq!(quiet.stderr_text(), "", "{flag}");
        assert_eq!(quiet.stdout, loud.stdout, "{flag}");
    }
    // An error still shows.
    let failed = cmix_in(
        &dir,
        &[
            "spec", "pick.c", "--goal", "nowhere", "--static", "s=1", "-q",
        ],
        &[],
    );
    assert_eq!(failed.code(), Some(2));
    assert!(
        failed.stderr_text().starts_with("error:"),
        "{}",
        failed.stderr_text()
    );
}

#[test]
fn color_always_colors_diagnostics_and_never_or_a_pipe_does_not() {
    let dir = with_trapping_program();
    let plain = cmix_in(&dir, SPEC_PICK, &[]);
    assert!(!plain.stderr_text().contains(ESCAPE), "auto on a pipe");
    let never = cmix_in(&dir, &with(&["--color", "never"]), &[]);
    assert_eq!(never.stderr, plain.stderr);
    let always = cmix_in(&dir, &with(&["--color=always"]), &[("NO_COLOR", "1")]);
    assert!(
        always.stderr_text().contains(ESCAPE),
        "{}",
        always.stderr_text()
    );
    // Colors are stderr's presentation only.
    assert_eq!(always.stdout, plain.stdout);
    // Without its escapes, the colored text is the plain one.
    assert_eq!(strip_escapes(&always.stderr_text()), plain.stderr_text());
}

#[test]
fn bta_colors_dynamic_parts_only_when_asked() {
    let dir = with_trapping_program();
    let args = ["bta", "pick.c", "--goal", "pick", "--static", "s"];
    let plain = cmix_in(&dir, &args, &[]);
    assert_eq!(plain.code(), Some(0), "{}", plain.stderr_text());
    assert!(!plain.stdout_text().contains(ESCAPE));
    let mut never = args.to_vec();
    never.extend(["--color", "never"]);
    assert_eq!(cmix_in(&dir, &never, &[]).stdout, plain.stdout);
    let mut always = args.to_vec();
    always.extend(["--color", "always"]);
    let colored = cmix_in(&dir, &always, &[]).stdout_text();
    assert!(colored.contains(&format!("{ESCAPE}[1;33m@D")), "{colored}");
    assert!(!colored.contains(&format!("{ESCAPE}[1;33m@S")), "{colored}");
    assert_eq!(strip_escapes(&colored), plain.stdout_text());
}

#[test]
fn help_lists_exit_statuses_limits_and_presentation_options() {
    let dir = TempDir::new("command-line-help");
    let top = cmix_in(&dir, &["--help"], &[]);
    assert_eq!(top.code(), Some(0));
    let spec = cmix_in(&dir, &["spec", "--help"], &[]).stdout_text();
    for help in [top.stdout_text(), spec.clone()] {
        assert!(help.contains("Exit status:"), "{help}");
        for status in [
            "0   success",
            "1   the input was rejected",
            "2   bad",
            "70  an internal error",
        ] {
            assert!(help.contains(status), "{status} in {help}");
        }
        assert!(help.contains("--color <WHEN>"), "{help}");
        assert!(help.contains("-q, --quiet"), "{help}");
    }
    let limits = cmix::spec::kernel::Limits::default();
    for text in [
        format!("[default: {}]", limits.max_steps),
        format!("[default: {}]", limits.max_residual),
    ] {
        assert!(spec.contains(&text), "{text} in {spec}");
    }
    assert!(
        spec.contains("[possible values: auto, always, never]"),
        "{spec}"
    );
}

#[test]
fn bad_usage_exits_with_two() {
    let dir = TempDir::new("command-line-usage");
    let out = cmix_in(
        &dir,
        &["spec", "--color", "sometimes", "x.c", "--goal", "f"],
        &[],
    );
    assert_eq!(out.code(), Some(2), "{}", out.stderr_text());
}

/// The text without ANSI escape sequences (`ESC [ ... letter`).
fn strip_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == ESCAPE {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `count` reads an `int` where `logmsg` reads a string: the variadic
/// goal cannot have its `va_arg`s followed, so it cannot drop its static
/// parameters. The refusal says what to do and where to look.
const MISREAD_VARARGS: &str = "\
#include <stdarg.h>

static int count(const char *fmt, va_list ap)
{
    va_list cp;
    va_copy(cp, ap);
    int c = 0;
    for (const char *f = fmt; *f; f++)
        if (*f == '%' && f[1] == '*')
            c += va_arg(cp, int);
    va_end(cp);
    return c;
}

int logmsg(int level, const char *fmt, ...)
{
    if (level < 2)
        return 0;
    va_list ap;
    va_start(ap, fmt);
    const char *first = va_arg(ap, const char *);
    va_end(ap);
    va_start(ap, fmt);
    int n = count(fmt, ap);
    va_end(ap);
    return n + (first[0] == 'n');
}

int main(void)
{
    return logmsg(3, \"%s %*d\", \"name\", 4, 5);
}
";

#[test]
fn a_variadic_goal_kept_variadic_says_how_to_go_on() {
    let dir = TempDir::new("command-line-varargs");
    std::fs::write(dir.path().join("log.c"), MISREAD_VARARGS).expect("write test source");
    let spec = ["spec", "log.c", "--goal", "logmsg", "--static", "level=3"];
    let static_fmt = "fmt=\"%s %*d\"";
    let out = cmix_in(&dir, &[&spec[..], &["--static", static_fmt]].concat(), &[]);
    assert_eq!(out.code(), Some(1), "{}", out.stderr_text());
    let stderr = out.stderr_text();
    assert!(
        stderr.contains("cannot drop its static parameters"),
        "{stderr}"
    );
    assert!(
        stderr.contains("--strict says which rule stopped it"),
        "{stderr}"
    );
    let strict = cmix_in(
        &dir,
        &[&spec[..], &["--static", static_fmt, "--strict"]].concat(),
        &[],
    );
    assert_eq!(strict.code(), Some(1), "{}", strict.stderr_text());
    assert!(
        strict
            .stderr_text()
            .contains("reads a `int` where the call passes a `const char *`"),
        "{}",
        strict.stderr_text()
    );
}

/// `-std=c99` (the compilers' spelling) or `--std c99` reaches `cc -E`:
/// `__STDC_VERSION__` is C99's and trigraphs are replaced, as when the
/// program is compiled that way; without it the compiler's default holds.
#[test]
fn the_c_standard_reaches_the_preprocessor() {
    let dir = TempDir::new("command-line-std");
    std::fs::write(
        dir.path().join("mode.c"),
        "#include <stdio.h>\n#include <string.h>\n\
         #if __STDC_VERSION__ >= 201112L\n#define MODE \"c11-or-later\"\n#else\n#define MODE \"c99\"\n#endif\n\
         int main(void) { printf(\"%s %zu\\n\", MODE, strlen(\"a??=b\")); return 0; }\n",
    )
    .expect("write test source");
    let spec = ["spec", "mode.c", "--goal", "main", "-q"];
    for flag in [&["-std=c99"][..], &["--std", "c99"]] {
        let out = cmix_in(&dir, &[&spec[..], flag].concat(), &[]);
        assert_eq!(out.code(), Some(0), "{}", out.stderr_text());
        assert!(
            out.stdout_text().contains("\"c99\", 3UL"),
            "{}",
            out.stdout_text()
        );
    }
    let default = cmix_in(&dir, &spec, &[]);
    assert!(
        default.stdout_text().contains("\"c11-or-later\", 5UL"),
        "{}",
        default.stdout_text()
    );
    let bad = cmix_in(&dir, &[&spec[..], &["-std=pascal"]].concat(), &[]);
    assert_eq!(bad.code(), Some(2), "{}", bad.stderr_text());
}
