//! Constraint generation: walks the program's statements, initializers
//! and calls (direct, through pointers, into unknown code) and adds the
//! solver's copy edges and rules.

use super::*;

/// Walks the program and emits constraints.
pub(super) struct Generator<'a> {
    pub(super) pt: &'a mut PointsTo,
    pub(super) program: &'a Program,
}

/// Where an lvalue is: a known location, or `*node` extended by a path.
pub(super) enum Place {
    Direct(Loc),
    Indirect(NodeId, PathId),
}

impl<'a> Generator<'a> {
    pub(super) fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    pub(super) fn program_constraints(&mut self) {
        let program = self.program;
        for (i, g) in program.globals.iter().enumerate() {
            let obj = self.pt.intern_object(Object::Global(GlobalId(i as u32)));
            if let Some(init) = &g.init {
                self.init_constraints(obj, &[], g.ty, init, false);
            }
        }
        for i in 0..program.functions.len() {
            if self
                .pt
                .reached
                .as_ref()
                .is_some_and(|r| !r.get(i).copied().unwrap_or(false))
            {
                continue;
            }
            self.function_constraints(FuncId(i as u32));
        }
    }

    /// When only the goal's code counts (`compute_from`): what the code
    /// that does not (its callers, `main` setting things up before the
    /// call) may have given the goal. Pointers whose value comes from
    /// there (the goal's run-time parameters, globals that code assigns or
    /// whose address it takes, and the caller's memory) may point to any
    /// global or function whose address that code takes: `target = &mode`
    /// in `main` makes `*target = x` in the goal a write of `mode`, and
    /// `hook = set_mode` makes `hook()` a call of `set_mode`.
    pub(super) fn uncounted_escapes(
        &mut self,
        goal: Option<FuncId>,
        from_caller: &[Object],
        seeds: &[Seed],
    ) {
        let Some(reached) = self.pt.reached.clone() else {
            return;
        };
        let program = self.program;
        let runs = runs_outside(program, &reached);
        let mut addressed: Vec<(FuncId, Expr)> = Vec::new();
        let mut functions: BTreeSet<FuncId> = BTreeSet::new();
        let mut assigned: BTreeSet<GlobalId> = BTreeSet::new();
        for (i, function) in program.functions.iter().enumerate() {
            if !runs[i] {
                continue;
            }
            let Some(body) = &function.body else {
                continue;
            };
            let fid = FuncId(i as u32);
            let mut visit = |e: &Expr| {
                e.walk(&mut |x| match &x.kind {
                    ExprKind::AddrOf(inner) | ExprKind::Decay(inner)
                        if inner.root_global().is_some() =>
                    {
                        addressed.push((fid, (**inner).clone()));
                    }
                    ExprKind::FuncAddr(g) => {
                        functions.insert(*g);
                    }
                    _ => {}
                })
            };
            for block in &body.blocks {
                for stmt in &block.stmts {
                    let written = match stmt {
                        Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => Some(lhs),
                        Stmt::Call { dest: Some(d), .. } => Some(d),
                        _ => None,
                    };
                    if let Some(g) = written.and_then(|l| l.root_global()) {
                        assigned.insert(g);
                    }
                    stmt.for_each_expr(&mut visit);
                }
                block.term.for_each_expr(&mut visit);
            }
        }
        // Counted code with no call through a pointer calls none of them
        // (library callbacks are found apart, `called_back`); giving them
        // anyway would make the goal itself callable from run-time code
        // when its caller takes its address.
        if self.pt.indirect_calls.is_empty() {
            functions.clear();
        }
        // Only globals the specialization may name matter: another is
        // reached only through pointers from outside, which point to the
        // unknown object (run-time memory) instead. Keeping the rest out
        // keeps a library whose external functions take the addresses of
        // hundreds of globals (SQLite) analysable.
        let named = named_globals(program, &reached, &functions, seeds);
        // A table C forbids writing (`const`, defined here) reads the same
        // through any pointer, and no pointer writes it.
        let matters = |g: GlobalId| {
            named[g.index()] && !crate::analysis::bta::is_read_only(program, &Object::Global(g))
        };
        assigned.retain(|g| matters(*g));
        let mut given: Vec<Loc> = Vec::new();
        for (fid, place) in &addressed {
            let Some(g) = place.root_global().filter(|g| matters(*g)) else {
                continue;
            };
            if let Place::Direct(loc) = self.place(Some(*fid), place) {
                given.push(loc);
            }
            assigned.insert(g);
        }
        for g in functions {
            let obj = self.pt.intern_object(Object::Func(g));
            given.push(Loc { obj, path: ROOT });
        }
        let unknown = Loc {
            obj: self.pt.unknown,
            path: ROOT,
        };
        let mut holders: Vec<Object> = from_caller.to_vec();
        holders.extend(assigned.into_iter().map(Object::Global));
        let mut cells = vec![self.pt.cell(unknown)];
        for object in holders {
            let ty = match object {
                Object::Local(f, l) => program.function(f).local(l).ty,
                Object::Global(g) => program.global(g).ty,
                _ => continue,
            };
            let obj = self.pt.intern_object(object);
            let paths = pointer_paths(&program.types, ty);
            // A global array or struct with no pointer type may hold one
            // copied in as bytes (`memcpy(blob, &p, sizeof p)` outside,
            // read back with `memcpy(&q, blob, sizeof q)`): its object's
            // cell. (Scalars stay out: a number given a points-to set is
            // taken for an address.)
            if paths.is_empty()
                && matches!(object, Object::Global(_))
                && !program.types.is_scalar(ty)
            {
                cells.push(self.pt.cell(Loc { obj, path: ROOT }));
            }
            for steps in paths {
                let path = self.pt.path(&steps);
                cells.push(self.pt.cell(Loc { obj, path }));
            }
        }
        for &cell in &cells {
            self.pt.add_loc(cell, unknown);
            for &loc in &given {
                self.pt.add_loc(cell, loc);
            }
        }
        // What the goal leaves where outside code reads it (its result,
        // the pointers in writable globals) may come back through those
        // pointers: `p = goal(3, 0); goal(3, p);` with the goal returning
        // `&g`.
        let caller_memory = cells[0];
        let mut exposed = Vec::new();
        if let Some(goal) = goal
            && let TypeKind::Function(sig) = program.types.kind(program.function(goal).ty)
        {
            let obj = self.pt.intern_object(Object::Return(goal));
            for steps in pointer_paths(&program.types, sig.ret) {
                let path = self.pt.path(&steps);
                exposed.push(self.pt.cell(Loc { obj, path }));
            }
        }
        // Globals the specialization does not name it writes only through
        // pointers to the unknown object, already caller memory.
        for (i, global) in program.globals.iter().enumerate() {
            let g = Object::Global(GlobalId(i as u32));
            if !named[i] || crate::analysis::bta::is_read_only(program, &g) {
                continue;
            }
            let obj = self.pt.intern_object(g);
            for steps in pointer_paths(&program.types, global.ty) {
                let path = self.pt.path(&steps);
                exposed.push(self.pt.cell(Loc { obj, path }));
            }
        }
        for cell in exposed {
            self.pt.add_copy(cell, caller_memory);
        }
        for &cell in &cells[1..] {
            self.pt.add_copy(caller_memory, cell);
        }
    }

    pub(super) fn function_constraints(&mut self, fid: FuncId) {
        let Some(body) = &self.program.function(fid).body else {
            return;
        };
        for (b, block) in body.blocks.iter().enumerate() {
            for (s, stmt) in block.stmts.iter().enumerate() {
                self.stmt(fid, BlockId(b as u32), s as u32, stmt);
            }
            if let Terminator::Return { value: Some(v), .. } = &block.term {
                let ret = self.pt.intern_object(Object::Return(fid));
                self.assign(
                    fid,
                    Place::Direct(Loc {
                        obj: ret,
                        path: ROOT,
                    }),
                    v,
                );
            }
        }
    }

    /// Makes `f` and the functions it calls directly count, generating
    /// the constraints of those that did not; returns whether any did not.
    pub(super) fn reach(&mut self, f: FuncId) -> bool {
        let Some(reached) = self.pt.reached.as_mut() else {
            return false;
        };
        let mut stack = vec![f];
        let mut new = Vec::new();
        while let Some(g) = stack.pop() {
            if reached[g.index()] {
                continue;
            }
            reached[g.index()] = true;
            new.push(g);
            let Some(body) = &self.program.function(g).body else {
                continue;
            };
            for block in &body.blocks {
                for stmt in &block.stmts {
                    if let Stmt::Call { callee, .. } = stmt {
                        stack.push(*callee);
                    }
                }
            }
        }
        let any = !new.is_empty();
        for g in new {
            self.function_constraints(g);
        }
        any
    }

    /// Calls through pointers get the constraints of calls of each
    /// function their pointers may hold, and user functions whose address
    /// reaches code the analysis does not see are called from there with
    /// what that code was given; solved again until nothing is added.
    pub(super) fn resolve_calls(&mut self) {
        loop {
            let mut changed = false;
            for g in std::mem::take(&mut self.pt.taken_pending) {
                changed |= self.reach(g);
            }
            for i in 0..self.pt.indirect_calls.len() {
                let pointer = self.pt.indirect_calls[i].pointer;
                let locs: Vec<Loc> = self.pt.pts(pointer).iter().copied().collect();
                for loc in locs {
                    match self.pt.object(loc.obj) {
                        Object::Func(g) if self.pt.indirect_calls[i].targets.insert(g) => {
                            self.call_target(i, Some(g));
                            changed = true;
                        }
                        Object::Unknown if !self.pt.indirect_calls[i].unknown => {
                            self.pt.indirect_calls[i].unknown = true;
                            self.call_target(i, None);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
            changed |= self.called_back();
            if !changed {
                return;
            }
            self.pt.solve(self.program);
        }
    }

    /// The constraints of indirect call `i` calling `target` (`None`: code
    /// the analysis does not see).
    pub(super) fn call_target(&mut self, i: usize, target: Option<FuncId>) {
        let (caller, block, index) = {
            let c = &self.pt.indirect_calls[i];
            (c.caller, c.block, c.index)
        };
        let program = self.program;
        let Some(body) = &program.function(caller).body else {
            return;
        };
        let Some(Stmt::Call { dest, args, .. }) = body.block(block).stmts.get(index as usize)
        else {
            return;
        };
        let rest = args.get(1..).unwrap_or(&[]);
        match target {
            Some(g) => {
                let _ = self.reach(g);
                self.call(caller, block, index, dest.as_ref(), g, rest);
            }
            None => self.unknown_call(caller, dest.as_ref(), rest),
        }
    }

    /// User functions newly found reachable from what code the analysis
    /// does not see holds: they are called from there, with pointers to
    /// anything that code was given. Returns whether any was found.
    pub(super) fn called_back(&mut self) -> bool {
        let mut found: Vec<(FuncId, usize)> = Vec::new();
        // One root list per site, and last the caller's memory.
        let root_lists: Vec<Vec<ObjId>> = (0..=self.pt.outside_calls.len())
            .map(|site| match self.pt.outside_calls.get(site) {
                Some((_, nodes)) => nodes
                    .iter()
                    .flat_map(|n| self.pt.pts(*n).iter())
                    .map(|loc| loc.obj)
                    .collect(),
                None => vec![self.pt.unknown],
            })
            .collect();
        let reached = self.pt.functions_reachable_from_each(&root_lists);
        for (site, functions) in reached.into_iter().enumerate() {
            for g in functions {
                if self.program.function(g).body.is_some()
                    && !self.pt.called_back.contains(&(g, site))
                {
                    found.push((g, site));
                }
            }
        }
        let any = !found.is_empty();
        for (g, site) in found {
            self.pt.called_back.insert((g, site));
            let (caller, nodes) = match self.pt.outside_calls.get(site) {
                Some((caller, nodes)) => (Some(*caller), nodes.clone()),
                None => (None, Vec::new()),
            };
            let callers = self.pt.called_from_outside.entry(g).or_default();
            callers.extend(caller);
            let _ = self.reach(g);
            let function = self.program.function(g);
            let unknown = self.unknown_node();
            for &p in &function.params {
                let obj = self.pt.intern_object(Object::Local(g, p));
                for steps in pointer_paths(self.types(), function.local(p).ty) {
                    let path = self.pt.path(&steps);
                    let cell = self.pt.cell(Loc { obj, path });
                    self.pt.add_copy(unknown, cell);
                    for n in &nodes {
                        self.pt.add_copy(*n, cell);
                    }
                }
            }
        }
        any
    }

    pub(super) fn init_constraints(
        &mut self,
        obj: ObjId,
        path: &[Step],
        ty: TypeId,
        init: &crate::core::Init,
        in_union: bool,
    ) {
        use crate::core::Init;
        match (init, self.types().kind(ty).clone()) {
            (Init::Scalar(e), _) if self.types().is_pointer(ty) => {
                let path = self.pt.path(path);
                let cell = self.pt.cell(Loc { obj, path });
                // Initializers are constant: evaluated outside any function.
                let v = self.value(None, e);
                self.pt.add_copy(v, cell);
            }
            (Init::Array(items), TypeKind::Array(elem, _)) => {
                for (_, item) in items {
                    self.init_constraints(obj, path, elem, item, in_union);
                }
            }
            (Init::Struct(items), TypeKind::Struct(sid)) => {
                let Some(body) = self.types().struct_def(sid).body.as_ref() else {
                    return;
                };
                // A union's members share its cells (see `in_union`).
                let in_union = in_union || self.types().struct_def(sid).is_union;
                for (field, item) in items {
                    let Some(f) = body.fields.get(*field) else {
                        continue;
                    };
                    let mut p = path.to_vec();
                    if !in_union {
                        p.push((sid, *field as u32));
                    }
                    self.init_constraints(obj, &p, f.ty, item, in_union);
                }
            }
            _ => {}
        }
    }

    pub(super) fn stmt(&mut self, f: FuncId, b: BlockId, s: u32, stmt: &Stmt) {
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                let place = self.place(Some(f), lhs);
                self.assign(f, place, rhs);
            }
            Stmt::Call {
                dest, callee, args, ..
            } => self.call(f, b, s, dest.as_ref(), *callee, args),
            Stmt::Zero { .. } | Stmt::Eval { .. } => {}
        }
    }

    /// `place = value`, for pointers and for structs holding pointers.
    pub(super) fn assign(&mut self, f: FuncId, place: Place, value: &Expr) {
        let ty = value.ty;
        if matches!(
            self.types().kind(ty),
            TypeKind::Struct(_) | TypeKind::Array(..)
        ) {
            let source = self.place(Some(f), value);
            for sub in pointer_paths(self.types(), ty) {
                let ext = self.pt.path(&sub);
                let from = self.read(&source, ext);
                self.write(&place, ext, from);
            }
            return;
        }
        if !self.types().is_pointer(ty) && !self.holds_address(ty) {
            return;
        }
        let v = self.value(Some(f), value);
        self.write(&place, ROOT, v);
    }

    /// A node holding what `place + ext` holds.
    pub(super) fn read(&mut self, place: &Place, ext: PathId) -> NodeId {
        match place {
            Place::Direct(loc) => {
                let p = self.pt.extend(loc.path, ext);
                self.pt.cell(Loc {
                    obj: loc.obj,
                    path: p,
                })
            }
            Place::Indirect(ptr, path) => {
                let p = self.pt.extend(*path, ext);
                let dst = self.pt.new_node();
                self.pt.node_mut(*ptr).loads.push((p, dst));
                self.pt.enqueue(*ptr);
                dst
            }
        }
    }

    pub(super) fn write(&mut self, place: &Place, ext: PathId, from: NodeId) {
        match place {
            Place::Direct(loc) => {
                let p = self.pt.extend(loc.path, ext);
                let c = self.pt.cell(Loc {
                    obj: loc.obj,
                    path: p,
                });
                self.pt.add_copy(from, c);
            }
            Place::Indirect(ptr, path) => {
                let p = self.pt.extend(*path, ext);
                self.pt.node_mut(*ptr).stores.push((p, from));
                self.pt.enqueue(*ptr);
            }
        }
    }

    /// Where an lvalue expression designates.
    /// An integer wide enough to keep an address (`uintptr_t a =
    /// (uintptr_t)&x;`), which may be turned back into a pointer.
    pub(super) fn holds_address(&self, ty: TypeId) -> bool {
        self.types().is_integer(ty) && self.types().size_of(ty) == Some(8)
    }

    pub(super) fn place(&mut self, f: Option<FuncId>, e: &Expr) -> Place {
        match &e.kind {
            ExprKind::Local(l) => match f {
                Some(f) => Place::Direct(Loc {
                    obj: self.pt.intern_object(Object::Local(f, *l)),
                    path: ROOT,
                }),
                None => self.unknown_place(),
            },
            ExprKind::Global(g) => Place::Direct(Loc {
                obj: self.pt.intern_object(Object::Global(*g)),
                path: ROOT,
            }),
            ExprKind::Str(id) => Place::Direct(Loc {
                obj: self.pt.intern_object(Object::Str(*id)),
                path: ROOT,
            }),
            ExprKind::Deref(p) => {
                let n = self.value(f, p);
                Place::Indirect(n, ROOT)
            }
            ExprKind::Index(p, i) => {
                let n = self.value(f, p);
                Place::Indirect(self.moved(n, i), ROOT)
            }
            ExprKind::Member(base, field) => {
                let step = match self.types().kind(base.ty) {
                    TypeKind::Struct(sid) if !in_union(self.types(), e) => {
                        Some((*sid, *field as u32))
                    }
                    _ => None,
                };
                let inner = self.place(f, base);
                let Some(step) = step else { return inner };
                let ext = self.pt.path(&[step]);
                match inner {
                    Place::Direct(loc) => Place::Direct(Loc {
                        obj: loc.obj,
                        path: self.pt.extend(loc.path, ext),
                    }),
                    Place::Indirect(n, p) => Place::Indirect(n, self.pt.extend(p, ext)),
                }
            }
            // Not an lvalue (a struct-valued temporary is always a local).
            _ => self.unknown_place(),
        }
    }

    /// The pointers `from` points to, moved by `by` elements.
    pub(super) fn moved(&mut self, from: NodeId, by: &Expr) -> NodeId {
        if is_zero(by) {
            return from;
        }
        let n = self.pt.new_node();
        self.pt.node_mut(from).arithmetic_to.push(n);
        self.pt.enqueue(from);
        n
    }

    pub(super) fn unknown_place(&mut self) -> Place {
        Place::Direct(Loc {
            obj: self.pt.unknown,
            path: ROOT,
        })
    }

    pub(super) fn unknown_node(&mut self) -> NodeId {
        let n = self.pt.new_node();
        let loc = Loc {
            obj: self.pt.unknown,
            path: ROOT,
        };
        self.pt.add_loc(n, loc);
        n
    }

    /// A node holding the locations a pointer-valued expression may have.
    pub(super) fn value(&mut self, f: Option<FuncId>, e: &Expr) -> NodeId {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                let place = self.place(f, x);
                match place {
                    Place::Direct(loc) => {
                        let n = self.pt.new_node();
                        self.pt.add_loc(n, loc);
                        n
                    }
                    Place::Indirect(ptr, path) if path == ROOT => ptr,
                    Place::Indirect(ptr, path) => {
                        // &p->f: each location of p, extended by the path.
                        let n = self.pt.new_node();
                        self.pt.node_mut(ptr).field_addresses.push((path, n));
                        self.pt.enqueue(ptr);
                        n
                    }
                }
            }
            ExprKind::Cast(x) => {
                if self.types().is_pointer(x.ty) {
                    self.value(f, x)
                } else if self.types().is_integer(e.ty)
                    && self.types().is_integer(x.ty)
                    && !self.holds_address(x.ty)
                {
                    // A number too narrow for an address widened (a
                    // comparison's `int` returned as a `long`): none. A
                    // pointer made from it later points anywhere.
                    self.pt.new_node()
                } else if matches!(x.kind, ExprKind::IntConst(0)) {
                    // The null pointer points nowhere.
                    self.pt.new_node()
                } else {
                    // An integer turned into a pointer: anything, and the
                    // pointer it was made from (`(char *)(uintptr_t)p`, an
                    // address kept in an integer variable).
                    let n = self.unknown_node();
                    let from = self.value(f, x);
                    self.pt.add_copy(from, n);
                    n
                }
            }
            ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, p, i) => {
                let from = self.value(f, p);
                self.moved(from, i)
            }
            // Arithmetic on an address kept in an integer (`w + 12`,
            // `u & ~7`): somewhere in the objects either side points to.
            ExprKind::Binary(op, a, b) if self.holds_address(e.ty) && moves_address(*op) => {
                let n = self.pt.new_node();
                for (side, other) in [(a, b), (b, a)] {
                    let from = self.value(f, side);
                    let moved = self.moved(from, other);
                    self.pt.add_copy(moved, n);
                }
                n
            }
            ExprKind::FuncAddr(g) => {
                if f.is_some() {
                    self.pt.taken_pending.push(*g);
                }
                let n = self.pt.new_node();
                let loc = Loc {
                    obj: self.pt.intern_object(Object::Func(*g)),
                    path: ROOT,
                };
                self.pt.add_loc(n, loc);
                n
            }
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let place = self.place(f, e);
                self.read(&place, ROOT)
            }
            // Constants (the null pointer) and non-pointer values.
            _ => self.pt.new_node(),
        }
    }

    pub(super) fn call(
        &mut self,
        f: FuncId,
        b: BlockId,
        s: u32,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
    ) {
        let target = self.program.function(callee);
        let name = target.name.as_str();
        if target.indirect {
            // Resolved as the pointer's targets become known.
            if let Some(pointer) = args.first() {
                let pointer = self.value(Some(f), pointer);
                self.pt
                    .indirect_index
                    .insert((f, b, s), self.pt.indirect_calls.len());
                self.pt.indirect_calls.push(IndirectCall {
                    caller: f,
                    block: b,
                    index: s,
                    pointer,
                    targets: BTreeSet::new(),
                    unknown: false,
                });
                self.pt.enqueue(pointer);
            }
            return;
        }
        if target.body.is_some() {
            for (arg, &param) in args.iter().zip(&target.params) {
                let place = Place::Direct(Loc {
                    obj: self.pt.intern_object(Object::Local(callee, param)),
                    path: ROOT,
                });
                self.assign(f, place, arg);
            }
            if let Some(d) = dest {
                let ret = self.pt.intern_object(Object::Return(callee));
                let source = Place::Direct(Loc {
                    obj: ret,
                    path: ROOT,
                });
                let place = self.place(Some(f), d);
                let mut paths = pointer_paths(self.types(), d.ty);
                // An address returned in an integer (as assignments
                // keep one).
                if self.holds_address(d.ty) {
                    paths.push(Vec::new());
                }
                for sub in paths {
                    let ext = self.pt.path(&sub);
                    let from = self.read(&source, ext);
                    self.write(&place, ext, from);
                }
            }
            // The variable arguments of a variadic function are read by
            // its `va_arg`, code the analysis does not follow: unknown code
            // for what they point to.
            if args.len() > target.params.len() {
                let extra: Vec<Option<NodeId>> = args[target.params.len()..]
                    .iter()
                    .map(|a| {
                        self.types()
                            .is_pointer(a.ty)
                            .then(|| self.value(Some(f), a))
                    })
                    .collect();
                let ignored = self.pt.new_node();
                self.unknown_code(f, &extra, ignored);
            }
            return;
        }
        // A library function.
        let arg_nodes: Vec<Option<NodeId>> = args
            .iter()
            .map(|a| {
                self.types()
                    .is_pointer(a.ty)
                    .then(|| self.value(Some(f), a))
            })
            .collect();
        // Pointers inside a struct passed by value (`hsearch(entry, ENTER)`
        // keeps `entry.data`) reach the function as well as pointer
        // arguments do.
        let inner_nodes = self.aggregate_pointer_nodes(f, args);
        let result = self.pt.new_node();
        if ALLOCATORS.contains(&name) {
            let obj = self.pt.intern_object(Object::Heap(f, b, s));
            self.pt.add_loc(result, Loc { obj, path: ROOT });
            if name.ends_with("realloc")
                && let Some(Some(old)) = arg_nodes.first()
            {
                self.pt.node_mut(result).copies_from.push(*old);
                self.pt.add_copy(*old, result);
            }
        } else if RETURNS_FIRST_ARGUMENT.contains(&name) {
            if let Some(Some(first)) = arg_nodes.first() {
                self.pt.add_copy(*first, result);
            }
            if BLOCK_COPIES.contains(&name)
                && let (Some(Some(to)), Some(Some(from))) = (arg_nodes.first(), arg_nodes.get(1))
            {
                self.pt.node_mut(*to).copies_from.push(*from);
                self.pt.enqueue(*to);
            }
        } else if STORES_FIRST_THROUGH_SECOND.contains(&name) {
            if let (Some(Some(text)), Some(Some(end))) = (arg_nodes.first(), arg_nodes.get(1)) {
                self.pt.node_mut(*end).stores.push((ROOT, *text));
                self.pt.enqueue(*end);
            }
        } else if !POINTER_NEUTRAL.contains(&name)
            && !crate::core::VA_BUILTINS.contains(&name)
            && !crate::core::is_overflow_builtin(name)
        {
            let mut nodes = arg_nodes;
            nodes.extend(inner_nodes.into_iter().map(Some));
            self.unknown_code(f, &nodes, result);
        }
        if let Some(d) = dest
            && self.types().is_pointer(d.ty)
        {
            let place = self.place(Some(f), d);
            self.write(&place, ROOT, result);
        }
    }
}

impl Generator<'_> {
    /// Unknown code may store unknown pointers through its pointer
    /// arguments, return anything, and call back any user function whose
    /// address it is given.
    pub(super) fn unknown_code(&mut self, f: FuncId, arg_nodes: &[Option<NodeId>], result: NodeId) {
        let unknown = self.unknown_node();
        for n in arg_nodes.iter().flatten() {
            self.pt.node_mut(*n).stores.push((ROOT, unknown));
            self.pt.enqueue(*n);
        }
        self.pt.add_copy(unknown, result);
        let nodes: Vec<NodeId> = arg_nodes.iter().flatten().copied().collect();
        self.pt.outside_calls.push((f, nodes));
    }

    /// The values of the pointers inside the arguments that are structs
    /// or unions passed by value.
    pub(super) fn aggregate_pointer_nodes(&mut self, f: FuncId, args: &[Expr]) -> Vec<NodeId> {
        let mut nodes = Vec::new();
        for a in args {
            if self.types().is_pointer(a.ty) || !a.is_lvalue() {
                continue;
            }
            let paths = pointer_paths(self.types(), a.ty);
            if paths.is_empty() {
                continue;
            }
            let place = self.place(Some(f), a);
            for sub in paths {
                let ext = self.pt.path(&sub);
                nodes.push(self.read(&place, ext));
            }
        }
        nodes
    }

    /// A call through a pointer that may come from outside the program.
    pub(super) fn unknown_call(&mut self, f: FuncId, dest: Option<&Expr>, args: &[Expr]) {
        let mut arg_nodes: Vec<Option<NodeId>> = args
            .iter()
            .map(|a| {
                self.types()
                    .is_pointer(a.ty)
                    .then(|| self.value(Some(f), a))
            })
            .collect();
        let inner = self.aggregate_pointer_nodes(f, args);
        arg_nodes.extend(inner.into_iter().map(Some));
        let result = self.pt.new_node();
        self.unknown_code(f, &arg_nodes, result);
        if let Some(d) = dest
            && self.types().is_pointer(d.ty)
        {
            let place = self.place(Some(f), d);
            self.write(&place, ROOT, result);
        }
    }
}
