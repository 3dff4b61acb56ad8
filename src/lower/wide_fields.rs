//! Bit-fields wider than `int` and narrower than their declared type
//! (`unsigned long long stamp : 40`). gcc gives a read of one a type of the
//! field's width, which the integer promotions leave alone, and computes in
//! it: `s.stamp + 1` wraps at 2^40, `s.stamp * 2` too. Such a type wins the
//! usual arithmetic conversions against any type of fewer bits (`int`) and
//! loses against one of more (`long`, which then holds the value).
//!
//! During lowering a read has a type with `TypeData::field_width`; the
//! operators here pick gcc's result type and reduce a result in a field
//! type to its width (masked when unsigned, sign-extended when signed, as
//! gcc's code does), so that Core C computes in the declared type only.
//! `Lowerer::erased` takes the widths off the types when the function is
//! done.

use lang_c::ast::BinaryOperator as B;

use super::{Lowerer, R};
use crate::core::{BinOp, Expr, ExprKind};
use crate::source::Span;
use crate::types::{IntKind, TypeId};

/// What the usual arithmetic conversions see of an integer operand.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Precision {
    kind: IntKind,
    bits: u32,
    /// The width of a field type.
    field: Option<u8>,
}

impl Lowerer<'_> {
    /// The value a read of bit-field `e` of `width` bits and type `kind`
    /// gives, when `int` cannot hold it and it is narrower than `kind`.
    pub(super) fn wide_field_value(&mut self, e: Expr, kind: IntKind, width: u8) -> Expr {
        let ty = self.prog.types.field_type(kind, width);
        if let Some(fb) = self.fb.as_mut() {
            fb.has_field_types = true;
        }
        let span = e.span;
        Expr::new(ExprKind::Cast(Box::new(e)), ty, span)
    }

    /// `v` without a field type: its declared integer type.
    pub(super) fn without_field_width(&mut self, v: Expr) -> Expr {
        if self.prog.types.field_width(v.ty).is_none() {
            return v;
        }
        let kind = self.prog.types.as_int(v.ty).unwrap_or(IntKind::Long);
        let ty = self.prog.types.int(kind);
        let span = v.span;
        Expr::new(ExprKind::Cast(Box::new(v)), ty, span)
    }

    fn precision(&self, ty: TypeId) -> Option<Precision> {
        let kind = self.prog.types.as_int(ty)?;
        Some(match self.prog.types.field_width(ty) {
            Some(w) => Precision {
                kind,
                bits: w as u32,
                field: Some(w),
            },
            None => {
                let kind = kind.promoted();
                Precision {
                    kind,
                    bits: kind.bits(),
                    field: None,
                }
            }
        })
    }

    /// gcc's common type of two integer operands, one of them of a field
    /// type: the one of more bits, the unsigned one at equal widths.
    fn field_common(&mut self, a: Precision, b: Precision) -> TypeId {
        let winner = if a.bits != b.bits {
            if a.bits > b.bits { a } else { b }
        } else if a.kind.is_signed() && !b.kind.is_signed() {
            b
        } else {
            a
        };
        match winner.field {
            Some(w) => self.prog.types.field_type(winner.kind, w),
            None => self.prog.types.int(winner.kind),
        }
    }

    /// Whether an operand has a field type (then `field_arith` applies).
    pub(super) fn has_field_type(&self, x: &Expr, y: &Expr) -> bool {
        let types = &self.prog.types;
        types.field_width(x.ty).is_some() || types.field_width(y.ty).is_some()
    }

    /// `x op y` when an operand has a field type (`has_field_type`).
    pub(super) fn field_arith(&mut self, op: B, x: Expr, y: Expr, span: Span) -> R<Expr> {
        let (Some(px), Some(py)) = (self.precision(x.ty), self.precision(y.ty)) else {
            // With a floating or pointer operand the field's value simply
            // converts.
            let (x, y) = (self.without_field_width(x), self.without_field_width(y));
            return self.arith(op, x, y, span);
        };
        match op {
            B::ShiftLeft | B::ShiftRight => {
                // The left operand's type, reduced.
                let left = px.field;
                let (x, y) = (self.without_field_width(x), self.without_field_width(y));
                let r = self.arith(op, x, y, span)?;
                Ok(match left {
                    Some(w) => self.reduce_to_field(r, px.kind, w, span),
                    None => r,
                })
            }
            B::Plus
            | B::Minus
            | B::Multiply
            | B::Divide
            | B::Modulo
            | B::BitwiseAnd
            | B::BitwiseOr
            | B::BitwiseXor => {
                let common = self.field_common(px, py);
                let width = self.prog.types.field_width(common);
                let kind = self.prog.types.as_int(common).unwrap_or(IntKind::Long);
                let plain = self.prog.types.int(kind);
                let (x, y) = (self.convert(x, plain), self.convert(y, plain));
                let r = self.arith(op, x, y, span)?;
                Ok(match width {
                    Some(w) => self.reduce_to_field(r, kind, w, span),
                    None => r,
                })
            }
            _ => {
                // Comparisons: in the common type, which holds both values.
                let common = self.field_common(px, py);
                let kind = self.prog.types.as_int(common).unwrap_or(IntKind::Long);
                let plain = self.prog.types.int(kind);
                let (x, y) = (self.convert(x, plain), self.convert(y, plain));
                self.arith(op, x, y, span)
            }
        }
    }

    /// `-v` or `~v` of a field type, reduced to its width.
    pub(super) fn field_unary(&mut self, v: Expr, op: crate::core::UnOp, span: Span) -> Expr {
        let width = self.prog.types.field_width(v.ty);
        let kind = self.prog.types.as_int(v.ty).unwrap_or(IntKind::Long);
        let v = self.without_field_width(v);
        let ty = v.ty;
        let r = Expr::new(ExprKind::Unary(op, Box::new(v)), ty, span);
        match width {
            Some(w) => self.reduce_to_field(r, kind, w, span),
            None => r,
        }
    }

    /// `r`, computed in `kind`, reduced to `width` bits as gcc does: masked
    /// when unsigned, sign-extended from the top bit when signed.
    fn reduce_to_field(&mut self, r: Expr, kind: IntKind, width: u8, span: Span) -> Expr {
        let field = self.prog.types.field_type(kind, width);
        let plain = self.prog.types.int(kind);
        let r = self.convert(r, plain);
        let reduced = if kind.is_signed() {
            let unsigned = self.prog.types.int(kind.to_unsigned());
            let int = self.prog.types.int(IntKind::Int);
            let shift = (kind.bits() - width as u32) as i128;
            let bits = || Expr::new(ExprKind::IntConst(shift), int, span);
            let as_unsigned = Expr::new(ExprKind::Cast(Box::new(r)), unsigned, span);
            let up = Expr::new(
                ExprKind::Binary(BinOp::Shl, Box::new(as_unsigned), Box::new(bits())),
                unsigned,
                span,
            );
            let back = Expr::new(ExprKind::Cast(Box::new(up)), plain, span);
            Expr::new(
                ExprKind::Binary(BinOp::Shr, Box::new(back), Box::new(bits())),
                plain,
                span,
            )
        } else {
            let mask = (1i128 << width) - 1;
            Expr::new(
                ExprKind::Binary(
                    BinOp::BitAnd,
                    Box::new(r),
                    Box::new(Expr::new(ExprKind::IntConst(mask), plain, span)),
                ),
                plain,
                span,
            )
        };
        Expr::new(ExprKind::Cast(Box::new(reduced)), field, span)
    }
}
