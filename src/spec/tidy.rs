//! Tidying of residual functions after specialization: what two-level
//! execution leaves that a C programmer would not write.
//!
//! - Blocks with the same statements and the same exits are one block
//!   (specialization makes a copy per static state, and states that differ
//!   only in data nobody reads again give identical code: binsearch's
//!   several `return -1`).
//! - A test whose exits are one block is a jump.
//! - Calls of residual functions that specialized to nothing (a void
//!   function whose every statement was static) are dropped.
//! - A chain of tests of one value against constants (a scanner's
//!   transitions, an interpreter's dispatch left over from a static table)
//!   is a `switch`, which the C compiler turns into a jump table or a
//!   balanced search instead of a linear one.

use std::collections::{HashMap, HashSet};

use crate::core::cleanup::{for_each_target, simplify};
use crate::core::print::{CPrinter, dump_stmt, terminator_shape};
use crate::core::{BinOp, BlockId, Body, Expr, ExprKind, FuncId, Program, Stmt, Terminator};

/// Tidies the residual functions `residual` of `program`.
pub fn tidy(program: &mut Program, residual: &[FuncId]) {
    drop_empty_calls(program, residual);
    for &f in residual {
        let Some(mut body) = program.functions[f.index()].body.take() else {
            continue;
        };
        // Unique names, so that different locals never print alike.
        let names: Vec<String> = (0..program.function(f).locals.len())
            .map(|i| format!("v{i}"))
            .collect();
        let printer = CPrinter::new(program, &names);
        merge_identical_blocks(&mut body, &printer);
        drop_pointless_tests(program, &mut body);
        // Chains are found once jumps to jumps are threaded.
        simplify(&mut body);
        if chains_to_switches(program, &mut body, &printer) {
            simplify(&mut body);
        }
        program.functions[f.index()].body = Some(body);
    }
}

/// A test whose two exits are the same block (once identical blocks are
/// merged) is a jump, unless reading its condition is itself observable
/// (a volatile object).
fn drop_pointless_tests(program: &Program, body: &mut Body) {
    for block in &mut body.blocks {
        if let Terminator::If {
            cond,
            then_block,
            else_block,
            ..
        } = &block.term
            && then_block == else_block
            && !cond.reads_shared(&program.types)
        {
            block.term = Terminator::Goto(*then_block);
        }
    }
}

/// Whether a body does nothing: one block that returns no value.
fn is_empty(body: &Body) -> bool {
    matches!(body.blocks.as_slice(), [only] if only.stmts.is_empty()
        && matches!(only.term, Terminator::Return { value: None, .. }))
}

fn drop_empty_calls(program: &mut Program, residual: &[FuncId]) {
    // Dropping calls can empty the callers: go on until nothing changes.
    loop {
        let empty: HashSet<FuncId> = residual
            .iter()
            .copied()
            .filter(|f| program.function(*f).body.as_ref().is_some_and(is_empty))
            .collect();
        let mut changed = false;
        for &f in residual {
            let Some(body) = &mut program.functions[f.index()].body else {
                continue;
            };
            for block in &mut body.blocks {
                let before = block.stmts.len();
                block.stmts.retain(|s| {
                    !matches!(s, Stmt::Call { dest: None, callee, .. } if empty.contains(callee))
                });
                changed |= block.stmts.len() != before;
            }
            if changed {
                simplify(body);
            }
        }
        if !changed {
            return;
        }
    }
}

/// Redirects jumps to a block to the first block with the same statements
/// and the same terminator, until no two blocks are alike. A worklist keeps
/// this linear: a merge re-keys only the blocks that jumped to the block
/// merged away. The result is the one fixed point (every class of alike
/// blocks merged into its lowest-numbered member), whatever the order.
fn merge_identical_blocks(body: &mut Body, printer: &CPrinter) {
    let count = body.blocks.len();
    // What a block does apart from where it goes, printed once and
    // numbered: blocks that print alike get the same number.
    let mut shapes: HashMap<String, u32> = HashMap::with_capacity(count);
    let shape_of: Vec<u32> = body
        .blocks
        .iter()
        .map(|b| {
            let mut text: String = b
                .stmts
                .iter()
                .map(|s| dump_stmt(printer, s) + "\n")
                .collect();
            text.push_str(&terminator_shape(printer, &b.term));
            let next = shapes.len() as u32;
            *shapes.entry(text).or_insert(next)
        })
        .collect();
    drop(shapes);
    let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (i, block) in body.blocks.iter().enumerate() {
        for t in block.term.successors() {
            predecessors[t.index()].push(i);
        }
    }
    // Block 0 is the entry and stays itself; a label's block is the one its
    // address names.
    let mergeable: Vec<bool> = body
        .blocks
        .iter()
        .enumerate()
        .map(|(i, b)| i != 0 && !b.address_taken)
        .collect();
    let mut merged = vec![false; count];
    // The current key of each block in `owner`, and the block owning a key.
    type Key = (u32, Vec<BlockId>);
    let mut key_of: Vec<Option<Key>> = vec![None; count];
    let mut owner: HashMap<Key, usize> = HashMap::with_capacity(count);
    // Any order reaches the same fixed point: a stack, each block on it once.
    let mut queue: Vec<usize> = (0..count).rev().filter(|&i| mergeable[i]).collect();
    let mut queued = mergeable.clone();
    while let Some(i) = queue.pop() {
        queued[i] = false;
        if merged[i] {
            continue;
        }
        let key = (shape_of[i], body.blocks[i].term.successors());
        let Some(&other) = owner.get(&key) else {
            owner.insert(key.clone(), i);
            key_of[i] = Some(key);
            continue;
        };
        let (keep, gone) = if other < i { (other, i) } else { (i, other) };
        merged[gone] = true;
        if keep == i {
            owner.insert(key.clone(), i);
            key_of[i] = Some(key);
            key_of[gone] = None;
        }
        let jumpers = std::mem::take(&mut predecessors[gone]);
        for &p in &jumpers {
            for_each_target(&mut body.blocks[p].term, |t| {
                if t.index() == gone {
                    *t = BlockId(keep as u32);
                }
            });
            // Its key names the block merged away: it is keyed again.
            if let Some(old) = key_of[p].take()
                && owner.get(&old) == Some(&p)
            {
                owner.remove(&old);
            }
            if mergeable[p] && !merged[p] && !std::mem::replace(&mut queued[p], true) {
                queue.push(p);
            }
        }
        predecessors[keep].extend(jumpers);
    }
}

/// Shortest chain of tests worth a `switch`.
const MIN_SWITCH_CASES: usize = 4;

/// One equality test of a block's terminator: `value == constant` goes to
/// `hit`, anything else to `miss`.
struct Test<'a> {
    /// The tested value, printed (identical values print alike).
    key: String,
    value: &'a Expr,
    constant: i128,
    hit: BlockId,
    miss: BlockId,
}

fn equality_test<'a>(
    program: &Program,
    printer: &CPrinter,
    term: &'a Terminator,
) -> Option<Test<'a>> {
    let Terminator::If {
        cond,
        then_block,
        else_block,
        ..
    } = term
    else {
        return None;
    };
    let ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne), l, r) = &cond.kind else {
        return None;
    };
    let constant = |e: &Expr| crate::lower::fold::int_value(&program.types, e);
    let (value, constant) = match (constant(r), constant(l)) {
        (Some(c), None) => (l.as_ref(), c),
        (None, Some(c)) => (r.as_ref(), c),
        _ => return None,
    };
    // A switch takes a promoted integer; reading the value must not be
    // observable (it is read once instead of once per test).
    let kind = program.types.as_int(value.ty)?;
    if kind.promoted() != kind || value.reads_shared(&program.types) {
        return None;
    }
    let (hit, miss) = match op {
        BinOp::Eq => (*then_block, *else_block),
        _ => (*else_block, *then_block),
    };
    Some(Test {
        key: printer.expr(value),
        value,
        constant,
        hit,
        miss,
    })
}

/// Turns each chain of at least `MIN_SWITCH_CASES` equality tests of one
/// value, linked through their misses by blocks that do nothing else, into
/// one `switch` at the chain's head. The inner blocks stay for any other
/// jumps to them (cleanup drops them otherwise). Whether any changed.
fn chains_to_switches(program: &Program, body: &mut Body, printer: &CPrinter) -> bool {
    let tests: Vec<Option<Test>> = body
        .blocks
        .iter()
        .map(|b| equality_test(program, printer, &b.term))
        .collect();
    // A block continues a chain when a test of the same value misses to it
    // and it holds nothing but its own test.
    let links = |t: &Test| -> Option<BlockId> {
        let next = t.miss;
        match &tests[next.index()] {
            Some(n) if n.key == t.key && body.blocks[next.index()].stmts.is_empty() => Some(next),
            _ => None,
        }
    };
    let mut continues = vec![false; body.blocks.len()];
    for t in tests.iter().flatten() {
        if let Some(next) = links(t) {
            continues[next.index()] = true;
        }
    }
    let mut switches = Vec::new();
    for (head, test) in tests.iter().enumerate() {
        let Some(test) = test else { continue };
        if continues[head] {
            continue;
        }
        let mut cases: Vec<(i128, BlockId)> = Vec::new();
        let mut seen = HashSet::new();
        let mut current = test;
        let mut visited = HashSet::from([head]);
        let default = loop {
            // A repeated constant can never match again.
            if seen.insert(current.constant) {
                cases.push((current.constant, current.hit));
            }
            match links(current) {
                Some(next) if visited.insert(next.index()) => {
                    current = tests[next.index()].as_ref().unwrap_or(current);
                }
                _ => break current.miss,
            }
        };
        if cases.len() >= MIN_SWITCH_CASES {
            let span = match &body.blocks[head].term {
                Terminator::If { span, .. } => *span,
                _ => continue,
            };
            switches.push((head, test.value.clone(), cases, default, span));
        }
    }
    let changed = !switches.is_empty();
    for (head, scrutinee, cases, default, span) in switches {
        body.blocks[head].term = Terminator::Switch {
            scrutinee,
            cases,
            default,
            span,
        };
    }
    changed
}
