//! Which allocation sites may run during specialization, and which the
//! residual program must run itself.
//!
//! A `malloc` with static arguments runs during specialization; a block it
//! made that residual code still refers to becomes one residual variable
//! (`alloc_N`). A variable has one address for every run of the residual
//! code, so this is right only while no two instances of the block are
//! alive at once and nothing outside the specialized code holds one. An
//! allocation site is therefore left to run time (its call residual, its
//! block a real heap block filled by residual code) when:
//! - its block may be reached from memory that outlives one run of the
//!   goal or that other code sees (`escaping_sites`): the goal's result,
//!   the globals (unless the goal is `main`), the caller's memory (the
//!   unknown object), and the pointer arguments of library functions that
//!   may keep them;
//! - or, once binding times are known, a run-time pointer may point to it
//!   while the site may run more than once per run of the goal
//!   (`repeated_sites`): in a loop whose exit is dynamic, in recursion, in
//!   a residual function other than the goal (called again and again);
//!   two run-time pointers would then share the one variable;
//! - or a residual `free` or `realloc` may be given it.
//!
//! Static pointers need no such care: memo keys name blocks by identity,
//! and a residual call is never shared when it makes blocks that outlive
//! it, so a residual variable named through a static pointer is always the
//! one block the original program would use there.

use std::collections::{HashMap, HashSet};

use super::callgraph::CallGraph;
use super::points_to::{Object, PointsTo};
use crate::core::{BlockId, FuncId, Program, Stmt};

/// Whether a library function may keep a pointer argument after it
/// returns. Functions neither declared in the system headers nor known to
/// cmix as C library functions belong to other parts of the program, which
/// may do anything with what they are given.
pub fn may_keep_pointers(program: &Program, f: FuncId) -> bool {
    let function = program.function(f);
    let name = function.name.as_str();
    // runtime/library.h says which library functions keep what.
    if super::library_model::keeps_pointers(name) {
        return true;
    }
    let known = function.is_system
        || function.is_builtin
        || crate::lower::builtins::is_known_library(name)
        || super::bta::is_pure_library(name)
        || super::points_to::is_modelled_library(name);
    !known
}

/// Whether `object` is a block allocated by a call in the program (not the
/// object a static pointer parameter is given on the command line).
pub fn is_allocation_site(object: Object) -> bool {
    matches!(object, Object::Heap(_, b, _) if b != BlockId(u32::MAX))
}

/// The allocation sites whose blocks may be seen by code outside one run
/// of the goal: reachable from its result, from globals (for a goal other
/// than `main`, whose caller runs on after it), from the unknown object
/// (memory of the goal's caller, or of code the analysis does not see),
/// and from the arguments of library calls that may keep them.
pub fn escaping_sites(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    goal: FuncId,
    reached: &[bool],
) -> HashSet<Object> {
    let mut roots = vec![Object::Return(goal), Object::Unknown];
    let runs_once = program.function(goal).name == "main" && !cg.is_recursive(goal);
    if !runs_once {
        roots.extend(
            (0..program.globals.len()).map(|g| Object::Global(crate::core::GlobalId(g as u32))),
        );
    }
    for (fi, function) in program.functions.iter().enumerate() {
        let f = FuncId(fi as u32);
        let Some(body) = &function.body else { continue };
        if !reached[fi] {
            continue;
        }
        for (bi, block) in body.blocks.iter().enumerate() {
            for (i, stmt) in block.stmts.iter().enumerate() {
                let Stmt::Call { callee, args, .. } = stmt else {
                    continue;
                };
                if program.function(*callee).indirect {
                    // What it may call: user functions are analyzed; a
                    // library function or code from outside may keep what
                    // it is given.
                    let targets = pta.indirect_targets(f, BlockId(bi as u32), i);
                    let keeps = targets.unknown
                        || targets.functions.iter().any(|g| {
                            program.function(*g).body.is_none() && may_keep_pointers(program, *g)
                        });
                    if keeps {
                        for a in args
                            .iter()
                            .skip(1)
                            .filter(|a| program.types.is_pointer(a.ty))
                        {
                            roots.extend(
                                pta.expr_targets(&program.types, f, a)
                                    .into_iter()
                                    .map(|(o, _)| o),
                            );
                        }
                    }
                    continue;
                }
                if program.function(*callee).body.is_some() || !may_keep_pointers(program, *callee)
                {
                    continue;
                }
                for a in args.iter().filter(|a| program.types.is_pointer(a.ty)) {
                    roots.extend(
                        pta.expr_targets(&program.types, f, a)
                            .into_iter()
                            .map(|(o, _)| o),
                    );
                }
            }
        }
    }
    pta.reachable_objects(roots)
        .into_iter()
        .filter(|o| is_allocation_site(*o))
        .collect()
}

/// The functions whose activations may be more than one per run of the
/// goal: recursive ones, residual ones other than the goal (a residual
/// function may be called again and again), and those called from them or
/// from blocks where `repeats` says a block may run many times (a loop
/// whose exit is dynamic), and those run-time code may call through a
/// pointer (`runtime_callable`); the goal itself when it calls through a
/// pointer from outside the program, which may call it back. `residual_call` tells which calls stay
/// calls in the residual program.
pub fn repeated_functions(
    program: &Program,
    (pta, cg): (&PointsTo, &CallGraph),
    goal: FuncId,
    reached: &[bool],
    mut residual_call: impl FnMut(FuncId, BlockId, usize) -> bool,
    mut repeats: impl FnMut(FuncId, BlockId) -> bool,
    runtime_callable: impl Fn(FuncId) -> bool,
) -> Vec<bool> {
    let n = program.functions.len();
    let mut repeated = vec![false; n];
    let mut stack: Vec<FuncId> = Vec::new();
    if cg.is_recursive(goal) {
        stack.push(goal);
    }
    stack.extend(
        (0..n)
            .map(|i| FuncId(i as u32))
            .filter(|f| reached[f.index()] && runtime_callable(*f)),
    );
    let mut calls: HashMap<FuncId, Vec<FuncId>> = HashMap::new();
    for (fi, function) in program.functions.iter().enumerate() {
        let f = FuncId(fi as u32);
        let Some(body) = &function.body else { continue };
        if !reached[fi] {
            continue;
        }
        for (bi, block) in body.blocks.iter().enumerate() {
            let b = BlockId(bi as u32);
            for (i, stmt) in block.stmts.iter().enumerate() {
                let Stmt::Call { callee, .. } = stmt else {
                    continue;
                };
                let callees = if program.function(*callee).indirect {
                    let targets = pta.indirect_targets(f, b, i);
                    // A pointer from outside the program may be a function
                    // that calls the goal again, while this run is alive.
                    if targets.unknown {
                        stack.push(goal);
                    }
                    targets.functions
                } else {
                    vec![*callee]
                };
                let residual = residual_call(f, b, i);
                let repeating = repeats(f, b);
                for callee in callees {
                    if program.function(callee).body.is_none() {
                        continue;
                    }
                    let again =
                        cg.is_recursive(callee) || (callee != goal && residual) || repeating;
                    if again {
                        stack.push(callee);
                    }
                    calls.entry(f).or_default().push(callee);
                }
            }
        }
    }
    while let Some(f) = stack.pop() {
        if std::mem::replace(&mut repeated[f.index()], true) {
            continue;
        }
        stack.extend(calls.get(&f).into_iter().flatten().copied());
    }
    repeated
}
