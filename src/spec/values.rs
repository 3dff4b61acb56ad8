//! Values of `--static PARAM=VALUE`: a C initializer for the parameter,
//! lowered by the front end's own initializer code (so conversions, brace
//! elision, designators and strings follow exactly the rules they follow in
//! the program), or `@FILE` for a file's bytes.
//!
//! A value is read as if written at the end of the file that defines the
//! goal: preprocessed with the program's options after that file (its
//! macros apply), and lowered in its file scope (its enum constants, types
//! and const globals; a const global stands for its initializer). A value
//! naming what that file does not declare (the caller's format macro,
//! program table or options object) is read, whole, after each other file
//! given in turn, the first that declares it. Errors point into the value,
//! shown as `--static PARAM=VALUE` (`value_text`).
//!
//! A pointer parameter given a string, a brace list, a const array global
//! or a file points to a fresh object holding it, an array of the pointee
//! type as long as the value needs (DESIGN.md "Interfaces"): `char *fmt`
//! given `"n = %d"` points to a `char[7]`, `int *t` given `{1, 2, 3}` to an
//! `int[3]`.

use std::path::Path;

use lang_c::ast as c;
use lang_c::span::Node;

use super::value_text::ValueText;
use crate::core::{Expr, ExprKind, FuncId, Init, LocalId, Program};
use crate::diag::{Diag, Level};
use crate::driver::Frontend;
use crate::lower::FileScope;
use crate::preprocess::PreprocessOptions;
use crate::source::{SourceMap, Span};
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

#[derive(Clone, Debug)]
pub enum StaticValue {
    /// The parameter's own value.
    Direct(Init),
    /// For a pointer parameter: a fresh object of type `object_ty` (a
    /// complete array type) holding `init`; the parameter points to its
    /// first element.
    Pointee { object_ty: TypeId, init: Init },
}

/// The value `text` given on the command line for the goal's parameter
/// `param`, called `name`.
pub struct Given<'a> {
    pub param: LocalId,
    pub name: &'a str,
    pub text: &'a str,
}

/// The static values of the goal's parameters. `program` (a copy of the
/// front end's) may gain the types and string literals the values need.
pub fn parse_static_values(
    frontend: &Frontend,
    goal: FuncId,
    given: &[Given],
    program: &mut Program,
) -> Result<Vec<(LocalId, StaticValue)>, Box<Diag>> {
    let unit = program.function(goal).span.unit;
    let context = |unit: u32| Context {
        file: frontend
            .sources
            .units
            .get(unit as usize)
            .map(|u| u.path.as_path()),
        scope: frontend.file_scope(unit),
        options: &frontend.preprocess,
    };
    let typed: Vec<(&str, &str, TypeId)> = given
        .iter()
        .map(|g| (g.name, g.text, program.function(goal).local(g.param).ty))
        .collect();
    let made = (
        program.globals.len(),
        program.strings.len(),
        program.functions.len(),
    );
    let values = match parse_values(&context(unit), &typed, program) {
        Ok(values) => values,
        // A name the goal's file does not declare (a format macro, a
        // program table or an options object of the caller's file): read
        // in each other file given, the first that declares it.
        Err(diag) if diag.message.contains("undeclared identifier") => {
            let others = (0..frontend.sources.units.len() as u32).filter(|&u| u != unit);
            let mut found = None;
            for other in others {
                forget_made(program, made);
                if let Ok(values) = parse_values(&context(other), &typed, program) {
                    found = Some(values);
                    break;
                }
            }
            match found {
                Some(values) => values,
                None => {
                    forget_made(program, made);
                    return Err(diag);
                }
            }
        }
        Err(diag) => return Err(diag),
    };
    Ok(given.iter().map(|g| g.param).zip(values).collect())
}

/// Drops what a failed reading of values added to the program (objects of
/// compound literals and strings), back to the counts `made`.
fn forget_made(program: &mut Program, made: (usize, usize, usize)) {
    program.globals.truncate(made.0);
    program.strings.truncate(made.1);
    program.functions.truncate(made.2);
}

/// Where values are read: after the end of a file of the program.
struct Context<'a> {
    file: Option<&'a Path>,
    scope: Option<&'a FileScope>,
    options: &'a PreprocessOptions,
}

/// The values `(name, text, type)`, in order; the texts are preprocessed
/// together, in one run of the preprocessor.
fn parse_values(
    context: &Context,
    given: &[(&str, &str, TypeId)],
    program: &mut Program,
) -> Result<Vec<StaticValue>, Box<Diag>> {
    let mut texts = Vec::new();
    for (index, &(name, text, ty)) in given.iter().enumerate() {
        let mut value = ValueText::new(name, text, index, expected(name, ty, program));
        if !is_file(text) {
            value.tokenize()?;
        }
        texts.push(value);
    }
    let in_c: Vec<&ValueText> = texts.iter().filter(|t| !is_file(t.value())).collect();
    // One text per value in C, in order.
    let mut preprocessed = preprocess(context, &in_c)?.into_iter();
    let mut values = Vec::new();
    for (text, (_, _, ty)) in texts.iter().zip(given) {
        let value = match text.value().trim().strip_prefix('@') {
            Some(path) => {
                file_value(path, *ty, program).map_err(|message| text.error(message, text.whole()))
            }
            None => {
                let part = preprocessed.next().unwrap_or_default();
                lower(text, &part, *ty, context.scope, program)
            }
        };
        values.push(value?);
    }
    Ok(values)
}

fn is_file(text: &str) -> bool {
    text.trim().starts_with('@')
}

/// What a parameter expects, for the notes of errors in its value.
fn expected(name: &str, ty: TypeId, program: &Program) -> String {
    let type_name = program.types.type_name(ty);
    if program
        .types
        .pointee(ty)
        .is_some_and(|elem| program.types.is_void(elem))
    {
        format!(
            "`{name}` has type `{type_name}`: its value is the bytes it points to \
             (a string or @FILE), a global of the program (an array's name, `&object`), or 0"
        )
    } else if program.types.is_pointer(ty) {
        format!(
            "`{name}` has type `{type_name}`: its value is the object it points to \
             (a string, a brace list or @FILE), a global of the program (an array's \
             name, `&object`), or 0"
        )
    } else {
        format!("`{name}` has type `{type_name}`")
    }
}

/// Each value's text as the lowering reads it: preprocessed when that may
/// change it (one run for all), else its tokens as they are.
fn preprocess(context: &Context, texts: &[&ValueText]) -> Result<Vec<String>, Box<Diag>> {
    let input: String = texts
        .iter()
        .filter(|t| t.needs_preprocessor())
        .map(|t| t.lines())
        .collect();
    let mut output = String::new();
    if !input.is_empty() {
        output = match crate::preprocess::preprocess_after(context.file, &input, context.options) {
            Ok(Ok(output)) => output,
            Ok(Err(stderr)) => {
                return Err(texts
                    .iter()
                    .find_map(|t| t.preprocessor_error(&stderr))
                    .unwrap_or_else(|| {
                        Box::new(
                            Diag::without_span(
                                Level::Error,
                                "the C preprocessor failed on the values",
                            )
                            .with_note(stderr),
                        )
                    }));
            }
            Err(diag) => return Err(Box::new(diag)),
        };
    }
    texts
        .iter()
        .map(|t| {
            if !t.needs_preprocessor() {
                return Ok(t.lines());
            }
            let part = t.output_part(&output).map(str::to_string);
            part.ok_or_else(|| {
                Box::new(Diag::bug(
                    "a value is missing from the preprocessor's output",
                    Span::DUMMY,
                ))
            })
        })
        .collect()
}

/// Parses and lowers one value (`part`: its text after preprocessing) for
/// a parameter of type `ty`.
fn lower(
    text: &ValueText,
    part: &str,
    ty: TypeId,
    scope: Option<&FileScope>,
    program: &mut Program,
) -> Result<StaticValue, Box<Diag>> {
    let mut map = SourceMap::new();
    let declaration = text.declaration(part, |name| scope.is_some_and(|s| s.is_typedef(name)));
    let unit = map.add_unit(text.unit_name().into(), declaration);
    let init =
        crate::parse::parse_initializer(&map, unit).map_err(|d| text.locate(d, &map, unit))?;
    // A pointer given an object initializes the object it points to, as
    // `T object[] = VALUE;` would.
    let pointee = match program.types.kind(ty) {
        TypeKind::Pointer(elem) if gives_object(&init) => Some(*elem),
        _ => None,
    };
    // `void *` (a pointer to a variable-length array is one in Core C):
    // the list's elements have no type.
    if pointee.is_some_and(|elem| program.types.is_void(elem))
        && matches!(init.node, lang_c::ast::Initializer::List(_))
    {
        return Err(text.error(
            "a brace list for a parameter whose elements have no type here (`void *`, or a pointer to a variable-length array)".to_string(),
            text.whole(),
        ));
    }
    // `{ .field = ... }` for a pointer to a struct is that one struct, as
    // a compound literal would be (a list of structs starts with one's
    // braces, or with `[i] =`).
    let init = match (&init.node, pointee) {
        (lang_c::ast::Initializer::List(items), Some(elem))
            if matches!(program.types.kind(elem), TypeKind::Struct(_))
                && items.first().is_some_and(|item| {
                    matches!(
                        item.node.designation.first().map(|d| &d.node),
                        Some(lang_c::ast::Designator::Member(_))
                    )
                }) =>
        {
            let span = init.span;
            let item = lang_c::ast::InitializerListItem {
                designation: Vec::new(),
                initializer: Box::new(init),
            };
            Node::new(
                lang_c::ast::Initializer::List(vec![Node::new(item, span)]),
                span,
            )
        }
        _ => init,
    };
    // A string for `void *` gives its bytes.
    let pointee = pointee.map(|elem| {
        if program.types.is_void(elem) {
            program.types.int(IntKind::Char)
        } else {
            elem
        }
    });
    let target = pointee.map_or(ty, |elem| program.types.array_of(elem, None));
    let (object_ty, mut init) =
        crate::lower::value::lower_value(program, scope, &map, unit, &init, target)
            .map_err(|d| text.locate(d, &map, unit))?;
    // (`DBL_MIN` is glibc's `(double)2.2250738585072014e-308L`.)
    let mut long_double = false;
    init.for_each_expr(&mut |e| {
        // (A run-time-only member's value is zero: `lower_value` saw to it.)
        if program.types.is_runtime_only(e.ty) {
            return;
        }
        e.walk(&mut |x| {
            long_double |= matches!(x.kind, ExprKind::FloatConst(..))
                && program.types.kind(x.ty) == &TypeKind::Float(FloatKind::LongDouble)
        })
    });
    if long_double {
        return Err(text.error(
            "the value holds a long double constant (a macro such as DBL_MIN may expand to one, \
             converted), and cmix computes no long double: give the number itself"
                .to_string(),
            text.whole(),
        ));
    }
    forget_spans(&mut init);
    Ok(match pointee {
        Some(_) => StaticValue::Pointee { object_ty, init },
        None => StaticValue::Direct(init),
    })
}

/// Whether a value for a pointer is the object it points to: a string or
/// a brace list. (A global array named is the program's own object: the
/// pointer points to it, as it would in the program.)
fn gives_object(init: &Node<c::Initializer>) -> bool {
    let c::Initializer::Expression(e) = &init.node else {
        return true; // a brace list
    };
    matches!(&e.node, c::Expression::StringLiteral(_))
}

/// The spans of a value's expressions are in its own text, which the
/// program's source map does not hold: a later error must not point into
/// the program with them.
fn forget_spans(init: &mut Init) {
    fn forget(e: &mut Expr) {
        e.span = Span::DUMMY;
        e.for_each_child_mut(&mut forget);
    }
    init.for_each_expr_mut(&mut forget);
}

/// `@path`: the file's bytes and a NUL, for a pointer to a character type.
fn file_value(path: &str, ty: TypeId, program: &mut Program) -> Result<StaticValue, String> {
    if path.is_empty() {
        return Err("expected a file name after `@`".into());
    }
    let pointee = match program.types.kind(ty) {
        TypeKind::Pointer(elem) => Some(*elem),
        _ => None,
    };
    // (`void *` points to the bytes as they are.)
    let pointee = pointee.map(|elem| {
        if program.types.is_void(elem) {
            program.types.int(IntKind::UChar)
        } else {
            elem
        }
    });
    let Some(elem) = pointee.filter(|e| program.types.size_of(*e) == Some(1)) else {
        return Err(format!(
            "@{path} gives bytes: the parameter must be a pointer to a character type or `void *`"
        ));
    };
    let mut bytes = std::fs::read(path).map_err(|e| format!("cannot read @{path}: {e}"))?;
    bytes.push(0);
    let object_ty = program.types.array_of(elem, Some(bytes.len() as u64));
    Ok(StaticValue::Pointee {
        object_ty,
        init: Init::Bytes(bytes),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::ExprKind;
    use crate::types::FloatKind;

    /// A program read by the real front end, kept on disk while the test
    /// runs (values are preprocessed after its file).
    struct Fixture {
        frontend: Frontend,
        dir: std::path::PathBuf,
    }

    impl Drop for Fixture {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }

    const PROGRAM: &str = "#define N 4\n\
         #define SQ(x) ((x) * (x))\n\
         #include \"defs.h\"\n\
         #include <limits.h>\n\
         typedef unsigned long u64;\n\
         enum op { PUSH, ADD = 5 };\n\
         struct point { int x, y; };\n\
         struct item { char name[4]; struct point at; };\n\
         struct flags { unsigned mode : 3; int level : 4; _Bool on : 1; long double scale; };\n\
         static const int program[] = {PUSH, 7, ADD};\n\
         static const int LIMIT = 7;\n\
         static const struct point origin = {1, 2};\n\
         int counter = 3;\n\
         int f(struct point p, struct item i, struct flags g) { return p.x + i.at.y + counter + g.mode; }\n";

    fn fixture_with(args: &[&str]) -> Fixture {
        // Tests run in parallel: each gets a directory of its own.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("cmix-values-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("defs.h"), "#define FROM_HEADER 12\n").expect("write");
        let file = dir.join("t.c");
        std::fs::write(&file, PROGRAM).expect("write");
        let options = PreprocessOptions {
            args: args.iter().map(|a| a.to_string()).collect(),
        };
        let frontend =
            crate::driver::load(&[file], &options).unwrap_or_else(|f| panic!("{}", f.render()));
        Fixture { frontend, dir }
    }

    fn fixture() -> Fixture {
        fixture_with(&[])
    }

    impl Fixture {
        fn program(&self) -> Program {
            self.frontend.program.clone()
        }

        /// The value `text` for a parameter `v` of type `ty`, read after
        /// the program's file.
        fn value(&self, text: &str, ty: TypeId, p: &mut Program) -> Result<StaticValue, Box<Diag>> {
            let context = Context {
                file: Some(self.frontend.sources.units[0].path.as_path()),
                scope: self.frontend.file_scope(0),
                options: &self.frontend.preprocess,
            };
            let mut values = parse_values(&context, &[("v", text, ty)], p)?;
            values
                .pop()
                .ok_or_else(|| Box::new(Diag::bug("no value", Span::DUMMY)))
        }

        fn direct(&self, text: &str, ty: TypeId, p: &mut Program) -> String {
            match self.value(text, ty, p) {
                Ok(StaticValue::Direct(init)) => show(p, &init),
                other => panic!("`{text}`: {other:?}"),
            }
        }

        fn pointee(&self, text: &str, ty: TypeId, p: &mut Program) -> (TypeId, String) {
            match self.value(text, ty, p) {
                Ok(StaticValue::Pointee { object_ty, init }) => (object_ty, show(p, &init)),
                other => panic!("`{text}`: {other:?}"),
            }
        }

        /// The error's message and the part of `--static v=TEXT` its label
        /// is under.
        fn err(&self, text: &str, ty: TypeId, p: &mut Program) -> (String, String) {
            match self.value(text, ty, p) {
                Err(d) => {
                    let snippet = d.snippet.unwrap_or_else(|| panic!("`{text}`: no snippet"));
                    assert!(d.span.is_none(), "`{text}`: a span into the program");
                    let labelled = snippet.text[snippet.range].to_string();
                    assert!(
                        d.notes.iter().any(|n| n.starts_with("`v` has type")),
                        "`{text}`: {:?}",
                        d.notes
                    );
                    (d.message, labelled)
                }
                Ok(v) => panic!("`{text}` was accepted: {v:?}"),
            }
        }
    }

    fn param_ty(p: &Program, index: usize) -> TypeId {
        let f = p.function(p.function_by_name("f").expect("f"));
        f.local(f.params[index]).ty
    }

    /// A compact rendering of an initializer; scalars by their value.
    fn show(p: &Program, init: &Init) -> String {
        use crate::spec::eval::{Evaluator, Value};
        match init {
            Init::Scalar(e) if !matches!(e.kind, ExprKind::Cast(_)) => {
                match Evaluator::new(p).eval(&crate::spec::store::Store::new(), None, e) {
                    Ok(Value::Int(v)) => v.to_string(),
                    Ok(Value::Float(v)) => format!("{v:?}"),
                    other => format!("{other:?}"),
                }
            }
            Init::Scalar(_) => "null".into(),
            Init::Bytes(b) => format!("{:?}", String::from_utf8_lossy(b)),
            Init::Array(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|(i, x)| format!("[{i}]={}", show(p, x)))
                    .collect();
                format!("{{{}}}", items.join(" "))
            }
            Init::Struct(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|(i, x)| format!(".{i}={}", show(p, x)))
                    .collect();
                format!("{{{}}}", items.join(" "))
            }
        }
    }

    #[test]
    fn arithmetic_values_convert_as_c_does_when_that_keeps_them() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let uchar = p.types.int(IntKind::UChar);
        let uint = p.types.int(IntKind::UInt);
        let boolean = p.types.int(IntKind::Bool);
        let double = p.types.float(FloatKind::Double);
        let float = p.types.float(FloatKind::Float);
        assert_eq!(fx.direct("3", int, &mut p), "3");
        assert_eq!(fx.direct(" -7 ", int, &mut p), "-7");
        assert_eq!(fx.direct("0x10u", int, &mut p), "16");
        assert_eq!(fx.direct("'a'", int, &mut p), "97");
        assert_eq!(fx.direct("{5}", int, &mut p), "5");
        assert_eq!(fx.direct("255", uchar, &mut p), "255");
        assert_eq!(fx.direct("4294967295", uint, &mut p), "4294967295");
        assert_eq!(fx.direct("1", boolean, &mut p), "1");
        assert_eq!(fx.direct("2.0", int, &mut p), "2");
        assert_eq!(fx.direct("-2.5", double, &mut p), "-2.5");
        assert_eq!(fx.direct("3", double, &mut p), "3.0");
        assert_eq!(
            fx.direct("0.1", float, &mut p),
            format!("{:?}", 0.1f32 as f64)
        );
        assert_eq!(fx.direct("0x1.8p1", double, &mut p), "3.0");
        // An explicit cast says that a change is meant.
        assert_eq!(fx.direct("(unsigned char)300", uchar, &mut p), "44");
        assert_eq!(fx.direct("(unsigned)-1", uint, &mut p), "4294967295");
        assert_eq!(fx.direct("(_Bool)5", boolean, &mut p), "1");
        assert_eq!(fx.direct("(_Bool)0.5", boolean, &mut p), "1");
        assert_eq!(fx.direct("(int)2.9", int, &mut p), "2");
    }

    #[test]
    fn conversions_that_change_a_value_are_errors() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let uchar = p.types.int(IntKind::UChar);
        let uint = p.types.int(IntKind::UInt);
        let boolean = p.types.int(IntKind::Bool);
        let float = p.types.float(FloatKind::Float);
        let double = p.types.float(FloatKind::Double);
        for (text, ty, message, labelled) in [
            (
                "4294967298",
                int,
                "the value 4294967298 does not fit in `int`",
                "4294967298",
            ),
            (
                "300",
                uchar,
                "the value 300 does not fit in `unsigned char`",
                "300",
            ),
            (
                "-1",
                uint,
                "the value -1 does not fit in `unsigned int`",
                "-1",
            ),
            ("5", boolean, "the value 5 does not fit in `_Bool`", "5"),
            (
                "0.5",
                boolean,
                "the value 0.5 does not fit in `_Bool`",
                "0.5",
            ),
            ("2.5", int, "the value 2.5 does not fit in `int`", "2.5"),
            (
                "-1e30",
                int,
                "the value -1e30 does not fit in `int`",
                "-1e30",
            ),
            (
                "16777217",
                float,
                "the value 16777217 does not fit in `float`",
                "16777217",
            ),
            (
                "{1, 300}",
                uchar,
                "excess elements in a scalar initializer",
                "{1, 300}",
            ),
            (
                "N * 100",
                uchar,
                "the value 400 does not fit in `unsigned char`",
                "N * 100",
            ),
            (
                "1 / 0",
                int,
                "this expression has no constant value",
                "1 / 0",
            ),
            (
                "2147483647 + 1",
                int,
                "this expression has no constant value",
                "2147483647 + 1",
            ),
            // What glibc's DBL_MIN expands to.
            (
                "((double)2.22507385850720138309e-308L)",
                double,
                "the value holds a long double constant (a macro such as DBL_MIN may expand to one, converted), and cmix computes no long double: give the number itself",
                "((double)2.22507385850720138309e-308L)",
            ),
        ] {
            assert_eq!(
                fx.err(text, ty, &mut p),
                (message.to_string(), labelled.to_string()),
                "{text}"
            );
        }
        let int_p = p.types.pointer_to(int);
        let (message, labelled) = fx.err("{1, 2, 300000000000}", int_p, &mut p);
        assert_eq!(
            (message.as_str(), labelled.as_str()),
            (
                "the value 300000000000 does not fit in `int`",
                "300000000000"
            )
        );
    }

    #[test]
    fn values_of_the_wrong_kind_are_errors() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let int_p = p.types.pointer_to(int);
        let char_ty = p.types.int(IntKind::Char);
        let char_pp = {
            let char_p = p.types.pointer_to(char_ty);
            p.types.pointer_to(char_p)
        };
        let point = param_ty(&p, 0);
        for (text, ty, message, labelled) in [
            (
                "\"abc\"",
                int,
                "mismatched types: expected `int`, found a string",
                "\"abc\"",
            ),
            (
                "5",
                int_p,
                "mismatched types: expected `int *`, found `int`",
                "5",
            ),
            (
                "{\"a\", 0}",
                int_p,
                "mismatched types: expected `int`, found a string",
                "\"a\"",
            ),
            (
                "{{1}}",
                char_pp,
                "mismatched types: expected `char *`, found `int`",
                "{1}",
            ),
            (
                "program",
                int,
                "mismatched types: expected `int`, found `program` (`const int [3]`)",
                "program",
            ),
            (
                "origin",
                int_p,
                "cannot convert a value of type `const struct point` to `int *`",
                "origin",
            ),
            ("{.z = 1}", point, "no member named `z`", ".z = 1"),
        ] {
            assert_eq!(
                fx.err(text, ty, &mut p),
                (message.to_string(), labelled.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn pointers_get_fresh_objects() {
        let fx = fixture();
        let mut p = fx.program();
        let char_ty = p.types.int(IntKind::Char);
        let char_p = p.types.pointer_to(char_ty);
        let int = p.types.int(IntKind::Int);
        let int_p = p.types.pointer_to(int);
        let (ty, init) = fx.pointee("\"n = %d\\n\"", char_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(8)));
        assert_eq!(init, format!("{:?}", "n = %d\n\0"));
        let (ty, init) = fx.pointee("\"ab\" \"c\"", char_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(4)));
        assert_eq!(init, format!("{:?}", "abc\0"));
        // A universal character name, as in the program's own literals:
        // its UTF-8 bytes.
        let (ty, init) = fx.pointee("\"h\\u00e9\"", char_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(4)));
        assert_eq!(init, format!("{:?}", "h\u{e9}\0"));
        let (ty, init) = fx.pointee("{1, 2, 3}", int_p, &mut p);
        assert_eq!(ty, p.types.array_of(int, Some(3)));
        assert_eq!(init, "{[0]=1 [1]=2 [2]=3}");
        let (ty, init) = fx.pointee("{[2] = 5, 7}", int_p, &mut p);
        assert_eq!(ty, p.types.array_of(int, Some(4)));
        assert_eq!(init, "{[2]=5 [3]=7}");
        assert_eq!(fx.direct("0", char_p, &mut p), "null");
        // `void *` points to a string's bytes, or a file's; a brace list
        // has no element type.
        let void = p.types.void();
        let void_p = p.types.pointer_to(void);
        let (ty, init) = fx.pointee("\"ab\"", void_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(3)));
        assert_eq!(init, format!("{:?}", "ab\0"));
        let path = fx.dir.join("key");
        std::fs::write(&path, b"k\x80").expect("write");
        let uchar = p.types.int(IntKind::UChar);
        match fx.value(&format!("@{}", path.display()), void_p, &mut p) {
            Ok(StaticValue::Pointee {
                object_ty,
                init: Init::Bytes(bytes),
            }) => {
                assert_eq!(object_ty, p.types.array_of(uchar, Some(3)));
                assert_eq!(bytes, b"k\x80\0");
            }
            other => panic!("{other:?}"),
        }
        assert!(fx.err("{1, 2}", void_p, &mut p).0.contains("no type here"));
    }

    /// C keeps a bit-field's low bits, and a run-time-only member would
    /// read zero in the residual program: values must not do either.
    #[test]
    fn bit_fields_and_long_double_members_keep_their_values() {
        let fx = fixture();
        let mut p = fx.program();
        let flags = param_ty(&p, 2);
        assert_eq!(fx.direct("{7, -8, 1}", flags, &mut p), "{.0=7 .1=-8 .2=1}");
        // (Zero is what specialization holds for it anyway.)
        assert!(fx.value("{.scale = 0}", flags, &mut p).is_ok());
        for (text, message, labelled) in [
            (
                "{9}",
                "the value 9 does not fit in the 3-bit field `mode`",
                "9",
            ),
            (
                "{0, 8}",
                "the value 8 does not fit in the 4-bit field `level`",
                "8",
            ),
            (
                "{0, -9}",
                "the value -9 does not fit in the 4-bit field `level`",
                "-9",
            ),
            (
                "{.on = 2}",
                "the value 2 does not fit in `_Bool`",
                ".on = 2",
            ),
            (
                "{.scale = 0.5}",
                "the value gives a `long double` a value, and cmix holds no `long double` during specialization",
                "0.5",
            ),
        ] {
            assert_eq!(
                fx.err(text, flags, &mut p),
                (message.to_string(), labelled.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn structs_take_designators_and_strings() {
        let fx = fixture();
        let mut p = fx.program();
        let point = param_ty(&p, 0);
        let item = param_ty(&p, 1);
        assert_eq!(fx.direct("{1, 2}", point, &mut p), "{.0=1 .1=2}");
        assert_eq!(fx.direct("{.y = 2, .x = 1}", point, &mut p), "{.0=1 .1=2}");
        assert_eq!(
            fx.direct("{\"abc\", {.y = 5}}", item, &mut p),
            format!("{{.0={:?} .1={{.1=5}}}}", "abc\0")
        );
        assert_eq!(
            fx.direct("{\"ab\", 1, 2}", item, &mut p),
            format!("{{.0={:?} .1={{.0=1 .1=2}}}}", "ab\0")
        );
        // For a pointer to a struct, a list of members is the one struct
        // it points to; a list of structs is an array of them.
        let point_p = p.types.pointer_to(point);
        let (ty, init) = fx.pointee("{.y = 5}", point_p, &mut p);
        assert_eq!(ty, p.types.array_of(point, Some(1)));
        assert_eq!(init, "{[0]={.1=5}}");
        let (ty, init) = fx.pointee("{{.y = 5}, {1, 2}}", point_p, &mut p);
        assert_eq!(ty, p.types.array_of(point, Some(2)));
        assert_eq!(init, "{[0]={.1=5} [1]={.0=1 .1=2}}");
    }

    #[test]
    fn values_use_the_programs_names() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let int_p = p.types.pointer_to(int);
        let long = p.types.int(IntKind::Long);
        let point = param_ty(&p, 0);
        assert_eq!(fx.direct("N", int, &mut p), "4");
        assert_eq!(fx.direct("N * 2 + ADD", int, &mut p), "13");
        assert_eq!(fx.direct("SQ(N)", int, &mut p), "16");
        assert_eq!(fx.direct("FROM_HEADER", int, &mut p), "12");
        assert_eq!(fx.direct("LIMIT", int, &mut p), "7");
        assert_eq!(fx.direct("LIMIT * 2", long, &mut p), "14");
        assert_eq!(fx.direct("sizeof(struct point)", int, &mut p), "8");
        assert_eq!(
            fx.direct("sizeof program / sizeof *program", int, &mut p),
            "3"
        );
        assert_eq!(fx.direct("{ADD, .y = N}", point, &mut p), "{.0=5 .1=4}");
        assert_eq!(fx.direct("origin", point, &mut p), "{.0=1 .1=2}");
        // A pointer given a global's name points to the global itself.
        let global = p.globals.iter().position(|g| g.name == "program");
        match fx.value("program", int_p, &mut p) {
            Ok(StaticValue::Direct(Init::Scalar(e))) => {
                let mut named = None;
                e.walk(&mut |sub| {
                    if let ExprKind::Global(g) = sub.kind {
                        named = Some(g.index());
                    }
                });
                assert_eq!(named, global, "{e:?}");
            }
            other => panic!("`program`: {other:?}"),
        }
        let (_, init) = fx.pointee("{PUSH, N, ADD, LIMIT}", int_p, &mut p);
        assert_eq!(init, "{[0]=0 [1]=4 [2]=5 [3]=7}");
    }

    #[test]
    fn command_line_macros_apply_to_values() {
        let fx = fixture_with(&["-DLEVEL=6", "-DN=5"]);
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        assert_eq!(fx.direct("LEVEL * 2", int, &mut p), "12");
        // The program's own `#define N 4` comes after `-D` and wins.
        assert_eq!(fx.direct("N", int, &mut p), "4");
    }

    /// A system header's macro expands in lines the preprocessor marks as
    /// the header's (`# 1 "<cmix value 0>" 3 4`): still the value's.
    #[test]
    fn system_header_macros_apply_to_values() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        assert_eq!(fx.direct("INT_MIN", int, &mut p), "-2147483648");
        assert_eq!(fx.direct("INT_MIN + N", int, &mut p), "-2147483644");
        assert_eq!(
            fx.direct("N - (INT_MAX - 1) / CHAR_BIT", int, &mut p),
            "-268435451"
        );
    }

    /// The program's typedef names are types in a value (`(u64)-1`).
    #[test]
    fn typedef_names_are_types_in_values() {
        let fx = fixture();
        let mut p = fx.program();
        let ulong = p.types.int(IntKind::ULong);
        assert_eq!(fx.direct("(u64)-1 >> 60", ulong, &mut p), "15");
        assert_eq!(fx.direct("sizeof(u64) * N", ulong, &mut p), "32");
    }

    #[test]
    fn names_that_do_not_exist_or_vary_are_errors() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        for (text, message, labelled) in [
            ("M", "use of undeclared identifier `M`", "M"),
            (
                "N + MISSING",
                "use of undeclared identifier `MISSING`",
                "MISSING",
            ),
            (
                "counter",
                "`counter` is a variable: its value when the goal is called is not known",
                "counter",
            ),
            (
                "program[1]",
                "this expression has no constant value",
                "program[1]",
            ),
            ("SQ(M)", "use of undeclared identifier `M`", "SQ(M)"),
        ] {
            assert_eq!(
                fx.err(text, int, &mut p),
                (message.to_string(), labelled.to_string()),
                "{text}"
            );
        }
    }

    /// A variable's value is not known, but its address is: `&counter`
    /// alone or in a list is a pointer to the program's global.
    #[test]
    fn addresses_of_variables_are_values() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let int_p = p.types.pointer_to(int);
        let counter = p
            .globals
            .iter()
            .position(|g| g.name == "counter")
            .map(|i| crate::core::GlobalId(i as u32))
            .expect("counter");
        let addresses_counter = |init: &Init| {
            let mut found = false;
            init.for_each_expr(&mut |e| {
                e.walk(&mut |x| {
                    if let ExprKind::AddrOf(inner) = &x.kind {
                        found |= matches!(inner.kind, ExprKind::Global(g) if g == counter);
                    }
                })
            });
            found
        };
        match fx.value("&counter", int_p, &mut p) {
            Ok(StaticValue::Direct(init)) => assert!(addresses_counter(&init), "{init:?}"),
            other => panic!("{other:?}"),
        }
        let int_pp = p.types.pointer_to(int_p);
        match fx.value("{&counter, 0}", int_pp, &mut p) {
            Ok(StaticValue::Pointee { init, .. }) => assert!(addresses_counter(&init), "{init:?}"),
            other => panic!("{other:?}"),
        }
    }

    /// The preprocessor's own errors point at the line (the token) it
    /// names; the wording is the compiler's.
    #[test]
    fn preprocessor_errors_point_into_the_value() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        let (message, labelled) = fx.err("SQ(1, 2)", int, &mut p);
        assert!(
            message.contains("SQ") || message.contains("argument"),
            "{message}"
        );
        assert!(
            !labelled.is_empty() && "SQ(1, 2)".contains(&labelled),
            "{labelled}"
        );
    }

    #[test]
    fn files_are_bytes_with_a_nul() {
        let fx = fixture();
        let mut p = fx.program();
        let char_ty = p.types.int(IntKind::Char);
        let char_p = p.types.pointer_to(char_ty);
        let int = p.types.int(IntKind::Int);
        let path = fx.dir.join("bytes");
        std::fs::write(&path, b"ab\n\xff").expect("write");
        let at = format!("@{}", path.display());
        match fx.value(&at, char_p, &mut p) {
            Ok(StaticValue::Pointee {
                object_ty,
                init: Init::Bytes(bytes),
            }) => {
                assert_eq!(object_ty, p.types.array_of(char_ty, Some(5)));
                assert_eq!(bytes, b"ab\n\xff\0");
            }
            other => panic!("{other:?}"),
        }
        assert!(
            fx.err(&at, int, &mut p)
                .0
                .contains("pointer to a character type")
        );
        assert!(
            fx.err("@/no/such/file", char_p, &mut p)
                .0
                .starts_with("cannot read @/no/such/file")
        );
        assert_eq!(
            fx.err("@", char_p, &mut p).0,
            "expected a file name after `@`"
        );
    }

    #[test]
    fn bad_syntax_points_into_the_value() {
        let fx = fixture();
        let mut p = fx.program();
        let int = p.types.int(IntKind::Int);
        assert_eq!(
            fx.err("", int, &mut p),
            ("the value is empty".into(), String::new())
        );
        let (message, labelled) = fx.err("1 2", int, &mut p);
        assert!(message.starts_with("syntax error"), "{message}");
        assert_eq!(labelled, "2");
        let (message, labelled) = fx.err("{1,", int, &mut p);
        assert!(message.starts_with("syntax error"), "{message}");
        assert_eq!(labelled, "", "the end of the value");
        assert_eq!(
            fx.err("# 1 \"x.c\"", int, &mut p).1,
            "#",
            "what would be a line marker"
        );
        let (_, labelled) = fx.err("1 + é", int, &mut p);
        assert_eq!(labelled, "é");
        let deep = format!("{}1{}", "{".repeat(300), "}".repeat(300));
        assert!(fx.err(&deep, int, &mut p).0.contains("nesting deeper"));
    }
}
