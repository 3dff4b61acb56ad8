//! Bounded static variation ("the trick", reference book section 12.2):
//! a variable assigned a number read from static data at a run-time index
//! (`state = next[state][class]`) can only take the values that data
//! holds. Where the variable matters as a static value (it indexes static
//! data or is switched on), the assignment becomes a residual `switch` on
//! the value read, and each case goes on with the variable static
//! (`kernel::tricks`). The analysis keeps the variable static when the
//! data and the pointer to it are; the statement is then a trick.

use std::collections::HashSet;

use crate::core::{Body, Expr, ExprKind, LocalId, Program, Stmt, Terminator};

/// The read of a trick candidate `lhs = rhs`: `lhs` a local integer
/// variable the function uses as an index or switches on, `rhs` an
/// integer read at an index (`bta::is_copyable_read`), possibly converted.
pub(crate) fn candidate_read<'e>(
    program: &Program,
    index_locals: &HashSet<LocalId>,
    lhs: &Expr,
    rhs: &'e Expr,
) -> Option<&'e Expr> {
    let types = &program.types;
    let ExprKind::Local(x) = lhs.kind else {
        return None;
    };
    if !types.is_integer(lhs.ty) || types.quals(lhs.ty).is_shared() || !index_locals.contains(&x) {
        return None;
    }
    let mut read = rhs;
    while let ExprKind::Cast(inner) = &read.kind {
        if !types.is_integer(inner.ty) {
            return None;
        }
        read = inner;
    }
    super::is_copyable_read(types, read).then_some(read)
}

/// The locals of `body` used in an index (`t[x]`, `t[x + 1]`) or as the
/// value a `switch` branches on, and those copied into them (`tmp` in
/// `state = tmp`, as `?:` is lowered): those worth keeping static.
pub(crate) fn index_locals(body: &Body) -> HashSet<LocalId> {
    let mut found = HashSet::new();
    let mut copies = Vec::new();
    for block in &body.blocks {
        for stmt in &block.stmts {
            stmt.for_each_expr(&mut |e| indexes_in(e, &mut found));
            if let Stmt::Assign { lhs, rhs, .. } = stmt
                && let ExprKind::Local(to) = lhs.kind
                && let Some(from) = rhs.copied_local()
            {
                copies.push((to, from));
            }
        }
        block.term.for_each_expr(&mut |e| indexes_in(e, &mut found));
        if let Terminator::Switch { scrutinee, .. } = &block.term {
            locals_in(scrutinee, &mut found);
        }
    }
    loop {
        let before = found.len();
        for (to, from) in &copies {
            if found.contains(to) {
                found.insert(*from);
            }
        }
        if found.len() == before {
            return found;
        }
    }
}

fn indexes_in(e: &Expr, found: &mut HashSet<LocalId>) {
    match &e.kind {
        ExprKind::Index(base, index) => {
            locals_in(index, found);
            indexes_in(base, found);
            indexes_in(index, found);
        }
        ExprKind::Deref(x)
        | ExprKind::Member(x, _)
        | ExprKind::AddrOf(x)
        | ExprKind::Decay(x)
        | ExprKind::Unary(_, x)
        | ExprKind::Cast(x) => indexes_in(x, found),
        ExprKind::Binary(_, a, b) => {
            indexes_in(a, found);
            indexes_in(b, found);
        }
        _ => {}
    }
}

/// The locals an integer expression is computed from (casts and
/// arithmetic, not through memory).
fn locals_in(e: &Expr, found: &mut HashSet<LocalId>) {
    match &e.kind {
        ExprKind::Local(l) => {
            found.insert(*l);
        }
        ExprKind::Cast(x) | ExprKind::Unary(_, x) => locals_in(x, found),
        ExprKind::Binary(_, a, b) => {
            locals_in(a, found);
            locals_in(b, found);
        }
        _ => {}
    }
}
