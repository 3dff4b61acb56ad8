//! The division the binding-time analysis finds on the book's examples:
//! which variables, fields, statements and calls are static or dynamic.

mod common;

use cmix::analysis::bta::{self, Bt, BtaOptions, CallKind, Division};
use cmix::analysis::points_to::Object;
use cmix::core::{BlockId, FuncId, GlobalId, LocalId, Program, Stmt, Terminator};
use cmix::driver;
use cmix::preprocess::PreprocessOptions;

use Bt::{Dynamic, Static};
use common::TempDir;

fn analyze(source: &str, goal: &str, statics: &[&str]) -> (Program, Division) {
    let dir = TempDir::new("bta");
    let file = dir.path().join("t.c");
    std::fs::write(&file, source).expect("write test source");
    let frontend = match driver::load(&[file], &PreprocessOptions::default()) {
        Ok(f) => f,
        Err(failure) => panic!("rejected:\n{}", failure.render()),
    };
    let goal = frontend.program.function_by_name(goal).expect("goal");
    let options = BtaOptions {
        static_params: statics.iter().map(|s| s.to_string()).collect(),
        ..BtaOptions::default()
    };
    let division = bta::analyze(&frontend.program, goal, &options).expect("analysis");
    (frontend.program, division)
}

fn func(p: &Program, name: &str) -> FuncId {
    p.function_by_name(name).expect("function")
}

fn local(p: &Program, d: &Division, f: &str, name: &str) -> Bt {
    let fid = func(p, f);
    let index = p
        .function(fid)
        .locals
        .iter()
        .position(|l| l.name == name)
        .expect("local");
    d.local(fid, LocalId(index as u32))
}

fn global(p: &Program, d: &Division, name: &str) -> Bt {
    let index = p
        .globals
        .iter()
        .position(|g| g.name == name)
        .expect("global");
    d.global(GlobalId(index as u32))
}

/// Binding times of the fields of `object`, by field name.
fn field(p: &Program, d: &Division, object: Object, name: &str) -> Bt {
    d.cells()
        .find(|(cell, _)| {
            cell.0 == object
                && cell.1.last().is_some_and(|(sid, f)| {
                    p.types.struct_def(*sid).body.as_ref().expect("body").fields[*f as usize].name
                        == name
                })
        })
        .map(|(_, bt)| bt)
        .unwrap_or_else(|| panic!("no cell for field {name}"))
}

/// The binding times of all conditional branches of a function.
fn branches(p: &Program, d: &Division, f: &str) -> Vec<Bt> {
    let fid = func(p, f);
    let body = p.function(fid).body.as_ref().expect("body");
    body.blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| matches!(b.term, Terminator::If { .. } | Terminator::Switch { .. }))
        .map(|(i, _)| d.terminator(fid, BlockId(i as u32)))
        .collect()
}

/// The kinds of the calls of `callee` made in `f`.
fn calls_of(p: &Program, d: &Division, f: &str, callee: &str) -> Vec<CallKind> {
    let fid = func(p, f);
    let body = p.function(fid).body.as_ref().expect("body");
    let mut out = Vec::new();
    for (b, block) in body.blocks.iter().enumerate() {
        for (i, stmt) in block.stmts.iter().enumerate() {
            if let Stmt::Call { callee: c, .. } = stmt
                && p.function(*c).name == callee
            {
                out.push(d.call(fid, BlockId(b as u32), i).expect("call kind"));
            }
        }
    }
    out
}

const POWER: &str =
    "int power(int x, int n) { int p = 1; while (n > 0) { p = p * x; n--; } return p; }\n";

#[test]
fn power_with_static_exponent() {
    let (p, d) = analyze(POWER, "power", &["n"]);
    assert_eq!(local(&p, &d, "power", "n"), Static);
    assert_eq!(local(&p, &d, "power", "x"), Dynamic);
    assert_eq!(local(&p, &d, "power", "p"), Dynamic);
    assert_eq!(branches(&p, &d, "power"), [Static]);
    assert!(d.is_residual(func(&p, "power")));
}

#[test]
fn power_fully_static_is_not_residual() {
    let (p, d) = analyze(POWER, "power", &["n", "x"]);
    assert_eq!(local(&p, &d, "power", "p"), Static);
    assert!(!d.is_residual(func(&p, "power")));
}

#[test]
fn mini_printf_with_static_format() {
    let source =
        std::fs::read_to_string(common::repo_root().join("c-examples/mini_printf/mini_printf.c"))
            .expect("example");
    let (p, d) = analyze(&source, "mini_printf", &["fmt"]);
    assert_eq!(local(&p, &d, "mini_printf", "fmt"), Static);
    assert_eq!(local(&p, &d, "mini_printf", "ni"), Static);
    assert!(branches(&p, &d, "mini_printf").iter().all(|b| *b == Static));
    let putchar = calls_of(&p, &d, "mini_printf", "putchar");
    assert!(!putchar.is_empty() && putchar.iter().all(|k| *k == CallKind::Residual));
}

#[test]
fn strcmp_with_one_static_string() {
    let source = "int cmp(const char *s, const char *t) {\n\
                    while (*s == *t) { if (*s == 0) return 0; s++; t++; }\n\
                    return *s < *t ? -1 : 1; }\n";
    let (p, d) = analyze(source, "cmp", &["s"]);
    assert_eq!(local(&p, &d, "cmp", "s"), Static);
    assert_eq!(local(&p, &d, "cmp", "t"), Dynamic);
    // `*s == 0` is static, `*s == *t` is not.
    let b = branches(&p, &d, "cmp");
    assert!(b.contains(&Static) && b.contains(&Dynamic), "{b:?}");
}

#[test]
fn stack_pointer_static_contents_dynamic() {
    let source = "int stack[16]; int sp;\n\
                  void push(int v) { stack[sp] = v; sp++; }\n\
                  int pop(void) { sp--; return stack[sp]; }\n\
                  int f(int x, int y) { sp = 0; push(x); push(y); push(x + y); return pop() * pop(); }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(global(&p, &d, "sp"), Static);
    assert_eq!(global(&p, &d, "stack"), Dynamic);
    assert!(d.is_residual(func(&p, "push")));
    assert_eq!(calls_of(&p, &d, "f", "push"), [CallKind::Residual; 3]);
}

#[test]
fn stack_pointer_under_a_dynamic_if_stays_static() {
    // Each path leaves one value of `sp`: the kernel follows both.
    let source = "int stack[16]; int sp;\n\
                  void push(int v) { stack[sp] = v; sp++; }\n\
                  int f(int x) { sp = 0; if (x > 0) push(x); return sp; }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(global(&p, &d, "sp"), Static);
}

#[test]
fn stack_pointer_in_a_loop_with_a_dynamic_exit_becomes_dynamic() {
    let source = "int stack[16]; int sp;\n\
                  void push(int v) { stack[sp] = v; sp++; }\n\
                  int f(int x) { sp = 0; while (x-- > 0) push(x); return sp; }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(global(&p, &d, "sp"), Dynamic);
    let source = "int count;\n\
                  int f(int x) { count = 0; for (int i = 0; i < x; i++) count += 2; return count; }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(global(&p, &d, "count"), Dynamic);
}

#[test]
fn recursion_under_dynamic_control_suspends_non_local_writes() {
    let source = "int depth; int deepest;\n\
                  void note(void) { if (depth > deepest) deepest = depth; }\n\
                  void walk(int n) { depth++; note(); if (n > 0) walk(n - 1); depth--; }\n\
                  int f(int n) { depth = 0; deepest = 0; walk(n); return deepest; }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(global(&p, &d, "depth"), Dynamic);
    assert_eq!(global(&p, &d, "deepest"), Dynamic);
    // Recursion under static control keeps them static.
    let (p, d) = analyze(source, "f", &["n"]);
    assert_eq!(global(&p, &d, "depth"), Static);
    assert_eq!(global(&p, &d, "deepest"), Static);
}

#[test]
fn keytab_with_static_words_and_dynamic_counts() {
    let source = "struct key { const char *word; int count; };\n\
                  struct key keytab[] = { {\"auto\", 0}, {\"break\", 0}, {\"case\", 0} };\n\
                  int same(const char *a, const char *b) {\n\
                    while (*a && *a == *b) { a++; b++; } return *a == *b; }\n\
                  int lookup(const char *w) { for (int i = 0; i < 3; i++) if (same(keytab[i].word, w)) return i; return -1; }\n\
                  void update(const char *w, int n) { int i = lookup(w); if (i >= 0) keytab[i].count = n; }\n";
    let (p, d) = analyze(source, "update", &["w"]);
    let keytab = Object::Global(GlobalId(
        p.globals
            .iter()
            .position(|g| g.name == "keytab")
            .expect("keytab") as u32,
    ));
    assert_eq!(field(&p, &d, keytab, "word"), Static);
    assert_eq!(field(&p, &d, keytab, "count"), Dynamic);
    assert_eq!(local(&p, &d, "update", "i"), Static);
    assert!(!d.is_residual(func(&p, "lookup")));
}

#[test]
fn list_with_static_keys_and_links_and_dynamic_data() {
    let source = "#include <stdlib.h>\n\
                  struct node { int key; int data; struct node *next; };\n\
                  struct node *cons(int key, int data, struct node *next) {\n\
                    struct node *n = malloc(sizeof *n); n->key = key; n->data = data; n->next = next; return n; }\n\
                  int find(int d, int k) {\n\
                    struct node *l = cons(1, d, cons(2, d + 1, cons(3, d * 2, 0)));\n\
                    while (l && l->key != k) l = l->next;\n\
                    return l ? l->data : -1; }\n";
    let (p, d) = analyze(source, "find", &["k"]);
    let heap = d
        .cells()
        .map(|(cell, _)| cell.0)
        .find(|o| matches!(o, Object::Heap(..)))
        .expect("a heap object");
    assert_eq!(field(&p, &d, heap, "key"), Static);
    assert_eq!(field(&p, &d, heap, "next"), Static);
    assert_eq!(field(&p, &d, heap, "data"), Dynamic);
    assert_eq!(local(&p, &d, "find", "l"), Static);
}

#[test]
fn static_pointer_to_dynamic_variable() {
    let source = "int f(int x) { int *p = &x; *p = *p + 1; return x; }\n";
    let (p, d) = analyze(source, "f", &[]);
    assert_eq!(local(&p, &d, "f", "x"), Dynamic);
    assert_eq!(local(&p, &d, "f", "p"), Static);
}

/// `--dynamic G.F` forces one field of a global struct (or of the elements
/// of a global array of structs) dynamic; the other fields stay static.
#[test]
fn dynamic_field_of_a_global() {
    let source = "struct s { int a; int b; };\n\
                  static struct s g = {1, 2};\n\
                  static struct s t[2] = {{1, 2}, {3, 4}};\n\
                  int f(void) { return g.a + g.b + t[1].a + t[0].b; }\n";
    let dir = TempDir::new("bta-field");
    let file = dir.path().join("t.c");
    std::fs::write(&file, source).expect("write test source");
    let frontend = match driver::load(&[file], &PreprocessOptions::default()) {
        Ok(f) => f,
        Err(failure) => panic!("rejected:\n{}", failure.render()),
    };
    let p = &frontend.program;
    let goal = func(p, "f");
    let options = |names: &[&str]| BtaOptions {
        dynamic: names.iter().map(|s| s.to_string()).collect(),
        ..BtaOptions::default()
    };
    let d = bta::analyze(p, goal, &options(&["g.b", "t.a"])).expect("analysis");
    let object = |name: &str| {
        let index = p
            .globals
            .iter()
            .position(|g| g.name == name)
            .expect("global");
        Object::Global(GlobalId(index as u32))
    };
    assert_eq!(field(p, &d, object("g"), "a"), Static);
    assert_eq!(field(p, &d, object("g"), "b"), Dynamic);
    assert_eq!(field(p, &d, object("t"), "a"), Dynamic);
    assert_eq!(field(p, &d, object("t"), "b"), Static);
    for bad in ["g.c", "h.a", "g.a.x"] {
        assert!(
            bta::analyze(p, goal, &options(&[bad])).is_err(),
            "`--dynamic {bad}` accepted"
        );
    }
}

/// A table only read at a dynamic index stays static: its static reads
/// run, its dynamic ones read the program's constant or a constant copy
/// (`kernel/snapshots.rs`). A table written at a dynamic index is dynamic.
#[test]
fn read_only_table_indexed_dynamically_stays_static() {
    let (p, d) = analyze(
        "static const int weights[4] = {1, 2, 3, 4};\n\
         static int scratch[4] = {1, 2, 3, 4};\n\
         static int written[4] = {1, 2, 3, 4};\n\
         int f(int i, int n) {\n\
           written[n & 3] = i;\n\
           return weights[i & 3] + weights[n] + scratch[i & 3] + scratch[n] + written[1];\n\
         }\n",
        "f",
        &["n"],
    );
    assert_eq!(global(&p, &d, "weights"), Static);
    assert_eq!(global(&p, &d, "scratch"), Static);
    assert_eq!(global(&p, &d, "written"), Dynamic);
}
