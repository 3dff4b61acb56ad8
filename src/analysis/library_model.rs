//! The library model: which pointer arguments of C library functions are
//! only read during the call, as C strings or as a count of bytes
//! (runtime/library.h, read when cmix is built). The binding-time
//! analysis lets static data that such a call reads stay static; the
//! kernel passes the residual call a literal with the bytes it may read.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::core::{Expr, ExprKind, Program};

/// What the model says about one library function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryFunction {
    /// Parameters (by position) read as C strings during the call.
    pub reads_string: Vec<usize>,
    /// Parameters read as bytes during the call, as many as another
    /// argument says (the bytes to the end of the object, at most).
    pub reads_bytes: Vec<usize>,
    /// The parameter that is a printf format.
    pub format: Option<usize>,
    /// Pointer parameters the library keeps after the call returns, to
    /// read, write or call during later calls (a stream's buffer,
    /// `strtok`'s string, a signal or exit handler).
    pub keeps: Vec<usize>,
    /// Whether the call may run handlers the program gave the library
    /// earlier (`raise` runs a signal handler, `pthread_join` waits for a
    /// thread the program started).
    pub runs_handlers: bool,
}

const MODEL: &str = include_str!("../../runtime/library.h");

/// The model of `name`, if the library file describes it.
pub fn library_function(name: &str) -> Option<&'static LibraryFunction> {
    static TABLE: OnceLock<HashMap<String, LibraryFunction>> = OnceLock::new();
    TABLE.get_or_init(|| parse(MODEL)).get(name)
}

/// The keys of `#pragma cmix` lines that describe a library function.
pub const LIBRARY_KEYS: &[&str] = &["reads_string", "reads_bytes", "format"];

/// Whether the library keeps a pointer argument of `name` after the call.
pub fn keeps_pointers(name: &str) -> bool {
    library_function(name).is_some_and(|m| !m.keeps.is_empty())
}

/// Whether a call of `name` may run handlers the program registered with
/// the library before.
pub fn runs_handlers(name: &str) -> bool {
    library_function(name).is_some_and(|m| m.runs_handlers)
}

/// Library functions that leave the goal for other code of the program
/// that may read the globals: `exit`'s and `quick_exit`'s handlers, a
/// `longjmp` back into the caller; so do those that never return (a
/// SIGABRT handler runs in `abort`) and those that run handlers
/// (`library_model::runs_handlers`).
const LEAVES_FOR_PROGRAM_CODE: &[&str] = &["error", "error_at_line"];

/// Whether a call of library function `name` may leave the goal for
/// program code that reads the globals, which must then hold what the
/// goal wrote.
pub fn leaves_for_program_code(name: &str) -> bool {
    LEAVES_FOR_PROGRAM_CODE.contains(&name) || NO_RETURN.contains(&name) || runs_handlers(name)
}

/// Library calls that never return: specialization of the path stops.
pub const NO_RETURN: &[&str] = &[
    "exit",
    "_exit",
    "_Exit",
    "abort",
    "__builtin_abort",
    "__builtin_trap",
    "__builtin_unreachable",
    "__assert_fail",
    "__assert_perror_fail",
    "__stack_chk_fail",
    "err",
    "errx",
    "verr",
    "verrx",
    "pthread_exit",
    "thrd_exit",
    "quick_exit",
    "longjmp",
    "_longjmp",
    "siglongjmp",
    "__longjmp_chk",
    crate::core::GCC_LONGJMP,
];
/// Whether the residual program surely runs in the C locale, the one cmix
/// runs library functions in: the program is whole (it defines `main`,
/// and every function it calls without a body is the C library's) and
/// nothing in it may change the locale (`setlocale`, `uselocale`, or a
/// function looked up by name).
pub fn runs_in_c_locale(program: &Program) -> bool {
    const CHANGES_LOCALE: &[&str] = &["setlocale", "uselocale", "dlsym", "dlvsym", "dlopen"];
    let whole = program
        .function_by_name("main")
        .is_some_and(|f| program.function(f).body.is_some());
    whole
        && program.functions.iter().all(|f| {
            if f.body.is_some() || f.indirect {
                return true;
            }
            let library = f.is_system
                || f.is_builtin
                || crate::lower::builtins::is_known_library(&f.name)
                || super::bta::is_pure_library(&f.name);
            library && !CHANGES_LOCALE.contains(&f.name.as_str())
        })
}

/// Splits the text after `#pragma cmix` into its key and its names
/// (`KEY: NAME...`, names separated by spaces or commas). The library file
/// and the user's program are read the same way.
pub fn split_pragma(rest: &str) -> Option<(&str, Vec<&str>)> {
    let (key, names) = rest.split_once(':')?;
    let names = names
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|n| !n.is_empty())
        .collect();
    Some((key.trim(), names))
}

impl LibraryFunction {
    /// Adds what one `KEY: NAME...` line says, the names being parameters
    /// at `positions` of the declaration. Keys not in `LIBRARY_KEYS` add
    /// nothing.
    /// A position said twice (a header with pragmas included by two
    /// files) is kept once.
    pub fn add(&mut self, key: &str, positions: &[usize]) {
        if key == "runs_handlers" {
            self.runs_handlers = true;
            return;
        }
        if key == "keeps" {
            for &position in positions {
                if !self.keeps.contains(&position) {
                    self.keeps.push(position);
                }
            }
            return;
        }
        if key == "reads_bytes" {
            for &position in positions {
                if !self.reads_bytes.contains(&position) {
                    self.reads_bytes.push(position);
                }
            }
            return;
        }
        if !matches!(key, "reads_string" | "format") {
            return;
        }
        for &position in positions {
            if !self.reads_string.contains(&position) {
                self.reads_string.push(position);
            }
        }
        if key == "format" {
            self.format = positions.first().copied();
        }
    }
}

/// Reads `#pragma cmix KEY: PARAM...` lines, each describing the function
/// declared next. (The file is ours: a line that does not fit is a bug
/// the unit tests catch.)
fn parse(text: &str) -> HashMap<String, LibraryFunction> {
    let mut table = HashMap::new();
    let mut pending: Vec<(String, Vec<String>)> = Vec::new();
    let mut declaration = String::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("#pragma cmix ") {
            if let Some((key, params)) = split_pragma(rest) {
                pending.push((
                    key.to_string(),
                    params.into_iter().map(str::to_string).collect(),
                ));
            }
            continue;
        }
        if pending.is_empty() || line.is_empty() || line.starts_with('#') {
            continue;
        }
        declaration.push_str(line);
        declaration.push(' ');
        if !line.ends_with(';') {
            continue;
        }
        if let Some((name, params)) = declared(&declaration) {
            let mut model = LibraryFunction::default();
            for (key, names) in pending.drain(..) {
                let positions: Vec<usize> = names
                    .iter()
                    .filter_map(|n| params.iter().position(|p| p == n))
                    .collect();
                model.add(&key, &positions);
            }
            table.insert(name, model);
        }
        pending.clear();
        declaration.clear();
    }
    table
}

/// The name and parameter names of a function declaration
/// `T name(T1 p1, T2 p2, ...);` (or the head of a definition).
pub fn declared(declaration: &str) -> Option<(String, Vec<String>)> {
    let open = declaration.find('(')?;
    let close = declaration.rfind(')')?;
    let name = last_identifier(&declaration[..open])?;
    let params = declaration[open + 1..close]
        .split(',')
        .map(|p| last_identifier(p).unwrap_or_default())
        .collect();
    Some((name, params))
}

fn last_identifier(text: &str) -> Option<String> {
    let end = text.trim_end();
    let start = end
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let id = &end[start..];
    (!id.is_empty()).then(|| id.to_string())
}

/// For a call of a function with a `format` parameter at `format`: the
/// positions of the arguments its `%s` conversions read as strings, when
/// the format is a string literal whose conversions cmix follows (no
/// `%n`-style positional arguments, no precision on `%s`, which may stop
/// before a NUL). `None` when it cannot tell.
pub fn format_string_arguments(
    program: &Program,
    args: &[Expr],
    format: usize,
) -> Option<Vec<usize>> {
    let text = literal(program, args.get(format)?)?;
    let mut reads = Vec::new();
    let mut next = format + 1;
    let mut i = 0;
    while i < text.len() {
        if text[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        if text.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        while i < text.len() && b"-+ #0'I".contains(&text[i]) {
            i += 1;
        }
        // Width.
        if text.get(i) == Some(&b'*') {
            next += 1;
            i += 1;
        }
        while text.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if text.get(i) == Some(&b'$') {
            return None;
        }
        let mut precision = false;
        if text.get(i) == Some(&b'.') {
            precision = true;
            i += 1;
            if text.get(i) == Some(&b'*') {
                next += 1;
                i += 1;
            }
            while text.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        let mut wide = false;
        while i < text.len() && b"hljztLq".contains(&text[i]) {
            wide |= text[i] == b'l';
            i += 1;
        }
        let conversion = *text.get(i)?;
        i += 1;
        if conversion == b's' && !wide && !precision {
            reads.push(next);
        }
        next += 1;
    }
    Some(reads)
}

/// The bytes of a string literal argument (through its decay and casts).
fn literal<'p>(program: &'p Program, e: &Expr) -> Option<&'p [u8]> {
    match &e.kind {
        ExprKind::Str(s) => program.strings.get(s.index()).map(Vec::as_slice),
        ExprKind::Decay(inner) | ExprKind::Cast(inner) => literal(program, inner),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys only the library file uses: what the C library keeps and runs
    /// between calls.
    const LIBRARY_STATE_KEYS: &[&str] = &["keeps", "runs_handlers"];

    #[test]
    fn the_library_file_describes_its_functions() {
        let puts = library_function("puts").expect("puts");
        assert_eq!(puts.reads_string, vec![0]);
        let fprintf = library_function("fprintf").expect("fprintf");
        assert_eq!(fprintf.format, Some(1));
        assert_eq!(fprintf.reads_string, vec![1]);
        let strcpy = library_function("strcpy").expect("strcpy");
        assert_eq!(strcpy.reads_string, vec![1]);
        let fopen = library_function("fopen").expect("fopen");
        assert_eq!(fopen.reads_string, vec![0, 1]);
        assert!(library_function("strchr").is_none());
        let memcmp = library_function("memcmp").expect("memcmp");
        assert_eq!(memcmp.reads_bytes, vec![0, 1]);
        // Every pragma names parameters of its declaration.
        for line in MODEL.lines() {
            if let Some(rest) = line.strip_prefix("#pragma cmix ") {
                let (key, _) = rest.split_once(':').expect("KEY: PARAMS");
                assert!(
                    LIBRARY_KEYS.contains(&key) || LIBRARY_STATE_KEYS.contains(&key),
                    "{line}"
                );
            }
        }
        let described = parse(MODEL);
        let pragmas = MODEL
            .lines()
            .filter(|l| l.starts_with("#pragma cmix "))
            .count();
        // Every parameter a pragma names is one of its declaration's.
        let named: usize = MODEL
            .lines()
            .filter_map(|l| l.strip_prefix("#pragma cmix "))
            .filter_map(|rest| rest.split_once(':'))
            .map(|(_, params)| params.split_whitespace().count())
            .sum();
        let found: usize = described
            .values()
            .map(|m| m.reads_string.len() + m.reads_bytes.len() + m.keeps.len())
            .sum();
        assert_eq!(named, found);
        assert_eq!(described.len(), pragmas);
        let setvbuf = library_function("setvbuf").expect("setvbuf");
        assert_eq!(setvbuf.keeps, vec![1]);
        assert!(keeps_pointers("signal") && keeps_pointers("atexit"));
        assert!(runs_handlers("raise") && !runs_handlers("printf"));
    }
}
