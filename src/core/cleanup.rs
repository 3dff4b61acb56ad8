//! Control-flow cleanup of a function body: jumps through empty blocks are
//! threaded to their final target, and blocks unreachable from the entry
//! are dropped (the rest keep their order and are renumbered).
//!
//! Lowering produces many such blocks (loop exits, joins after `return`);
//! removing them here keeps every later pass and the printed Core C small.

use super::{Block, BlockId, Body, Terminator};

pub fn simplify(body: &mut Body) {
    thread_jumps(body);
    drop_unreachable(body);
}

/// Where control really goes when it jumps to `start`.
fn final_target(body: &Body, start: BlockId) -> BlockId {
    let mut current = start;
    // A chain longer than the number of blocks is a cycle of empty blocks.
    for _ in 0..body.blocks.len() {
        let block = &body.blocks[current.index()];
        match block.term {
            Terminator::Goto(next) if block.stmts.is_empty() && next != current => current = next,
            _ => return current,
        }
    }
    start
}

fn thread_jumps(body: &mut Body) {
    let targets: Vec<BlockId> = (0..body.blocks.len())
        .map(|i| final_target(body, BlockId(i as u32)))
        .collect();
    let redirect = |b: &mut BlockId| *b = targets[b.index()];
    for block in &mut body.blocks {
        match &mut block.term {
            Terminator::Goto(b) => redirect(b),
            Terminator::If {
                then_block,
                else_block,
                ..
            } => {
                redirect(then_block);
                redirect(else_block);
            }
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().for_each(|c| redirect(&mut c.1));
                redirect(default);
            }
            Terminator::Return { .. } => {}
        }
    }
}

fn drop_unreachable(body: &mut Body) {
    let n = body.blocks.len();
    if n == 0 {
        return;
    }
    let mut reachable = vec![false; n];
    let mut stack = vec![BlockId(0)];
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut reachable[b.index()], true) {
            continue;
        }
        stack.extend(body.blocks[b.index()].term.successors());
    }
    let mut new_index = vec![BlockId(0); n];
    let mut next = 0u32;
    for (i, r) in reachable.iter().enumerate() {
        if *r {
            new_index[i] = BlockId(next);
            next += 1;
        }
    }
    let old: Vec<Block> = std::mem::take(&mut body.blocks);
    for (i, mut block) in old.into_iter().enumerate() {
        if !reachable[i] {
            continue;
        }
        let renumber = |b: &mut BlockId| *b = new_index[b.index()];
        match &mut block.term {
            Terminator::Goto(b) => renumber(b),
            Terminator::If {
                then_block,
                else_block,
                ..
            } => {
                renumber(then_block);
                renumber(else_block);
            }
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().for_each(|c| renumber(&mut c.1));
                renumber(default);
            }
            Terminator::Return { .. } => {}
        }
        body.blocks.push(block);
    }
}
