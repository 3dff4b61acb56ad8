//! Values of `--static PARAM=VALUE`: a C initializer for the parameter,
//! lowered by the front end's own initializer code (so conversions, brace
//! elision, designators and strings follow exactly the rules they follow in
//! the program), or `@FILE` for a file's bytes.
//!
//! A pointer parameter given a string, a brace list or a file points to a
//! fresh object holding it, an array of the pointee type as long as the
//! value needs (DESIGN.md "Interfaces"): `char *fmt` given `"n = %d"` points
//! to a `char[7]`, `int *t` given `{1, 2, 3}` to an `int[3]`.

use crate::core::{Init, Program};
use crate::types::{TypeId, TypeKind};

#[derive(Clone, Debug)]
pub enum StaticValue {
    /// The parameter's own value.
    Direct(Init),
    /// For a pointer parameter: a fresh object of type `object_ty` (a
    /// complete array type) holding `init`; the parameter points to its
    /// first element.
    Pointee { object_ty: TypeId, init: Init },
}

/// The static value `text` for a parameter of type `param_ty` of
/// `program` (whose tables may gain the types and string literals the
/// value needs).
pub fn parse_static_value(
    text: &str,
    param_ty: TypeId,
    program: &mut Program,
) -> Result<StaticValue, String> {
    let text = text.trim();
    let pointee = match program.types.kind(param_ty) {
        TypeKind::Pointer(elem) => Some(*elem),
        _ => None,
    };
    if let Some(path) = text.strip_prefix('@') {
        return file_value(path, pointee, program);
    }
    // A string or brace list for a pointer initializes the object it
    // points to, as `T object[] = VALUE;` would.
    if let Some(elem) = pointee
        && (text.starts_with('"') || text.starts_with('{'))
    {
        let open_array = program.types.array_of(elem, None);
        let (object_ty, init) = lower(text, open_array, program)?;
        return Ok(StaticValue::Pointee { object_ty, init });
    }
    let (_, init) = lower(text, param_ty, program)?;
    Ok(StaticValue::Direct(init))
}

fn lower(text: &str, ty: TypeId, program: &mut Program) -> Result<(TypeId, Init), String> {
    if text.is_empty() {
        return Err("the value is empty".into());
    }
    let init = crate::parse::parse_initializer(text)?;
    crate::lower::lower_initializer(program, &init, ty)
}

/// `@path`: the file's bytes and a NUL, for a pointer to a character type.
fn file_value(
    path: &str,
    pointee: Option<TypeId>,
    program: &mut Program,
) -> Result<StaticValue, String> {
    if path.is_empty() {
        return Err("expected a file name after `@`".into());
    }
    let Some(elem) = pointee.filter(|e| program.types.size_of(*e) == Some(1)) else {
        return Err(format!(
            "@{path} gives bytes: the parameter must be a pointer to a character type"
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
    use crate::types::{FloatKind, IntKind};

    /// A program with `struct point { int x, y; }` and `struct item {
    /// char name[4]; struct point at; }`, from the real front end.
    fn program() -> Program {
        // Tests run in parallel: each gets a directory of its own.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("cmix-values-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("t.c");
        std::fs::write(
            &file,
            "struct point { int x, y; };\n\
             struct item { char name[4]; struct point at; };\n\
             int f(struct point p, struct item i) { return p.x + i.at.y; }\n",
        )
        .expect("write");
        let fe = crate::driver::load(&[file], &Default::default())
            .unwrap_or_else(|f| panic!("{}", f.render()));
        let _ = std::fs::remove_dir_all(&dir);
        fe.program
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

    fn direct(text: &str, ty: TypeId, p: &mut Program) -> String {
        match parse_static_value(text, ty, p) {
            Ok(StaticValue::Direct(init)) => show(p, &init),
            other => panic!("`{text}`: {other:?}"),
        }
    }

    fn pointee(text: &str, ty: TypeId, p: &mut Program) -> (TypeId, String) {
        match parse_static_value(text, ty, p) {
            Ok(StaticValue::Pointee { object_ty, init }) => (object_ty, show(p, &init)),
            other => panic!("`{text}`: {other:?}"),
        }
    }

    fn err(text: &str, ty: TypeId, p: &mut Program) -> String {
        match parse_static_value(text, ty, p) {
            Err(e) => e,
            Ok(v) => panic!("`{text}` was accepted: {v:?}"),
        }
    }

    #[test]
    fn arithmetic_values_convert_as_c_does() {
        let mut p = program();
        let int = p.types.int(IntKind::Int);
        let uchar = p.types.int(IntKind::UChar);
        let uint = p.types.int(IntKind::UInt);
        let boolean = p.types.int(IntKind::Bool);
        let double = p.types.float(FloatKind::Double);
        let float = p.types.float(FloatKind::Float);
        assert_eq!(direct("3", int, &mut p), "3");
        assert_eq!(direct(" -7 ", int, &mut p), "-7");
        assert_eq!(direct("0x10u", int, &mut p), "16");
        assert_eq!(direct("'a'", int, &mut p), "97");
        assert_eq!(direct("{5}", int, &mut p), "5");
        assert_eq!(direct("300", uchar, &mut p), "44");
        assert_eq!(direct("-1", uint, &mut p), "4294967295");
        assert_eq!(direct("5", boolean, &mut p), "1");
        assert_eq!(direct("2.9", int, &mut p), "2");
        assert_eq!(direct("-2.5", double, &mut p), "-2.5");
        assert_eq!(direct("0.1", float, &mut p), format!("{:?}", 0.1f32 as f64));
        assert_eq!(direct("0x1.8p1", double, &mut p), "3.0");
    }

    #[test]
    fn pointers_get_fresh_objects() {
        let mut p = program();
        let char_ty = p.types.int(IntKind::Char);
        let char_p = p.types.pointer_to(char_ty);
        let int = p.types.int(IntKind::Int);
        let int_p = p.types.pointer_to(int);
        let (ty, init) = pointee("\"n = %d\\n\"", char_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(8)));
        assert_eq!(init, format!("{:?}", "n = %d\n\0"));
        let (ty, init) = pointee("\"ab\" \"c\"", char_p, &mut p);
        assert_eq!(ty, p.types.array_of(char_ty, Some(4)));
        assert_eq!(init, format!("{:?}", "abc\0"));
        let (ty, init) = pointee("{1, 2, 3}", int_p, &mut p);
        assert_eq!(ty, p.types.array_of(int, Some(3)));
        assert_eq!(init, "{[0]=1 [1]=2 [2]=3}");
        let (ty, init) = pointee("{[2] = 5, 7}", int_p, &mut p);
        assert_eq!(ty, p.types.array_of(int, Some(4)));
        assert_eq!(init, "{[2]=5 [3]=7}");
        assert_eq!(direct("0", char_p, &mut p), "null");
    }

    #[test]
    fn structs_take_designators_and_strings() {
        let mut p = program();
        let point = param_ty(&p, 0);
        let item = param_ty(&p, 1);
        assert_eq!(direct("{1, 2}", point, &mut p), "{.0=1 .1=2}");
        assert_eq!(direct("{.y = 2, .x = 1}", point, &mut p), "{.0=1 .1=2}");
        assert_eq!(
            direct("{\"abc\", {.y = 5}}", item, &mut p),
            format!("{{.0={:?} .1={{.1=5}}}}", "abc\0")
        );
        assert_eq!(
            direct("{\"ab\", 1, 2}", item, &mut p),
            format!("{{.0={:?} .1={{.0=1 .1=2}}}}", "ab\0")
        );
    }

    #[test]
    fn files_are_bytes_with_a_nul() {
        let mut p = program();
        let char_ty = p.types.int(IntKind::Char);
        let char_p = p.types.pointer_to(char_ty);
        let int = p.types.int(IntKind::Int);
        let path = std::env::temp_dir().join(format!("cmix-value-file-{}", std::process::id()));
        std::fs::write(&path, b"ab\n\xff").expect("write");
        let at = format!("@{}", path.display());
        match parse_static_value(&at, char_p, &mut p) {
            Ok(StaticValue::Pointee {
                object_ty,
                init: Init::Bytes(bytes),
            }) => {
                assert_eq!(object_ty, p.types.array_of(char_ty, Some(5)));
                assert_eq!(bytes, b"ab\n\xff\0");
            }
            other => panic!("{other:?}"),
        }
        assert!(err(&at, int, &mut p).contains("pointer to a character type"));
        let _ = std::fs::remove_file(&path);
        assert!(err("@/no/such/file", char_p, &mut p).starts_with("cannot read @/no/such/file"));
        assert_eq!(err("@", char_p, &mut p), "expected a file name after `@`");
    }

    #[test]
    fn bad_values_are_messages() {
        let mut p = program();
        let int = p.types.int(IntKind::Int);
        let point = param_ty(&p, 0);
        assert_eq!(err("", int, &mut p), "the value is empty");
        assert!(err("1 2", int, &mut p).contains("not a C initializer"));
        assert!(
            err("N", int, &mut p).contains('N'),
            "{}",
            err("N", int, &mut p)
        );
        assert!(!err("{.z = 1}", point, &mut p).is_empty());
        let deep = format!("{}1{}", "{".repeat(300), "}".repeat(300));
        assert!(err(&deep, int, &mut p).contains("nesting deeper"));
    }
}
