//! Tests whose outcome is already known where they run: a jump to an empty
//! block that only tests a condition every path to the jump has already
//! decided (and nothing since has changed what it reads) goes straight to
//! the outcome.
//!
//! Specialization leaves many: a scanner that has just seen that the byte
//! after a keyword is no identifier character then enters its "skip the
//! rest of the identifier" loop, whose first test asks the same question.
//! Each such loop is dead code in the residual program once its entry jumps
//! past it; removing it keeps the program small for the C compiler.
//!
//! One forward pass in reverse postorder computes the conditions known at
//! each block's end (those known on every edge in, a back edge counting as
//! knowing nothing, then what the block's statements may change removed),
//! then each edge into a chain of such test blocks is retargeted. An edge
//! only skips blocks without statements, so no code is copied, and the
//! facts known at every block stay true on the edges it gets. A jump never
//! enters a loop past its head: the loop would become irreducible.

use std::hash::{Hash, Hasher};

use super::cleanup::for_each_target;
use super::{BinOp, BlockId, Body, Expr, ExprKind, LocalId, Stmt, Terminator, UnOp};
use crate::types::TypeTable;

/// The most facts kept per block (the latest win): enough for chains of
/// character-class tests, small enough that joins stay cheap.
const MAX_FACTS: usize = 32;

/// Rounds of the whole pass (each may find more, see `skip_known_tests`).
const MAX_ROUNDS: usize = 4;

/// Facts per chunk of `skip_once`'s facts at block ends.
const FACT_CHUNK: usize = 1 << 16;

/// How many test blocks one edge may skip.
const MAX_CHAIN: usize = 64;

/// A condition known to hold (`true`) or not: the condition's number in
/// `Conds` (canonical: `!c` is `c` negated, `!=` is `==` negated and, for
/// operands that are not floating, where a NaN makes both false, `>=` is
/// `<` and `<=` is `>` negated).
type Fact = (u32, bool);

/// The conditions the body tests, each once, numbered.
#[derive(Default)]
struct Conds {
    exprs: Vec<Expr>,
    /// It reads memory (through a pointer, a global or a local whose
    /// address is taken), which any store there or any call may change.
    reads_memory: Vec<bool>,
    /// The locals it reads.
    locals: Vec<Vec<LocalId>>,
    /// `x op k`: a comparison of an integer (numbered too) with a constant.
    range: Vec<Option<(BinOp, u32, i128)>>,
    by_hash: rustc_hash::FxHashMap<u64, Vec<u32>>,
}

impl Conds {
    fn number(&mut self, types: &TypeTable, address_taken: &[bool], e: &Expr) -> u32 {
        let mut hasher = rustc_hash::FxHasher::default();
        hash_expr(e, &mut hasher);
        let hash = hasher.finish();
        if let Some(ids) = self.by_hash.get(&hash)
            && let Some(id) = ids
                .iter()
                .find(|id| same_expr(&self.exprs[**id as usize], e))
        {
            return *id;
        }
        let id = self.exprs.len() as u32;
        self.by_hash.entry(hash).or_default().push(id);
        self.exprs.push(e.clone());
        self.reads_memory.push(reads_memory(e, address_taken));
        let mut locals = Vec::new();
        e.walk(&mut |x| {
            if let ExprKind::Local(l) = x.kind
                && !locals.contains(&l)
            {
                locals.push(l);
            }
        });
        self.locals.push(locals);
        self.range.push(None);
        if let Some((op, x, k)) = compared_with_constant(types, e) {
            let x = x.clone();
            let x = self.number(types, address_taken, &x);
            self.range[id as usize] = Some((op, x, k));
        }
        id
    }
}

/// What one block does to the facts: the condition it tests (and whether
/// its canonical form is the negation), and what each statement kills.
struct BlockFacts {
    test: Option<(u32, bool)>,
    kills: Vec<Kill>,
}

/// What a statement may change: a local it assigns, and whether it may
/// store to memory (through a pointer, a global, an address-taken local,
/// or anything a called function reaches).
#[derive(Clone, Copy)]
struct Kill {
    local: Option<LocalId>,
    memory: bool,
}

/// What the pass needs to know besides the body.
struct Context {
    conds: Conds,
    blocks: Vec<BlockFacts>,
}

pub fn skip_known_tests(body: &mut Body, types: &TypeTable) {
    if body
        .blocks
        .iter()
        .any(|b| b.address_taken || matches!(b.term, Terminator::IndirectGoto { .. }))
    {
        return;
    }
    let address_taken = body.address_taken_locals();
    let mut conds = Conds::default();
    let blocks = body
        .blocks
        .iter()
        .map(|block| BlockFacts {
            test: match &block.term {
                Terminator::If { cond, .. } if !cond.reads_shared(types) => {
                    let (canonical, negated) = canonical(types, cond);
                    Some((conds.number(types, &address_taken, &canonical), negated))
                }
                _ => None,
            },
            kills: block
                .stmts
                .iter()
                .map(|s| kill_of(s, &address_taken))
                .collect(),
        })
        .collect();
    let cx = Context { conds, blocks };
    let mut flow = Flow::new(body);
    // A skipped block may have lost the predecessors that knew least:
    // again, until nothing changes (a few rounds are enough in practice).
    for _ in 0..MAX_ROUNDS {
        if !skip_once(body, &mut flow, &cx) {
            break;
        }
    }
}

/// What the pass reads of the body's control flow, in flat arrays: a large
/// residual function has hundreds of thousands of blocks, and the rounds'
/// walks in reverse postorder would otherwise jump between them in memory.
/// Retargeted edges are written to both.
struct Flow {
    kind: Vec<FlowKind>,
    /// Block `b`'s successors (`Terminator::successor`'s order) are
    /// `succ[start[b]..start[b + 1]]`.
    start: Vec<u32>,
    succ: Vec<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum FlowKind {
    /// An empty block ending in a jump.
    EmptyGoto,
    /// An empty block ending in a test: then, else.
    EmptyIf,
    /// A block ending in a test (then, else) after statements.
    If,
    Other,
}

impl Flow {
    fn new(body: &Body) -> Flow {
        let mut kind = Vec::with_capacity(body.blocks.len());
        let mut start = Vec::with_capacity(body.blocks.len() + 1);
        let mut succ = Vec::new();
        for block in &body.blocks {
            start.push(succ.len() as u32);
            let empty = block.stmts.is_empty();
            kind.push(match block.term {
                Terminator::Goto(_) if empty => FlowKind::EmptyGoto,
                Terminator::If { .. } if empty => FlowKind::EmptyIf,
                Terminator::If { .. } => FlowKind::If,
                _ => FlowKind::Other,
            });
            for i in 0..block.term.successor_count() {
                succ.push(block.term.successor(i).0);
            }
        }
        start.push(succ.len() as u32);
        Flow { kind, start, succ }
    }

    fn successors(&self, b: usize) -> &[u32] {
        &self.succ[self.start[b] as usize..self.start[b + 1] as usize]
    }

    fn is_if(&self, b: usize) -> bool {
        matches!(self.kind[b], FlowKind::If | FlowKind::EmptyIf)
    }

    /// As `Body::reverse_postorder`.
    fn reverse_postorder(&self) -> Vec<usize> {
        let n = self.kind.len();
        let mut visited = vec![false; n];
        let mut post = Vec::with_capacity(n);
        if n == 0 {
            return post;
        }
        let mut stack: Vec<(usize, usize)> = vec![(0, self.successors(0).len())];
        visited[0] = true;
        while let Some((b, left)) = stack.last_mut() {
            if *left == 0 {
                post.push(*b);
                stack.pop();
                continue;
            }
            *left -= 1;
            let s = self.successors(*b)[*left] as usize;
            if !visited[s] {
                visited[s] = true;
                stack.push((s, self.successors(s).len()));
            }
        }
        post.reverse();
        post
    }
}

/// One round: the facts at each block's end, then the edges retargeted.
/// Whether an edge changed.
fn skip_once(body: &mut Body, flow: &mut Flow, cx: &Context) -> bool {
    let n = flow.kind.len();
    let order = flow.reverse_postorder();
    let mut position = vec![usize::MAX; n];
    for (i, b) in order.iter().enumerate() {
        position[*b] = i;
    }
    let preds = Preds::new(flow, &order);
    // Facts at each block's end, in a few large chunks: block `b`'s are
    // `chunks[c][start..start + len]` for `ends[b] = Some((c, start, len))`.
    let mut chunks: Vec<Vec<Fact>> = vec![Vec::with_capacity(FACT_CHUNK)];
    let mut ends: Vec<Option<(usize, usize, usize)>> = vec![None; n];
    let mut known: Vec<Fact> = Vec::new();
    // Per condition, while intersecting: 0, or 1 + the truth an edge knows.
    let mut marks: Vec<u8> = vec![0; cx.conds.exprs.len()];
    for &b in &order {
        known.clear();
        if b != 0 {
            let mut first = true;
            for &p in preds.of(b) {
                let p = p as usize;
                // A back edge: what holds there is not known yet.
                let Some((c, start, len)) = ends[p].filter(|_| position[p] < position[b]) else {
                    known.clear();
                    break;
                };
                let on_edge =
                    EdgeFacts::new(&chunks[c][start..start + len], edge_fact(flow, cx, p, b));
                if first {
                    known.extend(on_edge.iter());
                    first = false;
                } else {
                    for f in on_edge.iter() {
                        marks[f.0 as usize] = 1 + u8::from(f.1);
                    }
                    known.retain(|f| marks[f.0 as usize] == 1 + u8::from(f.1));
                    for f in on_edge.iter() {
                        marks[f.0 as usize] = 0;
                    }
                }
                if known.is_empty() {
                    break;
                }
            }
        }
        for kill in &cx.blocks[b].kills {
            apply(&mut known, *kill, &cx.conds);
        }
        // (A chunk never grows: its facts would be copied and, while
        // copied, held twice.)
        let mut last = chunks.len() - 1;
        if chunks[last].len() + known.len() > chunks[last].capacity() {
            chunks.push(Vec::with_capacity(FACT_CHUNK.max(known.len())));
            last += 1;
        }
        ends[b] = Some((last, chunks[last].len(), known.len()));
        chunks[last].extend_from_slice(&known);
    }
    // The loops, found only if some edge may skip a block.
    let mut loops: Option<Loops> = None;
    let mut changed = false;
    for &b in &order {
        let Some((c, start, len)) = ends[b] else {
            continue;
        };
        let at_end = &chunks[c][start..start + len];
        let mut retargeted = Vec::new();
        for (i, &target) in flow.successors(b).iter().enumerate() {
            let target = target as usize;
            // Only an empty block that jumps on, or tests a condition the
            // facts may decide, can be skipped.
            let skippable = match flow.kind[target] {
                FlowKind::EmptyGoto => true,
                FlowKind::EmptyIf => cx.blocks[target].test.is_some(),
                _ => false,
            };
            if !skippable {
                continue;
            }
            let on_edge = EdgeFacts::new(at_end, edge_fact(flow, cx, b, target));
            let Some(chain) = decided_chain(flow, cx, target, on_edge) else {
                continue;
            };
            let loops = loops.get_or_insert_with(|| Loops::find(flow, &order, &position, &preds));
            let last = furthest_outside_loops(loops, &chain);
            if last != target {
                retargeted.push((i, last));
            }
        }
        if retargeted.is_empty() {
            continue;
        }
        changed = true;
        let first = flow.start[b] as usize;
        for &(i, last) in &retargeted {
            flow.succ[first + i] = last as u32;
        }
        // (`successor(i)` is the i-th target of `for_each_target`.)
        let mut i = 0;
        for_each_target(&mut body.blocks[b].term, |target| {
            if let Some((_, last)) = retargeted.iter().find(|(k, _)| *k == i) {
                *target = BlockId(*last as u32);
            }
            i += 1;
        });
    }
    changed
}

/// The predecessors of each reachable block (from reachable blocks), in
/// the reverse postorder of the edges' sources: one flat array.
struct Preds {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Preds {
    fn new(flow: &Flow, order: &[usize]) -> Preds {
        let n = flow.kind.len();
        let mut start = vec![0u32; n + 1];
        for &b in order {
            for &s in flow.successors(b) {
                start[s as usize + 1] += 1;
            }
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; start[n] as usize];
        for &b in order {
            for &s in flow.successors(b) {
                let s = s as usize;
                list[fill[s] as usize] = b as u32;
                fill[s] += 1;
            }
        }
        Preds { start, list }
    }

    fn of(&self, b: usize) -> &[u32] {
        &self.list[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

/// `target` and the empty blocks after it that jump on or test a
/// condition the facts decide, in the order an edge into `target` (with
/// `on_edge` known on it) would run them; None if it runs `target` itself.
fn decided_chain(
    flow: &Flow,
    cx: &Context,
    target: usize,
    on_edge: EdgeFacts,
) -> Option<Vec<usize>> {
    let step = |at: usize, facts: &EdgeFacts| match flow.kind[at] {
        FlowKind::EmptyGoto => Some(flow.successors(at)[0] as usize),
        FlowKind::EmptyIf => {
            let truth = decided(facts, &cx.conds, cx.blocks[at].test?)?;
            Some(flow.successors(at)[usize::from(!truth)] as usize)
        }
        _ => None,
    };
    let first = step(target, &on_edge)?;
    let mut chain = vec![target, first];
    let mut owned = on_edge.to_vec();
    // (The facts of the step before, materialized into the spare buffer.)
    let mut spare = Vec::with_capacity(owned.len() + 1);
    let mut facts = EdgeFacts::new(&owned, edge_fact(flow, cx, target, first));
    let mut at = first;
    for _ in 1..MAX_CHAIN {
        if chain[..chain.len() - 1].contains(&at) {
            break;
        }
        let Some(next) = step(at, &facts) else {
            break;
        };
        spare.clear();
        spare.extend(facts.iter());
        std::mem::swap(&mut owned, &mut spare);
        facts = EdgeFacts::new(&owned, edge_fact(flow, cx, at, next));
        chain.push(next);
        at = next;
    }
    Some(chain)
}

/// The furthest block of `chain` outside the loops of the heads skipped
/// to reach it: a jump never enters a loop past its head (a second entry
/// makes the loop irreducible, which the C compiler handles badly).
fn furthest_outside_loops(loops: &Loops, chain: &[usize]) -> usize {
    let mut heads: Vec<usize> = Vec::new();
    let mut best = chain[0];
    for (i, &b) in chain.iter().enumerate() {
        if i > 0 && heads.iter().all(|h| !loops.contains(*h, b)) {
            best = b;
        }
        if loops.is_head(b) {
            heads.push(b);
        }
    }
    best
}

/// The loops of a body: each head (a block a retreating edge of the
/// reverse postorder enters) and the blocks of its loop (those that reach
/// a retreating edge into it without passing the head).
struct Loops {
    /// Per block: the heads of the loops it is in (itself if a head).
    heads_of: Vec<Vec<usize>>,
    is_head: Vec<bool>,
}

impl Loops {
    fn find(flow: &Flow, order: &[usize], position: &[usize], preds: &Preds) -> Loops {
        let n = flow.kind.len();
        let mut heads_of: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut is_head = vec![false; n];
        let mut mark = vec![usize::MAX; n];
        for &h in order {
            let sources: Vec<usize> = preds
                .of(h)
                .iter()
                .map(|p| *p as usize)
                .filter(|&p| position[p] >= position[h])
                .collect();
            if sources.is_empty() {
                continue;
            }
            is_head[h] = true;
            mark[h] = h;
            heads_of[h].push(h);
            let mut stack = sources;
            while let Some(b) = stack.pop() {
                if mark[b] == h {
                    continue;
                }
                mark[b] = h;
                heads_of[b].push(h);
                // (A block before the head in the order is not in its
                // loop: it reaches the loop from outside.)
                stack.extend(
                    preds
                        .of(b)
                        .iter()
                        .map(|p| *p as usize)
                        .filter(|p| position[*p] != usize::MAX && position[*p] > position[h]),
                );
            }
        }
        Loops { heads_of, is_head }
    }

    fn is_head(&self, b: usize) -> bool {
        self.is_head[b]
    }

    fn contains(&self, head: usize, b: usize) -> bool {
        self.heads_of[b].contains(&head)
    }
}

/// The fact the edge from block `from` to `target` adds: the outcome of
/// `from`'s test.
fn edge_fact(flow: &Flow, cx: &Context, from: usize, target: usize) -> Option<Fact> {
    if flow.is_if(from)
        && let [then_block, else_block] = *flow.successors(from)
        && then_block != else_block
        && let Some((id, negated)) = cx.blocks[from].test
    {
        return Some((id, (target == then_block as usize) != negated));
    }
    None
}

/// The facts on an edge: those known at its source's end, with the fact
/// the edge adds replacing any other about the same condition (and, past
/// `MAX_FACTS`, the oldest dropped); read without copying them.
struct EdgeFacts<'f> {
    at_end: &'f [Fact],
    added: Option<Fact>,
    /// The position in `at_end` of the fact dropped to make room.
    dropped: Option<usize>,
}

impl<'f> EdgeFacts<'f> {
    fn new(at_end: &'f [Fact], added: Option<Fact>) -> EdgeFacts<'f> {
        let dropped = added.and_then(|(id, _)| {
            let others = at_end.iter().filter(|f| f.0 != id).count();
            if others >= MAX_FACTS {
                at_end.iter().position(|f| f.0 != id)
            } else {
                None
            }
        });
        EdgeFacts {
            at_end,
            added,
            dropped,
        }
    }

    fn kept(&self) -> impl Iterator<Item = &Fact> {
        let replaced = self.added.map(|f| f.0);
        self.at_end
            .iter()
            .enumerate()
            .filter(move |(i, f)| Some(f.0) != replaced && Some(*i) != self.dropped)
            .map(|(_, f)| f)
    }

    /// All the facts, those kept first.
    fn iter(&self) -> impl Iterator<Item = Fact> {
        self.kept().copied().chain(self.added)
    }

    fn to_vec(&self) -> Vec<Fact> {
        let mut facts = Vec::with_capacity(self.at_end.len() + 1);
        facts.extend(self.iter());
        facts
    }
}

/// The value `facts` give to the test `(id, negated)`, if they decide it:
/// the same test, or a comparison of an integer with a constant that the
/// range the facts leave the integer decides (`c < 'A'` after `c > 'z'`).
fn decided(facts: &EdgeFacts, conds: &Conds, (id, negated): (u32, bool)) -> Option<bool> {
    if let Some(f) = facts.iter().find(|f| f.0 == id) {
        return Some(f.1 != negated);
    }
    let (op, x, k) = conds.range[id as usize]?;
    let (mut lo, mut hi) = (i128::MIN, i128::MAX);
    // (Only `x != k` for the `k` tested matters.)
    let mut k_excluded = false;
    for (fid, truth) in facts.iter() {
        let Some((fop, fx, fk)) = conds.range[fid as usize] else {
            continue;
        };
        if fx != x {
            continue;
        }
        match (fop, truth) {
            (BinOp::Lt, true) => hi = hi.min(fk.saturating_sub(1)),
            (BinOp::Lt, false) => lo = lo.max(fk),
            (BinOp::Gt, true) => lo = lo.max(fk.saturating_add(1)),
            (BinOp::Gt, false) => hi = hi.min(fk),
            (BinOp::Eq, true) => {
                lo = lo.max(fk);
                hi = hi.min(fk);
            }
            (BinOp::Eq, false) => k_excluded |= fk == k,
            _ => {}
        }
    }
    let truth = match op {
        BinOp::Lt if hi < k => true,
        BinOp::Lt if lo >= k => false,
        BinOp::Gt if lo > k => true,
        BinOp::Gt if hi <= k => false,
        BinOp::Eq if lo == k && hi == k => true,
        BinOp::Eq if k < lo || k > hi || k_excluded => false,
        _ => return None,
    };
    Some(truth != negated)
}

/// A canonical comparison `x op k` of an integer with a constant.
fn compared_with_constant<'e>(types: &TypeTable, e: &'e Expr) -> Option<(BinOp, &'e Expr, i128)> {
    let ExprKind::Binary(op @ (BinOp::Lt | BinOp::Gt | BinOp::Eq), x, k) = &e.kind else {
        return None;
    };
    types.as_int(x.ty)?;
    Some((*op, x, constant(types, k)?))
}

/// The value of an integer constant, also a small one converted (a
/// character constant widened to `int`).
fn constant(types: &TypeTable, e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::IntConst(v) => Some(*v),
        ExprKind::Cast(inner)
            if types.as_int(e.ty).is_some() && types.as_int(inner.ty).is_some() =>
        {
            constant(types, inner).filter(|v| (0..=127).contains(v))
        }
        _ => None,
    }
}

/// `cond` in canonical form, and whether that form is its negation.
fn canonical(types: &TypeTable, cond: &Expr) -> (Expr, bool) {
    match &cond.kind {
        ExprKind::Unary(UnOp::Not, x) => {
            let (c, negated) = canonical(types, x);
            (c, !negated)
        }
        ExprKind::Binary(op, a, b) if op.is_comparison() => {
            // A constant goes right: `'h' != c` is `c != 'h'`.
            let (op, a, b) = if constant(types, a).is_some() && constant(types, b).is_none() {
                let mirrored = match op {
                    BinOp::Lt => BinOp::Gt,
                    BinOp::Gt => BinOp::Lt,
                    BinOp::Le => BinOp::Ge,
                    BinOp::Ge => BinOp::Le,
                    other => *other,
                };
                (mirrored, b, a)
            } else {
                (*op, a, b)
            };
            let ordered = !types.is_floating(a.ty);
            let (op, negated) = match op {
                BinOp::Ne => (BinOp::Eq, true),
                BinOp::Ge if ordered => (BinOp::Lt, true),
                BinOp::Le if ordered => (BinOp::Gt, true),
                op => (op, false),
            };
            let e = Expr::new(
                ExprKind::Binary(op, a.clone(), b.clone()),
                cond.ty,
                cond.span,
            );
            (e, negated)
        }
        _ => (cond.clone(), false),
    }
}

/// What `stmt` may change.
fn kill_of(stmt: &Stmt, address_taken: &[bool]) -> Kill {
    let (stored, calls) = match stmt {
        Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => (Some(lhs), false),
        Stmt::Call { dest, .. } => (dest.as_ref(), true),
        Stmt::Eval { .. } => (None, false),
    };
    let local = stored.and_then(Expr::root_local);
    let memory = calls
        || stored.is_some_and(|_| {
            local.is_none_or(|l| address_taken.get(l.index()).copied().unwrap_or(false))
        });
    Kill { local, memory }
}

/// Removes the facts `kill` may change.
fn apply(facts: &mut Vec<Fact>, kill: Kill, conds: &Conds) {
    facts.retain(|&(id, _)| {
        let id = id as usize;
        !(kill.memory && conds.reads_memory[id])
            && kill.local.is_none_or(|l| !conds.locals[id].contains(&l))
    });
}

/// Whether `e` reads an object a store through a pointer may change:
/// through a pointer, a global, a string, or a local whose address is
/// taken.
fn reads_memory(e: &Expr, address_taken: &[bool]) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        found |= match &x.kind {
            // (A local array indexed has decayed: its address is taken.)
            ExprKind::Deref(_) | ExprKind::Index(..) | ExprKind::Global(_) | ExprKind::Str(_) => {
                true
            }
            ExprKind::Local(l) => address_taken.get(l.index()).copied().unwrap_or(false),
            _ => false,
        }
    });
    found
}

/// Structural equality of two expressions (spans aside).
fn same_expr(a: &Expr, b: &Expr) -> bool {
    if a.ty != b.ty {
        return false;
    }
    match (&a.kind, &b.kind) {
        (ExprKind::IntConst(x), ExprKind::IntConst(y)) => x == y,
        (ExprKind::FloatConst(x, tx), ExprKind::FloatConst(y, ty)) => {
            x.to_bits() == y.to_bits() && tx == ty
        }
        (ExprKind::Str(x), ExprKind::Str(y)) => x == y,
        (ExprKind::FuncAddr(x), ExprKind::FuncAddr(y)) => x == y,
        (ExprKind::LabelAddr(fx, x), ExprKind::LabelAddr(fy, y)) => fx == fy && x == y,
        (ExprKind::Local(x), ExprKind::Local(y)) => x == y,
        (ExprKind::Global(x), ExprKind::Global(y)) => x == y,
        (ExprKind::Deref(x), ExprKind::Deref(y))
        | (ExprKind::AddrOf(x), ExprKind::AddrOf(y))
        | (ExprKind::Decay(x), ExprKind::Decay(y))
        | (ExprKind::Cast(x), ExprKind::Cast(y)) => same_expr(x, y),
        (ExprKind::Member(x, i), ExprKind::Member(y, j)) => i == j && same_expr(x, y),
        (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && same_expr(x, y),
        (ExprKind::Index(x, i), ExprKind::Index(y, j)) => same_expr(x, y) && same_expr(i, j),
        (ExprKind::Binary(o, x, i), ExprKind::Binary(p, y, j)) => {
            o == p && same_expr(x, y) && same_expr(i, j)
        }
        _ => false,
    }
}

/// A hash agreeing with `same_expr`.
fn hash_expr(e: &Expr, h: &mut impl Hasher) {
    e.ty.hash(h);
    std::mem::discriminant(&e.kind).hash(h);
    match &e.kind {
        ExprKind::IntConst(v) => v.hash(h),
        ExprKind::FloatConst(v, _) => v.to_bits().hash(h),
        ExprKind::Local(l) => l.hash(h),
        ExprKind::Global(g) => g.hash(h),
        ExprKind::Member(_, i) => i.hash(h),
        ExprKind::Unary(op, _) => op.hash(h),
        ExprKind::Binary(op, _, _) => op.hash(h),
        _ => {}
    }
    e.for_each_child(&mut |c| hash_expr(c, h));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::print::testkit::{Builder, assign, branch, ex, goto, ret};
    use crate::core::{Block, Stmt};
    use crate::types::FloatKind;

    fn block(stmts: Vec<Stmt>, term: Terminator) -> Block {
        Block {
            stmts,
            term,
            label: None,
            address_taken: false,
        }
    }

    /// `c` read through local pointer 0, compared with `k`.
    fn char_test(b: &mut Builder, op: BinOp, k: i128) -> Expr {
        let int = b.int();
        let p = ex(ExprKind::Local(LocalId(0)), b.ptr(int));
        let c = ex(ExprKind::Deref(Box::new(p)), int);
        let k = b.i(k);
        b.binary(op, c, k)
    }

    fn target(body: &Body, from: usize) -> Vec<BlockId> {
        body.blocks[from].term.successors()
    }

    /// After `c < 'A'` (and `c < 'a'`) held, the loop
    /// `while (c >= 'A' && c != 200)` is known to stop at once: the jump to
    /// it goes to its exit. Inside the loop nothing is known.
    #[test]
    fn a_test_decided_by_earlier_ones_is_skipped() {
        let mut b = Builder::new();
        let lt_a = char_test(&mut b, BinOp::Lt, 97);
        let lt_upper = char_test(&mut b, BinOp::Lt, 65);
        let ge_upper = char_test(&mut b, BinOp::Ge, 65);
        let ne_200 = char_test(&mut b, BinOp::Ne, 200);
        let mut body = Body {
            blocks: vec![
                block(vec![], branch(lt_a, 1, 5)),
                block(vec![], branch(lt_upper, 2, 5)),
                // The loop: 2 tests `c >= 'A'`, 3 tests `c != 200`.
                block(vec![], branch(ge_upper, 3, 5)),
                block(vec![], branch(ne_200, 4, 5)),
                block(vec![], goto(2)),
                block(vec![], ret(None)),
            ],
        };
        skip_known_tests(&mut body, &b.program.types);
        assert_eq!(target(&body, 1), vec![BlockId(5), BlockId(5)]);
        assert_eq!(target(&body, 4), vec![BlockId(2)]);
    }

    /// A jump never enters a loop past its head, even when the head's
    /// test is decided: the loop would have two entries.
    #[test]
    fn a_loop_is_entered_at_its_head() {
        let mut b = Builder::new();
        let int = b.int();
        let y = ex(ExprKind::Local(LocalId(1)), int);
        let before = char_test(&mut b, BinOp::Eq, 1);
        let head = char_test(&mut b, BinOp::Eq, 1);
        let one = b.i(1);
        let step = assign(y.clone(), b.binary(BinOp::Add, y, one));
        let mut body = Body {
            blocks: vec![
                block(vec![], branch(before, 1, 3)),
                block(vec![], branch(head, 2, 3)),
                block(vec![step], goto(1)),
                block(vec![], ret(None)),
            ],
        };
        skip_known_tests(&mut body, &b.program.types);
        assert_eq!(target(&body, 0), vec![BlockId(1), BlockId(3)]);
    }

    /// An assignment to the pointer, a store through a pointer or a call
    /// forgets what was known of `*p`; an assignment to another local
    /// does not.
    #[test]
    fn what_a_statement_may_change_is_forgotten() {
        let mut b = Builder::new();
        let int = b.int();
        let ptr = b.ptr(int);
        let p = ex(ExprKind::Local(LocalId(0)), ptr);
        let other = ex(ExprKind::Local(LocalId(1)), int);
        let through = ex(ExprKind::Deref(Box::new(p.clone())), int);
        let cases: Vec<(Stmt, bool)> = vec![
            (assign(other.clone(), b.i(1)), true),
            (assign(p.clone(), p.clone()), false),
            (assign(through, b.i(0)), false),
            (
                Stmt::Call {
                    dest: None,
                    callee: crate::core::FuncId(0),
                    args: vec![],
                    span: crate::source::Span::DUMMY,
                },
                false,
            ),
        ];
        for (stmt, kept) in cases {
            let first = char_test(&mut b, BinOp::Eq, 10);
            let again = char_test(&mut b, BinOp::Ne, 10);
            let mut body = Body {
                blocks: vec![
                    block(vec![], branch(first, 1, 3)),
                    block(vec![stmt], goto(2)),
                    block(vec![], branch(again, 3, 4)),
                    block(vec![], ret(None)),
                    block(vec![], ret(None)),
                ],
            };
            skip_known_tests(&mut body, &b.program.types);
            let expected = if kept { BlockId(4) } else { BlockId(2) };
            assert_eq!(target(&body, 1), vec![expected], "kept: {kept}");
        }
    }

    /// `x >= y` is not `!(x < y)` for floating operands (a NaN makes both
    /// false): knowing one decides nothing of the other.
    #[test]
    fn floating_comparisons_are_not_negations_of_each_other() {
        let mut b = Builder::new();
        let double = b.float_ty(FloatKind::Double);
        let x = ex(ExprKind::Local(LocalId(0)), double);
        let y = ex(ExprKind::Local(LocalId(1)), double);
        let lt = b.binary(BinOp::Lt, x.clone(), y.clone());
        let ge = b.binary(BinOp::Ge, x, y);
        let mut body = Body {
            blocks: vec![
                block(vec![], branch(lt, 3, 1)),
                block(vec![], branch(ge, 2, 3)),
                block(vec![], ret(None)),
                block(vec![], ret(None)),
            ],
        };
        skip_known_tests(&mut body, &b.program.types);
        assert_eq!(target(&body, 0), vec![BlockId(3), BlockId(1)]);
    }
}
