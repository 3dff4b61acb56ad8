//! Static loops that never end: a loop head met again and again along one
//! path without a memo point is memoized at a few visits, so that a static
//! state that comes back there closes the loop into a residual one.

use super::*;

/// Visits of one loop head along one path without a memo point after
/// which the kernel starts checking whether the loop's static state
/// repeats (`Kernel::loop_check`); it checks again at each doubling.
const LOOP_CHECK_AFTER: u32 = 16;

/// Turns of one static loop along one path only run-time control may
/// take after which the variables that keep changing there are
/// generalized: a counter that wrapped (`while (--blocks)` from 0) would
/// unroll 2^64 turns on a path the program never takes.
const LOOP_RUNAWAY: u32 = 1 << 14;

impl<'a> Kernel<'a> {
    /// Whether the path about to enter loop head `b` of `f` should be
    /// memoized there although it is no memo point: a static loop (one
    /// under dynamic control, or one the program runs) is unrolled, and
    /// when its static state comes back to one seen before it never ends
    /// (`while (x) {...}` with a static `x` that stays true on a path the
    /// program never takes). Checked at the 16th visit along the path and
    /// at every doubling, so a long loop costs a few memo keys and a loop
    /// that repeats is closed into a residual loop after a few turns.
    pub(super) fn loop_check(&mut self, cfg: &Config, f: FuncId, b: BlockId) -> bool {
        if !self.control(f).loop_heads[b.index()] {
            return false;
        }
        let visits = self
            .loop_visits
            .entry((cfg.top().activation, b))
            .or_insert(0);
        *visits += 1;
        *visits >= LOOP_CHECK_AFTER && visits.is_power_of_two()
    }

    /// The residual block of `cfg` at a loop head checked for repetition
    /// (`loop_check`): the block made when the same static state was
    /// checked there before, or a new one. No generalization looks at
    /// these entries: a loop whose state keeps changing is the program's
    /// own unrolled work.
    pub(super) fn repeat_block(&mut self, cfg: &mut Config) -> R<(BlockId, bool)> {
        let (key, cut) = self.memo_key(cfg);
        let key = Rc::new(key);
        if let Some(b) = self.build().memo.get(&key) {
            return Ok((*b, true));
        }
        if cut || self.cut_points.contains(&key.point) {
            return Ok((self.new_block(), true));
        }
        let b = self.new_block();
        let head = (cfg.top().activation, cfg.top().block);
        let visits = self.loop_visits.get(&head).copied().unwrap_or(0);
        let previous = self.loop_keys.insert(head, key.clone());
        if cfg.speculative
            && visits >= LOOP_RUNAWAY
            && let Some(changed) = previous.and_then(|p| changed_objects(&p, &key))
            && let Some((cells, names)) = self.variables(&key.point, &changed)
        {
            let top = cfg.top();
            let them = if cells.len() == 1 { "it" } else { "them" };
            let found = Generalization {
                cells,
                sites: Vec::new(),
                message: format!(
                    "{names} kept changing in a static loop on a path only run-time control may take ({visits} turns at {{at}}), so keeping {them} static would unroll it without end"
                ),
                span: self.block_span(top.func, top.block),
            };
            return self.defer(found, &changed, &key.point, b);
        }
        self.build().memo.insert(key, b);
        Ok((b, false))
    }
}

/// The blocks of `body` that a depth-first back edge enters: every loop
/// has one (an irreducible one at least one).
pub(super) fn loop_heads(body: &crate::core::Body) -> Vec<bool> {
    use petgraph::graph::NodeIndex;
    use petgraph::visit::{DfsEvent, depth_first_search};
    let n = body.blocks.len();
    let graph = body.flow_graph();
    let mut heads = vec![false; n];
    depth_first_search(&graph, (0..n).map(NodeIndex::new), |event| {
        if let DfsEvent::BackEdge(_, head) = event {
            heads[head.index()] = true;
        }
    });
    heads
}
