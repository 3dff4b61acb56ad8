//! Globals that program code run from outside the goal's view may touch
//! during a run of the goal. A goal that calls a pointer from its caller
//! (`cb()`), or hands a function to the C library (`qsort(..., cmp)`,
//! `atexit`), runs functions of the program the kernel does not follow:
//! whatever they may read or write is a run-time value, so that they see
//! the goal's writes and the goal sees theirs. Which functions: every one
//! whose address the program takes, anywhere, and every external one (the
//! caller's pointer may be any of them), with what they call.
//!
//! The C library also keeps what the program gives it (runtime/library.h,
//! `keeps`): a signal handler `main` registered runs when the goal calls
//! `raise` (`runs_handlers`), and a buffer `main` gave `setvbuf` is
//! written by the goal's `printf`.

use crate::analysis::bta::Cell;
use crate::analysis::points_to::{Object, PointsTo, leaf_paths};
use std::collections::BTreeSet;

use crate::core::{Expr, ExprKind, FuncId, GlobalId, Program, Stmt};
use crate::diag::Diag;

/// The cells of globals the program's callbacks may touch, when the code
/// the goal reaches may run one; none otherwise.
pub(super) fn globals_callbacks_touch(
    program: &Program,
    goal: FuncId,
    goal_pta: &PointsTo,
) -> Result<Vec<Cell>, Box<Diag>> {
    if !runs_callbacks(program, goal_pta) {
        return Ok(Vec::new());
    }
    let taken = functions_whose_address_is_taken(program);
    if taken.is_empty() {
        return Ok(Vec::new());
    }
    let pta = PointsTo::compute_within(program, super::GOAL_FACTS).ok_or_else(|| {
        let what = "the whole program (whose callbacks the goal may run)";
        super::entangled(program, goal, what, super::GOAL_FACTS)
    })?;
    let cg = crate::analysis::callgraph::CallGraph::with_pointers(program, &pta);
    let touched = crate::analysis::modref::touched_objects(program, &pta, &cg, &taken);
    let mut cells = Vec::new();
    for object in touched.values().flatten() {
        let Object::Global(g) = object else { continue };
        if crate::analysis::bta::is_read_only(program, object) {
            continue;
        }
        for (path, _) in leaf_paths(&program.types, program.global(*g).ty) {
            let cell = (*object, path);
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
    }
    Ok(cells)
}

/// The cells of globals the program gives the C library to keep
/// (`setvbuf(stdout, buf, ...)`, `strtok(line, " ")`), anywhere: later
/// library calls may read or write them behind the goal's back, so they
/// are run-time values throughout.
pub(super) fn globals_the_library_keeps(program: &Program, goal_pta: &PointsTo) -> Vec<Cell> {
    let reached = |fi: usize| {
        goal_pta
            .reached()
            .is_none_or(|r| r.get(fi).copied().unwrap_or(false))
    };
    let mut kept: BTreeSet<GlobalId> = BTreeSet::new();
    let mut any_address = false;
    // For pointers in code the goal's analysis does not count (`line`
    // from getline in `main`, given to strtok): the whole program's, made
    // once if needed; past its budget, any global whose address is taken.
    let mut whole: Option<Option<PointsTo>> = None;
    for (fi, function) in program.functions.iter().enumerate() {
        let Some(body) = &function.body else { continue };
        for stmt in body.blocks.iter().flat_map(|b| &b.stmts) {
            let Stmt::Call { callee, args, .. } = stmt else {
                continue;
            };
            let target = program.function(*callee);
            if target.body.is_some() || target.indirect {
                continue;
            }
            let Some(model) = crate::analysis::library_model::library_function(&target.name) else {
                continue;
            };
            for arg in model.keeps.iter().filter_map(|&p| args.get(p)) {
                if let Some(globals) = globals_named(arg) {
                    kept.extend(globals);
                } else if reached(fi) {
                    let targets = goal_pta.expr_targets(&program.types, FuncId(fi as u32), arg);
                    kept.extend(targets.into_iter().filter_map(|(o, _)| match o {
                        Object::Global(g) => Some(g),
                        _ => None,
                    }));
                } else {
                    let pta = whole.get_or_insert_with(|| {
                        PointsTo::compute_within(program, super::WHOLE_PROGRAM_FACTS)
                    });
                    let Some(pta) = pta else {
                        any_address = true;
                        continue;
                    };
                    for (object, _) in pta.expr_targets(&program.types, FuncId(fi as u32), arg) {
                        match object {
                            Object::Global(g) => {
                                kept.insert(g);
                            }
                            // Memory from outside the program holds only
                            // what the program gave it.
                            Object::Unknown => {
                                kept.extend(pta.given_to_unknown_code().into_iter().filter_map(
                                    |o| match o {
                                        Object::Global(g) => Some(g),
                                        _ => None,
                                    },
                                ))
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
    }
    if any_address {
        kept.extend(super::unit::globals_whose_address_is_taken(program));
    }
    let mut cells = Vec::new();
    for g in kept {
        let object = Object::Global(g);
        if crate::analysis::bta::is_read_only(program, &object) {
            continue;
        }
        for (path, _) in leaf_paths(&program.types, program.global(g).ty) {
            cells.push((object, path));
        }
    }
    cells
}

/// The globals a pointer argument may point into when its expression says
/// so (`buf`, `&state.line`, `buf + 1`), none for a null pointer, a
/// string literal or a function; `None` when only an analysis could tell.
fn globals_named(e: &Expr) -> Option<Vec<GlobalId>> {
    match &e.kind {
        ExprKind::Cast(inner) => globals_named(inner),
        ExprKind::IntConst(_) | ExprKind::Str(_) | ExprKind::FuncAddr(_) => Some(Vec::new()),
        ExprKind::AddrOf(place) | ExprKind::Decay(place) => match &place.kind {
            ExprKind::Str(_) => Some(Vec::new()),
            // A local's address (a buffer of `main`): no global.
            _ if place.root_local().is_some() => Some(Vec::new()),
            _ => place.root_global().map(|g| vec![g]),
        },
        ExprKind::Binary(_, a, b) => {
            if a.ty == e.ty {
                globals_named(a)
            } else if b.ty == e.ty {
                globals_named(b)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Whether code the goal reaches calls through a pointer that may hold a
/// function from outside its view, gives a function to one cmix does not
/// see the body of, or runs handlers the program gave the library
/// (`raise` after `signal(SIGUSR1, handler)` anywhere).
fn runs_callbacks(program: &Program, pta: &PointsTo) -> bool {
    // Constructors run before any goal's caller, destructors after: what
    // they touch is not what the program's initializers or the goal's
    // static values say.
    if program.startup_functions().next().is_some() {
        return true;
    }
    let registers = registers_handlers(program);
    let reached = |fi: usize| {
        pta.reached()
            .is_none_or(|r| r.get(fi).copied().unwrap_or(false))
    };
    program.functions.iter().enumerate().any(|(fi, function)| {
        let Some(body) = function.body.as_ref().filter(|_| reached(fi)) else {
            return false;
        };
        let f = FuncId(fi as u32);
        body.blocks.iter().enumerate().any(|(bi, block)| {
            block.stmts.iter().enumerate().any(|(i, stmt)| {
                let Stmt::Call { callee, args, .. } = stmt else {
                    return false;
                };
                let target = program.function(*callee);
                if target.indirect {
                    return pta
                        .indirect_targets(f, crate::core::BlockId(bi as u32), i)
                        .unknown;
                }
                if target.body.is_none()
                    && registers
                    && crate::analysis::library_model::runs_handlers(&target.name)
                {
                    return true;
                }
                target.body.is_none()
                    && args.iter().any(|a| {
                        program.types.pointee(a.ty).is_some_and(|t| {
                            matches!(program.types.kind(t), crate::types::TypeKind::Function(_))
                        })
                    })
            })
        })
    })
}

/// Whether any code of the program gives the library something to keep
/// that may hold a function (a signal or exit handler, a thread's start,
/// a `struct sigaction`): anything but a null pointer or a literal.
fn registers_handlers(program: &Program) -> bool {
    program.functions.iter().any(|function| {
        function.body.as_ref().is_some_and(|body| {
            body.blocks.iter().flat_map(|b| &b.stmts).any(|stmt| {
                let Stmt::Call { callee, args, .. } = stmt else {
                    return false;
                };
                let target = program.function(*callee);
                let Some(model) = crate::analysis::library_model::library_function(&target.name)
                else {
                    return false;
                };
                // A function, or what may hold one (`struct sigaction`),
                // other than a constant (`SIG_IGN`, a null pointer).
                let registers = |a: &&Expr| {
                    let constant =
                        matches!(globals_named(a), Some(g) if g.is_empty() && !is_function(a));
                    !constant
                        && program
                            .types
                            .pointee(a.ty)
                            .is_some_and(|t| holds_function(&program.types, t, 0))
                };
                target.body.is_none()
                    && model
                        .keeps
                        .iter()
                        .filter_map(|&p| args.get(p))
                        .any(|a| registers(&a))
            })
        })
    })
}

/// Whether an object of type `ty` is or holds a function (code, or a
/// pointer to one in a field or element); `void` may hold anything.
fn holds_function(types: &crate::types::TypeTable, ty: crate::types::TypeId, depth: u32) -> bool {
    use crate::types::TypeKind;
    if depth > 8 {
        return true;
    }
    match types.kind(ty) {
        TypeKind::Function(_) | TypeKind::Void => true,
        TypeKind::Pointer(p) => matches!(types.kind(*p), TypeKind::Function(_)),
        TypeKind::Array(elem, _) => holds_function(types, *elem, depth + 1),
        TypeKind::Struct(sid) => types.struct_def(*sid).body.as_ref().is_none_or(|body| {
            body.fields
                .iter()
                .any(|f| holds_function(types, f.ty, depth + 1))
        }),
        _ => false,
    }
}

/// Whether `e` is a function's address (through casts).
fn is_function(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Cast(inner) => is_function(inner),
        ExprKind::FuncAddr(_) => true,
        _ => false,
    }
}

/// Functions with a body whose address some expression or initializer of
/// the program takes, and those with external linkage, whose address code
/// outside the program may take.
fn functions_whose_address_is_taken(program: &Program) -> Vec<FuncId> {
    let named = crate::analysis::bta::functions_named_as_values(program);
    let taken: std::collections::BTreeSet<FuncId> = (0..program.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&f| {
            let function = program.function(f);
            function.body.is_some()
                && (function.linkage == crate::core::Linkage::External
                    || named.contains(&f)
                    || function.startup.is_some())
        })
        .collect();
    taken.into_iter().collect()
}
