//! gcc's labels as values during specialization. A computed goto whose
//! target is static is a plain jump to the label it holds, so a threaded
//! interpreter specialized to its program becomes straight-line code. A
//! run-time target stays a `goto *` among residual labels: each label of
//! the function being specialized gets one residual block (the binding
//! times leave nothing of the function's own static there), named by every
//! `&&label` lifted into residual code and by every residual `goto *`.

use super::*;

/// Per original function with labels in residual code: each residual
/// function made from it, with its residual name for each label.
pub(super) type LabelVersions = HashMap<FuncId, Vec<(FuncId, HashMap<String, String>)>>;

impl<'a> Kernel<'a> {
    /// `goto *target;` at the end of the top frame's block. Returns whether
    /// the path goes on (as `jump`).
    pub(super) fn computed_goto(
        &mut self,
        cfg: &mut Config,
        cur: &mut BlockId,
        target: &Expr,
        targets: &[BlockId],
        span: Span,
    ) -> R<bool> {
        let top = cfg.top().clone();
        let stmts = self
            .program
            .function(top.func)
            .body
            .as_ref()
            .map_or(0, |b| b.block(top.block).stmts.len());
        if self.division.is_trick(top.func, top.block, stmts)
            && let Some((base, index)) = crate::analysis::bta::goto_table_read(self.program, target)
            && self.value_bt(top.func, index) == Bt::Dynamic
        {
            self.goto_trick(cfg, *cur, target, (base, index), span)?;
            return Ok(false);
        }
        let dynamic = self.division.terminator(top.func, top.block) == Bt::Dynamic
            && self.value_bt(top.func, target) == Bt::Dynamic;
        if !dynamic {
            let v = self.eval.eval(&cfg.store, cfg.eval_frame(), target)?;
            let block = match v {
                Value::Ptr(Some(Pointer {
                    obj: ObjKey::Label(f, b),
                    offset: 0,
                })) if f == top.func => b,
                Value::Ptr(Some(Pointer {
                    obj: ObjKey::Label(f, _),
                    ..
                })) if f == top.func => {
                    return Err(Stop::Error(unsupported(
                        "a computed goto to a label address moved by an offset during specialization",
                        span,
                    )));
                }
                other => {
                    return Err(Stop::Error(super::super::eval::ub(
                        format!(
                            "a computed goto to {}, which is not a label of this function",
                            describe_value(self.program, &other)
                        ),
                        span,
                    )));
                }
            };
            return self.jump(cfg, cur, block);
        }
        let r = self.reduce(cfg, target)?;
        let mut residual_targets = Vec::with_capacity(targets.len());
        for &t in targets {
            let (b, _) = self.label_block(cfg, top.func, t, span)?;
            residual_targets.push(b);
        }
        residual_targets.sort();
        residual_targets.dedup();
        self.terminate(
            *cur,
            Terminator::IndirectGoto {
                target: r,
                targets: residual_targets,
                span,
            },
        );
        Ok(false)
    }

    /// `&&label` for label block `block` of `func`, in residual code.
    pub(super) fn label_address(
        &mut self,
        cfg: &Config,
        func: FuncId,
        block: BlockId,
        span: Span,
    ) -> R<Expr> {
        let (_, name) = self.label_block(cfg, func, block, span)?;
        let id = self.build().id;
        let void = self.out.types.void();
        let ty = self.out.types.pointer_to(void);
        Ok(Expr::new(ExprKind::LabelAddr(id, name.into()), ty, span))
    }

    /// The residual block of label block `block` of `func` (the function
    /// being specialized), made from `cfg`'s static data, and its residual
    /// label. Every use of one label must agree on that block.
    fn label_block(
        &mut self,
        cfg: &Config,
        func: FuncId,
        block: BlockId,
        span: Span,
    ) -> R<(BlockId, String)> {
        let own = self.building.last().is_some_and(|b| b.func == func)
            && cfg.frames.len() == 1
            && cfg.top().func == func;
        if !own {
            return Err(Stop::Error(unsupported(
                format!(
                    "the address of a label of `{}` in residual code outside that function's own specialization",
                    self.program.function(func).name
                ),
                span,
            )));
        }
        let mut at = cfg.clone();
        at.top_mut().block = block;
        at.top_mut().index = 0;
        let b = self.pending_block(at)?;
        let label = self
            .program
            .function(func)
            .body
            .as_ref()
            .and_then(|body| body.blocks.get(block.index()))
            .and_then(|blk| blk.label.as_deref().map(str::to_string))
            .unwrap_or_else(|| format!("L{}", block.0));
        // A round whose output is thrown away may make blocks that stand
        // for nothing.
        let discarded = !self.deferred.is_empty();
        let build = self.build();
        if let Some((known, name)) = build.labels.get(&block) {
            if *known == b || discarded {
                return Ok((*known, name.clone()));
            }
            return Err(Stop::Error(unsupported(
                format!(
                    "a computed goto whose label `{label}` is reached with different static data where its address is taken and where a goto jumps (cmix gives each label one residual place)"
                ),
                span,
            )));
        }
        let name = crate::core::print::fresh_name(&label, &mut build.label_names);
        let residual = &mut build.blocks[b.index()];
        residual.address_taken = true;
        residual.label = Some(name.as_str().into());
        build.labels.insert(block, (b, name.clone()));
        Ok((b, name))
    }

    /// Tables of labels (`static void *t[] = {&&a, &&b}`) that residual
    /// code reads at run time name the labels of the residual function
    /// reading them: each residual function made from the table's
    /// function gets a copy naming its own labels (the emitter defines it
    /// inside that function), or the table itself where the function was
    /// replaced in place. A table whose labels are gone from its function
    /// and that nothing reads loses its initializer.
    pub fn place_label_tables(&mut self) -> R<()> {
        let mut versions: Vec<(FuncId, FuncId, HashMap<String, String>)> = self
            .label_versions
            .iter()
            .flat_map(|(f, vs)| vs.iter().map(|(r, names)| (*f, *r, names.clone())))
            .collect();
        versions.sort_by_key(|v| (v.0, v.1));
        for (owner, into, names) in versions {
            let mut read: Vec<GlobalId> = Vec::new();
            if let Some(body) = &self.out.function(into).body {
                for block in &body.blocks {
                    let mut note = |e: &Expr| {
                        e.walk(&mut |x| {
                            if let ExprKind::Global(g) = x.kind
                                && !read.contains(&g)
                            {
                                read.push(g);
                            }
                        })
                    };
                    block.stmts.iter().for_each(|s| s.for_each_expr(&mut note));
                    block.term.for_each_expr(&mut note);
                }
            }
            for g in read {
                if crate::emit_c::label_table_owner(&self.out, g) != Some(owner) {
                    continue;
                }
                let mut table = self.out.global(g).clone();
                let mut missing = None;
                if let Some(init) = &mut table.init {
                    init.for_each_expr_mut(&mut |e| {
                        rename_labels(e, owner, into, &names, &mut missing);
                    });
                }
                if let Some(label) = missing {
                    return Err(Stop::Error(unsupported(
                        format!(
                            "the table of labels `{}` names `{label}`, which no residual code of `{}` reaches",
                            table.name,
                            self.program.function(owner).name
                        ),
                        table.span,
                    )));
                }
                if into == owner {
                    self.out.globals[g.index()] = table;
                    continue;
                }
                table.name = crate::core::print::fresh_name(&table.name, &mut self.taken_names);
                table.hoisted_from = Some(self.out.function(into).name.clone());
                let copy = GlobalId(self.out.globals.len() as u32);
                self.out.globals.push(table);
                if let Some(body) = &mut self.out.functions[into.index()].body {
                    for block in &mut body.blocks {
                        let mut rename = |e: &mut Expr| rename_global(e, g, copy);
                        block
                            .stmts
                            .iter_mut()
                            .for_each(|s| s.for_each_expr_mut(&mut rename));
                        if let Some(e) = block.term.expr_mut() {
                            rename(e);
                        }
                    }
                }
            }
        }
        // What is left naming labels its function no longer has is read by
        // nothing in the residual program.
        for g in 0..self.out.globals.len() {
            let id = GlobalId(g as u32);
            let Some(owner) = crate::emit_c::label_table_owner(&self.out, id) else {
                continue;
            };
            let mut stale = false;
            if let Some(init) = &self.out.globals[g].init {
                let body = self.out.function(owner).body.as_ref();
                init.for_each_expr(&mut |e| {
                    e.walk(&mut |x| {
                        if let ExprKind::LabelAddr(_, label) = &x.kind {
                            stale |= !body.is_some_and(|b| {
                                b.blocks.iter().any(|blk| {
                                    blk.address_taken && blk.label.as_deref() == Some(label)
                                })
                            });
                        }
                    })
                });
            }
            if stale {
                self.out.globals[g].init = None;
            }
        }
        Ok(())
    }
}

fn rename_global(e: &mut Expr, from: GlobalId, to: GlobalId) {
    if let ExprKind::Global(g) = &mut e.kind
        && *g == from
    {
        *g = to;
    }
    e.for_each_child_mut(&mut |c| rename_global(c, from, to));
}

/// Renames `&&label` of `owner` in `e` to the residual function `into`'s.
fn rename_labels(
    e: &mut Expr,
    owner: FuncId,
    into: FuncId,
    names: &HashMap<String, String>,
    missing: &mut Option<String>,
) {
    if let ExprKind::LabelAddr(f, label) = &mut e.kind
        && *f == owner
    {
        match names.get(&**label) {
            Some(name) => {
                *f = into;
                *label = name.as_str().into();
            }
            None => *missing = Some(label.to_string()),
        }
    }
    e.for_each_child_mut(&mut |c| rename_labels(c, owner, into, names, missing));
}
