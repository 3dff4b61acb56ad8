//! Polyvariant binding times by cloning. The analysis gives each function
//! one division: a helper called with a static number in one place and a
//! run-time one in another gets a dynamic parameter, and its static call
//! is residual too. Here each group of calls that would pass static
//! numbers where the division has dynamic parameters gets a copy of the
//! callee of its own (`power(x, 5)` and `power(k, x & 3)` call two
//! functions), so that the next analysis keeps them static there.
//!
//! Only numbers are compared: a pointer argument shares its binding time
//! with the parameter (the analysis makes them equal), so its call sites
//! never differ. Recursive, variadic and address-taken functions, and
//! those whose frame matters (label values, setjmp, alloca), keep one
//! copy.

use std::collections::HashMap;

use super::policy::{
    allocates_on_stack, calls_setjmp, functions_named_as_values, is_variadic, uses_label_values,
};
use super::{Bt, Division};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::check::ExprBts;
use crate::analysis::points_to::{Object, PointsTo};
use crate::core::{BlockId, FuncId, Linkage, Program, Stmt};

/// A call statement: function, block, index.
type Site = (FuncId, BlockId, usize);

/// Calls of one function with one pattern: which of its dynamic numeric
/// parameters get a static argument.
type Group = (Vec<bool>, Vec<Site>);

/// Copies of one function at most (the original included).
const MAX_COPIES: usize = 4;

/// Statements all copies together may add to the program.
const MAX_COPIED_STATEMENTS: usize = 20_000;

/// The program with a copy of a function for each group of its calls
/// that pass static numbers to its dynamic parameters, the calls
/// retargeted; `None` when no call does.
pub fn clone_for_static_calls(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    division: &Division,
    goal: FuncId,
) -> Option<Program> {
    let bts = ExprBts::new(program, pta, division);
    let address_taken = functions_named_as_values(program);
    // Per callee: the call sites of each pattern (which dynamic numeric
    // parameters get a static argument).
    let mut patterns: HashMap<FuncId, Vec<Group>> = HashMap::new();
    for (fi, function) in program.functions.iter().enumerate() {
        let f = FuncId(fi as u32);
        let Some(body) = &function.body else { continue };
        if !division.is_reached(f) {
            continue;
        }
        for (bi, block) in body.blocks.iter().enumerate() {
            for (si, stmt) in block.stmts.iter().enumerate() {
                let Stmt::Call { callee, args, .. } = stmt else {
                    continue;
                };
                let target = program.function(*callee);
                if target.body.is_none()
                    || *callee == goal
                    || cg.is_recursive(*callee)
                    || address_taken.contains(callee)
                    || is_variadic(program, *callee)
                    || uses_label_values(target)
                    || calls_setjmp(program, target)
                    || allocates_on_stack(program, target)
                {
                    continue;
                }
                let pattern: Vec<bool> = target
                    .params
                    .iter()
                    .zip(args)
                    .map(|(&p, a)| {
                        program.types.is_arithmetic(target.local(p).ty)
                            && division.cell(&(Object::Local(*callee, p), Vec::new()))
                                == Bt::Dynamic
                            && bts.value(f, a) == Bt::Static
                    })
                    .collect();
                if !pattern.iter().any(|s| *s) {
                    continue;
                }
                let groups = patterns.entry(*callee).or_default();
                let site = (f, BlockId(bi as u32), si);
                match groups.iter_mut().find(|(p, _)| *p == pattern) {
                    Some((_, sites)) => sites.push(site),
                    None => groups.push((pattern, vec![site])),
                }
            }
        }
    }
    if patterns.is_empty() {
        return None;
    }
    let mut out = program.clone();
    let mut taken = program.file_scope_names();
    let mut budget = MAX_COPIED_STATEMENTS;
    let mut callees: Vec<FuncId> = patterns.keys().copied().collect();
    callees.sort();
    let mut cloned = false;
    for callee in callees {
        let original = program.function(callee);
        let size: usize = original
            .body
            .as_ref()
            .map_or(0, |b| b.blocks.iter().map(|bl| bl.stmts.len() + 1).sum());
        for (_, sites) in patterns[&callee].iter().take(MAX_COPIES - 1) {
            if size > budget {
                break;
            }
            budget -= size;
            let mut copy = original.clone();
            copy.name =
                crate::core::print::fresh_name(&format!("{}_copy", original.name), &mut taken);
            copy.linkage = Linkage::Internal;
            copy.copy_of = Some(original.copy_of.unwrap_or(callee));
            copy.weak = false;
            copy.asm_label = None;
            let id = FuncId(out.functions.len() as u32);
            out.functions.push(copy);
            for &(f, b, i) in sites {
                if let Some(Stmt::Call { callee, .. }) = out.functions[f.index()]
                    .body
                    .as_mut()
                    .and_then(|body| body.blocks.get_mut(b.index()))
                    .and_then(|block| block.stmts.get_mut(i))
                {
                    *callee = id;
                }
            }
            cloned = true;
        }
    }
    cloned.then_some(out)
}
