//! Bounded static variation ("the trick", reference book section 12.2):
//! a variable assigned a number read from static data at a run-time index
//! (`state = next[state][class]`) can only take the values that data
//! holds. Where the variable matters as a static value (it indexes static
//! data or is switched on), the assignment becomes a residual `switch` on
//! the value read, and each case goes on with the variable static
//! (`kernel::tricks`). The analysis keeps the variable static when the
//! data and the pointer to it are; the statement is then a trick.
//!
//! A pointer read from a short array of static pointers at a run-time
//! index (`cur = cur->kid[bit]`, walking a static tree) is a trick too:
//! the residual program switches on the index, and each case goes on with
//! the pointer the array holds there, so the static structure it points
//! to stays static.

use std::collections::HashSet;

use crate::core::{Body, Expr, ExprKind, LocalId, Program, Stmt, Terminator};
use crate::types::TypeTable;

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

/// Most elements of an array a pointer trick switches over (one case
/// each, copying what follows). A wider node (a trie's 26 or 256
/// children) is walked faster by loads than by a jump table per step: the
/// residual program's indirect jumps mispredict where the original's
/// loads hit the cache (measured 0.78x of the original on a stop-word
/// trie).
pub(crate) const POINTER_TRICK_ELEMENTS: u64 = 4;

/// The read of a pointer trick candidate `lhs = rhs`: `lhs` a local
/// pointer the function reads through, `rhs` (possibly converted between
/// pointer types) an element of an array of at most
/// `POINTER_TRICK_ELEMENTS` pointers, read at an index; with the array's
/// length.
pub(crate) fn pointer_read<'e>(
    program: &Program,
    derefed: &HashSet<LocalId>,
    lhs: &Expr,
    rhs: &'e Expr,
) -> Option<(&'e Expr, u64)> {
    let types = &program.types;
    let ExprKind::Local(x) = lhs.kind else {
        return None;
    };
    if !types.is_pointer(lhs.ty) || types.quals(lhs.ty).is_shared() || !derefed.contains(&x) {
        return None;
    }
    let mut read = rhs;
    while let ExprKind::Cast(inner) = &read.kind {
        if !types.is_pointer(inner.ty) {
            return None;
        }
        read = inner;
    }
    let ExprKind::Index(base, _) = &read.kind else {
        return None;
    };
    if !types.is_pointer(read.ty) || types.quals(read.ty).is_shared() {
        return None;
    }
    let length = array_length(program, base)?;
    // A one-element array at the end of a struct may be the old idiom for
    // a flexible array member, indexed past its declared length.
    (2..=POINTER_TRICK_ELEMENTS)
        .contains(&length)
        .then_some((read, length))
}

/// Most elements of a table of labels a computed goto is a trick over:
/// each case is only a jump, so a threaded interpreter's whole dispatch
/// table may be one.
pub(crate) const GOTO_TRICK_ELEMENTS: u64 = 1024;

/// `target` (converted between pointer types or not) without the
/// conversions.
pub(crate) fn strip_pointer_casts<'e>(types: &TypeTable, target: &'e Expr) -> &'e Expr {
    let mut read = target;
    while let ExprKind::Cast(inner) = &read.kind {
        if !types.is_pointer(inner.ty) {
            break;
        }
        read = inner;
    }
    read
}

/// For the target of a computed goto that reads an array of at most
/// `GOTO_TRICK_ELEMENTS` pointers at an index (`goto *t[i]`): the
/// array's address and the index.
pub(crate) fn goto_table_read<'e>(
    program: &Program,
    target: &'e Expr,
) -> Option<(&'e Expr, &'e Expr)> {
    let types = &program.types;
    let read = strip_pointer_casts(types, target);
    let ExprKind::Index(base, index) = &read.kind else {
        return None;
    };
    if !types.is_pointer(read.ty) || types.quals(read.ty).is_shared() {
        return None;
    }
    let length = array_length(program, base)?;
    (length <= GOTO_TRICK_ELEMENTS).then_some((base, index))
}

/// The length of the array `base` decays from, when its type gives one.
pub(crate) fn array_length(program: &Program, base: &Expr) -> Option<u64> {
    let ExprKind::Decay(row) = &base.kind else {
        return None;
    };
    match program.types.kind(row.ty) {
        crate::types::TypeKind::Array(_, Some(n)) if *n > 0 => Some(*n),
        _ => None,
    }
}

/// The pointer locals of `body` that it reads through (`*p`, `p->f`,
/// `p[i]`), and those copied into them: those worth keeping static.
pub(crate) fn derefed_locals(body: &Body) -> HashSet<LocalId> {
    let mut found = HashSet::new();
    let mut copies = Vec::new();
    for block in &body.blocks {
        for stmt in &block.stmts {
            stmt.for_each_expr(&mut |e| derefs_in(e, &mut found));
            if let Stmt::Assign { lhs, rhs, .. } = stmt
                && let ExprKind::Local(to) = lhs.kind
                && let Some(from) = rhs.copied_local()
            {
                copies.push((to, from));
            }
        }
        block.term.for_each_expr(&mut |e| derefs_in(e, &mut found));
    }
    close_over_copies(found, &copies)
}

fn derefs_in(e: &Expr, found: &mut HashSet<LocalId>) {
    e.walk(&mut |x| {
        let through = match &x.kind {
            ExprKind::Deref(p) | ExprKind::Index(p, _) => p,
            _ => return,
        };
        let mut p = &**through;
        while let ExprKind::Cast(inner) | ExprKind::Binary(_, inner, _) = &p.kind {
            p = inner;
        }
        if let ExprKind::Local(l) = p.kind {
            found.insert(l);
        }
    });
}

/// `found` with the locals copied into one of them, transitively.
fn close_over_copies(
    mut found: HashSet<LocalId>,
    copies: &[(LocalId, LocalId)],
) -> HashSet<LocalId> {
    loop {
        let before = found.len();
        for (to, from) in copies {
            if found.contains(to) {
                found.insert(*from);
            }
        }
        if found.len() == before {
            return found;
        }
    }
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
    close_over_copies(found, &copies)
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
