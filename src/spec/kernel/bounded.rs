//! Static variables whose values the static input bounds: an index or a
//! pointer that reads static data (`prog[pc]`, `*ip` over static
//! bytecode) can take only as many values as that data has elements, so
//! it cannot be what makes specialization run forever. Termination
//! (`generalize.rs`) treats such a variable as part of the program point,
//! as an interpreter's program counter is part of the interpreted
//! program's point, and blames only the variables that grow.

use super::*;

/// A variable a read of static data is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum IndexVar {
    Local(LocalId),
    Global(GlobalId),
}

/// Per function: each variable that indexes a read, with a read that
/// succeeds during specialization exactly when the variable's value
/// lies within static data.
pub(super) type IndexReads = Rc<Vec<(IndexVar, Expr)>>;

impl<'a> Kernel<'a> {
    /// The reads of `func` indexed by a variable (cached).
    fn index_reads(&self, func: FuncId) -> IndexReads {
        if let Some(reads) = self.index_reads.borrow().get(&func) {
            return reads.clone();
        }
        let mut reads = Vec::new();
        if let Some(body) = &self.program.function(func).body {
            for block in &body.blocks {
                for stmt in &block.stmts {
                    stmt.for_each_expr(&mut |e| collect_index_reads(e, &mut reads));
                }
                block
                    .term
                    .for_each_expr(&mut |e| collect_index_reads(e, &mut reads));
            }
        }
        // `code[pc++]` reads through a copy (`tmp = pc; pc = tmp + 1;
        // code[tmp]`): the read indexed by the copy is one by `pc` too.
        if let Some(body) = &self.program.function(func).body {
            let mut copies: Vec<(LocalId, LocalId)> = Vec::new();
            for block in &body.blocks {
                for stmt in &block.stmts {
                    if let Stmt::Assign { lhs, rhs, .. } = stmt
                        && let ExprKind::Local(to) = lhs.kind
                        && let Some(from) = rhs.copied_local()
                        && from != to
                    {
                        copies.push((to, from));
                    }
                }
            }
            let function = self.program.function(func);
            let mut through = Vec::new();
            for (var, read) in &reads {
                for (to, from) in &copies {
                    if *var == IndexVar::Local(*to) {
                        let as_copy = Expr {
                            kind: ExprKind::Local(*from),
                            ty: function.local(*from).ty,
                            span: read.span,
                        };
                        let replacement = Expr {
                            kind: ExprKind::Cast(Box::new(as_copy)),
                            ty: function.local(*to).ty,
                            span: read.span,
                        };
                        through.push((IndexVar::Local(*from), substitute(read, *to, &replacement)));
                    }
                }
            }
            reads.extend(through);
        }
        let reads = Rc::new(reads);
        self.index_reads.borrow_mut().insert(func, reads.clone());
        reads
    }

    /// Whether some read of `func` (in activation `act`) indexed by `var`
    /// reads static data in `store`: a scalar it can load, or an aggregate
    /// inside a live object.
    fn reads_static(&self, store: &Store, act: u32, func: FuncId, var: IndexVar) -> bool {
        let frame = Some(EvalFrame { activation: act });
        let reads = self.index_reads(func);
        crate::spec::eval::probing(|| {
            reads.iter().any(|(v, read)| {
                *v == var
                    && if self.program.types.is_scalar(read.ty) {
                        self.eval.eval(store, frame, read).is_ok()
                    } else {
                        self.eval.place(store, frame, read).is_ok_and(|p| {
                            self.program
                                .types
                                .size_of(read.ty)
                                .is_some_and(|size| store.check(p, size).is_ok())
                        })
                    }
            })
        })
    }

    /// The parameters of `callee`, set up in activation `act` of `store`,
    /// that are bounded by static data, as the canonical names of a key
    /// of the callee (its own frame is number 0).
    pub(super) fn bounded_params(&self, store: &Store, act: u32, callee: FuncId) -> Vec<Canon> {
        self.program
            .function(callee)
            .params
            .iter()
            .filter(|p| self.reads_static(store, act, callee, IndexVar::Local(**p)))
            .map(|p| Canon::Local(0, p.0))
            .collect()
    }

    /// The objects of `key` (the memo key of `cfg`) that are variables
    /// bounded by static data in `cfg`: some read of static data they
    /// index succeeds with their current value.
    pub(super) fn bounded_canons(&self, cfg: &Config, key: &MemoKey) -> Vec<Canon> {
        let outer = self
            .building
            .last()
            .map(|b| b.outer.as_slice())
            .unwrap_or(&[]);
        // Activations by depth, with their functions.
        let frames: Vec<(u32, FuncId)> = outer
            .iter()
            .filter_map(|act| self.activations.get(act).map(|(f, _)| (*act, *f)))
            .chain(cfg.frames.iter().map(|f| (f.activation, f.func)))
            .collect();
        if frames.len() != outer.len() + cfg.frames.len() {
            return Vec::new();
        }
        let reads_ok =
            |act: u32, func: FuncId, var: IndexVar| self.reads_static(&cfg.store, act, func, var);
        key.objects
            .iter()
            .map(|(canon, _)| *canon)
            .filter(|canon| match *canon {
                Canon::Local(depth, l) => frames
                    .get(depth as usize)
                    .is_some_and(|&(act, func)| reads_ok(act, func, IndexVar::Local(LocalId(l)))),
                Canon::Global(g) => frames
                    .iter()
                    .any(|&(act, func)| reads_ok(act, func, IndexVar::Global(GlobalId(g)))),
                _ => false,
            })
            .collect()
    }
}

/// The contents `key` holds for each of `canons` (`None`: not in the key),
/// to compare with other keys of the same point (`holds_contents`).
pub(super) fn contents_of<'k>(key: &'k MemoKey, canons: &[Canon]) -> Vec<Option<&'k Rc<Blob>>> {
    canons
        .iter()
        .map(|canon| find_contents(key, canon))
        .collect()
}

/// Whether `key` holds `contents` (from `contents_of`) for each of
/// `canons`. Blobs are interned, so equal contents are mostly one
/// allocation; the walk back through a point's visits makes this hot.
pub(super) fn holds_contents(
    key: &MemoKey,
    canons: &[Canon],
    contents: &[Option<&Rc<Blob>>],
) -> bool {
    canons.iter().zip(contents).all(
        |(canon, wanted)| match (find_contents(key, canon), wanted) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b) || a == *b,
            (None, None) => true,
            _ => false,
        },
    )
}

/// The variables bounded by static data at a visit of a point, and a
/// hash of their contents: the walk back through a point's visits
/// compares the hashes, and reads an earlier key only when they agree.
pub(super) struct BoundedValues {
    pub canons: Vec<Canon>,
    pub fingerprint: u64,
}

/// A hash of contents from `contents_of`.
pub(super) fn fingerprint(contents: &[Option<&Rc<Blob>>]) -> u64 {
    use std::hash::Hasher;
    let mut h = rustc_hash::FxHasher::default();
    for c in contents {
        match c {
            Some(blob) => {
                h.write_u8(1);
                h.write_u64(blob.fingerprint());
            }
            None => h.write_u8(0),
        }
    }
    h.finish()
}

/// Whether visit `node` held `contents` in `canons` (those of `values`).
pub(super) fn visit_holds(
    node: &Lineage,
    values: &BoundedValues,
    contents: &[Option<&Rc<Blob>>],
) -> bool {
    match &node.bounded {
        Some(known) if known.canons == values.canons && known.fingerprint != values.fingerprint => {
            false
        }
        _ => holds_contents(&node.key, &values.canons, contents),
    }
}

fn find_contents<'k>(key: &'k MemoKey, canon: &Canon) -> Option<&'k Rc<Blob>> {
    key.objects
        .binary_search_by_key(canon, |(c, _)| *c)
        .ok()
        .map(|i| &key.objects[i].1)
}

/// `e` with local `to` replaced by `by`.
fn substitute(e: &Expr, to: LocalId, by: &Expr) -> Expr {
    let kind = match &e.kind {
        ExprKind::Local(l) if *l == to => return by.clone(),
        ExprKind::Deref(x) => ExprKind::Deref(Box::new(substitute(x, to, by))),
        ExprKind::Index(a, b) => ExprKind::Index(
            Box::new(substitute(a, to, by)),
            Box::new(substitute(b, to, by)),
        ),
        ExprKind::Member(x, k) => ExprKind::Member(Box::new(substitute(x, to, by)), *k),
        ExprKind::AddrOf(x) => ExprKind::AddrOf(Box::new(substitute(x, to, by))),
        ExprKind::Decay(x) => ExprKind::Decay(Box::new(substitute(x, to, by))),
        ExprKind::Unary(op, x) => ExprKind::Unary(*op, Box::new(substitute(x, to, by))),
        ExprKind::Binary(op, a, b) => ExprKind::Binary(
            *op,
            Box::new(substitute(a, to, by)),
            Box::new(substitute(b, to, by)),
        ),
        ExprKind::Cast(x) => ExprKind::Cast(Box::new(substitute(x, to, by))),
        other => other.clone(),
    };
    Expr {
        kind,
        ty: e.ty,
        span: e.span,
    }
}

/// The variable `e` is, looking through casts and the addition or
/// subtraction of a constant (`pc`, `(long)pc`, `pc + 1`).
fn index_var(e: &Expr) -> Option<IndexVar> {
    match &e.kind {
        ExprKind::Local(l) => Some(IndexVar::Local(*l)),
        ExprKind::Global(g) => Some(IndexVar::Global(*g)),
        ExprKind::Cast(x) => index_var(x),
        ExprKind::Binary(crate::core::BinOp::Add | crate::core::BinOp::Sub, a, b) => {
            match (&a.kind, &b.kind) {
                (_, ExprKind::IntConst(_)) => index_var(a),
                (ExprKind::IntConst(_), _) => index_var(b),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Adds the reads within `e` indexed by a variable: `base[v]` and
/// `*(base + v)` (the read itself), `v[i]` and `*v` for a pointer `v`
/// (as `*v`).
fn collect_index_reads(e: &Expr, out: &mut Vec<(IndexVar, Expr)>) {
    match &e.kind {
        ExprKind::Index(base, index) => {
            if let Some(v) = index_var(index) {
                out.push((v, e.clone()));
            }
            if let Some(v) = index_var(base) {
                out.push((
                    v,
                    Expr {
                        kind: ExprKind::Deref(base.clone()),
                        ty: e.ty,
                        span: e.span,
                    },
                ));
            }
            collect_index_reads(base, out);
            collect_index_reads(index, out);
        }
        ExprKind::Deref(p) => {
            match &p.kind {
                ExprKind::Binary(crate::core::BinOp::Add | crate::core::BinOp::Sub, a, b) => {
                    if let Some(v) = index_var(b) {
                        out.push((v, e.clone()));
                    }
                    if let Some(v) = index_var(a) {
                        out.push((v, e.clone()));
                    }
                }
                _ => {
                    if let Some(v) = index_var(p) {
                        out.push((v, e.clone()));
                    }
                }
            }
            collect_index_reads(p, out);
        }
        ExprKind::Member(x, _)
        | ExprKind::AddrOf(x)
        | ExprKind::Decay(x)
        | ExprKind::Unary(_, x)
        | ExprKind::Cast(x) => collect_index_reads(x, out),
        ExprKind::Binary(_, a, b) => {
            collect_index_reads(a, out);
            collect_index_reads(b, out);
        }
        _ => {}
    }
}
