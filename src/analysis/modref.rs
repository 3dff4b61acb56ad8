//! The globals each function may read or write, itself or through the
//! functions it calls (a mod/ref side table from the points-to analysis).
//!
//! The kernel keys residual functions on the static globals their callee
//! may touch only: a global the callee never reads or writes cannot change
//! its residual code or be changed by it, so two calls differing only
//! there share one residual function.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::callgraph::CallGraph;
use super::points_to::{Object, PointsTo, Step};
use crate::core::{Expr, ExprKind, FuncId, GlobalId, Program, Stmt};

/// Per function (indexed by `FuncId`), the globals it may reference,
/// directly or through its callees.
pub fn referenced_globals(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
) -> Vec<BTreeSet<GlobalId>> {
    let mut sets: Vec<BTreeSet<GlobalId>> = (0..program.functions.len())
        .map(|i| direct(program, pta, FuncId(i as u32)))
        .collect();
    // Callees before callers; a recursive component shares one set.
    for component in cg.bottom_up() {
        let mut union = BTreeSet::new();
        for f in component {
            union.extend(sets[f.index()].iter().copied());
            for callee in cg.callees(*f) {
                union.extend(sets[callee.index()].iter().copied());
            }
        }
        for f in component {
            sets[f.index()] = union.clone();
        }
    }
    sets
}

/// The globals `f`'s own statements may reference.
fn direct(program: &Program, pta: &PointsTo, f: FuncId) -> BTreeSet<GlobalId> {
    let mut set = BTreeSet::new();
    let Some(body) = &program.function(f).body else {
        return set;
    };
    for block in &body.blocks {
        for stmt in &block.stmts {
            stmt.for_each_expr(&mut |e| lvalue_globals(program, pta, f, e, &mut set));
            // A library function reads and writes through its pointer
            // arguments.
            if let Stmt::Call { callee, args, .. } = stmt
                && program.function(*callee).body.is_none()
            {
                // Leaving for program code (an exit or signal handler)
                // writes back every global the goal holds: each is
                // referenced.
                if super::library_model::leaves_for_program_code(&program.function(*callee).name) {
                    set.extend((0..program.globals.len()).map(|g| GlobalId(g as u32)));
                }
                for a in args.iter().filter(|a| program.types.is_pointer(a.ty)) {
                    globals_of(pta.expr_targets(&program.types, f, a), &mut set);
                }
            }
        }
        block
            .term
            .for_each_expr(&mut |e| lvalue_globals(program, pta, f, e, &mut set));
    }
    set
}

/// The globals the lvalues within `e` may designate.
fn lvalue_globals(
    program: &Program,
    pta: &PointsTo,
    f: FuncId,
    e: &Expr,
    set: &mut BTreeSet<GlobalId>,
) {
    e.walk(&mut |x| {
        if x.is_lvalue() {
            globals_of(pta.expr_places(&program.types, f, x), set);
        }
    });
}

fn globals_of(cells: Vec<(Object, Vec<Step>)>, set: &mut BTreeSet<GlobalId>) {
    set.extend(cells.into_iter().filter_map(|(object, _)| match object {
        Object::Global(g) => Some(g),
        _ => None,
    }));
}

/// For each function of `of`: the objects outside any one call's frame
/// (globals and allocated blocks) that it or the functions it calls may
/// read or write, directly or through pointers.
pub fn touched_objects(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    of: &[FuncId],
) -> HashMap<FuncId, BTreeSet<Object>> {
    // (Kept with the solution: analyses ask again for the same functions.)
    let mut direct = pta.direct_objects.borrow_mut();
    let mut out = HashMap::new();
    for &root in of {
        let mut seen: HashSet<FuncId> = HashSet::new();
        let mut stack = vec![root];
        let mut objects = BTreeSet::new();
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            let own = direct
                .entry(f)
                .or_insert_with(|| direct_objects(program, pta, f));
            objects.extend(own.iter().copied());
            stack.extend(cg.callees(f));
        }
        out.insert(root, objects);
    }
    out
}

/// The globals and blocks `f`'s own statements may reference.
fn direct_objects(program: &Program, pta: &PointsTo, f: FuncId) -> BTreeSet<Object> {
    let mut set = BTreeSet::new();
    let Some(body) = &program.function(f).body else {
        return set;
    };
    let types = &program.types;
    let mut cells = Vec::new();
    let add = |cells: &mut Vec<(Object, Vec<Step>)>, set: &mut BTreeSet<Object>| {
        set.extend(
            cells
                .drain(..)
                .map(|(o, _)| o)
                .filter(|o| matches!(o, Object::Global(_) | Object::Heap(..))),
        );
    };
    // A member's objects are its base's, which the walk visits too.
    let mut lvalue = |x: &Expr, set: &mut BTreeSet<Object>| {
        if x.is_lvalue() && !matches!(x.kind, ExprKind::Member(..)) {
            pta.expr_places_unsorted(types, f, x, &mut cells);
            add(&mut cells, set);
        }
    };
    for block in &body.blocks {
        for stmt in &block.stmts {
            stmt.for_each_expr(&mut |e| e.walk(&mut |x| lvalue(x, &mut set)));
            if let Stmt::Call { callee, args, .. } = stmt
                && program.function(*callee).body.is_none()
            {
                let mut targets = Vec::new();
                for a in args.iter().filter(|a| types.is_pointer(a.ty)) {
                    pta.expr_targets_unsorted(types, f, a, &mut targets);
                    add(&mut targets, &mut set);
                }
            }
        }
        block
            .term
            .for_each_expr(&mut |e| e.walk(&mut |x| lvalue(x, &mut set)));
    }
    set
}

/// The locals of frames other than the writer's own (a caller's variable
/// reached through a pointer; in recursion, any frame's) that `f` or the
/// functions it calls may write through pointers.
pub fn frames_written(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    f: FuncId,
) -> BTreeSet<Object> {
    let mut set = BTreeSet::new();
    let mut seen: HashSet<FuncId> = HashSet::new();
    let mut stack = vec![f];
    while let Some(h) = stack.pop() {
        if !seen.insert(h) {
            continue;
        }
        stack.extend(cg.callees(h));
        let Some(body) = &program.function(h).body else {
            continue;
        };
        let other_frame = |object: &Object| match object {
            Object::Local(g, _) => *g != h || cg.is_recursive(h),
            _ => false,
        };
        let mut add = |cells: Vec<(Object, Vec<Step>)>| {
            set.extend(cells.into_iter().map(|(o, _)| o).filter(other_frame));
        };
        for stmt in body.blocks.iter().flat_map(|b| &b.stmts) {
            match stmt {
                Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => {
                    add(pta.expr_places(&program.types, h, lhs));
                }
                Stmt::Call {
                    dest, callee, args, ..
                } => {
                    if let Some(d) = dest {
                        add(pta.expr_places(&program.types, h, d));
                    }
                    if program.function(*callee).body.is_none() {
                        for a in args.iter().filter(|a| program.types.is_pointer(a.ty)) {
                            add(pta.expr_targets(&program.types, h, a));
                        }
                    }
                }
                Stmt::Eval { .. } => {}
            }
        }
    }
    set
}
