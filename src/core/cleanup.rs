//! Control-flow cleanup of a function body: jumps through empty blocks are
//! threaded to their final target, and blocks unreachable from the entry
//! are dropped (the rest keep their order and are renumbered).
//!
//! Lowering produces many such blocks (loop exits, joins after `return`);
//! removing them here keeps every later pass and the printed Core C small.

use super::{Block, BlockId, Body, Terminator};

pub fn simplify(body: &mut Body) {
    thread_jumps(body);
    skip_empty_entry(body);
    drop_unreachable(body);
}

/// An entry block that only jumps on is replaced by its target: after
/// threading nothing jumps to the entry, so swapping the two blocks makes
/// the old entry unreachable.
fn skip_empty_entry(body: &mut Body) {
    let Some(entry) = body.blocks.first() else {
        return;
    };
    let Terminator::Goto(target) = entry.term else {
        return;
    };
    if !entry.stmts.is_empty() || target.index() == 0 {
        return;
    }
    body.blocks.swap(0, target.index());
    let swap = |b: &mut BlockId| {
        if b.index() == 0 {
            *b = target;
        } else if *b == target {
            *b = BlockId(0);
        }
    };
    for block in &mut body.blocks {
        for_each_target(&mut block.term, swap);
    }
}

pub(crate) fn for_each_target(term: &mut Terminator, mut f: impl FnMut(&mut BlockId)) {
    match term {
        Terminator::Goto(b) => f(b),
        Terminator::If {
            then_block,
            else_block,
            ..
        } => {
            f(then_block);
            f(else_block);
        }
        Terminator::Switch { cases, default, .. } => {
            cases.iter_mut().for_each(|c| f(&mut c.1));
            f(default);
        }
        Terminator::IndirectGoto { targets, .. } => targets.iter_mut().for_each(f),
        Terminator::Return { .. } => {}
    }
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
    for block in &mut body.blocks {
        // A computed goto's targets are the labels themselves.
        if matches!(block.term, Terminator::IndirectGoto { .. }) {
            continue;
        }
        for_each_target(&mut block.term, |b| *b = targets[b.index()]);
    }
}

fn drop_unreachable(body: &mut Body) {
    let n = body.blocks.len();
    if n == 0 {
        return;
    }
    let mut reachable = vec![false; n];
    // A block whose address is taken stays: the value names it, even where
    // no computed goto uses it.
    let mut stack: Vec<BlockId> = std::iter::once(BlockId(0))
        .chain(
            (0..n)
                .filter(|b| body.blocks[*b].address_taken)
                .map(|b| BlockId(b as u32)),
        )
        .collect();
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
        for_each_target(&mut block.term, |b| *b = new_index[b.index()]);
        body.blocks.push(block);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Block, Terminator};
    use crate::source::Span;

    fn block(term: Terminator) -> Block {
        Block {
            stmts: Vec::new(),
            term,
            label: None,
            address_taken: false,
        }
    }

    fn ret() -> Terminator {
        Terminator::Return {
            value: None,
            span: Span::DUMMY,
        }
    }

    #[test]
    fn threads_jumps_drops_dead_blocks_and_skips_an_empty_entry() {
        // 0: goto 1; 1: goto 3; 2: return (dead); 3: goto 3 (a loop)
        let mut body = Body {
            blocks: vec![
                block(Terminator::Goto(BlockId(1))),
                block(Terminator::Goto(BlockId(3))),
                block(ret()),
                block(Terminator::Goto(BlockId(3))),
            ],
        };
        simplify(&mut body);
        assert_eq!(body.blocks.len(), 1);
        assert!(matches!(body.blocks[0].term, Terminator::Goto(BlockId(0))));
    }

    #[test]
    fn a_cycle_of_empty_blocks_is_kept() {
        let mut body = Body {
            blocks: vec![
                block(Terminator::Goto(BlockId(1))),
                block(Terminator::Goto(BlockId(0))),
            ],
        };
        simplify(&mut body);
        assert!(!body.blocks.is_empty());
        for b in &body.blocks {
            for s in b.term.successors() {
                assert!(s.index() < body.blocks.len());
            }
        }
    }
}
