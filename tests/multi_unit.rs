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

/// Runs cmix with `args` in `dir`.
fn cmix_in(dir: &std::path::Path, args: &[&str]) -> common::Outcome {
    run_with_timeout(
        Command::new(cmix()).current_dir(dir).args(args),
        None,
        LIMIT,
    )
}

/// Builds `files` of `dir` with cc into `out` and runs the program.
fn build_and_run(
    dir: &std::path::Path,
    files: &[&str],
    flags: &[&str],
    out: &std::path::Path,
) -> common::Outcome {
    let exe = out.join("program");
    let built = run_with_timeout(
        Command::new("cc")
            .current_dir(dir)
            .args(flags)
            .args(files)
            .arg("-o")
            .arg(&exe),
        None,
        LIMIT,
    );
    assert_eq!(
        built.code(),
        Some(0),
        "cc {files:?}: {}",
        built.stderr_text()
    );
    run_with_timeout(&mut Command::new(&exe), None, LIMIT)
}

/// A struct type from a header both files include is one type: the
/// identity residual of the whole program compiles and behaves alike. Two
/// files that each define their own `struct item` keep two types; a tag a
/// header only names is one type, completed by the file that defines it;
/// a template header's instances, a header reached by two path spellings,
/// a header's copy in an amalgamation and a definition whose members are
/// spelled otherwise (compatible, C99 6.2.7) are each one type.
#[test]
fn struct_types_are_shared_through_headers_only() {
    for (dir, files) in [
        ("tests/multi/shared", ["main.c", "table.c"]),
        ("tests/multi/private", ["a.c", "b.c"]),
        // A tag named in the header, defined by one file only.
        ("tests/multi/opaque", ["main.c", "jump.c"]),
        // A header included twice per file with other macros: two tags
        // at one place.
        ("tests/multi/template", ["main.c", "total.c"]),
        // One header reached by two spellings of its path.
        ("tests/multi/spelling", ["main.c", "widen.c"]),
        // A header's text copied into another file (an amalgamation),
        // with a nested struct definition.
        ("tests/multi/amalgam", ["main.c", "amalgam.c"]),
        // One struct written with other spellings of its members' types,
        // declared before its definition in one file.
        ("tests/multi/respelled", ["main.c", "f.c"]),
    ] {
        let src = repo_root().join(dir);
        let work = TempDir::new("multi-structs");
        let original = build_and_run(&src, &files, &[], work.path());
        let out = work.path().join("out.c");
        let mut args = vec!["spec"];
        args.extend(files);
        args.extend(["--goal", "main", "--all-dynamic", "-o"]);
        let out_text = out.display().to_string();
        args.push(&out_text);
        let spec = cmix_in(&src, &args);
        assert_eq!(spec.code(), Some(0), "{dir}: {}", spec.stderr_text());
        let residual = build_and_run(
            work.path(),
            &["out.c"],
            &["-std=c99", "-Wall", "-Wextra", "-Werror"],
            work.path(),
        );
        assert_eq!(residual.stdout, original.stdout, "{dir}");
    }
}

/// `--unit`: the specialization may not refer to another file's
/// file-static object; cmix names it instead of giving the replacement a
/// private copy.
#[test]
fn unit_refuses_another_files_static_object() {
    let src = repo_root().join("tests/multi/shared");
    let work = TempDir::new("multi-unit-static");
    let out = work.path().join("main_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "table.c",
            "--goal",
            "weigh",
            "--static",
            "name=\"beta\"",
            "--unit",
            "main.c",
            "-o",
            &out.display().to_string(),
        ],
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("`lookups`, a file-static variable in table.c")
            && err.contains("table.c:8:12"),
        "{err}"
    );
    assert!(!out.exists(), "no output on failure");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "table.c",
            "--goal",
            "weigh",
            "--static",
            "name=\"beta\"",
            "--unit",
            "other.c",
        ],
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(o.stderr_text().contains("not one of the program's files"));
}

/// The logfilter example's Makefile builds the program as written and with
/// filter.c replaced by `cmix spec --unit filter.c`, and checks that both
/// print the same; the header declares the entry.
#[test]
fn logfilter_unit_replaces_its_file_in_the_link() {
    let src = repo_root().join("c-examples/logfilter");
    let work = TempDir::new("multi-logfilter");
    for entry in std::fs::read_dir(&src).expect("example directory") {
        let path = entry.expect("entry").path();
        let name = path.file_name().expect("file name").to_owned();
        if path.is_file() && path.extension().is_none_or(|e| e != "out") {
            std::fs::copy(&path, work.path().join(name)).expect("copy");
        }
    }
    let o = run_with_timeout(
        Command::new("make")
            .current_dir(work.path())
            .arg(format!("CMIX={}", cmix().display()))
            .arg("check"),
        None,
        LIMIT,
    );
    assert_eq!(
        o.code(),
        Some(0),
        "{}\n{}",
        o.stdout_text(),
        o.stderr_text()
    );
    assert!(
        o.stdout_text()
            .contains("the specialized build prints the same"),
        "{}",
        o.stdout_text()
    );
    let header = std::fs::read_to_string(work.path().join("filter_spec.h")).expect("header");
    assert!(
        header.contains("#ifndef FILTER_SPEC_H")
            && header.contains("int filter_spec(const char *);"),
        "{header}"
    );
    let unit = std::fs::read_to_string(work.path().join("filter_spec.c")).expect("unit");
    // filter.c's own definitions, the entry, and the rest declared.
    for wanted in [
        "static long calls;",
        "long filter_calls(void)\n{",
        "int filter(const char *rule, const char *line)\n{",
        "int filter_spec(const char *line)\n{",
        "extern struct totals totals;",
    ] {
        assert!(unit.contains(wanted), "no `{wanted}` in:\n{unit}");
    }
    assert!(
        !unit.contains("void print_totals(void)\n{"),
        "stats.c's code defined twice"
    );
}

/// One header read differently by two files (a macro changes a member):
/// the two definitions conflict, and cmix says so at the definition.
#[test]
fn a_header_struct_that_differs_between_files_is_an_error() {
    let work = TempDir::new("multi-conflict");
    let dir = work.path();
    std::fs::write(
        dir.join("point.h"),
        "struct point {\n#ifdef WIDE\n    long x;\n#else\n    int x;\n#endif\n};\nint norm(struct point *p);\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("a.c"),
        "#include \"point.h\"\nint main(void) { struct point p = {3}; return norm(&p) != 3; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("b.c"),
        "#define WIDE\n#include \"point.h\"\nint norm(struct point *p) { return (int)p->x; }\n",
    )
    .expect("write");
    let o = cmix_in(dir, &["core", "a.c", "b.c"]);
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("conflicting definitions of `struct point`") && err.contains("point.h:1:1"),
        "{err}"
    );
}

/// `--unit` in call-site mode: the calls of the goal in that file call
/// specialized copies, which the replacement defines `static`; the goal's
/// own file is linked unchanged.
#[test]
fn unit_in_call_site_mode_specializes_the_files_calls() {
    let work = TempDir::new("multi-callsite-unit");
    let dir = work.path();
    std::fs::write(
        dir.join("util.c"),
        "long calls;\nlong power(long x, int n) { long p = 1; calls++; while (n-- > 0) p *= x; return p; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\nlong power(long x, int n);\nextern long calls;\n\
         int main(void) { long s = 0; for (long x = -4; x < 10; x++) s += power(x, 3) + power(x, 2);\n\
         printf(\"%ld %ld\\n\", s, calls); return 0; }\n",
    )
    .expect("write");
    let original = build_and_run(dir, &["main.c", "util.c"], &[], dir);
    let o = cmix_in(
        dir,
        &[
            "spec",
            "main.c",
            "util.c",
            "--goal",
            "power",
            "--static",
            "n",
            "--unit",
            "main.c",
            "-o",
            "main_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        o.stderr_text()
            .contains("2 call(s) of `power` redirected to 2 specialized copies")
    );
    let unit = std::fs::read_to_string(dir.join("main_spec.c")).expect("unit");
    assert!(
        unit.contains("static long power_0(long x)\n{")
            && !unit.contains("long power(long x, int n)\n{"),
        "{unit}"
    );
    let specialized = build_and_run(
        dir,
        &["main_spec.c", "util.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        dir,
    );
    assert_eq!(specialized.stdout_text(), original.stdout_text());
}

/// `--header` names a struct without a tag by its typedef, from the
/// program's header that defines it (included by a path from the
/// header's directory): a caller compiles against both and links with the
/// residual. A typedef in the source file itself cannot be named: cmix
/// says what to do instead of writing a header the callers cannot compile
/// (and writes the residual).
#[test]
fn a_header_names_an_untagged_struct_by_its_typedef() {
    let work = TempDir::new("multi-untagged");
    let dir = work.path();
    std::fs::write(
        dir.join("p.h"),
        "#ifndef P_H\n#define P_H\ntypedef struct { int a; } pt;\npt shift(const char *s, pt p);\n#endif\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("shift.c"),
        "#include \"p.h\"\npt shift(const char *s, pt p) { for (; *s; s++) p.a += *s; return p; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\n#include \"p.h\"\n#ifdef SPEC\n#include \"gen/spec.h\"\n\
         #define SHIFT(p) shift_spec(p)\n#else\n#define SHIFT(p) shift(\"ab\", p)\n#endif\n\
         int main(void) { pt p = {1}; printf(\"%d\\n\", SHIFT(p).a); return 0; }\n",
    )
    .expect("write");
    std::fs::create_dir_all(dir.join("gen")).expect("mkdir");
    let o = cmix_in(
        dir,
        &[
            "spec",
            "shift.c",
            "--goal",
            "shift",
            "--static",
            "s=\"ab\"",
            "--unit",
            "shift.c",
            "--header",
            "gen/spec.h",
            "-o",
            "gen/shift_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let header = std::fs::read_to_string(dir.join("gen/spec.h")).expect("header");
    assert!(
        header.contains("#include \"../p.h\"") && header.contains("pt shift_spec(pt);"),
        "{header}"
    );
    let original = build_and_run(dir, &["main.c", "shift.c"], &[], dir);
    let specialized = build_and_run(
        dir,
        &["main.c", "gen/shift_spec.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror", "-DSPEC"],
        dir,
    );
    assert_eq!(original.stdout_text(), "196\n");
    assert_eq!(specialized.stdout_text(), original.stdout_text());

    // The typedef in the source file: no header can name it.
    std::fs::write(
        dir.join("local.c"),
        "typedef struct { int a; } lpt;\nlpt bump(int n, lpt p) { p.a += n; return p; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir,
        &[
            "spec",
            "local.c",
            "--goal",
            "bump",
            "--static",
            "n=2",
            "--header",
            "local.h",
            "-o",
            "local_spec.c",
        ],
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("uses a struct or union without a tag"),
        "{err}"
    );
    assert!(!dir.join("local.h").exists());
    // The residual is written all the same: its entry can be declared by hand.
    assert!(dir.join("local_spec.c").exists());
}

/// `--unit` over a file that calls another file's threaded interpreter:
/// that function is called as it is, and its static table of label
/// addresses (Lua's lvm.c jump table) is not read during specialization.
#[test]
fn unit_calls_another_files_label_table_interpreter() {
    let work = TempDir::new("multi-labels");
    let dir = work.path();
    std::fs::write(
        dir.join("vm.c"),
        "int run(const unsigned char *code) {\n\
         static const void *const tab[] = { &&op_inc, &&op_dbl, &&op_end };\n\
         int acc = 0;\n goto *tab[*code++];\n\
         op_inc: acc++; goto *tab[*code++];\n\
         op_dbl: acc *= 2; goto *tab[*code++];\n\
         op_end: return acc;\n}\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("api.c"),
        "int run(const unsigned char *code);\n\
         int pick(const char *s, int def) {\n\
         unsigned char c[4] = {0, 1, 2, 2};\n\
         if (!s) return def;\n return run(c) + (s[0] == 'a');\n}\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\nint pick(const char *s, int def);\n\
         int main(void) { printf(\"%d %d\\n\", pick(\"a\", 3), pick(0, 3)); return 0; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir,
        &[
            "spec",
            "vm.c",
            "api.c",
            "--goal",
            "pick",
            "--static",
            "def=3",
            "--unit",
            "api.c",
            "-o",
            "api_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let original = build_and_run(dir, &["main.c", "vm.c", "api.c"], &[], dir);
    let specialized = build_and_run(
        dir,
        &["main.c", "vm.c", "api_spec.c"],
        &["-std=gnu99", "-Wall", "-Wextra", "-Werror"],
        dir,
    );
    assert_eq!(original.stdout_text(), "3 3\n");
    assert_eq!(specialized.stdout_text(), original.stdout_text());
}

/// `--unit`: a pointer the specialized file stores is the one the program
/// keeps in its table (another file's, or its own file-static one), not a
/// second copy of the literal: the program compares them.
#[test]
fn unit_keeps_the_tables_string_pointers() {
    let src = repo_root().join("tests/multi/strings");
    let work = TempDir::new("multi-strings");
    let original = build_and_run(&src, &["main.c", "classify.c"], &["-O0"], work.path());
    assert_eq!(original.code(), Some(0));
    let out = work.path().join("classify_spec.c");
    let out_text = out.display().to_string();
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "classify.c",
            "--goal",
            "classify",
            "--static",
            "n=2",
            "--unit",
            "classify.c",
            "-o",
            &out_text,
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let main = src.join("main.c").display().to_string();
    let residual = build_and_run(
        work.path(),
        &[&main, "classify_spec.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror", "-O0", "-DSPEC"],
        work.path(),
    );
    assert_eq!(residual.stdout_text(), original.stdout_text());
    assert!(
        !original.stdout_text().contains(" 0\n"),
        "{}",
        original.stdout_text()
    );
}

/// `main_spec.c` in `work`: the program's `main.c` calling the residual
/// entry (`USE_SPEC`).
fn write_spec_main(src: &std::path::Path, work: &std::path::Path) {
    let main_text = std::fs::read_to_string(src.join("main.c")).expect("main.c");
    std::fs::write(
        work.join("main_spec.c"),
        format!("#define USE_SPEC\n{main_text}"),
    )
    .expect("write");
}

/// Given only the unit, cmix must assume that a call into the rest of the
/// program (`external_work`) may call back the unit's external functions,
/// which change its file-static `level`: the replacement keeps `level` a
/// run-time value across the call and links to the same output.
#[test]
fn a_call_into_unseen_files_may_call_the_unit_back() {
    let src = repo_root().join("tests/multi/callback");
    let work = TempDir::new("multi-callback");
    let out = work.path().join("unit_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "unit.c",
            "--goal",
            "goal",
            "--static",
            "mode=2",
            "--unit",
            "unit.c",
            "-o",
            &out.display().to_string(),
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    write_spec_main(&src, work.path());
    for s in ["s.h", "other.c"] {
        std::fs::copy(src.join(s), work.path().join(s)).expect("copy");
    }
    let original = build_and_run(&src, &["main.c", "unit.c", "other.c"], &strict, work.path());
    let residual = build_and_run(
        work.path(),
        &["main_spec.c", "unit_spec.c", "other.c"],
        &strict,
        work.path(),
    );
    assert_eq!(
        residual.stdout,
        original.stdout,
        "{}",
        residual.stderr_text()
    );
    assert_eq!(String::from_utf8_lossy(&original.stdout), "3737 2637\n");
}

/// Two files each define a different file-static `mix`: the goal is the
/// one of the `--unit` file, and without `--unit` the choice is an error,
/// never a guess.
#[test]
fn a_goal_static_in_several_files_is_chosen_by_unit() {
    let src = repo_root().join("tests/multi/same_static");
    let work = TempDir::new("multi-same-static");
    let out = work.path().join("b_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec", "main.c", "a.c", "b.c", "--goal", "mix", "--static", "k=3",
        ],
    );
    assert_eq!(o.code(), Some(2), "{}", o.stderr_text());
    assert!(
        o.stderr_text()
            .contains("file-static function of several files"),
        "{}",
        o.stderr_text()
    );
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "a.c",
            "b.c",
            "--goal",
            "mix",
            "--static",
            "k=3",
            "--unit",
            "b.c",
            "-o",
            &out.display().to_string(),
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    write_spec_main(&src, work.path());
    std::fs::copy(src.join("a.c"), work.path().join("a.c")).expect("copy");
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    let original = build_and_run(&src, &["main.c", "a.c", "b.c"], &strict, work.path());
    let residual = build_and_run(
        work.path(),
        &["main_spec.c", "a.c", "b_spec.c"],
        &strict,
        work.path(),
    );
    assert_eq!(
        residual.stdout,
        original.stdout,
        "{}",
        residual.stderr_text()
    );
    assert_eq!(
        String::from_utf8_lossy(&original.stdout),
        "a_entry=4 b_entry=-2999\nb's mix: -2999\n"
    );
}

/// `--unit filter.c`: the goal calls `note_word` of stats.c, which counts
/// in stats.c's file-static variables. The replacement cannot share them,
/// so it calls `note_word` as it is (with a note saying why), while
/// `weight_of`, which keeps nothing, is computed during specialization;
/// linked with main.c and stats.c it prints what the program prints.
#[test]
fn another_files_helper_with_private_state_is_called_as_it_is() {
    let src = repo_root().join("tests/multi/helpers");
    let work = TempDir::new("multi-helpers");
    let out = work.path().join("filter_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "filter.c",
            "stats.c",
            "--goal",
            "score",
            "--static",
            "mode=4",
            "--unit",
            "filter.c",
            "-o",
            &out.display().to_string(),
        ],
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("`note_word` (stats.c) reaches `seen`, a file-static variable in stats.c"),
        "{err}"
    );
    let text = std::fs::read_to_string(&out).expect("residual");
    let spec = &text[text
        .find("int score_spec(const char *word)\n{")
        .expect("score_spec")..];
    assert!(
        spec.contains("note_word(word)") && spec.contains("* 99;"),
        "{text}"
    );
    assert!(!spec.contains("weight_of"), "{text}");
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    write_spec_main(&src, work.path());
    for s in ["stats.h", "stats.c"] {
        std::fs::copy(src.join(s), work.path().join(s)).expect("copy");
    }
    let original = build_and_run(
        &src,
        &["main.c", "filter.c", "stats.c"],
        &strict,
        work.path(),
    );
    let residual = build_and_run(
        work.path(),
        &["main_spec.c", "filter_spec.c", "stats.c"],
        &strict,
        work.path(),
    );
    assert_eq!(
        residual.stdout,
        original.stdout,
        "{}",
        residual.stderr_text()
    );
    assert_eq!(
        String::from_utf8_lossy(&original.stdout),
        "abc 697\nhello 5353\nzz 5453\npartial 8030\nc 804\n20337 5\n"
    );
    // Run again once main.c declares the entry (as a build does after
    // switching its calls): the declaration is the entry, the output the
    // same.
    let again = work.path().join("filter_spec_again.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "-DUSE_SPEC",
            "main.c",
            "filter.c",
            "stats.c",
            "--goal",
            "score",
            "--static",
            "mode=4",
            "--unit",
            "filter.c",
            "-o",
            &again.display().to_string(),
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert_eq!(
        std::fs::read_to_string(&again).expect("again"),
        text,
        "a second run gives the same replacement"
    );
    // Call-site mode redirects the unit's calls; filter.c has none.
    let o = cmix_in(
        &src,
        &[
            "spec", "main.c", "filter.c", "stats.c", "--goal", "score", "--static", "mode",
            "--unit", "filter.c",
        ],
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(
        o.stderr_text()
            .contains("no call of `score` in filter.c has constant static arguments"),
        "{}",
        o.stderr_text()
    );
}

/// Each file writes the same untagged struct typedef (no shared header):
/// C makes the types compatible, so `f`'s declaration in main.c and its
/// definition in a.c agree, and the replacement for a.c links; a typedef
/// alike in text but naming another type stays a type of its own.
#[test]
fn untagged_structs_written_alike_in_two_files_are_one_type() {
    let src = repo_root().join("tests/multi/untagged");
    let work = TempDir::new("multi-untagged");
    let out = work.path().join("a_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "main.c",
            "a.c",
            "b.c",
            "--goal",
            "f",
            "--static",
            "k=2",
            "--unit",
            "a.c",
            "-o",
            &out.display().to_string(),
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    std::fs::copy(src.join("main.c"), work.path().join("main.c")).expect("copy");
    std::fs::copy(src.join("b.c"), work.path().join("b.c")).expect("copy");
    let original = build_and_run(&src, &["main.c", "a.c", "b.c"], &strict, work.path());
    let residual = build_and_run(
        work.path(),
        &["main.c", "a_spec.c", "b.c"],
        &strict,
        work.path(),
    );
    assert_eq!(
        residual.stdout,
        original.stdout,
        "{}",
        residual.stderr_text()
    );
    assert_eq!(String::from_utf8_lossy(&original.stdout), "5 7\n");
}

/// `--header` declares the structs the entry's signature names, not their
/// members': a parameter pointing to a tagged struct with an untagged
/// member struct (Lua's MatchState) needs only `struct State;`.
#[test]
fn a_header_names_only_the_signatures_structs() {
    let work = TempDir::new("multi-header-members");
    std::fs::write(
        work.path().join("m.c"),
        "typedef struct State {\n\
         \x20 int level;\n\
         \x20 struct { const char *init; long len; } capture[4];\n\
         } State;\n\
         int count(State *ms, const char *s, const char *p) {\n\
         \x20 int n = 0;\n\
         \x20 for (; *p; p++) if (*p == *s) n++;\n\
         \x20 ms->level = n;\n\
         \x20 return n;\n\
         }\n",
    )
    .expect("write");
    let o = cmix_in(
        work.path(),
        &[
            "spec",
            "m.c",
            "--goal",
            "count",
            "--static",
            "p=\"abca\"",
            "--unit",
            "m.c",
            "-o",
            "m_spec.c",
            "--header",
            "m_spec.h",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let header = std::fs::read_to_string(work.path().join("m_spec.h")).expect("header");
    assert!(
        header.contains("struct State;\nint count_spec(struct State *, const char *);"),
        "{header}"
    );
    assert_eq!(header.matches("struct ").count(), 2, "{header}");
}

/// Another file's private struct of the same tag makes lowering name the
/// types apart; the replacement file and its header still call the
/// callers' struct `struct node`, as C matches struct types across files
/// by tag, and the callers build with the header under -Werror.
#[test]
fn a_header_names_the_struct_by_its_own_tag() {
    let work = TempDir::new("multi-header-tag");
    let files = [
        (
            "other.c",
            "struct node { const char *name; };\n\
             const char *other_name(void) { static struct node n = {\"x\"}; return n.name; }\n",
        ),
        (
            "walk.h",
            "struct node { int key; struct node *next; };\n\
             int walk(int depth, const struct node *n);\n",
        ),
        (
            "walk.c",
            "#include \"walk.h\"\n\
             int walk(int depth, const struct node *n) {\n\
             \x20 int s = 0;\n\
             \x20 for (int i = 0; i < depth && n; i++, n = n->next) s += n->key;\n\
             \x20 return s;\n\
             }\n",
        ),
        (
            "main.c",
            "#include <stdio.h>\n\
             #include \"walk.h\"\n\
             #ifdef USE_SPEC\n\
             #include \"walk_spec.h\"\n\
             #else\n\
             #define walk_spec(n) walk(2, n)\n\
             #endif\n\
             int main(void) {\n\
             \x20 struct node c = {3, 0}, b = {2, &c}, a = {1, &b};\n\
             \x20 printf(\"%d %d\\n\", walk_spec(&a), walk(2, &a));\n\
             \x20 return 0;\n\
             }\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(work.path().join(name), text).expect("write");
    }
    let o = cmix_in(
        work.path(),
        &[
            "spec",
            "other.c",
            "main.c",
            "walk.c",
            "--goal",
            "walk",
            "--static",
            "depth=2",
            "--unit",
            "walk.c",
            "--header",
            "walk_spec.h",
            "-o",
            "walk_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let header = std::fs::read_to_string(work.path().join("walk_spec.h")).expect("header");
    assert!(
        header.contains("int walk_spec(const struct node *);"),
        "{header}"
    );
    let ran = build_and_run(
        work.path(),
        &["main.c", "other.c", "walk_spec.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror", "-DUSE_SPEC"],
        work.path(),
    );
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "3 3\n");
}

/// A C99 inline definition in a header that two files include is one
/// function (as a system header's are): the files specialize together, a
/// replacement for the file with the external definition links back, and
/// so does one for the file holding `main` specialized as the goal.
#[test]
fn a_headers_inline_definition_in_two_files_is_one_function() {
    let src = repo_root().join("tests/multi/inline");
    let work = TempDir::new("multi-inline");
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    let original = build_and_run(&src, &["square.c", "main.c"], &strict, work.path());
    assert_eq!(String::from_utf8_lossy(&original.stdout), "99 -99 49\n");
    for (unit, goal, statics, replaced, kept) in [
        ("square.c", "sum_of_cubes", "n=3", "square_spec.c", "main.c"),
        ("main.c", "main", "", "main_spec.c", "square.c"),
    ] {
        let out = work.path().join(replaced);
        let mut args = vec!["spec", "square.c", "main.c", "--goal", goal, "--unit", unit];
        if !statics.is_empty() {
            args.extend(["--static", statics]);
        }
        let out_arg = out.display().to_string();
        args.extend(["-o", &out_arg]);
        let o = cmix_in(&src, &args);
        assert_eq!(o.code(), Some(0), "{unit}: {}", o.stderr_text());
        std::fs::copy(src.join(kept), work.path().join(kept)).expect("copy");
        std::fs::copy(src.join("square.h"), work.path().join("square.h")).expect("copy");
        let residual = build_and_run(work.path(), &[replaced, kept], &strict, work.path());
        assert_eq!(
            residual.stdout,
            original.stdout,
            "{unit}: {}",
            residual.stderr_text()
        );
    }
}

/// A static value may name a global another file defines, which the
/// goal's file does not declare (`--static w=weights`).
#[test]
fn a_static_value_names_another_files_global() {
    let src = repo_root().join("tests/multi/weights");
    let work = TempDir::new("multi-weights");
    let out = work.path().join("dot_spec.c");
    let o = cmix_in(
        &src,
        &[
            "spec",
            "table.c",
            "dot.c",
            "main.c",
            "--goal",
            "dot",
            "--static",
            "w=weights",
            "-o",
            &out.display().to_string(),
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = std::fs::read_to_string(&out).expect("residual written");
    assert!(text.contains("4 * x[2]"), "{text}");
    // The residual entry beside the original's, on the same vectors.
    std::fs::write(
        work.path().join("driver.c"),
        "#include <stdio.h>\nextern const int weights[4];\n\
         int dot(const int *, const int *);\nint dot_spec(const int *);\n\
         int main(void) { int x[3][4] = {{1, 2, 3, 4}, {-5, 0, 7, 1}, {0, 0, 0, 9}};\n\
         for (int i = 0; i < 3; i++) printf(\"%d %d\\n\", dot(weights, x[i]), dot_spec(x[i]));\n\
         return 0; }\n",
    )
    .expect("write");
    for file in ["table.c", "dot.c"] {
        std::fs::copy(src.join(file), work.path().join(file)).expect("copy");
    }
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror"];
    let run = build_and_run(
        work.path(),
        &["table.c", "dot.c", "dot_spec.c", "driver.c"],
        &strict,
        work.path(),
    );
    let printed = String::from_utf8_lossy(&run.stdout).to_string();
    assert_eq!(printed.lines().count(), 3, "{printed}");
    for line in printed.lines() {
        let (a, b) = line.split_once(' ').expect("two numbers");
        assert_eq!(a, b, "{printed}");
    }
}

/// A unit replacement against the original program: `cmix spec GIVEN...
/// --goal GOAL --static VALUE --unit UNIT` in `src`, then the program
/// linked from LINKED (UNIT among them) and from LINKED with UNIT's
/// replacement, both built with `flags` (the latter with -DUSE_SPEC);
/// returns both outputs and the replacement's text.
struct UnitRun<'a> {
    dir: &'a str,
    given: &'a [&'a str],
    goal: &'a str,
    value: &'a str,
    unit: &'a str,
    linked: &'a [&'a str],
    flags: &'a [&'a str],
}

fn run_unit_replacement(run: &UnitRun) -> (String, String, String) {
    let src = repo_root().join(run.dir);
    let work = TempDir::new(&format!("multi-{}", run.goal));
    let spec = format!("{}_spec.c", run.unit.trim_end_matches(".c"));
    let out = work.path().join(&spec);
    let mut args = vec!["spec"];
    args.extend(run.given);
    args.extend([
        "--goal", run.goal, "--static", run.value, "--unit", run.unit, "-o",
    ]);
    let out_text = out.display().to_string();
    args.push(&out_text);
    let o = cmix_in(&src, &args);
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let original = build_and_run(&src, run.linked, run.flags, work.path());
    let mut replaced: Vec<&str> = Vec::new();
    for file in run.linked {
        if *file == run.unit {
            replaced.push(&spec);
        } else {
            std::fs::copy(src.join(file), work.path().join(file)).expect("copy");
            replaced.push(file);
        }
    }
    let mut flags = run.flags.to_vec();
    flags.push("-DUSE_SPEC");
    let replacement = build_and_run(work.path(), &replaced, &flags, work.path());
    assert_eq!(replacement.code(), Some(0), "{}", replacement.stderr_text());
    (
        String::from_utf8_lossy(&original.stdout).to_string(),
        String::from_utf8_lossy(&replacement.stdout).to_string(),
        std::fs::read_to_string(&out).expect("replacement"),
    )
}

const STRICT: &[&str] = &["-std=c99", "-Wall", "-Wextra", "-Werror"];

/// `extern int tally[];` defined in a file cmix is not given: its length
/// is not known, so a static index into it is no error and no trap.
#[test]
fn an_extern_array_of_unknown_length_is_indexed() {
    let (original, replacement, text) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/extern_array",
        given: &["main.c", "a.c"],
        goal: "count",
        value: "slot=2",
        unit: "a.c",
        linked: &["main.c", "a.c", "data.c"],
        flags: STRICT,
    });
    assert!(!text.contains("__builtin_trap"), "{text}");
    assert_eq!(original, "10 -4 14 12 -1\n");
    assert_eq!(replacement, original);
}

/// A file's `static` function named like another file's external one, the
/// static one lowered first: each file's calls keep their own function, in
/// the identity residual of the whole program and in a unit's replacement
/// that copies the other file's code.
#[test]
fn a_static_function_named_like_another_files_external_one() {
    let (original, replacement, _) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/static_extern",
        given: &["main.c", "a.c", "b.c"],
        goal: "work",
        value: "k=3",
        unit: "a.c",
        linked: &["main.c", "a.c", "b.c"],
        flags: STRICT,
    });
    assert_eq!(original, "1006 8 1000\n");
    assert_eq!(replacement, original);

    let src = repo_root().join("tests/multi/static_extern");
    let work = TempDir::new("multi-static-extern-whole");
    let whole = work.path().join("whole.c");
    let whole_text = whole.display().to_string();
    let o = cmix_in(
        &src,
        &[
            "spec",
            "a.c",
            "b.c",
            "main.c",
            "--goal",
            "main",
            "--all-dynamic",
            "-o",
            &whole_text,
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let identity = build_and_run(work.path(), &["whole.c"], STRICT, work.path());
    assert_eq!(String::from_utf8_lossy(&identity.stdout), original);
}

/// K&R definitions whose parameters promotion changes (`float`, `char`,
/// `short`) stay K&R in a unit's replacement: the other files call them
/// without a prototype, passing promoted values.
#[test]
fn old_style_definitions_keep_their_calling_convention() {
    let (original, replacement, _) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/knr",
        given: &["main.c", "u.c"],
        goal: "work",
        value: "k=2",
        unit: "u.c",
        linked: &["main.c", "u.c"],
        flags: &[
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-Wno-old-style-definition",
        ],
    });
    assert_eq!(original, "1.5 9835 9728\n");
    assert_eq!(replacement, original);
}

/// Given only the unit's file, a file-static object whose address the file
/// hands out may be changed by the other files: its value at the call is
/// not the initializer's.
#[test]
fn a_static_whose_address_leaves_the_file_is_read_at_run_time() {
    let (original, replacement, _) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/escaping_static",
        given: &["lim.c"],
        goal: "clamp",
        value: "k=3",
        unit: "lim.c",
        linked: &["main.c", "lim.c"],
        flags: STRICT,
    });
    assert_eq!(original, "6 4 5\n");
    assert_eq!(replacement, original);
}

/// A header's C99 inline definition in two files, one of which makes it
/// the external definition: whichever order the files come in, the
/// replacement for either file links back (not defined twice, not
/// missing).
#[test]
fn the_file_with_the_external_definition_of_an_inline_function_owns_it() {
    // The replacement is built elsewhere: the header is found here.
    let include = format!(
        "-I{}",
        repo_root().join("tests/multi/inline_order").display()
    );
    let flags: Vec<&str> = STRICT.iter().copied().chain([include.as_str()]).collect();
    for given in [&["a.c", "b.c", "main.c"], &["b.c", "a.c", "main.c"]] {
        for (unit, goal) in [("a.c", "from_a"), ("b.c", "from_b")] {
            let (original, replacement, _) = run_unit_replacement(&UnitRun {
                dir: "tests/multi/inline_order",
                given,
                goal,
                value: "k=3",
                unit,
                linked: &["a.c", "b.c", "main.c"],
                flags: &flags,
            });
            assert_eq!(original, "-3 -9 -3\n3 -3 -1\n9 3 1\n15 9 3\n21 15 5\n");
            assert_eq!(replacement, original, "{unit} of {given:?}");
        }
    }
}

/// Names gcc's `alias` gives a static function and a static object are
/// written back with their targets, and the object is read at run time
/// (other files write it through the alias).
#[test]
fn aliases_are_written_back_with_their_targets() {
    let (original, replacement, text) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/alias",
        given: &["lib.c"],
        goal: "adjust",
        value: "k=2",
        unit: "lib.c",
        linked: &["lib.c", "main.c"],
        flags: STRICT,
    });
    assert_eq!(original, "2 0\n15 3\n28 6\n");
    assert_eq!(replacement, original);
    assert!(text.contains("alias(\"scale_impl\")"), "{text}");
    // The alias's name as the goal is its target.
    let src = repo_root().join("tests/multi/alias");
    let o = cmix_in(
        &src,
        &["spec", "lib.c", "--goal", "scale", "--static", "a=7"],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        o.stdout_text().contains("return 21;"),
        "{}",
        o.stdout_text()
    );
}

/// `--goal main --unit F.c` where `main` is another file's: the entry
/// keeps the name `main`, which the replacement would define a second
/// time. Refused, pointing at `main`.
#[test]
fn an_entry_named_like_another_files_function_is_refused() {
    let src = repo_root().join("tests/multi");
    let o = cmix_in(
        &src,
        &[
            "spec", "main.c", "util.c", "--goal", "main", "--unit", "util.c",
        ],
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("keeps the name `main`, which main.c defines") && err.contains("main.c:6:5"),
        "{err}"
    );
}

/// The goal calls another file's function that hands a file-static
/// comparator to `qsort`: the replacement calls that function as it is
/// (a specialized copy would have to name the comparator).
#[test]
fn another_files_static_callback_is_reached_through_its_function() {
    let (original, replacement, text) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/static_comparator",
        given: &["sort.c", "pick.c"],
        goal: "pick",
        value: "k=5",
        unit: "pick.c",
        linked: &["main.c", "sort.c", "pick.c"],
        flags: STRICT,
    });
    assert_eq!(original, "15 1 2 3\n45 -5 0 9\n35 1 7 7\n");
    assert_eq!(replacement, original);
    assert!(text.contains("sort3("), "{text}");
}

/// Aliases declared after their names' prototypes (the header's, seen
/// first in another file), of a file-static function and object: the
/// replacement for the file that uses them calls and reads them by the
/// aliases' names.
#[test]
fn aliases_of_another_files_statics_are_used_by_their_names() {
    let include = format!(
        "-I{}",
        repo_root().join("tests/multi/alias_static").display()
    );
    let flags: Vec<&str> = STRICT.iter().copied().chain([include.as_str()]).collect();
    let (original, replacement, text) = run_unit_replacement(&UnitRun {
        dir: "tests/multi/alias_static",
        given: &["use.c", "impl.c"],
        goal: "use",
        value: "k=2",
        unit: "use.c",
        linked: &["main.c", "impl.c", "use.c"],
        flags: &flags,
    });
    assert_eq!(original, "1 2\n5 4\n15 6\n");
    assert_eq!(replacement, original);
    assert!(
        text.contains("api_cube(") && text.contains("api_calls"),
        "{text}"
    );
}

/// With `--unit`, a helper the goal calls with static arguments is also
/// called with run-time ones by the file's kept functions (`op`, and the
/// goal itself as other files call it): it gets a copy per kind of call,
/// so the goal's calls compute during specialization, as without
/// `--unit` (zlib's `crc32_combine`: `x2nmodp` folds to a constant).
#[test]
fn unit_copies_a_helper_its_kept_code_calls_with_run_time_arguments() {
    let work = TempDir::new("multi-unit-copies");
    let dir = work.path();
    std::fs::write(
        dir.join("mix.c"),
        "static const unsigned long tab[4] = {3, 5, 7, 11};\n\
         static unsigned long mult(unsigned long a, unsigned long b) {\n\
             unsigned long p = 0;\n\
             for (int i = 0; i < 8; i++) { if (a & 1) p ^= b; a >>= 1; b = (b << 1) ^ (b >> 7); }\n\
             return p;\n\
         }\n\
         static unsigned long gen(int n) {\n\
             unsigned long p = 1; int k = 0;\n\
             while (n) { if (n & 1) p = mult(tab[k & 3], p); n >>= 1; k++; }\n\
             return p;\n\
         }\n\
         unsigned long op(unsigned long c, unsigned long o) { return mult(o, c); }\n\
         unsigned long gen_ext(int n) { return gen(n); }\n\
         unsigned long combine(unsigned long c, int n) { return op(c, gen(n)); }\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\n\
         unsigned long op(unsigned long, unsigned long); unsigned long gen_ext(int);\n\
         unsigned long combine(unsigned long, int);\n\
         #ifdef SPEC\nunsigned long combine_spec(unsigned long);\n#define C13(c) combine_spec(c)\n\
         #else\n#define C13(c) combine(c, 13)\n#endif\n\
         int main(void) { unsigned long h = 0;\n\
         for (unsigned long c = 0; c < 300; c++)\n\
             h = h * 31 + C13(c) + op(c, c * 7) + gen_ext((int)c) + combine(c, (int)(c % 17));\n\
         printf(\"%lu\\n\", h); return 0; }\n",
    )
    .expect("write");
    let original = build_and_run(dir, &["main.c", "mix.c"], &[], dir);
    let o = cmix_in(
        dir,
        &[
            "spec",
            "mix.c",
            "--goal",
            "combine",
            "--static",
            "n=13",
            "--unit",
            "mix.c",
            "-o",
            "mix_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let unit = std::fs::read_to_string(dir.join("mix_spec.c")).expect("unit");
    // `gen(13)` is folded to 83 and `mult` specialized to it.
    assert!(unit.contains("/* mult: a = 83 */"), "{unit}");
    let specialized = build_and_run(
        dir,
        &["main.c", "mix_spec.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror", "-DSPEC"],
        dir,
    );
    assert_eq!(specialized.stdout_text(), original.stdout_text());
}

/// A value-mode residual alone defines the program's external globals and
/// the functions run-time code may call through a pointer, weakly: linked
/// beside the program's files it shares their objects (one counter, one
/// allocator address), and linked without them it still has its own.
#[test]
fn value_mode_links_beside_its_program_and_alone() {
    let dir = TempDir::new("beside");
    std::fs::write(
        dir.path().join("lib.c"),
        "#include <stdlib.h>\n\
         int calls;\n\
         typedef void *(*alloc_fn)(unsigned n);\n\
         void *my_alloc(unsigned n) { calls += 10; return malloc(n); }\n\
         struct cfg { alloc_fn alloc; int scale; };\n\
         struct cfg defaults = { my_alloc, 3 };\n\
         int report(void) { return calls; }\n\
         int uses_default(void) { return defaults.alloc == my_alloc; }\n\
         int work(int mode, int x) {\n\
             calls++;\n\
             int *p = defaults.alloc(sizeof(int) * 4);\n\
             p[0] = x * (mode ? 2 : defaults.scale);\n\
             int r = p[0]; free(p); return r;\n\
         }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\n\
         int work(int mode, int x); int work_spec(int x);\n\
         int report(void); int uses_default(void);\n\
         extern int calls;\n\
         #ifdef SPEC\n#define WORK0(x) work_spec(x)\n#else\n#define WORK0(x) work(0, x)\n#endif\n\
         int main(void) {\n\
             int a = work(0, 7); calls += 100;\n\
             int b = WORK0(5);\n\
             printf(\"%d %d %d %d\\n\", a, b, report(), uses_default());\n\
             return 0;\n\
         }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("alone.c"),
        "#include <stdio.h>\n\
         int work_spec(int x);\n\
         extern int calls;\n\
         int main(void) { int b = work_spec(5); printf(\"%d %d\\n\", b, calls); return 0; }\n",
    )
    .expect("write");
    let original = build_and_run(dir.path(), &["main.c", "lib.c"], &[], dir.path());
    assert_eq!(original.stdout_text(), "21 15 122 1\n");
    let o = cmix_in(
        dir.path(),
        &[
            "spec",
            "lib.c",
            "--goal",
            "work",
            "--static",
            "mode=0",
            "-o",
            "work_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    assert!(!o.stderr_text().contains("own copy"), "{}", o.stderr_text());
    let strict = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-DSPEC"];
    let beside = build_and_run(
        dir.path(),
        &["main.c", "lib.c", "work_spec.c"],
        &strict,
        dir.path(),
    );
    assert_eq!(beside.stdout_text(), original.stdout_text());
    let alone = build_and_run(dir.path(), &["alone.c", "work_spec.c"], &strict, dir.path());
    assert_eq!(alone.stdout_text(), "15 11\n");
}

/// A value-mode residual's gcc aliases of its weak copies are weak too,
/// so that it still links beside the program's files, which define them.
#[test]
fn value_mode_aliases_link_beside_the_program() {
    let dir = TempDir::new("beside-alias");
    std::fs::write(
        dir.path().join("lib.c"),
        "int real_v = 3;\nextern int alias_v __attribute__((alias(\"real_v\")));\n\
         int real_fn(int x) { return x + real_v; }\n\
         int alias_fn(int) __attribute__((alias(\"real_fn\")));\n\
         int (*fp)(int) = alias_fn;\n\
         int f(int n, int x) { alias_v += n; return fp(x) + alias_v; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\nint f(int n, int x); int f_spec(int x);\n\
         int main(void) { printf(\"%d\\n\", f(2, 1)); printf(\"%d\\n\", f_spec(1)); return 0; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "lib.c", "--goal", "f", "--static", "n=2", "-o", "out.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let both = build_and_run(
        dir.path(),
        &["main.c", "lib.c", "out.c"],
        &["-std=gnu99", "-Wall", "-Wextra", "-Werror"],
        dir.path(),
    );
    assert_eq!(both.stdout_text(), "11\n15\n");
}

/// A file-static array whose address an external function gives out is
/// unknown at the goal's entry because other files may write it through
/// that address: the note says so, not that it has external linkage.
#[test]
fn a_static_written_through_its_given_address_is_explained() {
    let dir = TempDir::new("given-address");
    std::fs::write(
        dir.path().join("lib.c"),
        "static int state[4];\nint *get_state(void) { return state; }\n\
         int f(int n, int x) { return get_state()[n] + x; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "lib.c", "--goal", "f", "--static", "n=2", "-o", "out.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let said = o.stderr_text();
    assert!(
        said.contains("may write it through its address") && !said.contains("external linkage"),
        "{said}"
    );
}

/// An untagged struct that only a typedef of a pointer to it names
/// (`typedef struct {...} *Handle;`, an opaque-handle API) is written as
/// that typedef in `--header`.
#[test]
fn a_header_names_a_handle_typedef() {
    let dir = TempDir::new("handle-header");
    std::fs::write(
        dir.path().join("types.h"),
        "#ifndef TYPES_H\n#define TYPES_H\ntypedef struct { int a, b; } *Handle;\nint calc(int k, Handle h);\n#endif\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("calc.c"),
        "#include \"types.h\"\nint calc(int k, Handle h) { return k * h->a + h->b; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\n#include \"types.h\"\n#include \"spec.h\"\n\
         int main(void) { int v[2] = {3, 2}; Handle h = (Handle)(void *)v; \
         printf(\"%d %d\\n\", calc(2, h), calc_spec(h)); return 0; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec",
            "calc.c",
            "--goal",
            "calc",
            "--static",
            "k=2",
            "--header",
            "spec.h",
            "-o",
            "calc_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let header = std::fs::read_to_string(dir.path().join("spec.h")).expect("header");
    assert!(
        header.contains("#include \"types.h\"") && header.contains("int calc_spec(Handle);"),
        "{header}"
    );
    let run = build_and_run(
        dir.path(),
        &["main.c", "calc.c", "calc_spec.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        dir.path(),
    );
    assert_eq!(run.stdout_text(), "8 8\n");
}

/// Notes name a file-static global that shares its name with another
/// file's external one as the source wrote it, not as cmix renamed it.
#[test]
fn notes_name_renamed_statics_as_written() {
    let dir = TempDir::new("renamed-statics");
    std::fs::write(
        dir.path().join("a.c"),
        "static int count = 100;\nstatic int helper(int x) { return x + count++; }\n\
         int bhelp(int);\nint f(int n, int x) { return helper(x) * n + bhelp(x); }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("b.c"),
        "int count = 7;\nint bhelp(int x) { count += x; return count; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "a.c", "b.c", "--goal", "f", "--static", "n=2", "-o", "out.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let said = o.stderr_text();
    assert!(said.contains("global `count` is read"), "{said}");
    assert!(!said.contains("count_1"), "{said}");
}

/// `--header` or `-o` naming a file the program reads (its own header)
/// is refused before anything is written: cmix never overwrites the
/// program's sources. A typedef of an untagged union is named like one of
/// a struct.
#[test]
fn outputs_never_overwrite_the_programs_files() {
    let dir = TempDir::new("overwrite");
    let header = "#ifndef NUM_H\n#define NUM_H\ntypedef union { int i; float f; } Num;\n#endif\n";
    std::fs::write(dir.path().join("num.h"), header).expect("write");
    std::fs::write(
        dir.path().join("calc.c"),
        "#include \"num.h\"\nint calc(int k, Num n) { return n.i * k; }\n",
    )
    .expect("write");
    for args in [
        &["--header", "num.h", "-o", "out.c"][..],
        &["-o", "calc.c"][..],
    ] {
        let mut all = vec!["spec", "calc.c", "--goal", "calc", "--static", "k=3"];
        all.extend_from_slice(args);
        let o = cmix_in(dir.path(), &all);
        assert_eq!(o.code(), Some(2), "{}", o.describe());
        assert!(
            o.stderr_text().contains("that is a file of the program"),
            "{}",
            o.describe()
        );
    }
    let kept = std::fs::read_to_string(dir.path().join("num.h")).expect("read");
    assert_eq!(kept, header);
    let o = cmix_in(
        dir.path(),
        &[
            "spec",
            "calc.c",
            "--goal",
            "calc",
            "--static",
            "k=3",
            "--header",
            "calc_spec.h",
            "-o",
            "out.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let written = std::fs::read_to_string(dir.path().join("calc_spec.h")).expect("read");
    assert!(
        written.contains("#include \"num.h\"") && written.contains("int calc_spec(Num);"),
        "{written}"
    );
}

/// A value-mode residual alone that hands out an address in its own copy
/// of a file-static table, or of a file-static function, says so: beside
/// the program's files, that address is not the one their code compares
/// with. Reading its copy at run-time indexes draws no warning.
#[test]
fn value_mode_says_when_it_hands_out_its_copies_addresses() {
    let dir = TempDir::new("handed");
    std::fs::write(
        dir.path().join("cmds.c"),
        "#include <string.h>\n\
         struct cmd { const char *name; int argc; };\n\
         static const struct cmd cmds[] = {{\"get\", 1}, {\"set\", 2}, {\"del\", 1}};\n\
         static int twice(int x) { return 2 * x; }\n\
         const struct cmd *find_cmd(const char *name) {\n\
           for (unsigned i = 0; i < 3; i++) if (strcmp(cmds[i].name, name) == 0) return &cmds[i];\n\
           return 0; }\n\
         int (*pick(int k))(int) { return k ? twice : 0; }\n\
         int argc_of(int k, int i) { return cmds[(i + k) % 3].argc + (int)strlen(cmds[i % 3].name); }\n",
    )
    .expect("write");
    let warning = "hands out addresses of its own copies of the program's file-static";
    for (goal, value, named) in [
        ("find_cmd", "name=\"del\"", Some("`cmds`")),
        ("pick", "k=1", Some("`twice`")),
        ("argc_of", "k=1", None),
    ] {
        let o = cmix_in(
            dir.path(),
            &[
                "spec", "cmds.c", "--goal", goal, "--static", value, "-o", "out.c",
            ],
        );
        assert_eq!(o.code(), Some(0), "{}", o.describe());
        let said = o.stderr_text();
        match named {
            Some(name) => assert!(
                said.contains(warning) && said.contains(name),
                "{goal}: {said}"
            ),
            None => assert!(!said.contains(warning), "{goal}: {said}"),
        }
    }
}

/// A residual function alone keeps copies of the file-static variables of
/// its file that it uses: linked beside that file it would not share
/// them, and cmix says so (and points to --unit), for static locals too;
/// not for those nothing writes (`weights`, read through a pointer).
#[test]
fn value_mode_says_its_file_statics_are_copies() {
    let dir = TempDir::new("statics");
    std::fs::write(
        dir.path().join("a.c"),
        "static int count;\nstatic int hist[4];\nstatic int weights[4] = {1, 2, 3, 4};\n\
         static int helper(int v) { static int hcalls; hcalls++; return v + hcalls; }\n\
         int f(int n, int x) { const int *w = weights; count++; for (int i = 0; i < n; i++) hist[i] += x * w[i & x]; return helper(n * x); }\n\
         int read_count(void) { return count + hist[1]; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "a.c", "--goal", "f", "--static", "n=3", "-o", "f_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    let said = o.stderr_text();
    assert!(
        said.contains("its own copy of the program's file-static variables `count`, `hist` and `hcalls` (static in `helper`)")
            && said.contains("use --unit"),
        "{said}"
    );
    // With --unit the file's statics are the file's own: no such note.
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "a.c", "--goal", "f", "--static", "n=3", "--unit", "a.c", "-o", "a_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.describe());
    assert!(!o.stderr_text().contains("own copy"), "{}", o.stderr_text());
}

/// The goal's file calls through a table another file fills with its
/// static functions, which use that file's static data: run-time code
/// calls them, so the kernel specializes them with nothing static, but
/// their bodies (and what was made for them) stay in their own file. The
/// replacement for the goal's file links beside it and behaves alike.
#[test]
fn unit_calling_another_files_static_functions_through_a_table() {
    let dir = TempDir::new("unit-table");
    std::fs::write(
        dir.path().join("conv.h"),
        "typedef int (*conv_fn)(char *, long);\nextern conv_fn conv_table[128];\nvoid conv_init(void);\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("conv.c"),
        "#include \"conv.h\"\nconv_fn conv_table[128];\n\
         static const char digits[] = \"0123456789abcdef\";\n\
         static int put(char *out, unsigned long v, unsigned b) {\n\
           char t[32]; int n = 0;\n\
           do { t[n++] = digits[v % b]; v /= b; } while (v);\n\
           for (int i = 0; i < n; i++) out[i] = t[n - 1 - i];\n\
           return n;\n}\n\
         static int dec(char *out, long v) { return put(out, (unsigned long)v, 10); }\n\
         static int hex(char *out, long v) { return put(out, (unsigned long)v, 16); }\n\
         void conv_init(void) { conv_table['d'] = dec; conv_table['x'] = hex; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("fmt.c"),
        "#include \"conv.h\"\n\
         int format(const char *spec, const long *args, char *out) {\n\
           int n = 0, a = 0;\n\
           for (; *spec; spec++) {\n\
             if (*spec != '%') { out[n++] = *spec; continue; }\n\
             conv_fn f = conv_table[(unsigned char)*++spec];\n\
             if (f) n += f(out + n, args[a++]); else out[n++] = '?';\n\
           }\n\
           out[n] = 0;\n\
           return n;\n}\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\n#include <stdlib.h>\n#include \"conv.h\"\n\
         #ifdef SPEC\nint format_spec(const long *, char *);\n#define FMT(a, o) format_spec(a, o)\n\
         #else\nint format(const char *, const long *, char *);\n#define FMT(a, o) format(\"<%d|%x>\", a, o)\n#endif\n\
         int main(int argc, char **argv) {\n\
           long args[2] = {argc * 1234L, argc * 255L};\n\
           char buf[64];\n\
           (void)argv;\n\
           conv_init();\n\
           int n = FMT(args, buf);\n\
           printf(\"%d %s\\n\", n, buf);\n\
           return 0;\n}\n",
    )
    .expect("write");
    let out = TempDir::new("unit-table-out");
    let expected = build_and_run(
        dir.path(),
        &["conv.c", "fmt.c", "main.c"],
        &["-w"],
        out.path(),
    );
    let o = cmix_in(
        dir.path(),
        &[
            "spec",
            "conv.c",
            "fmt.c",
            "main.c",
            "--goal",
            "format",
            "--static",
            "spec=\"<%d|%x>\"",
            "--unit",
            "fmt.c",
            "-o",
            "fmt_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let actual = build_and_run(
        dir.path(),
        &["conv.c", "fmt_spec.c", "main.c"],
        &["-w", "-DSPEC"],
        out.path(),
    );
    assert_eq!(actual.stdout_text(), expected.stdout_text());
    assert_eq!(expected.stdout_text(), "9 <1234|ff>\n");
}

/// `--unfold` of another file's function that --unit leaves as it is (it
/// keeps a static counter) says why it cannot, rather than that no such
/// function exists.
#[test]
fn unfolding_another_files_stateful_function_says_why_not() {
    let dir = TempDir::new("unit-unfold");
    std::fs::write(
        dir.path().join("b.c"),
        "int helper(int v) { static int calls; calls++; return v * 2 + calls; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("a.c"),
        "int helper(int);\nint f(int n, int x) { int s = 0; for (int i = 0; i < n; i++) s += helper(x + i); return s; }\n",
    )
    .expect("write");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "a.c", "b.c", "--goal", "f", "--static", "n=3", "--unit", "a.c", "--unfold",
            "helper", "-o", "a_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(
        o.stderr_text()
            .contains("`helper` has no body cmix specializes")
            && o.stderr_text().contains("keeping state of its own"),
        "{}",
        o.stderr_text()
    );
}

/// The replacement for a file keeps its constructors, even static ones
/// nothing calls: the C runtime does.
#[test]
fn unit_keeps_its_constructors() {
    let dir = TempDir::new("unit-ctor");
    std::fs::write(
        dir.path().join("a.c"),
        "static int scale = 1;\n\
         __attribute__((constructor)) static void setup(void) { scale = 7; }\n\
         int f(int n, int x) { int s = 0; for (int i = 0; i < n; i++) s += scale * x + i; return s; }\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\n#ifdef SPEC\nint f_spec(int);\n#define F(x) f_spec(x)\n\
         #else\nint f(int, int);\n#define F(x) f(3, x)\n#endif\n\
         int main(int argc, char **argv) { (void)argv; printf(\"%d\\n\", F(argc)); return 0; }\n",
    )
    .expect("write");
    let out = TempDir::new("unit-ctor-out");
    let expected = build_and_run(dir.path(), &["a.c", "main.c"], &["-w"], out.path());
    assert_eq!(expected.stdout_text(), "24\n");
    let o = cmix_in(
        dir.path(),
        &[
            "spec", "a.c", "main.c", "--goal", "f", "--static", "n=3", "--unit", "a.c", "-o",
            "a_spec.c",
        ],
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let actual = build_and_run(
        dir.path(),
        &["a_spec.c", "main.c"],
        &["-std=c99", "-Wall", "-Wextra", "-Werror", "-DSPEC"],
        out.path(),
    );
    assert_eq!(actual.stdout_text(), expected.stdout_text());
}
