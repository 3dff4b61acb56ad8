//! Bounded static variation ("the trick", `bta/tricks.rs`): `x = t[i]`
//! with `t` static and `i` known only at run time ends the residual block
//! in a `switch` on the value read (from a constant copy of `t`), and each
//! case goes on from the next statement with `x` static, holding that
//! value. A value outside the copy cannot be read without undefined
//! behaviour: the last value needs no test, and a table that holds one
//! value needs no switch. `t[u[c]]`, with `u` static too and `c` a
//! character, reads one composed table indexed by `c`
//! (`composed_read`): one load instead of two, as lexers' class and
//! transition tables are read.

use std::collections::BTreeSet;

use super::snapshots::{CopiedTable, Through};
use crate::types::IntKind as Int;

use super::*;

/// Most values one trick switches over: more would copy what follows the
/// assignment too many times (the variable is made dynamic instead).
const TRICK_VALUES: usize = 64;

/// Largest composed table (`composed_read`), in bytes: one per state of a
/// lexer, they must stay in the cache as the tables they replace do.
const COMPOSED_BYTES: u64 = 1024;

/// A trick's read `t[u[c]]` as one table indexed by `c`.
struct Composed {
    /// `tu[c]`.
    scrutinee: Expr,
    /// The values valid indexes read.
    values: BTreeSet<i128>,
    /// Whether every `c` reads a value of `values`; otherwise the others
    /// (where the original reads out of bounds) read a value outside them.
    complete: bool,
}

impl<'a> Kernel<'a> {
    /// Runs the trick statement `lhs = rhs` (block `cur`). Returns false
    /// when the path ends here, in the switch.
    pub(super) fn trick(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        lhs: &Expr,
        rhs: &Expr,
        span: Span,
    ) -> R<bool> {
        let f = cfg.top().func;
        let mut conversions = Vec::new();
        let mut read = rhs;
        while let ExprKind::Cast(inner) = &read.kind {
            conversions.push(read.ty);
            read = inner;
        }
        if self.address_bt(f, read) == Bt::Static {
            // Static all along here (the index is too).
            let v = self.eval.eval(&cfg.store, cfg.eval_frame(), rhs)?;
            let frame = cfg.eval_frame();
            self.eval.assign(&mut cfg.store, frame, lhs, &v, span)?;
            return Ok(true);
        }
        let ExprKind::Index(base, index) = &read.kind else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a trick that does not read at an index",
                span,
            ))));
        };
        if self.program.types.is_pointer(read.ty) {
            let Some(length) = crate::analysis::bta::array_length(self.program, base) else {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a pointer trick without an array's length",
                    span,
                ))));
            };
            return self.index_trick(cfg, cur, (lhs, rhs), (index, length), span);
        }
        let p = match self.eval.eval(&cfg.store, cfg.eval_frame(), base)? {
            Value::Ptr(Some(p)) => p,
            // Undefined whatever the index: on a path only run-time
            // control takes, a trap.
            Value::Ptr(None) => {
                return Err(Stop::Error(super::super::eval::ub(
                    "indexing a null pointer",
                    span,
                )));
            }
            _ => {
                return Err(Stop::Error(unsupported(
                    "indexing an invalid static pointer at a run-time index",
                    span,
                )));
            }
        };
        // A row's name decays to a pointer to exactly that row.
        let decayed = match &base.kind {
            ExprKind::Decay(row) => match self.program.types.kind(row.ty) {
                TypeKind::Array(inner, Some(n))
                    if self.program.types.unqualified_eq(*inner, read.ty) =>
                {
                    Some(*n)
                }
                _ => None,
            },
            _ => None,
        };
        // A short row whose elements differ (a tree's two children): a
        // switch on the index needs no more cases than one on the value,
        // and no copy of the table to read. (An index read from a table
        // composes with it instead: `composed_read`.)
        let mut through = index;
        while let ExprKind::Cast(inner) = &through.kind {
            through = inner;
        }
        if let Some(n) = decayed
            && !matches!(through.kind, ExprKind::Index(..))
            && n as usize <= TRICK_VALUES
            && self.distinct_elements(cfg, rhs, index, n)? >= n as usize
        {
            return self.index_trick(cfg, cur, (lhs, rhs), (index, n), span);
        }
        let copied = self.copy_table(cfg, p, read.ty, Through::of(base, decayed), span)?;
        let composed = self.composed_read(cfg, index, &copied, read.ty, span)?;
        let (values, complete) = match &composed {
            Some(c) => (c.values.clone(), c.complete),
            None => (copied.values.iter().copied().collect(), true),
        };
        if values.is_empty() || values.len() > TRICK_VALUES {
            let ExprKind::Local(x) = lhs.kind else {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a trick that does not assign a local",
                    span,
                ))));
            };
            let function = self.program.function(f);
            return Err(Stop::Generalize(Generalization {
                cells: vec![(Object::Local(f, x), Vec::new())],
                sites: Vec::new(),
                message: format!(
                    "`{}` in `{}` is read from static data at a run-time index ({{at}}) that holds {} different values, more than cmix specializes one case for each of",
                    function.local(x).name,
                    function.name,
                    values.len()
                ),
                span,
            }));
        }
        let assigned = |kernel: &mut Self, case: &mut Config, v: i128| -> R<()> {
            let mut value = Value::Int(v);
            for ty in conversions.iter().rev() {
                value = kernel.eval.convert(&value, *ty, span)?;
            }
            let frame = case.eval_frame();
            kernel
                .eval
                .assign(&mut case.store, frame, lhs, &value, span)?;
            Ok(())
        };
        if complete && values.len() == 1 {
            // Every element a valid index reaches holds the same value: the
            // read is static after all.
            let v = *values.first().unwrap_or(&0);
            assigned(self, cfg, v)?;
            return Ok(true);
        }
        let mut scrutinee = if let Some(c) = composed {
            c.scrutinee
        } else if copied.one_array && self.holds_its_initializer(p.obj) {
            // As a copied read does: the program's own table.
            self.reduce_lvalue(cfg, read)?
        } else {
            let i = self.reduce(cfg, index)?;
            Expr::new(
                ExprKind::Index(Box::new(copied.table), Box::new(i)),
                read.ty,
                span,
            )
        };
        // A switch branches on a promoted integer.
        if self.program.types.size_of(read.ty).is_some_and(|s| s < 4) {
            let int = self.out.types.int(IntKind::Int);
            scrutinee = Expr::new(ExprKind::Cast(Box::new(scrutinee)), int, span);
        }
        let mut cases = Vec::new();
        for v in values {
            let mut case = cfg.clone();
            assigned(self, &mut case, v)?;
            case.top_mut().index += 1;
            cases.push((v, self.pending_block(case)?));
        }
        if complete && let Some((_, last)) = cases.pop() {
            // No valid index reads another value: the last case needs no
            // test of its own.
            self.terminate(
                cur,
                Terminator::Switch {
                    scrutinee,
                    cases,
                    default: last,
                    span,
                },
            );
            return Ok(false);
        }
        let default = self.trap_block(cfg, span)?;
        self.terminate(
            cur,
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                span,
            },
        );
        Ok(false)
    }

    /// The value `rhs`, a read at `index`, gives at index `i`; `None`
    /// where reading it is undefined (an element never written).
    fn element_at(&mut self, cfg: &Config, rhs: &Expr, index: &Expr, i: u64) -> R<Option<Value>> {
        let at = Expr::new(ExprKind::IntConst(i128::from(i)), index.ty, index.span);
        match self
            .eval
            .eval(&cfg.store, cfg.eval_frame(), &with_index(rhs, &at))
        {
            Ok(v) => Ok(Some(v)),
            Err(d) if d.label == super::super::eval::UB_LABEL => Ok(None),
            Err(d) => Err(Stop::Error(d)),
        }
    }

    /// How many different values `rhs`, a read at `index` of a row of
    /// `length` elements, gives over the row's indexes (an element that
    /// cannot be read counts as one more).
    fn distinct_elements(
        &mut self,
        cfg: &Config,
        rhs: &Expr,
        index: &Expr,
        length: u64,
    ) -> R<usize> {
        let mut seen: Vec<Option<Value>> = Vec::new();
        for i in 0..length {
            let value = self.element_at(cfg, rhs, index, i)?;
            if !seen.contains(&value) {
                seen.push(value);
            }
        }
        Ok(seen.len())
    }

    /// The trick `lhs = rhs` by its index: `rhs` reads element `index` of
    /// a row of `length` elements (a pointer trick,
    /// `bta::tricks::pointer_read`, or a short row of numbers) with
    /// `index` known at run time only. A residual `switch` on the index,
    /// each case going on with `lhs` holding that element. An index
    /// outside the row (undefined behaviour in the original) takes the
    /// last case; an element that cannot be read (never written) traps, in
    /// a case of its own.
    fn index_trick(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        (lhs, rhs): (&Expr, &Expr),
        (index, length): (&Expr, u64),
        span: Span,
    ) -> R<bool> {
        let mut cases = Vec::new();
        let mut unreadable = Vec::new();
        for i in 0..length {
            // Reading it is undefined (never written, say): the original
            // cannot take this case either.
            let Some(value) = self.element_at(cfg, rhs, index, i)? else {
                unreadable.push(i128::from(i));
                continue;
            };
            let mut case = cfg.clone();
            let frame = case.eval_frame();
            self.eval
                .assign(&mut case.store, frame, lhs, &value, span)?;
            case.top_mut().index += 1;
            cases.push((i128::from(i), self.pending_block(case)?));
        }
        let mut scrutinee = self.reduce(cfg, index)?;
        if self.program.types.size_of(index.ty).is_some_and(|s| s < 4) {
            let int = self.out.types.int(IntKind::Int);
            scrutinee = Expr::new(ExprKind::Cast(Box::new(scrutinee)), int, span);
        }
        let trap = if unreadable.is_empty() {
            None
        } else {
            Some(self.trap_block(cfg, span)?)
        };
        let default = match (cases.pop(), trap) {
            (Some((_, last)), Some(trap)) => {
                cases.extend(unreadable.iter().map(|i| (*i, trap)));
                cases.sort_by_key(|(i, _)| *i);
                // Out of bounds is undefined: any case serves.
                last
            }
            (Some((_, last)), None) => last,
            (None, Some(trap)) => trap,
            (None, None) => {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a pointer trick over an empty array",
                    span,
                ))));
            }
        };
        self.terminate(
            cur,
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                span,
            },
        );
        Ok(false)
    }

    /// A residual block that stops the program (`trap_function`): where
    /// the original's behaviour is undefined.
    fn trap_block(&mut self, cfg: &Config, span: Span) -> R<BlockId> {
        let block = self.new_block();
        let trap = self.trap_function();
        self.emit(
            block,
            Stmt::Call {
                dest: None,
                callee: trap,
                args: Vec::new(),
                span,
            },
        )?;
        self.end_path(cfg, block, span)?;
        Ok(block)
    }

    /// The computed goto trick (`bta::goto_trick`): `goto *target`, which
    /// reads `base[index]` from a static table of labels with `index`
    /// known at run time only, becomes a residual `switch` on the index
    /// whose cases go on at the labels the table holds, each with the
    /// path's static data. The label most indexes reach is the default
    /// (an index outside the table is undefined behaviour); an element
    /// that is not a label of this function traps.
    pub(super) fn goto_trick(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        target: &Expr,
        (base, index): (&Expr, &Expr),
        span: Span,
    ) -> R<()> {
        let Some(length) = crate::analysis::bta::array_length(self.program, base) else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a computed goto trick without a table's length",
                span,
            ))));
        };
        let func = cfg.top().func;
        // Per index, the label block it reaches (`None`: undefined).
        let mut reached: Vec<(i128, Option<BlockId>)> = Vec::new();
        for i in 0..length {
            let label = match self.element_at(cfg, target, index, i)? {
                Some(Value::Ptr(Some(Pointer {
                    obj: ObjKey::Label(f, b),
                    offset: 0,
                }))) if f == func => Some(b),
                _ => None,
            };
            reached.push((i128::from(i), label));
        }
        let mut blocks: HashMap<Option<BlockId>, BlockId> = HashMap::default();
        let mut counts: HashMap<Option<BlockId>, usize> = HashMap::default();
        for (_, label) in &reached {
            *counts.entry(*label).or_default() += 1;
        }
        let mut cases = Vec::new();
        for (i, label) in &reached {
            let block = match blocks.get(label) {
                Some(b) => *b,
                None => {
                    let b = match label {
                        Some(l) => {
                            let mut case = cfg.clone();
                            case.top_mut().block = *l;
                            case.top_mut().index = 0;
                            self.pending_block(case)?
                        }
                        None => self.trap_block(cfg, span)?,
                    };
                    blocks.insert(*label, b);
                    b
                }
            };
            cases.push((*i, *label, block));
        }
        // The most frequent target (the first of those) is the default.
        let most = reached.iter().map(|(_, l)| *l).max_by_key(|l| {
            (
                counts[l],
                std::cmp::Reverse(reached.iter().position(|(_, m)| m == l)),
            )
        });
        let default = most.and_then(|l| blocks.get(&l).copied());
        let Some(default) = default else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a computed goto trick over an empty table",
                span,
            ))));
        };
        let cases: Vec<(i128, BlockId)> = cases
            .into_iter()
            .filter(|(_, _, b)| *b != default)
            .map(|(i, _, b)| (i, b))
            .collect();
        let mut scrutinee = self.reduce(cfg, index)?;
        if self.program.types.size_of(index.ty).is_some_and(|s| s < 4) {
            let int = self.out.types.int(IntKind::Int);
            scrutinee = Expr::new(ExprKind::Cast(Box::new(scrutinee)), int, span);
        }
        let term = if cases.is_empty() {
            Terminator::Goto(default)
        } else {
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                span,
            }
        };
        self.terminate(cur, term);
        Ok(())
    }

    /// `t[u[c]]`, the trick's read with index `index` in `t` (copied as
    /// `outer`, elements of type `elem`), where `u` is static data read at
    /// run time too and `c` has a character's few values: `t` composed
    /// with `u`, a table of `t[u[c]]` for every `c`, read at `c`. None
    /// where the index has another shape or the table would be large.
    fn composed_read(
        &mut self,
        cfg: &Config,
        index: &Expr,
        outer: &CopiedTable,
        elem: TypeId,
        span: Span,
    ) -> R<Option<Composed>> {
        let f = cfg.top().func;
        let types = &self.program.types;
        let mut conversions = Vec::new();
        let mut inner = index;
        while let ExprKind::Cast(x) = &inner.kind {
            conversions.push(inner.ty);
            inner = x;
        }
        if !types.is_integer(inner.ty) || !self.reads_copied_cells(f, inner) {
            return Ok(None);
        }
        let ExprKind::Index(base, at) = &inner.kind else {
            return Ok(None);
        };
        let Some(leaf) = character_leaf(types, at) else {
            return Ok(None);
        };
        let (Some(leaf_kind), Some(elem_kind)) = (types.as_int(leaf.ty), types.as_int(elem)) else {
            return Ok(None);
        };
        let domain: Vec<i128> = match leaf_kind {
            Int::Bool => (0..=1).collect(),
            k if k.is_signed() => (-128..=127).collect(),
            _ => (0..=255).collect(),
        };
        if domain.len() as u64 * elem_kind.size() > COMPOSED_BYTES {
            return Ok(None);
        }
        let p = match self.eval.eval(&cfg.store, cfg.eval_frame(), base)? {
            Value::Ptr(Some(p)) => p,
            _ => return Ok(None),
        };
        let inner_table = match self.copy_table(cfg, p, inner.ty, Through::of(base, None), span) {
            Ok(copied) => copied,
            // The read as it is says why, if it cannot be made.
            Err(Stop::Error(_)) => return Ok(None),
            Err(other) => return Err(other),
        };
        let element = |values: &[i128], at: usize, i: i128| {
            usize::try_from(at as i128 + i)
                .ok()
                .and_then(|k| values.get(k).copied())
        };
        // Indexed by `(unsigned char) c`: a signed character's negative
        // values come after its positive ones.
        let mut entries = vec![None; domain.len()];
        for c in domain {
            let Some(u) = element(&inner_table.values, inner_table.at, c) else {
                continue;
            };
            let mut i = Value::Int(u);
            for ty in conversions.iter().rev() {
                i = self.eval.convert(&i, *ty, span)?;
            }
            let Value::Int(i) = i else {
                return Ok(None);
            };
            entries[(c & 0xff) as usize] = element(&outer.values, outer.at, i);
        }
        let values: BTreeSet<i128> = entries.iter().flatten().copied().collect();
        let complete = entries.iter().all(Option::is_some);
        let filler = if complete {
            0
        } else {
            // Never a value of `values`: its case is the trap.
            match (0..=values.len() as i128).find(|v| {
                !values.contains(v) && crate::spec::scalar::int_to_int(elem_kind, *v) == *v
            }) {
                Some(v) => v,
                None => return Ok(None),
            }
        };
        if values.is_empty() {
            return Ok(None);
        }
        let size = elem_kind.size() as usize;
        let bytes: Vec<u8> = entries
            .iter()
            .flat_map(|e| e.unwrap_or(filler).to_le_bytes()[..size].to_vec())
            .collect();
        let const_elem = self.const_element(elem);
        let table = self.constant_table(const_elem, entries.len() as u64, bytes, "lookup", span)?;
        let mut i = self.reduce(cfg, leaf)?;
        if !matches!(leaf_kind, Int::Bool | Int::UChar) {
            let uchar = self.out.types.int(Int::UChar);
            i = Expr::new(ExprKind::Cast(Box::new(i)), uchar, span);
        }
        Ok(Some(Composed {
            scrutinee: Expr::new(ExprKind::Index(Box::new(table), Box::new(i)), elem, span),
            values,
            complete,
        }))
    }
}

/// Within index `e`, the expression of a character type (or `_Bool`) that
/// `e` is through conversions that keep every value: `(unsigned char) *q`
/// in `(int)(unsigned char) *q`.
fn character_leaf<'e>(types: &crate::types::TypeTable, mut e: &'e Expr) -> Option<&'e Expr> {
    loop {
        let to = types.as_int(e.ty)?;
        if to.size() == 1 {
            return Some(e);
        }
        let ExprKind::Cast(x) = &e.kind else {
            return None;
        };
        let from = types.as_int(x.ty)?;
        let keeps = from == Int::Bool
            || (from.bits() < to.bits() && (to.is_signed() || !from.is_signed()))
            || (from.bits() == to.bits() && from.is_signed() == to.is_signed());
        if !keeps {
            return None;
        }
        e = x;
    }
}

/// `rhs` (a read at an index, possibly converted) with the index replaced
/// by `at`.
fn with_index(rhs: &Expr, at: &Expr) -> Expr {
    match &rhs.kind {
        ExprKind::Cast(inner) => Expr::new(
            ExprKind::Cast(Box::new(with_index(inner, at))),
            rhs.ty,
            rhs.span,
        ),
        ExprKind::Index(base, _) => Expr::new(
            ExprKind::Index(base.clone(), Box::new(at.clone())),
            rhs.ty,
            rhs.span,
        ),
        _ => rhs.clone(),
    }
}
