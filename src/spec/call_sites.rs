//! Call-site mode (`--static P` without a value, DESIGN.md "Interfaces"):
//! the output is the whole program, where every call of the goal whose
//! static arguments are constants at the call calls a specialized copy, one
//! per distinct set of static values; every other call and function stays.
//!
//! A constant argument reads no local and no memory that the program
//! writes: literals, string literals, addresses and values of globals that
//! nothing writes. Globals the program writes anywhere are dynamic for the
//! specialization, since their value at a call is not their initializer.

use std::collections::{BTreeMap, HashSet};

use super::eval::{Evaluator, Value};
use super::kernel::Kernel;
use super::store::{ObjKey, Pointer, Store};
use super::{Request, Specialized, error, goal_parameter, run_kernel};
use crate::analysis::bta::Cell;
use crate::analysis::points_to::Object;
use crate::core::{BlockId, Expr, ExprKind, FuncId, GlobalId, Linkage, LocalId, Program, Stmt};
use crate::diag::Diag;
use crate::driver::Frontend;
use crate::types::TypeId;

/// A call of the goal with constant static arguments.
struct Site {
    func: FuncId,
    block: BlockId,
    index: usize,
    /// Index into the distinct sets of static values.
    group: usize,
}

/// With `unit` (`--unit`), only the calls in that file are specialized,
/// and the output replaces the file.
pub(super) fn specialize(
    frontend: &Frontend,
    request: &Request,
    goal: FuncId,
    unit: Option<u32>,
) -> Result<Specialized, Box<Diag>> {
    let program = &frontend.program;
    let goal_fn = program.function(goal);
    // Static parameters by position in the goal's parameter list.
    let mut statics: Vec<(usize, LocalId)> = Vec::new();
    for (name, _) in &request.statics {
        let param = goal_parameter(program, goal, name)?;
        let position = goal_fn.params.iter().position(|p| *p == param).unwrap_or(0);
        statics.push((position, param));
    }
    let written = super::written_globals_anywhere(program);
    let eval = Evaluator::new(program);
    let store = eval.program_store(|_| true)?;

    // The calls, grouped by their static values and the types of their
    // variable arguments (a variadic goal's specialization takes those as
    // fixed parameters).
    let mut groups: Vec<(Vec<Value>, Vec<TypeId>)> = Vec::new();
    let mut group_of: BTreeMap<String, usize> = BTreeMap::new();
    let mut sites: Vec<Site> = Vec::new();
    for (fi, f) in program.functions.iter().enumerate() {
        let Some(body) = &f.body else { continue };
        if unit.is_some_and(|u| f.span.unit != u) {
            continue;
        }
        for (bi, block) in body.blocks.iter().enumerate() {
            for (si, stmt) in block.stmts.iter().enumerate() {
                let Stmt::Call { callee, args, .. } = stmt else {
                    continue;
                };
                if *callee != goal {
                    continue;
                }
                let values: Option<Vec<Value>> = statics
                    .iter()
                    .map(|(position, param)| {
                        let arg = args.get(*position)?;
                        if !is_constant(program, arg, &written) {
                            return None;
                        }
                        let v = eval.eval(&store, None, arg).ok()?;
                        eval.convert(&v, goal_fn.local(*param).ty, arg.span).ok()
                    })
                    .collect();
                let Some(values) = values else { continue };
                let va_types: Vec<TypeId> = args
                    .iter()
                    .skip(goal_fn.params.len())
                    .map(|a| a.ty)
                    .collect();
                let key = format!("{values:?} {va_types:?}");
                let group = *group_of.entry(key).or_insert_with(|| {
                    groups.push((values, va_types));
                    groups.len() - 1
                });
                sites.push(Site {
                    func: FuncId(fi as u32),
                    block: BlockId(bi as u32),
                    index: si,
                    group,
                });
            }
        }
    }
    if sites.is_empty() {
        // With --unit, only the calls in that file are redirected.
        let place = unit
            .and_then(|u| frontend.sources.units.get(u as usize))
            .map(|u| format!(" in {}", u.path.display()))
            .unwrap_or_default();
        return Err(error(format!(
            "no call of `{}`{place} has constant static arguments: nothing to specialize",
            request.goal
        ))
        .with_note("call-site mode specializes calls whose static arguments are literals, string literals or globals nothing writes; give values (--static P=VALUE) for value mode")
        .into());
    }

    // Pointer values point into strings and globals; the analyses start
    // from the goal with those targets.
    let seeds: Vec<crate::analysis::points_to::Seed> = groups
        .iter()
        .flat_map(|(values, _)| super::seeds::of_arguments(program, goal, &statics, values))
        .collect();
    let mut forced: Vec<Cell> = written
        .iter()
        .map(|g| (Object::Global(*g), Vec::new()))
        .collect();
    // Linked with files cmix does not see, which may write them, and with
    // other files' functions that keep their file-static data.
    let prepared = match unit {
        Some(u) => Some(super::unit::prepare(program, u, goal, &frontend.sources)?),
        None => None,
    };
    if let Some(prepared) = &prepared {
        forced.extend(prepared.unknown_at_entry.iter().cloned());
        forced.extend(prepared.forced.iter().cloned());
    }
    let analysed: &Program = prepared
        .as_ref()
        .and_then(|p| p.program.as_ref())
        .unwrap_or(program);
    let done = run_kernel(
        frontend,
        analysed,
        goal,
        &seeds,
        &forced,
        request,
        |kernel| {
            let mut entries = Vec::new();
            for (values, va_types) in &groups {
                let name = kernel.fresh_function_name(&request.goal);
                let shown: Vec<String> = statics
                    .iter()
                    .zip(values)
                    .map(|((_, p), v)| {
                        format!(
                            "{} = {}",
                            goal_fn.local(*p).name,
                            super::eval::describe_value(program, v)
                        )
                    })
                    .collect();
                let comment = format!("{} specialized to {}", request.goal, shown.join(", "));
                entries.push(kernel.specialize_goal(
                    goal,
                    name,
                    Linkage::Internal,
                    Some(comment),
                    Some(va_types),
                    |k, store, act| store_values(k, store, act, goal, &statics, values),
                )?);
            }
            Ok(entries)
        },
    )?;

    // Redirect the calls; the rest of the program is kept as written.
    let mut residual = done.residual;
    let static_positions: HashSet<usize> = statics.iter().map(|(p, _)| *p).collect();
    for site in &sites {
        // A body the kernel replaced (a function run-time code may call
        // through a pointer) has its own calls, specialized as the kernel
        // saw fit.
        if done.replaced.contains(&site.func) {
            continue;
        }
        let stmt = residual
            .functions
            .get_mut(site.func.index())
            .and_then(|f| f.body.as_mut())
            .and_then(|body| body.blocks.get_mut(site.block.index()))
            .and_then(|block| block.stmts.get_mut(site.index));
        let (Some(stmt), Some(&entry)) = (stmt, done.entries.get(site.group)) else {
            continue;
        };
        if matches!(stmt, Stmt::Call { callee, .. } if *callee == goal) {
            super::redirect::retarget(stmt, entry, &static_positions);
        }
    }
    // Every function of the program stays (main, or all external ones), or
    // of the unit.
    let (roots, root_globals) = match unit {
        Some(unit) => {
            let kept = super::unit::unit_view(
                &mut residual,
                (program.functions.len(), program.globals.len()),
                unit,
                &[],
                &frontend.sources,
            )?;
            (kept.functions, kept.globals)
        }
        None => (super::program_roots(&residual), Vec::new()),
    };
    crate::terminal::progress::phase("emit");
    let data = super::transform_data(
        &mut residual,
        &roots,
        &root_globals,
        done.heap_variables,
        request.limits.max_function,
    )?;
    super::check_label_tables(&residual, &roots, &root_globals)?;
    super::check_label_stores(&residual, &roots, &root_globals)?;
    let text = crate::emit_c::emit_unit(&residual, &roots, &root_globals);
    let mut notes = prepared
        .as_ref()
        .map(|p| p.notes.clone())
        .unwrap_or_default();
    notes.extend(done.notes);
    notes.push(Diag::note(format!(
        "{} call(s) of `{}` redirected to {} specialized copies",
        sites.len(),
        request.goal,
        groups.len()
    )));
    Ok(Specialized {
        text,
        notes,
        data,
        calls: None,
        entry: None,
        header: None,
        annotations: done.annotations,
    })
}

/// Stores the static argument values in the goal's frame.
fn store_values(
    kernel: &mut Kernel,
    store: &mut Store,
    act: u32,
    goal: FuncId,
    statics: &[(usize, LocalId)],
    values: &[Value],
) -> super::kernel::R<()> {
    for ((_, param), v) in statics.iter().zip(values) {
        let ty = kernel.program.function(goal).local(*param).ty;
        let place = Pointer {
            obj: ObjKey::Local(act, *param),
            offset: 0,
        };
        kernel
            .eval()
            .store(store, place, ty, v, kernel.program.function(goal).span)?;
    }
    Ok(())
}

/// Whether `arg` is the same at every execution: it reads no local, no
/// memory through a pointer, no global that the program writes, and no
/// value of a global the program does not define (`stdout`, `optind`:
/// the library's, set at run time); the address of one is a constant.
pub(super) fn is_constant(program: &Program, arg: &Expr, written: &HashSet<GlobalId>) -> bool {
    fn value(program: &Program, e: &Expr, written: &HashSet<GlobalId>) -> bool {
        match &e.kind {
            ExprKind::Local(_) | ExprKind::Deref(_) => false,
            ExprKind::Global(g) => !written.contains(g) && program.global(*g).defined,
            // An element of a global array the program defines.
            ExprKind::Index(base, index) => {
                let defined = match &base.kind {
                    ExprKind::Decay(array) => value(program, array, written),
                    _ => false,
                };
                defined && value(program, index, written)
            }
            ExprKind::Member(base, _) => value(program, base, written),
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => place(program, x, written),
            _ => {
                let mut constant = true;
                e.for_each_child(&mut |c| constant &= value(program, c, written));
                constant
            }
        }
    }
    fn place(program: &Program, e: &Expr, written: &HashSet<GlobalId>) -> bool {
        match &e.kind {
            ExprKind::Global(g) => !written.contains(g),
            ExprKind::Str(_) => true,
            ExprKind::Member(base, _) => place(program, base, written),
            ExprKind::Index(base, index) => {
                value(program, base, written) && value(program, index, written)
            }
            _ => false,
        }
    }
    value(program, arg, written)
}
