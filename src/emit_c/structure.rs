//! Structured control flow for a function body: Core C's blocks become
//! `if`/`else`, loops, `switch`, `break` and `continue`, with `goto` only
//! where no enclosing construct reaches the target.
//!
//! The algorithm is Ramsey's ("Beyond Relooper", ICFP 2022), which needs
//! dominators and a reverse postorder and duplicates no code: each block
//! is printed once, at the place its immediate dominator gives it.
//! - A *merge node* (two or more forward predecessors) is printed after
//!   the code of its immediate dominator, so every jump to it is a jump
//!   forward and out: nothing at the end of a branch (falling through),
//!   else `break` or `goto`.
//! - Any other block is printed inline where its only forward predecessor
//!   branches to it.
//! - A loop header (the target of a back edge) wraps its code in
//!   `for (;;)`; back edges are `continue` (nothing at the end of the
//!   body). Unlike Ramsey's Wasm, C has no labelled blocks, so the loop's
//!   exits that it dominates are printed after the loop rather than in
//!   it, where `break` reaches the first.
//!
//! A body with irreducible flow, a computed goto, a label whose address
//! is taken, or a dominator tree too deep to walk recursively is left to
//! the caller's plain labelled blocks (`structure` returns `None`).

use std::collections::{HashMap, HashSet};

use crate::core::{Block, BlockId, Body, Expr, ExprKind, Terminator};

/// Deeper dominator trees (long chains of blocks) are printed as labelled
/// blocks: the walk below recurses once per level.
const MAX_DOMINATOR_DEPTH: usize = 2_000;

/// A condition as printed: `expr`, or its negation.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cond<'a> {
    pub expr: &'a Expr,
    pub negated: bool,
}

impl Cond<'_> {
    fn not(self) -> Self {
        Cond {
            negated: !self.negated,
            ..self
        }
    }
}

/// A statement of the structured body.
#[derive(Debug)]
pub(super) enum Node<'a> {
    /// The statements of a block.
    Stmts(BlockId),
    /// `(void)e;`: a condition both of whose branches go to one place,
    /// evaluated for its volatile reads.
    Eval(&'a Expr),
    If {
        cond: Cond<'a>,
        then_arm: Vec<Node<'a>>,
        else_arm: Vec<Node<'a>>,
    },
    /// `for (;;)`, left by `break`, `goto` or `return`.
    Loop {
        header: BlockId,
        body: Vec<Node<'a>>,
    },
    While {
        cond: Cond<'a>,
        body: Vec<Node<'a>>,
    },
    DoWhile {
        body: Vec<Node<'a>>,
        cond: Cond<'a>,
    },
    Switch {
        scrutinee: &'a Expr,
        /// Arms in case order (the case values; none for `default`,
        /// which, if any, is last). An arm never falls into the next.
        arms: Vec<(Vec<i128>, Vec<Node<'a>>)>,
    },
    Break,
    Continue,
    Goto(BlockId),
    /// Where a `goto` to the block lands (printed only if one does).
    Label(BlockId),
    Return(Option<&'a Expr>),
}

/// The constructs `break` and `continue` see, innermost last.
#[derive(Clone, Copy)]
enum Enclosing {
    Loop {
        header: BlockId,
        /// Where control goes after the loop.
        exit: Option<BlockId>,
    },
    Switch {
        exit: Option<BlockId>,
    },
}

/// The control-flow facts the structuring needs.
struct Cfg {
    /// Position of each reachable block in reverse postorder.
    rpo_number: Vec<Option<usize>>,
    /// Immediate-dominator-tree children, in reverse postorder.
    children: Vec<Vec<BlockId>>,
    is_merge: Vec<bool>,
    /// For each loop header, the blocks of its natural loop.
    loops: HashMap<BlockId, HashSet<BlockId>>,
}

/// The structured body, or `None` where labelled blocks must stay.
pub(super) fn structure(body: &Body) -> Option<Vec<Node<'_>>> {
    if body.blocks.is_empty()
        || body
            .blocks
            .iter()
            .any(|b| b.address_taken || matches!(b.term, Terminator::IndirectGoto { .. }))
    {
        return None;
    }
    let cfg = Cfg::new(body)?;
    let mut placed_after = HashSet::new();
    for (index, is_merge) in cfg.is_merge.iter().enumerate() {
        if *is_merge {
            placed_after.insert(BlockId(index as u32));
        }
    }
    let mut after_loop = HashMap::new();
    for (&header, members) in &cfg.loops {
        let exits = loop_exits_after(body, &cfg, header, members);
        placed_after.extend(exits.iter().copied());
        after_loop.insert(header, exits);
    }
    let builder = Builder {
        body,
        cfg: &cfg,
        placed_after,
        after_loop,
    };
    let mut out = Vec::new();
    builder.tree(BlockId(0), &mut Vec::new(), None, &mut out);
    Some(simplify(out))
}

/// The exits of a loop printed after it: the dominated blocks outside the
/// loop that are merge nodes, else the one the header itself leaves to (a
/// `while` condition's exit), else the last. Other exits stay inline in
/// the loop (a `return` path). Outermost (latest) first.
fn loop_exits_after(
    body: &Body,
    cfg: &Cfg,
    header: BlockId,
    members: &HashSet<BlockId>,
) -> Vec<BlockId> {
    let exits: Vec<BlockId> = cfg.children[header.index()]
        .iter()
        .copied()
        .filter(|c| !members.contains(c))
        .collect();
    let mut after: Vec<BlockId> = exits
        .iter()
        .copied()
        .filter(|c| cfg.is_merge[c.index()])
        .collect();
    if after.is_empty() {
        let from_header = body.block(header).term.successors();
        let chosen = exits
            .iter()
            .copied()
            .find(|e| from_header.contains(e))
            .or_else(|| exits.last().copied());
        after.extend(chosen);
    }
    after.sort_by_key(|b| std::cmp::Reverse(cfg.rpo(*b)));
    after
}

impl Cfg {
    fn new(body: &Body) -> Option<Cfg> {
        let count = body.blocks.len();
        let successors: Vec<Vec<BlockId>> = body
            .blocks
            .iter()
            .map(|b| {
                let mut s = b.term.successors();
                s.dedup();
                s
            })
            .collect();
        // Reverse postorder by an iterative depth-first search.
        let mut postorder = Vec::with_capacity(count);
        let mut visited = vec![false; count];
        let mut stack = vec![(BlockId(0), 0usize)];
        visited[0] = true;
        while let Some((block, next)) = stack.pop() {
            match successors[block.index()].get(next) {
                Some(&succ) => {
                    stack.push((block, next + 1));
                    if !visited[succ.index()] {
                        visited[succ.index()] = true;
                        stack.push((succ, 0));
                    }
                }
                None => postorder.push(block),
            }
        }
        let order: Vec<BlockId> = postorder.into_iter().rev().collect();
        let mut rpo_number = vec![None; count];
        for (position, block) in order.iter().enumerate() {
            rpo_number[block.index()] = Some(position);
        }
        let mut predecessors: Vec<Vec<BlockId>> = vec![Vec::new(); count];
        for &block in &order {
            for &succ in &successors[block.index()] {
                // A block's edges come together: a repeated one is last.
                if predecessors[succ.index()].last() != Some(&block) {
                    predecessors[succ.index()].push(block);
                }
            }
        }
        let idom = dominators(&order, &rpo_number, &predecessors)?;
        let dominates = |a: BlockId, mut b: BlockId| loop {
            if a == b {
                return true;
            }
            let up = idom[b.index()];
            if up == b {
                return false;
            }
            b = up;
        };
        let position = |b: BlockId| rpo_number[b.index()].unwrap_or(usize::MAX);
        let mut is_merge = vec![false; count];
        let mut latches: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &block in &order {
            let mut forward = 0;
            for &pred in &predecessors[block.index()] {
                if position(pred) < position(block) {
                    forward += 1;
                } else if dominates(block, pred) {
                    latches.entry(block).or_default().push(pred);
                } else {
                    // A back edge into a loop entered elsewhere too.
                    return None;
                }
            }
            // A bare `return` is repeated at each jump to it (one
            // statement per edge) rather than reached by `goto`.
            is_merge[block.index()] = forward >= 2 && !is_bare_return(body.block(block));
        }
        let mut children = vec![Vec::new(); count];
        let mut depth = vec![0usize; count];
        for &block in order.iter().skip(1) {
            let parent = idom[block.index()];
            children[parent.index()].push(block);
            depth[block.index()] = depth[parent.index()] + 1;
            if depth[block.index()] > MAX_DOMINATOR_DEPTH {
                return None;
            }
        }
        let mut loops = HashMap::new();
        for (header, latches) in latches {
            // The natural loop: what reaches a latch without the header.
            let mut members = HashSet::from([header]);
            let mut pending = latches;
            while let Some(block) = pending.pop() {
                if members.insert(block) {
                    pending.extend(predecessors[block.index()].iter().copied());
                }
            }
            loops.insert(header, members);
        }
        Some(Cfg {
            rpo_number,
            children,
            is_merge,
            loops,
        })
    }

    fn rpo(&self, block: BlockId) -> usize {
        self.rpo_number[block.index()].unwrap_or(usize::MAX)
    }
}

/// A block that only returns a constant or a variable.
fn is_bare_return(block: &Block) -> bool {
    let Terminator::Return { value, .. } = &block.term else {
        return false;
    };
    block.stmts.is_empty()
        && value.as_ref().is_none_or(|e| match &e.kind {
            ExprKind::IntConst(_) | ExprKind::Local(_) | ExprKind::Global(_) => true,
            ExprKind::Cast(inner) => matches!(inner.kind, ExprKind::IntConst(_)),
            _ => false,
        })
}

/// Immediate dominators (Cooper, Harvey and Kennedy's iteration); the
/// entry is its own.
fn dominators(
    order: &[BlockId],
    rpo_number: &[Option<usize>],
    predecessors: &[Vec<BlockId>],
) -> Option<Vec<BlockId>> {
    let entry = *order.first()?;
    let mut idom: Vec<Option<BlockId>> = vec![None; rpo_number.len()];
    idom[entry.index()] = Some(entry);
    let position = |b: BlockId| rpo_number[b.index()].unwrap_or(usize::MAX);
    let mut changed = true;
    while changed {
        changed = false;
        for &block in order.iter().skip(1) {
            let mut new_idom: Option<BlockId> = None;
            for &pred in &predecessors[block.index()] {
                if idom[pred.index()].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => pred,
                    Some(mut a) => {
                        let mut b = pred;
                        while a != b {
                            while position(a) > position(b) {
                                a = idom[a.index()]?;
                            }
                            while position(b) > position(a) {
                                b = idom[b.index()]?;
                            }
                        }
                        a
                    }
                });
            }
            if new_idom.is_some() && idom[block.index()] != new_idom {
                idom[block.index()] = new_idom;
                changed = true;
            }
        }
    }
    // Unreachable blocks keep themselves as dominator (never visited).
    Some(
        idom.iter()
            .enumerate()
            .map(|(i, d)| d.unwrap_or(BlockId(i as u32)))
            .collect(),
    )
}

struct Builder<'a, 'c> {
    body: &'a Body,
    cfg: &'c Cfg,
    /// Blocks printed after a construct and reached by jumps out of it
    /// (merge nodes and loop exits), never inline at a branch.
    placed_after: HashSet<BlockId>,
    after_loop: HashMap<BlockId, Vec<BlockId>>,
}

impl<'a> Builder<'a, '_> {
    /// The code of `block` and of the blocks it immediately dominates.
    /// `follow` is where control goes when the code ends without a jump.
    fn tree(
        &self,
        block: BlockId,
        enclosing: &mut Vec<Enclosing>,
        follow: Option<BlockId>,
        out: &mut Vec<Node<'a>>,
    ) {
        let children = &self.cfg.children[block.index()];
        match self.cfg.loops.get(&block) {
            Some(members) => {
                let merges: Vec<BlockId> = children
                    .iter()
                    .copied()
                    .rev()
                    .filter(|c| members.contains(c) && self.cfg.is_merge[c.index()])
                    .collect();
                let after = self.after_loop.get(&block).map(Vec::as_slice);
                self.loop_then(block, &merges, after.unwrap_or(&[]), enclosing, follow, out);
            }
            None => {
                let merges: Vec<BlockId> = children
                    .iter()
                    .copied()
                    .rev()
                    .filter(|c| self.cfg.is_merge[c.index()])
                    .collect();
                self.within(block, &merges, enclosing, follow, out);
            }
        }
    }

    /// The loop headed by `header`, then the exits `after` (outermost
    /// first) that follow it.
    fn loop_then(
        &self,
        header: BlockId,
        merges: &[BlockId],
        after: &[BlockId],
        enclosing: &mut Vec<Enclosing>,
        follow: Option<BlockId>,
        out: &mut Vec<Node<'a>>,
    ) {
        match after.split_first() {
            Some((&outermost, inner)) => {
                self.loop_then(header, merges, inner, enclosing, Some(outermost), out);
                out.push(Node::Label(outermost));
                self.tree(outermost, enclosing, follow, out);
            }
            None => {
                enclosing.push(Enclosing::Loop {
                    header,
                    exit: follow,
                });
                let mut body = Vec::new();
                self.within(header, merges, enclosing, Some(header), &mut body);
                enclosing.pop();
                // A merge node or loop exit that heads a loop has its label
                // already.
                if !matches!(out.last(), Some(Node::Label(b)) if *b == header) {
                    out.push(Node::Label(header));
                }
                out.push(Node::Loop { header, body });
            }
        }
    }

    /// The code of `block`, followed by the merge nodes it dominates
    /// (outermost, i.e. latest, first).
    fn within(
        &self,
        block: BlockId,
        merges: &[BlockId],
        enclosing: &mut Vec<Enclosing>,
        follow: Option<BlockId>,
        out: &mut Vec<Node<'a>>,
    ) {
        match merges.split_first() {
            Some((&outermost, inner)) => {
                self.within(block, inner, enclosing, Some(outermost), out);
                out.push(Node::Label(outermost));
                self.tree(outermost, enclosing, follow, out);
            }
            None => {
                let data = self.body.block(block);
                if !data.stmts.is_empty() {
                    out.push(Node::Stmts(block));
                }
                self.terminator(block, &data.term, enclosing, follow, out);
            }
        }
    }

    fn terminator(
        &self,
        block: BlockId,
        term: &'a Terminator,
        enclosing: &mut Vec<Enclosing>,
        follow: Option<BlockId>,
        out: &mut Vec<Node<'a>>,
    ) {
        match term {
            Terminator::Goto(target) => self.branch(block, *target, enclosing, follow, out),
            Terminator::If {
                cond,
                then_block,
                else_block,
                ..
            } => {
                if then_block == else_block {
                    out.push(Node::Eval(cond));
                    self.branch(block, *then_block, enclosing, follow, out);
                    return;
                }
                let mut then_arm = Vec::new();
                self.branch(block, *then_block, enclosing, follow, &mut then_arm);
                let mut else_arm = Vec::new();
                self.branch(block, *else_block, enclosing, follow, &mut else_arm);
                out.push(Node::If {
                    cond: Cond {
                        expr: cond,
                        negated: false,
                    },
                    then_arm,
                    else_arm,
                });
            }
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                ..
            } => {
                // Cases that go where the default goes say nothing.
                let mut groups: Vec<(Vec<i128>, BlockId)> = Vec::new();
                for &(value, target) in cases.iter().filter(|c| c.1 != *default) {
                    match groups.iter_mut().find(|g| g.1 == target) {
                        Some(group) => group.0.push(value),
                        None => groups.push((vec![value], target)),
                    }
                }
                if groups.is_empty() {
                    out.push(Node::Eval(scrutinee));
                    self.branch(block, *default, enclosing, follow, out);
                    return;
                }
                enclosing.push(Enclosing::Switch { exit: follow });
                let mut arms = Vec::new();
                for (values, target) in groups.into_iter().chain([(Vec::new(), *default)]) {
                    let mut arm = Vec::new();
                    // No follow: an arm ends in a jump (`break` to leave).
                    self.branch(block, target, enclosing, None, &mut arm);
                    let is_default = values.is_empty();
                    if is_default && matches!(arm.as_slice(), [Node::Break]) {
                        continue;
                    }
                    arms.push((values, arm));
                }
                enclosing.pop();
                out.push(Node::Switch { scrutinee, arms });
            }
            Terminator::Return { value, .. } => out.push(Node::Return(value.as_ref())),
            // `structure` refuses bodies with computed gotos.
            Terminator::IndirectGoto { .. } => {}
        }
    }

    /// A jump from `from` to `target`, at the end of the code.
    fn branch(
        &self,
        from: BlockId,
        target: BlockId,
        enclosing: &mut Vec<Enclosing>,
        follow: Option<BlockId>,
        out: &mut Vec<Node<'a>>,
    ) {
        if follow == Some(target) {
            return;
        }
        let backward = self.cfg.rpo(target) <= self.cfg.rpo(from);
        if !backward && !self.placed_after.contains(&target) {
            // `from` is the only way in: the block goes here.
            self.tree(target, enclosing, follow, out);
            return;
        }
        let innermost_loop = enclosing.iter().rev().find_map(|e| match e {
            Enclosing::Loop { header, .. } => Some(*header),
            Enclosing::Switch { .. } => None,
        });
        let innermost_exit = enclosing.last().and_then(|e| match e {
            Enclosing::Loop { exit, .. } | Enclosing::Switch { exit } => *exit,
        });
        if backward && innermost_loop == Some(target) {
            out.push(Node::Continue);
        } else if innermost_exit == Some(target) {
            out.push(Node::Break);
        } else {
            out.push(Node::Goto(target));
        }
    }
}

/// Whether control may reach the end of `nodes` (conservatively yes).
pub(super) fn may_complete(nodes: &[Node]) -> bool {
    match nodes.last() {
        None => true,
        Some(last) => match last {
            Node::Break | Node::Continue | Node::Goto(_) | Node::Return(_) => false,
            Node::If {
                then_arm, else_arm, ..
            } => may_complete(then_arm) || may_complete(else_arm),
            Node::Loop { body, .. } => breaks_out(body),
            _ => true,
        },
    }
}

/// Whether a `break` in `nodes` leaves the loop they are the body of.
fn breaks_out(nodes: &[Node]) -> bool {
    nodes.iter().any(|node| match node {
        Node::Break => true,
        Node::If {
            then_arm, else_arm, ..
        } => breaks_out(then_arm) || breaks_out(else_arm),
        _ => false,
    })
}

/// Whether a `continue` in `nodes` goes to the loop they are the body of.
fn continues(nodes: &[Node]) -> bool {
    nodes.iter().any(|node| match node {
        Node::Continue => true,
        Node::If {
            then_arm, else_arm, ..
        } => continues(then_arm) || continues(else_arm),
        Node::Switch { arms, .. } => arms.iter().any(|(_, body)| continues(body)),
        _ => false,
    })
}

/// Readable shapes: no empty `then`, no `else` after a `then` that jumps,
/// `while (c)` for a loop that starts by leaving on a condition,
/// `do ... while (c)` for one that ends so.
fn simplify(nodes: Vec<Node>) -> Vec<Node> {
    let mut out = Vec::with_capacity(nodes.len());
    for node in nodes {
        match node {
            Node::If {
                cond,
                then_arm,
                else_arm,
            } => {
                let (cond, then_arm, else_arm) = if then_arm.is_empty() {
                    (cond.not(), simplify(else_arm), Vec::new())
                } else {
                    (cond, simplify(then_arm), simplify(else_arm))
                };
                if !else_arm.is_empty() && !may_complete(&then_arm) {
                    out.push(Node::If {
                        cond,
                        then_arm,
                        else_arm: Vec::new(),
                    });
                    out.extend(else_arm);
                } else if !else_arm.is_empty() && !may_complete(&else_arm) {
                    // The arm that jumps away goes first, so that the other
                    // continues unnested.
                    out.push(Node::If {
                        cond: cond.not(),
                        then_arm: else_arm,
                        else_arm: Vec::new(),
                    });
                    out.extend(then_arm);
                } else {
                    out.push(Node::If {
                        cond,
                        then_arm,
                        else_arm,
                    });
                }
            }
            Node::Loop { header, body } => out.push(loop_shape(header, simplify(body))),
            Node::Switch { scrutinee, arms } => out.push(Node::Switch {
                scrutinee,
                arms: arms
                    .into_iter()
                    .map(|(values, body)| (values, simplify(body)))
                    .collect(),
            }),
            other => out.push(other),
        }
    }
    out
}

/// `for (;;) { if (c) break; ... }` as `while (!c) { ... }`, and
/// `for (;;) { ...; if (c) break; }` as `do { ... } while (!c);` when no
/// `continue` would skip the test.
fn loop_shape<'a>(header: BlockId, mut body: Vec<Node<'a>>) -> Node<'a> {
    let leaves_on = |node: &Node<'a>| -> Option<Cond<'a>> {
        match node {
            Node::If {
                cond,
                then_arm,
                else_arm,
            } if else_arm.is_empty() && matches!(then_arm.as_slice(), [Node::Break]) => Some(*cond),
            _ => None,
        }
    };
    if let Some(cond) = body.first().and_then(leaves_on) {
        body.remove(0);
        return Node::While {
            cond: cond.not(),
            body,
        };
    }
    if let Some(cond) = body.last().and_then(leaves_on)
        && !continues(&body)
    {
        body.pop();
        return Node::DoWhile {
            body,
            cond: cond.not(),
        };
    }
    Node::Loop { header, body }
}
