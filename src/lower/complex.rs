//! Complex and 128-bit integer types: their type specifiers, gcc's
//! `__real__`/`__imag__`, and the usual arithmetic conversions when a
//! complex operand takes part. cmix never computes with these values
//! (they are run-time only, `TypeTable::is_runtime_only`): lowering keeps
//! the operations as C writes them, with the operand types gcc gives
//! them, so that the residual program computes exactly what gcc would.

use lang_c::ast as c;
use lang_c::span::Node;

use super::{Lowerer, R};
use crate::core::{BinOp, Expr, ExprKind};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

/// The integer kind a typedef name written by `parse::rewrite_int128`
/// stands for.
pub(super) fn int128_name(name: &str) -> Option<IntKind> {
    match name {
        crate::parse::INT128 => Some(IntKind::Int128),
        crate::parse::UINT128 => Some(IntKind::UInt128),
        _ => None,
    }
}

impl Lowerer<'_> {
    /// An imaginary constant (gcc's `2.5i`, `3fi`, `4i`): of the complex
    /// type of the constant without its `i`, holding the value as its
    /// imaginary part. `None` for other constants.
    pub(super) fn imaginary_constant(&mut self, k: &c::Constant, span: Span) -> Option<R<Expr>> {
        let (kind, ty) = match k {
            c::Constant::Integer(i) if i.suffix.imaginary => {
                let mut real = i.clone();
                real.suffix.imaginary = false;
                match super::literal::integer(&real) {
                    Ok((v, kind)) => (ExprKind::IntConst(v), self.prog.types.int(kind)),
                    Err(m) => return Some(Err(diag::invalid(m, span))),
                }
            }
            c::Constant::Float(f) if f.suffix.imaginary => {
                let mut real = f.clone();
                real.suffix.imaginary = false;
                match super::literal::float(&real) {
                    Ok(v) => (
                        ExprKind::FloatConst(v.value, v.text.map(String::into_boxed_str)),
                        self.prog.types.float(v.kind),
                    ),
                    Err(m) => return Some(Err(diag::invalid(m, span))),
                }
            }
            _ => return None,
        };
        let complex = self.prog.types.mk(TypeKind::Complex(ty));
        Some(Ok(Expr::new(kind, complex, span)))
    }

    /// `_Complex` with the other type specifiers `specs`: `_Complex T` for
    /// a floating or (gcc) integer type `T`; `_Complex` alone is
    /// `_Complex double`, as in gcc.
    pub(super) fn complex_type(
        &mut self,
        count: usize,
        specs: &[&Node<c::TypeSpecifier>],
        span: Span,
        in_typedef: bool,
    ) -> R<TypeId> {
        if count > 1 {
            return Err(diag::invalid("duplicate `_Complex`", span));
        }
        let rest: Vec<&Node<c::TypeSpecifier>> = specs
            .iter()
            .copied()
            .filter(|ts| !matches!(ts.node, c::TypeSpecifier::Complex))
            .collect();
        let real = if rest.is_empty() {
            self.prog.types.float(FloatKind::Double)
        } else {
            self.base_type(&rest, span, in_typedef)?
        };
        let real = self.prog.types.unqualified(real);
        match self.prog.types.kind(real) {
            TypeKind::Float(_) => {}
            TypeKind::Int(k) if *k != IntKind::Bool && !k.is_wide() => {}
            _ => {
                return Err(diag::invalid(
                    format!(
                        "`_Complex {}` is not a complex type",
                        self.prog.types.type_name(real)
                    ),
                    span,
                ));
            }
        }
        Ok(self.prog.types.mk(TypeKind::Complex(real)))
    }

    /// gcc's `__real__ e` (`imag` false) or `__imag__ e`: of a complex
    /// lvalue, the lvalue of its part (C99 6.2.5p13 lays a complex out as
    /// an array of two reals); of a complex value, its part; of a real
    /// value, the value itself or a zero.
    pub(super) fn complex_part(
        &mut self,
        args: &[Node<c::Expression>],
        imag: bool,
        span: Span,
    ) -> R<Expr> {
        let [operand] = args else {
            return Err(Diag::bug(
                "a complex part operator with other than one operand",
                span,
            ));
        };
        let e = self.raw(operand)?;
        let Some(elem) = self.prog.types.complex_element(e.ty) else {
            let v = self.value(e)?;
            if !self.prog.types.is_arithmetic(v.ty) {
                return Err(diag::invalid(
                    "`__real__` and `__imag__` require an arithmetic operand",
                    span,
                ));
            }
            if !imag {
                return Ok(v);
            }
            let ty = self.prog.types.unqualified(v.ty);
            let int = self.prog.types.int(IntKind::Int);
            let zero = self.convert(Expr::new(ExprKind::IntConst(0), int, span), ty);
            return Ok(zero);
        };
        let object = if e.is_lvalue() {
            e
        } else {
            let v = self.value(e)?;
            if !imag {
                // Conversion to the real type keeps the real part.
                return Ok(Expr::new(ExprKind::Cast(Box::new(v)), elem, span));
            }
            self.in_temporary(v, span)?
        };
        let int = self.prog.types.int(IntKind::Int);
        let index = Expr::new(ExprKind::IntConst(imag as i128), int, span);
        Ok(self.part_lvalue(object, elem, index, span))
    }

    /// gcc's `__builtin_complex(re, im)` (<complex.h>'s `CMPLX`, C11
    /// 7.3.9.3): the complex number of exactly those parts, signed zeros
    /// and infinities included, so it is built by storing them, not by
    /// arithmetic: a temporary whose parts are assigned. Both arguments
    /// have one real floating type, as gcc requires. (In a static
    /// initializer, where there is no temporary, it is refused as not
    /// constant.)
    pub(super) fn complex_from_parts(
        &mut self,
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<Expr> {
        let [re, im] = args else {
            return Err(diag::invalid("__builtin_complex takes two arguments", span));
        };
        let re = self.rvalue(re)?;
        let im = self.rvalue(im)?;
        let part = self.prog.types.unqualified(re.ty);
        if !self.prog.types.is_floating(part) || self.prog.types.unqualified(im.ty) != part {
            return Err(diag::invalid(
                "__builtin_complex takes two arguments of one real floating type",
                span,
            ));
        }
        let complex = self.prog.types.mk(TypeKind::Complex(part));
        let tmp = self.new_temp(complex, span)?;
        let object = self.local_expr(tmp, span);
        let int = self.prog.types.int(IntKind::Int);
        for (index, value) in [re, im].into_iter().enumerate() {
            let index = Expr::new(ExprKind::IntConst(index as i128), int, span);
            let lhs = self.part_lvalue(object.clone(), part, index, span);
            self.emit(crate::core::Stmt::Assign {
                lhs,
                rhs: value,
                span,
            })?;
        }
        Ok(object)
    }

    /// Part `index` of the lvalue `object` laid out as an array of `part`
    /// (a complex number's, a vector's elements): `((part *)&object)[index]`,
    /// with the object's qualifiers.
    pub(super) fn part_lvalue(
        &mut self,
        object: Expr,
        part: TypeId,
        index: Expr,
        span: Span,
    ) -> Expr {
        let quals = self.prog.types.quals(object.ty);
        let part_ty = self.prog.types.add_quals(part, quals);
        let part_ptr = self.prog.types.pointer_to(part_ty);
        let object_ptr = self.prog.types.pointer_to(object.ty);
        let address = Expr::new(ExprKind::AddrOf(Box::new(object)), object_ptr, span);
        let parts = Expr::new(ExprKind::Cast(Box::new(address)), part_ptr, span);
        Expr::new(
            ExprKind::Index(Box::new(parts), Box::new(index)),
            part_ty,
            span,
        )
    }

    /// The type of an arithmetic operation one of whose operands (of types
    /// `a` and `b`) is complex, as gcc types it: complex of the common type
    /// of the parts, where a complex integer operand's part is not
    /// promoted (`_Complex char + _Complex char` is `_Complex char`) but a
    /// real integer operand is.
    pub(super) fn complex_common_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let part = |this: &mut Self, t: TypeId| match this.prog.types.complex_element(t) {
            Some(e) => e,
            None => match this.prog.types.as_int(t) {
                Some(k) => this.prog.types.int(k.promoted()),
                None => this.prog.types.unqualified(t),
            },
        };
        let (pa, pb) = (part(self, a), part(self, b));
        let types = &mut self.prog.types;
        let elem = match (types.kind(pa).clone(), types.kind(pb).clone()) {
            (TypeKind::Float(x), TypeKind::Float(y)) => types.float(x.max(y)),
            (TypeKind::Float(_), _) => pa,
            (_, TypeKind::Float(_)) => pb,
            (TypeKind::Int(x), TypeKind::Int(y)) => {
                // gcc: the greater precision; at equal precision unsigned
                // wins, then the greater rank.
                let kind = if x == y {
                    x
                } else if x.size() != y.size() {
                    if x.size() > y.size() { x } else { y }
                } else if x.is_signed() != y.is_signed() {
                    if x.is_signed() { y } else { x }
                } else if x.rank() >= y.rank() {
                    x
                } else {
                    y
                };
                types.int(kind)
            }
            _ => pa,
        };
        types.mk(TypeKind::Complex(elem))
    }

    /// `x op y` where `x` or `y` is complex (`+ - * / == !=`). Each
    /// operand is converted to the result's complex type if it is complex
    /// and to its part type if it is real: C (and gcc) compute a real
    /// operand with a complex one without making it complex, which
    /// matters for infinities and NaNs.
    pub(super) fn complex_arith(&mut self, op: BinOp, x: Expr, y: Expr, span: Span) -> R<Expr> {
        let types = &self.prog.types;
        let usable = |t: TypeId| types.is_complex(t) || types.is_arithmetic(t);
        if !usable(x.ty) || !usable(y.ty) {
            return Err(diag::invalid(
                format!(
                    "invalid operands to binary operator (`{}` and `{}`)",
                    types.type_name(x.ty),
                    types.type_name(y.ty)
                ),
                span,
            ));
        }
        let ty = self.complex_common_type(x.ty, y.ty);
        let Some(elem) = self.prog.types.complex_element(ty) else {
            return Err(Diag::bug("complex arithmetic without a complex type", span));
        };
        let operand = |this: &mut Self, v: Expr| {
            if this.prog.types.is_complex(v.ty) {
                this.convert(v, ty)
            } else {
                this.convert(v, elem)
            }
        };
        let (x, y) = (operand(self, x), operand(self, y));
        let result = if op.is_comparison() {
            self.prog.types.int(IntKind::Int)
        } else {
            ty
        };
        Ok(Expr::new(
            ExprKind::Binary(op, Box::new(x), Box::new(y)),
            result,
            span,
        ))
    }
}
