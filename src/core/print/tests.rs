use super::testkit::*;
use super::*;
use crate::core::ExprKind;
use crate::types::{FuncSig, TypeData};

#[track_caller]
fn check_type(build: impl FnOnce(&mut Builder) -> TypeId, name: &str, expected: &str) {
    let mut b = Builder::new();
    let ty = build(&mut b);
    assert_eq!(type_to_c(&b.program.types, ty, name), expected);
}

#[test]
fn declarators() {
    check_type(|b| b.int(), "x", "int x");
    check_type(|b| b.int(), "", "int");
    check_type(
        |b| {
            let c = b.int_ty(IntKind::Char);
            let cc = b.qualified(c, true, false);
            b.ptr(cc)
        },
        "p",
        "const char *p",
    );
    check_type(
        |b| {
            let c = b.int_ty(IntKind::Char);
            let p = b.ptr(c);
            b.qualified(p, true, false)
        },
        "p",
        "char *const p",
    );
    check_type(
        |b| {
            let i = b.int();
            b.qualified(i, true, true)
        },
        "v",
        "const volatile int v",
    );
    check_type(
        |b| {
            let i = b.int();
            let a = b.array(i, 3);
            b.ptr(a)
        },
        "p",
        "int (*p)[3]",
    );
    check_type(
        |b| {
            let i = b.int();
            let a = b.array(i, 3);
            b.ptr(a)
        },
        "",
        "int (*)[3]",
    );
    check_type(
        |b| {
            let i = b.int();
            let p = b.ptr(i);
            b.array(p, 4)
        },
        "a",
        "int *a[4]",
    );
    check_type(
        |b| {
            let i = b.int();
            let inner = b.array(i, 3);
            b.array(inner, 2)
        },
        "m",
        "int m[2][3]",
    );
    check_type(
        |b| {
            let c = b.int_ty(IntKind::Char);
            let cc = b.qualified(c, true, false);
            let p = b.ptr(cc);
            let i = b.int();
            b.func_ty(i, vec![p], true)
        },
        "printf",
        "int printf(const char *, ...)",
    );
    check_type(
        |b| {
            let i = b.int();
            let c = b.int_ty(IntKind::Char);
            let f = b.func_ty(i, vec![c], false);
            let fp = b.ptr(f);
            b.array(fp, 2)
        },
        "table",
        "int (*table[2])(char)",
    );
    check_type(
        |b| {
            // A function returning a pointer to a function.
            let i = b.int();
            let inner = b.func_ty(i, vec![], false);
            let fp = b.ptr(inner);
            let i2 = b.int();
            b.func_ty(fp, vec![i2], false)
        },
        "pick",
        "int (*pick(int))(void)",
    );
    check_type(
        |b| {
            let v = b.program.types.void();
            let unprototyped = b.program.types.intern(TypeData {
                kind: TypeKind::Function(FuncSig {
                    ret: v,
                    params: vec![],
                    variadic: false,
                    prototyped: false,
                }),
                quals: Quals::NONE,
                align: None,
                may_alias: false,
                vm_dim: None,
                field_width: None,
            });
            b.ptr(unprototyped)
        },
        "",
        "void (*)()",
    );
    check_type(
        |b| {
            let c = b.int_ty(IntKind::Char);
            let cc = b.qualified(c, true, false);
            let p = b.ptr(cc);
            let pc = b.qualified(p, true, true);
            b.ptr(pc)
        },
        "pp",
        "const char *const volatile *pp",
    );
    check_type(
        |b| b.program.types.mk(TypeKind::VaList),
        "ap",
        "__builtin_va_list ap",
    );
}

#[test]
fn object_qualifiers_can_be_dropped() {
    let mut b = Builder::new();
    let i = b.int();
    let ci = b.qualified(i, true, true);
    let array = b.array(ci, 2);
    let types = &b.program.types;
    assert_eq!(
        declarator(types, array, "a", ObjectQuals::DropConst),
        "volatile int a[2]"
    );
    assert_eq!(declarator(types, array, "a", ObjectQuals::Drop), "int a[2]");
    assert_eq!(
        declarator(types, array, "a", ObjectQuals::Keep),
        "const volatile int a[2]"
    );
}

#[track_caller]
fn check_int(kind: IntKind, value: i128, expected: &str) {
    let mut b = Builder::new();
    let ty = b.int_ty(kind);
    assert_eq!(int_const_text(&b.program.types, ty, value), expected);
}

#[test]
fn integer_constants() {
    check_int(IntKind::Int, 5, "5");
    check_int(IntKind::Int, -5, "-5");
    check_int(IntKind::Int, -2147483648, "(-2147483647 - 1)");
    check_int(IntKind::UInt, 4294967295, "4294967295U");
    check_int(IntKind::Long, 5, "5L");
    check_int(
        IntKind::Long,
        i64::MIN as i128,
        "(-9223372036854775807L - 1L)",
    );
    check_int(IntKind::ULong, u64::MAX as i128, "18446744073709551615UL");
    check_int(IntKind::LongLong, -7, "-7LL");
    check_int(IntKind::ULongLong, 7, "7ULL");
    check_int(IntKind::UChar, 200, "(unsigned char)'\\310'");
    check_int(IntKind::Short, -3, "(short)-3");
    check_int(IntKind::UShort, 65535, "(unsigned short)65535");
    check_int(IntKind::Bool, 1, "(_Bool)1");
    check_int(IntKind::Char, 97, "(char)'a'");
    check_int(IntKind::Char, 10, "(char)'\\n'");
    check_int(IntKind::Char, 39, "(char)'\\''");
    check_int(IntKind::Char, 92, "(char)'\\\\'");
    check_int(IntKind::Char, 0, "(char)'\\000'");
    check_int(IntKind::SChar, -1, "(signed char)'\\377'");
}

#[test]
fn float_constants() {
    use FloatKind::*;
    assert_eq!(float_const_text(Double, 1.0, None), "1.0");
    assert_eq!(float_const_text(Double, 1e300, None), "1e300");
    assert_eq!(float_const_text(Double, -0.0, None), "-0.0");
    assert_eq!(float_const_text(Double, 0.1, None), "0.1");
    assert_eq!(float_const_text(Double, 5e-324, None), "5e-324");
    assert_eq!(
        float_const_text(Double, f64::INFINITY, None),
        "__builtin_inf()"
    );
    assert_eq!(
        float_const_text(Double, f64::NEG_INFINITY, None),
        "-__builtin_inf()"
    );
    assert_eq!(
        float_const_text(Double, f64::NAN, None),
        "__builtin_nan(\"\")"
    );
    // glibc's strtod("nan(123)") keeps 123 as the payload.
    let payload = f64::from_bits(0x7ff8_0000_0000_007b);
    assert_eq!(
        float_const_text(Double, payload, None),
        "__builtin_nan(\"0x7b\")"
    );
    assert_eq!(
        float_const_text(Double, -payload, None),
        "-__builtin_nan(\"0x7b\")"
    );
    let signaling = f64::from_bits(0x7ff0_0000_0000_0001);
    assert_eq!(
        float_const_text(Double, signaling, None),
        "__builtin_nans(\"0x1\")"
    );
    // strtof("nan(123)"): the float's payload, held in a double.
    let float_payload = f64::from_bits(0x7ff0_0000_0000_0000 | 0x40_007b_u64 << 29);
    assert_eq!(
        float_const_text(Float, float_payload, None),
        "__builtin_nanf(\"0x7b\")"
    );
    assert_eq!(float_const_text(Float, 0.1f32 as f64, None), "0.1f");
    assert_eq!(float_const_text(Float, 3.0, None), "3.0f");
    assert_eq!(
        float_const_text(Float, f64::INFINITY, None),
        "__builtin_inff()"
    );
    assert_eq!(float_const_text(LongDouble, 1.1, Some("1.1L")), "1.1L");
    assert_eq!(float_const_text(LongDouble, 3.0, None), "0x1.8p+1L");
    assert_eq!(
        float_const_text(LongDouble, f64::NAN, None),
        "__builtin_nanl(\"\")"
    );
    assert_eq!(hex_float(0.0), "0x0p+0");
    assert_eq!(hex_float(-0.0), "-0x0p+0");
    assert_eq!(hex_float(1.0), "0x1p+0");
    assert_eq!(hex_float(0.1), "0x1.999999999999ap-4");
    assert_eq!(hex_float(5e-324), "0x0.0000000000001p-1022");
}

#[test]
fn string_literals() {
    assert_eq!(string_literal(b"abc"), "\"abc\"");
    assert_eq!(string_literal(b""), "\"\"");
    assert_eq!(
        string_literal(b"a\"b\\c\n\x01\xff9"),
        "\"a\\\"b\\\\c\\n\\001\\3779\""
    );
    // No two question marks may touch: `??=` is a trigraph in C99.
    assert_eq!(string_literal(b"what???="), "\"what\\?\\?\\?=\"");
    assert_eq!(string_literal(b"a?b"), "\"a?b\"");
    let long = vec![b'x'; 100];
    let printed = string_literal(&long);
    assert_eq!(printed.matches('"').count(), 4);
    assert!(printed.contains("\"\n        \""));
}

#[track_caller]
fn check_expr(build: impl FnOnce(&mut Builder) -> Expr, expected: &str) {
    let mut b = Builder::new();
    let e = build(&mut b);
    let names = vec!["a".to_string(), "b".to_string(), "c".to_string()];
    let printer = CPrinter::new(&b.program, &names);
    assert_eq!(printer.expr(&e), expected);
}

fn var(b: &mut Builder, index: u32) -> Expr {
    let i = b.int();
    ex(ExprKind::Local(LocalId(index)), i)
}

#[test]
fn three_way_comparison_prints_as_a_conditional() {
    let three_way = |b: &mut Builder, first: (BinOp, u32, u32), second: (BinOp, u32, u32)| {
        let p = {
            let (x, y) = (var(b, first.1), var(b, first.2));
            b.binary(first.0, x, y)
        };
        let q = {
            let (x, y) = (var(b, second.1), var(b, second.2));
            b.binary(second.0, x, y)
        };
        b.binary(BinOp::Sub, p, q)
    };
    check_expr(
        |b| three_way(b, (BinOp::Gt, 0, 1), (BinOp::Lt, 0, 1)),
        "(a < b ? -1 : a > b)",
    );
    // Descending, and the converse spelled with the operands swapped.
    check_expr(
        |b| three_way(b, (BinOp::Lt, 0, 1), (BinOp::Gt, 0, 1)),
        "(a > b ? -1 : a < b)",
    );
    check_expr(
        |b| three_way(b, (BinOp::Gt, 0, 1), (BinOp::Gt, 1, 0)),
        "(b > a ? -1 : a > b)",
    );
    // Not converse: both may hold, or the pairs differ.
    check_expr(
        |b| three_way(b, (BinOp::Gt, 0, 1), (BinOp::Gt, 0, 1)),
        "(a > b) - (a > b)",
    );
    check_expr(
        |b| three_way(b, (BinOp::Gt, 0, 1), (BinOp::Lt, 0, 2)),
        "(a > b) - (a < c)",
    );
    check_expr(
        |b| three_way(b, (BinOp::Ge, 0, 1), (BinOp::Le, 0, 1)),
        "(a >= b) - (a <= b)",
    );
    // A volatile operand is read as often as written.
    check_expr(
        |b| {
            let int = b.int();
            let volatile_int = b.qualified(int, false, true);
            let v = ex(ExprKind::Local(LocalId(0)), volatile_int);
            let w = ex(ExprKind::Local(LocalId(0)), volatile_int);
            let (y, z) = (var(b, 1), var(b, 1));
            let p = b.binary(BinOp::Gt, v, y);
            let q = b.binary(BinOp::Lt, w, z);
            b.binary(BinOp::Sub, p, q)
        },
        "(a > b) - (a < b)",
    );
}

#[test]
fn parentheses_follow_precedence_and_gcc_warnings() {
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let sum = b.binary(BinOp::Add, x, y);
            b.binary(BinOp::Mul, sum, z)
        },
        "(a + b) * c",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let product = b.binary(BinOp::Mul, y, z);
            b.binary(BinOp::Add, x, product)
        },
        "a + b * c",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let diff = b.binary(BinOp::Sub, y, z);
            b.binary(BinOp::Sub, x, diff)
        },
        "a - (b - c)",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let eq = b.binary(BinOp::Eq, y, z);
            b.binary(BinOp::BitAnd, x, eq)
        },
        "a & (b == c)",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let sum = b.binary(BinOp::Add, y, z);
            b.binary(BinOp::Shl, x, sum)
        },
        "a << (b + c)",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let and = b.binary(BinOp::BitAnd, x, y);
            b.binary(BinOp::BitOr, and, z)
        },
        "(a & b) | c",
    );
    check_expr(
        |b| {
            let (x, y, z) = (var(b, 0), var(b, 1), var(b, 2));
            let lt = b.binary(BinOp::Lt, x, y);
            b.binary(BinOp::Lt, lt, z)
        },
        "(a < b) < c",
    );
    check_expr(
        |b| {
            let (x, y) = (var(b, 0), var(b, 1));
            let not = b.unary(UnOp::Not, x);
            b.binary(BinOp::Eq, not, y)
        },
        "(!a) == b",
    );
    check_expr(
        |b| {
            let x = var(b, 0);
            let neg = b.unary(UnOp::Neg, x);
            b.unary(UnOp::Neg, neg)
        },
        "-(-a)",
    );
    check_expr(
        |b| {
            let five = b.i(-5);
            b.unary(UnOp::Neg, five)
        },
        "-(-5)",
    );
    check_expr(
        |b| {
            let x = var(b, 0);
            let minus_one = b.i(-1);
            b.binary(BinOp::Sub, x, minus_one)
        },
        "a - -1",
    );
    check_expr(
        |b| {
            let x = var(b, 0);
            let sum = b.binary(BinOp::Add, x.clone(), x);
            let l = b.int_ty(IntKind::Long);
            b.cast(sum, l)
        },
        "(long)(a + a)",
    );
    check_expr(
        |b| {
            let x = var(b, 0);
            let one = b.i(1);
            let shifted = b.binary(BinOp::Shl, x, one);
            let bool_ty = b.int_ty(IntKind::Bool);
            b.cast(shifted, bool_ty)
        },
        "(_Bool)((a << 1) != 0)",
    );
}

#[test]
fn lvalue_forms() {
    let mut b = Builder::new();
    let i = b.int();
    let field = crate::types::Field {
        name: "len".to_string(),
        ty: i,
        offset: 0,
        bits: None,
        layout: Default::default(),
    };
    let sid = b.program.types.add_struct(crate::types::StructDef {
        tag: Some("buf".into()),
        emit_name: "buf".into(),
        body: Some(crate::types::StructBody {
            fields: vec![field],
            size: 4,
            align: 4,
            layout: Default::default(),
        }),
        is_union: false,
        typedef_at: None,
        pointer_typedef: None,
    });
    let st = b.program.types.mk(TypeKind::Struct(sid));
    let sp = b.ptr(st);
    let array = b.array(st, 4);
    let p = ex(ExprKind::Local(LocalId(0)), sp);
    let a = ex(ExprKind::Local(LocalId(1)), array);
    let deref = ex(ExprKind::Deref(Box::new(p.clone())), st);
    let arrow = ex(ExprKind::Member(Box::new(deref), 0), i);
    let decayed = ex(ExprKind::Decay(Box::new(a)), sp);
    let one = b.i(1);
    let element = ex(
        ExprKind::Index(Box::new(decayed), Box::new(one.clone())),
        st,
    );
    let dot = ex(ExprKind::Member(Box::new(element.clone()), 0), i);
    let address = ex(ExprKind::AddrOf(Box::new(element)), sp);
    let moved = ex(
        ExprKind::Binary(BinOp::PtrAdd, Box::new(p), Box::new(one.clone())),
        sp,
    );
    let indexed = ex(ExprKind::Index(Box::new(moved), Box::new(one)), st);
    let names = vec!["p".to_string(), "arr".to_string()];
    let printer = CPrinter::new(&b.program, &names);
    assert_eq!(printer.expr(&arrow), "p->len");
    assert_eq!(printer.expr(&dot), "arr[1].len");
    assert_eq!(printer.expr(&address), "&arr[1]");
    assert_eq!(printer.expr(&indexed), "(p + 1)[1]");
}

#[test]
fn initializers() {
    let mut b = Builder::new();
    let c = b.int_ty(IntKind::Char);
    let s = b.array(c, 4);
    let grid = b.array(s, 2);
    let printer = CPrinter::new(&b.program, &[]);
    let bytes = Init::Array(vec![
        (0, Init::Bytes(b"ab\0\0".to_vec())),
        (1, Init::Bytes(vec![0, 0, 0, 0])),
    ]);
    assert_eq!(
        printer.init(&bytes, grid, 0).as_deref(),
        Some("{ [0] = \"ab\" }")
    );
    let empty = Init::Array(vec![(1, Init::Array(vec![]))]);
    assert_eq!(printer.init(&empty, grid, 0), None);
    assert_eq!(
        printer
            .init(&Init::Bytes(b"abcd".to_vec()), s, 0)
            .as_deref(),
        Some("\"abcd\"")
    );
    assert_eq!(
        printer
            .init(&Init::Bytes(b"abc\0".to_vec()), s, 0)
            .as_deref(),
        Some("\"abc\"")
    );
}

#[test]
fn dump_shows_blocks_and_locals() {
    let mut b = Builder::new();
    let i = b.int();
    let c = b.int_ty(IntKind::Char);
    let cc = b.qualified(c, true, false);
    let ccp = b.ptr(cc);
    let printf = b.function("printf", i, &[("fmt", ccp)], true, false);
    let f = b.function("power", i, &[("x", i), ("n", i)], false, true);
    let p = b.local(f, "p", i);
    let tmp = b.local(f, "tmp1", i);
    b.program.functions[f.index()].locals[tmp.index()].is_temp = true;
    let (pv, nv, xv, tv) = (
        b.local_ref(f, p),
        b.param_ref(f, 1),
        b.param_ref(f, 0),
        b.local_ref(f, tmp),
    );
    let one = b.i(1);
    let zero = b.i(0);
    let positive = b.binary(BinOp::Gt, nv, zero);
    let fmt = b.string(b"%d\n");
    b.add_block(f, vec![assign(pv.clone(), one)], goto(1));
    b.add_block(f, vec![], branch(positive, 2, 3));
    b.add_block(f, vec![call(Some(tv), printf, vec![fmt, xv])], goto(1));
    b.add_block(f, vec![], ret(Some(pv)));
    if let Some(body) = b.program.functions[f.index()].body.as_mut() {
        body.blocks[1].label = Some("loop".into());
    }
    let three = b.i(3);
    b.global("g", i, Some(Init::Scalar(three)));
    let text = print_program(&b.program);
    assert_eq!(
        text,
        "global int g = 3;\n\
         \n\
         extern fn printf(const char *, ...) -> int;\n\
         \n\
         fn power(int x, int n) -> int\n\
         \x20 local int p\n\
         \x20 local int tmp1  (temp)\n\
         L0:\n\
         \x20 p = 1;\n\
         \x20 goto L1;\n\
         L1:  // loop\n\
         \x20 if (n > 0) goto L2; else goto L3;\n\
         L2:\n\
         \x20 call tmp1 = printf(\"%d\\n\", x);\n\
         \x20 goto L1;\n\
         L3:\n\
         \x20 return p;\n"
    );
}
