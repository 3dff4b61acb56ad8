//! Bounded static variation ("the trick", `bta/tricks.rs`): `x = t[i]`
//! with `t` static and `i` known only at run time ends the residual block
//! in a `switch` on the value read (from a constant copy of `t`), and each
//! case goes on from the next statement with `x` static, holding that
//! value. A value outside the copy cannot be read without undefined
//! behaviour: the default case traps.

use std::collections::BTreeSet;

use super::*;

/// Most values one trick switches over: more would copy what follows the
/// assignment too many times (the variable is made dynamic instead).
const TRICK_VALUES: usize = 64;

impl<'a> Kernel<'a> {
    /// Runs the trick statement `lhs = rhs` (block `cur`). Returns false
    /// when the path ends here, in the switch.
    pub(super) fn trick(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        lhs: &Expr,
        rhs: &Expr,
        span: Span,
    ) -> R<bool> {
        let f = cfg.top().func;
        let mut conversions = Vec::new();
        let mut read = rhs;
        while let ExprKind::Cast(inner) = &read.kind {
            conversions.push(read.ty);
            read = inner;
        }
        if self.address_bt(f, read) == Bt::Static {
            // Static all along here (the index is too).
            let v = self.eval.eval(&cfg.store, cfg.eval_frame(), rhs)?;
            let frame = cfg.eval_frame();
            self.eval.assign(&mut cfg.store, frame, lhs, &v, span)?;
            return Ok(true);
        }
        let ExprKind::Index(base, index) = &read.kind else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a trick that does not read at an index",
                span,
            ))));
        };
        let p = match self.eval.eval(&cfg.store, cfg.eval_frame(), base)? {
            Value::Ptr(Some(p)) => p,
            _ => {
                return Err(Stop::Error(unsupported(
                    "indexing a null or invalid static pointer at a run-time index",
                    span,
                )));
            }
        };
        // A row's name decays to a pointer to exactly that row.
        let decayed = match &base.kind {
            ExprKind::Decay(row) => match self.program.types.kind(row.ty) {
                TypeKind::Array(inner, Some(n))
                    if self.program.types.unqualified_eq(*inner, read.ty) =>
                {
                    Some(*n)
                }
                _ => None,
            },
            _ => None,
        };
        let (table, values) = self.copy_table(cfg, p, read.ty, Some(decayed), span)?;
        let values: BTreeSet<i128> = values.into_iter().collect();
        if values.is_empty() || values.len() > TRICK_VALUES {
            let ExprKind::Local(x) = lhs.kind else {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a trick that does not assign a local",
                    span,
                ))));
            };
            let function = self.program.function(f);
            return Err(Stop::Generalize(Generalization {
                cells: vec![(Object::Local(f, x), Vec::new())],
                sites: Vec::new(),
                message: format!(
                    "`{}` in `{}` is read from static data at a run-time index ({{at}}) that holds {} different values, more than cmix specializes one case for each of",
                    function.local(x).name,
                    function.name,
                    values.len()
                ),
                span,
            }));
        }
        let mut scrutinee = if self.holds_its_initializer(p.obj) {
            // As a copied read does: the program's own table.
            self.reduce_lvalue(cfg, read)?
        } else {
            let i = self.reduce(cfg, index)?;
            Expr::new(ExprKind::Index(Box::new(table), Box::new(i)), read.ty, span)
        };
        // A switch branches on a promoted integer.
        if self.program.types.size_of(read.ty).is_some_and(|s| s < 4) {
            let int = self.out.types.int(IntKind::Int);
            scrutinee = Expr::new(ExprKind::Cast(Box::new(scrutinee)), int, span);
        }
        let mut cases = Vec::new();
        for v in values {
            let mut case = cfg.clone();
            let mut value = Value::Int(v);
            for ty in conversions.iter().rev() {
                value = self.eval.convert(&value, *ty, span)?;
            }
            let frame = case.eval_frame();
            self.eval
                .assign(&mut case.store, frame, lhs, &value, span)?;
            case.top_mut().index += 1;
            cases.push((v, self.pending_block(case)?));
        }
        let default = self.new_block();
        let trap = self.trap_function();
        self.emit(
            default,
            Stmt::Call {
                dest: None,
                callee: trap,
                args: Vec::new(),
                span,
            },
        )?;
        self.end_path(cfg, default, span)?;
        self.terminate(
            cur,
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                span,
            },
        );
        Ok(false)
    }
}
