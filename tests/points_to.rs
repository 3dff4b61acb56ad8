//! Points-to analysis on small C programs: the sets it finds for named
//! pointer variables, written as readable location names.

mod common;

use cmix::analysis::points_to::{Object, PointsTo};
use cmix::core::{FuncId, GlobalId, LocalId, Program};
use cmix::driver;
use cmix::preprocess::PreprocessOptions;

use common::TempDir;

fn analyze(source: &str) -> (Program, PointsTo) {
    let dir = TempDir::new("pta");
    let file = dir.path().join("t.c");
    std::fs::write(&file, source).expect("write test source");
    let frontend = match driver::load(&[file], &PreprocessOptions::default()) {
        Ok(f) => f,
        Err(failure) => panic!("rejected:\n{}", failure.render()),
    };
    let pt = PointsTo::compute(&frontend.program);
    (frontend.program, pt)
}

/// The sorted names of what variable `var` may point to; `var` is a global
/// name or `function:local`.
fn targets(program: &Program, pt: &PointsTo, var: &str) -> Vec<String> {
    let object = match var.split_once(':') {
        Some((f, l)) => {
            let fid = program.function_by_name(f).expect("function");
            let func = program.function(fid);
            let lid = func.locals.iter().position(|x| x.name == l).expect("local");
            Object::Local(FuncId(fid.0), LocalId(lid as u32))
        }
        None => {
            let g = program
                .globals
                .iter()
                .position(|g| g.name == var)
                .expect("global");
            Object::Global(GlobalId(g as u32))
        }
    };
    let mut out: Vec<String> = pt
        .variable_targets(object)
        .into_iter()
        .map(|l| pt.describe(program, l))
        .collect();
    out.sort();
    out
}

#[test]
fn copies_loads_and_stores() {
    let (p, pt) = analyze(
        "int x, y; int *p, *q, **pp;\n\
         int main(void) { p = &x; q = p; pp = &q; *pp = &y; return *q; }\n",
    );
    assert_eq!(targets(&p, &pt, "p"), ["x"]);
    assert_eq!(targets(&p, &pt, "q"), ["x", "y"]);
    assert_eq!(targets(&p, &pt, "pp"), ["q"]);
}

#[test]
fn struct_fields_are_kept_apart() {
    let (p, pt) = analyze(
        "struct s { int *a; int *b; } g; int x, y;\n\
         int main(void) { g.a = &x; g.b = &y; int *r = g.a; struct s h = g; int *t = h.b;\n\
         return *r + *t; }\n",
    );
    assert_eq!(targets(&p, &pt, "main:r"), ["x"]);
    assert_eq!(targets(&p, &pt, "main:t"), ["y"]);
}

#[test]
fn heap_objects_are_named_by_birthplace() {
    let (p, pt) = analyze(
        "#include <stdlib.h>\n\
         struct node { int key; struct node *next; };\n\
         struct node *mk(int k, struct node *n) {\n\
           struct node *p = malloc(sizeof *p); p->key = k; p->next = n; return p; }\n\
         int main(void) { struct node *l = mk(1, mk(2, 0)); struct node *m = l->next;\n\
           return m->key; }\n",
    );
    let l = targets(&p, &pt, "main:l");
    assert_eq!(l.len(), 1, "{l:?}");
    assert!(l[0].starts_with("heap@mk:"), "{l:?}");
    assert_eq!(targets(&p, &pt, "main:m"), l);
}

#[test]
fn calls_pass_and_return_pointers() {
    let (p, pt) = analyze(
        "int x, y;\n\
         int *id(int *v) { return v; }\n\
         int main(void) { int *a = id(&x); int *b = id(&y); return *a + *b; }\n",
    );
    assert_eq!(targets(&p, &pt, "id:v"), ["x", "y"]);
    assert_eq!(targets(&p, &pt, "main:a"), ["x", "y"]);
}

#[test]
fn arrays_strings_and_library_functions() {
    let (p, pt) = analyze(
        "#include <string.h>\n\
         int arr[10]; struct s { int *f; } a, b; int x;\n\
         int main(void) {\n\
           int *e = arr + 3; int *q = &arr[2];\n\
           const char *s = \"abc\"; const char *t = strchr(s, 'b');\n\
           a.f = &x; memcpy(&b, &a, sizeof a); int *r = b.f;\n\
           int *u = (int *)12345;\n\
           return *e + *q + *t + *r + *u; }\n",
    );
    assert_eq!(targets(&p, &pt, "main:e"), ["arr"]);
    assert_eq!(targets(&p, &pt, "main:q"), ["arr"]);
    let s = targets(&p, &pt, "main:s");
    assert_eq!(s.len(), 1);
    assert!(s[0].starts_with("string#"));
    assert_eq!(targets(&p, &pt, "main:t"), s);
    assert_eq!(targets(&p, &pt, "main:r"), ["x"]);
    assert_eq!(targets(&p, &pt, "main:u"), ["unknown"]);
}

#[test]
fn address_of_a_field_through_a_pointer() {
    let (p, pt) = analyze(
        "struct pair { int *first; int *second; } g; int x;\n\
         int main(void) { struct pair *pp = &g; int **slot = &pp->second; *slot = &x;\n\
           int *got = g.second; int *other = g.first; return *got + (other != 0); }\n",
    );
    assert_eq!(targets(&p, &pt, "main:slot"), ["g.second"]);
    assert_eq!(targets(&p, &pt, "main:got"), ["x"]);
    assert!(targets(&p, &pt, "main:other").is_empty());
}

/// An address kept in a 64-bit integer keeps its targets, and one made
/// from any integer points anywhere; but a number too narrow for an
/// address (a comparison's `int`) widened to `long` holds none, so a
/// `long` result that is sometimes a comparison carries nothing.
#[test]
fn addresses_in_integers() {
    let (p, pt) = analyze(
        "struct cell { int kind; union { long num; int *ptr; } u; };\n\
         int x;\n\
         long pick(struct cell *c, int k) { if (k) return c->u.num; return c->u.num < 7; }\n\
         int main(void) {\n\
           struct cell c; c.u.ptr = &x;\n\
           long kept = (long)&x;\n\
           int *back = (int *)kept;\n\
           long flag = (long)(kept < pick(&c, 1));\n\
           int *made = (int *)flag;\n\
           int *through_union = (int *)pick(&c, 0);\n\
           return *back + *made + *through_union;\n\
         }\n",
    );
    assert_eq!(targets(&p, &pt, "main:back"), ["unknown", "x"]);
    assert_eq!(targets(&p, &pt, "main:made"), ["unknown"]);
    assert_eq!(targets(&p, &pt, "main:through_union"), ["unknown", "x"]);
    let pick = p.function_by_name("pick").expect("pick");
    let returned: Vec<String> = pt
        .variable_targets(Object::Return(FuncId(pick.0)))
        .into_iter()
        .map(|l| pt.describe(&p, l))
        .collect();
    assert_eq!(returned, ["x"]);
}

/// Pointers that go round in loops (a list walked and rebuilt, values
/// passed back and forth) make copy cycles, whose nodes the solver merges:
/// every answer is the same as without merging, on these and on every
/// program of tests/c, c-examples and bench-c.
#[test]
fn merging_copy_cycles_changes_no_answer() {
    let cycles = "struct node { struct node *next; int *value; };\n\
         int a, b, c;\n\
         struct node n1, n2, n3;\n\
         int *swap(int **p, int **q) { int *t = *p; *p = *q; *q = t; return t; }\n\
         int main(int argc, char **argv) {\n\
           int *x = &a, *y = &b, *z = &c;\n\
           struct node *walk = &n1;\n\
           n1.next = &n2; n2.next = &n3; n3.next = &n1;\n\
           n1.value = x;\n\
           for (int i = 0; i < argc; i++) {\n\
             int *t = x; x = y; y = z; z = t;\n\
             swap(&x, &z);\n\
             walk->next->value = walk->value;\n\
             walk = walk->next;\n\
           }\n\
           return *x + *y + *z + *walk->value + (argv != 0);\n\
         }\n";
    let dir = TempDir::new("pta-merge");
    let file = dir.path().join("cycles.c");
    std::fs::write(&file, cycles).expect("write test source");
    let mut files = vec![file];
    let root = common::repo_root();
    for folder in ["tests/c", "c-examples", "bench-c"] {
        let mut found = Vec::new();
        collect_c_files(&root.join(folder), &mut found);
        found.sort();
        files.extend(found);
    }
    let mut compared = 0;
    for file in &files {
        let Ok(frontend) = driver::load(std::slice::from_ref(file), &PreprocessOptions::default())
        else {
            // (Files that are parts of a multi-file program, or that
            // test refusals.)
            continue;
        };
        let program = &frontend.program;
        let merged = PointsTo::compute_merging_eagerly(program);
        let plain = PointsTo::compute_without_merging(program);
        assert_eq!(
            merged.dump(program),
            plain.dump(program),
            "merging copy cycles changed the points-to sets of {}",
            file.display()
        );
        if file == &files[0] {
            assert!(merged.merged_nodes() > 0, "the cycles were not merged");
        }
        compared += 1;
    }
    assert!(compared > 50, "only {compared} programs compared");
}

fn collect_c_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_c_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "c") {
            out.push(path);
        }
    }
}
