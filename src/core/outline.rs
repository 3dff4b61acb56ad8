//! Outlining: a function too large for the C compiler to digest becomes
//! several. Specialization can unroll a loop over a large static input (a
//! scanner's token table) into one residual function of a hundred thousand
//! statements, and gcc's time and memory grow faster than linearly in one
//! function's size: at 250,000 lines it runs out of memory. Regions of the
//! function move into functions of their own (`NAME_part`), each called
//! where control entered it; the call returns which block outside the
//! region control goes to next, and the caller jumps there.
//!
//! - A region is a subtree of the dominator tree, so it has one entry, its
//!   root. The blocks it leaves to are its caller's region's, or further
//!   up (the exit is passed up): a part calls only the parts of its
//!   subregions, so there is no recursion and a call chain is at most as
//!   long as the tree of regions is deep.
//! - A local whose address is taken, an array or a volatile one is reached
//!   through a pointer the caller passes. Any other is copied: in at the
//!   region's entry if live there, out at an exit to a block where it is
//!   live, so the C compiler keeps it in a register within the part.
//! - Parts are `noinline`: gcc inlines a static function called once, which
//!   would rebuild the function this pass splits.
//!
//! Not outlined: functions with computed gotos or labels as values, that
//! call setjmp or alloca, use `va_list`s or inline assembly, or have
//! variably modified locals (their types name other locals).

use std::collections::{HashMap, HashSet};

use crate::core::cleanup::for_each_target;
use crate::core::{
    Block, BlockId, Body, Expr, ExprKind, FuncId, Function, Linkage, Local, LocalId, Program, Stmt,
    Terminator,
};
use crate::source::Span;
use crate::types::{FuncSig, IntKind, TypeId, TypeKind, TypeTable};

/// A call block stands for about this many statements of its region.
const CALL_COST: usize = 4;

/// Most bits of liveness kept (blocks times locals) before locals are all
/// passed by pointer instead of copied.
const MAX_LIVENESS_BITS: usize = 1 << 31;

/// Splits each of `functions` that has more than `max_statements`
/// statements (a block's terminator counts as one) into parts of about
/// half that. Returns the functions it split and the parts it made.
pub fn outline_large_functions(
    program: &mut Program,
    functions: &[FuncId],
    max_statements: usize,
) -> Vec<FuncId> {
    let mut taken = program.file_scope_names();
    let mut changed = Vec::new();
    for &id in functions {
        let before = program.functions.len();
        if outline_function(program, id, max_statements, &mut taken) > 0 {
            changed.push(id);
            changed.extend((before..program.functions.len()).map(|i| FuncId(i as u32)));
        }
    }
    changed
}

pub fn statements(body: &Body) -> usize {
    body.blocks.iter().map(|b| b.stmts.len() + 1).sum()
}

fn outline_function(
    program: &mut Program,
    id: FuncId,
    max_statements: usize,
    taken: &mut HashSet<String>,
) -> usize {
    let function = program.function(id);
    let Some(body) = &function.body else {
        return 0;
    };
    if statements(body) <= max_statements || !outlinable(program, function) {
        return 0;
    }
    let Some(tree) = DomTree::compute(body) else {
        return 0;
    };
    let target = (max_statements / 2).max(CALL_COST + 1);
    let cut = choose_cuts(body, &tree, target, (target / 8).max(CALL_COST + 1));
    let Some(plan) = Plan::new(program, function, &tree, &cut) else {
        return 0;
    };
    if plan.roots.len() < 2 {
        return 0;
    }
    plan.apply(program, id, taken)
}

/// Whether the function can be split at all (module comment).
fn outlinable(program: &Program, function: &Function) -> bool {
    let Some(body) = &function.body else {
        return false;
    };
    if let TypeKind::Function(sig) = program.types.kind(function.ty)
        && sig.variadic
    {
        return false;
    }
    if function
        .locals
        .iter()
        .any(|l| program.types.is_variably_modified(l.ty))
    {
        return false;
    }
    let mut fine = true;
    let mut check = |e: &Expr| {
        e.walk(&mut |x| fine &= !matches!(x.kind, ExprKind::LabelAddr(..)));
    };
    for block in &body.blocks {
        if block.address_taken || matches!(block.term, Terminator::IndirectGoto { .. }) {
            return false;
        }
        for stmt in &block.stmts {
            if let Stmt::Call { callee, .. } = stmt {
                let callee = program.function(*callee);
                let name = callee.name.as_str();
                if callee.asm.is_some()
                    || crate::core::RETURNS_TWICE.contains(&name)
                    || crate::core::STACK_ALLOCATORS.contains(&name)
                    || crate::core::VA_BUILTINS.contains(&name)
                    || name == crate::core::VA_ARG
                {
                    return false;
                }
            }
            stmt.for_each_expr(&mut check);
        }
        block.term.for_each_expr(&mut check);
    }
    fine
}

/// The dominator tree of a body whose blocks are all reachable.
struct DomTree {
    idom: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// Parents before children.
    preorder: Vec<usize>,
}

impl DomTree {
    fn compute(body: &Body) -> Option<DomTree> {
        use petgraph::algo::dominators::simple_fast;
        use petgraph::graph::NodeIndex;
        let n = body.blocks.len();
        let graph = body.flow_graph();
        let doms = simple_fast(&graph, NodeIndex::new(0));
        let mut idom = vec![0; n];
        let mut children = vec![Vec::new(); n];
        for (b, slot) in idom.iter_mut().enumerate().skip(1) {
            // An unreachable block has no dominator: leave such a body alone.
            let d = doms.immediate_dominator(NodeIndex::new(b))?.index();
            *slot = d;
            children[d].push(b);
        }
        let mut preorder = Vec::with_capacity(n);
        let mut stack = vec![0];
        while let Some(b) = stack.pop() {
            preorder.push(b);
            stack.extend(children[b].iter().rev());
        }
        Some(DomTree {
            idom,
            children,
            preorder,
        })
    }
}

/// Which blocks root a region: bottom-up, a subtree past `target`
/// statements cuts its largest children (of at least `min_region`) into
/// regions until it is back under.
fn choose_cuts(body: &Body, tree: &DomTree, target: usize, min_region: usize) -> Vec<bool> {
    let n = body.blocks.len();
    let mut cut = vec![false; n];
    let mut remaining = vec![0usize; n];
    for &b in tree.preorder.iter().rev() {
        let kids = &tree.children[b];
        let mut total =
            body.blocks[b].stmts.len() + 1 + kids.iter().map(|&c| remaining[c]).sum::<usize>();
        if total > target {
            let mut big: Vec<usize> = kids
                .iter()
                .copied()
                .filter(|&c| remaining[c] >= min_region)
                .collect();
            big.sort_by_key(|&c| std::cmp::Reverse(remaining[c]));
            for c in big {
                if total <= target {
                    break;
                }
                cut[c] = true;
                total -= remaining[c] - CALL_COST;
            }
        }
        remaining[b] = total;
    }
    cut[0] = true;
    cut
}

/// Sets of locals, one row per block or region.
struct Bits {
    words: usize,
    data: Vec<u64>,
}

impl Bits {
    fn new(rows: usize, columns: usize) -> Bits {
        let words = columns.div_ceil(64).max(1);
        Bits {
            words,
            data: vec![0; rows * words],
        }
    }

    fn row(&self, r: usize) -> &[u64] {
        &self.data[r * self.words..(r + 1) * self.words]
    }

    fn contains(&self, r: usize, c: usize) -> bool {
        self.data[r * self.words + c / 64] & (1 << (c % 64)) != 0
    }

    fn insert(&mut self, r: usize, c: usize) {
        self.data[r * self.words + c / 64] |= 1 << (c % 64);
    }

    /// Row `to` |= row `from`.
    fn union_rows(&mut self, to: usize, from: usize) {
        for w in 0..self.words {
            self.data[to * self.words + w] |= self.data[from * self.words + w];
        }
    }
}

/// Locals read and locals written as a whole by a statement or an
/// expression tree.
fn for_each_local(e: &Expr, f: &mut dyn FnMut(LocalId)) {
    e.walk(&mut |x| {
        if let ExprKind::Local(l) = x.kind {
            f(l)
        }
    });
}

/// The local a store replaces as a whole (`x = ...`, not `x.f = ...`).
fn whole_local(lhs: &Expr) -> Option<LocalId> {
    match lhs.kind {
        ExprKind::Local(l) => Some(l),
        _ => None,
    }
}

/// Live locals at each block's entry: a local is live where some path
/// reads it before writing it as a whole.
fn live_in(body: &Body, locals: usize) -> Bits {
    let n = body.blocks.len();
    let mut uses = Bits::new(n, locals);
    let mut kills = Bits::new(n, locals);
    for (b, block) in body.blocks.iter().enumerate() {
        // Backwards: what the block reads before writing.
        let mut used: Vec<bool> = vec![false; locals];
        let mut killed: Vec<bool> = vec![false; locals];
        let read = |e: &Expr, used: &mut Vec<bool>| {
            for_each_local(e, &mut |l| {
                if let Some(u) = used.get_mut(l.index()) {
                    *u = true;
                }
            })
        };
        block.term.for_each_expr(&mut |e| read(e, &mut used));
        for stmt in block.stmts.iter().rev() {
            if let Some(l) = stmt.written().and_then(whole_local)
                && l.index() < locals
            {
                used[l.index()] = false;
                killed[l.index()] = true;
            }
            let written = stmt.written();
            stmt.for_each_expr(&mut |e| {
                if written.is_some_and(|w| std::ptr::eq(w, e)) && whole_local(e).is_some() {
                    return;
                }
                read(e, &mut used)
            });
        }
        for l in 0..locals {
            if used[l] {
                uses.insert(b, l);
            }
            if killed[l] {
                kills.insert(b, l);
            }
        }
    }
    let mut live = Bits::new(n, locals);
    let words = live.words;
    let postorder: Vec<usize> = body.reverse_postorder().into_iter().rev().collect();
    let mut out = vec![0u64; words];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &postorder {
            out.iter_mut().for_each(|w| *w = 0);
            for s in body.blocks[b].term.successors() {
                for (w, bits) in out.iter_mut().zip(live.row(s.index())) {
                    *w |= bits;
                }
            }
            for (w, &after) in out.iter().enumerate() {
                let new = uses.row(b)[w] | (after & !kills.row(b)[w]);
                let slot = &mut live.data[b * words + w];
                if *slot != new {
                    *slot = new;
                    changed = true;
                }
            }
        }
    }
    live
}

/// Where a region's control goes when it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Exit {
    Block(usize),
    /// The function returns (its value stored through the part's result
    /// pointer).
    Return,
}

/// Where a jump from a region goes.
enum Dest {
    /// A block of the region.
    Within(usize),
    /// The root of one of its subregions: call it.
    Call(usize),
    /// Outside: leave the region.
    Out,
}

/// The regions of one function and what each needs.
struct Plan {
    /// Region roots; region 0 is the function itself (root block 0).
    /// Parents come before their subregions.
    roots: Vec<usize>,
    parent: Vec<usize>,
    subregions: Vec<Vec<usize>>,
    /// The region each block belongs to.
    owner: Vec<usize>,
    blocks: Vec<Vec<usize>>,
    exits: Vec<Vec<Exit>>,
    by_pointer: Vec<bool>,
    live: Option<Bits>,
    used_own: Bits,
    used_all: Bits,
    assigned_all: Bits,
    /// Per region: its pointer parameters, in order.
    params: Vec<Vec<LocalId>>,
    /// Per region: whether it takes the function's result pointer.
    result_param: Vec<bool>,
}

impl Plan {
    fn new(program: &Program, function: &Function, tree: &DomTree, cut: &[bool]) -> Option<Plan> {
        let body = function.body.as_ref()?;
        let n = body.blocks.len();
        let mut roots = Vec::new();
        let mut owner = vec![0; n];
        let mut parent = Vec::new();
        for &b in &tree.preorder {
            if cut[b] {
                parent.push(if b == 0 { 0 } else { owner[tree.idom[b]] });
                owner[b] = roots.len();
                roots.push(b);
            } else {
                owner[b] = owner[tree.idom[b]];
            }
        }
        let regions = roots.len();
        let mut subregions = vec![Vec::new(); regions];
        for r in 1..regions {
            subregions[parent[r]].push(r);
        }
        let mut blocks = vec![Vec::new(); regions];
        for (r, &root) in roots.iter().enumerate() {
            blocks[r].push(root);
        }
        for b in 0..n {
            if !cut[b] {
                blocks[owner[b]].push(b);
            }
        }

        let locals = function.locals.len();
        let address_taken = body.address_taken_locals();
        let types = &program.types;
        let by_pointer: Vec<bool> = function
            .locals
            .iter()
            .enumerate()
            .map(|(i, l)| {
                address_taken.get(i).copied().unwrap_or(false)
                    || matches!(types.kind(l.ty), TypeKind::Array(..))
                    || types.quals(l.ty).is_shared()
            })
            .collect();
        let live = (n.saturating_mul(locals.div_ceil(64).max(1) * 64) <= MAX_LIVENESS_BITS)
            .then(|| live_in(body, locals));
        let by_pointer = match live {
            Some(_) => by_pointer,
            None => vec![true; locals],
        };

        let mut used_own = Bits::new(regions, locals);
        let mut assigned_all = Bits::new(regions, locals);
        for (b, block) in body.blocks.iter().enumerate() {
            let r = owner[b];
            let mut note = |e: &Expr| {
                for_each_local(e, &mut |l| {
                    if l.index() < locals {
                        used_own.insert(r, l.index())
                    }
                })
            };
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut note);
                if let Some(l) = stmt.written().and_then(|w| w.root_local())
                    && l.index() < locals
                {
                    assigned_all.insert(r, l.index());
                }
            }
            block.term.for_each_expr(&mut note);
        }
        let mut used_all = Bits::new(regions, locals);
        used_all.data.copy_from_slice(&used_own.data);

        let mut plan = Plan {
            roots,
            parent,
            subregions,
            owner,
            blocks,
            exits: vec![Vec::new(); regions],
            by_pointer,
            live,
            used_own,
            used_all,
            assigned_all,
            params: vec![Vec::new(); regions],
            result_param: vec![false; regions],
        };
        let returns_value = match program.types.kind(function.ty) {
            TypeKind::Function(sig) => !program.types.is_void(sig.ret),
            _ => false,
        };
        // Subregions before their parents.
        for r in (0..regions).rev() {
            for i in 0..plan.subregions[r].len() {
                let c = plan.subregions[r][i];
                plan.used_all.union_rows(r, c);
                plan.assigned_all.union_rows(r, c);
            }
            let mut exits: Vec<Exit> = Vec::new();
            let add = |exit: Exit, exits: &mut Vec<Exit>| {
                if !exits.contains(&exit) {
                    exits.push(exit);
                }
            };
            let mut returns = false;
            for &b in &plan.blocks[r] {
                let term = &body.blocks[b].term;
                if matches!(term, Terminator::Return { .. }) {
                    returns = true;
                }
                for s in term.successors() {
                    if let Dest::Out = plan.dest(r, s.index()) {
                        add(Exit::Block(s.index()), &mut exits);
                    }
                }
            }
            for &c in &plan.subregions[r] {
                for &exit in &plan.exits[c] {
                    match exit {
                        Exit::Return => returns = true,
                        Exit::Block(t) => {
                            if let Dest::Out = plan.dest(r, t) {
                                add(exit, &mut exits);
                            }
                        }
                    }
                }
            }
            if r == 0 {
                if !exits.is_empty() {
                    // Every block is dominated by the entry: nothing leaves.
                    return None;
                }
            } else {
                if returns {
                    add(Exit::Return, &mut exits);
                }
                plan.result_param[r] = returns_value
                    && (plan.blocks[r].iter().any(|&b| {
                        matches!(
                            body.blocks[b].term,
                            Terminator::Return { value: Some(_), .. }
                        )
                    }) || plan.subregions[r].iter().any(|&c| plan.result_param[c]));
            }
            plan.exits[r] = exits;
            if r > 0 {
                plan.params[r] = (0..locals)
                    .filter(|&l| plan.needs_param(r, l))
                    .map(|l| LocalId(l as u32))
                    .collect();
            }
        }
        Some(plan)
    }

    fn dest(&self, r: usize, s: usize) -> Dest {
        let q = self.owner[s];
        if q == r {
            Dest::Within(s)
        } else if self.roots[q] == s && self.parent[q] == r && q != 0 {
            Dest::Call(q)
        } else {
            Dest::Out
        }
    }

    fn live_at(&self, b: usize, l: usize) -> bool {
        self.live.as_ref().is_none_or(|live| live.contains(b, l))
    }

    /// Whether region `r` has its own copy of local `l`.
    fn copies(&self, r: usize, l: usize) -> bool {
        !self.by_pointer[l] && self.used_own.contains(r, l)
    }

    fn copied_in(&self, r: usize, l: usize) -> bool {
        self.copies(r, l) && self.live_at(self.roots[r], l)
    }

    fn copied_out(&self, r: usize, l: usize, exit: Exit) -> bool {
        match exit {
            Exit::Block(t) => {
                self.copies(r, l) && self.assigned_all.contains(r, l) && self.live_at(t, l)
            }
            Exit::Return => false,
        }
    }

    fn needs_param(&self, r: usize, l: usize) -> bool {
        if !self.used_all.contains(r, l) {
            return false;
        }
        if !self.copies(r, l) {
            // A pointer, or a copy only subregions keep: passed on.
            return true;
        }
        self.copied_in(r, l) || self.exits[r].iter().any(|&e| self.copied_out(r, l, e))
    }

    /// Builds the parts and rewrites the function; returns how many parts.
    fn apply(self, program: &mut Program, id: FuncId, taken: &mut HashSet<String>) -> usize {
        let regions = self.roots.len();
        let first_part = program.functions.len();
        let part_id = |r: usize| FuncId((first_part + r - 1) as u32);
        let int = program.types.int(IntKind::Int);
        let function = &mut program.functions[id.index()];
        let Some(body) = function.body.take() else {
            return 0;
        };
        let name = function.name.clone();
        let span = function.span;
        let target = function.target.clone();
        let originals_locals = std::mem::take(&mut function.locals);
        let ret = match program.types.kind(program.functions[id.index()].ty) {
            TypeKind::Function(sig) => sig.ret,
            _ => program.types.void(),
        };
        let returns_value = !program.types.is_void(ret);
        let result_ptr = program.types.pointer_to(ret);
        // A part writes a `const` local's value when it is first set: its
        // pointer and copy drop the `const` (`&x` converts).
        let pointer_types: Vec<TypeId> = originals_locals
            .iter()
            .map(|l| {
                let writable = without_const(&mut program.types, l.ty);
                program.types.pointer_to(writable)
            })
            .collect();
        let exact_pointer_types: Vec<TypeId> = originals_locals
            .iter()
            .map(|l| program.types.pointer_to(l.ty))
            .collect();
        let mut child_position = vec![0; regions];
        for kids in &self.subregions {
            for (i, &c) in kids.iter().enumerate() {
                child_position[c] = i;
            }
        }

        let mut originals = body.blocks;
        let mut new_index = vec![0u32; originals.len()];
        let mut frames: Vec<Frame> = Vec::with_capacity(regions);
        let mut bodies: Vec<Vec<Block>> = Vec::with_capacity(regions);
        for r in 0..regions {
            let frame = Frame::new(
                &self,
                r,
                &originals_locals,
                &pointer_types,
                (ret, result_ptr, int),
                returns_value,
            );
            let entry_blocks = usize::from(r > 0);
            for (i, &b) in self.blocks[r].iter().enumerate() {
                new_index[b] = (entry_blocks + i) as u32;
            }
            let call_base = entry_blocks + self.blocks[r].len();
            let exit_base = call_base + self.subregions[r].len();
            let exit_position: HashMap<Exit, usize> = self.exits[r]
                .iter()
                .enumerate()
                .map(|(k, &e)| (e, k))
                .collect();
            let exit_block =
                |e: Exit| BlockId((exit_base + exit_position.get(&e).copied().unwrap_or(0)) as u32);
            let remap = |s: usize| -> BlockId {
                match self.dest(r, s) {
                    Dest::Within(s) => BlockId(new_index[s]),
                    Dest::Call(q) => BlockId((call_base + child_position[q]) as u32),
                    Dest::Out => exit_block(Exit::Block(s)),
                }
            };
            let mut blocks = Vec::new();
            if r > 0 {
                let stmts = (0..originals_locals.len())
                    .filter(|&l| self.copied_in(r, l))
                    .filter_map(|l| {
                        let (p, pty) = frame.pointers[l]?;
                        let copy = frame.copies[l]?;
                        let ty = originals_locals[l].ty;
                        Some(assign(local(copy, ty), deref(p, pty, ty)))
                    })
                    .collect();
                blocks.push(plain_block(stmts, Terminator::Goto(BlockId(1))));
            }
            for &b in &self.blocks[r] {
                let mut block = std::mem::replace(
                    &mut originals[b],
                    plain_block(Vec::new(), Terminator::Return { value: None, span }),
                );
                if r > 0 {
                    for stmt in &mut block.stmts {
                        stmt.for_each_expr_mut(&mut |e| frame.rewrite(e));
                    }
                    if let Some(e) = block.term.expr_mut() {
                        frame.rewrite(e);
                    }
                }
                if r > 0
                    && let Terminator::Return { value, .. } = &mut block.term
                {
                    if let (Some(v), Some((p, pty))) = (value.take(), frame.result) {
                        let ty = v.ty;
                        block.stmts.push(assign(deref(p, pty, ty), v));
                    }
                    block.term = Terminator::Goto(exit_block(Exit::Return));
                } else {
                    for_each_target(&mut block.term, |t| *t = remap(t.index()));
                }
                blocks.push(block);
            }
            let return_block = BlockId(exit_base as u32);
            let mut needs_return_block = false;
            for (i, &c) in self.subregions[r].iter().enumerate() {
                let this = BlockId((call_base + i) as u32);
                let mut args: Vec<Expr> = self.params[c]
                    .iter()
                    .map(|&l| {
                        frame.pass(
                            l,
                            originals_locals[l.index()].ty,
                            (exact_pointer_types[l.index()], pointer_types[l.index()]),
                        )
                    })
                    .collect();
                // A part's parent has the result too (`Plan::new`).
                if self.result_param[c]
                    && let Some((l, ty)) = frame.result
                {
                    args.push(match r {
                        0 => address_of(l, ret, result_ptr),
                        _ => local(l, ty),
                    });
                }
                let targets: Vec<BlockId> = self.exits[c]
                    .iter()
                    .map(|&e| match e {
                        Exit::Block(t) => remap(t),
                        Exit::Return if r == 0 => {
                            needs_return_block = true;
                            return_block
                        }
                        Exit::Return => exit_block(Exit::Return),
                    })
                    .collect();
                let dest = (targets.len() > 1)
                    .then(|| frame.exit_code.map(|c| local(c, int)))
                    .flatten();
                let call = Stmt::Call {
                    dest: dest.clone(),
                    callee: part_id(c),
                    args,
                    span,
                };
                // A part that never returns is never called again: the
                // jump back to its call only ends the block.
                let term = match (targets.split_last(), dest) {
                    (Some((&last, others)), Some(code)) => Terminator::Switch {
                        scrutinee: code,
                        cases: others
                            .iter()
                            .enumerate()
                            .map(|(k, &t)| (k as i128, t))
                            .collect(),
                        default: last,
                        span,
                    },
                    (last, _) => Terminator::Goto(last.map_or(this, |l| *l.0)),
                };
                blocks.push(plain_block(vec![call], term));
            }
            if r == 0 {
                if needs_return_block {
                    let value = frame.result.map(|(l, _)| local(l, ret));
                    blocks.push(plain_block(Vec::new(), Terminator::Return { value, span }));
                }
            } else {
                for (k, &exit) in self.exits[r].iter().enumerate() {
                    let stmts = (0..originals_locals.len())
                        .filter(|&l| self.copied_out(r, l, exit))
                        .filter_map(|l| {
                            let (p, pty) = frame.pointers[l]?;
                            let copy = frame.copies[l]?;
                            let ty = originals_locals[l].ty;
                            Some(assign(deref(p, pty, ty), local(copy, ty)))
                        })
                        .collect();
                    let code = Expr::new(ExprKind::IntConst(k as i128), int, span);
                    blocks.push(plain_block(
                        stmts,
                        Terminator::Return {
                            value: Some(code),
                            span,
                        },
                    ));
                }
            }
            bodies.push(blocks);
            frames.push(frame);
        }

        let mut made = 0;
        for (r, (blocks, frame)) in bodies.into_iter().zip(frames).enumerate() {
            let mut body = Body { blocks };
            crate::core::cleanup::simplify(&mut body);
            if r == 0 {
                let top = &mut program.functions[id.index()];
                top.locals = frame.locals;
                top.body = Some(body);
                continue;
            }
            let param_types = frame
                .params
                .iter()
                .map(|p| frame.locals[p.index()].ty)
                .collect();
            let ty = program.types.mk(TypeKind::Function(FuncSig {
                ret: int,
                params: param_types,
                variadic: false,
                prototyped: true,
            }));
            debug_assert_eq!(program.functions.len(), part_id(r).index());
            program.functions.push(Function {
                name: crate::core::print::fresh_name(&format!("{name}_part"), taken),
                ty,
                linkage: Linkage::Internal,
                is_system: false,
                asm_label: None,
                is_builtin: false,
                params: frame.params,
                locals: frame.locals,
                body: Some(body),
                span,
                comment: Some(format!("part of {name}, split off for the C compiler")),
                indirect: false,
                asm: None,
                target: target.clone(),
                weak: false,
                weak_copy: false,
                copy_of: None,
                noinline: true,
                old_style: false,
                inline_only: false,
                startup: None,
            });
            made += 1;
        }
        made
    }
}

/// One part's locals and how it reaches the function's.
struct Frame {
    locals: Vec<Local>,
    params: Vec<LocalId>,
    /// Per local of the function: the pointer parameter that reaches it.
    pointers: Vec<Option<(LocalId, TypeId)>>,
    /// Per local of the function: the part's own copy (for the function
    /// itself, the local).
    copies: Vec<Option<LocalId>>,
    /// The function's result: its local (the function itself) or the
    /// pointer a part stores it through.
    result: Option<(LocalId, TypeId)>,
    /// Where a call of a part with several exits puts the exit's number.
    exit_code: Option<LocalId>,
    int: TypeId,
}

impl Frame {
    fn new(
        plan: &Plan,
        r: usize,
        originals: &[Local],
        pointer_types: &[TypeId],
        (ret, result_ptr, int): (TypeId, TypeId, TypeId),
        returns_value: bool,
    ) -> Frame {
        let span = originals.first().map(|l| l.span).unwrap_or(Span::DUMMY);
        let temp = |name: &str, ty: TypeId, is_param: bool| Local {
            name: name.to_string(),
            ty,
            is_param,
            is_temp: true,
            align: None,
            span,
        };
        let n = originals.len();
        let mut frame = Frame {
            locals: Vec::new(),
            params: Vec::new(),
            pointers: vec![None; n],
            copies: vec![None; n],
            result: None,
            exit_code: None,
            int,
        };
        let push = |frame: &mut Frame, local: Local| {
            frame.locals.push(local);
            LocalId(frame.locals.len() as u32 - 1)
        };
        if r == 0 {
            frame.locals = originals.to_vec();
            frame.copies = (0..n).map(|l| Some(LocalId(l as u32))).collect();
            if returns_value {
                let l = push(&mut frame, temp("result", ret, false));
                frame.result = Some((l, ret));
            }
        } else {
            for &l in &plan.params[r] {
                let p = push(
                    &mut frame,
                    Local {
                        ty: pointer_types[l.index()],
                        is_param: true,
                        align: None,
                        ..originals[l.index()].clone()
                    },
                );
                frame.params.push(p);
                frame.pointers[l.index()] = Some((p, pointer_types[l.index()]));
            }
            if plan.result_param[r] {
                let p = push(&mut frame, temp("result", result_ptr, true));
                frame.params.push(p);
                frame.result = Some((p, result_ptr));
            }
            for (l, original) in originals.iter().enumerate() {
                if plan.copies(r, l) {
                    let copy = push(
                        &mut frame,
                        Local {
                            is_param: false,
                            ..original.clone()
                        },
                    );
                    frame.copies[l] = Some(copy);
                }
            }
        }
        if plan.subregions[r].iter().any(|&c| plan.exits[c].len() > 1) {
            frame.exit_code = Some(push(&mut frame, temp("exit", int, false)));
        }
        frame
    }

    /// A local of the function as the part reaches it.
    fn rewrite(&self, e: &mut Expr) {
        if let ExprKind::Local(l) = e.kind {
            if let Some(Some(copy)) = self.copies.get(l.index()) {
                e.kind = ExprKind::Local(*copy);
            } else if let Some(Some((p, pty))) = self.pointers.get(l.index()) {
                e.kind = ExprKind::Deref(Box::new(local(*p, *pty)));
            }
            return;
        }
        e.for_each_child_mut(&mut |c| self.rewrite(c));
        // `&x` of a local reached through `p` is `p`, not `&*p`.
        if let ExprKind::AddrOf(inner) = &mut e.kind
            && let ExprKind::Deref(pointer) = &mut inner.kind
            && pointer.ty == e.ty
        {
            let pointer = std::mem::replace(
                pointer.as_mut(),
                Expr::new(ExprKind::IntConst(0), e.ty, Span::DUMMY),
            );
            *e = pointer;
        }
    }

    /// The pointer to local `l` this part passes to a subregion.
    fn pass(&self, l: LocalId, ty: TypeId, (exact_ty, pointer_ty): (TypeId, TypeId)) -> Expr {
        match (self.copies[l.index()], self.pointers[l.index()]) {
            (Some(copy), _) if exact_ty != pointer_ty => {
                let taken = address_of(copy, ty, exact_ty);
                Expr::new(ExprKind::Cast(Box::new(taken)), pointer_ty, Span::DUMMY)
            }
            (Some(copy), _) => address_of(copy, ty, pointer_ty),
            (None, Some((p, pty))) => local(p, pty),
            // Not reached: a subregion's local is its parent's too
            // (`Plan::needs_param`).
            (None, None) => {
                let zero = Expr::new(ExprKind::IntConst(0), self.int, Span::DUMMY);
                Expr::new(ExprKind::Cast(Box::new(zero)), pointer_ty, Span::DUMMY)
            }
        }
    }
}

fn plain_block(stmts: Vec<Stmt>, term: Terminator) -> Block {
    Block {
        stmts,
        term,
        label: None,
        address_taken: false,
    }
}

/// `ty` without `const`, an array's elements included (volatile stays).
fn without_const(types: &mut TypeTable, ty: TypeId) -> TypeId {
    match types.kind(ty).clone() {
        TypeKind::Array(elem, len) if types.vm_dim(ty).is_none() => {
            let elem = without_const(types, elem);
            types.array_of(elem, len)
        }
        _ => {
            let quals = types.quals(ty);
            types.with_quals(
                ty,
                crate::types::Quals {
                    is_const: false,
                    ..quals
                },
            )
        }
    }
}

fn address_of(l: LocalId, ty: TypeId, pointer_ty: TypeId) -> Expr {
    Expr::new(
        ExprKind::AddrOf(Box::new(local(l, ty))),
        pointer_ty,
        Span::DUMMY,
    )
}

fn local(id: LocalId, ty: TypeId) -> Expr {
    Expr::new(ExprKind::Local(id), ty, Span::DUMMY)
}

fn deref(pointer: LocalId, pointer_ty: TypeId, ty: TypeId) -> Expr {
    Expr::new(
        ExprKind::Deref(Box::new(local(pointer, pointer_ty))),
        ty,
        Span::DUMMY,
    )
}

fn assign(lhs: Expr, rhs: Expr) -> Stmt {
    Stmt::Assign {
        lhs,
        rhs,
        span: Span::DUMMY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::BinOp;
    use crate::core::print::testkit::{Builder, assign, branch, goto, ret};

    /// `int f(int x)`: a loop on `x` around a switch on `x & 7` whose arms
    /// each do a few statements, the last of which returns from inside.
    fn switch_in_loop(b: &mut Builder) -> FuncId {
        let int = b.int();
        let f = b.function("f", int, &[("x", int)], false, true);
        let x = b.param_ref(f, 0);
        let acc_id = b.local(f, "acc", int);
        let acc = b.local_ref(f, acc_id);
        let zero = b.i(0);
        // 0: acc = 0; goto 1.  1: if (x) goto 2 else 3.  3: return acc.
        b.add_block(f, vec![assign(acc.clone(), zero)], goto(1));
        b.add_block(f, vec![], branch(x.clone(), 2, 3));
        let seven = b.i(7);
        let arm = b.binary(BinOp::BitAnd, x.clone(), seven);
        let switch = Terminator::Switch {
            scrutinee: arm,
            cases: (0..8)
                .map(|k| (k as i128, 4 + k))
                .map(|(k, t)| (k, BlockId(t as u32)))
                .collect(),
            default: BlockId(4),
            span: Span::DUMMY,
        };
        b.add_block(f, vec![], switch);
        b.add_block(f, vec![], ret(Some(acc.clone())));
        for k in 0..8 {
            let mut stmts = Vec::new();
            for j in 0..6 {
                let c = b.i(k * 10 + j);
                let sum = b.binary(BinOp::Add, acc.clone(), c);
                stmts.push(assign(acc.clone(), sum));
            }
            let one = b.i(1);
            let less = b.binary(BinOp::Sub, x.clone(), one);
            stmts.push(assign(x.clone(), less));
            let term = if k == 7 {
                ret(Some(acc.clone()))
            } else {
                goto(1)
            };
            b.add_block(f, stmts, term);
        }
        f
    }

    #[test]
    fn a_large_function_becomes_parts_that_verify() {
        let mut b = Builder::new();
        let f = switch_in_loop(&mut b);
        let before = statements(b.program.function(f).body.as_ref().unwrap());
        let changed = outline_large_functions(&mut b.program, &[f], 16);
        assert!(changed.len() > 2, "split into {changed:?}");
        for &id in &changed {
            crate::core::verify::verify_function(&b.program, id).unwrap();
            let function = b.program.function(id);
            assert_eq!(function.noinline, id != f);
        }
        // The parts hold the arms: the function keeps the loop and calls.
        let after = statements(b.program.function(f).body.as_ref().unwrap());
        assert!(after < before, "{after} statements left of {before}");
    }

    #[test]
    fn a_function_under_the_limit_is_left_alone() {
        let mut b = Builder::new();
        let f = switch_in_loop(&mut b);
        let changed = outline_large_functions(&mut b.program, &[f], 1000);
        assert!(changed.is_empty());
        assert_eq!(b.program.functions.len(), 1);
    }
}
