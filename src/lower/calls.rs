//! Calls lowered before their callee had a prototype (C89 style: `int f();`
//! or an implicit declaration, then a prototype or K&R definition later)
//! are checked against the final prototype once the whole program is
//! lowered: the argument count must match, and each argument is converted
//! to its parameter type as the callee would have done. A function defined
//! without a prototype (K&R or `()`) and never declared with one may be
//! given more arguments than it has parameters, as gcc allows: they are
//! evaluated and dropped (the callee never reads them).

use super::decl::Declared;
use super::{Lowerer, R, Symbol};
use crate::core::{FuncId, Stmt};
use crate::diag;
use crate::source::Span;
use crate::types::{FuncSig, TypeId, TypeKind};

impl<'a> Lowerer<'a> {
    /// Declares the function a definition defines (of type `ty`, its
    /// declarator's signature `sig`), remembering a definition without a
    /// prototype that no earlier declaration gave one.
    pub(super) fn declare_definition(
        &mut self,
        name: &str,
        (ty, sig): (TypeId, &FuncSig),
        is_static: bool,
        declared: &Declared<'_>,
        span: Span,
    ) -> R<FuncId> {
        let had_prototype = match self.lookup(name) {
            Some(Symbol::Func(f)) => matches!(
                self.prog.types.kind(self.prog.functions[f.index()].ty),
                TypeKind::Function(s) if s.prototyped
            ),
            _ => false,
        };
        let f = self.declare_function(name, ty, is_static, declared.asm_label.clone(), span)?;
        if !sig.prototyped && !had_prototype {
            self.unprototyped_definitions.insert(f);
        }
        Ok(f)
    }

    /// A declaration of `f` with a prototype or without: calls after a
    /// prototype must match it.
    pub(super) fn note_declaration(&mut self, f: FuncId, prototyped: bool) {
        if prototyped {
            self.unprototyped_definitions.remove(&f);
        }
    }

    /// Whether a call of `f` may pass more arguments than its parameters
    /// (see `unprototyped_definitions`).
    pub(super) fn takes_extra_arguments(&self, f: FuncId) -> bool {
        self.unprototyped_definitions.contains(&f)
    }

    pub(super) fn reconcile_calls(&mut self) -> R<()> {
        for f in 0..self.prog.functions.len() {
            let Some(mut body) = self.prog.functions[f].body.take() else {
                continue;
            };
            let result = self.reconcile_body(&mut body);
            self.prog.functions[f].body = Some(body);
            result?;
        }
        Ok(())
    }

    /// gcc's rules for its own non-local jumps: `__builtin_longjmp`'s
    /// second argument is 1, and no function calls it and
    /// `__builtin_setjmp` both.
    fn check_gcc_jumps(&self, body: &crate::core::Body) -> R<()> {
        let mut setjmp = false;
        let mut longjmp = None;
        for stmt in body.blocks.iter().flat_map(|b| &b.stmts) {
            let Stmt::Call {
                callee, args, span, ..
            } = stmt
            else {
                continue;
            };
            let callee = &self.prog.functions[callee.index()];
            if callee.body.is_some() {
                continue;
            }
            if callee.name == crate::core::GCC_SETJMP {
                setjmp = true;
            } else if callee.name == crate::core::GCC_LONGJMP {
                let one = args
                    .get(1)
                    .and_then(|a| super::fold::int_value(&self.prog.types, a));
                if one != Some(1) {
                    return Err(diag::invalid(
                        "`__builtin_longjmp`'s second argument must be 1",
                        *span,
                    ));
                }
                longjmp = Some(*span);
            }
        }
        match (setjmp, longjmp) {
            (true, Some(span)) => Err(diag::unsupported(
                "`__builtin_longjmp` in the function that calls `__builtin_setjmp` (gcc's documentation forbids it)",
                span,
            )),
            _ => Ok(()),
        }
    }

    fn reconcile_body(&mut self, body: &mut crate::core::Body) -> R<()> {
        self.check_gcc_jumps(body)?;
        for block in &mut body.blocks {
            let mut stmts = Vec::with_capacity(block.stmts.len());
            for mut stmt in std::mem::take(&mut block.stmts) {
                self.reconcile_call(&mut stmt, &mut stmts)?;
                stmts.push(stmt);
            }
            block.stmts = stmts;
        }
        Ok(())
    }

    /// Checks and converts the arguments of one call; the extra arguments
    /// of a function defined without a prototype become statements of
    /// their own in `before` (they may read volatile objects).
    fn reconcile_call(&mut self, stmt: &mut Stmt, before: &mut Vec<Stmt>) -> R<()> {
        let Stmt::Call {
            callee, args, span, ..
        } = stmt
        else {
            return Ok(());
        };
        let callee_fn = &self.prog.functions[callee.index()];
        let TypeKind::Function(sig) = self.prog.types.kind(callee_fn.ty).clone() else {
            return Ok(());
        };
        if !sig.prototyped {
            return Ok(());
        }
        let (n, m) = (args.len(), sig.params.len());
        if n > m && !sig.variadic && self.takes_extra_arguments(*callee) {
            for expr in args.drain(m..) {
                before.push(Stmt::Eval { expr, span: *span });
            }
        } else if n < m || (n > m && !sig.variadic) {
            return Err(diag::invalid(
                format!(
                    "`{}` is called with {n} argument(s) but takes {m}",
                    callee_fn.name
                ),
                *span,
            ));
        }
        for (arg, &param) in args.iter_mut().zip(&sig.params) {
            if self.prog.types.unqualified_eq(arg.ty, param) {
                continue;
            }
            let taken = std::mem::replace(
                arg,
                crate::core::Expr::new(crate::core::ExprKind::IntConst(0), param, *span),
            );
            *arg = self.assign_convert(taken, param, *span)?;
        }
        Ok(())
    }
}
