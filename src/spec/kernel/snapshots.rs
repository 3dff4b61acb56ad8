//! Constant copies of static data that residual code reads at a run-time
//! index. The analysis leaves such cells static
//! (`bta::is_copyable_read`): `prog->classes[k][c]` with `c` known only at
//! run time reads, in the residual program, a `static const` copy of the
//! array `classes[k]` as it is at that point of specialization. The
//! original object, whose static writes are never emitted, is not needed
//! at run time. Copies with the same contents are one table. A table that
//! holds what the source gave it (a string, a const global, a global no
//! statement writes) is read as itself: the residual program defines it,
//! as value mode keeps the globals it reads, and another file naming it
//! links.

use super::*;
use crate::core::BinOp;

/// Versions of one table copied before it may be generalized
/// (`count_copy_version`)...
const COPY_VERSIONS: u32 = 8;
/// ... and the bytes they must hold together too: small tables that
/// change a few times are cheap to copy.
const COPY_VERSION_BYTES: u64 = 64 * 1024;

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
            // Undefined whatever the index: on a path only run-time
            // control takes, a trap.
            Value::Ptr(None) => {
                return Err(Stop::Error(super::super::eval::ub(
                    "indexing a null pointer",
                    e.span,
                )));
            }
            _ => {
                return Err(Stop::Error(unsupported(
                    "indexing an invalid static pointer at a run-time index",
                    e.span,
                )));
            }
        };
        let through = Through::of(base, None);
        let table = match self.copy_table(cfg, p, e.ty, through, e.span) {
            Ok(copied) if !(copied.one_array && self.holds_its_initializer(p.obj)) => copied.table,
            // The program's own table is in the residual program as it was
            // written: a separately compiled file that names it still links,
            // and reads what the residual code reads. (Unless the read may
            // leave the array the residual code would name: a byte view of
            // a struct, a row pointer walking the rows after it.)
            Ok(_) => return self.reduce_lvalue(cfg, e),
            Err(Stop::Error(_)) if self.holds_its_initializer(p.obj) => {
                return self.reduce_lvalue(cfg, e);
            }
            Err(other) => return Err(other),
        };
        let i = self.reduce(cfg, index)?;
        Ok(Expr::new(
            ExprKind::Index(Box::new(table), Box::new(i)),
            e.ty,
            e.span,
        ))
    }

    /// Whether `obj` holds, at every point of specialization, what the
    /// program's source gave it: a string literal, a const global, or a
    /// global no statement writes.
    pub(super) fn holds_its_initializer(&mut self, obj: ObjKey) -> bool {
        match obj {
            ObjKey::Str(_) => true,
            ObjKey::Global(g) => {
                if crate::analysis::bta::is_read_only(self.program, &Object::Global(g)) {
                    return true;
                }
                let (program, pta) = (self.program, self.pta);
                let written = self
                    .written_globals
                    .get_or_insert_with(|| crate::spec::written_globals(program, pta));
                program.global(g).defined && !written.contains(&g)
            }
            _ => false,
        }
    }

    /// Counts a new version of bytes `start..end` of `object` copied into
    /// the residual program. A table that keeps changing between reads at
    /// run-time indexes (a write, then a read, in a loop) would be copied
    /// once per change: past `COPY_VERSIONS` versions and
    /// `COPY_VERSION_BYTES` bytes, the object is generalized, and residual
    /// code keeps it and changes it as the program does.
    fn count_copy_version(&mut self, object: Object, start: u64, end: u64, span: Span) -> R<()> {
        let (versions, bytes) = self
            .copy_versions
            .entry((object, start, end - start))
            .or_default();
        *versions += 1;
        *bytes += end - start;
        if *versions <= COPY_VERSIONS || *bytes <= COPY_VERSION_BYTES {
            return Ok(());
        }
        let (versions, bytes) = (*versions, *bytes);
        let cell = (object, Vec::new());
        let name = crate::analysis::bta::describe_cell(self.program, &cell);
        Err(Stop::Generalize(Generalization {
            cells: vec![cell],
            sites: Vec::new(),
            message: format!(
                "{name} is read at run-time indexes ({{at}}) while it keeps changing: {versions} versions of it, {bytes} bytes, would be copied into the residual program"
            ),
            span,
        }))
    }

    /// A pointer to elements of type `elem` at `p`, in a `static const`
    /// copy of the array of them that holds `p`, and the values of the
    /// copy's elements. Through a row's name (for a trick, which decays
    /// to exactly that row), the row's elements from `p`: C lets the read
    /// reach no others. Otherwise nested arrays are copied flat, and an
    /// object made only of such elements whole, as programs walk them;
    /// through a character pointer, any object whole (it may read every
    /// byte of it) unless it holds pointers.
    pub(super) fn copy_table(
        &mut self,
        cfg: &Config,
        p: Pointer,
        elem: TypeId,
        through: Through,
        span: Span,
    ) -> R<CopiedTable> {
        let row = match through {
            Through::Row(n) => Some(n),
            _ => None,
        };
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
        // The whole object as an array of what is read: for a block without
        // a declared type, and for a pointer both one past an array and at
        // the start of another, which may walk either.
        let whole = (offset.is_multiple_of(es) && obj.size().is_multiple_of(es))
            .then(|| (0, obj.size() / es));
        let holding = declared.and_then(|ty| array_holding(types, ty, offset, elem, true));
        let ending = declared.and_then(|ty| array_ending(types, ty, offset, elem, true));
        // An object made only of such elements (`struct { int a[3], b[3]; }`)
        // is one array of them too, as a program may walk it.
        let uniform = declared.is_some_and(|ty| {
            leaf_paths(types, ty)
                .iter()
                .all(|(_, leaf)| types.unqualified_eq(*leaf, elem))
        });
        // (`(unsigned char *)&object` points to its start.)
        let by_the_byte = through == Through::Pointer
            && es == 1
            && offset == 0
            && types.is_integer(elem)
            && obj.ptrs.is_empty();
        // (A block without a declared type, a string, is one array.)
        let innermost = match declared {
            Some(ty) => array_holding(types, ty, offset, elem, false),
            None => whole,
        };
        let (start, len) = match (holding, ending) {
            _ if row.is_some() && offset.is_multiple_of(es) => row.map(|n| (offset, n)),
            _ if (uniform || by_the_byte) && whole.is_some() => whole,
            (Some(a), None) | (None, Some(a)) => Some(a),
            (Some(a), Some(b)) if a == b => Some(a),
            _ => whole,
        }
        .ok_or_else(|| refuse("into data of another type"))?;
        let one_array = row.is_some() || innermost == Some((start, len));
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
        let const_elem = self.const_element(elem);
        if !self
            .copied_tables
            .contains_key(&(const_elem, bytes.clone()))
        {
            self.count_copy_version(obj.abstract_object, start, end, span)?;
        }
        let base = self.constant_table(const_elem, len, bytes, &name, span)?;
        let at = (offset - start) / es;
        let table = if at == 0 {
            base
        } else {
            let ptr = base.ty;
            let int = self.out.types.int(IntKind::Long);
            Expr::new(
                ExprKind::Binary(
                    BinOp::PtrAdd,
                    Box::new(base),
                    Box::new(Expr::new(ExprKind::IntConst(at as i128), int, span)),
                ),
                ptr,
                span,
            )
        };
        Ok(CopiedTable {
            table,
            values,
            at: at as usize,
            one_array,
        })
    }

    /// `const T` in the residual program, for `T` the program's `elem`.
    pub(super) fn const_element(&mut self, elem: TypeId) -> TypeId {
        let elem_ty = self.out.types.writable(elem);
        self.out.types.add_quals(
            elem_ty,
            crate::types::Quals {
                is_const: true,
                ..crate::types::Quals::NONE
            },
        )
    }

    /// A pointer to the first element of a `static const` array of `len`
    /// elements of `const_elem` holding `bytes`, named after `name`; one
    /// array for all tables with the same contents.
    pub(super) fn constant_table(
        &mut self,
        const_elem: TypeId,
        len: u64,
        bytes: Vec<u8>,
        name: &str,
        span: Span,
    ) -> R<Expr> {
        let g = match self.copied_tables.get(&(const_elem, bytes.clone())) {
            Some(g) => *g,
            None => {
                let array = self.out.types.array_of(const_elem, Some(len));
                let init = super::residual::bytes_init(&self.out.types, array, &bytes);
                if init.is_none() && bytes.iter().any(|b| *b != 0) {
                    return Err(Stop::Error(unsupported(
                        "reading static data at a run-time index of a type cmix cannot write as a constant",
                        span,
                    )));
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
                    weak_copy: false,
                });
                self.copied_tables.insert((const_elem, bytes), g);
                g
            }
        };
        let array = self.out.global(g).ty;
        let ptr = self.out.types.pointer_to(const_elem);
        Ok(Expr::new(
            ExprKind::Decay(Box::new(Expr::new(ExprKind::Global(g), array, span))),
            ptr,
            span,
        ))
    }
}

/// What a read at a run-time index goes through (`Kernel::copy_table`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Through {
    /// The name of a row of `n` elements (`next[state]`, decayed).
    Row(u64),
    /// The name of an array (decayed).
    Array,
    /// A pointer, which may view a whole object.
    Pointer,
}

impl Through {
    /// What `base[i]` reads through (`row`: `base` is a row's name that
    /// decays to that many elements of the type read).
    pub(super) fn of(base: &Expr, row: Option<u64>) -> Through {
        match (row, &base.kind) {
            (Some(n), _) => Through::Row(n),
            (None, ExprKind::Decay(_)) => Through::Array,
            _ => Through::Pointer,
        }
    }
}

/// A `static const` copy of static data (`Kernel::copy_table`).
pub(super) struct CopiedTable {
    /// Points where the copied pointer did, within the copy.
    pub table: Expr,
    /// The values of the copy's elements (integer elements only).
    pub values: Vec<i128>,
    /// The element `table` points to.
    pub at: usize,
    /// Whether the copy is the one array that holds the element read (as
    /// C bounds the read), not a larger part of its object.
    pub one_array: bool,
}

/// Within an object of type `ty`, the array of `elem` that holds byte
/// `offset`: its first byte and its length in elements. With `flat`,
/// nested arrays count as one (`&m[0][0]` walks all of `m`, as programs
/// do).
fn array_holding(
    types: &crate::types::TypeTable,
    ty: TypeId,
    offset: u64,
    elem: TypeId,
    flat: bool,
) -> Option<(u64, u64)> {
    array_at(types, ty, offset, elem, false, flat)
}

/// Within an object of type `ty`, the array of `elem` that ends at byte
/// `offset` (a pointer one past its end points there).
fn array_ending(
    types: &crate::types::TypeTable,
    ty: TypeId,
    offset: u64,
    elem: TypeId,
    flat: bool,
) -> Option<(u64, u64)> {
    array_at(types, ty, offset, elem, true, flat)
}

fn array_at(
    types: &crate::types::TypeTable,
    ty: TypeId,
    offset: u64,
    elem: TypeId,
    ending: bool,
    flat: bool,
) -> Option<(u64, u64)> {
    let es = types.size_of(elem).filter(|s| *s > 0)?;
    let size = types.size_of(ty)?;
    // The byte the place needs: the one at `offset`, or the one before.
    let byte = if ending {
        offset.checked_sub(1)?
    } else {
        offset
    };
    if byte >= size {
        return None;
    }
    match types.kind(ty) {
        TypeKind::Array(inner, Some(_)) => {
            let mut leaf = *inner;
            while let (true, TypeKind::Array(next, _)) = (flat, types.kind(leaf)) {
                leaf = *next;
            }
            if types.unqualified_eq(leaf, elem) {
                let fits = offset.is_multiple_of(es) && size.is_multiple_of(es);
                return (fits && (!ending || offset == size)).then_some((0, size / es));
            }
            let is = types.size_of(*inner).filter(|s| *s > 0)?;
            let k = byte / is;
            array_at(types, *inner, offset - k * is, elem, ending, flat)
                .map(|(start, len)| (start + k * is, len))
        }
        TypeKind::Struct(sid) => {
            let def = types.struct_def(*sid);
            if def.is_union {
                return None;
            }
            def.body.as_ref()?.fields.iter().find_map(|field| {
                let fsize = types.size_of(field.ty)?;
                if field.bits.is_some() || byte < field.offset || byte >= field.offset + fsize {
                    return None;
                }
                array_at(types, field.ty, offset - field.offset, elem, ending, flat)
                    .map(|(start, len)| (start + field.offset, len))
            })
        }
        _ => None,
    }
}
