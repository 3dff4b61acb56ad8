//! Constant folding of integer Core C expressions with C semantics, for the
//! places where C requires an integer constant expression (array sizes, enum
//! values, case labels, designators) and for static initializers.

use crate::core::{BinOp, Expr, ExprKind, UnOp};
use crate::types::{FloatKind, TypeKind, TypeTable};

/// The value of an integer constant expression, or `None` if the expression
/// is not constant or its evaluation is undefined (overflow, division by 0).
pub fn int_value(types: &TypeTable, e: &Expr) -> Option<i128> {
    let kind = types.as_int(e.ty)?;
    // The 128-bit kinds are run-time only: no constant of them, and none
    // computed from one (`(int)((__int128)1 << 100)`).
    if kind.is_wide() {
        return None;
    }
    let v = match &e.kind {
        ExprKind::IntConst(v) => *v,
        ExprKind::Cast(inner) => match types.kind(inner.ty) {
            TypeKind::Int(k) if k.is_wide() => return None,
            TypeKind::Int(_) => kind.wrap(int_value(types, inner)?),
            TypeKind::Float(_) => {
                let f = float_value(types, inner)?;
                // To _Bool is a comparison with 0 (C99 6.3.1.2), not a truncation.
                if kind == crate::types::IntKind::Bool {
                    return Some((f != 0.0) as i128);
                }
                let t = f.trunc();
                let (lo, hi) = kind.range();
                if !t.is_finite() || t < lo as f64 || t > hi as f64 {
                    return None;
                }
                t as i128
            }
            _ => return None,
        },
        ExprKind::Unary(op, inner) => {
            let x = int_value(types, inner)?;
            match op {
                UnOp::Neg => checked(kind, -x)?,
                UnOp::BitNot => kind.wrap(!x),
                UnOp::Not => {
                    let operand = int_value(types, inner).map(|v| v == 0);
                    operand? as i128
                }
            }
        }
        ExprKind::Binary(op, a, b) => {
            if op.is_comparison() {
                let (x, y) = (int_value(types, a)?, int_value(types, b)?);
                return Some(compare(*op, x, y) as i128);
            }
            let (x, y) = (int_value(types, a)?, int_value(types, b)?);
            match op {
                BinOp::Add => checked(kind, x + y)?,
                BinOp::Sub => checked(kind, x - y)?,
                BinOp::Mul => checked(kind, x.checked_mul(y)?)?,
                BinOp::Div => {
                    if y == 0 {
                        return None;
                    }
                    checked(kind, x / y)?
                }
                BinOp::Rem => {
                    if y == 0 {
                        return None;
                    }
                    checked(kind, x % y)?
                }
                BinOp::Shl => {
                    if y < 0 || y >= kind.bits() as i128 {
                        return None;
                    }
                    if kind.is_signed() {
                        if x < 0 {
                            return None;
                        }
                        checked(kind, x << y)?
                    } else {
                        kind.wrap(x << y)
                    }
                }
                BinOp::Shr => {
                    if y < 0 || y >= kind.bits() as i128 {
                        return None;
                    }
                    x >> y
                }
                BinOp::BitAnd => kind.wrap(x & y),
                BinOp::BitOr => kind.wrap(x | y),
                BinOp::BitXor => kind.wrap(x ^ y),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(v)
}

/// Unsigned results wrap; signed overflow is undefined, so not constant.
fn checked(kind: crate::types::IntKind, v: i128) -> Option<i128> {
    if kind.is_signed() {
        let (lo, hi) = kind.range();
        (lo..=hi).contains(&v).then_some(v)
    } else {
        Some(kind.wrap(v))
    }
}

fn compare(op: BinOp, x: i128, y: i128) -> bool {
    match op {
        BinOp::Eq => x == y,
        BinOp::Ne => x != y,
        BinOp::Lt => x < y,
        BinOp::Le => x <= y,
        BinOp::Gt => x > y,
        _ => x >= y,
    }
}

/// The value of a floating constant expression (arithmetic on constants,
/// rounded to `float` where the type says so; `long double` as a `double`).
pub fn float_value(types: &TypeTable, e: &Expr) -> Option<f64> {
    let TypeKind::Float(kind) = types.kind(e.ty) else {
        return None;
    };
    let v = match &e.kind {
        ExprKind::FloatConst(v, _) => *v,
        ExprKind::Cast(inner) if types.is_integer(inner.ty) => int_value(types, inner)? as f64,
        ExprKind::Cast(inner) => float_value(types, inner)?,
        ExprKind::Unary(UnOp::Neg, inner) => -float_value(types, inner)?,
        ExprKind::Binary(op, a, b) => {
            let (x, y) = (float_value(types, a)?, float_value(types, b)?);
            match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(if *kind == FloatKind::Float {
        v as f32 as f64
    } else {
        v
    })
}

/// Whether `e` may initialize an object of static storage duration: an
/// arithmetic constant expression or an address constant (C99 6.6p7-9).
pub fn is_static_initializer(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntConst(_)
        | ExprKind::FloatConst(..)
        | ExprKind::FuncAddr(_)
        | ExprKind::LabelAddr(..) => true,
        ExprKind::Cast(x) | ExprKind::Unary(_, x) => is_static_initializer(x),
        ExprKind::Binary(_, a, b) => is_static_initializer(a) && is_static_initializer(b),
        ExprKind::AddrOf(x) | ExprKind::Decay(x) => is_address_constant(x),
        _ => false,
    }
}

/// Whether the lvalue `e` designates an object with a link-time address.
fn is_address_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Global(_) | ExprKind::Str(_) => true,
        ExprKind::Member(base, _) => is_address_constant(base),
        ExprKind::Index(base, index) => is_static_initializer(base) && is_static_initializer(index),
        ExprKind::Deref(p) => is_static_initializer(p),
        _ => false,
    }
}

/// Replaces every foldable integer subexpression by its constant.
pub fn fold(types: &TypeTable, e: Expr) -> Expr {
    if types.is_integer(e.ty)
        && let Some(v) = int_value(types, &e)
    {
        return Expr::new(ExprKind::IntConst(v), e.ty, e.span);
    }
    let Expr { kind, ty, span } = e;
    let kind = match kind {
        ExprKind::Cast(x) => ExprKind::Cast(Box::new(fold(types, *x))),
        ExprKind::Unary(op, x) => ExprKind::Unary(op, Box::new(fold(types, *x))),
        ExprKind::Binary(op, a, b) => {
            ExprKind::Binary(op, Box::new(fold(types, *a)), Box::new(fold(types, *b)))
        }
        ExprKind::AddrOf(x) => ExprKind::AddrOf(Box::new(fold(types, *x))),
        ExprKind::Decay(x) => ExprKind::Decay(Box::new(fold(types, *x))),
        ExprKind::Index(a, b) => {
            ExprKind::Index(Box::new(fold(types, *a)), Box::new(fold(types, *b)))
        }
        ExprKind::Member(x, f) => ExprKind::Member(Box::new(fold(types, *x)), f),
        ExprKind::Deref(x) => ExprKind::Deref(Box::new(fold(types, *x))),
        other => other,
    };
    Expr { kind, ty, span }
}
