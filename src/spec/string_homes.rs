//! Where the program keeps the address of a string literal: a pointer in a
//! global table (`const char *const names[] = {"neg", "pos"}`). A static
//! pointer to such a literal, lifted into residual code, reads the table
//! (`names[0]`) rather than writing the literal again: a second copy of the
//! literal is a different object (in another translation unit, or whenever
//! the compiler does not merge them), and the program may compare the
//! pointers.

use std::collections::{HashMap, HashSet};

use crate::core::{Expr, ExprKind, Global, GlobalId, Init, Linkage, StrId};
use crate::types::{IntKind, TypeKind, TypeTable};

/// Per string literal, the first global element initialized with its
/// address: an lvalue of pointer type. Only tables nothing writes (or
/// whose pointers are const) count: a read of them at run time gives the
/// address the static value had. With `unit` (the residual replaces that
/// file), other files' file-static tables are out of reach.
pub fn string_homes(
    globals: &[Global],
    types: &mut TypeTable,
    written: &HashSet<GlobalId>,
    unit: Option<u32>,
) -> HashMap<StrId, Expr> {
    let mut homes = HashMap::new();
    for (gi, global) in globals.iter().enumerate() {
        let g = GlobalId(gi as u32);
        let (Some(init), true) = (&global.init, global.defined) else {
            continue;
        };
        let private = global.linkage == Linkage::Internal;
        if private && unit.is_some_and(|u| global.span.unit != u) {
            continue;
        }
        let unwritten = !written.contains(&g);
        let lvalue = Expr::new(ExprKind::Global(g), global.ty, global.span);
        collect(types, init, lvalue, unwritten, &mut homes);
    }
    homes
}

fn collect(
    types: &mut TypeTable,
    init: &Init,
    lvalue: Expr,
    unwritten: bool,
    homes: &mut HashMap<StrId, Expr>,
) {
    let span = lvalue.span;
    match init {
        Init::Scalar(e) => {
            let stable = unwritten || types.quals(lvalue.ty).is_const;
            if let (true, true, Some(s)) = (types.is_pointer(lvalue.ty), stable, literal_start(e)) {
                homes.entry(s).or_insert(lvalue);
            }
        }
        Init::Array(elems) => {
            let TypeKind::Array(elem, _) = types.kind(lvalue.ty).clone() else {
                return;
            };
            let elem_ptr = types.pointer_to(elem);
            let int = types.int(IntKind::Int);
            for (i, part) in elems {
                let decayed = Expr::new(ExprKind::Decay(Box::new(lvalue.clone())), elem_ptr, span);
                let index = Expr::new(ExprKind::IntConst(*i as i128), int, span);
                let element = Expr::new(
                    ExprKind::Index(Box::new(decayed), Box::new(index)),
                    elem,
                    span,
                );
                collect(types, part, element, unwritten, homes);
            }
        }
        Init::Struct(fields) => {
            let TypeKind::Struct(id) = *types.kind(lvalue.ty) else {
                return;
            };
            let field_types: Vec<_> = match &types.struct_def(id).body {
                Some(body) => body.fields.iter().map(|f| f.ty).collect(),
                None => return,
            };
            for (i, part) in fields {
                let Some(ty) = field_types.get(*i) else {
                    continue;
                };
                let member = Expr::new(ExprKind::Member(Box::new(lvalue.clone()), *i), *ty, span);
                collect(types, part, member, unwritten, homes);
            }
        }
        Init::Bytes(_) => {}
    }
}

/// The literal whose first byte `e` points to (`"abc"`, maybe converted).
fn literal_start(e: &Expr) -> Option<StrId> {
    match &e.kind {
        ExprKind::Cast(inner) => literal_start(inner),
        ExprKind::Decay(inner) => match inner.kind {
            ExprKind::Str(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}
