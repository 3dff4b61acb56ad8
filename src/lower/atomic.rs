//! C11's `_Atomic`. The qualifier stays on the type, so that gcc makes each
//! plain load and store of the residual program atomic as it would the
//! original's; the BTA leaves such objects to run time, as it does
//! volatile ones (`Quals::is_shared`). A compound assignment or an
//! increment must be one atomic read-modify-write, which Core C's
//! load-compute-store is not: it is lowered here to gcc's `__atomic_`
//! builtins (`__atomic_add_fetch(&x, v, __ATOMIC_SEQ_CST)`).

use lang_c::ast::BinaryOperator as B;

use super::{Lowerer, R};
use crate::core::{Expr, ExprKind};
use crate::diag;
use crate::source::Span;
use crate::types::IntKind;

/// `__ATOMIC_SEQ_CST`, the order C11's operators use.
const SEQ_CST: i128 = 5;

impl Lowerer<'_> {
    /// Whether `lhs` is an atomic object.
    pub(super) fn is_atomic_object(&self, lhs: &Expr) -> bool {
        lhs.is_lvalue() && self.prog.types.quals(lhs.ty).is_atomic
    }

    /// `lhs op= rhs` on an atomic object as one atomic operation: the new
    /// value, or with `old` (a postfix `++`/`--`) the one before.
    pub(super) fn atomic_update(
        &mut self,
        lhs: Expr,
        op: B,
        rhs: Expr,
        old: bool,
        span: Span,
    ) -> R<Expr> {
        let plain = self.prog.types.unqualified(lhs.ty);
        let types = &self.prog.types;
        let pointer = types.is_pointer(plain);
        if !(types.is_integer(plain) || pointer) || types.as_int(plain) == Some(IntKind::Bool) {
            return Err(diag::unsupported(
                "a compound assignment or increment of an _Atomic object that is not an integer or a pointer",
                span,
            ));
        }
        if !types.is_integer(rhs.ty) {
            return Err(diag::unsupported(
                "a compound assignment to an _Atomic object with an operand that is not an integer",
                span,
            ));
        }
        let name = match (op, pointer) {
            (B::Plus, _) => "add",
            (B::Minus, _) => "sub",
            (B::BitwiseAnd, false) => "and",
            (B::BitwiseOr, false) => "or",
            (B::BitwiseXor, false) => "xor",
            _ => {
                return Err(diag::unsupported(
                    "this compound assignment to an _Atomic object (cmix writes `+=`, `-=`, `&=`, `|=`, `^=`, `++` and `--` as gcc's atomic builtins)",
                    span,
                ));
            }
        };
        // gcc's builtins add bytes to a pointer.
        let operand = if pointer {
            let elem = self.prog.types.pointee(plain).unwrap_or(plain);
            let size = self.prog.types.size_of(elem).unwrap_or(1) as i128;
            let long = self.prog.types.int(IntKind::Long);
            let count = self.convert(rhs, long);
            Expr::new(
                ExprKind::Binary(
                    crate::core::BinOp::Mul,
                    Box::new(count),
                    Box::new(Expr::new(ExprKind::IntConst(size), long, span)),
                ),
                long,
                span,
            )
        } else {
            self.convert(rhs, plain)
        };
        let builtin = if old {
            format!("__atomic_fetch_{name}")
        } else {
            format!("__atomic_{name}_fetch")
        };
        let address_ty = self.prog.types.pointer_to(lhs.ty);
        let int = self.prog.types.int(IntKind::Int);
        let callee =
            self.builtin_stand_in(&builtin, plain, vec![address_ty, operand.ty, int], span);
        let address = Expr::new(ExprKind::AddrOf(Box::new(lhs)), address_ty, span);
        let order = Expr::new(ExprKind::IntConst(SEQ_CST), int, span);
        self.call_into_temp(callee, vec![address, operand, order], plain, span)
    }
}
