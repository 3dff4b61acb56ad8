//! gcc builtins that classify a value or a type: the floating-point
//! classes (`__builtin_isnan`, `isinf`, `isinf_sign`, `isfinite`, `finite`
//! and their `f`/`l` forms, `isnormal`, `fpclassify`: what `<math.h>`'s
//! C99 macros become), `signbit` (type-generic, `f`, `l`),
//! `__builtin_classify_type`, and `__alignof__` of an expression.
//!
//! gcc folds `isinf` and `signbit` of a constant operand to other values
//! than the code it emits for a run-time one computes (`isinf` of -inf is
//! -1 folded, 1 at run time; `signbit` is 1 folded, the sign bit in place
//! for a `float` at run time): a constant operand is folded here as gcc
//! folds it, and a run-time one keeps gcc's run-time value (`signbit` is
//! a call of a stand-in that the specializer runs as x86-64 code does,
//! `spec::library`).

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R, Symbol, fold};
use crate::core::{BinOp, Expr, ExprKind, UnOp};
use crate::diag;
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeKind, TypeTable};

/// gcc's type classes (`typeclass.h`) that C types fall in.
const INTEGER_TYPE_CLASS: i128 = 1;
const POINTER_TYPE_CLASS: i128 = 5;
const REAL_TYPE_CLASS: i128 = 8;
const COMPLEX_TYPE_CLASS: i128 = 9;
const NO_TYPE_CLASS: i128 = -1;
const RECORD_TYPE_CLASS: i128 = 12;
const UNION_TYPE_CLASS: i128 = 13;

impl<'a> Lowerer<'a> {
    /// The builtins of this module; `None` for other names.
    pub(super) fn classify_builtin(
        &mut self,
        name: &str,
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<Option<Expr>> {
        use FloatKind::{Double, Float, LongDouble};
        if name == "__builtin_classify_type" {
            return self.classify_type(args, span).map(Some);
        }
        if name == "__builtin_fpclassify" {
            return self.fpclassify(args, span).map(Some);
        }
        if name == crate::parse::ALIGNOF_EXPR {
            let [arg] = args else {
                return Err(diag::invalid("`__alignof__` takes one operand", span));
            };
            let align = self.expression_alignment(arg)?;
            let ul = self.prog.types.int(IntKind::ULong);
            return Ok(Some(Expr::new(ExprKind::IntConst(align as i128), ul, span)));
        }
        // The type-generic operation and the type a typed form converts to.
        let (generic, kind) = match name {
            "__builtin_isnan"
            | "__builtin_isinf"
            | "__builtin_isinf_sign"
            | "__builtin_isfinite"
            | "__builtin_isnormal"
            | "__builtin_signbit" => (name, None),
            "__builtin_isnanf" => ("__builtin_isnan", Some(Float)),
            "__builtin_isnanl" => ("__builtin_isnan", Some(LongDouble)),
            "__builtin_isinff" => ("__builtin_isinf", Some(Float)),
            "__builtin_isinfl" => ("__builtin_isinf", Some(LongDouble)),
            "__builtin_finite" => ("__builtin_isfinite", Some(Double)),
            "__builtin_finitef" => ("__builtin_isfinite", Some(Float)),
            "__builtin_finitel" => ("__builtin_isfinite", Some(LongDouble)),
            "__builtin_signbitf" => ("__builtin_signbit", Some(Float)),
            "__builtin_signbitl" => ("__builtin_signbit", Some(LongDouble)),
            _ => return Ok(None),
        };
        let [arg] = args else {
            return Err(diag::invalid(format!("`{name}` takes one argument"), span));
        };
        // gcc folds `c ? -inf : 0` but not `(k, -inf)`; cmix's lowering
        // does the opposite, so such operands cannot tell what gcc does.
        let folding_matters = matches!(generic, "__builtin_isinf" | "__builtin_signbit");
        if folding_matters && has_conditional_or_comma(arg) {
            return Err(diag::unsupported(
                &format!(
                    "`{name}` of an operand with `?:` or `,` (gcc gives a constant operand another value than a run-time one)"
                ),
                self.span(arg.span),
            ));
        }
        // gcc folds signbit of what it proves nonnegative (`exp(x)`, even
        // a NaN) to 0, but lowering moves calls into temporaries.
        if generic == "__builtin_signbit" && calls_math_function(arg) {
            return Err(diag::unsupported(
                &format!(
                    "`{name}` of a math function's result (gcc may fold it to 0 by the function's range)"
                ),
                self.span(arg.span),
            ));
        }
        let x = self.rvalue(arg)?;
        self.require_arithmetic(&x)?;
        let x = match kind {
            Some(k) => {
                let t = self.prog.types.float(k);
                self.convert(x, t)
            }
            None => x,
        };
        if generic == "__builtin_signbit" {
            return self.signbit(name, x, span).map(Some);
        }
        self.float_class(generic, x, span).map(Some)
    }

    /// `__builtin_classify_type(e)`: gcc's class of `e`'s type after the
    /// conversions of a variadic argument, a constant; `e` is not
    /// evaluated.
    fn classify_type(&mut self, args: &[Node<c::Expression>], span: Span) -> R<Expr> {
        let [arg] = args else {
            return Err(diag::invalid(
                "`__builtin_classify_type` takes one argument",
                span,
            ));
        };
        let ty = self.type_of_unevaluated(arg)?;
        let types = &self.prog.types;
        let class = match types.kind(ty) {
            // Integers (with _Bool, char and enums) promote to an integer.
            TypeKind::Int(_) => INTEGER_TYPE_CLASS,
            TypeKind::Float(_) => REAL_TYPE_CLASS,
            TypeKind::Complex(_) => COMPLEX_TYPE_CLASS,
            // gcc 12 has no class for vectors.
            TypeKind::Vector(..) => NO_TYPE_CLASS,
            // Arrays and functions decay to pointers; va_list is an array.
            TypeKind::Pointer(_)
            | TypeKind::Array(..)
            | TypeKind::Function(_)
            | TypeKind::VaList => POINTER_TYPE_CLASS,
            TypeKind::Struct(_) if types.is_union(ty) => UNION_TYPE_CLASS,
            TypeKind::Struct(_) => RECORD_TYPE_CLASS,
            TypeKind::Void => {
                return Err(diag::invalid(
                    "`__builtin_classify_type` of a void expression",
                    span,
                ));
            }
        };
        let int = self.prog.types.int(IntKind::Int);
        Ok(Expr::new(ExprKind::IntConst(class), int, span))
    }

    /// `__alignof__(e)` of an expression, as gcc's `c_alignof_expr`: a
    /// variable's declared alignment (its `aligned` attribute counts), a
    /// function's (1 on x86-64), a member's (under `packed` and
    /// `aligned`), else the alignment of `e`'s type. `e` is not evaluated.
    fn expression_alignment(&mut self, e: &Node<c::Expression>) -> R<u64> {
        let span = self.span(e.span);
        let types = &self.prog.types;
        match &e.node {
            c::Expression::Identifier(id) => match self.lookup(&id.node.name).cloned() {
                Some(Symbol::Func(_)) => return Ok(1),
                Some(Symbol::Global(g)) => {
                    let global = &self.prog.globals[g.index()];
                    return self.declared_alignment(global.ty, global.align, span);
                }
                Some(Symbol::Local(l)) => {
                    let local = self.fb.as_ref().and_then(|fb| fb.locals.get(l.index()));
                    if let Some(local) = local {
                        let (ty, align) = (local.ty, local.align);
                        return self.declared_alignment(ty, align, span);
                    }
                }
                Some(Symbol::Vla { pointer, .. }) => {
                    let local = self
                        .fb
                        .as_ref()
                        .and_then(|fb| fb.locals.get(pointer.index()));
                    if let Some(elem) = local.and_then(|l| types.pointee(l.ty)) {
                        return self.declared_alignment(elem, None, span);
                    }
                }
                _ => {}
            },
            // gcc takes the best alignment of the pointers a dereferenced
            // pointer was cast from (`*(char *)dp` is 8 for a double *dp).
            c::Expression::UnaryOperator(u)
                if u.node.operator.node == c::UnaryOperator::Indirection
                    && matches!(u.node.operand.node, c::Expression::Cast(_)) =>
            {
                return Err(diag::unsupported(
                    "`__alignof__` of a dereferenced cast pointer",
                    span,
                ));
            }
            c::Expression::BinaryOperator(b)
                if b.node.operator.node == c::BinaryOperator::Index
                    && (matches!(b.node.lhs.node, c::Expression::Cast(_))
                        || matches!(b.node.rhs.node, c::Expression::Cast(_))) =>
            {
                return Err(diag::unsupported(
                    "`__alignof__` of an element of a cast pointer",
                    span,
                ));
            }
            c::Expression::Member(_) => {
                let member = self.unevaluated(e)?;
                let types = &self.prog.types;
                if let ExprKind::Member(base, i) = &member.kind
                    && let TypeKind::Struct(sid) = types.kind(base.ty)
                    && let Some(body) = &types.struct_def(*sid).body
                    && let Some(field) = body.fields.get(*i)
                {
                    if field.bits.is_some() {
                        return Err(diag::invalid("`__alignof__` of a bit-field", span));
                    }
                    let natural = self.declared_alignment(field.ty, None, span)?;
                    let base = if body.layout.packed || field.layout.packed {
                        1
                    } else {
                        natural
                    };
                    return Ok(field.layout.aligned.map_or(base, |a| base.max(a)));
                }
            }
            _ => {}
        }
        let ty = self.type_of_unevaluated(e)?;
        self.declared_alignment(ty, None, span)
    }

    /// The alignment of an object of type `ty` declared with `aligned`
    /// alignment `align`; gcc gives void and functions 1.
    fn declared_alignment(
        &self,
        ty: crate::types::TypeId,
        align: Option<u64>,
        span: Span,
    ) -> R<u64> {
        let types = &self.prog.types;
        let natural = match types.kind(ty) {
            TypeKind::Void | TypeKind::Function(_) => 1,
            _ => types
                .align_of(ty)
                .ok_or_else(|| diag::invalid("`__alignof__` of an incomplete type", span))?,
        };
        Ok(align.map_or(natural, |a| natural.max(a)))
    }

    /// `signbit(x)`: 1 or 0 for a constant (gcc's folding), else a call of
    /// a stand-in typed by `x` (gcc's run-time value differs by type).
    fn signbit(&mut self, name: &str, x: Expr, span: Span) -> R<Expr> {
        if !self.prog.types.is_floating(x.ty) {
            return Err(diag::invalid(
                format!("`{name}` of an operand that is not floating"),
                span,
            ));
        }
        let int = self.prog.types.int(IntKind::Int);
        if let Some(v) = self.folded_operand(name, &x)? {
            let negative = v.is_sign_negative();
            return Ok(Expr::new(ExprKind::IntConst(negative as i128), int, span));
        }
        let ty = self.prog.types.unqualified(x.ty);
        let callee = self.builtin_stand_in(name, int, vec![ty], span);
        self.call_into_temp(callee, vec![x], int, span)
    }

    /// isnan/isinf/isfinite of an arithmetic value, as pure comparisons:
    /// NaN is the only value unequal to itself, and `x - x` is 0 exactly
    /// for finite `x`. `isinf` of a constant is folded as gcc folds it.
    fn float_class(&mut self, name: &str, x: Expr, span: Span) -> R<Expr> {
        let int = self.prog.types.int(IntKind::Int);
        let constant = |v: i128| Expr::new(ExprKind::IntConst(v), int, span);
        if name == "__builtin_isnormal" {
            let classes = self.float_classes(x, span);
            return Ok(classes.normal);
        }
        if !self.prog.types.is_floating(x.ty) {
            return Ok(constant((name == "__builtin_isfinite") as i128));
        }
        // gcc folds isinf of -inf to -1; the code it emits gives 1.
        if name == "__builtin_isinf"
            && let Some(v) = self.folded_operand(name, &x)?
        {
            let sign = if v.is_sign_negative() { -1 } else { 1 };
            return Ok(constant(if v.is_infinite() { sign } else { 0 }));
        }
        let bin = |op, a: Expr, b: Expr, ty| {
            Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), ty, span)
        };
        let diff = bin(BinOp::Sub, x.clone(), x.clone(), x.ty);
        let not_finite = bin(BinOp::Ne, diff.clone(), diff.clone(), int);
        let not_nan = bin(BinOp::Eq, x.clone(), x.clone(), int);
        let is_inf = bin(BinOp::BitAnd, not_finite.clone(), not_nan.clone(), int);
        Ok(match name {
            "__builtin_isnan" => bin(BinOp::Ne, x.clone(), x, int),
            "__builtin_isfinite" => bin(BinOp::Eq, diff.clone(), diff, int),
            "__builtin_isinf" => is_inf,
            _ => {
                let zero = self.convert(constant(0), x.ty);
                let pos = bin(
                    BinOp::BitAnd,
                    is_inf.clone(),
                    bin(BinOp::Gt, x.clone(), zero.clone(), int),
                    int,
                );
                let neg = bin(BinOp::BitAnd, is_inf, bin(BinOp::Lt, x, zero, int), int);
                bin(BinOp::Sub, pos, neg, int)
            }
        })
    }

    /// `__builtin_fpclassify(nan, infinite, normal, subnormal, zero, x)`:
    /// the one of the five integers that names `x`'s class, as the sum of
    /// each times its class's 0-or-1 test (no branch, so a static `x`
    /// folds and a run-time one stays one expression).
    fn fpclassify(&mut self, args: &[Node<c::Expression>], span: Span) -> R<Expr> {
        let [classes @ .., arg] = args else {
            return Err(diag::invalid(
                "`__builtin_fpclassify` takes six arguments",
                span,
            ));
        };
        if classes.len() != 5 {
            return Err(diag::invalid(
                "`__builtin_fpclassify` takes six arguments",
                span,
            ));
        }
        let int = self.prog.types.int(IntKind::Int);
        let mut values = Vec::with_capacity(5);
        for class in classes {
            let v = self.rvalue(class)?;
            if !self.prog.types.is_integer(v.ty) {
                return Err(diag::invalid(
                    "the first five arguments of `__builtin_fpclassify` must be integers",
                    self.span(class.span),
                ));
            }
            values.push(self.convert(v, int));
        }
        let x = self.rvalue(arg)?;
        self.require_arithmetic(&x)?;
        let tests = self.float_classes(x, span);
        let bin = |op, a: Expr, b: Expr| {
            Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), int, span)
        };
        let order = [
            tests.nan,
            tests.infinite,
            tests.normal,
            tests.subnormal,
            tests.zero,
        ];
        let mut terms = values
            .into_iter()
            .zip(order)
            .map(|(value, test)| bin(BinOp::Mul, value, test));
        let first = terms
            .next()
            .unwrap_or_else(|| Expr::new(ExprKind::IntConst(0), int, span));
        Ok(terms.fold(first, |sum, term| bin(BinOp::Add, sum, term)))
    }

    /// The five floating-point classes of `x` as int 0-or-1 expressions
    /// (exactly one is 1); an integer `x` is classified as the double it
    /// converts to.
    fn float_classes(&mut self, x: Expr, span: Span) -> FloatClasses {
        let int = self.prog.types.int(IntKind::Int);
        let x = if self.prog.types.is_floating(x.ty) {
            x
        } else {
            let double = self.prog.types.float(FloatKind::Double);
            self.convert(x, double)
        };
        let unqualified = self.prog.types.unqualified(x.ty);
        let kind = match self.prog.types.kind(unqualified) {
            TypeKind::Float(k) => *k,
            _ => FloatKind::Double,
        };
        // The least normal value of the type, exact in its literal.
        let (least, text) = match kind {
            FloatKind::Float => (f64::from(f32::MIN_POSITIVE), None),
            FloatKind::Double => (f64::MIN_POSITIVE, None),
            FloatKind::LongDouble => (0.0, Some("0x1p-16382L".into())),
        };
        let least = Expr::new(ExprKind::FloatConst(least, text), x.ty, span);
        let negated_least = Expr::new(
            ExprKind::Unary(UnOp::Neg, Box::new(least.clone())),
            x.ty,
            span,
        );
        let zero = {
            let c = Expr::new(ExprKind::IntConst(0), int, span);
            self.convert(c, x.ty)
        };
        let bin = |op, a: &Expr, b: &Expr, ty| {
            Expr::new(
                ExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())),
                ty,
                span,
            )
        };
        let and = |a: &Expr, b: &Expr| bin(BinOp::BitAnd, a, b, int);
        let diff = bin(BinOp::Sub, &x, &x, x.ty);
        let finite = bin(BinOp::Eq, &diff, &diff, int);
        let not_nan = bin(BinOp::Eq, &x, &x, int);
        let large = bin(
            BinOp::BitOr,
            &bin(BinOp::Ge, &x, &least, int),
            &bin(BinOp::Le, &x, &negated_least, int),
            int,
        );
        let small = and(
            &bin(BinOp::Lt, &x, &least, int),
            &bin(BinOp::Gt, &x, &negated_least, int),
        );
        FloatClasses {
            nan: bin(BinOp::Ne, &x, &x, int),
            infinite: and(&bin(BinOp::Ne, &diff, &diff, int), &not_nan),
            normal: and(&finite, &large),
            subnormal: and(&small, &bin(BinOp::Ne, &x, &zero, int)),
            zero: bin(BinOp::Eq, &x, &zero, int),
        }
    }

    /// The value of a constant operand that gcc folds (`None` for one it
    /// does not, computed at run time); a constant cmix cannot compute
    /// exactly (long double arithmetic) is refused.
    fn folded_operand(&self, name: &str, x: &Expr) -> R<Option<f64>> {
        match gcc_constant(&self.prog.types, x) {
            Folded::Value(v) => Ok(Some(v)),
            Folded::Runtime => Ok(None),
            Folded::Unknown => Err(diag::unsupported(
                &format!(
                    "`{name}` of this long double constant (gcc folds it; cmix cannot compute it exactly)"
                ),
                x.span,
            )),
        }
    }
}

/// A value's floating-point classes, each an int that is 1 or 0.
struct FloatClasses {
    nan: Expr,
    infinite: Expr,
    normal: Expr,
    subnormal: Expr,
    zero: Expr,
}

/// Whether `e` has a conditional, comma or statement expression outside
/// calls and `sizeof` (which give the same whether gcc folds or not).
fn has_conditional_or_comma(e: &Node<c::Expression>) -> bool {
    match &e.node {
        c::Expression::Conditional(_)
        | c::Expression::Comma(_)
        | c::Expression::Statement(_)
        | c::Expression::GenericSelection(_) => true,
        c::Expression::UnaryOperator(u) => has_conditional_or_comma(&u.node.operand),
        c::Expression::Cast(cast) => has_conditional_or_comma(&cast.node.expression),
        c::Expression::BinaryOperator(b) => {
            has_conditional_or_comma(&b.node.lhs) || has_conditional_or_comma(&b.node.rhs)
        }
        _ => false,
    }
}

/// Whether `e` calls one of the math functions whose range gcc knows
/// (`tree_call_nonnegative_warnv_p`), outside other calls.
fn calls_math_function(e: &Node<c::Expression>) -> bool {
    const RANGED: &[&str] = &[
        "acos",
        "acosh",
        "cabs",
        "cosh",
        "erfc",
        "exp",
        "exp10",
        "exp2",
        "fabs",
        "fdim",
        "hypot",
        "pow10",
        "sqrt",
        "asinh",
        "atan",
        "atanh",
        "cbrt",
        "ceil",
        "erf",
        "expm1",
        "floor",
        "fmod",
        "frexp",
        "ldexp",
        "modf",
        "nearbyint",
        "rint",
        "round",
        "roundeven",
        "scalb",
        "scalbln",
        "scalbn",
        "significand",
        "sinh",
        "tanh",
        "trunc",
        "fmax",
        "fmin",
        "copysign",
        "pow",
        "powi",
    ];
    match &e.node {
        c::Expression::Call(call) => match &call.node.callee.node {
            c::Expression::Identifier(id) => {
                let name = id.node.name.as_str();
                let name = name.strip_prefix("__builtin_").unwrap_or(name);
                let base = [name.strip_suffix('f'), name.strip_suffix('l')];
                RANGED.contains(&name) || base.iter().flatten().any(|b| RANGED.contains(b))
            }
            _ => false,
        },
        c::Expression::UnaryOperator(u) => calls_math_function(&u.node.operand),
        c::Expression::Cast(cast) => calls_math_function(&cast.node.expression),
        c::Expression::BinaryOperator(b) => {
            calls_math_function(&b.node.lhs) || calls_math_function(&b.node.rhs)
        }
        _ => false,
    }
}

/// What gcc makes of a floating expression: a constant it folds, exactly
/// computed; code it leaves to run time (not a constant, or an operation
/// gcc does not fold because it raises an exception: division by zero, a
/// NaN or an overflow from ordinary operands); or a constant cmix cannot
/// compute exactly (long double arithmetic).
enum Folded {
    Value(f64),
    Runtime,
    Unknown,
}

/// `gcc_constant` of a long double expression: a literal is known exactly
/// only as gcc's infinity or NaN, or where the double held for it is
/// finite, which is enough for its class and sign, the only things asked
/// of it here.
fn long_double_constant(types: &TypeTable, e: &Expr) -> Folded {
    match &e.kind {
        ExprKind::FloatConst(v, text) => {
            let builtin = text.as_deref().is_some_and(|t| t.starts_with("__builtin_"));
            if builtin || v.is_finite() {
                Folded::Value(*v)
            } else {
                Folded::Unknown
            }
        }
        ExprKind::Unary(UnOp::Neg, inner) => match gcc_constant(types, inner) {
            Folded::Value(v) => Folded::Value(-v),
            other => other,
        },
        // Widening a float, a double or an integer keeps the sign and the
        // finiteness.
        ExprKind::Cast(inner) => match types.kind(inner.ty) {
            TypeKind::Float(FloatKind::LongDouble) => gcc_constant(types, inner),
            TypeKind::Float(_) => gcc_constant(types, inner),
            TypeKind::Int(_) => match fold::int_value(types, inner) {
                Some(i) => Folded::Value(i as f64),
                None => Folded::Runtime,
            },
            _ => Folded::Runtime,
        },
        ExprKind::Binary(..) if fold::float_value(types, e).is_some() => Folded::Unknown,
        _ => Folded::Runtime,
    }
}

/// What gcc's constant folding (`fold-const.cc`, with its default
/// `-ftrapping-math`) makes of the floating expression `e`.
fn gcc_constant(types: &TypeTable, e: &Expr) -> Folded {
    let TypeKind::Float(kind) = types.kind(e.ty) else {
        return Folded::Runtime;
    };
    if *kind == FloatKind::LongDouble {
        return long_double_constant(types, e);
    }
    let round = |v: f64| {
        if *kind == FloatKind::Float {
            v as f32 as f64
        } else {
            v
        }
    };
    match &e.kind {
        ExprKind::FloatConst(v, _) => Folded::Value(round(*v)),
        ExprKind::Cast(inner) if types.is_integer(inner.ty) => {
            match fold::int_value(types, inner) {
                Some(i) if *kind == FloatKind::Float => Folded::Value(i as f32 as f64),
                Some(i) => Folded::Value(i as f64),
                None => Folded::Runtime,
            }
        }
        ExprKind::Cast(inner) => match types.kind(inner.ty) {
            // A long double narrowed: its value matters, not only its sign.
            TypeKind::Float(FloatKind::LongDouble) => match gcc_constant(types, inner) {
                Folded::Runtime => Folded::Runtime,
                _ => Folded::Unknown,
            },
            TypeKind::Float(_) => match gcc_constant(types, inner) {
                Folded::Value(v) => Folded::Value(round(v)),
                other => other,
            },
            _ => Folded::Runtime,
        },
        ExprKind::Unary(UnOp::Neg, inner) => match gcc_constant(types, inner) {
            Folded::Value(v) => Folded::Value(-v),
            other => other,
        },
        ExprKind::Binary(op, a, b) => {
            let (x, y) = match (gcc_constant(types, a), gcc_constant(types, b)) {
                (Folded::Value(x), Folded::Value(y)) => (x, y),
                (Folded::Unknown, _) | (_, Folded::Unknown) => return Folded::Unknown,
                _ => return Folded::Runtime,
            };
            if *op == BinOp::Div && y == 0.0 {
                return Folded::Runtime;
            }
            // A NaN operand is the result, the left one first.
            if x.is_nan() {
                return Folded::Value(x);
            }
            if y.is_nan() {
                return Folded::Value(y);
            }
            // Each operation in double, then rounded: exact for float too
            // (double has more than twice float's precision).
            let v = round(match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                _ => return Folded::Runtime,
            });
            if v.is_nan() || (v.is_infinite() && x.is_finite() && y.is_finite()) {
                return Folded::Runtime;
            }
            Folded::Value(v)
        }
        _ => Folded::Runtime,
    }
}
