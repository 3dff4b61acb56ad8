//! Memoization keys: a program point plus the static data that can still
//! matter there, in a canonical form, so that two configurations that will
//! behave alike compare equal (DESIGN.md "Memo keys").
//!
//! Only live locals are keys' roots (a dead loop counter must not stop
//! sharing); globals with static parts and everything reachable through
//! static pointers are included. Activations are named by their depth in
//! the stack, so the same frames reached twice compare equal.

use std::cell::RefCell;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use super::store::{Obj, ObjKey, Store};
use crate::core::{Expr, ExprKind, Function, Stmt};

/// A canonical object name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Canon {
    Global(u32),
    Str(u32),
    /// Depth of the activation in the stack, and the local.
    Local(u32, u32),
    Heap(u32),
    Func(u32),
    Label(u32, u32),
    /// An activation that is no longer on the stack.
    Dead,
}

/// A memoization key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoKey {
    /// The hash of the rest, computed once: the memo tables hash a key
    /// again each time they grow, and a key holds many objects. (First,
    /// so that unequal keys mostly differ at once.)
    hash: u64,
    /// Per frame, outermost first: function, block, statement index.
    pub point: Vec<(u32, u32, u32)>,
    /// The objects that matter, in canonical order, with their contents.
    pub objects: Vec<(Canon, Rc<Blob>)>,
    /// The functions of the frames named by discovery (`with_frames`).
    frames: Vec<u32>,
}

impl MemoKey {
    pub fn new(point: Vec<(u32, u32, u32)>, objects: Vec<(Canon, Rc<Blob>)>) -> MemoKey {
        let mut h = rustc_hash::FxHasher::default();
        point.hash(&mut h);
        objects.hash(&mut h);
        MemoKey {
            hash: h.finish(),
            point,
            objects,
            frames: Vec::new(),
        }
    }

    /// The key told apart by the functions of the frames it names (a
    /// caller's `long long x` and another's `double x` read alike, but a
    /// residual function takes a caller's local by its type). Not part of
    /// the point: the checks for runaway recursion compare points.
    pub fn with_frames(mut self, frames: Vec<u32>) -> MemoKey {
        let mut h = rustc_hash::FxHasher::default();
        self.hash.hash(&mut h);
        frames.hash(&mut h);
        self.hash = h.finish();
        self.frames = frames;
        self
    }
}

impl Hash for MemoKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// An object's contents in canonical form, hashed once: keys hash and
/// compare many objects many times, and most objects do not change
/// between two keys.
#[derive(Debug)]
pub struct Blob {
    hash: u64,
    bytes: Vec<u8>,
}

impl Blob {
    fn new(bytes: Vec<u8>) -> Blob {
        let mut h = rustc_hash::FxHasher::default();
        bytes.hash(&mut h);
        Blob {
            hash: h.finish(),
            bytes,
        }
    }

    /// The hash of the contents, computed once.
    pub fn fingerprint(&self) -> u64 {
        self.hash
    }
}

impl PartialEq for Blob {
    fn eq(&self, other: &Blob) -> bool {
        self.hash == other.hash && self.bytes == other.bytes
    }
}

impl Eq for Blob {}

impl Hash for Blob {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Canonical contents of store objects that hold no pointer into a frame
/// (those do not depend on the canonicalization), by object version
/// (`Obj::version`).
pub struct BlobCache {
    blobs: HashMap<u64, Rc<Blob>>,
    /// Every contents met, once: keys that hold equal contents share them
    /// (a loop counter's few values recur in thousands of keys).
    interned: HashSet<Rc<Blob>>,
    /// The contents of a string literal (its name says it all) or a dead
    /// frame's object, and of an object that is gone.
    empty: Rc<Blob>,
    missing: Rc<Blob>,
}

impl Default for BlobCache {
    fn default() -> BlobCache {
        BlobCache {
            blobs: HashMap::default(),
            interned: HashSet::default(),
            empty: Rc::new(Blob::new(Vec::new())),
            missing: Rc::new(Blob::new(vec![0xff])),
        }
    }
}

impl BlobCache {
    /// The shared copy of `blob`'s contents.
    fn intern(&mut self, blob: Blob) -> Rc<Blob> {
        if let Some(known) = self.interned.get(&blob) {
            return known.clone();
        }
        let blob = Rc::new(blob);
        self.interned.insert(blob.clone());
        blob
    }
}

/// Names activations canonically: by stack depth (program points within
/// one residual function), or by order of discovery from the roots (a
/// callee's static inputs, which do not depend on how deep the call is).
pub struct Canonicalizer {
    number_of: RefCell<HashMap<u32, u32>>,
    /// Name activations not given by their order of discovery (instead of
    /// as dead).
    discover: bool,
    /// The activations by number.
    order: RefCell<Vec<u32>>,
    /// The objects the last key reached from its roots.
    reached: RefCell<HashSet<ObjKey>>,
}

impl Canonicalizer {
    /// Activations named by their position in `activations` (stack depth);
    /// others are dead.
    pub fn new(activations: &[u32]) -> Canonicalizer {
        Canonicalizer {
            number_of: RefCell::new(
                activations
                    .iter()
                    .enumerate()
                    .map(|(d, a)| (*a, d as u32))
                    .collect(),
            ),
            discover: false,
            order: RefCell::new(activations.to_vec()),
            reached: RefCell::new(HashSet::default()),
        }
    }

    /// Activation `own` is number 0, the others are numbered as the key's
    /// traversal meets them.
    pub fn by_discovery(own: u32) -> Canonicalizer {
        let mut c = Canonicalizer::new(&[own]);
        c.discover = true;
        c
    }

    /// The objects the last key reached from its roots.
    pub fn reached(&self) -> Vec<ObjKey> {
        let mut reached: Vec<ObjKey> = self.reached.borrow().iter().copied().collect();
        reached.sort_unstable();
        reached
    }

    /// Whether `f` holds for any of the objects the last key reached.
    pub fn reached_any(&self, f: impl FnMut(&ObjKey) -> bool) -> bool {
        self.reached.borrow().iter().any(f)
    }

    /// The activations named so far, by number.
    pub fn activations(&self) -> Vec<u32> {
        self.order.borrow().clone()
    }

    pub fn canon(&self, key: ObjKey) -> Canon {
        match key {
            ObjKey::Global(g) => Canon::Global(g.0),
            ObjKey::Str(s) => Canon::Str(s.0),
            ObjKey::Local(act, l) => {
                if let Some(d) = self.number_of.borrow().get(&act) {
                    return Canon::Local(*d, l.0);
                }
                if !self.discover {
                    return Canon::Dead;
                }
                let mut order = self.order.borrow_mut();
                let d = order.len() as u32;
                order.push(act);
                self.number_of.borrow_mut().insert(act, d);
                Canon::Local(d, l.0)
            }
            ObjKey::Heap(n) => Canon::Heap(n),
            ObjKey::Func(f) => Canon::Func(f.0),
            ObjKey::Label(f, b) => Canon::Label(f.0, b.0),
        }
    }

    /// The key of `point` with the objects reachable from `roots`.
    pub fn key(
        &self,
        store: &Store,
        point: Vec<(u32, u32, u32)>,
        roots: &[ObjKey],
        cache: &mut BlobCache,
    ) -> MemoKey {
        let mut seen: HashSet<ObjKey> = HashSet::default();
        let mut stack: Vec<ObjKey> = roots.to_vec();
        let mut objects: Vec<(Canon, Rc<Blob>)> = Vec::with_capacity(roots.len());
        while let Some(k) = stack.pop() {
            if !seen.insert(k) {
                continue;
            }
            let canon = self.canon(k);
            // String literals never change: their name says it all.
            if matches!(k, ObjKey::Str(_) | ObjKey::Func(_) | ObjKey::Label(..))
                || canon == Canon::Dead
            {
                objects.push((canon, cache.empty.clone()));
                continue;
            }
            let Some(obj) = store.get_rc(k) else {
                objects.push((canon, cache.missing.clone()));
                continue;
            };
            stack.extend(obj.ptrs.values().map(|p| p.obj));
            let cacheable = !obj
                .ptrs
                .values()
                .any(|p| matches!(p.obj, ObjKey::Local(..)));
            if cacheable && let Some(blob) = cache.blobs.get(&obj.version()) {
                objects.push((canon, blob.clone()));
                continue;
            }
            let blob = cache.intern(Blob::new(self.contents(obj)));
            if cacheable {
                cache.blobs.insert(obj.version(), blob.clone());
            }
            objects.push((canon, blob));
        }
        *self.reached.borrow_mut() = seen;
        // Canonical order; dead frames all read alike.
        objects.sort_unstable_by_key(|(c, _)| *c);
        objects.dedup_by_key(|(c, _)| *c);
        MemoKey::new(point, objects)
    }

    /// An object's contents with pointers named canonically.
    fn contents(&self, obj: &Obj) -> Vec<u8> {
        {
            let mut data = Vec::new();
            data.push(obj.freed as u8);
            data.extend_from_slice(&(obj.bytes.len() as u64).to_le_bytes());
            // Uninitialized bytes read as zero: their contents do not matter.
            // The bytes and the written-bits go through a scratch buffer into
            // a run-length form: objects can be megabytes of mostly zeros
            // (a table sized for the largest input), and a key keeps this.
            SCRATCH.with(|scratch| {
                let mut plain = scratch.borrow_mut();
                plain.clear();
                plain.extend(
                    obj.bytes
                        .iter()
                        .zip(&obj.init)
                        .map(|(b, i)| b & 0u8.wrapping_sub(*i as u8)),
                );
                let chunks = obj.init.chunks_exact(8);
                let rest = chunks.remainder();
                let pack = |bits: &[bool]| {
                    bits.iter()
                        .enumerate()
                        .fold(0u8, |packed, (n, i)| packed | ((*i as u8) << n))
                };
                plain.extend(chunks.map(pack));
                plain.push(pack(rest));
                push_zero_runs(&mut data, &plain);
            });
            for (at, p) in &obj.ptrs {
                data.extend_from_slice(&at.to_le_bytes());
                push_canon(&mut data, self.canon(p.obj));
                data.extend_from_slice(&p.offset.to_le_bytes());
            }
            data
        }
    }
}

thread_local! {
    /// The plain contents of an object being keyed (`Canonicalizer::contents`).
    static SCRATCH: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// `plain` in 8-byte words, each run of zero words as its length: tag 0
/// and the count, tag 1 and a nonzero word, tag 2 and the last bytes.
fn push_zero_runs(data: &mut Vec<u8>, plain: &[u8]) {
    let words = plain.chunks_exact(8);
    let rest = words.remainder();
    let mut zeros: u64 = 0;
    for word in words {
        if word.iter().all(|b| *b == 0) {
            zeros += 1;
            continue;
        }
        if zeros > 0 {
            data.push(0);
            data.extend_from_slice(&zeros.to_le_bytes());
            zeros = 0;
        }
        data.push(1);
        data.extend_from_slice(word);
    }
    if zeros > 0 {
        data.push(0);
        data.extend_from_slice(&zeros.to_le_bytes());
    }
    data.push(2);
    data.extend_from_slice(rest);
}

fn push_canon(data: &mut Vec<u8>, c: Canon) {
    let (tag, a, b) = match c {
        Canon::Global(g) => (0u8, g, 0),
        Canon::Str(s) => (1, s, 0),
        Canon::Local(d, l) => (2, d, l),
        Canon::Heap(n) => (3, n, 0),
        Canon::Dead => (4, 0, 0),
        Canon::Func(f) => (5, f, 0),
        Canon::Label(f, b) => (6, f, b),
    };
    data.push(tag);
    data.extend_from_slice(&a.to_le_bytes());
    data.extend_from_slice(&b.to_le_bytes());
}

/// Across `keys`, each object with the number of its different contents,
/// most varied first.
pub fn variety<'k>(keys: impl IntoIterator<Item = &'k MemoKey>) -> Vec<(Canon, usize)> {
    let mut contents: HashMap<Canon, HashSet<&Rc<Blob>>> = HashMap::default();
    for key in keys {
        for (c, data) in &key.objects {
            contents.entry(*c).or_default().insert(data);
        }
    }
    let mut out: Vec<(Canon, usize)> = contents.into_iter().map(|(c, v)| (c, v.len())).collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

/// How many of `keys` would still differ if the objects in `ignored` were
/// left out of them.
pub fn distinct_without<'k>(
    keys: impl IntoIterator<Item = &'k MemoKey>,
    ignored: &[Canon],
) -> usize {
    let mut seen: HashSet<Vec<(Canon, &Rc<Blob>)>> = HashSet::default();
    for key in keys {
        seen.insert(
            key.objects
                .iter()
                .filter(|(c, _)| !ignored.contains(c))
                .map(|(c, data)| (*c, data))
                .collect(),
        );
    }
    seen.len()
}

/// Which locals of a function may still be read, per block entry.
pub struct Liveness {
    live_in: Vec<Vec<bool>>,
    /// Locals whose address is taken: live everywhere.
    address_taken: Vec<bool>,
}

impl Liveness {
    pub fn compute(function: &Function) -> Liveness {
        let n = function.locals.len();
        let Some(body) = &function.body else {
            return Liveness {
                live_in: Vec::new(),
                address_taken: vec![true; n],
            };
        };
        let mut address_taken = vec![false; n];
        for block in &body.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut |e| mark_address_taken(e, &mut address_taken));
            }
            block
                .term
                .for_each_expr(&mut |e| mark_address_taken(e, &mut address_taken));
        }
        let mut live = Liveness {
            live_in: vec![vec![false; n]; body.blocks.len()],
            address_taken,
        };
        // Backward dataflow to a fixed point.
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..body.blocks.len()).rev() {
                let new = live.live_before(function, b, 0);
                if new != live.live_in[b] {
                    live.live_in[b] = new;
                    changed = true;
                }
            }
        }
        live
    }

    /// Locals live before statement `index` of block `b` (the terminator
    /// is at `stmts.len()`).
    pub fn live_before(&self, function: &Function, b: usize, index: usize) -> Vec<bool> {
        let n = function.locals.len();
        let Some(body) = &function.body else {
            return vec![true; n];
        };
        let block = &body.blocks[b];
        let mut live = vec![false; n];
        for s in block.term.successors() {
            if let Some(l) = self.live_in.get(s.index()) {
                for (x, y) in live.iter_mut().zip(l) {
                    *x |= *y;
                }
            }
        }
        block.term.for_each_expr(&mut |e| uses(e, &mut live));
        for stmt in block.stmts[index.min(block.stmts.len())..].iter().rev() {
            // A whole-variable write kills; everything else read is used.
            if let Some(target) = stmt.written()
                && let ExprKind::Local(l) = target.kind
            {
                live[l.index()] = false;
            }
            for_each_read(stmt, &mut |e| uses(e, &mut live));
        }
        for (x, t) in live.iter_mut().zip(&self.address_taken) {
            *x |= *t;
        }
        live
    }
}

fn uses(e: &Expr, live: &mut [bool]) {
    e.walk(&mut |x| {
        if let ExprKind::Local(l) = x.kind {
            live[l.index()] = true;
        }
    });
}

fn mark_address_taken(e: &Expr, taken: &mut [bool]) {
    e.walk(&mut |x| {
        if let ExprKind::AddrOf(inner) | ExprKind::Decay(inner) = &x.kind
            && let Some(l) = inner.root_local()
        {
            taken[l.index()] = true;
        }
    });
}

/// The expressions a statement reads: everything but a written variable
/// that is a whole local.
fn for_each_read(stmt: &Stmt, f: &mut dyn FnMut(&Expr)) {
    let whole_local = |e: &Expr| matches!(e.kind, ExprKind::Local(_));
    match stmt {
        Stmt::Assign { lhs, rhs, .. } => {
            if !whole_local(lhs) {
                f(lhs);
            }
            f(rhs);
        }
        Stmt::Zero { lhs, .. } => {
            if !whole_local(lhs) {
                f(lhs);
            }
        }
        Stmt::Eval { expr, .. } => f(expr),
        Stmt::Call { dest, args, .. } => {
            if let Some(d) = dest
                && !whole_local(d)
            {
                f(d);
            }
            args.iter().for_each(&mut *f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys compare contents through this form: it must tell apart any two
    /// different plain contents of one length.
    #[test]
    fn zero_runs_tell_contents_apart() {
        let samples: Vec<Vec<u8>> = vec![
            vec![0; 24],
            [vec![0; 16], vec![0, 0, 0, 0, 0, 0, 0, 1]].concat(),
            [vec![1], vec![0; 23]].concat(),
            [vec![0; 8], vec![5; 8], vec![0; 8]].concat(),
            [vec![0; 20], vec![7, 0, 0, 0]].concat(),
            [vec![0; 20], vec![0, 0, 0, 7]].concat(),
        ];
        let forms: Vec<Vec<u8>> = samples
            .iter()
            .map(|plain| {
                let mut out = Vec::new();
                push_zero_runs(&mut out, plain);
                out
            })
            .collect();
        for (i, a) in forms.iter().enumerate() {
            for (j, b) in forms.iter().enumerate() {
                assert_eq!(i == j, a == b, "{:?} / {:?}", samples[i], samples[j]);
            }
        }
        // A megabyte of zeros is a few bytes.
        let mut out = Vec::new();
        push_zero_runs(&mut out, &vec![0; 1 << 20]);
        assert!(out.len() < 16);
    }

    fn key(values: &[(u32, u8)]) -> MemoKey {
        MemoKey::new(
            vec![(0, 0, 0)],
            values
                .iter()
                .map(|(g, v)| (Canon::Global(*g), Rc::new(Blob::new(vec![*v]))))
                .collect(),
        )
    }

    /// Three variables of 4, 3 and 2 values in every combination: 24
    /// keys; leaving out the most varied leaves 6, then 2.
    #[test]
    fn variety_and_distinct_combinations() {
        let mut keys = Vec::new();
        for a in 0..4 {
            for b in 0..3 {
                for c in 0..2 {
                    keys.push(key(&[(0, a), (1, b), (2, c)]));
                }
            }
        }
        let varied = variety(&keys);
        assert_eq!(
            varied,
            vec![
                (Canon::Global(0), 4),
                (Canon::Global(1), 3),
                (Canon::Global(2), 2)
            ]
        );
        assert_eq!(distinct_without(&keys, &[]), 24);
        assert_eq!(distinct_without(&keys, &[Canon::Global(0)]), 6);
        assert_eq!(
            distinct_without(&keys, &[Canon::Global(0), Canon::Global(1)]),
            2
        );
    }
}
