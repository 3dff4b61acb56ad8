//! What the solution says: targets and places of expressions, the cells
//! pointing to an object, what unknown code may reach, the dump.

use super::*;

impl PointsTo {
    /// What the call through a pointer at statement `index` of block `b`
    /// of `f` may call.
    pub fn indirect_targets(&self, f: FuncId, b: BlockId, index: usize) -> IndirectTargets {
        match self.indirect_index.get(&(f, b, index as u32)) {
            Some(&i) => {
                let call = &self.indirect_calls[i];
                IndirectTargets {
                    functions: call.targets.iter().copied().collect(),
                    unknown: call.unknown,
                }
            }
            None => IndirectTargets::default(),
        }
    }

    /// User functions that code the analysis does not see may call, each
    /// with the functions whose library calls gave their address away
    /// (empty when only the caller's memory holds it).
    pub fn called_from_outside(&self) -> Vec<(FuncId, Vec<FuncId>)> {
        let mut out: Vec<(FuncId, Vec<FuncId>)> = self
            .called_from_outside
            .iter()
            .map(|(g, callers)| (*g, callers.iter().copied().collect()))
            .collect();
        out.sort();
        out
    }

    /// The functions whose code counts, when not all do: those the goal
    /// calls, directly or through pointers, and those whose address
    /// counted code takes.
    pub fn reached(&self) -> Option<&[bool]> {
        self.reached.as_deref()
    }

    /// The functions some pointer may hold.
    pub fn functions_pointed_to(&self) -> Vec<FuncId> {
        self.objects
            .iter()
            .filter_map(|o| match o {
                Object::Func(g) => Some(*g),
                _ => None,
            })
            .collect()
    }

    /// Call edges the program's text does not show: from a call through a
    /// pointer to each function it may call, and from a library call to
    /// each user function it may call back.
    pub fn hidden_call_edges(&self) -> Vec<(FuncId, FuncId)> {
        let mut out: Vec<(FuncId, FuncId)> = Vec::new();
        for call in &self.indirect_calls {
            out.extend(call.targets.iter().map(|g| (call.caller, *g)));
        }
        for (g, callers) in &self.called_from_outside {
            out.extend(callers.iter().map(|c| (*c, *g)));
        }
        out.sort();
        out.dedup();
        out
    }

    pub fn object_id(&self, o: Object) -> Option<ObjId> {
        self.object_ids.get(&o).copied()
    }

    pub fn object(&self, id: ObjId) -> Object {
        self.objects[id.0 as usize]
    }

    /// The locations the cell `loc` may point to.
    pub fn cell_targets(&self, loc: Loc) -> Vec<Loc> {
        self.cells
            .get(&loc)
            .map(|&n| self.pts(n).iter().copied().collect())
            .unwrap_or_default()
    }

    /// The locations a pointer variable (scalar local or global) may point to.
    pub fn variable_targets(&self, o: Object) -> Vec<Loc> {
        match self.object_id(o) {
            Some(obj) => self.cell_targets(Loc { obj, path: ROOT }),
            None => Vec::new(),
        }
    }

    pub fn path_steps(&self, p: PathId) -> &[Step] {
        &self.paths[p.0 as usize]
    }

    /// The cell at `object` + `path`, if the analysis has one.
    pub(super) fn lookup_cell(&self, object: Object, path: &[Step]) -> Option<NodeId> {
        let obj = self.object_id(object)?;
        let path = *self.path_ids.get(&path[..path.len().min(MAX_PATH)])?;
        self.cells.get(&Loc { obj, path }).copied()
    }

    /// What the cell at `object` + `path` may point to.
    pub fn cell_targets_of(&self, cell: &(Object, Vec<Step>)) -> Vec<(Object, Vec<Step>)> {
        match self.lookup_cell(cell.0, &cell.1) {
            Some(n) => self
                .pts(n)
                .iter()
                .map(|loc| (self.object(loc.obj), self.path_steps(loc.path).to_vec()))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The cells that may hold a pointer into `object`.
    pub fn cells_pointing_to(&self, object: Object) -> Vec<(Object, Vec<Step>)> {
        let Some(target) = self.object_id(object) else {
            return Vec::new();
        };
        let mut cells: Vec<(Object, Vec<Step>)> = self
            .cells
            .iter()
            .filter(|(_, n)| self.pts(**n).iter().any(|l| l.obj == target))
            .map(|(loc, _)| (self.object(loc.obj), self.path_steps(loc.path).to_vec()))
            .collect();
        cells.sort();
        cells
    }

    /// The objects code the analysis does not see may reach: those whose
    /// address it was given (a library call's arguments, a user variadic
    /// function's variable ones), and what they point to.
    pub fn given_to_unknown_code(&self) -> HashSet<Object> {
        let roots: Vec<Object> = self
            .outside_calls
            .iter()
            .flat_map(|(_, nodes)| nodes.iter())
            .flat_map(|n| self.pts(*n).iter())
            .map(|loc| self.object(loc.obj))
            .collect();
        self.reachable_objects(roots)
    }

    /// The objects reachable from `roots` by following what their cells
    /// may point to, the roots included.
    pub fn reachable_objects(&self, roots: impl IntoIterator<Item = Object>) -> HashSet<Object> {
        let mut seen: HashSet<ObjId> = HashSet::default();
        let mut stack: Vec<ObjId> = roots
            .into_iter()
            .filter_map(|o| self.object_id(o))
            .collect();
        while let Some(obj) = stack.pop() {
            if !seen.insert(obj) {
                continue;
            }
            for &(_, n) in self.cells_of.get(&obj).into_iter().flatten() {
                stack.extend(self.pts(n).iter().map(|loc| loc.obj));
            }
        }
        seen.into_iter().map(|o| self.object(o)).collect()
    }

    /// For each list of roots, the functions whose address is reachable
    /// from it (as `reachable_objects`), for many lists at once: the
    /// graph of objects is condensed into its strongly connected
    /// components once, and each component's functions gathered once, so
    /// that a program with thousands of library calls does not walk its
    /// whole heap for each.
    pub(super) fn functions_reachable_from_each(
        &self,
        root_lists: &[Vec<ObjId>],
    ) -> Vec<Vec<FuncId>> {
        use petgraph::graph::{DiGraph, NodeIndex};
        let functions: Vec<(usize, FuncId)> = self
            .objects
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match o {
                Object::Func(g) => Some((i, *g)),
                _ => None,
            })
            .collect();
        if functions.is_empty() {
            return vec![Vec::new(); root_lists.len()];
        }
        let n = self.objects.len();
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, 0);
        for _ in 0..n {
            graph.add_node(());
        }
        // Each object's targets once: `pointed_from[t]` is the last object
        // an edge to `t` was added from.
        let mut pointed_from = vec![u32::MAX; n];
        for (&obj, cells) in &self.cells_of {
            for &(_, node) in cells {
                for loc in self.pts(node) {
                    let target = loc.obj.0 as usize;
                    if pointed_from[target] != obj.0 {
                        pointed_from[target] = obj.0;
                        graph.add_edge(NodeIndex::new(obj.0 as usize), NodeIndex::new(target), ());
                    }
                }
            }
        }
        let mut bit_of = vec![usize::MAX; n];
        for (bit, &(i, _)) in functions.iter().enumerate() {
            bit_of[i] = bit;
        }
        let sets = FunctionSets::of_components(&graph, &bit_of, functions.len());
        root_lists
            .iter()
            .map(|roots| {
                let mut union = vec![0u64; functions.len().div_ceil(64)];
                for root in roots {
                    if let Some(set) = sets.of_object(root.0 as usize) {
                        for (word, bits) in union.iter_mut().zip(set.iter()) {
                            *word |= bits;
                        }
                    }
                }
                ones(&union).map(|bit| functions[bit].1).collect()
            })
            .collect()
    }

    /// The locations (object and field path) a pointer-valued expression of
    /// function `f` may point to.
    pub fn expr_targets(&self, types: &TypeTable, f: FuncId, e: &Expr) -> Vec<(Object, Vec<Step>)> {
        let mut out = Vec::new();
        self.targets_into(types, f, e, &mut out);
        out.sort();
        out.dedup();
        out
    }

    /// `expr_targets` and `expr_places` added to `out` as found: neither
    /// sorted nor deduplicated, for callers that only collect.
    pub fn expr_targets_unsorted(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        self.targets_into(types, f, e, out);
    }

    pub fn expr_places_unsorted(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        self.places_into(types, f, e, out);
    }

    /// The locations an lvalue expression of function `f` may designate.
    pub fn expr_places(&self, types: &TypeTable, f: FuncId, e: &Expr) -> Vec<(Object, Vec<Step>)> {
        let mut out = Vec::new();
        self.places_into(types, f, e, &mut out);
        out.sort();
        out.dedup();
        out
    }

    pub(super) fn targets_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => self.places_into(types, f, x, out),
            ExprKind::FuncAddr(g) => out.push((Object::Func(*g), Vec::new())),
            ExprKind::Cast(x) => {
                if types.is_pointer(x.ty) {
                    self.targets_into(types, f, x, out)
                } else if !matches!(x.kind, ExprKind::IntConst(0)) {
                    // Anything, and the address the integer holds (`assign`).
                    out.push((Object::Unknown, Vec::new()));
                    self.targets_into(types, f, x, out);
                }
            }
            ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, p, i) => {
                self.moved_targets_into(types, f, p, i, out)
            }
            // An address kept in an integer, moved (`Generator::value`).
            ExprKind::Binary(op, a, b)
                if moves_address(*op)
                    && types.is_integer(e.ty)
                    && types.size_of(e.ty) == Some(8) =>
            {
                self.moved_targets_into(types, f, a, b, out);
                self.moved_targets_into(types, f, b, a, out);
            }
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Str(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let mut places = Vec::new();
                self.places_into(types, f, e, &mut places);
                for (object, path) in places {
                    if let Some(n) = self.lookup_cell(object, &path) {
                        for loc in self.pts(n) {
                            out.push((self.object(loc.obj), self.path_steps(loc.path).to_vec()));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The targets of `p`, moved by `by` elements (see `widened`).
    pub(super) fn moved_targets_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        p: &Expr,
        by: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        let start = out.len();
        self.targets_into(types, f, p, out);
        if !is_zero(by) {
            for (_, path) in &mut out[start..] {
                path.truncate(widened_len(path, &self.scalar_fields));
            }
        }
    }

    pub(super) fn places_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        match &e.kind {
            ExprKind::Local(l) => out.push((Object::Local(f, *l), Vec::new())),
            ExprKind::Global(g) => out.push((Object::Global(*g), Vec::new())),
            ExprKind::Str(id) => out.push((Object::Str(*id), Vec::new())),
            ExprKind::Deref(p) => self.targets_into(types, f, p, out),
            ExprKind::Index(p, i) => self.moved_targets_into(types, f, p, i, out),
            ExprKind::Member(base, field) => {
                let mut inner = Vec::new();
                self.places_into(types, f, base, &mut inner);
                let step = match types.kind(base.ty) {
                    TypeKind::Struct(sid) if !in_union(types, e) => Some((*sid, *field as u32)),
                    _ => None,
                };
                for (object, mut path) in inner {
                    if let Some(step) = step
                        && path.len() < MAX_PATH
                    {
                        path.push(step);
                    }
                    out.push((object, path));
                }
            }
            _ => out.push((Object::Unknown, Vec::new())),
        }
    }

    /// Every cell that may point somewhere, one line each, sorted:
    /// `main:p -> {x, y}`.
    pub fn dump(&self, program: &Program) -> String {
        let mut lines: Vec<String> = self
            .cells
            .iter()
            .filter(|(loc, n)| !self.pts(**n).is_empty() && self.object(loc.obj) != Object::Unknown)
            .map(|(loc, n)| {
                let mut targets: Vec<String> = self
                    .pts(*n)
                    .iter()
                    .map(|t| self.describe(program, *t))
                    .collect();
                targets.sort();
                format!(
                    "{} -> {{{}}}",
                    self.describe(program, *loc),
                    targets.join(", ")
                )
            })
            .collect();
        lines.sort();
        let mut out = lines.join("\n");
        out.push('\n');
        out
    }

    /// Readable name of a location, e.g. `g:table`, `main:p.next`, `heap@f:L2#1`.
    pub fn describe(&self, program: &Program, loc: Loc) -> String {
        let mut s = match self.object(loc.obj) {
            Object::Global(g) => program.global(g).name.clone(),
            Object::Local(f, l) => {
                let func = program.function(f);
                let local = func.local(l);
                if local.is_temp {
                    format!("{}:{}#{}", func.name, local.name, l.0)
                } else {
                    format!("{}:{}", func.name, local.name)
                }
            }
            Object::Str(id) => format!("string#{}", id.0),
            Object::Heap(f, b, i) => format!("heap@{}:{}#{}", program.function(f).name, b, i),
            Object::Return(f) => format!("return:{}", program.function(f).name),
            Object::Func(f) => format!("fn:{}", program.function(f).name),
            Object::Unknown => "unknown".into(),
        };
        for (sid, field) in self.path_steps(loc.path) {
            let name = program
                .types
                .struct_def(*sid)
                .body
                .as_ref()
                .and_then(|b| b.fields.get(*field as usize))
                .map_or("?", |f| f.name.as_str());
            s.push('.');
            s.push_str(name);
        }
        s
    }
}
