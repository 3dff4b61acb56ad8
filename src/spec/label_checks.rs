//! Refusals of residual programs whose label addresses would name
//! another function's labels.

use super::*;

/// Specializes the program for `request`. In value mode (every static
/// parameter has a value) the result is the residual entry and what it
/// needs; in call-site mode (no values) it is the whole program, with calls
/// of the goal on constant static arguments redirected to specialized
/// copies. Errors are diagnostics against `frontend.sources`.
/// A table of label addresses that residual code uses must name labels its
/// residual function has (the kernel makes such copies for the tables
/// its computed gotos read). One that reached run-time code another way
/// (passed to another function) would name labels specialization did not
/// keep: refused, never emitted broken.
pub(super) fn check_label_tables(
    residual: &Program,
    roots: &[FuncId],
    root_globals: &[GlobalId],
) -> Result<(), Box<Diag>> {
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    for &g in &reach.globals {
        let Some(init) = &residual.global(g).init else {
            continue;
        };
        let mut missing = None;
        init.for_each_expr(&mut |e| {
            e.walk(&mut |x| {
                if let crate::core::ExprKind::LabelAddr(f, label) = &x.kind {
                    let has = residual.functions.get(f.index()).is_some_and(|function| {
                        function.body.as_ref().is_some_and(|body| {
                            body.blocks
                                .iter()
                                .any(|b| b.address_taken && b.label.as_deref() == Some(label))
                        })
                    }) && reach.functions.contains(f);
                    if !has {
                        missing = Some(label.clone());
                    }
                }
            })
        });
        if let Some(label) = missing {
            return Err(Box::new(crate::diag::unsupported(
                &format!(
                    "a table of label addresses (`&&{label}`) used by run-time code other than its function's computed goto"
                ),
                residual.global(g).span,
            )));
        }
    }
    Ok(())
}

/// Label addresses that run-time code stores outside their function (a
/// global table filled on the first call, memory given by a pointer)
/// may be read there by another residual function's computed goto: a
/// specialized copy of the function and its original both fill and read
/// `static void *tab[]`, and one jumps to the other's labels. Refused
/// when more than one residual function stores or reads such addresses.
pub(super) fn check_label_stores(
    residual: &Program,
    roots: &[FuncId],
    root_globals: &[GlobalId],
) -> Result<(), Box<Diag>> {
    use crate::core::{ExprKind, Terminator};
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    let mut storers: Vec<(FuncId, Span)> = Vec::new();
    let mut readers: Vec<FuncId> = Vec::new();
    for &f in &reach.functions {
        let Some(body) = &residual.function(f).body else {
            continue;
        };
        // Locals that may hold a label address (`void *t[] = {&&a, &&b}`).
        let mut labelled: std::collections::HashSet<LocalId> = Default::default();
        let holds = |e: &crate::core::Expr, labelled: &std::collections::HashSet<LocalId>| {
            let mut found = false;
            e.walk(&mut |x| match &x.kind {
                ExprKind::LabelAddr(..) => found = true,
                ExprKind::Local(l) if labelled.contains(l) => found = true,
                _ => {}
            });
            found
        };
        loop {
            let before = labelled.len();
            for stmt in body.blocks.iter().flat_map(|b| &b.stmts) {
                if let Stmt::Assign { lhs, rhs, .. } = stmt
                    && let Some(l) = lhs.root_local()
                    && holds(rhs, &labelled)
                {
                    labelled.insert(l);
                }
            }
            if labelled.len() == before {
                break;
            }
        }
        for block in &body.blocks {
            for stmt in &block.stmts {
                let stores = match stmt {
                    Stmt::Assign { lhs, rhs, .. } => {
                        lhs.root_local().is_none() && holds(rhs, &labelled)
                    }
                    Stmt::Call { args, .. } => args.iter().any(|a| holds(a, &labelled)),
                    _ => false,
                };
                if stores {
                    storers.push((f, stmt.span()));
                }
            }
            match &block.term {
                Terminator::Return {
                    value: Some(v),
                    span,
                } if holds(v, &labelled) => {
                    storers.push((f, *span));
                }
                Terminator::IndirectGoto { target, .. } => {
                    let mut from_memory = false;
                    target.walk(&mut |x| match &x.kind {
                        ExprKind::Global(_) => from_memory = true,
                        ExprKind::Local(l) if !labelled.contains(l) => from_memory = true,
                        _ => {}
                    });
                    if from_memory {
                        readers.push(f);
                    }
                }
                _ => {}
            }
        }
    }
    let Some(&(_, span)) = storers.first() else {
        return Ok(());
    };
    let mut functions: Vec<FuncId> = storers.iter().map(|(f, _)| *f).chain(readers).collect();
    functions.sort();
    functions.dedup();
    if functions.len() < 2 {
        return Ok(());
    }
    Err(Box::new(crate::diag::unsupported(
        "label addresses (`&&label`) that run-time code stores outside their function, in a residual program with several copies of it: one copy's computed goto could reach another copy's labels",
        span,
    )))
}
