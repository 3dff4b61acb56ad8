//! Which calls are unfolded, and the facts about functions that decide it
//! (recursion, label values, setjmp, stack allocation, variadic functions
//! whose `va_list` can be walked during specialization).

use std::collections::HashSet;

use super::{BtaOptions, Cell};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::points_to::{Object, leaf_paths};
use crate::core::{Expr, ExprKind, FuncId, LocalId, Program, Terminator};

/// Per function: are its calls unfolded, and is it a variadic function
/// whose `va_list`s walk a static list of each call's arguments.
pub(super) struct Decisions {
    pub unfold: Vec<bool>,
    pub va_walked: Vec<bool>,
}

/// Which functions' calls are unfolded (the policy below, overridden by
/// `--unfold` and `--no-unfold`) and which variadic functions are walked.
pub(super) fn unfold_decisions(
    program: &Program,
    cg: &CallGraph,
    options: &BtaOptions,
    goal: Option<FuncId>,
) -> Result<Decisions, String> {
    let address_taken = functions_named_as_values(program);
    // A walked goal's variable arguments are its specialization's
    // parameters (`Kernel::specialize_goal`).
    let va_walked = walked_lists(
        program,
        cg,
        &address_taken,
        &options.forced_cells,
        (goal, &options.no_unfold),
    );
    let mut unfold: Vec<bool> = (0..program.functions.len())
        .map(|i| {
            let f = FuncId(i as u32);
            let helper = va_walked[i] && !is_variadic(program, f);
            helper || ((va_walked[i] || !is_variadic(program, f)) && unfolded(program, cg, f))
        })
        .collect();
    for (names, value) in [(&options.unfold, true), (&options.no_unfold, false)] {
        for name in names {
            let Some(f) = program.function_by_name(name) else {
                return Err(format!("`{name}` is not a function of the program"));
            };
            if program.function(f).body.is_none() {
                return Err(format!(
                    "`{name}` has no body cmix specializes: it is defined in no file given, or (with --unit) it is another file's function keeping state of its own, which stays as it is"
                ));
            }
            if value && cg.is_recursive(f) {
                return Err(format!(
                    "`{name}` is recursive: unfolding its calls would not terminate"
                ));
            }
            if value && is_variadic(program, f) && !va_walked[f.index()] {
                return Err(format!(
                    "`{name}` is variadic: its calls pass arguments that only its run-time `va_arg` reads, so they cannot be unfolded"
                ));
            }
            if value && uses_label_values(program.function(f)) {
                return Err(format!(
                    "`{name}` takes the address of its labels (`&&label`), which exist once per residual function: its calls cannot be unfolded"
                ));
            }
            if value && allocates_on_stack(program, program.function(f)) {
                return Err(format!(
                    "`{name}` allocates on its stack (alloca), blocks that live until it returns: its calls cannot be unfolded"
                ));
            }
            if value && calls_setjmp(program, program.function(f)) {
                return Err(format!(
                    "`{name}` calls setjmp, whose second return needs the function's own frame: its calls cannot be unfolded"
                ));
            }
            if value && calls_gcc_jump(program, program.function(f), crate::core::GCC_LONGJMP) {
                return Err(format!(
                    "`{name}` calls __builtin_longjmp, which gcc forbids in the function that calls __builtin_setjmp: its calls cannot be unfolded"
                ));
            }
            unfold[f.index()] = value;
        }
    }
    Ok(Decisions { unfold, va_walked })
}

/// The unfolding policy: a call is inlined during specialization when the
/// callee is not recursive and returns something that holds a pointer, or
/// stores one through a parameter (`*pp = p`, a cursor the caller keeps).
/// Such results cannot be lifted into residual code, so a residual call
/// would make them (and all they point to) dynamic; unfolded, a function
/// that builds static data (a list cell, a table entry) keeps it static,
/// and so does one that moves a caller's cursor over a static pattern.
/// (A variadic function is unfolded only when its `va_list`s are walked,
/// `walked_lists`.)
fn unfolded(program: &Program, cg: &CallGraph, f: FuncId) -> bool {
    let function = program.function(f);
    if function.body.is_none()
        || cg.is_recursive(f)
        || uses_label_values(function)
        || calls_setjmp(program, function)
        || calls_gcc_jump(program, function, crate::core::GCC_LONGJMP)
        || allocates_on_stack(program, function)
    {
        return false;
    }
    let returns_pointer = match crate::core::print::signature(&program.types, function.ty) {
        Some(sig) => !crate::analysis::points_to::pointer_paths(&program.types, sig.ret).is_empty(),
        None => false,
    };
    returns_pointer || stores_pointer_through_parameter(program, function)
}

/// Whether `function` stores a pointer through one of its parameters
/// (`*pp = p`, `cursor->at = p`, `pp[0] = p`).
fn stores_pointer_through_parameter(program: &Program, function: &crate::core::Function) -> bool {
    let Some(body) = &function.body else {
        return false;
    };
    let types = &program.types;
    body.blocks.iter().flat_map(|b| &b.stmts).any(|stmt| {
        matches!(stmt, crate::core::Stmt::Assign { lhs, .. }
            if !crate::analysis::points_to::pointer_paths(types, lhs.ty).is_empty()
                && through_parameter(function, lhs))
    })
}

/// Whether lvalue `e` is reached through a pointer parameter of `function`.
fn through_parameter(function: &crate::core::Function, e: &Expr) -> bool {
    let is_param = |x: &Expr| {
        let mut x = x;
        while let ExprKind::Cast(inner) = &x.kind {
            x = inner;
        }
        matches!(x.kind, ExprKind::Local(l) if function.local(l).is_param)
    };
    match &e.kind {
        ExprKind::Deref(p) => is_param(p),
        ExprKind::Index(base, _) => is_param(base) || through_parameter(function, base),
        ExprKind::Member(base, _) | ExprKind::Decay(base) => through_parameter(function, base),
        _ => false,
    }
}

/// The functions whose `va_list`s walk a static list of each call's
/// arguments (`va_arg` of a static `va_list` is the next one, a run-time
/// value): variadic functions, so that a specialization of one takes the
/// arguments as fixed parameters, or an unfolded call uses them directly;
/// and *list helpers*, non-variadic functions given such a list
/// (`vformat(fmt, ap)` called by `format(fmt, ...)`), whose calls are
/// unfolded so that their `va_arg`s read the caller's arguments.
///
/// A function qualifies when it is not recursive, no pointer may call it,
/// its `va_list`s are only given to `va_start`, `va_arg`, `va_end`,
/// `va_copy` and list helpers (a list given to a helper is not read
/// after: C leaves it indeterminate; before, it may be) and never made dynamic by
/// generalization (a `va_arg` in a loop under dynamic control); a helper
/// also needs every caller to qualify, and is not the goal. Otherwise a
/// variadic function is kept variadic.
pub fn walked_lists(
    program: &Program,
    cg: &CallGraph,
    address_taken: &HashSet<FuncId>,
    forced: &[Cell],
    (goal, no_unfold): (Option<FuncId>, &[String]),
) -> Vec<bool> {
    let n = program.functions.len();
    let mut walked: Vec<bool> = (0..n)
        .map(|i| {
            let f = FuncId(i as u32);
            let function = program.function(f);
            let helper = !is_variadic(program, f)
                && Some(f) != goal
                && !no_unfold.contains(&function.name)
                && has_list_parameter(program, f);
            function.body.is_some()
                && (is_variadic(program, f) || helper)
                && !cg.is_recursive(f)
                && !address_taken.contains(&f)
                && !uses_label_values(function)
                && !calls_setjmp(program, function)
                && !calls_gcc_jump(program, function, crate::core::GCC_LONGJMP)
                && !allocates_on_stack(program, function)
                && !forced
                    .iter()
                    .any(|(o, _)| matches!(o, Object::Local(g, l) if *g == f && va_list_locals(program, f).contains(l)))
        })
        .collect();
    loop {
        let mut changed = false;
        for i in 0..n {
            let f = FuncId(i as u32);
            if walked[i] && !lists_stay_walked(program, f, &walked) {
                walked[i] = false;
                changed = true;
            }
        }
        // A helper called by a function whose lists are not walked would
        // be given a run-time list.
        for (i, function) in program.functions.iter().enumerate() {
            let Some(body) = &function.body else { continue };
            if walked[i] {
                continue;
            }
            for stmt in body.blocks.iter().flat_map(|b| &b.stmts) {
                if let crate::core::Stmt::Call { callee, .. } = stmt
                    && walked[callee.index()]
                    && !is_variadic(program, *callee)
                {
                    walked[callee.index()] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return walked;
        }
    }
}

fn has_list_parameter(program: &Program, f: FuncId) -> bool {
    let function = program.function(f);
    function.params.iter().any(|p| {
        matches!(
            program.types.kind(function.local(*p).ty),
            crate::types::TypeKind::VaList
        )
    })
}

/// Whether the `va_list`s of `f` meet only the `va_*` builtins and the
/// list parameters of helpers still `walked`.
fn lists_stay_walked(program: &Program, f: FuncId, walked: &[bool]) -> bool {
    let function = program.function(f);
    let Some(body) = &function.body else {
        return false;
    };
    let types = &program.types;
    let lists = va_list_locals(program, f);
    let walked_directly = |e: &Expr| matches!(e.kind, ExprKind::Local(l) if lists.contains(&l));
    let mentions = |e: &Expr| {
        let mut found = false;
        e.walk(&mut |x| found |= matches!(x.kind, ExprKind::Local(l) if lists.contains(&l)));
        found
    };
    // A `va_list` inside a struct or array counts as used otherwise.
    let nested = function.locals.iter().any(|local| {
        !matches!(types.kind(local.ty), crate::types::TypeKind::VaList)
            && leaf_paths(types, local.ty)
                .iter()
                .any(|(_, t)| matches!(types.kind(*t), crate::types::TypeKind::VaList))
    });
    if nested {
        return false;
    }
    // (list, block, statement) of each helper call given a list, and of
    // each `va_arg`.
    let mut given_to_helpers = Vec::new();
    let mut read = Vec::new();
    for (bi, block) in body.blocks.iter().enumerate() {
        let b = crate::core::BlockId(bi as u32);
        for (si, stmt) in block.stmts.iter().enumerate() {
            let crate::core::Stmt::Call {
                dest, args, callee, ..
            } = stmt
            else {
                let mut other_use = false;
                stmt.for_each_expr(&mut |e| other_use |= mentions(e));
                if other_use {
                    return false;
                }
                continue;
            };
            let target = program.function(*callee);
            let name = target.name.as_str();
            let va_call = target.body.is_none()
                && (name == crate::core::VA_ARG || crate::core::VA_BUILTINS.contains(&name));
            let mut other_use = dest.as_ref().is_some_and(&mentions);
            if va_call {
                // The lists walked are this function's own locals
                // (not a global's, nor one reached through a pointer).
                let lists_given = if name == "__builtin_va_copy" { 2 } else { 1 };
                other_use |= args.iter().take(lists_given).any(|a| !walked_directly(a));
                other_use |= args
                    .iter()
                    .skip(lists_given)
                    .any(|a| !walked_directly(a) && mentions(a));
                if name == crate::core::VA_ARG
                    && let Some(ExprKind::Local(l)) = args.first().map(|a| &a.kind)
                {
                    read.push((*l, b, si));
                }
            } else if walked[callee.index()] && !is_variadic(program, *callee) {
                let params = &target.params;
                for (i, a) in args.iter().enumerate() {
                    if !mentions(a) {
                        continue;
                    }
                    let to_list = params.get(i).is_some_and(|p| {
                        matches!(
                            types.kind(target.local(*p).ty),
                            crate::types::TypeKind::VaList
                        )
                    });
                    match &a.kind {
                        ExprKind::Local(l) if to_list && lists.contains(l) => {
                            given_to_helpers.push((*l, b, si));
                        }
                        _ => other_use = true,
                    }
                }
            } else {
                other_use |= args.iter().any(&mentions);
            }
            if other_use {
                return false;
            }
        }
        let mut other_use = false;
        block.term.for_each_expr(&mut |e| other_use |= mentions(e));
        if other_use {
            return false;
        }
    }
    // A list given to a helper is not read after (C leaves it
    // indeterminate; the helper walks a copy here, where gcc's would have
    // moved the caller's on).
    given_to_helpers.iter().all(|&(list, b, i)| {
        let after = blocks_after(body, b);
        !read
            .iter()
            .any(|&(l, rb, ri)| l == list && ((rb == b && ri > i) || after[rb.index()]))
    })
}

/// The blocks control may reach after leaving `b` (`b` itself if a loop
/// comes back to it).
fn blocks_after(body: &crate::core::Body, b: crate::core::BlockId) -> Vec<bool> {
    let mut seen = vec![false; body.blocks.len()];
    let mut stack = body.block(b).term.successors();
    while let Some(next) = stack.pop() {
        if !std::mem::replace(&mut seen[next.index()], true) {
            stack.extend(body.block(next).term.successors());
        }
    }
    seen
}

/// The locals of `f` that are `va_list`s.
pub fn va_list_locals(program: &Program, f: FuncId) -> Vec<LocalId> {
    let function = program.function(f);
    (0..function.locals.len())
        .map(|l| LocalId(l as u32))
        .filter(|l| {
            matches!(
                program.types.kind(function.local(*l).ty),
                crate::types::TypeKind::VaList
            )
        })
        .collect()
}

/// The functions whose address the program takes (`&f`, `f` as a value).
pub fn functions_named_as_values(program: &Program) -> HashSet<FuncId> {
    let mut out = HashSet::new();
    let mut visit = |e: &Expr| {
        e.walk(&mut |x| {
            if let ExprKind::FuncAddr(g) = x.kind {
                out.insert(g);
            }
        })
    };
    for function in &program.functions {
        let Some(body) = &function.body else { continue };
        for block in &body.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut visit);
            }
            block.term.for_each_expr(&mut visit);
        }
    }
    for global in &program.globals {
        if let Some(init) = &global.init {
            init.for_each_expr(&mut visit);
        }
    }
    out
}

/// Whether `f` is a variadic function (`int f(const char *fmt, ...)`).
pub fn is_variadic(program: &Program, f: FuncId) -> bool {
    crate::core::print::signature(&program.types, program.function(f).ty)
        .is_some_and(|sig| sig.variadic)
}

/// Whether `function` calls `setjmp`: a `longjmp` may bring it back to
/// that call with whatever the run-time memory then holds, so it is
/// never unfolded and nothing it keeps or changes stays static.
pub fn calls_setjmp(program: &Program, function: &crate::core::Function) -> bool {
    calls_library(program, function, crate::core::RETURNS_TWICE)
}

/// Whether `function` allocates on its stack (`alloca`): the blocks live
/// until it returns, so its calls are never unfolded (a loop in a caller
/// would pile them up).
pub fn allocates_on_stack(program: &Program, function: &crate::core::Function) -> bool {
    calls_library(program, function, crate::core::STACK_ALLOCATORS)
}

/// Whether `function` calls gcc's `__builtin_setjmp` or `__builtin_longjmp`
/// (`name`): a function calling the latter is never unfolded, since gcc
/// forbids it in the function that calls the former.
pub fn calls_gcc_jump(program: &Program, function: &crate::core::Function, name: &str) -> bool {
    calls_library(program, function, &[name])
}

/// Whether `function` calls a library function named in `names`.
fn calls_library(program: &Program, function: &crate::core::Function, names: &[&str]) -> bool {
    function.body.as_ref().is_some_and(|body| {
        body.blocks.iter().flat_map(|b| &b.stmts).any(|s| match s {
            crate::core::Stmt::Call { callee, .. } => {
                let callee = program.function(*callee);
                callee.body.is_none() && names.contains(&callee.name.as_str())
            }
            _ => false,
        })
    })
}

/// Whether `function` takes the address of a label or jumps through one:
/// its labels are places in one residual function, so it is never
/// unfolded into its callers.
pub fn uses_label_values(function: &crate::core::Function) -> bool {
    function.body.as_ref().is_some_and(|body| {
        body.blocks
            .iter()
            .any(|b| b.address_taken || matches!(b.term, Terminator::IndirectGoto { .. }))
    })
}
