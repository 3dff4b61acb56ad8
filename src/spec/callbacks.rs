//! Globals that program code run from outside the goal's view may touch
//! during a run of the goal. A goal that calls a pointer from its caller
//! (`cb()`), or hands a function to the C library (`qsort(..., cmp)`,
//! `atexit`), runs functions of the program the kernel does not follow:
//! whatever they may read or write is a run-time value, so that they see
//! the goal's writes and the goal sees theirs. Which functions: every one
//! whose address the program takes, anywhere, and every external one (the
//! caller's pointer may be any of them), with what they call.

use crate::analysis::bta::Cell;
use crate::analysis::points_to::{Object, PointsTo, leaf_paths};
use crate::core::{FuncId, Program, Stmt};
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

/// Whether code the goal reaches calls through a pointer that may hold a
/// function from outside its view, or gives a function to one cmix does
/// not see the body of.
fn runs_callbacks(program: &Program, pta: &PointsTo) -> bool {
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
                && (function.linkage == crate::core::Linkage::External || named.contains(&f))
        })
        .collect();
    taken.into_iter().collect()
}
