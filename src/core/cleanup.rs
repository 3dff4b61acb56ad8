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

/// Where control really goes when it jumps to each block: along empty
/// blocks that only jump on, to the first that does something; a block
/// whose chain runs into a cycle of empty blocks stays itself. One walk per
/// chain, shared by every block on it (chains can be long).
fn final_targets(body: &Body) -> Vec<BlockId> {
    #[derive(Clone, Copy, PartialEq)]
    enum Found {
        Unknown,
        OnPath,
        Ends(BlockId),
        Cycles,
    }
    let forward = |b: BlockId| {
        let block = &body.blocks[b.index()];
        match block.term {
            Terminator::Goto(next) if block.stmts.is_empty() && next != b => Some(next),
            _ => None,
        }
    };
    let mut found = vec![Found::Unknown; body.blocks.len()];
    let mut path = Vec::new();
    for start in 0..body.blocks.len() {
        let mut current = BlockId(start as u32);
        let outcome = loop {
            match found[current.index()] {
                Found::Unknown => {}
                Found::OnPath | Found::Cycles => break Found::Cycles,
                ends => break ends,
            }
            match forward(current) {
                Some(next) => {
                    found[current.index()] = Found::OnPath;
                    path.push(current);
                    current = next;
                }
                None => {
                    found[current.index()] = Found::Ends(current);
                    break Found::Ends(current);
                }
            }
        };
        for b in path.drain(..) {
            found[b.index()] = outcome;
        }
    }
    found
        .iter()
        .enumerate()
        .map(|(i, f)| match f {
            Found::Ends(t) => *t,
            _ => BlockId(i as u32),
        })
        .collect()
}

fn thread_jumps(body: &mut Body) {
    let targets = final_targets(body);
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

    /// Each block's final target: the end of its chain of empty jumps, or
    /// itself when the chain runs into a cycle.
    #[test]
    fn final_targets_follow_chains_and_stop_at_cycles() {
        // 0 -> 1 -> 2 (returns); 3 -> 4 -> 5 -> 4 (a cycle); 6 -> 3; 7 -> 7.
        let goto = |b: u32| block(Terminator::Goto(BlockId(b)));
        let body = Body {
            blocks: vec![
                goto(1),
                goto(2),
                block(ret()),
                goto(4),
                goto(5),
                goto(4),
                goto(3),
                goto(7),
            ],
        };
        let targets: Vec<u32> = final_targets(&body).iter().map(|b| b.0).collect();
        assert_eq!(targets, [2, 2, 2, 3, 4, 5, 6, 7]);
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
