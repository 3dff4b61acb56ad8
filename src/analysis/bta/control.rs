//! Control under dynamic branches: the blocks each dynamic branch
//! controls, and where static writes are suspended because they may run
//! any number of times (C-Mix's conservative rule, book 11.3.3).

use std::collections::HashMap;

use crate::analysis::callgraph::CallGraph;
use crate::core::{BlockId, Body, FuncId, Program, Stmt, Terminator};

/// The blocks ending in an `if`, `switch` or computed goto that
/// `is_dynamic` says is dynamic.
pub(crate) fn dynamic_branches(
    body: &Body,
    mut is_dynamic: impl FnMut(BlockId) -> bool,
) -> Vec<BlockId> {
    (0..body.blocks.len())
        .map(|b| BlockId(b as u32))
        .filter(|b| {
            matches!(
                body.block(*b).term,
                Terminator::If { .. } | Terminator::Switch { .. } | Terminator::IndirectGoto { .. }
            ) && is_dynamic(*b)
        })
        .collect()
}

/// The blocks one dynamic branch controls.
pub(crate) struct Region {
    pub branch: BlockId,
    /// Per block: reachable from the branch's successors without passing
    /// its immediate post-dominator.
    pub blocks: Vec<bool>,
    /// The region leads back to the branch: a loop with a dynamic exit.
    pub is_loop: bool,
}

/// The region of each of `dynamic_branches`.
pub(crate) fn branch_regions(body: &Body, dynamic_branches: &[BlockId]) -> Vec<Region> {
    let n = body.blocks.len();
    let ipdom = immediate_post_dominators(body);
    dynamic_branches
        .iter()
        .map(|&branch| {
            let stop = ipdom[branch.index()];
            let mut seen = vec![false; n];
            let mut stack: Vec<BlockId> = body.blocks[branch.index()].term.successors();
            while let Some(b) = stack.pop() {
                if Some(b) == stop || std::mem::replace(&mut seen[b.index()], true) {
                    continue;
                }
                stack.extend(body.blocks[b.index()].term.successors());
            }
            Region {
                branch,
                is_loop: seen[branch.index()],
                blocks: seen,
            }
        })
        .collect()
}

/// Where static writes to cells other than the writer's own locals are
/// suspended (made dynamic), the rest of C-Mix's conservative rule that
/// end-configurations leave (reference book 11.3.3):
/// - in loops whose exit is dynamic: such a write may run any number of
///   times, and the variable would take ever new values;
/// - in functions called from such loops, and in recursive functions
///   whose recursion is under dynamic control (each level would need
///   its own end-configurations), and in everything they call.
///
/// Elsewhere a static write under dynamic control stays static: the
/// kernel specializes what follows once per value (join points, unfolded
/// calls, and the end-configurations of residual calls).
pub(crate) struct SuspendedScope {
    loop_blocks: HashMap<FuncId, Vec<bool>>,
    dynamic_context: Vec<bool>,
}

impl SuspendedScope {
    pub(crate) fn compute(
        program: &Program,
        cg: &CallGraph,
        reached: &[bool],
        mut is_dynamic_branch: impl FnMut(FuncId, BlockId) -> bool,
    ) -> SuspendedScope {
        let mut loop_blocks = HashMap::new();
        let mut stack: Vec<FuncId> = Vec::new();
        for (i, f) in program.functions.iter().enumerate() {
            let fid = FuncId(i as u32);
            let Some(body) = &f.body else { continue };
            if !reached[i] {
                continue;
            }
            let branches = dynamic_branches(body, |b| is_dynamic_branch(fid, b));
            if branches.is_empty() {
                continue;
            }
            let n = body.blocks.len();
            let (mut under, mut loops) = (vec![false; n], vec![false; n]);
            for region in branch_regions(body, &branches) {
                for (b, inside) in region.blocks.iter().enumerate() {
                    under[b] |= inside;
                    loops[b] |= inside & region.is_loop;
                }
            }
            for (b, block) in body.blocks.iter().enumerate() {
                for stmt in &block.stmts {
                    let Stmt::Call { callee, .. } = stmt else {
                        continue;
                    };
                    if loops[b] || (under[b] && cg.is_recursive_call(fid, *callee)) {
                        stack.push(*callee);
                    }
                }
            }
            loop_blocks.insert(fid, loops);
        }
        let mut dynamic_context = vec![false; program.functions.len()];
        while let Some(f) = stack.pop() {
            if std::mem::replace(&mut dynamic_context[f.index()], true) {
                continue;
            }
            stack.extend(cg.callees(f));
        }
        SuspendedScope {
            loop_blocks,
            dynamic_context,
        }
    }

    /// Whether non-local static writes in block `b` of `f` are suspended.
    pub(crate) fn suspends(&self, f: FuncId, b: BlockId) -> bool {
        self.dynamic_context[f.index()]
            || self
                .loop_blocks
                .get(&f)
                .is_some_and(|blocks| blocks[b.index()])
    }
}

/// The immediate post-dominator of each block (`None`: only the exit),
/// from petgraph's dominators on the reversed control-flow graph.
fn immediate_post_dominators(body: &Body) -> Vec<Option<BlockId>> {
    use petgraph::algo::dominators::simple_fast;
    use petgraph::graph::{DiGraph, NodeIndex};
    let n = body.blocks.len();
    // Node n is the exit; every return flows to it. Blocks that never reach
    // an exit (endless loops) get no post-dominator.
    let mut reversed: DiGraph<(), ()> = DiGraph::with_capacity(n + 1, n * 2);
    for _ in 0..=n {
        reversed.add_node(());
    }
    for (b, block) in body.blocks.iter().enumerate() {
        let succs = block.term.successors();
        if succs.is_empty() {
            reversed.add_edge(NodeIndex::new(n), NodeIndex::new(b), ());
        }
        for s in succs {
            reversed.add_edge(NodeIndex::new(s.index()), NodeIndex::new(b), ());
        }
    }
    let doms = simple_fast(&reversed, NodeIndex::new(n));
    (0..n)
        .map(|b| {
            doms.immediate_dominator(NodeIndex::new(b))
                .filter(|d| d.index() < n)
                .map(|d| BlockId(d.index() as u32))
        })
        .collect()
}
