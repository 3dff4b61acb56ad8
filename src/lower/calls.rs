//! Calls lowered before their callee had a prototype (C89 style: `int f();`
//! or an implicit declaration, then a prototype or K&R definition later)
//! are checked against the final prototype once the whole program is
//! lowered: the argument count must match, and each argument is converted
//! to its parameter type as the callee would have done.

use super::{Lowerer, R};
use crate::core::Stmt;
use crate::diag;
use crate::types::TypeKind;

impl<'a> Lowerer<'a> {
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

    fn reconcile_body(&mut self, body: &mut crate::core::Body) -> R<()> {
        for block in &mut body.blocks {
            for stmt in &mut block.stmts {
                let Stmt::Call {
                    callee, args, span, ..
                } = stmt
                else {
                    continue;
                };
                let callee_fn = &self.prog.functions[callee.index()];
                let TypeKind::Function(sig) = self.prog.types.kind(callee_fn.ty).clone() else {
                    continue;
                };
                if !sig.prototyped {
                    continue;
                }
                let (n, m) = (args.len(), sig.params.len());
                if n < m || (n > m && !sig.variadic) {
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
            }
        }
        Ok(())
    }
}
