//! gcc's generic vectors (`T __attribute__((vector_size(N)))`): the
//! attribute, element-wise operators with gcc's typing (a scalar operand
//! is converted to the element type and stands for every element;
//! comparisons give a vector of signed integers of the element's width),
//! and subscripts. Vector values are run-time only
//! (`TypeTable::is_runtime_only`): lowering keeps the operations as
//! written and the residual program computes them.

use lang_c::ast as c;
use lang_c::span::Node;

use super::{Lowerer, R};
use crate::core::{BinOp, Expr, ExprKind};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{IntKind, TypeId, TypeKind};

/// Whether an attribute is gcc's `vector_size`.
pub(super) fn is_vector_size(attr: &c::Attribute) -> bool {
    matches!(attr.name.node.as_str(), "vector_size" | "__vector_size__")
}

impl Lowerer<'_> {
    /// The `vector_size(N)` among attribute lists, if any: N and where.
    pub(super) fn vector_size(
        &mut self,
        lists: &[&Vec<Node<c::Extension>>],
    ) -> R<Option<(u64, Span)>> {
        let mut found = None;
        for exts in lists {
            for e in exts.iter() {
                let c::Extension::Attribute(attr) = &e.node else {
                    continue;
                };
                if !is_vector_size(attr) {
                    continue;
                }
                let span = self.span(e.span);
                let [arg] = attr.arguments.as_slice() else {
                    return Err(diag::invalid("`vector_size` takes one argument", span));
                };
                let n = self.const_int(arg)?;
                if n <= 0 || n > 1 << 20 {
                    return Err(diag::invalid("the vector size is out of range", span));
                }
                found = Some((n as u64, span));
            }
        }
        Ok(found)
    }

    /// The vector of `bytes` bytes of elements of type `elem` (whose
    /// qualifiers become the vector's).
    pub(super) fn vector_of(&mut self, elem: TypeId, bytes: u64, span: Span) -> R<TypeId> {
        let types = &mut self.prog.types;
        let quals = types.quals(elem);
        let bare = types.unqualified(elem);
        let ok = match types.kind(bare) {
            TypeKind::Int(k) => *k != IntKind::Bool && !k.is_wide(),
            TypeKind::Float(_) => true,
            _ => false,
        };
        if !ok {
            return Err(diag::unsupported(
                &format!(
                    "vectors of `{}` (cmix takes vectors of integer and floating types)",
                    types.type_name(elem)
                ),
                span,
            ));
        }
        let size = types.size_of(bare).unwrap_or(1);
        let count = bytes / size;
        if !bytes.is_multiple_of(size) || !count.is_power_of_two() {
            return Err(diag::invalid(
                "the vector size is not a power-of-two multiple of the element size",
                span,
            ));
        }
        let vector = types.mk(TypeKind::Vector(bare, count));
        Ok(types.with_quals(vector, quals))
    }

    /// `x op y` where `x` or `y` is a vector: element-wise. Both vectors
    /// must have the same type; a scalar operand is converted to the
    /// element type (gcc broadcasts it).
    pub(super) fn vector_arith(&mut self, op: BinOp, x: Expr, y: Expr, span: Span) -> R<Expr> {
        let types = &self.prog.types;
        let (xt, yt) = (x.ty, y.ty);
        let bad = move |types: &crate::types::TypeTable| {
            diag::invalid(
                format!(
                    "invalid operands to binary operator (`{}` and `{}`)",
                    types.type_name(xt),
                    types.type_name(yt)
                ),
                span,
            )
        };
        let vector = if types.is_vector(x.ty) { x.ty } else { y.ty };
        let vector = self.prog.types.unqualified(vector);
        let types = &self.prog.types;
        let Some(elem) = types.vector_element(vector) else {
            return Err(Diag::bug("vector arithmetic without a vector", span));
        };
        let integer_only = matches!(
            op,
            BinOp::Rem | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr
        );
        if integer_only && !types.is_integer(elem) {
            return Err(bad(types));
        }
        let operand = |this: &mut Self, v: Expr| -> R<Expr> {
            let types = &this.prog.types;
            if types.is_vector(v.ty) {
                if !types.unqualified_eq(v.ty, vector) {
                    return Err(bad(types));
                }
                Ok(this.convert(v, vector))
            } else if types.is_arithmetic(v.ty) {
                Ok(this.convert(v, elem))
            } else {
                Err(bad(types))
            }
        };
        let x = operand(self, x)?;
        let y = operand(self, y)?;
        let result = if op.is_comparison() {
            self.comparison_vector(vector, span)?
        } else {
            vector
        };
        Ok(Expr::new(
            ExprKind::Binary(op, Box::new(x), Box::new(y)),
            result,
            span,
        ))
    }

    /// The type of a comparison of vectors of type `vector`: as many
    /// signed integers of the element's width.
    fn comparison_vector(&mut self, vector: TypeId, span: Span) -> R<TypeId> {
        let types = &mut self.prog.types;
        let (Some(elem), TypeKind::Vector(_, count)) =
            (types.vector_element(vector), types.kind(vector).clone())
        else {
            return Err(Diag::bug("comparison of non-vectors", span));
        };
        let kind = match types.size_of(elem) {
            Some(1) => IntKind::SChar,
            Some(2) => IntKind::Short,
            Some(4) => IntKind::Int,
            _ => IntKind::Long,
        };
        let int = types.int(kind);
        Ok(types.mk(TypeKind::Vector(int, count)))
    }

    /// `v[i]` for a vector `v`: the element lvalue `((T *)&v)[i]` (a
    /// vector value is kept in a temporary first).
    pub(super) fn vector_element_at(&mut self, v: Expr, i: Expr, span: Span) -> R<Expr> {
        let Some(elem) = self.prog.types.vector_element(v.ty) else {
            return Err(Diag::bug("subscript of a non-vector", span));
        };
        if !self.prog.types.is_integer(i.ty) {
            return Err(diag::invalid("array subscript is not an integer", span));
        }
        let object = if v.is_lvalue() {
            v
        } else {
            self.in_temporary(v, span)?
        };
        let i = self.promote(i);
        Ok(self.part_lvalue(object, elem, i, span))
    }

    /// gcc's `__builtin_shuffle(a, mask)` and `__builtin_shuffle(a, b,
    /// mask)`: a vector of `a`'s elements, as many as `mask` has; a call of
    /// a stand-in per type, emitted as the builtin.
    pub(super) fn vector_shuffle(&mut self, args: &[Node<c::Expression>], span: Span) -> R<Expr> {
        if !(2..=3).contains(&args.len()) {
            return Err(diag::invalid(
                "__builtin_shuffle takes two or three arguments",
                span,
            ));
        }
        let mut values = Vec::new();
        for a in args {
            let v = self.rvalue(a)?;
            let ty = self.prog.types.unqualified(v.ty);
            values.push(Expr { ty, ..v });
        }
        let types = &self.prog.types;
        let (data, mask) = (&values[0], &values[values.len() - 1]);
        let (Some(elem), Some(mask_elem)) =
            (types.vector_element(data.ty), types.vector_element(mask.ty))
        else {
            return Err(diag::invalid("__builtin_shuffle takes vectors", span));
        };
        let same_data = values.len() == 2 || types.unqualified_eq(values[1].ty, data.ty);
        let TypeKind::Vector(_, count) = types.kind(mask.ty).clone() else {
            return Err(diag::invalid("__builtin_shuffle takes vectors", span));
        };
        if !types.is_integer(mask_elem)
            || types.size_of(mask_elem) != types.size_of(elem)
            || !same_data
        {
            return Err(diag::invalid(
                "__builtin_shuffle needs vectors of one type and an integer mask of their element size",
                span,
            ));
        }
        let ret = self.prog.types.mk(TypeKind::Vector(elem, count));
        let params = values.iter().map(|v| v.ty).collect();
        let callee = self.builtin_stand_in("__builtin_shuffle", ret, params, span);
        self.call_into_temp(callee, values, ret, span)
    }
}
