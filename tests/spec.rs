//! Differential tests of specialization: for each case, the goal of the
//! original program and the residual entry are driven by the same `main`
//! over several dynamic inputs; both are compiled by cc and must print the
//! same. The residual program must compile with -Wall -Wextra -Werror.
//! The residual C of the book's examples is also kept as a snapshot in
//! tests/snapshots/*.residual.c (`CMIX_BLESS=1` refreshes them).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{TempDir, check_snapshot, cmix, line_diff, parallel_map, repo_root, run_with_timeout};

struct Case {
    name: &'static str,
    file: &'static str,
    goal: &'static str,
    statics: &'static [&'static str],
    /// More options for cmix.
    options: &'static [&'static str],
    /// Declarations the driver needs before `main` (the goal's prototype).
    prototype: &'static str,
    /// The residual entry's prototype.
    residual_prototype: &'static str,
    /// The driver's body, calling `CALL(args)` where `CALL` is the goal
    /// (with its static arguments) or the residual entry.
    driver: &'static str,
    /// `CALL` for the original program; the residual one calls the entry
    /// with the dynamic arguments only.
    original_call: &'static str,
    residual_call: &'static str,
    snapshot: bool,
}

const CASES: &[Case] = &[
    Case {
        name: "power",
        file: "c-examples/power/power.c",
        goal: "power",
        options: &[],
        statics: &["n=3"],
        prototype: "long power(long, int);",
        residual_prototype: "long power_spec(long);",
        driver: "for (long x = -5; x <= 12; x++) printf(\"%ld\\n\", CALL(x));",
        original_call: "#define CALL(x) power(x, 3)",
        residual_call: "#define CALL(x) power_spec(x)",
        snapshot: true,
    },
    Case {
        name: "power_0",
        file: "c-examples/power/power.c",
        goal: "power",
        options: &[],
        statics: &["n=0"],
        prototype: "long power(long, int);",
        residual_prototype: "long power_spec(long);",
        driver: "for (long x = -5; x <= 12; x++) printf(\"%ld\\n\", CALL(x));",
        original_call: "#define CALL(x) power(x, 0)",
        residual_call: "#define CALL(x) power_spec(x)",
        snapshot: false,
    },
    Case {
        name: "mini_printf",
        file: "c-examples/mini_printf/mini_printf.c",
        goal: "mini_printf",
        options: &[],
        statics: &["fmt=\"n = %d\\n\""],
        prototype: "int mini_printf(const char *, const int *, const char *const *);",
        residual_prototype: "int mini_printf_spec(const int *, const char *const *);",
        driver: "static const int vs[] = {0, 7, -1, 2147483647, -2147483647 - 1, 1000000};\n\
                 const char *ss[] = {\"x\"};\n\
                 for (int i = 0; i < 6; i++) printf(\" -> %d\\n\", CALL(&vs[i], ss));",
        original_call: "#define CALL(i, s) mini_printf(\"n = %d\\n\", i, s)",
        residual_call: "#define CALL(i, s) mini_printf_spec(i, s)",
        snapshot: true,
    },
    // A variadic printf given its format: the residual takes the
    // variable arguments as fixed parameters, of the types va_arg reads.
    Case {
        name: "logline",
        file: "c-examples/logline/logline.c",
        goal: "log_line",
        options: &[],
        statics: &["fmt=\"id %04x: %s, %c %5d%%\\n\""],
        prototype: "int log_line(const char *, ...);",
        residual_prototype: "int log_line_spec(unsigned, const char *, int, int);",
        driver: "const char *w[] = {\"a\", \"bb\", \"\"};\n\
                 for (int x = -70000; x <= 70000; x += 9999)\n\
                 printf(\" -> %d\\n\", CALL((unsigned)x, w[(x + 70000) % 3], 'a' + x % 7, x / 3));",
        original_call: "#define CALL(a, b, c, d) log_line(\"id %04x: %s, %c %5d%%\\n\", a, b, c, d)",
        residual_call: "#define CALL(a, b, c, d) log_line_spec(a, b, c, d)",
        snapshot: true,
    },
    // A parameter that points to a variable-length array: the residual
    // takes it as `void *`, so a caller's `double (*)[4]` converts as the
    // original's parameter type would take it.
    Case {
        name: "vla_parameter",
        file: "tests/spec_programs/vla_types.c",
        goal: "scale",
        options: &[],
        statics: &["n=3", "m=4"],
        prototype: "void scale(int n, int m, double a[n][m], double k);",
        residual_prototype: "void scale_spec(void *, double);",
        driver: "double a[3][4];\n\
                 for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) a[i][j] = i * 4 + j;\n\
                 CALL(a, 1.5);\n\
                 for (int i = 0; i < 3; i++) printf(\"%.1f %.1f\\n\", a[i][0], a[i][3]);",
        original_call: "#define CALL(a, k) scale(3, 4, a, k)",
        residual_call: "#define CALL(a, k) scale_spec(a, k)",
        snapshot: true,
    },
    Case {
        name: "mini_printf_all",
        file: "c-examples/mini_printf/mini_printf.c",
        goal: "mini_printf",
        options: &[],
        statics: &["fmt=\"[%s|%c|%d%%]\\n\""],
        prototype: "int mini_printf(const char *, const int *, const char *const *);",
        residual_prototype: "int mini_printf_spec(const int *, const char *const *);",
        driver: "static const int vs[] = {65, -42, 97, 0};\n\
                 const char *ss[] = {\"hello\", \"\", \"partial evaluation\"};\n\
                 for (int i = 0; i < 3; i++) printf(\" -> %d\\n\", CALL(&vs[i], &ss[i]));",
        original_call: "#define CALL(i, s) mini_printf(\"[%s|%c|%d%%]\\n\", i, s)",
        residual_call: "#define CALL(i, s) mini_printf_spec(i, s)",
        snapshot: false,
    },
    Case {
        name: "mini_printf_unfolded",
        file: "c-examples/mini_printf/mini_printf.c",
        goal: "mini_printf",
        options: &["--unfold", "put_int", "--unfold", "put_string"],
        statics: &["fmt=\"<%d|%s>\\n\""],
        prototype: "int mini_printf(const char *, const int *, const char *const *);",
        residual_prototype: "int mini_printf_spec(const int *, const char *const *);",
        driver: "static const int vs[] = {0, 7, -1, 2147483647, -2147483647 - 1, 1000000};\n\
                 const char *ss[] = {\"x\", \"\", \"yz\", \"a\", \"b\", \"c\"};\n\
                 for (int i = 0; i < 6; i++) printf(\" -> %d\\n\", CALL(&vs[i], &ss[i]));",
        original_call: "#define CALL(i, s) mini_printf(\"<%d|%s>\\n\", i, s)",
        residual_call: "#define CALL(i, s) mini_printf_spec(i, s)",
        snapshot: false,
    },
    Case {
        name: "unfold_share",
        file: "tests/spec_programs/unfold_share.c",
        goal: "f",
        options: &[],
        statics: &[],
        prototype: "int f(int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int x = -60; x <= 60; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) f(x)",
        residual_call: "#define CALL(x) f_spec(x)",
        snapshot: false,
    },
    Case {
        name: "strcmp",
        file: "c-examples/strcmp/strcmp.c",
        goal: "string_compare",
        options: &[],
        statics: &["s=\"ab\""],
        prototype: "int string_compare(const char *, const char *);",
        residual_prototype: "int string_compare_spec(const char *);",
        driver: "const char *ts[] = {\"\", \"a\", \"ab\", \"abc\", \"aa\", \"b\", \"\\xff\"};\n\
                 for (int i = 0; i < 7; i++) printf(\"%d\\n\", CALL(ts[i]));",
        original_call: "#define CALL(t) string_compare(\"ab\", t)",
        residual_call: "#define CALL(t) string_compare_spec(t)",
        snapshot: true,
    },
    // A value holding comment delimiters, quoted in the entry's comment.
    Case {
        name: "strcmp_comment_delimiters",
        file: "c-examples/strcmp/strcmp.c",
        goal: "string_compare",
        options: &[],
        statics: &["s=\"/*/a*/\""],
        prototype: "int string_compare(const char *, const char *);",
        residual_prototype: "int string_compare_spec(const char *);",
        driver: "const char *ts[] = {\"\", \"/*/a*/\", \"/*\", \"*/\"};\n\
                 for (int i = 0; i < 4; i++) printf(\"%d\\n\", CALL(ts[i]));",
        original_call: "#define CALL(t) string_compare(\"/*/a*/\", t)",
        residual_call: "#define CALL(t) string_compare_spec(t)",
        snapshot: false,
    },
    Case {
        name: "binsearch",
        file: "c-examples/binsearch/binsearch.c",
        goal: "binsearch",
        options: &[],
        statics: &["n=16"],
        prototype: "int binsearch(int, int);",
        residual_prototype: "int binsearch_spec(int);",
        driver: "for (int k = -2; k <= 56; k++) printf(\"%d\\n\", CALL(k));",
        original_call: "#define CALL(k) binsearch(k, 16)",
        residual_call: "#define CALL(k) binsearch_spec(k)",
        snapshot: true,
    },
    Case {
        name: "interp",
        file: "c-examples/interp/interp.c",
        goal: "run",
        options: &[],
        statics: &["src=@c-examples/interp/primes.asm"],
        prototype: "int run(const char *, int);\nextern const char cmix_primes[];",
        residual_prototype: "int run_spec(int);",
        driver: "int ns[] = {0, 2, 3, 10, 30, 100, 1000};\n\
                 for (int i = 0; i < 7; i++) printf(\"(%d)\\n\", CALL(ns[i]));",
        original_call: "#define CALL(n) run(cmix_primes, n)",
        residual_call: "#define CALL(n) run_spec(n)",
        snapshot: true,
    },
    Case {
        name: "handlers",
        file: "c-examples/handlers/handlers.c",
        goal: "run",
        options: &[],
        statics: &["prog=\"0i[dd*7%r+s1-]o\""],
        prototype: "int run(const char *, int);",
        residual_prototype: "int run_spec(int);",
        driver: "int ns[] = {0, 1, 2, 7, 10, 99, 1000};\n\
                 for (int i = 0; i < 7; i++) printf(\"(%d)\\n\", CALL(ns[i]));",
        original_call: "#define CALL(n) run(\"0i[dd*7%r+s1-]o\", n)",
        residual_call: "#define CALL(n) run_spec(n)",
        snapshot: true,
    },
    // The same machine threaded with computed goto: every `goto *` has a
    // static target and becomes a plain jump.
    Case {
        name: "threaded",
        file: "c-examples/threaded/threaded.c",
        goal: "run",
        options: &[],
        statics: &["prog=\"0i[dd*7%r+s1-]o\""],
        prototype: "int run(const char *, int);",
        residual_prototype: "int run_spec(int);",
        driver: "int ns[] = {0, 1, 2, 7, 10, 99, 1000};\n\
                 for (int i = 0; i < 7; i++) printf(\"(%d)\\n\", CALL(ns[i]));",
        original_call: "#define CALL(n) run(\"0i[dd*7%r+s1-]o\", n)",
        residual_call: "#define CALL(n) run_spec(n)",
        snapshot: true,
    },
    Case {
        name: "threaded_print",
        file: "c-examples/threaded/threaded.c",
        goal: "run",
        options: &[],
        statics: &["prog=\"i[d.1-]3 x.\""],
        prototype: "int run(const char *, int);",
        residual_prototype: "int run_spec(int);",
        driver: "for (int n = 0; n < 4; n++) printf(\"(%d)\\n\", CALL(n));",
        original_call: "#define CALL(n) run(\"i[d.1-]3 x.\", n)",
        residual_call: "#define CALL(n) run_spec(n)",
        snapshot: false,
    },
    // A function pointer chosen at run time: the call stays indirect and
    // every filter it may call is specialized (its taps folded in).
    Case {
        name: "filters",
        file: "c-examples/filters/filters.c",
        goal: "apply",
        options: &[],
        statics: &["scale=3"],
        prototype: "int apply(int, int, const int *, int, int *);",
        residual_prototype: "int apply_spec(int, const int *, int, int *);",
        driver: "int signal[40], out[40];\n\
                 for (int i = 0; i < 40; i++) signal[i] = (i * 53 + 5) % 31 - 12;\n\
                 for (int which = -2; which < 6; which++) {\n\
                 int m = CALL(which, signal, 5 + which * 4, out);\n\
                 printf(\"%d:\", m); for (int i = 0; i < m; i++) printf(\" %d\", out[i]);\n\
                 printf(\"\\n\"); }",
        original_call: "#define CALL(w, s, n, o) apply(3, w, s, n, o)",
        residual_call: "#define CALL(w, s, n, o) apply_spec(w, s, n, o)",
        snapshot: true,
    },
    // The comparator given as a static value by name (the driver's
    // original call passes a comparator of its own that orders alike).
    Case {
        name: "gsort",
        file: "c-examples/gsort/gsort.c",
        goal: "gsort",
        options: &[],
        statics: &["size=4", "cmp=ascending"],
        prototype: "void gsort(void *, int, int, int (*)(const void *, const void *));\n\
                    static int same_order(const void *p, const void *q) {\n\
                    int a = *(const int *)p, b = *(const int *)q; return (a > b) - (a < b); }",
        residual_prototype: "void gsort_spec(void *, int);",
        driver: "int v[60]; unsigned seed = 3;\n\
                 for (int n = 0; n <= 60; n += 12) {\n\
                 for (int i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u;\n\
                 v[i] = (int)(seed >> 9) % 19 - 9; }\n\
                 CALL(v, n);\n\
                 for (int i = 0; i < n; i++) printf(\"%d \", v[i]);\n\
                 printf(\"\\n\"); }",
        original_call: "#define CALL(v, n) gsort(v, n, 4, same_order)",
        residual_call: "#define CALL(v, n) gsort_spec(v, n)",
        snapshot: true,
    },
    Case {
        name: "handlers_print",
        file: "c-examples/handlers/handlers.c",
        goal: "run",
        options: &[],
        statics: &["prog=\"i[d.1-]3.\""],
        prototype: "int run(const char *, int);",
        residual_prototype: "int run_spec(int);",
        driver: "for (int n = 0; n < 4; n++) printf(\"(%d)\\n\", CALL(n));",
        original_call: "#define CALL(n) run(\"i[d.1-]3.\", n)",
        residual_call: "#define CALL(n) run_spec(n)",
        snapshot: false,
    },
    // bench-c's records: the list built with malloc and strcpy, looked
    // up with strcmp and formatted with %s, all gone but the strcmps and
    // the snprintf.
    Case {
        name: "records",
        file: "bench-c/records/records.c",
        goal: "describe",
        options: &[],
        statics: &["n=12"],
        prototype: "#include <stddef.h>\nint describe(char *, size_t, const char *, int, int);",
        residual_prototype: "int describe_spec(char *, unsigned long, const char *, int);",
        driver: "const char *words[] = {\"alpha\", \"lima\", \"golf\", \"mike\", \"\", \"alphabet\", \"juliett\"};\n\
                 char out[64];\n\
                 for (int i = 0; i < 7; i++) { int len = CALL(out, sizeof out, words[i], i * 13 - 20);\n\
                 printf(\"%d %s\\n\", len, len >= 0 ? out : \"-\"); }\n\
                 printf(\"%d %s\\n\", CALL(out, 8, \"charlie\", 123456), out);",
        original_call: "#define CALL(o, s, w, v) describe(o, s, w, v, 12)",
        residual_call: "#define CALL(o, s, w, v) describe_spec(o, s, w, v)",
        snapshot: true,
    },
    // bench-c's regexvm: the bytecode compiled during specialization,
    // one residual function per program counter, the character classes
    // read from constant tables.
    Case {
        name: "regexvm",
        file: "bench-c/regexvm/regexvm.c",
        goal: "match",
        options: &[],
        statics: &["re=\"(ab|cd|xf)_?(ab|cd|d)*=(0x[0-9a-f]+|[0-9]+);\""],
        prototype: "int match(const char *, const char *);",
        residual_prototype: "int match_spec(const char *);",
        driver: "const char *t[] = {\"\", \"ab=1;\", \"xf_cdd=0x1f;\", \"q abab=;\", \"cd=0x;7;\",\n\
                 \"zz xfd=12; ab=\", \"abcdcdab_abd=0xfff;\", \"xf=\\377;\", \"d=4;\"};\n\
                 for (int i = 0; i < 9; i++) printf(\"%d\\n\", CALL(t[i]));",
        original_call: "#define CALL(s) match(\"(ab|cd|xf)_?(ab|cd|d)*=(0x[0-9a-f]+|[0-9]+);\", s)",
        residual_call: "#define CALL(s) match_spec(s)",
        snapshot: true,
    },
    // Static arrays read at run-time indices: constant copies, one per
    // distinct contents; one written at a run-time index stays.
    Case {
        name: "copied_tables",
        file: "tests/spec_programs/copied_tables.c",
        goal: "tables",
        options: &[],
        statics: &[],
        prototype: "int tables(int);",
        residual_prototype: "int tables_spec(int);",
        driver: "for (int x = -20; x <= 40; x += 3) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) tables(x)",
        residual_call: "#define CALL(x) tables_spec(x)",
        snapshot: true,
    },
    // Tables a file defines and never writes, read at run-time indexes:
    // the residual program defines and reads them, so a driver naming them
    // links.
    Case {
        name: "global_tables",
        file: "tests/spec_programs/global_tables.c",
        goal: "score",
        options: &[],
        statics: &["scale=7"],
        prototype: "extern int weights[6]; extern const unsigned char classes[8];\n\
                    int score(int, int, char *);",
        residual_prototype: "extern int weights[6]; extern const unsigned char classes[8];\n\
                             int score_spec(int, char *);",
        driver: "char buf[8];\n\
                 for (int i = -3; i < 14; i++) { int r = CALL(i, buf);\n\
                 printf(\"%d %s %d %d\\n\", r, buf, weights[i & 3], classes[i & 7]); }",
        original_call: "#define CALL(i, o) score(7, i, o)",
        residual_call: "#define CALL(i, o) score_spec(i, o)",
        snapshot: true,
    },
    // A table that changes between reads at run-time indexes is
    // generalized rather than copied once per change.
    Case {
        name: "changing_table",
        file: "tests/spec_programs/changing_table.c",
        goal: "changing",
        options: &[],
        statics: &["n=7"],
        prototype: "int changing(int, const int *);",
        residual_prototype: "int changing_spec(const int *);",
        driver: "static int idx[200];\n\
                 for (int round = 0; round < 3; round++) {\n\
                 for (int i = 0; i < 200; i++) idx[i] = (i * 7919 + round * 13) % 300;\n\
                 printf(\"%d\\n\", CALL(idx)); }",
        original_call: "#define CALL(i) changing(7, i)",
        residual_call: "#define CALL(i) changing_spec(i)",
        snapshot: false,
    },
    // Bounded static variation: switches on values read from static data.
    Case {
        name: "trick",
        file: "tests/spec_programs/trick.c",
        goal: "trick",
        options: &[],
        statics: &[],
        prototype: "int trick(const char *, int);",
        residual_prototype: "int trick_spec(const char *, int);",
        driver: "const char *w[] = {\"\", \"abc\", \"42\", \"ab12\", \"12ab\", \"a-b\", \"zz9\"};\n\
                 for (int i = 0; i < 7; i++) for (int x = -7; x <= 20; x += 9) printf(\"%d\\n\", CALL(w[i], x));",
        original_call: "#define CALL(s, x) trick(s, x)",
        residual_call: "#define CALL(s, x) trick_spec(s, x)",
        snapshot: true,
    },
    // The trick through two static tables (`next[state][cls[c]]`): one
    // composed table indexed by the character, signed, _Bool, or over a
    // class table shorter than the character's range.
    Case {
        name: "composed_tables",
        file: "tests/spec_programs/composed_tables.c",
        goal: "composed",
        options: &[],
        statics: &[],
        prototype: "int composed(const char *, const char *);",
        residual_prototype: "int composed_spec(const char *, const char *);",
        driver: "const char *s[] = {\"\", \"abc\", \"42\", \"ab12\", \"ab12!\", \"!\", \"!x\", \"caf\\xe9\", \"\\xe9t\\xe9\", \"AbC\", \"xY z\"};\n\
                 const char *t[] = {\"\", \"a b\", \"12 34\", \"x9y\", \"  \", \"~!\"};\n\
                 for (int i = 0; i < 11; i++) for (int j = 0; j < 6; j++) printf(\"%d\\n\", CALL(s[i], t[j]));",
        original_call: "#define CALL(s, t) composed(s, t)",
        residual_call: "#define CALL(s, t) composed_spec(s, t)",
        snapshot: true,
    },
    // Tables read through a character pointer to a whole 2D array or
    // struct, and an int pointer walking every row: the switches cover
    // every value, and the reads stay inside a copy of the whole object.
    Case {
        name: "table_views",
        file: "tests/spec_programs/table_views.c",
        goal: "views",
        options: &[],
        statics: &[],
        prototype: "int views(const char *, int);",
        residual_prototype: "int views_spec(const char *, int);",
        driver: "const char *s[] = {\"\", \"c\", \"ca\", \"cab\", \"cabb\", \"ccaa\", \"abcabc\", \"xyz\"};\n\
                 for (int i = 0; i < 8; i++) for (int c = 0; c < 4; c++) printf(\"%d\\n\", CALL(s[i], c));",
        original_call: "#define CALL(s, c) views(s, c)",
        residual_call: "#define CALL(s, c) views_spec(s, c)",
        snapshot: true,
    },
    // A helper moving the caller's cursor through `const char **`, called
    // in a recursion under run-time control: the pattern stays static.
    Case {
        name: "cursor_out_param",
        file: "tests/spec_programs/cursor_out_param.c",
        goal: "glob",
        options: &[],
        statics: &["pat=\"*.[ch]x?[!a-y]\""],
        prototype: "int glob(const char *, const char *);",
        residual_prototype: "int glob_spec(const char *);",
        driver: "const char *s[] = {\"\", \"a.cxyz\", \"a.hxzz\", \"a.dxyz\", \".c.hxqz\", \"b.cx\", \"b.cxqa\", \"x.c.cxz!\", \"..hxaz\"};\n\
                 for (int i = 0; i < 9; i++) printf(\"%d\\n\", CALL(s[i]));",
        original_call: "#define CALL(s) glob(\"*.[ch]x?[!a-y]\", s)",
        residual_call: "#define CALL(s) glob_spec(s)",
        snapshot: true,
    },
    // strpbrk, strspn, strcspn and memchr run during specialization on
    // the static layout and stay calls on the run-time line.
    // A program that calls fesetround: no floating operation runs during
    // specialization, in the rounding mode cmix runs in.
    Case {
        name: "rounding_modes",
        file: "tests/spec_programs/rounding_modes.c",
        goal: "skewed",
        options: &[],
        statics: &["x=3.0"],
        prototype: "double skewed(int, double);",
        residual_prototype: "double skewed_spec(int);",
        driver: "for (int up = 0; up < 2; up++) printf(\"%.17g\\n\", CALL(up));",
        original_call: "#define CALL(up) skewed(up, 3.0)",
        residual_call: "#define CALL(up) skewed_spec(up)",
        snapshot: true,
    },
    // `int tent[];` never completed has one element.
    Case {
        name: "tentative_array",
        file: "tests/spec_programs/tentative_array.c",
        goal: "bump",
        options: &[],
        statics: &["k=3"],
        prototype: "int bump(int, int);",
        residual_prototype: "int bump_spec(int);",
        driver: "for (int d = 1; d < 4; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) bump(3, d)",
        residual_call: "#define CALL(d) bump_spec(d)",
        snapshot: false,
    },
    // A static struct whose initializer fills its flexible array member.
    Case {
        name: "flexible_initializer",
        file: "tests/spec_programs/flexible_initializer.c",
        goal: "weigh",
        options: &[],
        statics: &["k=3"],
        prototype: "int weigh(int, int);",
        residual_prototype: "int weigh_spec(int);",
        driver: "for (int d = 1; d < 4; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) weigh(3, d)",
        residual_call: "#define CALL(d) weigh_spec(d)",
        snapshot: false,
    },
    // A pointer member of a union read as a number under a run-time tag:
    // the union is made dynamic, not refused.
    Case {
        name: "tagged_cells",
        file: "tests/spec_programs/tagged_cells.c",
        goal: "dump",
        options: &[],
        statics: &["cells={{.s=\"alice\"}, {.i=42}}", "n=2"],
        prototype: "union cell { long i; const char *s; };\nvoid dump(const union cell *, int, int);",
        residual_prototype: "void dump_spec(int);",
        driver: "for (int mask = 2; mask < 4; mask++) CALL(mask);",
        original_call: "union cell cells[2] = {{.s = \"alice\"}, {.i = 42}};\n#define CALL(m) dump(cells, 2, m)",
        residual_call: "#define CALL(m) dump_spec(m)",
        snapshot: false,
    },
    // A static parameter with bit-fields kept as a run-time object.
    Case {
        name: "bitfield_parameter",
        file: "tests/spec_programs/bitfield_parameter.c",
        goal: "pad",
        options: &[],
        statics: &["s={5, 1, '.'}"],
        prototype: "struct spec { unsigned width : 6; unsigned upper : 1; char fill; };\nint pad(struct spec, const char *, char *);",
        residual_prototype: "int pad_spec(const char *, char *);",
        driver: "const char *in[] = {\"\", \"ab\", \"hello world\"};\n\
                 for (int i = 0; i < 3; i++) { char out[16]; int n = CALL(in[i], out); printf(\"%d %s\\n\", n, out); }",
        original_call: "#define CALL(in, out) pad((struct spec){5, 1, '.'}, in, out)",
        residual_call: "#define CALL(in, out) pad_spec(in, out)",
        snapshot: false,
    },
    // A file's own `static asin` and `strlen` are its functions, not the
    // library's: they run as written.
    Case {
        name: "own_library_names",
        file: "tests/spec_programs/own_library_names.c",
        goal: "mix",
        options: &[],
        statics: &["k=3"],
        prototype: "double mix(int, double);",
        residual_prototype: "double mix_spec(double);",
        driver: "double xs[] = {0.0, -1.5, 2.25};\n\
                 for (int i = 0; i < 3; i++) printf(\"%g\\n\", CALL(xs[i]));",
        original_call: "#define CALL(x) mix(3, x)",
        residual_call: "#define CALL(x) mix_spec(x)",
        snapshot: false,
    },
    Case {
        name: "string_scans",
        file: "tests/spec_programs/string_scans.c",
        goal: "score",
        options: &[],
        statics: &["layout=\"name:12,age:3;city:20,zip\""],
        prototype: "int score(const char *, const char *);",
        residual_prototype: "int score_spec(const char *);",
        driver: "const char *s[] = {\"\", \"nacz\", \";;a\", \"zip;name\", \"xyz\", \"c;n;a;z\"};\n\
                 for (int i = 0; i < 6; i++) printf(\"%d\\n\", CALL(s[i]));",
        original_call: "#define CALL(s) score(\"name:12,age:3;city:20,zip\", s)",
        residual_call: "#define CALL(s) score_spec(s)",
        snapshot: true,
    },
    // strtol, strtoul, strtoll, strtof, strtod and atof run during
    // specialization: values, end pointers, ERANGE, bases. Without `main`
    // the decimal point is not known: `--pure` says it is the C locale's.
    Case {
        name: "number_parsing",
        file: "tests/spec_programs/number_parsing.c",
        goal: "weigh",
        options: &["--pure", "strtod", "--pure", "strtof", "--pure", "atof"],
        statics: &[
            "spec=\"i:123 x:ff d:2.5 u:-1 o:0x1F o:017 f:0.1 d:1e400 i:99999999999999999999 d:.5e-3 i:zz d:-0x1p3\"",
        ],
        prototype: "double weigh(const char *, const double *, int *);",
        residual_prototype: "double weigh_spec(const double *, int *);",
        driver: "for (int i = 0; i < 5; i++) { double w[4] = {i, 1.0 / (i + 1), -i * 0.5, 3}; int bad = 0; double t = CALL(w, &bad); printf(\"%.17g %d\\n\", t, bad); }",
        original_call: "#define CALL(w, b) weigh(\"i:123 x:ff d:2.5 u:-1 o:0x1F o:017 f:0.1 d:1e400 i:99999999999999999999 d:.5e-3 i:zz d:-0x1p3\", w, b)",
        residual_call: "#define CALL(w, b) weigh_spec(w, b)",
        snapshot: true,
    },
    // The same without `--pure`: strtod and atof are left to run time.
    Case {
        name: "number_parsing_in_any_locale",
        file: "tests/spec_programs/number_parsing.c",
        goal: "weigh",
        options: &[],
        statics: &[
            "spec=\"i:123 x:ff d:2.5 u:-1 o:0x1F o:017 f:0.1 d:1e400 i:99999999999999999999 d:.5e-3 i:zz d:-0x1p3\"",
        ],
        prototype: "double weigh(const char *, const double *, int *);",
        residual_prototype: "double weigh_spec(const double *, int *);",
        driver: "for (int i = 0; i < 5; i++) { double w[4] = {i, 1.0 / (i + 1), -i * 0.5, 3}; int bad = 0; double t = CALL(w, &bad); printf(\"%.17g %d\\n\", t, bad); }",
        original_call: "#define CALL(w, b) weigh(\"i:123 x:ff d:2.5 u:-1 o:0x1F o:017 f:0.1 d:1e400 i:99999999999999999999 d:.5e-3 i:zz d:-0x1p3\", w, b)",
        residual_call: "#define CALL(w, b) weigh_spec(w, b)",
        snapshot: false,
    },
    // bench-c's columns: one helper called with static arguments (a copy
    // per static base and width) and with a run-time base.
    Case {
        name: "columns",
        file: "bench-c/columns/columns.c",
        goal: "render",
        options: &[],
        statics: &[
            "cols={{16, 8}, {10, 0}, {8, 4}, {0, 6}, {2, 16}}",
            "ncols=5",
        ],
        prototype: "struct column { unsigned base; int width; };\n\
                    int render(char *, const struct column *, int, const unsigned *, unsigned);",
        residual_prototype: "int render_spec(char *, const unsigned *, unsigned);",
        driver: "unsigned rows[4][5] = {{0, 0, 0, 0, 0}, {1, 2, 3, 4, 5}, {4294967295u, 123456789, 4095, 77777, 65535},\n\
                 {255, 1000000, 8, 35, 1}};\n\
                 char line[256];\n\
                 for (int i = 0; i < 4; i++) for (unsigned b = 2; b <= 36; b += 17) {\n\
                 int n = CALL(line, rows[i], b); printf(\"%d %s\\n\", n, line); }",
        original_call: "static const struct column layout[5] = {{16, 8}, {10, 0}, {8, 4}, {0, 6}, {2, 16}};\n\
                        #define CALL(o, r, b) render(o, layout, 5, r, b)",
        residual_call: "#define CALL(o, r, b) render_spec(o, r, b)",
        snapshot: false,
    },
    // A recursion whose levels point to their callers' frames: generalized,
    // not specialized one level deeper forever.
    Case {
        name: "frame_chain",
        file: "tests/spec_programs/frame_chain.c",
        goal: "chain",
        options: &[],
        statics: &["base=3"],
        prototype: "int chain(int, const char *);",
        residual_prototype: "int chain_spec(const char *);",
        driver: "const char *t[] = {\"\", \"(\", \"a(b(c))\", \"((((((((((x))))))))))\"};\n\
                 for (int i = 0; i < 4; i++) printf(\"%d\\n\", CALL(t[i]));",
        original_call: "#define CALL(t) chain(3, t)",
        residual_call: "#define CALL(t) chain_spec(t)",
        snapshot: false,
    },
    // Addresses as numbers: residual conversions, no refusal.
    Case {
        name: "address_numbers",
        file: "tests/spec_programs/address_numbers.c",
        goal: "addresses",
        options: &[],
        statics: &["n=1"],
        prototype: "int addresses(int, int);",
        residual_prototype: "int addresses_spec(int);",
        driver: "for (int i = -3; i <= 9; i++) printf(\"%d\\n\", CALL(i));",
        original_call: "#define CALL(i) addresses(1, i)",
        residual_call: "#define CALL(i) addresses_spec(i)",
        snapshot: true,
    },
    // A stack VM reading its code with code[pc++]: pc stays static.
    Case {
        name: "pc_postincrement",
        file: "tests/spec_programs/pc_postincrement.c",
        goal: "vm",
        options: &[],
        statics: &["code=\"P1OP2J2DDAOH\""],
        prototype: "int vm(const char *, const int *, int *);",
        residual_prototype: "int vm_spec(const int *, int *);",
        driver: "int ins[4][6] = {{0}, {1, 0}, {1, 1, 1, 0}, {1, 1, 1, 1, 1, 0}};\n\
                 for (int k = 0; k < 4; k++) { int out[64]; int n = CALL(ins[k], out);\n\
                 printf(\"%d:\", n); for (int i = 0; i < n && i < 64; i++) printf(\" %d\", out[i]); printf(\"\\n\"); }",
        original_call: "#define CALL(i, o) vm(\"P1OP2J2DDAOH\", i, o)",
        residual_call: "#define CALL(i, o) vm_spec(i, o)",
        snapshot: false,
    },
    // A function given as a static value: the generic sort of bench-c,
    // specialized to its comparator (the driver's original call passes a
    // comparator of its own that orders the same way).
    Case {
        name: "sort_comparator",
        file: "bench-c/sort/sort.c",
        goal: "sort",
        options: &[],
        statics: &["size=16", "cmp=by_key"],
        prototype: "#include <stddef.h>\n\
                    void sort(void *, size_t, size_t, int (*)(const void *, const void *));\n\
                    static int same_order(const void *x, const void *y) {\n\
                    int a = *(const int *)x, b = *(const int *)y; return (a > b) - (a < b); }",
        residual_prototype: "void sort_spec(void *, unsigned long);",
        driver: "struct { int key; int id; long payload; } v[300];\n\
                 unsigned seed = 7;\n\
                 for (int n = 0; n <= 300; n += 37) {\n\
                 for (int i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u;\n\
                 v[i].key = (int)(seed >> 8) % 50; v[i].id = i; v[i].payload = seed; }\n\
                 CALL(v, n);\n\
                 for (int i = 0; i < n; i++) printf(\"%d:%d \", v[i].key, v[i].id);\n\
                 printf(\"\\n\"); }",
        original_call: "#define CALL(v, n) sort(v, (size_t)(n), 16, same_order)",
        residual_call: "#define CALL(v, n) sort_spec(v, (unsigned long)(n))",
        snapshot: true,
    },
    Case {
        name: "bf",
        file: "c-examples/bf/bf.c",
        goal: "bf",
        options: &[],
        statics: &["prog=\">,[>,]<[.<]\""],
        prototype: "int bf(const char *, const char *);",
        residual_prototype: "int bf_spec(const char *);",
        driver: "const char *in[] = {\"\", \"a\", \"hello, world\", \"racecar!\"};\n\
                 for (int i = 0; i < 4; i++) printf(\" %d\\n\", CALL(in[i]));",
        original_call: "#define CALL(s) bf(\">,[>,]<[.<]\", s)",
        residual_call: "#define CALL(s) bf_spec(s)",
        snapshot: true,
    },
    Case {
        name: "global_state",
        file: "tests/spec_programs/global_state.c",
        goal: "f",
        options: &[],
        statics: &[],
        prototype: "int f(int);\nextern int counter, last, scale;",
        residual_prototype: "int f_spec(int);\nextern int counter, last, scale;",
        driver: "for (int d = -2; d <= 2; d++) {\n\
                   if (d == 1) scale = 5;\n\
                   int r = CALL(d);\n\
                   printf(\"%d %d %d\\n\", r, counter, last);\n\
                 }",
        original_call: "#define CALL(d) f(d)",
        residual_call: "#define CALL(d) f_spec(d)",
        snapshot: false,
    },
    Case {
        name: "stack",
        file: "c-examples/stack/stack.c",
        goal: "rpn",
        options: &[],
        statics: &["expr=\"x 2 * 3 +\""],
        prototype: "int rpn(const char *, int);\nextern int sp, stack_error;",
        residual_prototype: "int rpn_spec(int);\nextern int sp, stack_error;",
        driver: "for (int x = -4; x <= 4; x++) {\n\
                   int r = CALL(x);\n\
                   printf(\"%d %d %d\\n\", r, sp, stack_error);\n\
                 }",
        original_call: "#define CALL(x) rpn(\"x 2 * 3 +\", x)",
        residual_call: "#define CALL(x) rpn_spec(x)",
        snapshot: true,
    },
    Case {
        name: "stack_errors",
        file: "c-examples/stack/stack.c",
        goal: "rpn",
        options: &[],
        statics: &["expr=\"100 x / 7 %\""],
        prototype: "int rpn(const char *, int);\nextern int sp, stack_error;",
        residual_prototype: "int rpn_spec(int);\nextern int sp, stack_error;",
        driver: "for (int x = -4; x <= 4; x++) {\n\
                   int r = CALL(x);\n\
                   printf(\"%d %d %d\\n\", r, sp, stack_error);\n\
                 }",
        original_call: "#define CALL(x) rpn(\"100 x / 7 %\", x)",
        residual_call: "#define CALL(x) rpn_spec(x)",
        snapshot: false,
    },
    Case {
        name: "endconf",
        file: "c-examples/endconf/endconf.c",
        goal: "sum_weights",
        options: &[],
        statics: &["weights={3, 1, 4, 1, 5}", "terms=3"],
        prototype: "int sum_weights(const int *, int, int);\nextern int sign;",
        residual_prototype: "int sum_weights_spec(int);\nextern int sign;",
        driver: "static const int w[] = {3, 1, 4, 1, 5};\n\
                 for (int x = -6; x <= 6; x++) {\n\
                   int r = CALL(w, x);\n\
                   printf(\"%d %d\\n\", r, sign);\n\
                 }",
        original_call: "#define CALL(w, x) sum_weights(w, 3, x)",
        residual_call: "#define CALL(w, x) ((void)(w), sum_weights_spec(x))",
        snapshot: true,
    },
    Case {
        name: "endconf_unfolded",
        file: "c-examples/endconf/endconf.c",
        goal: "sum_weights",
        options: &["--unfold", "classify"],
        statics: &["weights={3, 1, 4, 1, 5}", "terms=3"],
        prototype: "int sum_weights(const int *, int, int);\nextern int sign;",
        residual_prototype: "int sum_weights_spec(int);\nextern int sign;",
        driver: "static const int w[] = {3, 1, 4, 1, 5};\n\
                 for (int x = -6; x <= 6; x++) {\n\
                   int r = CALL(w, x);\n\
                   printf(\"%d %d\\n\", r, sign);\n\
                 }",
        original_call: "#define CALL(w, x) sum_weights(w, 3, x)",
        residual_call: "#define CALL(w, x) ((void)(w), sum_weights_spec(x))",
        snapshot: true,
    },
    Case {
        name: "recursive_same",
        file: "tests/spec_programs/recursive_same.c",
        goal: "f",
        options: &[],
        statics: &["d=7"],
        prototype: "int f(int, int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int n = -2; n <= 40; n++) printf(\"%d\\n\", CALL(n));",
        original_call: "#define CALL(n) f(n, 7)",
        residual_call: "#define CALL(n) f_spec(n)",
        snapshot: false,
    },
    Case {
        name: "endless_static_loop",
        file: "tests/spec_programs/endless_static_loop.c",
        goal: "f",
        options: &[],
        statics: &["spin=1"],
        prototype: "int f(int, int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int x = -5; x <= 40; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) f(x, 1)",
        residual_call: "#define CALL(x) f_spec(x)",
        snapshot: true,
    },
    Case {
        name: "string_reads",
        file: "tests/spec_programs/string_reads.c",
        goal: "report",
        options: &[],
        statics: &["n=4"],
        prototype: "int report(const char *, int, int);",
        residual_prototype: "int report_spec(const char *, int);",
        driver: "const char *words[] = {\"beta\", \"gamma\", \"alpha\", \"\", \"a much longer word\"};\n\
                 for (int i = 0; i < 5; i++) printf(\"-> %d\\n\", CALL(words[i], i - 2));",
        original_call: "#define CALL(w, x) report(w, x, 4)",
        residual_call: "#define CALL(w, x) report_spec(w, x)",
        snapshot: true,
    },
    Case {
        name: "library_writes",
        file: "tests/spec_programs/library_writes.c",
        goal: "run",
        options: &[],
        statics: &["k=5"],
        prototype: "int run(const char *, int, int);",
        residual_prototype: "int run_spec(const char *, int);",
        driver: "const char *words[] = {\"\", \"x\", \"a longer word than ten\"};\n\
                 for (int i = 0; i < 3; i++) printf(\"-> %d\\n\", CALL(words[i], i * 7 - 3));",
        original_call: "#define CALL(w, x) run(w, x, 5)",
        residual_call: "#define CALL(w, x) run_spec(w, x)",
        snapshot: true,
    },
    Case {
        name: "polyvariant",
        file: "tests/spec_programs/polyvariant.c",
        goal: "f",
        options: &[],
        statics: &["n=5"],
        prototype: "int f(int, int, int);",
        residual_prototype: "int f_spec(int, int);",
        driver: "for (int x = -3; x <= 5; x++) for (int k = -2; k <= 2; k++) printf(\"%d\\n\", CALL(x, k));",
        original_call: "#define CALL(x, k) f(x, 5, k)",
        residual_call: "#define CALL(x, k) f_spec(x, k)",
        snapshot: true,
    },
    Case {
        name: "null_out_param",
        file: "tests/spec_programs/null_out_param.c",
        goal: "goal",
        // cmix does not see `twice`; the residual's driver defines it.
        options: &["-DTEST_DRIVER"],
        statics: &["mode=2"],
        prototype: "int goal(int, int);",
        residual_prototype: "int goal_spec(int);\nint twice(int x) { return 2 * x; }",
        driver: "for (int x = -4; x <= 4; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) goal(x, 2)",
        residual_call: "#define CALL(x) goal_spec(x)",
        snapshot: false,
    },
    Case {
        name: "calc",
        file: "c-examples/calc/calc.c",
        goal: "calc",
        options: &[],
        statics: &["vars={[13] = 10, [23] = 7, [24] = -3, [25] = 0}"],
        prototype: "int calc(const char *, const int *);\nextern int nodes, calc_error;",
        residual_prototype: "int calc_spec(const char *);\nextern int nodes, calc_error;",
        driver: "static const char *const inputs[] = {\n\
                   \"1 + 2 * 3\", \"(1 + 2) * 3\", \" 2 * (x + 3) % -y \", \"x * x - y * n\",\n\
                   \"-n + -(a - 1) * -(-x)\", \"100 / 7 / 2 - 100 % 7\", \"2 * (3 + (4 - (5 * (6 - 7))))\",\n\
                   \"((((42))))\", \"(((((42)))))\", \"1 + (2 * ((((3)))))\", \"7 / (3 - 3)\", \"7 % (x - 7)\",\n\
                   \"(1 + 2\", \"1 + 2)\", \"2 $ 3\", \"1 +\", \"--n\", \"\", \"x y\", \"2147483647 + 1\",\n\
                   \"-2147483647 - 1\", \"99999999999\", \"(0 - 2147483647 - 1) / -1\",\n\
                   \"-(-(-(-(z))))\", \"a+b*c-d/(e+1)%(f+2)\", \"((((1)+(2))*((3)-(4))))\", \"(((((\",\n\
                 };\n\
                 for (int i = 0; i < (int)(sizeof inputs / sizeof inputs[0]); i++) {\n\
                   int r = CALL(inputs[i]);\n\
                   printf(\"%s -> %d nodes=%d error=%d\\n\", inputs[i], r, nodes, calc_error);\n\
                 }",
        original_call: "static const int vars[26] = {[13] = 10, [23] = 7, [24] = -3};\n\
                        #define CALL(t) calc(t, vars)",
        residual_call: "#define CALL(t) calc_spec(t)",
        snapshot: false,
    },
    Case {
        name: "heap_state",
        file: "tests/spec_programs/heap_state.c",
        goal: "f",
        options: &[],
        statics: &[],
        prototype: "int f(int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int x = -3; x <= 10; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) f(x)",
        residual_call: "#define CALL(x) f_spec(x)",
        snapshot: false,
    },
    // Blocks allocated during specialization that the caller keeps: each
    // call must give a block of its own, which the caller frees.
    Case {
        name: "heap_returned",
        file: "tests/spec_programs/heap_escape.c",
        goal: "make",
        options: &[],
        statics: &["n=5"],
        prototype: "#include <stdlib.h>\nchar *make(int, int);",
        residual_prototype: "#include <stdlib.h>\nchar *make_spec(int);",
        driver: "char *p = CALL('A'), *q = CALL('b'), *r = CALL('c');\n\
                 printf(\"%s %s %s\\n\", p, q, r);\n\
                 free(p); free(q); free(r);",
        original_call: "#define CALL(x) make(5, x)",
        residual_call: "#define CALL(x) make_spec(x)",
        snapshot: false,
    },
    Case {
        name: "heap_out_parameter",
        file: "tests/spec_programs/heap_escape.c",
        goal: "put",
        options: &[],
        statics: &["n=4"],
        prototype: "#include <stdlib.h>\nvoid put(char **, int, int);",
        residual_prototype: "#include <stdlib.h>\nvoid put_spec(char **, int);",
        driver: "char *r, *s;\n\
                 CALL(&r, 'R'); CALL(&s, 'S');\n\
                 printf(\"%s %s\\n\", r, s);\n\
                 free(r); free(s);",
        original_call: "#define CALL(o, x) put(o, 4, x)",
        residual_call: "#define CALL(o, x) put_spec(o, x)",
        snapshot: false,
    },
    Case {
        name: "heap_in_global",
        file: "tests/spec_programs/heap_escape.c",
        goal: "keep",
        options: &[],
        statics: &["n=3"],
        prototype: "#include <stdlib.h>\nvoid keep(int, int);\nextern char *kept;",
        residual_prototype: "#include <stdlib.h>\nvoid keep_spec(int);\nextern char *kept;",
        driver: "CALL('K'); char *first = kept; CALL('L');\n\
                 printf(\"%s %s\\n\", first, kept);\n\
                 free(first); free(kept);",
        original_call: "#define CALL(x) keep(3, x)",
        residual_call: "#define CALL(x) keep_spec(x)",
        snapshot: false,
    },
    Case {
        name: "heap_per_iteration",
        file: "tests/spec_programs/heap_escape.c",
        goal: "chain",
        options: &[],
        statics: &["n=4"],
        prototype: "int chain(int, const char *);",
        residual_prototype: "int chain_spec(const char *);",
        driver: "const char *ts[] = {\"\", \"a\", \"abcdef\", \"zyx\", \"hello, world\"};\n\
                 for (int i = 0; i < 5; i++) printf(\"%d\\n\", CALL(ts[i]));",
        original_call: "#define CALL(s) chain(4, s)",
        residual_call: "#define CALL(s) chain_spec(s)",
        snapshot: false,
    },
    Case {
        name: "const_pointee",
        file: "tests/spec_programs/const_pointee.c",
        goal: "f",
        options: &[],
        statics: &["p={{1, 2.5}, {3, -0.25}}"],
        prototype: "struct pt { int x; double y; };\ndouble f(const struct pt *, int);",
        residual_prototype: "double f_spec(int);",
        driver: "for (int n = -3; n <= 3; n++) printf(\"%g\\n\", CALL(n));",
        original_call: "static const struct pt v[2] = {{1, 2.5}, {3, -0.25}};\n\
                        #define CALL(n) f(v, n)",
        residual_call: "#define CALL(n) f_spec(n)",
        snapshot: false,
    },
    // The object given to a pointer parameter is fresh at each call.
    Case {
        name: "given_object_written",
        file: "tests/spec_programs/given_object_written.c",
        goal: "acc",
        options: &[],
        statics: &["st={0, 0}"],
        prototype: "int acc(int *, int);",
        residual_prototype: "int acc_spec(int);",
        driver: "for (int x = -2; x <= 4; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) acc((int[]){0, 0}, x)",
        residual_call: "#define CALL(x) acc_spec(x)",
        snapshot: false,
    },
    // Objects given to pointer parameters and only read, at run-time
    // indexes: structs with a double and a pointer, strings, rows.
    Case {
        name: "given_tables_read",
        file: "tests/spec_programs/given_tables_read.c",
        goal: "lookup",
        options: &[],
        statics: &[
            "e={{1, 0.5, \"one\"}, {2, 1.25, \"two\"}, {3, -2.0, \"three\"}}",
            "words={\"alpha\", \"beta\"}",
            "rows={{10, 20, 30}, {40, 50, 60}}",
        ],
        prototype: "struct entry { int key; double weight; const char *name; };\nint lookup(int, const struct entry *, const char *const *, const int (*)[3]);",
        residual_prototype: "int lookup_spec(int);",
        driver: "for (int x = -4; x <= 6; x++) CALL(x);",
        original_call: "static const struct entry e[] = {{1, 0.5, \"one\"}, {2, 1.25, \"two\"}, {3, -2.0, \"three\"}}; static const char *const words[] = {\"alpha\", \"beta\"}; static const int rows[2][3] = {{10, 20, 30}, {40, 50, 60}};\n#define CALL(x) lookup(x, e, words, rows)",
        residual_call: "#define CALL(x) lookup_spec(x)",
        snapshot: false,
    },
    // One object seen as several struct types: first member and back,
    // sockaddr-style, container_of; dynamic fields seen through each.
    Case {
        name: "struct_views",
        file: "tests/spec_programs/struct_views.c",
        goal: "views",
        options: &[],
        statics: &["k=4"],
        prototype: "int views(int, int);",
        residual_prototype: "int views_spec(int);",
        driver: "for (int d = -3; d < 400; d += 37) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) views(4, d)",
        residual_call: "#define CALL(d) views_spec(d)",
        snapshot: false,
    },
    // Structs under #pragma pack, read at run-time indexes.
    Case {
        name: "pragma_pack",
        file: "tests/spec_programs/pragma_pack.c",
        goal: "total",
        options: &[],
        statics: &["w={{'a', 1000, 7}, {'b', -20, 9}, {'c', 3, 11}}", "n=3"],
        prototype: "#pragma pack(push, 1)\nstruct wire { char kind; int value; short port; };\n#pragma pack(pop)\nint total(const struct wire *, int, int);",
        residual_prototype: "int total_spec(int);",
        driver: "for (int i = 0; i < 3; i++) printf(\"%d\\n\", CALL(i));",
        original_call: "#pragma pack(push, 1)\nstatic const struct wire w[] = {{'a', 1000, 7}, {'b', -20, 9}, {'c', 3, 11}};\n#pragma pack(pop)\n#define CALL(i) total(w, 3, i)",
        residual_call: "#define CALL(i) total_spec(i)",
        snapshot: false,
    },
    // Globals written through addresses kept in integers.
    Case {
        name: "integer_addresses",
        file: "tests/spec_programs/integer_addresses.c",
        goal: "clampv",
        options: &["--whole-program"],
        statics: &["k=1"],
        prototype: "void set_limit(int);\nvoid set_first(char);\nvoid set_third(int);\nint clampv(int, int);",
        residual_prototype: "void set_limit(int);\nvoid set_first(char);\nvoid set_third(int);\nint clampv_spec(int);",
        driver: "for (int x = 0; x < 12; x++) { set_limit(x % 7); set_first((char)('a' + x % 5)); set_third(x); printf(\"%d\\n\", CALL(x)); }",
        original_call: "#define CALL(x) clampv(1, x)",
        residual_call: "#define CALL(x) clampv_spec(x)",
        snapshot: false,
    },
    // A goal run again through a pointer from its caller while a run's
    // heap block is alive.
    Case {
        name: "reentered_goal",
        file: "tests/spec_programs/reentered_goal.c",
        goal: "work",
        options: &["--whole-program"],
        statics: &["k=1"],
        prototype: "long again(long);\nlong work(int, long, long (*)(long));",
        residual_prototype: "long again(long);\nlong work_spec(long, long (*)(long));",
        driver: "for (long d = 0; d < 6; d++) printf(\"%ld\\n\", CALL(d));",
        original_call: "#define CALL(d) work(1, d, again)",
        residual_call: "#define CALL(d) work_spec(d, again)",
        snapshot: false,
    },
    // Globals reached through pointers that code outside the goal set.
    Case {
        name: "escaped_globals",
        file: "tests/spec_programs/escaped_globals.c",
        goal: "goal",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void setup(int);\nint *mode_address(void);\nint read_back(void);\nint goal(int, int *, int);",
        residual_prototype: "void setup(int);\nint *mode_address(void);\nint read_back(void);\nint goal_spec(int *, int);",
        driver: "for (int which = 0; which < 3; which++) for (int x = 0; x < 4; x++) {\n\
                 setup(which); int local = 100; int *out = x & 1 ? mode_address() : &local;\n\
                 int r = CALL(out, x); printf(\"%d %d %d\\n\", r, read_back(), local); }",
        original_call: "#define CALL(o, x) goal(3, o, x)",
        residual_call: "#define CALL(o, x) goal_spec(o, x)",
        snapshot: false,
    },
    // Static offsets past INT_MAX.
    Case {
        name: "big_offsets",
        file: "tests/spec_programs/big_offsets.c",
        goal: "far_store",
        options: &[],
        statics: &["i=2147483648UL"],
        prototype: "int far_store(unsigned long, int);",
        residual_prototype: "int far_store_spec(int);",
        driver: "for (int x = 0; x < 4; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) far_store(2147483648UL, x)",
        residual_call: "#define CALL(x) far_store_spec(x)",
        snapshot: false,
    },
    Case {
        name: "big_block",
        file: "tests/spec_programs/big_offsets.c",
        goal: "far_block",
        options: &[],
        statics: &["n=2147483649UL"],
        prototype: "int far_block(unsigned long, int);",
        residual_prototype: "int far_block_spec(int);",
        driver: "for (int x = 0; x < 4; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) far_block(2147483649UL, x)",
        residual_call: "#define CALL(x) far_block_spec(x)",
        snapshot: false,
    },
    // Heap blocks made variables keep malloc's alignment.
    Case {
        name: "malloc_alignment",
        file: "tests/spec_programs/malloc_alignment.c",
        goal: "aligned_blocks",
        options: &[],
        statics: &["n=5"],
        prototype: "int aligned_blocks(int, int);",
        residual_prototype: "int aligned_blocks_spec(int);",
        driver: "for (int x = 0; x < 4; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) aligned_blocks(5, x)",
        residual_call: "#define CALL(x) aligned_blocks_spec(x)",
        snapshot: false,
    },
    // Searches returning pointers into a static string.
    Case {
        name: "search_into_static",
        file: "tests/spec_programs/search_into_static.c",
        goal: "offsets",
        options: &[],
        statics: &["s=\"key=val, more=x\"", "w=L\"a=b, c=d\""],
        prototype: "#include <wchar.h>\nlong offsets(const char *, const wchar_t *, int);",
        residual_prototype: "long offsets_spec(int);",
        driver: "const char *keys = \"=,ekxz \";\n\
                 for (const char *k = keys; *k; k++) printf(\"%ld\\n\", CALL(*k));",
        original_call: "#define CALL(c) offsets(\"key=val, more=x\", L\"a=b, c=d\", c)",
        residual_call: "#define CALL(c) offsets_spec(c)",
        snapshot: false,
    },
    // A union rebuilt through its double member.
    Case {
        name: "union_float_whole",
        file: "tests/spec_programs/union_float_whole.c",
        goal: "through_double",
        options: &[],
        statics: &["k=2"],
        prototype: "double through_double(int, double, int *);",
        residual_prototype: "double through_double_spec(double, int *);",
        driver: "double xs[] = {-1.0, 0.0, 0.5, 3.25};\n\
                 for (int i = 0; i < 4; i++) { int bits; double d = CALL(xs[i], &bits); printf(\"%a %d\\n\", d, bits); }",
        original_call: "#define CALL(x, b) through_double(2, x, b)",
        residual_call: "#define CALL(x, b) through_double_spec(x, b)",
        snapshot: false,
    },
    // A struct parameter given a value and generalized.
    Case {
        name: "generalized_struct_parameter",
        file: "tests/spec_programs/generalized_struct_parameter.c",
        goal: "simulate",
        options: &[],
        statics: &["b={{10, 2}, 3, 10, 0, {7, 8, 9}, \"tb\"}"],
        prototype: "#include <stddef.h>\nstruct limits { long capacity, refill; };\n\
                    struct bucket { struct limits lim; long cost, tokens, served; short history[3]; const char *name; };\n\
                    long simulate(struct bucket, const int *, size_t);",
        residual_prototype: "#include <stddef.h>\nlong simulate_spec(const int *, size_t);",
        driver: "int a[40];\nfor (int i = 0; i < 40; i++) a[i] = (i * 7) % 5;\n\
                 for (size_t n = 0; n <= 40; n += 8) printf(\"%ld\\n\", CALL(a, n));",
        original_call: "#define CALL(a, n) simulate((struct bucket){{10, 2}, 3, 10, 0, {7, 8, 9}, \"tb\"}, a, n)",
        residual_call: "#define CALL(a, n) simulate_spec(a, n)",
        snapshot: false,
    },
    Case {
        name: "escaped_through_a_table",
        file: "tests/spec_programs/escaped_globals.c",
        goal: "goal_table",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void setup_from_table(void);\nint read_level(void);\nint goal_table(int, int);",
        residual_prototype: "void setup_from_table(void);\nint read_level(void);\nint goal_table_spec(int);",
        driver: "setup_from_table();\nfor (int x = 0; x < 4; x++) { int r = CALL(x); printf(\"%d %d\\n\", r, read_level()); }",
        original_call: "#define CALL(x) goal_table(3, x)",
        residual_call: "#define CALL(x) goal_table_spec(x)",
        snapshot: false,
    },
    Case {
        name: "escaped_registered_ops",
        file: "tests/spec_programs/escaped_globals.c",
        goal: "goal_ops",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void register_counting(void);\nint read_events(void);\nint goal_ops(int, int);",
        residual_prototype: "void register_counting(void);\nint read_events(void);\nint goal_ops_spec(int);",
        driver: "for (int x = 0; x < 4; x++) { if (x == 2) register_counting(); int r = CALL(x); printf(\"%d %d\\n\", r, read_events()); }",
        original_call: "#define CALL(x) goal_ops(3, x)",
        residual_call: "#define CALL(x) goal_ops_spec(x)",
        snapshot: false,
    },
    Case {
        name: "escaped_behind_a_table",
        file: "tests/spec_programs/escaped_globals.c",
        goal: "goal_late",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "int *held_address(void);\nint goal_late(int, int *, int);",
        residual_prototype: "int *held_address(void);\nint goal_late_spec(int *, int);",
        driver: "for (int x = 0; x < 4; x++) { int local = 0; int *out = x & 1 ? held_address() : &local;\n\
                 int r = CALL(out, x); printf(\"%d %d %d\\n\", r, *held_address(), local); }",
        original_call: "#define CALL(o, x) goal_late(3, o, x)",
        residual_call: "#define CALL(o, x) goal_late_spec(o, x)",
        snapshot: false,
    },
    // Handlers and buffers code outside the goal gave the C library.
    Case {
        name: "library_runs_handlers",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_raise",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void arm_handlers(void);\nint read_handled(void);\nint goal_raise(int, int);",
        residual_prototype: "void arm_handlers(void);\nint read_handled(void);\nint goal_raise_spec(int);",
        driver: "arm_handlers();\nfor (int x = 0; x < 4; x++) { int r = CALL(x); printf(\"%d %d\\n\", r, read_handled()); }",
        original_call: "#define CALL(x) goal_raise(3, x)",
        residual_call: "#define CALL(x) goal_raise_spec(x)",
        snapshot: false,
    },
    Case {
        name: "library_writes_kept_buffer",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_buffered",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void use_buffer(int);\nint goal_buffered(int, int);",
        residual_prototype: "void use_buffer(int);\nint goal_buffered_spec(int);",
        driver: "use_buffer(1);\nfor (int x = 0; x < 3; x++) printf(\" %d\\n\", CALL(x));",
        original_call: "#define CALL(x) goal_buffered(3, x)",
        residual_call: "#define CALL(x) goal_buffered_spec(x)",
        snapshot: false,
    },
    Case {
        name: "library_writes_buffer_given_through_a_pointer",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_buffered",
        options: &["--whole-program"],
        statics: &["k=3"],
        prototype: "void use_buffer(int);\nint goal_buffered(int, int);",
        residual_prototype: "void use_buffer(int);\nint goal_buffered_spec(int);",
        driver: "use_buffer(0);\nfor (int x = 0; x < 3; x++) printf(\" %d\\n\", CALL(x));",
        original_call: "#define CALL(x) goal_buffered(3, x)",
        residual_call: "#define CALL(x) goal_buffered_spec(x)",
        snapshot: false,
    },
    Case {
        name: "library_writes_through_nested_pointers",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_options",
        options: &["--whole-program"],
        statics: &["k=2"],
        prototype: "void parse_options(int);\nvoid split_fields(void);\nint goal_options(int, int);",
        residual_prototype: "void parse_options(int);\nvoid split_fields(void);\nint goal_options_spec(int);",
        driver: "printf(\"%d\\n\", CALL(1));\nparse_options(1);\nprintf(\"%d\\n\", CALL(2));\nsplit_fields();\nparse_options(0);\nprintf(\"%d\\n\", CALL(3));",
        original_call: "#define CALL(x) goal_options(2, x)",
        residual_call: "#define CALL(x) goal_options_spec(x)",
        snapshot: false,
    },
    Case {
        name: "leaving_for_exit_handlers",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_stages",
        options: &["--whole-program"],
        statics: &["k=4"],
        prototype: "void at_exit_show_stage(void);\nint goal_stages(int, int);",
        residual_prototype: "void at_exit_show_stage(void);\nint goal_stages_spec(int);",
        driver: "at_exit_show_stage();\nprintf(\"%d\\n\", CALL(7));\nfflush(stdout);\nprintf(\"%d\\n\", CALL(2));",
        original_call: "#define CALL(x) goal_stages(4, x)",
        residual_call: "#define CALL(x) goal_stages_spec(x)",
        snapshot: false,
    },
    Case {
        name: "library_keeps_a_pointer_passed_in_a_struct",
        file: "tests/spec_programs/library_kept.c",
        goal: "goal_table_entry",
        options: &["--whole-program"],
        statics: &["k=2"],
        prototype: "int goal_table_entry(int, int);",
        residual_prototype: "int goal_table_entry_spec(int);",
        driver: "printf(\"%d\\n\", CALL(1));\nprintf(\"%d\\n\", CALL(0));",
        original_call: "#define CALL(x) goal_table_entry(2, x)",
        residual_call: "#define CALL(x) goal_table_entry_spec(x)",
        snapshot: false,
    },
    // Constructors and destructors run around the goal's caller.
    Case {
        name: "constructors_and_destructors",
        file: "tests/spec_programs/constructors.c",
        goal: "apply",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "int apply(int, int);",
        residual_prototype: "int apply_spec(int);",
        driver: "for (int x = 0; x < 3; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) apply(3, x)",
        residual_call: "#define CALL(x) apply_spec(x)",
        snapshot: false,
    },
    // Pointers copied as bytes (memcpy, memmove).
    Case {
        name: "pointer_copied_through_array",
        file: "tests/spec_programs/pointer_copies.c",
        goal: "through_array",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "extern int g, h;\nvoid stash(int);\nint through_array(int, int);",
        residual_prototype: "extern int g, h;\nvoid stash(int);\nint through_array_spec(int);",
        driver: "for (int d = 1; d < 4; d++) { g = 0; h = 1; int r = CALL(d); printf(\"%d %d %d\\n\", r, g, h); }",
        original_call: "#define CALL(d) through_array(3, d)",
        residual_call: "#define CALL(d) through_array_spec(d)",
        snapshot: false,
    },
    Case {
        name: "pointer_copied_through_struct",
        file: "tests/spec_programs/pointer_copies.c",
        goal: "through_struct",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "extern int g, h;\nvoid stash(int);\nint through_struct(int, int);",
        residual_prototype: "extern int g, h;\nvoid stash(int);\nint through_struct_spec(int);",
        driver: "for (int d = 1; d < 4; d++) { g = 0; h = 1; int r = CALL(d); printf(\"%d %d %d\\n\", r, g, h); }",
        original_call: "#define CALL(d) through_struct(3, d)",
        residual_call: "#define CALL(d) through_struct_spec(d)",
        snapshot: false,
    },
    Case {
        name: "pointer_copied_through_bytes",
        file: "tests/spec_programs/pointer_copies.c",
        goal: "through_bytes",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "extern int g, h;\nvoid stash(int);\nint through_bytes(int, int);",
        residual_prototype: "extern int g, h;\nvoid stash(int);\nint through_bytes_spec(int);",
        driver: "for (int d = 1; d < 4; d++) { g = 0; h = 1; int r = CALL(d); printf(\"%d %d %d\\n\", r, g, h); }",
        original_call: "#define CALL(d) through_bytes(3, d)",
        residual_call: "#define CALL(d) through_bytes_spec(d)",
        snapshot: false,
    },
    Case {
        name: "pointer_copied_through_stash",
        file: "tests/spec_programs/pointer_copies.c",
        goal: "through_stash",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "extern int g, h;\nvoid stash(int);\nint through_stash(int, int);",
        residual_prototype: "extern int g, h;\nvoid stash(int);\nint through_stash_spec(int);",
        driver: "for (int d = 1; d < 4; d++) { g = 0; h = 1; stash(d & 1); int r = CALL(d); printf(\"%d %d %d\\n\", r, g, h); }",
        original_call: "#define CALL(d) through_stash(3, d)",
        residual_call: "#define CALL(d) through_stash_spec(d)",
        snapshot: false,
    },
    Case {
        name: "escaped_goal_result",
        file: "tests/spec_programs/escaped_globals.c",
        goal: "goal_back",
        options: &["--whole-program"],
        statics: &["n=3"],
        prototype: "int read_kept(void);\nint *goal_back(int, int *);",
        residual_prototype: "int read_kept(void);\nint *goal_back_spec(int *);",
        driver: "int *p = CALL(0);\nprintf(\"%d\\n\", read_kept());\nCALL(p);\nprintf(\"%d %d\\n\", read_kept(), *p);",
        original_call: "#define CALL(q) goal_back(3, q)",
        residual_call: "#define CALL(q) goal_back_spec(q)",
        snapshot: false,
    },
    // Counters made dynamic before specializing, beside ones kept static.
    Case {
        name: "one_round_counters",
        file: "tests/spec_programs/one_round_counters.c",
        goal: "tally",
        options: &[],
        statics: &[],
        prototype: "int tally(int, int, const int *);",
        residual_prototype: "int tally_spec(int, int, const int *);",
        driver: "static const int xs[] = {3, -1, 4, 0};\nfor (int a = -1; a < 5; a++) for (int b = -3; b < 30; b += 7) printf(\"%d\\n\", CALL(a, b, xs));",
        original_call: "#define CALL(a, b, x) tally(a, b, x)",
        residual_call: "#define CALL(a, b, x) tally_spec(a, b, x)",
        snapshot: false,
    },
    // Program code the goal does not follow (a callback, qsort's
    // comparator, atexit handlers) sees the globals it sets, and it theirs.
    Case {
        name: "callback_globals",
        file: "tests/spec_programs/callback_globals.c",
        goal: "step",
        options: &["--whole-program"],
        statics: &["k=7"],
        prototype: "#include <signal.h>\n#include <stdlib.h>\nint bump(void);\nvoid show(void);\nvoid on_signal(int);\nint sorted(int, int *, int);\nint step(int, int, int (*)(void));",
        residual_prototype: "#include <signal.h>\n#include <stdlib.h>\nint bump(void);\nvoid show(void);\nvoid on_signal(int);\nint sorted(int, int *, int);\nint step_spec(int, int (*)(void));",
        driver: "atexit(show);\nsignal(SIGINT, on_signal);\nint v[] = {3, 1, 2};\nprintf(\"%d\\n\", sorted(0, v, 3));\nfor (int d = 0; d < 8; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) step(7, d, bump)",
        residual_call: "#define CALL(d) step_spec(d, bump)",
        snapshot: false,
    },
    // Structs returned by value with static and run-time parts.
    Case {
        name: "struct_return_parts",
        file: "tests/c/struct_return_parts.c",
        goal: "show",
        options: &[],
        statics: &[],
        prototype: "void show(int);",
        residual_prototype: "void show_spec(int);",
        driver: "for (int d = 0; d < 6; d++) CALL(d);",
        original_call: "#define CALL(d) show(d)",
        residual_call: "#define CALL(d) show_spec(d)",
        snapshot: false,
    },
    // Library calls run during specialization: the errno math functions
    // set, strcmp's and memcmp's byte differences, realloc(p, 0).
    Case {
        name: "library_results",
        file: "tests/spec_programs/library_results.c",
        goal: "probe",
        options: &[],
        statics: &["x=-1.0", "word=\"cherry\""],
        prototype: "#include <errno.h>\nint probe(double, const char *, int);",
        residual_prototype: "#include <errno.h>\nint probe_spec(int);",
        driver: "for (int d = 0; d < 10; d++) { errno = 0; int r = CALL(d); printf(\"%d %d\\n\", r, errno); }",
        original_call: "#define CALL(d) probe(-1.0, \"cherry\", d)",
        residual_call: "#define CALL(d) probe_spec(d)",
        snapshot: false,
    },
    // A struct reached through the caller's pointer field keeps its
    // layout (it was shrunk to the one field read: a wrong stride).
    Case {
        name: "caller_struct_fields",
        file: "tests/spec_programs/caller_struct_fields.c",
        goal: "upname",
        options: &[],
        statics: &["i=2"],
        prototype: "typedef struct Desc { const char *name; unsigned char instack, idx, kind; } Desc;\n\
                    typedef struct Proto { int n; Desc *upvalues; } Proto;\nconst char *upname(Proto *, int);",
        residual_prototype: "typedef struct Desc { const char *name; unsigned char instack, idx, kind; } Desc;\n\
                             typedef struct Proto { int n; Desc *upvalues; } Proto;\nconst char *upname_spec(Proto *);",
        driver: "Desc d[3] = {{\"a\", 1, 2, 3}, {0, 4, 5, 6}, {\"c\", 7, 8, 9}};\n\
                 for (int n = 0; n <= 3; n++) { Proto p = {n, d}; const char *s = CALL(&p); printf(\"%s\\n\", s ? s : \"null\"); }",
        original_call: "#define CALL(p) upname(p, 2)",
        residual_call: "#define CALL(p) upname_spec(p)",
        snapshot: false,
    },
    // A null table indexed at a run-time index on a path the data never
    // takes: a trap there, not a refusal.
    Case {
        name: "null_table_on_dead_path",
        file: "tests/spec_programs/null_table_on_dead_path.c",
        goal: "build",
        options: &[],
        statics: &["type=0"],
        prototype: "int build(int, const unsigned short *, int, unsigned char *);",
        residual_prototype: "int build_spec(const unsigned short *, int, unsigned char *);",
        driver: "unsigned short w[6] = {0, 1, 5, 18, 19, 3}; unsigned char o[6];\n\
                 for (int n = 0; n <= 6; n++) { int s = CALL(w, n, o); printf(\"%d %d\\n\", s, n ? o[n - 1] : -1); }",
        original_call: "#define CALL(w, n, o) build(0, w, n, o)",
        residual_call: "#define CALL(w, n, o) build_spec(w, n, o)",
        snapshot: false,
    },
    // More math functions run with the machine's library (the original
    // reads x through a volatile, so that gcc does not fold its calls).
    Case {
        name: "math_functions",
        file: "tests/spec_programs/math_functions.c",
        goal: "shape",
        options: &[],
        statics: &["x=0.7"],
        prototype: "#include <errno.h>\ndouble shape(double, int);\nstatic volatile double seven_tenths = 0.7;",
        residual_prototype: "#include <errno.h>\ndouble shape_spec(int);",
        driver: "for (int k = 0; k < 8; k++) { errno = 0; double r = CALL(k); printf(\"%a %d\\n\", r, errno); }",
        original_call: "#define CALL(k) shape(seven_tenths, k)",
        residual_call: "#define CALL(k) shape_spec(k)",
        snapshot: true,
    },
    // A variadic goal that hands its va_list to helpers (and a copy).
    Case {
        name: "list_helpers",
        file: "tests/spec_programs/list_helpers.c",
        goal: "fmt",
        options: &[],
        statics: &["s=\"<%d|%c|%l|%f>\""],
        prototype: "long fmt(const char *, ...);",
        residual_prototype: "long fmt_spec(int, int, long, double);",
        driver: "for (int d = -3; d < 4; d++) printf(\"%ld\\n\", CALL(d));",
        original_call: "#define CALL(d) fmt(\"<%d|%c|%l|%f>\", d * 5, 'a' + d, 100000L * d, d * 0.75)",
        residual_call: "#define CALL(d) fmt_spec(d * 5, 'a' + d, 100000L * d, d * 0.75)",
        snapshot: false,
    },
    // <ctype.h> on static and run-time characters.
    Case {
        name: "ctype_classes",
        file: "tests/spec_programs/ctype_classes.c",
        goal: "scan",
        options: &[],
        statics: &["pattern=\"aZ9 q-Q\""],
        prototype: "long scan(const char *, const char *);",
        residual_prototype: "long scan_spec(const char *);",
        driver: "const char *inputs[] = {\"\", \"ab 9\", \"X-y!z\\tq\", \"\\351\\200 7\"};\nfor (int i = 0; i < 4; i++) printf(\"%ld\\n\", CALL(inputs[i]));",
        original_call: "#define CALL(in) scan(\"aZ9 q-Q\", in)",
        residual_call: "#define CALL(in) scan_spec(in)",
        snapshot: false,
    },
    // A signal handler the goal raises sees the global it set.
    Case {
        name: "raise_handler",
        file: "tests/spec_programs/raise_handler.c",
        goal: "climb",
        options: &["--whole-program"],
        statics: &["k=4"],
        prototype: "#define _POSIX_C_SOURCE 200809L\n#include <signal.h>\nvoid report(int);\nint climb(int, int);",
        residual_prototype: "#define _POSIX_C_SOURCE 200809L\n#include <signal.h>\nvoid report(int);\nint climb_spec(int);",
        driver: "signal(SIGUSR1, report);\nfor (int d = 0; d < 5; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) climb(4, d)",
        residual_call: "#define CALL(d) climb_spec(d)",
        snapshot: false,
    },
    // A residual function split into parts: locals copied in and out, by
    // address, an array, a struct, a return from inside, a loop around.
    Case {
        name: "split_parts",
        file: "tests/spec_programs/split_parts.c",
        goal: "run",
        options: &["--max-function", "40"],
        statics: &["table={3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8}", "n=12"],
        prototype: "long run(const int *, int, int, int);",
        residual_prototype: "long run_spec(int, int);",
        driver: "for (int x = -3; x < 1000; x += 97) for (int r = 0; r < 4; r++) printf(\"%ld\\n\", CALL(x, r));",
        original_call: "static const int t[] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8};\n#define CALL(x, r) run(t, 12, x, r)",
        residual_call: "#define CALL(x, r) run_spec(x, r)",
        snapshot: false,
    },
    // A test repeated after a store or a call that may change what it
    // reads stays in the residual program.
    Case {
        name: "retested_memory",
        file: "tests/spec_programs/retested_memory.c",
        goal: "check",
        options: &[],
        statics: &["n=3"],
        prototype: "extern int g; int check(int, int *, int *, int *);",
        residual_prototype: "extern int g; int check_spec(int *, int *, int *);",
        driver: "for (int x = 0; x <= 12; x += 3) { int a = x, out[5] = {0}; g = x; int r = CALL(&a, &a, out); printf(\"%d %d %d %d %d %d %d\\n\", r, out[0], out[1], out[2], out[3], out[4], a); g = x; int b = x; int r2 = CALL(&g, &b, out); printf(\"%d %d %d\\n\", r2, g, b); }",
        original_call: "#define CALL(p, q, o) check(3, p, q, o)",
        residual_call: "#define CALL(p, q, o) check_spec(p, q, o)",
        snapshot: false,
    },
    // A variadic formatter unfolded with its static format: the residual
    // uses the arguments directly, no va_arg left.
    Case {
        name: "varargs_format",
        file: "tests/spec_programs/varargs_format.c",
        goal: "report",
        options: &[],
        statics: &[],
        prototype: "int report(int, int, const char *);",
        residual_prototype: "int report_spec(int, int, const char *);",
        driver: "const char *w[] = {\"a\", \"bb\", \"\"};\n\
                 for (int x = -12; x <= 40; x += 13) printf(\"%d\\n\", CALL(x, x * 3 - 7, w[(x + 12) % 3]));",
        original_call: "#define CALL(a, b, c) report(a, b, c)",
        residual_call: "#define CALL(a, b, c) report_spec(a, b, c)",
        snapshot: true,
    },
    // A block per level of a recursion, used by residual code.
    Case {
        name: "recursive_scratch",
        file: "tests/spec_programs/recursive_scratch.c",
        goal: "sorted",
        options: &[],
        statics: &["n=6"],
        prototype: "long sorted(int, int *);",
        residual_prototype: "long sorted_spec(int *);",
        driver: "int vs[4][6] = {{3, 1, 2, 6, 5, 4}, {1, 2, 3, 4, 5, 6}, {6, 5, 4, 3, 2, 1}, {-1, 7, -1, 0, 9, 2}};\n\
                 for (int i = 0; i < 4; i++) printf(\"%ld %d %d\\n\", CALL(vs[i]), vs[i][0], vs[i][5]);",
        original_call: "#define CALL(v) sorted(6, v)",
        residual_call: "#define CALL(v) sorted_spec(v)",
        snapshot: false,
    },
    // A recursive function keeping state in its caller's struct.
    Case {
        name: "recursive_caller_state",
        file: "tests/spec_programs/recursive_caller_state.c",
        goal: "parse",
        options: &[],
        statics: &["flags=\"abca\""],
        prototype: "int parse(const char *, int);",
        residual_prototype: "int parse_spec(int);",
        driver: "for (int x = -2; x <= 9; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) parse(\"abca\", x)",
        residual_call: "#define CALL(x) parse_spec(x)",
        snapshot: false,
    },
    Case {
        name: "caller_local",
        file: "tests/spec_programs/caller_local.c",
        goal: "f",
        options: &["--no-unfold", "addk"],
        statics: &[],
        prototype: "int f(int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int x = -3; x <= 10; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) f(x)",
        residual_call: "#define CALL(x) f_spec(x)",
        snapshot: false,
    },
    Case {
        name: "recursive_growing",
        file: "tests/spec_programs/recursive_growing.c",
        goal: "f",
        options: &[],
        statics: &["n=2"],
        prototype: "int f(int, int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int d = -2; d <= 200; d += 3) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) f(2, d)",
        residual_call: "#define CALL(d) f_spec(d)",
        snapshot: false,
    },
    Case {
        name: "two_counters",
        file: "tests/spec_programs/two_counters.c",
        goal: "count",
        options: &[],
        statics: &[],
        prototype: "int count(int, int);",
        residual_prototype: "int count_spec(int, int);",
        driver: "for (int a = -1; a <= 300; a += 7) for (int b = -1; b <= 300; b += 13) printf(\"%d\\n\", CALL(a, b));",
        original_call: "#define CALL(a, b) count(a, b)",
        residual_call: "#define CALL(a, b) count_spec(a, b)",
        snapshot: false,
    },
    Case {
        name: "const_global",
        file: "tests/spec_programs/const_global.c",
        goal: "f",
        options: &["--dynamic", "h", "--dynamic", "t"],
        statics: &[],
        prototype: "int f(int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int x = -3; x <= 10; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) f(x)",
        residual_call: "#define CALL(x) f_spec(x)",
        snapshot: false,
    },
    Case {
        name: "partial_globals",
        file: "tests/spec_programs/partial_globals.c",
        goal: "find",
        options: &[],
        statics: &[],
        prototype: "int find(int);\nstruct entry { int key, hits, last; };\nextern struct entry table[4];\nextern int rounds;",
        residual_prototype: "int find_spec(int);\nstruct entry { int key, hits, last; };\nextern struct entry table[4];\nextern int rounds;",
        driver: "for (int k = 0; k <= 14; k++) {\n\
                   if (k == 7) table[1].last = 99;\n\
                   int r = CALL(k);\n\
                   printf(\"%d %d:\", r, rounds);\n\
                   for (int i = 0; i < 4; i++) printf(\" %d/%d/%d\", table[i].key, table[i].hits, table[i].last);\n\
                   printf(\"\\n\");\n\
                 }",
        original_call: "#define CALL(k) find(k)",
        residual_call: "#define CALL(k) find_spec(k)",
        snapshot: false,
    },
    Case {
        name: "keytab",
        file: "c-examples/keytab/keytab.c",
        goal: "count_keywords",
        options: &[],
        statics: &[],
        prototype: "int count_keywords(const char *);\nstruct key { char *word; int count; };\nextern struct key keytab[15];",
        residual_prototype: "int count_keywords_spec(const char *);\nstruct key { char *word; int count; };\nextern struct key keytab[15];",
        driver: "const char *texts[] = {\"int main(void) { return 0; }\",\n\
                   \"while (x) { if (y) break; else continue; }\", \"\",\n\
                   \"switch case default do for void struct char\", \"intx ifelse whilewhile\"};\n\
                 for (int i = 0; i < 5; i++) {\n\
                   int w = CALL(texts[i]);\n\
                   printf(\"%d:\", w);\n\
                   for (int k = 0; k < 15; k++) printf(\" %d\", keytab[k].count);\n\
                   printf(\"\\n\");\n\
                 }",
        original_call: "#define CALL(t) count_keywords(t)",
        residual_call: "#define CALL(t) count_keywords_spec(t)",
        snapshot: false,
    },
    Case {
        name: "list",
        file: "c-examples/list/list.c",
        goal: "lookup_in_built",
        options: &[],
        statics: &[],
        prototype: "int lookup_in_built(int, int);",
        residual_prototype: "int lookup_in_built_spec(int, int);",
        driver: "for (int b = -1; b <= 2; b++)\n\
                   for (int k = -5; k <= 50; k += 5) printf(\"%d\\n\", CALL(b * 100, k));",
        original_call: "#define CALL(b, k) lookup_in_built(b, k)",
        residual_call: "#define CALL(b, k) lookup_in_built_spec(b, k)",
        snapshot: true,
    },
    Case {
        name: "struct_fields",
        file: "tests/spec_programs/struct_fields.c",
        goal: "score",
        options: &[],
        statics: &[],
        prototype: "int score(int);",
        residual_prototype: "int score_spec(int);",
        driver: "for (int x = -3; x <= 5; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) score(x)",
        residual_call: "#define CALL(x) score_spec(x)",
        snapshot: true,
    },
    Case {
        name: "struct_fields_two",
        file: "tests/spec_programs/struct_fields.c",
        goal: "record",
        options: &[],
        statics: &[],
        prototype: "long record(int, long);",
        residual_prototype: "long record_spec(int, long);",
        driver: "for (int k = -3; k <= 9; k++) printf(\"%ld\\n\", CALL(k, k * 11L));",
        original_call: "#define CALL(k, v) record(k, v)",
        residual_call: "#define CALL(k, v) record_spec(k, v)",
        snapshot: true,
    },
    Case {
        name: "static_refs_refs",
        file: "tests/spec_programs/static_refs.c",
        goal: "refs",
        options: &[],
        statics: &[],
        prototype: "int refs(int);",
        residual_prototype: "int refs_spec(int);",
        driver: "for (int d = -4; d <= 6; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) refs(d)",
        residual_call: "#define CALL(d) refs_spec(d)",
        snapshot: true,
    },
    Case {
        name: "static_refs_freed",
        file: "tests/spec_programs/static_refs.c",
        goal: "freed",
        options: &[],
        statics: &[],
        prototype: "int freed(int);",
        residual_prototype: "int freed_spec(int);",
        driver: "for (int d = -4; d <= 6; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) freed(d)",
        residual_call: "#define CALL(d) freed_spec(d)",
        snapshot: true,
    },
    Case {
        name: "static_refs_grown",
        file: "tests/spec_programs/static_refs.c",
        goal: "grown",
        options: &[],
        statics: &[],
        prototype: "int grown(int);",
        residual_prototype: "int grown_spec(int);",
        driver: "for (int d = -4; d <= 6; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) grown(d)",
        residual_call: "#define CALL(d) grown_spec(d)",
        snapshot: false,
    },
    Case {
        name: "bounded_digits",
        file: "tests/spec_programs/bounded_digits.c",
        goal: "digit_sum",
        options: &[],
        statics: &[],
        prototype: "int digit_sum(unsigned);",
        residual_prototype: "int digit_sum_spec(unsigned);",
        driver: "for (unsigned u = 0; u < 10000; u += 7) printf(\"%d\\n\", CALL(u));",
        original_call: "#define CALL(u) digit_sum(u)",
        residual_call: "#define CALL(u) digit_sum_spec(u)",
        snapshot: true,
    },
    Case {
        name: "readonly_table",
        file: "tests/spec_programs/readonly_table.c",
        goal: "classify",
        options: &[],
        statics: &["sep=' '"],
        prototype: "int classify(const char *, char, int *);",
        residual_prototype: "int classify_spec(const char *, int *);",
        driver: "const char *texts[] = {\"\", \"ab 09 zz\", \"a,b,,c  9\", \"xyz\"};\n\
                 for (int i = 0; i < 4; i++) {\n\
                   int c[4];\n\
                   int r = CALL(texts[i], c);\n\
                   printf(\"%d %d %d %d %d\\n\", r, c[0], c[1], c[2], c[3]);\n\
                 }",
        original_call: "#define CALL(t, c) classify(t, ' ', c)",
        residual_call: "#define CALL(t, c) classify_spec(t, c)",
        snapshot: true,
    },
    Case {
        name: "field_address",
        file: "tests/spec_programs/field_address.c",
        goal: "bump",
        options: &["--dynamic", "pb", "--dynamic", "pv"],
        statics: &[],
        prototype: "int bump(int);",
        residual_prototype: "int bump_spec(int);",
        driver: "for (int x = -3; x <= 5; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) bump(x)",
        residual_call: "#define CALL(x) bump_spec(x)",
        snapshot: true,
    },
    Case {
        name: "long_pattern",
        file: "tests/spec_programs/long_pattern.c",
        goal: "match",
        options: &[],
        statics: &[
            "re=\"ab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.d\"",
        ],
        prototype: "int match(const char *, const char *);",
        residual_prototype: "int match_spec(const char *);",
        driver: "static char text[200];\n\
                 for (int i = 0; i < 130; i++) text[i] = \"abxd\"[i % 4];\n\
                 for (int n = 0; n <= 130; n += 10) {\n\
                   char saved = text[n]; text[n] = 0;\n\
                   printf(\"%d %d\\n\", n, CALL(text));\n\
                   text[n] = saved;\n\
                   text[n / 2] = 'z'; printf(\"%d\\n\", CALL(text)); text[n / 2] = \"abxd\"[(n / 2) % 4];\n\
                 }",
        original_call: "#define CALL(t) match(\"ab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.d\", t)",
        residual_call: "#define CALL(t) match_spec(t)",
        snapshot: false,
    },
    Case {
        name: "split_stack",
        file: "tests/spec_programs/split_stack.c",
        goal: "eval",
        options: &[],
        statics: &[],
        prototype: "int eval(int, int);",
        residual_prototype: "int eval_spec(int, int);",
        driver: "for (int x = -3; x <= 3; x++)\n\
                   for (int y = -2; y <= 2; y++) printf(\"%d\\n\", CALL(x, y));",
        original_call: "#define CALL(x, y) eval(x, y)",
        residual_call: "#define CALL(x, y) eval_spec(x, y)",
        snapshot: true,
    },
    Case {
        name: "recursive_deep",
        file: "tests/spec_programs/recursive_deep.c",
        goal: "f",
        options: &[],
        statics: &["n=1500"],
        prototype: "int f(int, int);",
        residual_prototype: "int f_spec(int);",
        driver: "for (int d = -3; d <= 3; d++) printf(\"%d\\n\", CALL(d));",
        original_call: "#define CALL(d) f(1500, d)",
        residual_call: "#define CALL(d) f_spec(d)",
        snapshot: false,
    },
    Case {
        name: "keytab_update",
        file: "c-examples/keytab/update.c",
        goal: "update",
        options: &["--name", "update_word"],
        statics: &["word=\"while\""],
        prototype: "int update(const char *, int);",
        residual_prototype: "int update_word(int);",
        driver: "for (int c = -2; c <= 40; c += 7) printf(\"%d\\n\", CALL(c));",
        original_call: "#define CALL(c) update(\"while\", c)",
        residual_call: "#define CALL(c) update_word(c)",
        snapshot: true,
    },
    Case {
        name: "name_like_a_copy",
        file: "tests/spec_programs/name_like_a_copy.c",
        goal: "report",
        options: &["--name", "sq_0"],
        statics: &["k=3"],
        prototype: "int report(int, int);",
        residual_prototype: "int sq_0(int);",
        driver: "for (int v = -40; v <= 40; v += 3) printf(\"%d\\n\", CALL(v));",
        original_call: "#define CALL(v) report(3, v)",
        residual_call: "#define CALL(v) sq_0(v)",
        snapshot: false,
    },
    Case {
        name: "helper_split_by_caller",
        file: "tests/spec_programs/helper_split_by_caller.c",
        goal: "checksum",
        options: &[],
        statics: &["reflect=1", "poly=0x1021"],
        prototype: "unsigned checksum(int, unsigned, unsigned);",
        residual_prototype: "unsigned checksum_spec(unsigned);",
        driver: "for (unsigned d = 0; d < 200000; d += 7919) printf(\"%u\\n\", CALL(d));",
        original_call: "#define CALL(d) checksum(1, 0x1021, d)",
        residual_call: "#define CALL(d) checksum_spec(d)",
        snapshot: true,
    },
    Case {
        name: "prefix_tree",
        file: "tests/spec_programs/prefix_tree.c",
        goal: "decode",
        options: &[],
        statics: &["codes={\"00\", \"01\", \"100\", \"11\"}", "count=4"],
        prototype: "int decode(const char *const *, int, const unsigned char *, int, int *);",
        residual_prototype: "int decode_spec(const unsigned char *, int, int *);",
        driver: "static const char *const codes[] = {\"00\", \"01\", \"100\", \"11\"};\n\
                 unsigned char bits[24]; int out[24];\n\
                 for (unsigned seed = 1; seed < 400; seed += 37) {\n\
                   int nbits = (int)(seed % 23);\n\
                   for (int i = 0; i < nbits; i++) bits[i] = (unsigned char)((seed >> (i % 9)) ^ (unsigned)i) & 3;\n\
                   int n = CALL(bits, nbits, out);\n\
                   printf(\"%d:\", n);\n\
                   for (int i = 0; i < n; i++) printf(\" %d\", out[i]);\n\
                   printf(\"\\n\"); }\n\
                 (void)codes;",
        original_call: "#define CALL(b, n, o) decode(codes, 4, b, n, o)",
        residual_call: "#define CALL(b, n, o) decode_spec(b, n, o)",
        snapshot: true,
    },
    Case {
        name: "threaded_branch",
        file: "tests/spec_programs/threaded_branch.c",
        goal: "run",
        options: &[],
        statics: &[
            "code={PUSH, 0, STORE, 0, LOADA, STORE, 1, LOAD, 1, JNZ, 13, JMP, 29, LOAD, 0, LOAD, 1, ADD, STORE, 0, LOAD, 1, PUSH, -1, ADD, STORE, 1, JMP, 7, LOAD, 0, HALT}",
        ],
        prototype: "long run(const int *, long);",
        residual_prototype: "long run_spec(long);",
        driver: "static const int code[] = {0, 0, 3, 0, 1, 3, 1, 2, 1, 5, 13, 6, 29, 2, 0, 2, 1, 4, 3, 0, 2, 1, 0, -1, 4, 3, 1, 6, 7, 2, 0, 7};\n\
                 for (long a = 0; a <= 30; a += 3) printf(\"%ld\\n\", CALL(a));\n\
                 (void)code;",
        original_call: "#define CALL(a) run(code, a)",
        residual_call: "#define CALL(a) run_spec(a)",
        snapshot: true,
    },
    Case {
        name: "char_class",
        file: "tests/spec_programs/char_class.c",
        goal: "class_of",
        options: &[],
        statics: &["set=\"+-*/%^\""],
        prototype: "int class_of(const char *, int);",
        residual_prototype: "int class_of_spec(int);",
        driver: "for (int c = 0; c < 128; c += 3) printf(\"%d\\n\", CALL(c));\n\
                 printf(\"%d %d\\n\", CALL('%'), CALL('^'));",
        original_call: "#define CALL(c) class_of(\"+-*/%^\", c)",
        residual_call: "#define CALL(c) class_of_spec(c)",
        snapshot: false,
    },
    Case {
        name: "copied_bytes",
        file: "tests/spec_programs/copied_bytes.c",
        goal: "fill",
        options: &[],
        statics: &["name=\"ledger\"", "r={'q', 12, -3}"],
        prototype: "struct record { char tag; int weight; short code; };\n\
                    int fill(const char *, const struct record *, int, char *, int);",
        residual_prototype: "int fill_spec(int, char *, int);",
        driver: "static const struct { char tag; int weight; short code; } r = {'q', 12, -3}; char out[16];\n\
                 for (int scale = -4; scale <= 4; scale += 2)\n\
                   for (int n = 0; n < 9; n += 4) {\n\
                     int v = CALL(scale, out, n); printf(\"%d %s\\n\", v, out); }\n\
                 (void)r;",
        original_call: "#define CALL(s, o, n) fill(\"ledger\", (const struct record *)(const void *)&r, s, o, n)",
        residual_call: "#define CALL(s, o, n) fill_spec(s, o, n)",
        snapshot: true,
    },
    Case {
        name: "keyword_compare",
        file: "tests/spec_programs/keyword_compare.c",
        goal: "lookup",
        options: &[],
        statics: &["keywords={\"if\", \"while\", \"for\", \"return\"}", "n=4"],
        prototype: "int lookup(const char *const *, int, const char *, const unsigned char *);",
        residual_prototype: "int lookup_spec(const char *, const unsigned char *);",
        driver: "static const char *const keywords[] = {\"if\", \"while\", \"for\", \"return\"};\n\
                 static const char *const words[] = {\"\", \"i\", \"if\", \"iff\", \"whale\", \"while\", \"whiles\", \"for\", \"fo\", \"return\", \"\\xff\", \"zz\"};\n\
                 static const unsigned char headers[][4] = {{0x7f, 'E', 'L', 'F'}, {0x89, 'P', 'N', 'G'}, {0, 0, 0, 0}, {0x7f, 'E', 'L', 0xff}};\n\
                 for (int w = 0; w < 12; w++) for (int h = 0; h < 4; h++) printf(\"%d\\n\", CALL(words[w], headers[h]));\n\
                 (void)keywords;",
        original_call: "#define CALL(w, h) lookup(keywords, 4, w, h)",
        residual_call: "#define CALL(w, h) lookup_spec(w, h)",
        snapshot: true,
    },
    Case {
        name: "made_addresses",
        file: "tests/spec_programs/made_addresses.c",
        goal: "weigh",
        options: &[],
        statics: &["k=3"],
        prototype: "long weigh(int, const void *, int);",
        residual_prototype: "long weigh_spec(const void *, int);",
        driver: "static int here;\n\
                 for (int i = -3; i <= 3; i++) printf(\"%ld %ld\\n\", CALL(&here, i), CALL((const void *)-1, i));",
        original_call: "#define CALL(p, i) weigh(3, p, i)",
        residual_call: "#define CALL(p, i) weigh_spec(p, i)",
        snapshot: false,
    },
    Case {
        name: "wrapped_counter",
        file: "tests/spec_programs/wrapped_counter.c",
        goal: "checksum",
        options: &[],
        statics: &["len=40"],
        prototype: "unsigned long checksum(unsigned long, const unsigned char *);",
        residual_prototype: "unsigned long checksum_spec(const unsigned char *);",
        driver: "static unsigned char bytes[64];\n\
                 for (int i = 0; i < 64; i++) bytes[i] = (unsigned char)(i * 37 + 11);\n\
                 for (int off = 0; off < 16; off++) printf(\"%lu\\n\", CALL(bytes + off));",
        original_call: "#define CALL(b) checksum(40, b)",
        residual_call: "#define CALL(b) checksum_spec(b)",
        snapshot: false,
    },
    Case {
        name: "union_write_back_1",
        file: "tests/spec_programs/union_write_back.c",
        goal: "update",
        options: &[],
        statics: &["sel=1"],
        prototype: "#include <string.h>\nunion cell { char c; long l; struct { short s; char t; } st; };\n\
                    extern union cell shared; int update(int, int);",
        residual_prototype: "#include <string.h>\nunion cell { char c; long l; struct { short s; char t; } st; };\n\
                             extern union cell shared; int update_spec(int);",
        driver: "for (int x = 0; x < 3; x++) {\n\
                   memset(&shared, 0xa5 + x, sizeof shared);\n\
                   int r = CALL(x);\n\
                   printf(\"%d %d %d %lx\\n\", r, shared.st.s, shared.st.t, (unsigned long)shared.l); }",
        original_call: "#define CALL(x) update(1, x)",
        residual_call: "#define CALL(x) update_spec(x)",
        snapshot: false,
    },
    Case {
        name: "union_write_back_2",
        file: "tests/spec_programs/union_write_back.c",
        goal: "update",
        options: &[],
        statics: &["sel=2"],
        prototype: "#include <string.h>\nunion cell { char c; long l; struct { short s; char t; } st; };\n\
                    extern union cell shared; int update(int, int);",
        residual_prototype: "#include <string.h>\nunion cell { char c; long l; struct { short s; char t; } st; };\n\
                             extern union cell shared; int update_spec(int);",
        driver: "for (int x = 0; x < 3; x++) {\n\
                   memset(&shared, 0xa5 + x, sizeof shared);\n\
                   int r = CALL(x);\n\
                   printf(\"%d %d %d %lx\\n\", r, shared.st.s, shared.st.t, (unsigned long)shared.l); }",
        original_call: "#define CALL(x) update(2, x)",
        residual_call: "#define CALL(x) update_spec(x)",
        snapshot: false,
    },
    Case {
        name: "bit_field_write_back",
        file: "tests/spec_programs/bit_field_write_back.c",
        goal: "setup",
        options: &[],
        statics: &["mode=5"],
        prototype: "#include <string.h>\nstruct flags { unsigned ready : 1; unsigned mode : 3; signed level : 4; int count; };\n\
                    extern struct flags partial, whole, cleared, beside, table[3]; int setup(int, int);",
        residual_prototype: "#include <string.h>\nstruct flags { unsigned ready : 1; unsigned mode : 3; signed level : 4; int count; };\n\
                             extern struct flags partial, whole, cleared, beside, table[3]; int setup_spec(int);",
        driver: "for (int x = 0; x < 3; x++) {\n\
                   memset(&partial, 0xa5 + x, sizeof partial); memset(&whole, 0x5a, sizeof whole);\n\
                   memset(&beside, 0xff - x, sizeof beside); memset(table, 0x33 + x, sizeof table);\n\
                   int r = CALL(x);\n\
                   struct flags *all[] = {&partial, &whole, &cleared, &beside, &table[0], &table[1], &table[2]};\n\
                   printf(\"%d\", r);\n\
                   for (int i = 0; i < 7; i++) printf(\" | %u %u %d %d\", all[i]->ready, all[i]->mode, all[i]->level, all[i]->count);\n\
                   printf(\"\\n\"); }",
        original_call: "#define CALL(x) setup(5, x)",
        residual_call: "#define CALL(x) setup_spec(x)",
        snapshot: false,
    },
    Case {
        name: "search_write_back",
        file: "tests/spec_programs/search_write_back.c",
        goal: "lookup",
        options: &[],
        statics: &["step=7"],
        prototype: "#include <string.h>\nstruct stats { int entries; short first, last; char kind; long total; unsigned char seen[4]; double mean; int spare; };\n\
                    extern int table[40]; extern struct stats stats; int lookup(int, int);",
        residual_prototype: "#include <string.h>\nstruct stats { int entries; short first, last; char kind; long total; unsigned char seen[4]; double mean; int spare; };\n\
                             extern int table[40]; extern struct stats stats; int lookup_spec(int);",
        driver: "for (int key = -2; key < 290; key += 3) {\n\
                   memset(table, key & 0xff, sizeof table); memset(&stats, 0x11, sizeof stats);\n\
                   int r = CALL(key);\n\
                   long sum = 0; for (int i = 0; i < 40; i++) sum = sum * 31 + table[i];\n\
                   printf(\"%d %ld %d %d %d %c %ld %u %u %g %d\\n\", r, sum, stats.entries, stats.first, stats.last, stats.kind,\n\
                          stats.total, stats.seen[1], stats.seen[3], stats.mean, stats.spare); }",
        original_call: "#define CALL(x) lookup(7, x)",
        residual_call: "#define CALL(x) lookup_spec(x)",
        snapshot: true,
    },
    Case {
        name: "float_classes",
        file: "tests/spec_programs/float_classes.c",
        goal: "classes",
        options: &[],
        statics: &["fixed=1e-310", "fixed_f=3.0"],
        prototype: "int classes(double, float, double, float, long double);",
        residual_prototype: "int classes_spec(double, float, long double);",
        driver: "double ds[] = {0.0, -0.0, 1.0, 2.2250738585072014e-308, 1e-310, -1e-320, 1.7976931348623157e308, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0};\n\
                 float fs[] = {0.0f, 1.17549435e-38f, 1e-40f, -1e-45f, 3.0f, 1e38f, 1.0f / 0.0f, 0.0f / 0.0f, -0.0f, -2.5f};\n\
                 for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++)\n\
                 printf(\"%d\\n\", CALL(ds[i], fs[j], (long double)ds[(i + j) % 10] / 4));",
        original_call: "#define CALL(d, f, l) classes(1e-310, 3.0f, d, f, l)",
        residual_call: "#define CALL(d, f, l) classes_spec(d, f, l)",
        snapshot: false,
    },
    Case {
        name: "relative_jump_table",
        file: "tests/spec_programs/relative_jump_table.c",
        goal: "classify",
        options: &[],
        statics: &["weight=3"],
        prototype: "int classify(int, const char *, int *);",
        residual_prototype: "int classify_spec(const char *, int *);",
        driver: "const char *in[] = {\"\", \"abc123\", \"Hello, World! 42\", \"\\xc3\\xa9t\\xc3\\xa9\", \"~~~\"};\n\
                 for (int i = 0; i < 5; i++) { int out[3]; int n = CALL(in[i], out);\n\
                 printf(\"%d %d %d %d\\n\", n, out[0], out[1], out[2]); }",
        original_call: "#define CALL(s, o) classify(3, s, o)",
        residual_call: "#define CALL(s, o) classify_spec(s, o)",
        snapshot: false,
    },
    Case {
        name: "kept_given_object",
        file: "tests/spec_programs/kept_given_object.c",
        goal: "keep_header",
        options: &["--unit", "tests/spec_programs/kept_given_object.c"],
        statics: &[
            "h={.id=7, .name=\"file.txt\", .extra=(const unsigned char *)\"EXTRA\", .extra_len=5, .part=&(struct part){42}, .tags=(const char *const[]){\"a\", \"bc\", NULL}, .scale=triple}",
        ],
        prototype: "#include <stddef.h>\nstruct part { int weight; };\n\
                    struct header { int id; const char *name; const unsigned char *extra; unsigned extra_len; const struct part *part; const char *const *tags; int (*scale)(int); };\n\
                    int keep_header(const struct header *); const char *header_name(void); unsigned header_extra(unsigned);\n\
                    int header_weight(void); const char *header_tag(int); int header_scaled(int); int triple(int);",
        residual_prototype: "#include <stddef.h>\nint keep_header_spec(void); const char *header_name(void); unsigned header_extra(unsigned);\n\
                             int header_weight(void); const char *header_tag(int); int header_scaled(int);",
        driver: "printf(\"before %s %d\\n\", header_name(), header_weight());\n\
                 int r = CALL();\n\
                 printf(\"%d %s %u %u %d %s %s %d %d\\n\", r, header_name(), header_extra(0), header_extra(4), header_weight(),\n\
                        header_tag(0), header_tag(1), header_tag(2) == NULL, header_scaled(7));",
        original_call: "static const struct part part = {42};\n\
                        static const char *const tags[] = {\"a\", \"bc\", NULL};\n\
                        static const struct header given = {7, \"file.txt\", (const unsigned char *)\"EXTRA\", 5, &part, tags, triple};\n\
                        #define CALL() keep_header(&given)",
        residual_call: "#define CALL() keep_header_spec()",
        snapshot: false,
    },
    Case {
        name: "bit_field_units",
        file: "tests/spec_programs/bit_field_units.c",
        goal: "configure",
        options: &[],
        statics: &["level=9"],
        prototype: "#include <string.h>\n\
                    struct opt { unsigned verbose : 1; unsigned level : 4; unsigned char tag; };\n\
                    struct after_char { unsigned char c; unsigned a : 5; };\n\
                    struct copied { int c; unsigned a : 4; };\n\
                    struct gapped { unsigned on : 1; unsigned : 3; unsigned mode : 2; unsigned short id; };\n\
                    extern struct opt options; extern struct after_char marked; extern struct copied copied;\n\
                    extern struct gapped gapped; int configure(int, int);",
        residual_prototype: "#include <string.h>\n\
                    struct opt { unsigned verbose : 1; unsigned level : 4; unsigned char tag; };\n\
                    struct after_char { unsigned char c; unsigned a : 5; };\n\
                    struct copied { int c; unsigned a : 4; };\n\
                    struct gapped { unsigned on : 1; unsigned : 3; unsigned mode : 2; unsigned short id; };\n\
                    extern struct opt options; extern struct after_char marked; extern struct copied copied;\n\
                    extern struct gapped gapped; int configure_spec(int);",
        driver: "for (int x = 0; x < 3; x++) {\n\
                   memset(&options, 0xa5 + x, sizeof options); memset(&marked, 0x5a + x, sizeof marked);\n\
                   memset(&copied, 0x3c, sizeof copied); copied.c = 1000 + x; memset(&gapped, 0xff, sizeof gapped);\n\
                   int r = CALL(x);\n\
                   struct gapped want; memset(&want, 0, sizeof want); want.on = 1; want.mode = 2; want.id = 900;\n\
                   printf(\"%d | %u %u %c | %u %u | %d %u | %u %u %u %d\\n\", r, options.verbose, options.level, options.tag,\n\
                          marked.c, marked.a, copied.c, copied.a, gapped.on, gapped.mode, gapped.id,\n\
                          memcmp(&gapped, &want, sizeof want) == 0); }",
        original_call: "#define CALL(x) configure(9, x)",
        residual_call: "#define CALL(x) configure_spec(x)",
        snapshot: false,
    },
    Case {
        name: "changed_given_array",
        file: "tests/spec_programs/changed_given_array.c",
        goal: "init",
        options: &["--unit", "tests/spec_programs/changed_given_array.c"],
        statics: &["b={(char[]){\"hello\"}, (int[]){1, 2, 3}, 5}"],
        prototype: "struct buf { char *data; int *nums; int n; };\n\
                    int init(struct buf *, int); const char *kept_data(void); int kept_num(int);",
        residual_prototype: "int init_spec(int); const char *kept_data(void); int kept_num(int);",
        driver: "int r = CALL(1);\n\
                 printf(\"%d %s %d %d %d\\n\", r, kept_data(), kept_num(0), kept_num(1), kept_num(2));",
        original_call: "static char data[] = \"hello\"; static int nums[] = {1, 2, 3};\n\
                        static struct buf given = {data, nums, 5};\n\
                        #define CALL(x) init(&given, x)",
        residual_call: "#define CALL(x) init_spec(x)",
        snapshot: false,
    },
    Case {
        name: "old_offsetof",
        file: "tests/spec_programs/old_offsetof.c",
        goal: "field",
        options: &[],
        statics: &["which=1"],
        prototype: "struct rec { char tag; int a; struct { short pad; long b[3]; } inner; };\n\
                    long field(int, const struct rec *);",
        residual_prototype: "struct rec { char tag; int a; struct { short pad; long b[3]; } inner; };\n\
                             long field_spec(const struct rec *);",
        driver: "struct rec r = {'x', 5, {3, {10, 20, 30}}};\n\
                 for (int k = 0; k < 4; k++) { r.inner.b[2] += k; printf(\"%ld\\n\", CALL(&r)); }",
        original_call: "#define CALL(r) field(1, r)",
        residual_call: "#define CALL(r) field_spec(r)",
        snapshot: false,
    },
    Case {
        name: "padding_write_back_0",
        file: "tests/spec_programs/padding_write_back.c",
        goal: "fill",
        options: &[],
        statics: &["sel=0"],
        prototype: "#include <string.h>\nstruct padded { char c; int i; short s; long l; char t; };\n\
                    extern struct padded out; int fill(int, int);",
        residual_prototype: "#include <string.h>\nstruct padded { char c; int i; short s; long l; char t; };\n\
                             extern struct padded out; int fill_spec(int);",
        driver: "for (int x = 0; x < 2; x++) {\n\
                   memset(&out, 0xf0 + x, sizeof out);\n\
                   printf(\"%d:\", CALL(x));\n\
                   for (unsigned i = 0; i < sizeof out; i++) printf(\" %02x\", ((unsigned char *)&out)[i]);\n\
                   printf(\"\\n\"); }",
        original_call: "#define CALL(x) fill(0, x)",
        residual_call: "#define CALL(x) fill_spec(x)",
        snapshot: false,
    },
    Case {
        name: "padding_write_back_1",
        file: "tests/spec_programs/padding_write_back.c",
        goal: "fill",
        options: &[],
        statics: &["sel=1"],
        prototype: "#include <string.h>\nstruct padded { char c; int i; short s; long l; char t; };\n\
                    extern struct padded out; int fill(int, int);",
        residual_prototype: "#include <string.h>\nstruct padded { char c; int i; short s; long l; char t; };\n\
                             extern struct padded out; int fill_spec(int);",
        driver: "for (int x = 0; x < 2; x++) {\n\
                   memset(&out, 0xf0 + x, sizeof out);\n\
                   printf(\"%d:\", CALL(x));\n\
                   for (unsigned i = 0; i < sizeof out; i++) printf(\" %02x\", ((unsigned char *)&out)[i]);\n\
                   printf(\"\\n\"); }",
        original_call: "#define CALL(x) fill(1, x)",
        residual_call: "#define CALL(x) fill_spec(x)",
        snapshot: false,
    },
    Case {
        name: "library_globals",
        file: "tests/spec_programs/library_globals.c",
        goal: "scaled",
        options: &[],
        statics: &["k=5"],
        prototype: "extern int verbose, limit; int scaled(int, int);",
        residual_prototype: "extern int verbose, limit; int scaled_spec(int);",
        driver: "for (int round = 0; round < 3; round++) {\n\
                   verbose = round != 1; limit = round * 7 - 3;\n\
                   for (int x = -4; x <= 4; x += 2) printf(\"%d\\n\", CALL(x)); }",
        original_call: "#define CALL(x) scaled(5, x)",
        residual_call: "#define CALL(x) scaled_spec(x)",
        snapshot: true,
    },
    Case {
        name: "keytab_update_absent",
        file: "c-examples/keytab/update.c",
        goal: "update",
        options: &["--name", "update_word"],
        statics: &["word=\"auto\""],
        prototype: "int update(const char *, int);",
        residual_prototype: "int update_word(int);",
        driver: "for (int c = -2; c <= 40; c += 7) printf(\"%d\\n\", CALL(c));",
        original_call: "#define CALL(c) update(\"auto\", c)",
        residual_call: "#define CALL(c) update_word(c)",
        snapshot: false,
    },
    Case {
        name: "tree",
        file: "c-examples/tree/tree.c",
        goal: "histogram",
        options: &[],
        statics: &[],
        prototype: "long histogram(const int *, int, int *);",
        residual_prototype: "long histogram_spec(const int *, int, int *);",
        driver: "static int samples[500];\n\
                 for (int i = 0; i < 500; i++) samples[i] = (i * 37 + i / 7) % 101 - 2;\n\
                 for (int n = 0; n <= 500; n += 125) {\n\
                   int misses = -1;\n\
                   long sum = CALL(samples, n, &misses);\n\
                   printf(\"%d: %ld %d\\n\", n, sum, misses);\n\
                 }",
        original_call: "#define CALL(s, n, m) histogram(s, n, m)",
        residual_call: "#define CALL(s, n, m) histogram_spec(s, n, m)",
        snapshot: false,
    },
    Case {
        name: "tree_unfolded",
        file: "c-examples/tree/tree.c",
        goal: "histogram",
        options: &["--unfold", "insert"],
        statics: &[],
        prototype: "long histogram(const int *, int, int *);",
        residual_prototype: "long histogram_spec(const int *, int, int *);",
        driver: "static int samples[300];\n\
                 for (int i = 0; i < 300; i++) samples[i] = (i * 53) % 99;\n\
                 for (int n = 300; n >= 0; n -= 100) {\n\
                   int misses = -1;\n\
                   long sum = CALL(samples, n, &misses);\n\
                   printf(\"%d: %ld %d\\n\", n, sum, misses);\n\
                 }",
        original_call: "#define CALL(s, n, m) histogram(s, n, m)",
        residual_call: "#define CALL(s, n, m) histogram_spec(s, n, m)",
        snapshot: true,
    },
    // `#pragma cmix residual`: a global and a function's local stay
    // dynamic although the static input would fold them.
    Case {
        name: "pragma_residual",
        file: "tests/spec_programs/pragma_residual.c",
        goal: "scale",
        options: &[],
        statics: &["n=4"],
        prototype: "int scale(int, int);",
        residual_prototype: "int scale_spec(int);",
        driver: "for (int x = -3; x <= 3; x++) printf(\"%d\\n\", CALL(x));",
        original_call: "#define CALL(x) scale(4, x)",
        residual_call: "#define CALL(x) scale_spec(x)",
        snapshot: false,
    },
    // `#pragma cmix generalize`: the variables the kernel would generalize
    // are dynamic from the start.
    Case {
        name: "pragma_generalize",
        file: "tests/spec_programs/pragma_generalize.c",
        goal: "count",
        options: &[],
        statics: &["pat=\"ab\""],
        prototype: "int count(const char *, const char *);",
        residual_prototype: "int count_spec(const char *);",
        driver: "const char *in[] = {\"\", \"ab\", \"aab\", \"abab\", \"xaby\", \"ba\", \"aaabbb\"};\n\
                 for (int i = 0; i < 7; i++) printf(\"%d\\n\", CALL(in[i]));",
        original_call: "#define CALL(s) count(\"ab\", s)",
        residual_call: "#define CALL(s) count_spec(s)",
        snapshot: false,
    },
    // `#pragma cmix spectime`: hypot of the static sides runs during
    // specialization.
    Case {
        name: "pragma_spectime",
        file: "tests/spec_programs/pragma_pure.c",
        goal: "diagonal",
        options: &[],
        statics: &["w=3", "h=4"],
        prototype: "double diagonal(int, int, double);\n\
                    int shout(const char *s) { return printf(\"%s!\\n\", s); }",
        residual_prototype: "double diagonal_spec(double);",
        driver: "for (int s = -2; s <= 2; s++) printf(\"%.3f\\n\", CALL(s * 1.5));",
        original_call: "#define CALL(s) diagonal(3, 4, s)",
        residual_call: "#define CALL(s) diagonal_spec(s)",
        snapshot: false,
    },
    // `#pragma cmix reads_string` on the program's own external function:
    // the static name stays static, `strlen` of it is folded and the
    // call gets a string literal.
    Case {
        name: "pragma_reads_string",
        file: "tests/spec_programs/pragma_pure.c",
        goal: "greet",
        options: &[],
        statics: &["name=\"bob\""],
        prototype: "int greet(const char *, int);\n\
                    int shout(const char *s) { return printf(\"%s!\\n\", s); }",
        residual_prototype: "int greet_spec(int);\n\
                             int shout(const char *s) { return printf(\"%s!\\n\", s); }",
        driver: "for (int t = 0; t <= 3; t++) printf(\"%d\\n\", CALL(t));",
        original_call: "#define CALL(t) greet(\"bob\", t)",
        residual_call: "#define CALL(t) greet_spec(t)",
        snapshot: false,
    },
];

const TIMEOUT: Duration = Duration::from_secs(120);

fn compile(dir: &Path, sources: &[&Path], extra: &[&str], out: &str) -> Result<(), String> {
    let exe = dir.join(out);
    let mut cmd = Command::new("cc");
    cmd.args(extra).args(sources).arg("-o").arg(&exe).arg("-lm");
    let o = run_with_timeout(&mut cmd, None, TIMEOUT);
    if o.code() != Some(0) {
        return Err(format!(
            "cc failed ({}):\n{}",
            o.describe(),
            o.stderr_text()
        ));
    }
    Ok(())
}

fn run(dir: &Path, exe: &str) -> Result<Vec<u8>, String> {
    let o = run_with_timeout(&mut Command::new(dir.join(exe)), None, TIMEOUT);
    if o.code() != Some(0) {
        return Err(format!("{exe}: {}", o.describe()));
    }
    Ok(o.stdout)
}

fn check(case: &Case) -> Result<String, String> {
    check_with(case, &[])
}

/// `check`, with more options for cmix.
fn check_with(case: &Case, more: &[&str]) -> Result<String, String> {
    let root = repo_root();
    let dir = TempDir::new(case.name);
    let residual = dir.path().join("residual.c");
    let mut cmd = Command::new(cmix());
    cmd.current_dir(&root)
        .arg("spec")
        .arg(case.file)
        .arg("--goal")
        .arg(case.goal);
    for s in case.statics {
        cmd.arg(format!("--static={s}"));
    }
    cmd.args(case.options);
    cmd.args(more);
    cmd.arg("-o").arg(&residual);
    let o = run_with_timeout(&mut cmd, None, TIMEOUT);
    if o.code() != Some(0) {
        return Err(format!("cmix spec: {}\n{}", o.describe(), o.stderr_text()));
    }
    let text = std::fs::read_to_string(&residual).map_err(|e| e.to_string())?;

    let driver = |prototype: &str, call: &str| {
        format!(
            "#include <stdio.h>\n{prototype}\n{call}\nint main(void) {{\n{}\nreturn 0;\n}}\n",
            case.driver
        )
    };
    let original_driver = dir.path().join("original_driver.c");
    let mut original_text = driver(case.prototype, case.original_call);
    if case.name == "interp" {
        let program =
            std::fs::read(root.join("c-examples/interp/primes.asm")).map_err(|e| e.to_string())?;
        let bytes: Vec<String> = program.iter().map(|b| b.to_string()).collect();
        original_text.push_str(&format!(
            "const char cmix_primes[] = {{{}, 0}};\n",
            bytes.join(", ")
        ));
    }
    std::fs::write(&original_driver, original_text).map_err(|e| e.to_string())?;
    let residual_driver = dir.path().join("residual_driver.c");
    std::fs::write(
        &residual_driver,
        driver(case.residual_prototype, case.residual_call),
    )
    .map_err(|e| e.to_string())?;

    let original = root.join(case.file);
    let object = dir.path().join("original.o");
    let mut cmd = Command::new("cc");
    cmd.args(["-std=gnu99", "-w", "-Dmain=cmix_original_main", "-c"])
        .arg(&original)
        .arg("-o")
        .arg(&object);
    let o = run_with_timeout(&mut cmd, None, TIMEOUT);
    if o.code() != Some(0) {
        return Err(format!("cc failed on the original: {}", o.stderr_text()));
    }
    compile(
        dir.path(),
        &[&object, &original_driver],
        &["-w"],
        "original",
    )?;
    compile(
        dir.path(),
        &[&residual, &residual_driver],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        "residual",
    )?;
    let expected = run(dir.path(), "original")?;
    let actual = run(dir.path(), "residual")?;
    if expected != actual {
        return Err(format!(
            "outputs differ:\n{}",
            line_diff(
                &String::from_utf8_lossy(&expected),
                &String::from_utf8_lossy(&actual),
                20
            )
        ));
    }
    Ok(text)
}

#[test]
fn residual_programs_behave_like_the_originals() {
    let results = parallel_map(CASES, check);
    let mut failures = Vec::new();
    for (case, result) in CASES.iter().zip(results) {
        match result {
            Ok(text) => {
                if case.snapshot {
                    check_snapshot(&format!("{}.residual.c", case.name), &text, &mut failures);
                }
            }
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Cases whose residual functions are split into parts when a function
/// may hold only a dozen statements: every kind of residual function
/// (loops, calls, end-configurations, static heap, recursion, strings).
const SPLIT_CASES: &[&str] = &[
    "split_parts",
    "mini_printf",
    "logline",
    "binsearch",
    "interp",
    "regexvm",
    "bf",
    "calc",
    "endconf",
    "heap_state",
    "tree",
    "keytab",
    "stack",
    "varargs_format",
    "columns",
    "gsort",
];

#[test]
fn residual_functions_split_into_parts_behave_like_the_originals() {
    let cases: Vec<&Case> = CASES
        .iter()
        .filter(|c| SPLIT_CASES.contains(&c.name))
        .collect();
    assert_eq!(
        cases.len(),
        SPLIT_CASES.len(),
        "a case of SPLIT_CASES is missing"
    );
    let results = parallel_map(&cases, |case| {
        let more: &[&str] = match case.options.contains(&"--max-function") {
            true => &[],
            false => &["--max-function", "12"],
        };
        let text = check_with(case, more)?;
        if text.contains("__attribute__((noinline))") {
            Ok(())
        } else {
            Err("no function was split".to_string())
        }
    });
    let failures: Vec<String> = cases
        .iter()
        .zip(results)
        .filter_map(|(case, r)| r.err().map(|e| format!("{}: {e}", case.name)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Undefined behaviour in the static inputs' own computation is an error
/// with the source line, not a crash and not a computed value.
#[test]
fn static_undefined_behaviour_is_a_diagnostic() {
    let dir = TempDir::new("spec-ub");
    let file = dir.path().join("ub.c");
    std::fs::write(
        &file,
        "int f(int n, int x) { int a[4]; a[n] = 1; return a[0] + x; }\n\
         int g(int n, int x) { return x + 10 / n; }\n\
         int h(int n, int x) { int y; if (n) y = 1; return y + x; }\n\
         int k(int n, int x) { return x + (n + 2147483647); }\n\
         void *malloc(unsigned long); void free(void *); void *realloc(void *, unsigned long);\n\
         int u(int n, int x) { int *p = malloc(4 * sizeof(int)); p[0] = n; free(p); return p[0] + x; }\n\
         int df(int n, int x) { int *p = malloc(4 * sizeof(int)); p[0] = n; free(p); free(p); return x; }\n\
         int ro(int n, int x) { int *p = malloc(2 * sizeof(int)); p[0] = n;\n\
           int *q = realloc(p, 8 * sizeof(int)); return p[0] + q[0] + x; }\n\
         int fs(int n, int x) { int a[2]; a[0] = n; free(a); return x; }\n",
    )
    .expect("write");
    for (goal, value, expect) in [
        ("f", "4", "outside the object"),
        ("g", "0", "division by zero"),
        ("h", "0", "uninitialized"),
        ("k", "1", "signed integer overflow"),
        ("u", "1", "no longer exists"),
        ("df", "1", "free: the object no longer exists"),
        ("ro", "1", "no longer exists"),
        ("fs", "1", "malloc did not return"),
    ] {
        let o = run_with_timeout(
            Command::new(cmix())
                .arg("spec")
                .arg(&file)
                .arg("--goal")
                .arg(goal)
                .arg(format!("--static=n={value}")),
            None,
            TIMEOUT,
        );
        let err = o.stderr_text();
        assert_eq!(o.code(), Some(1), "{goal}: {}\n{err}", o.describe());
        assert!(
            err.contains(expect) && err.contains("ub.c:"),
            "{goal}: expected `{expect}` with a location, got:\n{err}"
        );
    }
}

/// --strict turns generalization into an error naming the variable, and
/// the limits stop a runaway specialization without writing output.
#[test]
fn strict_mode_and_limits() {
    let root = repo_root();
    let dir = TempDir::new("spec-strict");
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "c-examples/bf/bf.c", "--goal", "bf", "--strict"])
            .arg("--static=prog=\",[.,]\"")
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(
        o.stderr_text().contains("kept changing"),
        "{}",
        o.stderr_text()
    );
    assert!(!out.exists(), "no output file on failure");

    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "c-examples/power/power.c", "--goal", "power"])
            .args(["--static=n=100000", "--max-residual", "1000"])
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(
        o.stderr_text().contains("--max-residual"),
        "{}",
        o.stderr_text()
    );
    assert!(!out.exists(), "no output file on failure");
}

/// Counters of loops under dynamic control that only run-time
/// computations read are dynamic before specializing: one round, and a
/// note for each; a counter indexing an array of known length is left to
/// the kernel (which keeps it static, bounded by the array).
#[test]
fn counters_only_run_time_code_reads_are_dynamic_from_the_start() {
    let root = repo_root();
    let dir = TempDir::new("spec-counters");
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .env("CMIX_TIMINGS", "1")
            .args([
                "spec",
                "tests/spec_programs/one_round_counters.c",
                "--goal",
                "tally",
            ])
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    for name in ["i", "j"] {
        assert!(
            err.contains(&format!(
                "`{name}` in `tally` counts in a loop under dynamic control"
            )),
            "{err}"
        );
    }
    assert!(!err.contains("`k` in `tally`"), "{err}");
    let rounds = err.lines().filter(|l| l.contains("kernel ")).count();
    assert_eq!(rounds, 1, "{err}");
}

/// Variables that keep changing in different loops are found in one
/// round: specialization runs again once with both made dynamic, and
/// `--strict` still stops at the first.
#[test]
fn generalizations_found_in_one_round() {
    let root = repo_root();
    let dir = TempDir::new("spec-batch");
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .env("CMIX_TIMINGS", "1")
            .args([
                "spec",
                "tests/spec_programs/two_counters.c",
                "--goal",
                "count",
            ])
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("`i` in `count` kept changing")
            && err.contains("`j` in `count` kept changing"),
        "{err}"
    );
    let rounds = err.lines().filter(|l| l.contains("kernel ")).count();
    assert_eq!(
        rounds, 2,
        "one round to find both, one to specialize:\n{err}"
    );

    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args([
                "spec",
                "tests/spec_programs/two_counters.c",
                "--goal",
                "count",
            ])
            .args(["--strict", "-o"])
            .arg(&out),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert_eq!(err.matches("kept changing").count(), 1, "{err}");
}

/// What follows from one variable's growth is not blamed on others: in the
/// scanner benchmark only the token counter grows, and the scanner's state
/// (its position in the token table) stays static. (The counter is made
/// dynamic before specializing, `spec::counters`; `two_counters` keeps the
/// kernel's own search for growing variables tested.)
#[test]
fn a_growing_variable_is_not_blamed_on_others() {
    let dir = repo_root().join("bench-c/scanner");
    let out = TempDir::new("spec-blame");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&dir)
            .args(["spec", "scanner.c", "--goal", "scan"])
            .args(["--static", "table=@ctokens.tab", "-o"])
            .arg(out.path().join("out.c")),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("`ntokens` in `scan` counts in a loop under dynamic control"),
        "{err}"
    );
    assert_eq!(err.matches("cmix made").count(), 1, "{err}");
}

/// Specializes bench-c's `name` as its bench.args say (`goal`, one
/// `--static`); returns the notes, the residual's text and its path.
fn spec_bench(
    name: &str,
    goal: &str,
    static_arg: &str,
    work: &TempDir,
) -> (String, String, PathBuf) {
    let dir = repo_root().join("bench-c").join(name);
    let residual = work.path().join("residual.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&dir)
            .args(["spec", &format!("{name}.c"), "--goal", goal])
            .args(["--static", static_arg, "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    let text = std::fs::read_to_string(&residual).expect("residual written");
    (err, text, residual)
}

/// Links bench-c's `name` (its `main` renamed), `residual` and `driver`
/// (which calls both the original and the specialization) and runs it with
/// the benchmark's static input file as argument; returns what it prints.
fn run_beside_original(
    name: &str,
    residual: &Path,
    driver: &str,
    input: &str,
    work: &TempDir,
) -> String {
    let dir = repo_root().join("bench-c").join(name);
    let driver_path = work.path().join("driver.c");
    std::fs::write(&driver_path, driver).expect("write");
    compile(
        work.path(),
        &[&driver_path, &dir.join(format!("{name}.c")), residual],
        &["-w", &format!("-Dmain={name}_main")],
        "both",
    )
    .expect("cc");
    let o = run_with_timeout(
        Command::new(work.path().join("both")).arg(dir.join(input)),
        None,
        TIMEOUT,
    );
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.code(), Some(0), "{out}");
    out
}

/// A variable bounded by static data is part of the program point, not a
/// variable that grows: bench-c's bfbig interprets an 847-character
/// program whose brackets are matched at run time, and its program
/// position stays static while the input and output positions, which
/// grow, are generalized. The residual program is compiled code (no
/// dispatch left) and writes what the interpreter writes.
#[test]
fn a_position_in_static_data_stays_static() {
    let work = TempDir::new("spec-bounded");
    let (err, text, residual) = spec_bench("bfbig", "bf", "prog=@program.bf", &work);
    assert!(err.contains("`n` in `bf`"), "{err}");
    assert!(err.contains("`in` in `bf`"), "{err}");
    assert!(!err.contains("`pc`") && !err.contains("`dp`"), "{err}");
    assert!(!text.contains("switch"), "{text}");
    // The interpreter beside its specialization, on the same inputs.
    let out = run_beside_original(
        "bfbig",
        &residual,
        "#undef main\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\
         int bf(const char *, const char *, unsigned char *);\n\
         int bf_spec(const char *, unsigned char *);\n\
         int main(int argc, char **argv) {\n\
           (void)argc;\n\
           FILE *f = fopen(argv[1], \"r\");\n\
           static char prog[4096];\n\
           size_t len = fread(prog, 1, sizeof prog - 1, f);\n\
           prog[len] = 0;\n\
           fclose(f);\n\
           static unsigned char a[1 << 20], b[1 << 20];\n\
           const char *inputs[] = {\"\", \"\\001\", \"abc\", \"<zZ9!~\", \"\\177\\060\\033\"};\n\
           for (int i = 0; i < 5; i++) {\n\
             int n = bf(prog, inputs[i], a), m = bf_spec(inputs[i], b);\n\
             printf(\"%d %d %d\\n\", n, m, n == m && n >= 0 && memcmp(a, b, (size_t)n) == 0);\n\
           }\n\
           return 0;\n\
         }\n",
        "program.bf",
        &work,
    );
    assert_eq!(out.lines().count(), 5, "{out}");
    assert!(out.lines().all(|l| l.ends_with(" 1")), "{out}");
}

/// Bounded static variation on bench-c's lexer: the DFA's state, read from
/// its static table at a run-time index, stays static (a switch on the
/// value read, one block per state), the tables are built during
/// specialization, and the residual lexer counts what the original counts.
/// The class and transition tables are read as one composed table per
/// state: one load per character.
#[test]
fn a_dfa_state_read_from_static_tables_stays_static() {
    let text = lexer_counts_as_the_original_does("lexer", "spec-trick");
    assert!(text.contains("lookup_table"), "{text}");
    assert!(!text.contains("]]"), "{text}");
}

/// bench-c's flexlexer stores the DFA as flex does (default states, rows
/// packed into nxt/chk): the class read at run time is switched on, and
/// with the class static the chain of default states is followed during
/// specialization. Only the class table is left to read.
#[test]
fn packed_lexer_tables_are_followed_during_specialization() {
    let text = lexer_counts_as_the_original_does("flexlexer", "spec-flex");
    let tables: std::collections::BTreeSet<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| word.contains("_table"))
        .collect();
    assert_eq!(tables.len(), 1, "{tables:?}\n{text}");
}

/// Specializes bench-c's `bench` (a lexer with `lex(spec, text, counts)`)
/// to its `lexer.dfa`, checks the residual lexer against the original on
/// texts of every kind of token, and returns the residual code.
fn lexer_counts_as_the_original_does(bench: &str, work: &str) -> String {
    let work = TempDir::new(work);
    let (err, text, residual) = spec_bench(bench, "lex", "spec=@lexer.dfa", &work);
    assert!(!err.contains("`state`"), "{err}");
    assert!(text.contains("switch"), "{text}");
    assert!(!text.contains("build"), "{text}");
    let out = run_beside_original(
        bench,
        &residual,
        "#undef main\n#include <stdio.h>\n#include <string.h>\n\
         int lex(const char *, const char *, int *);\n\
         int lex_spec(const char *, int *);\n\
         int main(int argc, char **argv) {\n\
           (void)argc;\n\
           FILE *f = fopen(argv[1], \"r\");\n\
           static char spec[1 << 16];\n\
           size_t len = fread(spec, 1, sizeof spec - 1, f);\n\
           spec[len] = 0;\n\
           fclose(f);\n\
           const char *texts[] = {\"\", \"x\", \"a1 = b_2 + 34;\", \"/* c */ \\\"s t\\\" != <= >= && || ++ --\",\n\
             \"/* unterminated\", \"\\\"open\", \"if (a<b) { c = d / e * f; }\", \"#$@ 12ab !x\",\n\
             \"/** x **/ /*/ */ a\\tb \\xe9 ==== <<= &&& |||\"};\n\
           for (int i = 0; i < 9; i++) {\n\
             int a[32] = {0}, b[32] = {0};\n\
             int n = lex(spec, texts[i], a), m = lex_spec(texts[i], b);\n\
             printf(\"%d %d %d\\n\", n, m, memcmp(a, b, sizeof a) == 0);\n\
           }\n\
           return 0;\n\
         }\n",
        "lexer.dfa",
        &work,
    );
    assert_eq!(out.lines().count(), 9, "{out}");
    for line in out.lines() {
        let fields: Vec<&str> = line.split(' ').collect();
        assert!(
            fields.len() == 3 && fields[0] == fields[1] && fields[2] == "1",
            "{out}"
        );
    }
    text
}

/// A generalization says what it cost: the branch on the counter made
/// dynamic is named.
#[test]
fn a_generalization_says_what_it_cost() {
    let root = repo_root();
    let out = TempDir::new("spec-cost");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "tests/spec_programs/generalization_cost.c"])
            .args(["--goal", "every_third", "-o"])
            .arg(out.path().join("out.c")),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("`count` in `every_third` kept changing"),
        "{err}"
    );
    assert!(
        err.contains("what that cost: 2 statements and 1 branch")
            && err.contains("the first at tests/spec_programs/generalization_cost.c:7:13"),
        "{err}"
    );
}

/// A table that changes between reads at run-time indexes is generalized,
/// not copied once per version (200 versions of 16 KiB were 15 MB of C).
#[test]
fn a_table_that_keeps_changing_is_not_copied_per_version() {
    let root = repo_root();
    let out = TempDir::new("spec-changing");
    let residual = out.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "tests/spec_programs/changing_table.c"])
            .args(["--goal", "changing", "--static", "n=7", "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(err.contains("while it keeps changing"), "{err}");
    let size = std::fs::metadata(&residual)
        .expect("residual written")
        .len();
    assert!(size < 400_000, "residual of {size} bytes");
}

/// `code[pc++]` reads the code through a copy of `pc`; `pc` is still bounded
/// by the static code and stays static while what grows is generalized.
#[test]
fn a_program_counter_read_through_a_copy_stays_static() {
    let root = repo_root();
    let out = TempDir::new("spec-pc-copy");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "tests/spec_programs/pc_postincrement.c"])
            .args(["--goal", "vm", "--static", "code=\"P1OP2J2DDAOH\"", "-o"])
            .arg(out.path().join("out.c")),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(err.contains("`ip` in `vm`"), "{err}");
    assert!(!err.contains("`pc`"), "{err}");
}

/// A counter bumped under dynamic control and carried from call to call
/// (a test suite's failure count) would copy the callee and the rest of
/// `main` once per value: it is generalized after enough specializations
/// of the callee, and the residual program stays small and behaves alike.
#[test]
fn a_counter_carried_across_calls_is_generalized() {
    let root = repo_root();
    let dir = TempDir::new("spec-counter");
    let file = "tests/spec_programs/failure_counter.c";
    compile(dir.path(), &[&root.join(file)], &["-w"], "original").expect("cc");
    let expected = run(dir.path(), "original").expect("original runs");
    let residual = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", file, "--goal", "main", "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("global `failures` took") && err.contains("specializations of `check_all`"),
        "{err}"
    );
    let text = std::fs::read_to_string(&residual).expect("residual written");
    // Without the generalization: some 63,000 lines.
    assert!(
        text.lines().count() < 1000,
        "{} lines",
        text.lines().count()
    );
    compile(dir.path(), &[&residual], &["-w"], "residual").expect("cc residual");
    assert_eq!(
        run(dir.path(), "residual").expect("residual runs"),
        expected
    );
}

/// <ctype.h> and `strtod` on static data run during specialization in
/// the C locale only when the residual program surely runs in it: given
/// `main`, with glibc's answers for signed chars; without it (the caller
/// may have called `setlocale`), a non-ASCII character or case mapping of
/// `i` (Turkish) is refused.
#[test]
fn locale_dependent_calls_run_only_in_a_known_locale() {
    let root = repo_root();
    let dir = TempDir::new("spec-locale");
    let library = root.join("tests/spec_programs/ctype_classes.c");
    let main = dir.path().join("main.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\nlong scan(const char *, const char *);\n\
         int main(void) {\n\
         const char *inputs[] = {\"\", \"ab 9\", \"X-y!z\\tq\", \"\\351\\200 7\"};\n\
         for (int i = 0; i < 4; i++) printf(\"%ld\\n\", scan(\"aZ9 \\351-i\", inputs[i]));\n\
         return 0;\n}\n",
    )
    .expect("write");
    compile(dir.path(), &[&library, &main], &["-w"], "original").expect("cc");
    let expected = run(dir.path(), "original").expect("original runs");
    let residual = dir.path().join("whole.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&library)
            .arg(&main)
            .args(["--goal", "scan", "--static", "pattern=\"aZ9 \\351-i\""])
            .args(["--whole-program", "-q", "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = std::fs::read_to_string(&residual).expect("residual");
    assert!(
        !text.contains("isalpha(-23)"),
        "ran during specialization:\n{text}"
    );
    compile(
        dir.path(),
        &[&residual],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        "residual",
    )
    .expect("cc");
    assert_eq!(
        run(dir.path(), "residual").expect("residual runs"),
        expected
    );

    for pattern in ["pattern=\"\\351\"", "pattern=\"i\""] {
        let o = run_with_timeout(
            Command::new(cmix())
                .arg("spec")
                .arg(&library)
                .args(["--goal", "scan", "--static", pattern, "-o"])
                .arg(dir.path().join("library.c")),
            None,
            TIMEOUT,
        );
        assert_eq!(o.code(), Some(1), "{pattern}: {}", o.stderr_text());
        assert!(
            o.stderr_text().contains("depends on the locale"),
            "{pattern}: {}",
            o.stderr_text()
        );
    }

    // A program that sets its locale: `--pure` still runs the function,
    // and cmix says in which locale.
    let localized = dir.path().join("localized.c");
    std::fs::write(
        &localized,
        "#include <ctype.h>\n#include <locale.h>\n\
         int up(const char *s, int x) { int r = 0; for (; *s; s++) r = r * 3 + toupper(*s); return r + x; }\n\
         int main(int argc, char **argv) { (void)argv; setlocale(LC_ALL, \"\"); return up(\"ai\", argc) & 1; }\n",
    )
    .expect("write");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&localized)
            .args([
                "--goal", "up", "--static", "s=\"ai\"", "--pure", "toupper", "-o",
            ])
            .arg(dir.path().join("localized_spec.c")),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        o.stderr_text().contains(
            "`toupper` is declared pure (--pure), so it runs during specialization in the C locale"
        ),
        "{}",
        o.stderr_text()
    );
}

/// `cmix run` (goal main, everything static) prints what the original
/// prints, and `--name` names the residual entry.
#[test]
fn run_and_entry_name() {
    let root = repo_root();
    let dir = TempDir::new("spec-run");
    let original = root.join("c-examples/power/power.c");
    compile(dir.path(), &[&original], &["-w"], "original").expect("cc");
    let expected = run(dir.path(), "original").expect("original runs");
    let o = run_with_timeout(
        Command::new(cmix()).current_dir(&root).args([
            "run",
            "c-examples/power/power.c",
            "--goal",
            "main",
        ]),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&expected)
    );

    let residual = dir.path().join("named.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .args(["spec", "c-examples/power/power.c", "--goal", "power"])
            .args(["--static=n=5", "--name", "fifth_power", "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let driver = dir.path().join("driver.c");
    std::fs::write(
        &driver,
        "#include <stdio.h>\nlong fifth_power(long);\n\
         int main(void) { printf(\"%ld %ld\\n\", fifth_power(3), fifth_power(-2)); return 0; }\n",
    )
    .expect("write");
    compile(
        dir.path(),
        &[&residual, &driver],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        "named",
    )
    .expect("cc");
    assert_eq!(run(dir.path(), "named").expect("runs"), b"243 -32\n");
}

/// Call-site mode (`--static P` without a value): the whole program, with
/// the goal's constant calls redirected to specialized copies, prints what
/// the original prints.
#[test]
fn call_site_mode_keeps_the_program_behaviour() {
    let cases: &[(&str, &str, &str, &str)] = &[
        ("power", "c-examples/power/power.c", "power", "n"),
        (
            "mini_printf",
            "c-examples/mini_printf/mini_printf.c",
            "mini_printf",
            "fmt",
        ),
        (
            "strcmp",
            "c-examples/strcmp/strcmp.c",
            "string_compare",
            "s",
        ),
        (
            "binsearch",
            "c-examples/binsearch/binsearch.c",
            "binsearch",
            "n",
        ),
        ("interp", "c-examples/interp/interp.c", "run", "src"),
        ("handlers", "c-examples/handlers/handlers.c", "run", "prog"),
        ("threaded", "c-examples/threaded/threaded.c", "run", "prog"),
        ("filters", "c-examples/filters/filters.c", "apply", "scale"),
        ("gsort", "c-examples/gsort/gsort.c", "gsort", "cmp"),
        ("logline", "c-examples/logline/logline.c", "log_line", "fmt"),
        (
            "written_through_va_arg",
            "tests/spec_programs/written_through_va_arg.c",
            "out",
            "fmt",
        ),
        (
            "heap_returned",
            "tests/spec_programs/heap_escape.c",
            "make",
            "n",
        ),
        (
            "heap_out_parameter",
            "tests/spec_programs/heap_escape.c",
            "put",
            "n",
        ),
        (
            "heap_in_global",
            "tests/spec_programs/heap_escape.c",
            "keep",
            "n",
        ),
        // Objects read as bytes, and calloc's zeros at every call.
        (
            "calloc_counter",
            "tests/spec_programs/byte_views.c",
            "counter",
            "k",
        ),
        (
            "byte_of_field",
            "tests/spec_programs/byte_views.c",
            "byte_of",
            "k",
        ),
        (
            "field_by_offset",
            "tests/spec_programs/byte_views.c",
            "field_at",
            "k",
        ),
        (
            "bytes_of_copy",
            "tests/spec_programs/byte_views.c",
            "copied_byte",
            "k",
        ),
        (
            "serialized_header",
            "tests/spec_programs/byte_views.c",
            "ser",
            "type",
        ),
        // main uses function pointers; the goal does not.
        (
            "function_pointers_elsewhere",
            "tests/spec_programs/function_pointer_goal.c",
            "scale",
            "n",
        ),
        // Calls through pointers: dispatched during specialization when
        // the pointer is static, left to run time when it is dynamic.
        (
            "fp_table_static",
            "tests/spec_programs/function_pointer_goal.c",
            "run",
            "n",
        ),
        (
            "fp_table_counted",
            "tests/spec_programs/function_pointers.c",
            "run",
            "n",
        ),
        (
            "fp_chosen_at_run_time",
            "tests/spec_programs/function_pointers.c",
            "pick",
            "k",
        ),
        (
            "fp_struct_fields",
            "tests/spec_programs/function_pointers.c",
            "twice",
            "k",
        ),
        (
            "fp_comparator",
            "tests/spec_programs/function_pointers.c",
            "sorted",
            "desc",
        ),
        (
            "fp_qsort_callback",
            "tests/spec_programs/function_pointers.c",
            "median",
            "n",
        ),
        (
            "fp_recursion",
            "tests/spec_programs/function_pointers.c",
            "total",
            "k",
        ),
        (
            "reentered_through_callback",
            "tests/spec_programs/reentered_through_callback.c",
            "walk",
            "n",
        ),
        // Computed goto: static targets are jumps, run-time ones stay.
        (
            "goto_threaded",
            "tests/spec_programs/computed_goto.c",
            "threaded",
            "n",
        ),
        (
            "goto_table_at_run_time",
            "tests/spec_programs/computed_goto.c",
            "by_op",
            "k",
        ),
        (
            "goto_label_variables",
            "tests/spec_programs/computed_goto.c",
            "chosen",
            "k",
        ),
        (
            "goto_helper_table",
            "tests/spec_programs/computed_goto.c",
            "combine",
            "k",
        ),
        (
            "goto_after_a_global_changes",
            "tests/spec_programs/computed_goto.c",
            "phased",
            "k",
        ),
        // setjmp/longjmp: the jump's function keeps its frame.
        (
            "setjmp_retry",
            "tests/spec_programs/setjmp.c",
            "retry",
            "tries",
        ),
        (
            "sigsetjmp_in_goal",
            "tests/spec_programs/setjmp.c",
            "signal_style",
            "k",
        ),
        // Unions: one cell each, bytes reinterpreted, rebuilt when used whole.
        ("union_table", "tests/spec_programs/unions.c", "total", "n"),
        (
            "union_bits",
            "tests/spec_programs/unions.c",
            "bits",
            "scale",
        ),
        (
            "union_returned",
            "tests/spec_programs/unions.c",
            "make",
            "k",
        ),
        (
            "union_dynamic",
            "tests/spec_programs/unions.c",
            "bytes",
            "k",
        ),
        // Variadic functions kept as written, called with all arguments.
        (
            "variadic_calls",
            "tests/spec_programs/variadic.c",
            "report",
            "level",
        ),
        // A local read before it is set on a path under dynamic control.
        (
            "unset_local",
            "tests/spec_programs/unset_local.c",
            "use",
            "k",
        ),
        // Bit-fields at run time beside static members.
        (
            "bit_fields_describe",
            "tests/spec_programs/bit_fields.c",
            "describe",
            "which",
        ),
        (
            "bit_fields_stored",
            "tests/spec_programs/bit_fields.c",
            "remember",
            "which",
        ),
        // Pointer arithmetic out of a member.
        (
            "struct_as_array",
            "tests/spec_programs/member_arithmetic.c",
            "as_array",
            "k",
        ),
        (
            "member_step_back",
            "tests/spec_programs/member_arithmetic.c",
            "step_back",
            "k",
        ),
        (
            "container_of",
            "tests/spec_programs/member_arithmetic.c",
            "chain",
            "n",
        ),
        // Complex and 128-bit values stay run-time values around static work.
        (
            "complex_horner",
            "tests/spec_programs/complex_int128.c",
            "horner",
            "n",
        ),
        (
            "int128_rounds",
            "tests/spec_programs/complex_int128.c",
            "mix",
            "rounds",
        ),
        (
            "complex_int_parts",
            "tests/spec_programs/complex_int128.c",
            "turns",
            "k",
        ),
        // gcc's vectors: element-wise work stays, static masks and counts go.
        (
            "vector_rounds",
            "tests/spec_programs/vectors.c",
            "mix",
            "rounds",
        ),
        ("vector_sum", "tests/spec_programs/vectors.c", "total", "n"),
        (
            "vector_compare",
            "tests/spec_programs/vectors.c",
            "count_above",
            "threshold",
        ),
    ];
    let root = repo_root();
    let results = parallel_map(cases, |&(name, file, goal, param)| -> Result<(), String> {
        let dir = TempDir::new(&format!("callsite-{name}"));
        let original = root.join(file);
        compile(dir.path(), &[&original], &["-w"], "original")?;
        let residual = dir.path().join("residual.c");
        let o = run_with_timeout(
            Command::new(cmix())
                .current_dir(&root)
                .args(["spec", file, "--goal", goal, "--static", param, "-o"])
                .arg(&residual),
            None,
            TIMEOUT,
        );
        if o.code() != Some(0) {
            return Err(format!("cmix: {}\n{}", o.describe(), o.stderr_text()));
        }
        if !o.stderr_text().contains("redirected to") {
            return Err(format!("no call was specialized: {}", o.stderr_text()));
        }
        compile(
            dir.path(),
            &[&residual],
            &["-std=c99", "-Wall", "-Wextra", "-Werror"],
            "residual",
        )?;
        let expected = run(dir.path(), "original")?;
        let actual = run(dir.path(), "residual")?;
        if expected != actual {
            return Err(line_diff(
                &String::from_utf8_lossy(&expected),
                &String::from_utf8_lossy(&actual),
                20,
            ));
        }
        Ok(())
    });
    let failures: Vec<String> = cases
        .iter()
        .zip(results)
        .filter_map(|((name, ..), r)| r.err().map(|e| format!("{name}: {e}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Whole programs through the identity residualization (`--all-dynamic`)
/// and through full static evaluation (`--goal main`, nothing dynamic):
/// both residual programs print what the original prints.
#[test]
fn whole_programs_in_identity_and_full_static_modes() {
    let cases: &[(&str, &str)] = &[
        ("complex_int128", "tests/spec_programs/complex_int128.c"),
        ("vectors", "tests/spec_programs/vectors.c"),
        // Walked with main's argc dynamic: every call takes its run-time
        // variable arguments as fixed parameters (checked below).
        ("variadic_walked", "tests/spec_programs/variadic_walked.c"),
        ("vla_types", "tests/spec_programs/vla_types.c"),
        ("vla_multi", "tests/c/vla_multi.c"),
        ("vla_blocks", "tests/c/vla_blocks.c"),
        ("wide_bit_fields", "tests/c/wide_bit_fields.c"),
        ("atomics", "tests/c/atomics.c"),
        ("long_string_init", "tests/spec_programs/long_string_init.c"),
        ("stdatomic", "tests/c/stdatomic.c"),
        ("sse_intrinsics", "tests/c/sse_intrinsics.c"),
    ];
    let modes: &[(&str, &[&str])] = &[("identity", &["--all-dynamic"]), ("static", &[])];
    let root = repo_root();
    let mut failures = Vec::new();
    for &(name, file) in cases {
        let dir = TempDir::new(&format!("modes-{name}"));
        compile(dir.path(), &[&root.join(file)], &["-w"], "original").expect("cc");
        let expected = run(dir.path(), "original").expect("original runs");
        for &(mode, options) in modes {
            let residual = dir.path().join(format!("{mode}.c"));
            let o = run_with_timeout(
                Command::new(cmix())
                    .current_dir(&root)
                    .args(["spec", file, "--goal", "main"])
                    .args(options)
                    .arg("-o")
                    .arg(&residual),
                None,
                TIMEOUT,
            );
            if o.code() != Some(0) {
                failures.push(format!("{name} ({mode}): cmix: {}", o.stderr_text()));
                continue;
            }
            let text = std::fs::read_to_string(&residual).unwrap_or_default();
            if name == "variadic_walked" && mode == "static" && text.contains("va_arg") {
                failures.push(format!("{name} ({mode}): a va_arg is left"));
            }
            let built = compile(
                dir.path(),
                &[&residual],
                &["-std=c99", "-Wall", "-Wextra", "-Werror"],
                mode,
            );
            let outcome = built.and_then(|()| run(dir.path(), mode));
            match outcome {
                Ok(actual) if actual == expected => {}
                Ok(actual) => failures.push(format!(
                    "{name} ({mode}):\n{}",
                    line_diff(
                        &String::from_utf8_lossy(&expected),
                        &String::from_utf8_lossy(&actual),
                        20
                    )
                )),
                Err(e) => failures.push(format!("{name} ({mode}): {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A static input larger than the base limits raises them: a recursive
/// matcher nesting once per character of a 120-character pattern under
/// dynamic control keeps the pattern static (no generalization note).
#[test]
fn a_long_static_input_raises_the_recursion_limit() {
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(repo_root())
            .args(["spec", "tests/spec_programs/long_pattern.c", "--goal", "match"])
            .arg("--static=re=\"ab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.dab.d\"")
            .args(["-o", "/dev/null"]),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        !o.stderr_text().contains("would not terminate"),
        "the pattern was generalized:\n{}",
        o.stderr_text()
    );
}

/// Value mode's whole program (`--whole-program`, `cmix run`): only calls
/// whose static arguments are provably the given values call the
/// specialization; the interpreter example's other programs keep calling
/// the interpreter, and the program prints what the original prints.
#[test]
fn whole_program_redirects_only_proven_calls() {
    let root = repo_root();
    let dir = TempDir::new("spec-whole");
    let original = root.join("c-examples/interp/interp.c");
    compile(dir.path(), &[&original], &["-w"], "original").expect("cc");
    let expected = run(dir.path(), "original").expect("original runs");
    let residual = dir.path().join("whole.c");
    let args = [
        "c-examples/interp/interp.c",
        "--goal",
        "run",
        "--static",
        "src=@c-examples/interp/primes.asm",
    ];
    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .arg("spec")
            .args(args)
            .args(["--whole-program", "-o"])
            .arg(&residual),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(0), "{err}");
    assert!(
        err.contains("1 call(s) of `run` call its specialization `run_spec`; 3 keep calling `run`"),
        "{err}"
    );
    compile(
        dir.path(),
        &[&residual],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        "whole",
    )
    .expect("cc");
    assert_eq!(
        String::from_utf8_lossy(&run(dir.path(), "whole").expect("runs")),
        String::from_utf8_lossy(&expected)
    );

    let o = run_with_timeout(
        Command::new(cmix())
            .current_dir(&root)
            .arg("run")
            .args(args),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&expected)
    );

    // No call passes n = 7: `cmix run` says what to do instead of running
    // a program that never calls the specialization (or failing to link).
    let o = run_with_timeout(
        Command::new(cmix()).current_dir(&root).args([
            "run",
            "c-examples/power/power.c",
            "--goal",
            "power",
            "--static",
            "n=7",
        ]),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("no call of `power` in the program passes the static values")
            && err.contains("call-site mode"),
        "{err}"
    );
}

/// In call-site mode, the value of a global the program does not define
/// (the C library's `stdout`, `optind`) is not a constant argument: the
/// library sets it at run time.
#[test]
fn library_globals_are_not_constant_arguments() {
    let dir = TempDir::new("call-site-library-globals");
    for (text, goal) in [
        (
            "#include <stdio.h>\nint emit(FILE *out, int n) { return fprintf(out, \"n=%d\\n\", n); }\nint main(int argc, char **argv) { (void)argv; return emit(stdout, argc) < 0; }\n",
            "emit",
        ),
        (
            "#define _POSIX_C_SOURCE 200809L\n#include <stdio.h>\n#include <unistd.h>\nint scale(int k, int x) { return k * 100 + x; }\nint main(int argc, char **argv) { (void)argv; printf(\"%d\\n\", scale(optind, argc)); return 0; }\n",
            "scale",
        ),
    ] {
        let file = dir.path().join(format!("{goal}.c"));
        std::fs::write(&file, text).expect("write");
        let param = if goal == "emit" { "out" } else { "k" };
        let o = run_with_timeout(
            Command::new(cmix())
                .arg("spec")
                .arg(&file)
                .args(["--goal", goal, "--static", param, "-o"])
                .arg(dir.path().join("out.c")),
            None,
            TIMEOUT,
        );
        let err = o.stderr_text();
        assert_eq!(o.code(), Some(1), "{goal}: {err}");
        assert!(
            err.contains(&format!(
                "no call of `{goal}` has constant static arguments"
            )),
            "{goal}: {err}"
        );
    }
}

/// `cmix run` (the whole program, calls that pass the values redirected)
/// prints what the original program prints, on programs where the values
/// reach memory the program changes, objects whose identity matters, or
/// library tables; `expect` is a note cmix must give.
#[test]
fn run_keeps_the_program_behaviour() {
    let cases: &[(&str, &str, &str, &str)] = &[
        // Constant pointers to written arrays are not the value given.
        (
            "tests/spec_programs/const_pointer_alias.c",
            "count_a",
            "s=\"abc\"",
            "1 call(s) of `count_a` call its specialization `count_a_spec`; 4 keep calling",
        ),
        // A pointer into the value leaves the goal: a global of the same
        // bytes is not the value (its identity shows), a literal is.
        (
            "tests/spec_programs/value_identity.c",
            "skip",
            "s=\"abc\"",
            "1 call(s) of `skip` call its specialization `skip_spec`; 1 keep calling",
        ),
        // A recursive goal's own calls are specialized with it.
        (
            "tests/spec_programs/recursive_goal.c",
            "eval",
            "e=&root",
            "1 call(s) of `eval` call its specialization `eval_spec`; 0 keep calling",
        ),
        // A struct value pointing to a global the program writes.
        (
            "tests/spec_programs/struct_value_pointer.c",
            "use",
            "c=C",
            "2 call(s)",
        ),
        // A pointer given a global points to the global.
        (
            "tests/spec_programs/global_as_pointer_value.c",
            "f",
            "t=tab",
            "1 call(s)",
        ),
        // A block used as another type than its own is a run-time block.
        (
            "tests/spec_programs/punned_block.c",
            "sum",
            "n=1",
            "is accessed as a `short` where a residual variable of one type could not hold it",
        ),
        // A header's static field is in its serialized bytes.
        (
            "tests/spec_programs/byte_views.c",
            "ser",
            "type=7",
            "1 call(s) of `ser` call its specialization",
        ),
        (
            "tests/spec_programs/byte_views.c",
            "counter",
            "k=1",
            "1 call(s) of `counter` call its specialization",
        ),
        // An intrusive list walked through container_of.
        (
            "tests/spec_programs/member_arithmetic.c",
            "chain",
            "n=3",
            "1 call(s) of `chain` call its specialization",
        ),
        // glibc's <ctype.h> macros on dynamic characters.
        (
            "tests/spec_programs/ctype_dynamic.c",
            "count",
            "k=2",
            "1 call(s)",
        ),
        // Function pointers, static and dynamic.
        (
            "tests/spec_programs/function_pointer_goal.c",
            "run",
            "n=3",
            "1 call(s) of `run` call its specialization",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "run",
            "n=4",
            "1 call(s) of `run` call its specialization",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "pick",
            "k=5",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "twice",
            "k=2",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "sorted",
            "n=5",
            "2 call(s)",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "median",
            "n=5",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/function_pointers.c",
            "total",
            "k=3",
            "1 call(s)",
        ),
        // Computed goto, static and at run time.
        (
            "tests/spec_programs/computed_goto.c",
            "threaded",
            "n=7",
            "1 call(s) of `threaded` call its specialization",
        ),
        (
            "tests/spec_programs/computed_goto.c",
            "by_op",
            "k=4",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/computed_goto.c",
            "chosen",
            "k=2",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/computed_goto.c",
            "combine",
            "k=5",
            "1 call(s)",
        ),
        (
            "tests/spec_programs/computed_goto.c",
            "phased",
            "k=2",
            "1 call(s)",
        ),
        // Unions.
        (
            "tests/spec_programs/unions.c",
            "total",
            "n=4",
            "1 call(s) of `total` call its specialization",
        ),
        (
            "tests/spec_programs/unions.c",
            "bits",
            "scale=3",
            "1 call(s)",
        ),
        ("tests/spec_programs/unions.c", "make", "k=5", "1 call(s)"),
        ("tests/spec_programs/unions.c", "bytes", "k=3", "1 call(s)"),
        // setjmp/longjmp: a static count folded beside the jump, a handler
        // stack changed between setjmp and longjmp.
        (
            "tests/spec_programs/setjmp.c",
            "retry",
            "tries=4",
            "1 call(s) of `retry` call its specialization",
        ),
        (
            "tests/spec_programs/setjmp.c",
            "parse",
            "scale=2",
            "1 call(s) of `parse` call its specialization",
        ),
        (
            "tests/spec_programs/setjmp.c",
            "signal_style",
            "k=3",
            "1 call(s) of `signal_style` call its specialization",
        ),
        // Variadic functions.
        (
            "tests/spec_programs/variadic.c",
            "report",
            "level=2",
            "1 call(s) of `report` call its specialization",
        ),
        // A local read before it is set, on a path under dynamic control.
        (
            "tests/spec_programs/unset_local.c",
            "use",
            "k=3",
            "`r` in `scaled` is read",
        ),
        // Bit-fields.
        (
            "tests/spec_programs/bit_fields.c",
            "describe",
            "which=0",
            "1 call(s) of `describe` call its specialization",
        ),
        (
            "tests/spec_programs/bit_fields.c",
            "remember",
            "which=1",
            "1 call(s) of `remember` call its specialization",
        ),
    ];
    let root = repo_root();
    let results = parallel_map(
        cases,
        |&(file, goal, value, expect)| -> Result<(), String> {
            let dir = TempDir::new("spec-run-cases");
            compile(dir.path(), &[&root.join(file)], &["-w"], "original")?;
            let expected = run(dir.path(), "original")?;
            let o = run_with_timeout(
                Command::new(cmix())
                    .current_dir(&root)
                    .args(["run", file, "--goal", goal, "--static", value]),
                None,
                TIMEOUT,
            );
            let err = o.stderr_text();
            if o.code() != Some(0) {
                return Err(format!("cmix run: {}\n{err}", o.describe()));
            }
            if !err.contains(expect) {
                return Err(format!("no `{expect}` in:\n{err}"));
            }
            if o.stdout != expected {
                return Err(line_diff(
                    &String::from_utf8_lossy(&expected),
                    &String::from_utf8_lossy(&o.stdout),
                    20,
                ));
            }
            Ok(())
        },
    );
    let failures: Vec<String> = cases
        .iter()
        .zip(results)
        .filter_map(|((file, ..), r)| r.err().map(|e| format!("{file}: {e}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The residual entry's name is a C identifier the program does not use,
/// the C library's included.
#[test]
fn entry_names_are_checked() {
    let root = repo_root();
    for (name, expect) in [
        ("int", "is not a name a C function can have"),
        ("bad name", "is not a name a C function can have"),
        ("main", "the program already has a `main`"),
        ("printf", "is declared by a system header"),
    ] {
        let o = run_with_timeout(
            Command::new(cmix()).current_dir(&root).args([
                "spec",
                "c-examples/power/power.c",
                "--goal",
                "power",
                "--static",
                "n=3",
                "--name",
                name,
            ]),
            None,
            TIMEOUT,
        );
        assert_eq!(o.code(), Some(2), "{name}: {}", o.stderr_text());
        assert!(
            o.stderr_text().contains(expect),
            "{name}: {}",
            o.stderr_text()
        );
    }
}

/// A goal that reaches a call through a function pointer is refused, at
/// the call, in both modes (a residual call of the original function would
/// miss the static data it reads).
/// A function pointer the goal returns, and one it leaves in a global,
/// point to functions that run-time code may call: the residual program
/// has them, specialized with nothing static, and a caller outside it
/// calls them.
#[test]
fn function_pointers_reach_the_caller() {
    let root = repo_root();
    for (k, expected) in [("2", "14 14\n"), ("1", "4 4\n"), ("0", "8 8\n")] {
        let dir = TempDir::new("fp-returned");
        let residual = dir.path().join("residual.c");
        let o = run_with_timeout(
            Command::new(cmix())
                .current_dir(&root)
                .args(["spec", "tests/spec_programs/function_pointers.c"])
                .args(["--goal", "choose", "--static", &format!("k={k}"), "-o"])
                .arg(&residual),
            None,
            TIMEOUT,
        );
        assert_eq!(o.code(), Some(0), "k={k}: {}", o.stderr_text());
        let driver = dir.path().join("driver.c");
        std::fs::write(
            &driver,
            "#include <stdio.h>\ntypedef int (*op)(int);\nop choose_spec(void);\n\
             int main(void) { op f = choose_spec(); op g = choose_spec(); \
             printf(\"%d %d\\n\", f(7), g(7)); return 0; }\n",
        )
        .expect("write");
        compile(
            dir.path(),
            &[&residual, &driver],
            &["-std=c99", "-Wall", "-Wextra", "-Werror"],
            "fp",
        )
        .expect("cc");
        assert_eq!(
            String::from_utf8_lossy(&run(dir.path(), "fp").expect("runs")),
            expected,
            "k={k}"
        );
    }
}

/// A call through a static null pointer is undefined behaviour, reported
/// at the call.
#[test]
fn call_through_static_null_pointer_is_reported() {
    let dir = TempDir::new("fp-null");
    let file = dir.path().join("null.c");
    std::fs::write(
        &file,
        "typedef int (*op)(int);\nint f(int k, int x) {\n    op p = 0;\n    \
         if (k) return p(x);\n    return x;\n}\n",
    )
    .expect("write");
    let o = run_with_timeout(
        Command::new(cmix())
            .args(["spec", "--goal", "f", "--static", "k=1"])
            .arg(&file),
        None,
        TIMEOUT,
    );
    let err = o.stderr_text();
    assert_eq!(o.code(), Some(1), "{err}");
    assert!(
        err.contains("call through a null function pointer") && err.contains("null.c:4:"),
        "{err}"
    );
}

/// <ctype.h>'s classes of static characters run during specialization
/// (glibc's macros would hide them behind `__ctype_b_loc()`); run-time
/// characters keep the header's macros, which the residual includes.
#[test]
fn character_classes_of_static_characters_are_computed() {
    let o = run_with_timeout(
        Command::new(cmix()).current_dir(repo_root()).args([
            "spec",
            "tests/spec_programs/ctype_classes.c",
            "--goal",
            "scan",
            "--static",
            "pattern=\"aZ9 -\"",
        ]),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = o.stdout_text();
    assert!(
        !text.contains("isdigit") && !text.contains("__ctype_b_loc"),
        "{text}"
    );
    assert!(
        text.contains("#include <ctype.h>") && text.contains("int (isspace)(int);"),
        "{text}"
    );
}

/// A residual that defines `FILE`'s struct still gets <ctype.h>'s table
/// lookups for run-time characters (only `locale_t`'s struct would clash),
/// not a call per character.
#[test]
fn residuals_with_stdio_structs_keep_the_ctype_macros() {
    let dir = TempDir::new("ctype-with-file");
    let file = dir.path().join("count.c");
    std::fs::write(
        &file,
        "#include <ctype.h>\n#include <stdio.h>\nint main(void) { int c, n = 0; FILE *f = stdin; while ((c = fgetc(f)) != EOF) n += isalpha(c) != 0; printf(\"%d\\n\", n); return 0; }\n",
    )
    .expect("write");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&file)
            .args(["--goal", "main", "--all-dynamic"]),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = o.stdout_text();
    assert!(
        text.contains("struct _IO_FILE {") && text.contains("#include <ctype.h>"),
        "{text}"
    );
}

/// A value-mode residual defines the program's external globals it uses
/// weakly, so that beside the program's files theirs are the objects (see
/// tests/multi_unit.rs for the link); `--unit` replaces the file that
/// defines them, so its definitions are the program's own, not weak.
#[test]
fn a_residual_defines_the_programs_globals_weakly() {
    let dir = TempDir::new("spec-defined-globals");
    let file = dir.path().join("lookup.c");
    std::fs::write(
        &file,
        "const int TAB[4] = {3, 1, 4, 1};\nint g_count;\n\
         int lookup(const int *tab, int i) { g_count++; return tab[i & 3]; }\n",
    )
    .expect("write");
    for unit in [false, true] {
        let out = dir.path().join("out.c");
        let mut command = Command::new(cmix());
        command
            .arg("spec")
            .arg(&file)
            .args(["--goal", "lookup", "--static", "tab=TAB", "-o"])
            .arg(&out);
        if unit {
            command.arg("--unit").arg(&file);
        }
        let o = run_with_timeout(&mut command, None, TIMEOUT);
        assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
        let text = std::fs::read_to_string(&out).expect("residual");
        for definition in [
            "const int TAB[4] __attribute__((weak)) =",
            "int g_count __attribute__((weak));",
        ] {
            assert_eq!(text.contains(definition), !unit, "{text}");
        }
    }
}

/// A pointer copied byte by byte is well-defined C whose address cmix does
/// not know: on a path only run-time control takes, the pointer whose
/// bytes are read is made dynamic (with a note), never compiled into a
/// trap, and the residual program copies the bytes as the original does.
#[test]
fn pointer_bytes_on_a_run_time_path_make_the_pointer_dynamic() {
    let dir = TempDir::new("spec-pointer-bytes");
    let source = dir.path().join("bytes.c");
    std::fs::write(
        &source,
        "int g;\nint goal(int n, int d) {\n  int *p = &g, *q = 0;\n  if (d > 2) {\n\
         unsigned char *s = (unsigned char *)&p, *t = (unsigned char *)&q;\n\
         for (unsigned i = 0; i < sizeof p; i++) t[i] = s[i];\n    *q = n;\n  }\n  return g + d;\n}\n",
    )
    .expect("write");
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&source)
            .args(["--goal", "goal", "--static", "n=3", "-o"])
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    assert!(
        o.stderr_text()
            .contains("`p` in `goal` holds a pointer whose bytes are read as a number"),
        "{}",
        o.stderr_text()
    );
    let driver = dir.path().join("driver.c");
    std::fs::write(
        &driver,
        "#include <stdio.h>\nint goal(int, int);\nint goal_spec(int);\nextern int g;\n\
         int main(void) { for (int d = 0; d < 5; d++) { g = 0; int a = goal(3, d); \
         g = 0; int b = goal_spec(d); printf(\"%d %d\\n\", a, b); } return 0; }\n",
    )
    .expect("write");
    compile(
        dir.path(),
        &[&driver, &source, &out],
        &["-std=c99", "-Wall", "-Wextra", "-Werror"],
        "both",
    )
    .expect("compile");
    let run = run_with_timeout(&mut Command::new(dir.path().join("both")), None, TIMEOUT);
    assert_eq!(run.stdout_text(), "0 0\n1 1\n2 2\n6 6\n7 7\n");
}

/// A function that fills a static table with its label addresses at run
/// time, copied by call-site mode (the original for a run-time call, a
/// specialization for a constant one): each copy's computed goto would
/// read the other's labels. Refused, never a jump into another function.
#[test]
fn label_addresses_stored_by_several_copies_are_refused() {
    let dir = TempDir::new("spec-label-stores");
    let source = dir.path().join("labels.c");
    std::fs::write(
        &source,
        "#include <stdio.h>\nint f(int op, int x) {\n  static void *tab[2];\n  static int init;\n\
         if (!init) { tab[0] = &&inc; tab[1] = &&dbl; init = 1; }\n  goto *tab[op];\n\
         inc: return x + 1;\ndbl: return x * 2;\n}\n\
         int main(int argc, char **argv) {\n  (void)argv;\n  printf(\"%d %d\\n\", f(argc > 5, 5), f(1, 5));\n  return 0;\n}\n",
    )
    .expect("write");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&source)
            .args(["--goal", "f", "--static", "op", "-o"])
            .arg(dir.path().join("out.c")),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(1), "{}", o.stderr_text());
    assert!(
        o.stderr_text().contains(
            "label addresses (`&&label`) that run-time code stores outside their function"
        ),
        "{}",
        o.stderr_text()
    );
}

/// `cmix spec FILE ARGS` of a whole program (goal `main`): the residual
/// compiles and prints what the original prints.
fn whole_program_matches(file: &str, args: &[&str]) {
    let dir = TempDir::new("spec-whole-program");
    let source = repo_root().join(file);
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&source)
            .args(args)
            .args(["-q", "-o"])
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    compile(dir.path(), &[&source], &["-w"], "original").expect("original compiles");
    compile(dir.path(), &[&out], &["-w"], "residual").expect("residual compiles");
    assert_eq!(
        run(dir.path(), "original").expect("original runs"),
        run(dir.path(), "residual").expect("residual runs")
    );
}

/// Two callers give a helper the addresses of their locals of different
/// types: sharing one specialization of the helper between them made
/// invalid Core C (an internal error), as in Lua's ldump.c.
#[test]
fn helpers_given_different_callers_locals_are_not_shared() {
    whole_program_matches(
        "tests/spec_programs/caller_locals_of_two_types.c",
        &["--goal", "main"],
    );
}

/// A helper taking a `va_list`, unfolded: its parameter was assigned
/// (`ap_1 = ap;`), which does not compile where `va_list` is an array.
#[test]
fn an_unfolded_va_list_parameter_is_a_copy() {
    whole_program_matches(
        "tests/spec_programs/unfolded_va_list.c",
        &["--goal", "main", "--unfold", "vfmt"],
    );
}

/// gcc's intrinsic headers define `extern __inline` functions with
/// `gnu_inline` on the pointer of their result (`void * __attribute__
/// ((__gnu_inline__)) __slwpcb (void)`): inline definitions, which a
/// replacement file must not turn into external ones (the builtin they
/// call does not link).
#[cfg(target_arch = "x86_64")]
#[test]
fn a_unit_including_intrinsics_defines_none_of_them() {
    let dir = TempDir::new("spec-unit-intrinsics");
    let lib = dir.path().join("lib.c");
    let main = dir.path().join("main.c");
    std::fs::write(
        &lib,
        "#include <x86intrin.h>\nint scale(int x, int k) { return x * k; }\n",
    )
    .expect("write");
    std::fs::write(
        &main,
        "#include <stdio.h>\nint scale(int, int);\nint scale_spec(int);\n\
         int main(int argc, char **argv) { (void)argv; printf(\"%d %d\\n\", scale(argc, 3), scale_spec(argc)); return 0; }\n",
    )
    .expect("write");
    let out = dir.path().join("lib_spec.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&lib)
            .args(["--goal", "scale", "--static", "k=3", "-q", "--unit"])
            .arg(&lib)
            .arg("-o")
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = std::fs::read_to_string(&out).expect("read");
    assert!(!text.contains("__slwpcb"), "{text}");
    compile(dir.path(), &[&main, &out], &["-w"], "program").expect("the unit links");
    assert_eq!(run(dir.path(), "program").expect("runs"), b"3 3\n");
}

/// Buffers `main` gives strtok (a local array, a line from getline) are
/// the library's to keep, but no global is: a table the goal reads stays
/// static (a pointer whose target only an analysis can tell is looked up
/// in the whole program's points-to, not taken for every global). Nor
/// are they handlers: the goal's `usleep` runs none.
#[test]
fn buffers_main_gives_the_library_leave_other_globals_static() {
    let dir = TempDir::new("spec-kept-locals");
    let source = dir.path().join("tokens.c");
    std::fs::write(
        &source,
        "#define _DEFAULT_SOURCE\n#include <stdio.h>\n#include <string.h>\n#include <stdlib.h>\n#include <unistd.h>\n\
         static int weights[4] = {3, 5, 7, 11};\nstatic int *wp = weights;\n\
         int goal(int n, int x) { int r = 0; for (int i = 0; i < n; i++) r += wp[i] * x; usleep(0); return r; }\n\
         int main(void) {\n  char line[256];\n  char *dyn = NULL; size_t cap = 0;\n  int total = 0;\n\
         if (getline(&dyn, &cap, stdin) > 0)\n\
         for (char *t = strtok(dyn, \" \\n\"); t; t = strtok(NULL, \" \\n\")) total += goal(3, atoi(t));\n\
         if (fgets(line, sizeof line, stdin))\n\
         for (char *t = strtok(line, \" \\n\"); t; t = strtok(NULL, \" \\n\")) total += goal(3, atoi(t));\n\
         free(dyn);\n  printf(\"%d\\n\", total);\n  return 0;\n}\n",
    )
    .expect("write");
    let out = dir.path().join("out.c");
    let o = run_with_timeout(
        Command::new(cmix())
            .arg("spec")
            .arg(&source)
            .args([
                "--goal",
                "goal",
                "--static",
                "n=3",
                "--whole-program",
                "-q",
                "-o",
            ])
            .arg(&out),
        None,
        TIMEOUT,
    );
    assert_eq!(o.code(), Some(0), "{}", o.stderr_text());
    let text = std::fs::read_to_string(&out).expect("residual");
    assert!(
        text.contains("r = r + 3 * x;") && text.contains("r = r + 7 * x;"),
        "{text}"
    );
}
