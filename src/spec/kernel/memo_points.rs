//! Memo points: which blocks are join points under dynamic control, the
//! memo key of a configuration (its point and the live static data), and
//! the residual block a pending configuration gets, new or shared.

use super::*;

impl<'a> Kernel<'a> {
    pub(super) fn liveness(&mut self, f: FuncId) -> &Liveness {
        let program = self.program;
        self.liveness
            .entry(f)
            .or_insert_with(|| Liveness::compute(program.function(f)))
    }

    pub(super) fn is_memo_point(&mut self, f: FuncId, b: BlockId) -> bool {
        self.control(f).memo_points[b.index()]
    }

    /// Whether block `b` of `f` depends on a dynamic branch.
    pub(super) fn is_under_dynamic_control(&mut self, f: FuncId, b: BlockId) -> bool {
        self.control(f).controlled[b.index()]
    }

    pub(super) fn control(&mut self, f: FuncId) -> &Control {
        if !self.control.contains_key(&f) {
            let control = self.compute_control(f);
            self.control.insert(f, control);
        }
        &self.control[&f]
    }

    /// From the regions of `f`'s dynamic branches: the blocks they
    /// control, and the memo points, where paths split by a dynamic branch
    /// join: after a non-loop branch, the joins outside its region (its
    /// paths meet there); in a loop with a dynamic exit, every join of its
    /// region (each iteration meets the next). A static loop inside a
    /// dynamic `if` runs unmemoized: its iterations never meet other paths.
    pub(super) fn compute_control(&self, f: FuncId) -> Control {
        let Some(body) = &self.program.function(f).body else {
            return Control::default();
        };
        let n = body.blocks.len();
        let branches = crate::analysis::bta::dynamic_branches(body, |b| {
            self.division.terminator(f, b) == Bt::Dynamic
        });
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, block) in body.blocks.iter().enumerate() {
            for s in block.term.successors() {
                preds[s.index()].push(b);
            }
        }
        let mut control = Control {
            memo_points: vec![false; n],
            controlled: vec![false; n],
            loop_heads: loops::loop_heads(body),
        };
        for region in crate::analysis::bta::branch_regions(body, &branches) {
            let split = |p: usize| region.blocks[p] || p == region.branch.index();
            for (b, preds) in preds.iter().enumerate() {
                control.controlled[b] |= region.blocks[b];
                if preds.len() >= 2
                    && (region.is_loop || !region.blocks[b])
                    && preds.iter().any(|p| split(*p))
                {
                    control.memo_points[b] = true;
                }
            }
        }
        control
    }

    pub(super) fn all_activations(&self, cfg: &Config) -> Vec<u32> {
        let mut acts = self
            .building
            .last()
            .map(|b| b.outer.clone())
            .unwrap_or_default();
        acts.extend(cfg.frames.iter().map(|f| f.activation));
        acts
    }

    /// The memo key of `cfg`, and whether its static data reaches a
    /// variable found growing this round (`cut_objects`).
    pub(super) fn memo_key(&mut self, cfg: &Config) -> (MemoKey, bool) {
        // What the function being specialized (with the calls unfolded
        // into it) may reference; nothing else changes within it.
        let mut roots = self.global_roots[cfg.frames[0].func.index()].to_vec();
        if let Some(build) = self.building.last() {
            roots.extend(build.visible.iter().copied());
        }
        let top = cfg.frames.len() - 1;
        for (depth, frame) in cfg.frames.iter().enumerate() {
            // Callers resume after their call statement.
            let index = if depth == top {
                frame.index
            } else {
                frame.index + 1
            };
            let function = self.program.function(frame.func);
            let live = self
                .liveness(frame.func)
                .live_before(function, frame.block.index(), index);
            for (l, is_live) in live.iter().enumerate() {
                let id = LocalId(l as u32);
                if *is_live && self.local_bt(frame.func, id).0 {
                    roots.push(ObjKey::Local(frame.activation, id));
                }
            }
        }
        let point = cfg
            .frames
            .iter()
            .map(|f| (f.func.0, f.block.0, f.index as u32))
            .collect();
        let canonicalizer = Canonicalizer::new(&self.all_activations(cfg));
        let key = canonicalizer.key(&cfg.store, point, &roots, &mut self.blobs);
        let cut = !self.cut_objects.is_empty()
            && canonicalizer.reached_any(|&k| {
                let object = match k {
                    ObjKey::Global(g) => Object::Global(g),
                    ObjKey::Local(act, id) => match self.activations.get(&act) {
                        Some((func, _)) => Object::Local(*func, id),
                        None => return false,
                    },
                    _ => return false,
                };
                let Some(allowed) = self.cut_objects.get(&object) else {
                    return false;
                };
                let canon = canonicalizer.canon(k);
                let contents = key
                    .objects
                    .binary_search_by_key(&canon, |(c, _)| *c)
                    .ok()
                    .map(|i| &key.objects[i].1);
                match (allowed, contents) {
                    (Some(a), Some(c)) => **a != **c,
                    _ => true,
                }
            });
        (key, cut)
    }

    pub(super) fn block_span(&self, f: FuncId, b: BlockId) -> Span {
        let Some(body) = &self.program.function(f).body else {
            return Span::DUMMY;
        };
        let block = body.block(b);
        block
            .stmts
            .first()
            .map(|s| s.span())
            .unwrap_or(block.term.span().unwrap_or(Span::DUMMY))
    }

    /// The residual block for a pending configuration, made and queued if
    /// it was not seen before.
    pub(super) fn pending_block(&mut self, mut cfg: Config) -> R<BlockId> {
        cfg.speculative = true;
        let (b, seen) = self.memo_block(&mut cfg)?;
        if !seen {
            self.build().pending.push((cfg, b));
        }
        Ok(b)
    }

    /// The residual block memoized for `cfg`'s point and static data, and
    /// whether it was there already; a new one extends `cfg`'s lineage.
    pub(super) fn memo_block(&mut self, cfg: &mut Config) -> R<(BlockId, bool)> {
        self.loop_visits.clear();
        self.loop_keys.clear();
        let (key, cut) = self.memo_key(cfg);
        let key = Rc::new(key);
        if let Some(b) = self.build().memo.get(&key) {
            return Ok((*b, true));
        }
        if cut || self.cut_points.contains(&key.point) {
            // This round's output is thrown away: an empty block stands for
            // what would have been specialized here.
            return Ok((self.new_block(), true));
        }
        let b = self.new_block();
        self.build().memo.insert(key.clone(), b);
        // The point is cloned only the first time it is met.
        let count = {
            let build = self.build();
            match build.per_point.get_mut(&key.point) {
                Some(keys) => {
                    keys.push(key.clone());
                    keys.len()
                }
                None => {
                    build.per_point.insert(key.point.clone(), vec![key.clone()]);
                    1
                }
            }
        };
        self.busiest_point = self.busiest_point.max(count);
        if count.is_multiple_of(self.point_limit())
            && let Some((found, canons)) =
                self.overgrown(&key.point, count, &self.bounded_canons(cfg, &key))
        {
            return self.defer(found, &canons, &key.point, b);
        }
        let kept = key.clone();
        match self.extend_lineage(cfg, key) {
            None => Ok((b, false)),
            Some((found, canons)) => self.defer(found, &canons, &kept.point, b),
        }
    }
}
