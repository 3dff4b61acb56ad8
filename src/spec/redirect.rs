//! Value mode's whole program (`--whole-program`, `cmix run`): which calls
//! of the goal may call the residual entry instead.
//!
//! The residual entry computes what the goal computes for the static
//! values given, so only a call whose static arguments are provably those
//! values may call it: constant arguments (as call-site mode judges them)
//! equal to the values, and for a pointer parameter given an object, a
//! pointer to the start of a string literal or of a global nothing writes,
//! with the same size and bytes (a global only if no pointer into the value
//! may leave the goal: the entry's copy is another object). Every other
//! call keeps calling the goal, which stays in the program as written.

use super::call_sites::is_constant;
use super::eval::{Evaluator, Value};
use super::store::{Obj, ObjKey, Pointer, Store};
use super::values::StaticValue;
use crate::analysis::points_to::Object;
use crate::core::{Expr, ExprKind, FuncId, GlobalId, LocalId, Program, Stmt, Terminator};
use crate::diag::Diag;
use std::collections::HashSet;

/// How many calls of the goal call the residual entry, and how many keep
/// calling the goal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallCounts {
    pub redirected: usize,
    pub kept: usize,
}

/// Makes every call of `goal` in the functions of `program` (the original
/// ones in `residual`) whose static arguments are provably `values` call
/// `entry` with the dynamic arguments only.
pub(super) fn redirect_proven_calls(
    residual: &mut Program,
    program: &Program,
    (goal, entry): (FuncId, FuncId),
    values: &[(LocalId, StaticValue)],
    (written, escaping): (&HashSet<GlobalId>, &HashSet<LocalId>),
) -> Result<CallCounts, Box<Diag>> {
    let eval = Evaluator::new(program);
    let store = eval.program_store(|_| true)?;
    let goal_fn = program.function(goal);
    let statics: Vec<(usize, LocalId, &StaticValue)> = values
        .iter()
        .filter_map(|(param, value)| {
            let position = goal_fn.params.iter().position(|p| p == param)?;
            Some((position, *param, value))
        })
        .collect();
    let static_positions: HashSet<usize> = statics.iter().map(|(p, ..)| *p).collect();
    let mut counts = CallCounts::default();
    for (fi, function) in residual
        .functions
        .iter_mut()
        .take(program.functions.len())
        .enumerate()
    {
        let Some(body) = &mut function.body else {
            continue;
        };
        // The goal's own recursive calls run only when a kept call does:
        // they are not calls the user sees kept.
        let in_goal = FuncId(fi as u32) == goal;
        for block in &mut body.blocks {
            for stmt in &mut block.stmts {
                let Stmt::Call { callee, args, .. } = stmt else {
                    continue;
                };
                if *callee != goal {
                    continue;
                }
                let proven = statics.iter().all(|(position, param, value)| {
                    args.get(*position).is_some_and(|arg| {
                        is_constant(program, arg, written)
                            && is_given_value(
                                &eval,
                                &store,
                                (written, escaping),
                                arg,
                                program,
                                goal,
                                *param,
                                value,
                            )
                    })
                });
                if !proven {
                    counts.kept += usize::from(!in_goal);
                    continue;
                }
                retarget(stmt, entry, &static_positions);
                counts.redirected += 1;
            }
        }
    }
    Ok(counts)
}

/// Makes a call of the goal call `entry` without the arguments at
/// `static_positions`.
pub(super) fn retarget(stmt: &mut Stmt, entry: FuncId, static_positions: &HashSet<usize>) {
    if let Stmt::Call { callee, args, .. } = stmt {
        *callee = entry;
        let kept: Vec<Expr> = std::mem::take(args)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !static_positions.contains(i))
            .map(|(_, a)| a)
            .collect();
        *args = kept;
    }
}

/// Whether the constant argument `arg` is exactly the static value given
/// for parameter `param`.
#[allow(clippy::too_many_arguments)]
fn is_given_value(
    eval: &Evaluator,
    store: &Store,
    (written, escaping): (&HashSet<GlobalId>, &HashSet<LocalId>),
    arg: &Expr,
    program: &Program,
    goal: FuncId,
    param: LocalId,
    value: &StaticValue,
) -> bool {
    let param_ty = program.function(goal).local(param).ty;
    let Ok(actual) = eval
        .eval(store, None, arg)
        .and_then(|v| eval.convert(&v, param_ty, arg.span))
    else {
        return false;
    };
    let mut scratch = store.clone();
    match value {
        StaticValue::Direct(init) => {
            let Some(given) = super::seeds::value_object(eval, &mut scratch, param_ty, init) else {
                return false;
            };
            let size = given.size();
            let mut got = Obj::new(size, Some(param_ty), Object::Unknown);
            got.init.iter_mut().for_each(|b| *b = true);
            let at = ObjKey::Heap(u32::MAX - 1);
            scratch.insert(at, got);
            let place = Pointer { obj: at, offset: 0 };
            if eval
                .store(&mut scratch, place, param_ty, &actual, arg.span)
                .is_err()
            {
                return false;
            }
            scratch
                .get(at)
                .is_some_and(|got| got.bytes == given.bytes && got.ptrs == given.ptrs)
        }
        StaticValue::Pointee { object_ty, init } => {
            let Value::Ptr(Some(p)) = actual else {
                return false;
            };
            // The contents were compared now: the object must keep them (a
            // string literal, or a global nothing writes, even when the
            // pointer to it is a constant: `char *const q = buf`). The
            // entry reads its own copy: a global is the program's one
            // object, so when a pointer into the value may leave the goal
            // (`return s + n`: `skip(S, n) == S + n`), only a literal,
            // whose identity C leaves unspecified, will do.
            let unchanging = match p.obj {
                ObjKey::Str(_) => true,
                ObjKey::Global(g) => !written.contains(&g) && !escaping.contains(&param),
                _ => false,
            };
            if !unchanging || p.offset < 0 {
                return false;
            }
            let Some(given) = super::seeds::value_object(eval, &mut scratch, *object_ty, init)
            else {
                return false;
            };
            let Some(target) = store.get(p.obj) else {
                return false;
            };
            let from = p.offset as usize;
            // The same bytes, to the end of the object, and no pointers: the
            // specialization read nothing else, and dynamic reads through
            // the pointer see the same object bounds.
            target.bytes.get(from..) == Some(&given.bytes[..])
                && given.ptrs.is_empty()
                && target.ptrs.range(from as u64..).next().is_none()
        }
    }
}

/// Replaces the goal's body by `return ENTRY(dynamic parameters);`, so
/// that every call of the goal calls the residual entry: for a caller that
/// vouches that every call passes the static values (`cmix bench`, whose
/// runs compare the output with the original program's).
pub(super) fn redirect_every_call(
    program: &mut Program,
    goal: FuncId,
    entry: FuncId,
) -> Result<(), Box<Diag>> {
    let types = &program.types;
    let span = program.function(goal).span;
    let target = program.function(entry);
    let source = program.function(goal);
    let mut args = Vec::new();
    for &p in &target.params {
        let name = &target.local(p).name;
        let Some(&q) = source
            .params
            .iter()
            .find(|&&q| &source.local(q).name == name)
        else {
            return Err(super::error(format!(
                "cannot call the residual entry from `{}`: it has no parameter `{name}`",
                source.name
            )));
        };
        args.push(Expr::new(ExprKind::Local(q), source.local(q).ty, span));
    }
    let ret = crate::core::print::signature(types, target.ty)
        .map(|sig| sig.ret)
        .filter(|&t| !types.is_void(t));
    let mut locals = source.locals.clone();
    let dest = ret.map(|ty| {
        locals.push(crate::core::Local {
            name: "result".into(),
            ty,
            is_param: false,
            is_temp: true,
            span,
            align: None,
        });
        Expr::new(ExprKind::Local(LocalId(locals.len() as u32 - 1)), ty, span)
    });
    let block = crate::core::Block {
        stmts: vec![Stmt::Call {
            dest: dest.clone(),
            callee: entry,
            args,
            span,
        }],
        term: Terminator::Return { value: dest, span },
        label: None,
        address_taken: false,
    };
    let comment = format!("calls its specialization `{}`", target.name);
    let function = &mut program.functions[goal.index()];
    function.locals = locals;
    function.body = Some(crate::core::Body {
        blocks: vec![block],
    });
    function.comment = Some(comment);
    Ok(())
}
