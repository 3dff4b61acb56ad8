//! Array splitting (reference book 11.4): an array of the residual program
//! that is only ever indexed by constants becomes one variable per element
//! (`stack_13`), which the C compiler can keep in registers.
//!
//! Done on the residual program, where "every index is static" is visible
//! directly: every use of the array is `a[k]` with a constant `k` in
//! bounds, never its address, a pointer into it, a whole copy or an
//! external name. Its layout is then invisible to the program.

use std::collections::{BTreeMap, HashSet};

use crate::core::{
    Expr, ExprKind, FuncId, Global, GlobalId, Init, Linkage, Local, LocalId, Program, Stmt,
};
use crate::emit_c::Reachable;
use crate::types::{TypeId, TypeKind, TypeTable};

/// Arrays longer than this stay arrays: as many variables would only make
/// the program longer.
const MAX_SPLIT: u64 = 64;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Var {
    Global(GlobalId),
    Local(FuncId, LocalId),
}

/// Splits the arrays of the code reachable from `roots` that are indexed
/// by constants only.
pub fn split_arrays(program: &mut Program, reach: &Reachable) -> usize {
    let types = &program.types;
    let mut candidates: BTreeMap<Var, (TypeId, u64)> = BTreeMap::new();
    for &g in &reach.globals {
        let global = program.global(g);
        if global.linkage == Linkage::Internal
            && let Some(shape) = splittable(types, global.ty)
        {
            candidates.insert(Var::Global(g), shape);
        }
    }
    for &f in &reach.functions {
        for (i, local) in program.function(f).locals.iter().enumerate() {
            if !local.is_param
                && let Some(shape) = splittable(types, local.ty)
            {
                candidates.insert(Var::Local(f, LocalId(i as u32)), shape);
            }
        }
    }
    if candidates.is_empty() {
        return 0;
    }
    // Any use other than `a[k]` disqualifies.
    let mut out: HashSet<Var> = HashSet::new();
    for &g in &reach.globals {
        if let Some(init) = &program.global(g).init {
            init.for_each_expr(&mut |e| scan(e, None, &candidates, &mut out));
        }
    }
    for &f in &reach.functions {
        let Some(body) = &program.function(f).body else {
            continue;
        };
        for block in &body.blocks {
            for stmt in &block.stmts {
                // Zeroing the whole array is zeroing each element.
                if let Stmt::Zero { lhs, .. } = stmt
                    && var_of(lhs, Some(f)).is_some_and(|v| candidates.contains_key(&v))
                {
                    continue;
                }
                stmt.for_each_expr(&mut |e| scan(e, Some(f), &candidates, &mut out));
            }
            if let Some(e) = block.term.expr() {
                scan(e, Some(f), &candidates, &mut out);
            }
        }
    }
    candidates.retain(|v, _| !out.contains(v));
    if candidates.is_empty() {
        return 0;
    }
    // One variable per element.
    let mut taken: HashSet<String> = program.globals.iter().map(|g| g.name.clone()).collect();
    taken.extend(program.functions.iter().map(|f| f.name.clone()));
    let mut parts: BTreeMap<Var, Vec<Var>> = BTreeMap::new();
    for (&var, &(elem, n)) in &candidates {
        let mut vars = Vec::new();
        match var {
            Var::Global(g) => {
                let original = program.global(g).clone();
                let values = element_inits(&program.types, original.init.as_ref(), elem, n);
                for (k, init) in values.into_iter().enumerate() {
                    let name = crate::core::print::fresh_name(
                        &format!("{}_{k}", original.name),
                        &mut taken,
                    );
                    program.globals.push(Global {
                        name,
                        ty: elem,
                        init,
                        ..original.clone()
                    });
                    vars.push(Var::Global(GlobalId(program.globals.len() as u32 - 1)));
                }
            }
            Var::Local(f, l) => {
                let function = &mut program.functions[f.index()];
                let original = function.locals[l.index()].clone();
                for k in 0..n {
                    function.locals.push(Local {
                        name: format!("{}_{k}", original.name),
                        ty: elem,
                        ..original.clone()
                    });
                    vars.push(Var::Local(f, LocalId(function.locals.len() as u32 - 1)));
                }
            }
        }
        parts.insert(var, vars);
    }
    let types = &program.types;
    for &f in &reach.functions {
        let Some(body) = &mut program.functions[f.index()].body else {
            continue;
        };
        for block in &mut body.blocks {
            let stmts = std::mem::take(&mut block.stmts);
            for mut stmt in stmts {
                if let Stmt::Zero { lhs, span } = &stmt
                    && let Some(var) = var_of(lhs, Some(f))
                    && let (Some(vars), Some((elem, _))) = (parts.get(&var), candidates.get(&var))
                {
                    for part in vars {
                        let lhs = match *part {
                            Var::Local(_, l) => ExprKind::Local(l),
                            Var::Global(g) => ExprKind::Global(g),
                        };
                        let lhs = Expr::new(lhs, *elem, *span);
                        block.stmts.push(match zero(types, *elem, *span) {
                            Some(rhs) => Stmt::Assign {
                                lhs,
                                rhs,
                                span: *span,
                            },
                            None => Stmt::Zero { lhs, span: *span },
                        });
                    }
                    continue;
                }
                stmt.for_each_expr_mut(&mut |e| rewrite(e, f, &parts));
                block.stmts.push(stmt);
            }
            if let Some(e) = block.term.expr_mut() {
                rewrite(e, f, &parts);
            }
        }
    }
    parts.len()
}

/// A fixed-size array of scalars, short enough: its element type and
/// length.
fn splittable(types: &TypeTable, ty: TypeId) -> Option<(TypeId, u64)> {
    match types.kind(ty) {
        TypeKind::Array(elem, Some(n))
            if *n > 0
                && *n <= MAX_SPLIT
                && types.is_scalar(*elem)
                && !types.quals(*elem).is_shared() =>
        {
            Some((*elem, *n))
        }
        _ => None,
    }
}

fn var_of(e: &Expr, f: Option<FuncId>) -> Option<Var> {
    match (&e.kind, f) {
        (ExprKind::Global(g), _) => Some(Var::Global(*g)),
        (ExprKind::Local(l), Some(f)) => Some(Var::Local(f, *l)),
        _ => None,
    }
}

/// `a[k]` with `a` a candidate and `k` a constant in bounds: the variable
/// and `k`.
fn element(
    e: &Expr,
    f: Option<FuncId>,
    candidates: &BTreeMap<Var, (TypeId, u64)>,
) -> Option<(Var, u64)> {
    let ExprKind::Index(array, index) = &e.kind else {
        return None;
    };
    let ExprKind::Decay(x) = &array.kind else {
        return None;
    };
    let var = var_of(x, f)?;
    let (_, n) = candidates.get(&var)?;
    let ExprKind::IntConst(k) = index.kind else {
        return None;
    };
    (k >= 0 && (k as u64) < *n).then_some((var, k as u64))
}

/// Marks the candidates `e` uses other than as `a[k]`.
fn scan(
    e: &Expr,
    f: Option<FuncId>,
    candidates: &BTreeMap<Var, (TypeId, u64)>,
    out: &mut HashSet<Var>,
) {
    if element(e, f, candidates).is_some() {
        return;
    }
    if let ExprKind::AddrOf(x) = &e.kind
        && let Some((var, _)) = element(x, f, candidates)
    {
        // A pointer into the array.
        out.insert(var);
        return;
    }
    if let Some(var) = var_of(e, f)
        && candidates.contains_key(&var)
    {
        out.insert(var);
        return;
    }
    e.for_each_child(&mut |c| scan(c, f, candidates, out));
}

fn rewrite(e: &mut Expr, f: FuncId, parts: &BTreeMap<Var, Vec<Var>>) {
    if let ExprKind::Index(array, index) = &e.kind
        && let ExprKind::Decay(x) = &array.kind
        && let Some(var) = var_of(x, Some(f))
        && let Some(vars) = parts.get(&var)
        && let ExprKind::IntConst(k) = index.kind
        && let Some(part) = vars.get(k as usize)
    {
        e.kind = match *part {
            Var::Global(g) => ExprKind::Global(g),
            Var::Local(_, l) => ExprKind::Local(l),
        };
        return;
    }
    e.for_each_child_mut(&mut |c| rewrite(c, f, parts));
}

/// The zero of arithmetic type `ty` (`None` for pointers).
pub(super) fn zero(types: &TypeTable, ty: TypeId, span: crate::source::Span) -> Option<Expr> {
    match types.kind(ty) {
        TypeKind::Float(_) => Some(Expr::new(ExprKind::FloatConst(0.0, None), ty, span)),
        TypeKind::Int(_) => Some(Expr::new(ExprKind::IntConst(0), ty, span)),
        _ => None,
    }
}

/// The initializer of each element of an array initialized by `init`.
fn element_inits(
    types: &TypeTable,
    init: Option<&Init>,
    elem: TypeId,
    n: u64,
) -> Vec<Option<Init>> {
    let mut out: Vec<Option<Init>> = vec![None; n as usize];
    match init {
        Some(Init::Array(items)) => {
            for (k, item) in items {
                if let Some(slot) = out.get_mut(*k as usize) {
                    *slot = Some(item.clone());
                }
            }
        }
        Some(Init::Bytes(bytes)) => {
            for (k, b) in bytes.iter().enumerate() {
                if let Some(slot) = out.get_mut(k) {
                    let value = match types.as_int(elem) {
                        Some(kind) if kind.is_signed() => *b as i8 as i128,
                        _ => *b as i128,
                    };
                    *slot = Some(Init::Scalar(Expr::new(
                        ExprKind::IntConst(value),
                        elem,
                        crate::source::Span::DUMMY,
                    )));
                }
            }
        }
        _ => {}
    }
    out
}
