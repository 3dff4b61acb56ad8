//! Counters made dynamic before specialization starts. A local counted up
//! or down by a constant in a loop under dynamic control (`ntokens++` in a
//! scanner's token loop, an interpreter's output position `n++`) takes a new
//! value at each run-time iteration: the kernel would find it after a
//! hundred specializations of the loop, throw the round away and start
//! again with it dynamic. When making it dynamic changes nothing else in
//! the division (no other variable, branch or call becomes dynamic: only
//! run-time computations read it), nothing static is lost by doing so
//! from the start, and that round is saved.

use std::collections::HashSet;

use petgraph::algo::tarjan_scc;

use crate::analysis::bta::{self, Bt, BtaOptions, Cell, Division};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::points_to::{Object, PointsTo};
use crate::core::{BinOp, Body, Expr, ExprKind, FuncId, LocalId, Program, Stmt};
use crate::source::Span;

/// Most counters tried (each costs one binding-time analysis).
const MAX_CANDIDATES: usize = 8;

/// A counter found: its cell, where it is counted, and what to say.
pub(super) struct Counter {
    pub cell: Cell,
    pub span: Span,
    pub message: String,
}

/// The counters of the functions the goal reaches that may be dynamic from
/// the start. `with_forced(cell)` gives the options of a division with
/// `cell` forced dynamic too.
pub(super) fn dynamic_counters(
    memo: &bta::LocationMemo,
    cg: &CallGraph,
    goal: FuncId,
    base: &Division,
    with_forced: impl Fn(&Cell) -> BtaOptions,
) -> Vec<Counter> {
    let (program, pta) = (memo.program(), memo.points_to());
    let mut found = Vec::new();
    for (f, l, span, temps) in candidates(program, pta, base)
        .into_iter()
        .take(MAX_CANDIDATES)
    {
        let cell: Cell = (Object::Local(f, l), Vec::new());
        let Ok(division) = bta::analyze_remembering(memo, cg, goal, &with_forced(&cell)) else {
            continue;
        };
        let own: Vec<Object> = std::iter::once(l)
            .chain(temps)
            .map(|l| Object::Local(f, l))
            .collect();
        if !base.differs_only_in(&division, &own) {
            continue;
        }
        let function = program.function(f);
        found.push(Counter {
            cell,
            span,
            message: format!(
                "`{}` in `{}` counts in a loop under dynamic control and only run-time computations read it",
                function.local(l).name,
                function.name
            ),
        });
    }
    found
}

/// Static integer locals counted by a constant (`x = x + 3`, `x--`) in a
/// loop under dynamic control (`dynamic_loop_blocks`), in the order met,
/// indexing no object cmix knows the length of, with the
/// temporaries that copy them (lowering's `t = x; x = t + 1` for `x++`).
fn candidates(
    program: &Program,
    pta: &PointsTo,
    base: &Division,
) -> Vec<(FuncId, LocalId, Span, Vec<LocalId>)> {
    let mut out: Vec<(FuncId, LocalId, Span, Vec<LocalId>)> = Vec::new();
    let mut seen = HashSet::new();
    for (fi, function) in program.functions.iter().enumerate() {
        let f = FuncId(fi as u32);
        let Some(body) = &function.body else { continue };
        if !base.is_reached(f) {
            continue;
        }
        for b in dynamic_loop_blocks(body, |b| {
            base.terminator(f, crate::core::BlockId(b as u32)) == Bt::Dynamic
        }) {
            // Copies made just before (`t = x; x = t + 1` is `x++` whose
            // old value is used).
            let mut copies: Vec<(LocalId, LocalId)> = Vec::new();
            for stmt in &body.blocks[b].stmts {
                if let Stmt::Assign { lhs, rhs, .. } = stmt
                    && let (ExprKind::Local(t), ExprKind::Local(x)) =
                        (&lhs.kind, &strip_casts(rhs).kind)
                {
                    copies.push((*t, *x));
                }
                let Some((l, span)) = counted_local(program, stmt, &copies) else {
                    continue;
                };
                let temps = copies
                    .iter()
                    .filter(|(t, x)| *x == l && function.local(*t).is_temp)
                    .map(|(t, _)| *t);
                if base.local(f, l) == Bt::Static && seen.insert((f, l)) {
                    out.push((f, l, span, temps.collect()));
                } else if let Some(entry) = out.iter_mut().find(|e| (e.0, e.1) == (f, l)) {
                    entry.3.extend(temps);
                }
            }
        }
    }
    out.retain(|(f, l, _, temps)| {
        let mut locals = temps.clone();
        locals.push(*l);
        program
            .function(*f)
            .body
            .as_ref()
            .is_some_and(|body| !indexes_known_object(pta, program, *f, body, &locals))
    });
    out
}

/// The blocks of loops (strongly connected parts of the control-flow
/// graph) that may run a run-time number of times or take run-time paths
/// between iterations: those with a dynamic branch out of the loop (all
/// their blocks), and in any loop, the blocks a dynamic branch of the loop
/// jumps to directly (`if (c) x++;`).
fn dynamic_loop_blocks(body: &Body, dynamic: impl Fn(usize) -> bool) -> Vec<usize> {
    let graph = body.flow_graph();
    let self_loops: Vec<bool> = body
        .blocks
        .iter()
        .enumerate()
        .map(|(b, block)| block.term.successors().iter().any(|s| s.index() == b))
        .collect();
    let mut out = Vec::new();
    for component in tarjan_scc(&graph) {
        let blocks: Vec<usize> = component.iter().map(|n| n.index()).collect();
        if blocks.len() == 1 && !self_loops[blocks[0]] {
            continue;
        }
        let inside: HashSet<usize> = blocks.iter().copied().collect();
        let branches: Vec<usize> = blocks.iter().copied().filter(|&b| dynamic(b)).collect();
        let exits = branches.iter().any(|&b| {
            body.blocks[b]
                .term
                .successors()
                .iter()
                .any(|s| !inside.contains(&s.index()))
        });
        if exits {
            out.extend(blocks);
        } else {
            for &b in &branches {
                out.extend(
                    body.blocks[b]
                        .term
                        .successors()
                        .iter()
                        .map(|s| s.index())
                        .filter(|s| inside.contains(s)),
                );
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether `l` (or one of its copies) indexes or offsets a pointer into an
/// object whose length is known (`buf[len++]` with `buf` an array, or a
/// pointer to one): the kernel keeps such an index static, bounded by the
/// object. Only pointers from the goal's caller (whose objects cmix does
/// not know) may be indexed by a counter made dynamic.
fn indexes_known_object(
    pta: &PointsTo,
    program: &Program,
    f: FuncId,
    body: &Body,
    locals: &[LocalId],
) -> bool {
    let uses = |e: &Expr| {
        let mut found = false;
        e.walk(&mut |x| found |= matches!(x.kind, ExprKind::Local(l) if locals.contains(&l)));
        found
    };
    let known = |base: &Expr| {
        matches!(base.kind, ExprKind::Decay(_))
            || pta
                .expr_targets(&program.types, f, base)
                .iter()
                .any(|(object, _)| *object != Object::Unknown)
    };
    let mut found = false;
    let mut visit = |e: &Expr| {
        e.walk(&mut |x| match &x.kind {
            ExprKind::Index(base, index)
            | ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, base, index) => {
                found |= uses(index) && known(base);
            }
            _ => {}
        })
    };
    for block in &body.blocks {
        for stmt in &block.stmts {
            stmt.for_each_expr(&mut visit);
        }
        block.term.for_each_expr(&mut visit);
    }
    found
}

/// `x = x + c` or `x = x - c` of an integer local `x` and a constant `c`
/// (through the conversions of a narrow type's `x++`, or a copy of `x`
/// among `copies`).
fn counted_local(
    program: &Program,
    stmt: &Stmt,
    copies: &[(LocalId, LocalId)],
) -> Option<(LocalId, Span)> {
    let Stmt::Assign { lhs, rhs, span } = stmt else {
        return None;
    };
    let ExprKind::Local(x) = lhs.kind else {
        return None;
    };
    if !program.types.is_integer(lhs.ty) {
        return None;
    }
    let ExprKind::Binary(BinOp::Add | BinOp::Sub, a, c) = &strip_casts(rhs).kind else {
        return None;
    };
    let is_x = match strip_casts(a).kind {
        ExprKind::Local(y) => y == x || copies.contains(&(y, x)),
        _ => false,
    };
    let constant = matches!(strip_casts(c).kind, ExprKind::IntConst(_));
    (is_x && constant).then_some((x, *span))
}

fn strip_casts(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Cast(inner) => strip_casts(inner),
        _ => e,
    }
}
