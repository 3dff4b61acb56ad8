//! Entries of specialization: the goal (its static values, the objects
//! given to it that run-time code writes, the globals whose value at the
//! call is unknown) and the runtime-callable functions, each replaced by
//! its specialization with nothing static.

use super::*;

impl<'a> Kernel<'a> {
    /// Specializes the goal with its frame prepared in `store`. A walked
    /// variadic goal takes its variable arguments as fixed parameters: of
    /// `va_types` when the calls' are known (call-site mode), else of the
    /// types its `va_arg`s read.
    pub fn specialize_goal(
        &mut self,
        goal: FuncId,
        name: String,
        linkage: Linkage,
        comment: Option<String>,
        va_types: Option<&[TypeId]>,
        prepare: impl FnOnce(&mut Self, &mut Store, u32) -> R<()>,
    ) -> R<FuncId> {
        // (`--name` may be what a specialized copy would be called.)
        self.taken_names.insert(name.clone());
        let mut store = self.initial_store.clone();
        let act = self.new_activation(&mut store, goal, 0);
        prepare(self, &mut store, act)?;
        let va_params = if self.division.is_va_walked(goal) {
            let span = self.program.function(goal).span;
            let number = self.goal_list(va_types);
            self.start_lists_in(&mut store, act, goal, number, span)?;
            va_types.map(<[TypeId]>::to_vec).unwrap_or_default()
        } else {
            Vec::new()
        };
        let how = Made {
            keeps_static_params: name == "main",
            name,
            linkage,
            comment,
            speculative: false,
            is_entry: true,
            visible: Vec::new(),
            into: None,
            va_params,
            outer_refs: Vec::new(),
        };
        let (id, _, _) = self.specialize(goal, act, store, Vec::new(), how)?;
        Ok(id)
    }

    /// Replaces each function that run-time code may call through a
    /// pointer by its specialization with nothing static (see
    /// `Division::is_runtime_callable`): every object it touches is
    /// dynamic, so it computes what the original does for any caller, and
    /// every reference to it (a lifted address, a table's initializer,
    /// code kept as written) stays one function. Returns the functions
    /// replaced.
    pub fn specialize_runtime_callable(&mut self) -> R<Vec<FuncId>> {
        let program = self.program;
        let mut done = Vec::new();
        for (i, function) in program.functions.iter().enumerate() {
            let g = FuncId(i as u32);
            if function.body.is_none()
                || !self.division.is_reached(g)
                || !self.division.is_runtime_callable(g)
            {
                continue;
            }
            let mut store = self.initial_store.clone();
            let act = self.new_activation(&mut store, g, 0);
            let how = Made {
                name: function.name.clone(),
                linkage: function.linkage,
                comment: Some(if crate::analysis::bta::is_variadic(program, g) {
                    format!(
                        "{}: nothing static (variadic: its arguments are read at run time)",
                        function.name
                    )
                } else {
                    format!(
                        "{}: nothing static (run-time code may call it through a pointer)",
                        function.name
                    )
                }),
                speculative: false,
                is_entry: false,
                visible: Vec::new(),
                into: Some(g),
                va_params: Vec::new(),
                outer_refs: Vec::new(),
                keeps_static_params: false,
            };
            self.specialize(g, act, store, Vec::new(), how)?;
            done.push(g);
        }
        Ok(done)
    }

    /// The objects given to static pointer parameters are fresh at every
    /// call of the goal; one that residual code writes is a residual
    /// variable that outlives the call, so the entry stores the value
    /// given into its dynamic parts (`block`) before anything runs.
    pub(super) fn reset_given_objects(
        &mut self,
        goal: FuncId,
        act: u32,
        store: &Store,
        block: BlockId,
    ) -> R<()> {
        let given: Vec<(ObjKey, Object, TypeId)> = store
            .iter()
            .filter_map(|(key, obj)| match (obj.abstract_object, obj.ty) {
                (object @ Object::Heap(f, b, _), Some(ty))
                    if f == goal && b == BlockId(u32::MAX) && self.written_at_run_time(object) =>
                {
                    Some((*key, object, ty))
                }
                _ => None,
            })
            .collect();
        for (key, object, ty) in given {
            let types = &self.program.types;
            let size = types.size_of(ty).unwrap_or(0);
            let span = self.program.function(goal).span;
            let dynamic: Vec<(u64, TypeId)> =
                crate::spec::layout::scalars_within(types, ty, 0, size)
                    .into_iter()
                    .filter(|(offset, _)| {
                        let path = crate::spec::layout::path_at(types, ty, *offset);
                        self.bts.cell(&(object, path)) == Bt::Dynamic
                    })
                    .collect();
            let cfg = Config {
                frames: vec![Frame {
                    func: goal,
                    activation: act,
                    block: BlockId(0),
                    index: 0,
                }],
                store: store.clone(),
                lineage: None,
                speculative: false,
            };
            for (offset, leaf) in dynamic {
                let at = Pointer {
                    obj: key,
                    offset: offset as i64,
                };
                let value = self.eval.load(store, at, leaf, span)?;
                let rhs = self.lift(&cfg, &value, leaf, span)?;
                let lhs = self.residual_place(&cfg, at, leaf, span)?;
                self.emit(block, Stmt::Assign { lhs, rhs, span })?;
            }
        }
        Ok(())
    }

    /// Whether residual code may write `object`: a dynamic assignment or
    /// zeroing of a place it may be, or a residual library call given a
    /// pointer into it (other than as a pointer to const).
    pub(super) fn written_at_run_time(&self, object: Object) -> bool {
        let program = self.program;
        let types = &program.types;
        for (fi, function) in program.functions.iter().enumerate() {
            let f = FuncId(fi as u32);
            let Some(body) = &function.body else { continue };
            if !self.division.is_reached(f) {
                continue;
            }
            for (bi, block) in body.blocks.iter().enumerate() {
                let b = BlockId(bi as u32);
                for (i, stmt) in block.stmts.iter().enumerate() {
                    if self.division.statement(f, b, i) != Bt::Dynamic {
                        continue;
                    }
                    let writes = match stmt {
                        Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => self
                            .pta
                            .expr_places(types, f, lhs)
                            .iter()
                            .any(|c| c.0 == object),
                        Stmt::Call { callee, args, .. }
                            if program.function(*callee).body.is_none() =>
                        {
                            args.iter().any(|a| {
                                let writable = types
                                    .pointee(a.ty)
                                    .is_some_and(|t| !types.quals(t).is_const);
                                writable
                                    && self
                                        .pta
                                        .expr_targets(types, f, a)
                                        .iter()
                                        .any(|c| c.0 == object)
                            })
                        }
                        _ => false,
                    };
                    if writes {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Makes the parts of static globals that `written` names unknown in
    /// `store` (the store at the goal's entry), to be written back at its
    /// returns; the rest keep their initial values (nothing changes them).
    pub fn start_unknown(
        &mut self,
        goal: FuncId,
        store: &mut Store,
        written: &std::collections::HashSet<Cell>,
    ) {
        self.entry_unknown.clear();
        self.entry_given.clear();
        // Only the static globals the goal may touch: the others it can
        // neither read nor change (a large buffer only `main` fills costs
        // nothing).
        for &key in self.global_roots[goal.index()].clone().iter() {
            let ObjKey::Global(g) = key else { continue };
            let ty = self.program.global(g).ty;
            if self
                .given_globals_from
                .is_some_and(|from| g.index() >= from)
                && let Some(obj) = store.get_rc(key)
            {
                self.entry_given.push((g, obj.clone()));
                continue;
            }
            // Dynamic cells are the residual program's own: only static
            // ones can be read unknown or need writing back.
            let mut ranges: Vec<(u64, u64)> = written
                .iter()
                .filter(|cell| cell.0 == Object::Global(g) && self.bts.cell(cell) == Bt::Static)
                .flat_map(|(_, path)| {
                    crate::spec::layout::cell_ranges(&self.program.types, ty, path)
                })
                .collect();
            if ranges.is_empty() {
                continue;
            }
            // A global static throughout: its padding too, which a `memcpy`
            // or `memset` of the whole object sets.
            let root = (Object::Global(g), Vec::new());
            if self.bts.cell(&root) == Bt::Static
                && !self.division.dynamic_below(&root)
                && let Some(size) = self.program.types.size_of(ty)
            {
                let types = &self.program.types;
                ranges.extend(
                    (0..size)
                        .filter(|at| crate::spec::layout::is_padding(types, ty, *at))
                        .map(|at| (at, 1)),
                );
            }
            let ranges = merged(ranges);
            let Some(obj) = store.get(key) else { continue };
            let mut obj = obj.clone();
            for (at, len) in &ranges {
                obj.forget(*at, *len);
            }
            obj.unknown = true;
            store.insert(key, obj);
            self.entry_unknown.push((g, ranges));
        }
    }
}

/// `ranges` (offset, length) sorted and merged where they overlap or
/// touch: an array's cells give one range per element.
fn merged(mut ranges: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    ranges.sort_unstable();
    let mut out: Vec<(u64, u64)> = Vec::with_capacity(ranges.len());
    for (at, len) in ranges {
        match out.last_mut() {
            Some((lo, l)) if at <= *lo + *l => *l = (*l).max(at + len - *lo),
            _ => out.push((at, len)),
        }
    }
    out
}
