//! Constant copies of static data that residual code reads at a run-time
//! index. The analysis leaves such cells static
//! (`bta::is_copyable_read`): `prog->classes[k][c]` with `c` known only at
//! run time reads, in the residual program, a `static const` copy of the
//! array `classes[k]` as it is at that point of specialization. The
//! original object, whose static writes are never emitted, is not needed
//! at run time. Copies with the same contents are one table.

use super::*;
use crate::core::BinOp;

impl<'a> Kernel<'a> {
    /// Whether the read `e` in `f` is one that residual code makes from a
    /// constant copy: an integer read at a run-time index from cells that
    /// are static.
    pub(super) fn reads_copied_cells(&self, f: FuncId, e: &Expr) -> bool {
        let types = &self.program.types;
        if !crate::analysis::bta::is_copyable_read(types, e) || self.address_bt(f, e) != Bt::Dynamic
        {
            return false;
        }
        // Through a run-time pointer, only read-only tables stay static,
        // and residual code reads them as the program has them.
        let ExprKind::Index(base, _) = &e.kind else {
            return false;
        };
        if self.value_bt(f, base) != Bt::Static {
            return false;
        }
        let places = self.pta.expr_places(types, f, e);
        !places.is_empty()
            && places
                .iter()
                .all(|p| self.bts.cell(p) == Bt::Static && !self.division.dynamic_below(p))
    }

    /// The residual read of `e` (`base[i]` with `base` static, `i` not)
    /// from a constant copy of the array `base` points into.
    pub(super) fn copied_read(&mut self, cfg: &Config, e: &Expr) -> R<Expr> {
        let f = cfg.top().func;
        let ExprKind::Index(base, index) = &e.kind else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a copied read that is not an index",
                e.span,
            ))));
        };
        if self.value_bt(f, base) != Bt::Static {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a copied read through a run-time pointer",
                e.span,
            ))));
        }
        let p = match self.eval.eval(&cfg.store, cfg.eval_frame(), base)? {
            Value::Ptr(Some(p)) => p,
            _ => {
                return Err(Stop::Error(unsupported(
                    "indexing a null or invalid static pointer at a run-time index",
                    e.span,
                )));
            }
        };
        let read_only = match p.obj {
            ObjKey::Str(_) => true,
            ObjKey::Global(g) => {
                crate::analysis::bta::is_read_only(self.program, &Object::Global(g))
            }
            _ => false,
        };
        if read_only {
            // The program's own constant is in the residual program as it
            // was written.
            return self.reduce_lvalue(cfg, e);
        }
        let (table, _) = self.copy_table(cfg, p, e.ty, e.span)?;
        let i = self.reduce(cfg, index)?;
        Ok(Expr::new(
            ExprKind::Index(Box::new(table), Box::new(i)),
            e.ty,
            e.span,
        ))
    }

    /// A pointer to elements of type `elem` at `p`, in a `static const`
    /// copy of the array of them that holds `p`, and the values of the
    /// copy's elements.
    pub(super) fn copy_table(
        &mut self,
        cfg: &Config,
        p: Pointer,
        elem: TypeId,
        span: Span,
    ) -> R<(Expr, Vec<i128>)> {
        let types = &self.program.types;
        let refuse = |what: &str| {
            Stop::Error(unsupported(
                format!("reading static data at a run-time index {what}"),
                span,
            ))
        };
        let Some(es) = types.size_of(elem).filter(|s| *s > 0) else {
            return Err(refuse("through a pointer to an incomplete type"));
        };
        let Some(obj) = cfg.store.get(p.obj) else {
            return Err(refuse("in an object that no longer exists"));
        };
        let (declared, name) = match p.obj {
            ObjKey::Local(act, l) => match self.activations.get(&act) {
                Some((func, _)) => {
                    let local = self.program.function(*func).local(l);
                    (Some(local.ty), local.name.clone())
                }
                None => (None, "block".to_string()),
            },
            ObjKey::Global(g) => {
                let global = self.program.global(g);
                (Some(global.ty), global.name.clone())
            }
            _ => (obj.ty, "block".to_string()),
        };
        let offset = u64::try_from(p.offset).map_err(|_| refuse("before its object"))?;
        let (start, len) = declared
            .and_then(|ty| containing_array(types, ty, offset, elem))
            .or_else(|| {
                // A block without a declared type: an array of what is read.
                (offset.is_multiple_of(es) && obj.size().is_multiple_of(es))
                    .then(|| (0, obj.size() / es))
            })
            .ok_or_else(|| refuse("into data of another type"))?;
        let end = start + len * es;
        if end > obj.size() || obj.ptrs.range(start..end).next().is_some() {
            return Err(refuse("in memory that holds pointers"));
        }
        if obj.freed {
            return Err(refuse("in a freed block"));
        }
        if obj.unknown
            && let Some(at) = (start..end).find(|at| !obj.init[*at as usize])
        {
            // A global the program writes before calling the goal: the
            // kernel makes it dynamic.
            return Err(Stop::Error(crate::spec::eval::access(
                AccessError::Unknown(p.obj, at),
                span,
            )));
        }
        // Bytes never written read as zero: the original would read an
        // indeterminate value there.
        let bytes: Vec<u8> = (start..end)
            .map(|at| {
                let at = at as usize;
                if obj.init[at] { obj.bytes[at] } else { 0 }
            })
            .collect();
        let values: Vec<i128> = match types.as_int(elem) {
            Some(kind) => bytes
                .chunks(es as usize)
                .map(|c| crate::spec::eval::int_from_bytes(kind, c))
                .collect(),
            None => Vec::new(),
        };
        let elem_ty = self.out.types.writable(elem);
        let const_elem = self.out.types.add_quals(
            elem_ty,
            crate::types::Quals {
                is_const: true,
                ..crate::types::Quals::NONE
            },
        );
        let g = match self.copied_tables.get(&(const_elem, bytes.clone())) {
            Some(g) => *g,
            None => {
                let array = self.out.types.array_of(const_elem, Some(len));
                let init = super::residual::bytes_init(&self.out.types, array, &bytes);
                if init.is_none() && bytes.iter().any(|b| *b != 0) {
                    return Err(refuse("of a type cmix cannot write as a constant"));
                }
                let name = crate::core::print::fresh_name(
                    &format!("{}_table", name.trim_start_matches('_')),
                    &mut self.taken_names,
                );
                let g = GlobalId(self.out.globals.len() as u32);
                self.out.globals.push(Global {
                    name,
                    ty: array,
                    linkage: Linkage::Internal,
                    init,
                    defined: true,
                    hoisted_from: None,
                    is_system: false,
                    asm_label: None,
                    span,
                    align: None,
                    thread_local: false,
                });
                self.copied_tables.insert((const_elem, bytes), g);
                g
            }
        };
        let array = self.out.global(g).ty;
        let ptr = self.out.types.pointer_to(const_elem);
        let table = Expr::new(
            ExprKind::Decay(Box::new(Expr::new(ExprKind::Global(g), array, span))),
            ptr,
            span,
        );
        let k = (offset - start) / es;
        if k == 0 {
            return Ok((table, values));
        }
        let int = self.out.types.int(IntKind::Long);
        let moved = Expr::new(
            ExprKind::Binary(
                BinOp::PtrAdd,
                Box::new(table),
                Box::new(Expr::new(ExprKind::IntConst(k as i128), int, span)),
            ),
            ptr,
            span,
        );
        Ok((moved, values))
    }
}

/// Within an object of type `ty`, the array of `elem` that holds byte
/// `offset` (at an element's start): its first byte and its length in
/// elements.
/// Nested arrays count as one flat array (`&m[0][0]` walks all of `m`, as
/// programs do). A pointer both one past one field's array and at the
/// start of the next may have come from either: the whole struct is the
/// array then, if it can be one.
fn containing_array(
    types: &crate::types::TypeTable,
    ty: TypeId,
    offset: u64,
    elem: TypeId,
) -> Option<(u64, u64)> {
    let es = types.size_of(elem).filter(|s| *s > 0)?;
    match types.kind(ty) {
        TypeKind::Array(inner, Some(n)) => {
            let size = types.size_of(ty)?;
            if offset > size {
                return None;
            }
            let mut leaf = *inner;
            while let TypeKind::Array(next, _) = types.kind(leaf) {
                leaf = *next;
            }
            if types.unqualified_eq(leaf, elem) {
                return (offset.is_multiple_of(es) && size.is_multiple_of(es))
                    .then_some((0, size / es));
            }
            let is = types.size_of(*inner).filter(|s| *s > 0)?;
            let k = (offset / is).min(n.saturating_sub(1));
            containing_array(types, *inner, offset - k * is, elem)
                .map(|(start, len)| (start + k * is, len))
        }
        TypeKind::Struct(sid) => {
            let def = types.struct_def(*sid);
            if def.is_union {
                return None;
            }
            let body = def.body.as_ref()?;
            let found = |strict: bool| {
                body.fields.iter().find_map(|field| {
                    let size = types.size_of(field.ty)?;
                    let holds = field.bits.is_none()
                        && offset >= field.offset
                        && if strict {
                            offset < field.offset + size
                        } else {
                            offset == field.offset + size
                        };
                    if !holds {
                        return None;
                    }
                    containing_array(types, field.ty, offset - field.offset, elem)
                        .map(|(start, len)| (start + field.offset, len))
                })
            };
            match (found(true), found(false)) {
                (Some(inside), None) => Some(inside),
                (None, Some(ending)) => Some(ending),
                (None, None) => None,
                (Some(_), Some(_)) => {
                    let size = types.size_of(ty)?;
                    (offset.is_multiple_of(es) && size.is_multiple_of(es)).then_some((0, size / es))
                }
            }
        }
        _ => None,
    }
}
