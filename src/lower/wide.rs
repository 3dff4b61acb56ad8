//! Wide string literals (`L"..."`, `u"..."`, `U"..."`): arrays of
//! `wchar_t` (`int` on x86-64 Linux), `char16_t` (`unsigned short`, UTF-16)
//! and `char32_t` (`unsigned int`). Core C's strings are bytes, so a wide
//! literal is an anonymous static array holding its code units (a string
//! literal is such an array; its identity among equal literals is
//! unspecified), and a wide literal initializing an array is the list of
//! its code units.

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R};
use crate::core::{Expr, ExprKind, Global, GlobalId, Init, Linkage};
use crate::diag;
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

impl<'a> Lowerer<'a> {
    /// The array a wide string literal denotes; `None` for a narrow one.
    pub(super) fn wide_string_literal(&mut self, parts: &[String], span: Span) -> R<Option<Expr>> {
        let Some((kind, units)) =
            super::literal::wide_string(parts).map_err(|m| diag::invalid(m, span))?
        else {
            return Ok(None);
        };
        let elem = self.prog.types.int(kind);
        let ty = self.prog.types.array_of(elem, Some(units.len() as u64));
        let elements = units
            .iter()
            .enumerate()
            .filter(|&(_, &u)| u != 0)
            .map(|(i, &u)| {
                let value = Expr::new(ExprKind::IntConst(kind.wrap(u as i128)), elem, span);
                (i as u64, Init::Scalar(value))
            })
            .collect();
        let name = self.unique_name("wide_string");
        let id = GlobalId(self.prog.globals.len() as u32);
        self.prog.globals.push(Global {
            name,
            ty,
            linkage: Linkage::Internal,
            init: Some(Init::Array(elements)),
            defined: true,
            hoisted_from: None,
            is_system: false,
            asm_label: None,
            span,
            align: None,
            thread_local: false,
            weak_copy: false,
        });
        Ok(Some(Expr::new(ExprKind::Global(id), ty, span)))
    }

    /// The elements a wide string literal `e` stores into an array of type
    /// `ty` whose elements have the literal's type, cut to the array's
    /// length as C99 6.7.8p14 says; `None` if `e` is not a wide literal.
    pub(super) fn wide_string_for_array(
        &mut self,
        ty: TypeId,
        e: &Node<c::Expression>,
    ) -> R<Option<Vec<Expr>>> {
        let c::Expression::StringLiteral(s) = &e.node else {
            return Ok(None);
        };
        let span = self.span(s.span);
        let Some((kind, mut units)) =
            super::literal::wide_string(&s.node).map_err(|m| diag::invalid(m, span))?
        else {
            return Ok(None);
        };
        let TypeKind::Array(elem, len) = self.prog.types.kind(ty).clone() else {
            return Ok(None);
        };
        let elem = self.prog.types.unqualified(elem);
        if self.prog.types.as_int(elem) != Some(kind) {
            return Err(diag::invalid(
                format!(
                    "an array of `{}` initialized from a wide string literal of `{}`",
                    self.prog.types.type_name(elem),
                    kind.c_name()
                ),
                span,
            ));
        }
        // Cut to the array, as gcc does (with a warning) when even the
        // characters do not fit.
        if let Some(len) = len {
            units.truncate(len as usize);
        }
        let values = units
            .iter()
            .map(|&u| Expr::new(ExprKind::IntConst(kind.wrap(u as i128)), elem, span))
            .collect();
        Ok(Some(values))
    }
}
