//! Constraints of calls: of user functions (specialized, unfolded or run),
//! of library functions, and through pointers (dispatched during
//! specialization when the pointer is static, a residual call through it
//! when it is dynamic); and of functions that run-time code may call
//! through a pointer (`runtime_callable`).

use super::*;

impl<'a> Generator<'a> {
    pub(super) fn call(
        &mut self,
        f: FuncId,
        (b, index): (BlockId, usize),
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
    ) -> Key {
        let target = self.program.function(callee);
        if target.indirect {
            return self.indirect_call(f, (b, index), dest, args);
        }
        let dest_places = dest.map(|d| self.lvalue(f, d));
        if target.body.is_some() {
            for (arg, &param) in args.iter().zip(&target.params) {
                self.c.because(arg.span, || {
                    format!(
                        "it is passed here to `{}`'s parameter `{}`",
                        target.name,
                        target.local(param).name
                    )
                });
                let place = vec![(Object::Local(callee, param), Vec::new())];
                self.store(f, &place, arg.ty, arg, None);
            }
            let residual = self.residual[callee.index()];
            let mut keys = vec![residual];
            // The variable arguments of a variadic function (runtime-callable,
            // so its call is residual) are read by its `va_arg` at run time.
            let extra: Vec<(usize, Key)> = args
                .iter()
                .enumerate()
                .skip(target.params.len())
                .map(|(n, a)| (n, self.value(f, a)))
                .collect();
            for (n, k) in &extra {
                self.given_to_run_time_code(f, &args[*n]);
                // Passed to a specialization as a parameter (or held by
                // the variadic function kept as written): a run-time one
                // makes the callee residual.
                self.c.dep(*k, residual);
            }
            let lifted: Vec<(usize, Key)> = extra
                .into_iter()
                .filter(|(n, _)| self.types().is_arithmetic(args[*n].ty))
                .collect();
            if !lifted.is_empty() {
                self.lift_candidates.insert((f, b, index), lifted);
            }
            if self.unfold[callee.index()] {
                // Inlined: a dynamic argument makes the inlined code
                // residual, so the call cannot run statically.
                for a in args {
                    let k = self.value(f, a);
                    keys.push(k);
                }
            }
            if let (Some(d), Some((places, addr))) = (dest, &dest_places) {
                self.c.because(d.span, || {
                    format!("it is given the result of `{}` here", target.name)
                });
                let ret = (Object::Return(callee), Vec::new());
                for (path, leaf_ty) in leaf_paths(self.types(), d.ty) {
                    let rk = self.c.cell(&extend(&ret, &path));
                    for p in places {
                        let t = self.c.cell(&extend(p, &path));
                        if self.types().is_pointer(leaf_ty) {
                            self.c.equal(rk, t);
                        } else {
                            self.c.dep(rk, t);
                        }
                        keys.push(t);
                    }
                }
                keys.push(*addr);
            }
            return self.c.join(&keys);
        }
        // <stdarg.h>: run-time only, and its pointer argument (va_start's
        // last parameter) only names a parameter.
        if crate::core::VA_BUILTINS.contains(&target.name.as_str()) {
            return self.c.dynamic_key;
        }
        // A library function: static only if pure and all arguments static.
        let name = target.name.as_str();
        let locale_dependent = if READS_DECIMALS.contains(&name) {
            !self.locale.surely_c
        } else {
            self.locale.may_change
                && (READS_NUMBERS.contains(&name)
                    || (crate::emit_c::CTYPE_MACROS.contains(&name)
                        && !CTYPE_IN_EVERY_LOCALE.contains(&name)))
        };
        // In another rounding mode the library's floating answers differ.
        let rounds = self.float_env
            && (dest.is_some_and(|d| self.types().is_floating(d.ty))
                || args.iter().any(|a| self.types().is_floating(a.ty)));
        let pure = (PURE_LIBRARY.contains(&target.name.as_str()) && !locale_dependent && !rounds)
            || is_writing_library(&target.name)
            || self.options.pure.contains(&target.name);
        let (reads, bytes) = self.string_arguments(f, &target.name, args);
        if !reads.is_empty() {
            self.string_reads.insert((f, b, index), reads.clone());
        }
        if !bytes.is_empty() {
            self.byte_reads.insert((f, b, index), bytes);
        }
        let span = args.first().map_or(crate::source::Span::DUMMY, |a| a.span);
        self.c.because(span, || {
            if pure {
                format!("it is read or computed here by the library function `{}` with a dynamic argument", target.name)
            } else {
                format!("it is given here to the library function `{}`, which cmix does not run during specialization (--pure or `#pragma cmix pure` says it may)", target.name)
            }
        });
        let arg_keys: Vec<Key> = args.iter().map(|a| self.value(f, a)).collect();
        // Arithmetic arguments of a residual library call are lifted.
        let candidates: Vec<(usize, Key)> = args
            .iter()
            .zip(&arg_keys)
            .enumerate()
            .filter(|(_, (a, _))| self.types().is_arithmetic(a.ty))
            .map(|(n, (_, k))| (n, *k))
            .collect();
        if !candidates.is_empty() {
            self.lift_candidates.insert((f, b, index), candidates);
        }
        let returns_pointer = dest.is_some_and(|d| self.types().is_pointer(d.ty));
        let result = if pure {
            let reads_memory = args.iter().any(|a| self.types().is_pointer(a.ty));
            let result = if returns_pointer || reads_memory {
                // A key of its own: equalities (pointer results) and
                // dependencies on memory read must not reach the static
                // constant.
                let k = self.c.fresh();
                for a in &arg_keys {
                    self.c.dep(*a, k);
                }
                k
            } else {
                self.c.join(&arg_keys)
            };
            // Run at specialization time, or else residual: then what the
            // pointers give it must exist at run time.
            // Either way, a static run reads what the pointers give it:
            // dynamic data there makes the call residual. `free` reads
            // nothing: it only ends the block's life.
            let types = self.types();
            let frees = target.name == "free";
            for (n, a) in args
                .iter()
                .enumerate()
                .filter(|(_, a)| types.is_pointer(a.ty))
            {
                for t in self.pta.expr_targets(types, f, a) {
                    let k = self.c.cell(&t);
                    // The call reads (or writes) bytes: the cell with
                    // every field below it, static or dynamic together.
                    if !frees {
                        self.scalar_places.push(t.clone());
                    }
                    // A residual call gets a copy of static data it only
                    // reads as a string.
                    if !reads.contains(&n) && !is_read_only(self.program, &t.0) {
                        self.c.dep(result, k);
                    }
                    if !frees {
                        self.c.dep(k, result);
                    }
                }
            }
            if self
                .runtime_sites
                .contains(&Object::Heap(f, b, index as u32))
            {
                self.c.force(result);
            }
            // A residual `free` or `realloc` needs the block's real address:
            // a block allocated during specialization is a residual variable,
            // which must never reach them. So the pointer is dynamic (and the
            // block allocated at run time) whenever the call is residual.
            if frees || target.name == "realloc" {
                for (a, k) in args.iter().zip(&arg_keys) {
                    if types.is_pointer(a.ty) {
                        self.c.dep(result, *k);
                    }
                }
            }
            result
        } else {
            for (n, a) in args.iter().enumerate() {
                if reads.contains(&n) {
                    self.read_as_string(f, a);
                } else {
                    self.given_to_run_time_code(f, a);
                }
            }
            self.c.library_result()
        };
        if let (Some(d), Some((places, addr))) = (dest, &dest_places) {
            self.c.because(d.span, || {
                if pure {
                    format!("it is given the result of `{}` here, computed from a dynamic argument", target.name)
                } else {
                    format!("it is given the result of the library function `{}` here, which cmix does not run during specialization", target.name)
                }
            });
            for (path, _) in leaf_paths(self.types(), d.ty) {
                for p in places {
                    let t = self.c.cell(&extend(p, &path));
                    self.c.dep(result, t);
                    if self.types().is_pointer(d.ty) {
                        self.c.equal(result, t);
                    }
                }
            }
            self.c.dep(*addr, result);
        }
        result
    }

    /// The arguments of a call of library function `name` that it only
    /// reads (`library_model`): as C strings (the `%s` arguments of a
    /// printf-like call with a literal format among them) or as bytes;
    /// and, of those, the ones read as bytes.
    fn string_arguments(&self, f: FuncId, name: &str, args: &[Expr]) -> (Vec<usize>, Vec<usize>) {
        let Some(model) = self
            .options
            .library
            .get(name)
            .or_else(|| crate::analysis::library_model::library_function(name))
        else {
            return (Vec::new(), Vec::new());
        };
        let mut reads: Vec<usize> = model
            .reads_string
            .iter()
            .copied()
            .filter(|&n| n < args.len() && self.types().is_pointer(args[n].ty))
            .collect();
        // Bytes up to the end of the object are copied for the residual
        // call: only where no pointer can lie among them.
        let bytes: Vec<usize> = model
            .reads_bytes
            .iter()
            .copied()
            .filter(|&n| {
                args.get(n)
                    .is_some_and(|a| self.holds_no_pointer_through(f, a))
            })
            .collect();
        reads.extend(&bytes);
        if let Some(format) = model.format
            && let Some(more) =
                crate::analysis::library_model::format_string_arguments(self.program, args, format)
        {
            reads.extend(
                more.into_iter()
                    .filter(|&n| n < args.len() && self.types().is_pointer(args[n].ty)),
            );
        }
        (reads, bytes)
    }

    /// Whether what pointer `a` (its conversions aside) points to, and
    /// every object points-to says it may point into, is declared with a
    /// type that holds no pointer: their bytes can be copied as they are.
    fn holds_no_pointer_through(&self, f: FuncId, a: &Expr) -> bool {
        let types = self.types();
        let mut inner = a;
        while let ExprKind::Cast(x) = &inner.kind {
            if !types.is_pointer(x.ty) {
                break;
            }
            inner = x;
        }
        let declared = |ty| {
            !types.is_void(ty)
                && types.size_of(ty).is_some()
                && !crate::analysis::points_to::holds_pointer(types, ty)
        };
        let Some(pointee) = types.pointee(inner.ty) else {
            return false;
        };
        if !declared(pointee) {
            return false;
        }
        self.pta
            .expr_targets(types, f, inner)
            .iter()
            .all(|(object, _)| match object {
                Object::Global(g) => declared(self.program.global(*g).ty),
                Object::Local(g, l) => declared(self.program.function(*g).local(*l).ty),
                Object::Str(_) | Object::Heap(..) => true,
                _ => false,
            })
    }

    /// `a` is read as a C string by a library call, during the call only:
    /// what it points to may stay static, each cell with everything below
    /// it or none of it (the kernel gives the residual call a string
    /// literal of the bytes a static one holds; a dynamic one exists at run
    /// time).
    fn read_as_string(&mut self, f: FuncId, a: &Expr) {
        for t in self.pta.expr_targets(self.types(), f, a) {
            if let Object::Func(g) = t.0 {
                self.c.force(self.runtime_callable[g.index()]);
            }
            self.scalar_places.push(t);
        }
    }

    /// `a` is given to code that runs at run time only (a library function,
    /// or the variable arguments of a user function, read with `va_arg`):
    /// what a pointer there points to is read and may be written then, so
    /// it must exist at run time. (The pointer itself may stay static: it
    /// becomes a residual reference to a dynamic object.) That code may
    /// reach the whole object, through any type (memcpy into a field of a
    /// punned struct), and call back a function it is given.
    fn given_to_run_time_code(&mut self, f: FuncId, a: &Expr) {
        if !self.types().is_pointer(a.ty) {
            // A struct passed by value gives the pointers in it
            // (`hsearch(entry, ENTER)` keeps `entry.data`): run-time
            // pointers, whose targets are run-time data in turn.
            if a.is_lvalue() {
                let pointers: Vec<Vec<Step>> = leaf_paths(self.types(), a.ty)
                    .into_iter()
                    .filter(|(_, t)| self.types().is_pointer(*t))
                    .map(|(path, _)| path)
                    .collect();
                if !pointers.is_empty() {
                    for place in self.pta.expr_places(self.types(), f, a) {
                        for path in &pointers {
                            let k = self.c.cell(&extend(&place, path));
                            self.c.force(k);
                        }
                    }
                }
            }
            return;
        }
        for t in self.pta.expr_targets(self.types(), f, a) {
            if let Object::Func(g) = t.0 {
                self.c.force(self.runtime_callable[g.index()]);
            }
            let k = self.c.cell(&(t.0, Vec::new()));
            // A read-only table exists at run time as it is.
            if !is_read_only(self.program, &t.0) {
                self.c.force(k);
            }
        }
    }

    /// A call through the pointer `args[0]`. When the pointer is static,
    /// the kernel calls the function it holds: the constraints are those of
    /// a call of each function points-to says it may hold. When it is
    /// dynamic, or may hold a library function or one from outside, the
    /// call is made at run time, as a library call is: what the arguments
    /// point to exists at run time and the result is a run-time value (the
    /// functions it may call are runtime-callable through `point_to`).
    fn indirect_call(
        &mut self,
        f: FuncId,
        (b, index): (BlockId, usize),
        dest: Option<&Expr>,
        args: &[Expr],
    ) -> Key {
        let Some((pointer, rest)) = args.split_first() else {
            return self.c.dynamic_key;
        };
        let targets = self.pta.indirect_targets(f, b, index);
        let fp = self.value(f, pointer);
        let dest_places = dest.map(|d| self.lvalue(f, d));
        let mut keys = vec![fp];
        // No target: the pointer is null or unset; the kernel reports it
        // if it is static, and the call is left to run time if not.
        let mut outside = targets.unknown || targets.functions.is_empty();
        for &g in &targets.functions {
            let target = self.program.function(g);
            if target.body.is_none() {
                outside = true;
                continue;
            }
            for (arg, &param) in rest.iter().zip(&target.params) {
                let place = vec![(Object::Local(g, param), Vec::new())];
                self.store(f, &place, arg.ty, arg, None);
            }
            // Arguments past the function's parameters (through a pointer
            // without a prototype) are computed, then dropped: at run time
            // if they are dynamic.
            for arg in rest.iter().skip(target.params.len()) {
                let k = self.value(f, arg);
                keys.push(k);
            }
            keys.push(self.residual[g.index()]);
            if self.unfold[g.index()] {
                for a in rest {
                    let k = self.value(f, a);
                    keys.push(k);
                }
            }
            if let (Some(d), Some((places, _))) = (dest, &dest_places) {
                let ret = (Object::Return(g), Vec::new());
                for (path, leaf_ty) in leaf_paths(self.types(), d.ty) {
                    let rk = self.c.cell(&extend(&ret, &path));
                    for p in places {
                        let t = self.c.cell(&extend(p, &path));
                        if self.types().is_pointer(leaf_ty) {
                            self.c.equal(rk, t);
                        } else {
                            self.c.dep(rk, t);
                        }
                    }
                }
            }
        }
        let run_time = if outside { self.c.dynamic_key } else { fp };
        keys.push(run_time);
        // Arithmetic arguments of a call made at run time are lifted.
        let mut candidates = Vec::new();
        for (n, a) in args.iter().enumerate().skip(1) {
            if self.types().is_arithmetic(a.ty) {
                let k = self.value(f, a);
                candidates.push((n, k));
            }
        }
        if !candidates.is_empty() {
            self.lift_candidates.insert((f, b, index), candidates);
        }
        let types = self.types();
        for a in rest.iter().filter(|a| types.is_pointer(a.ty)) {
            for t in self.pta.expr_targets(types, f, a) {
                if !is_read_only(self.program, &t.0) {
                    let k = self.c.cell(&(t.0, Vec::new()));
                    self.c.dep(run_time, k);
                }
            }
        }
        if let (Some(d), Some((places, addr))) = (dest, &dest_places) {
            for (path, _) in leaf_paths(self.types(), d.ty) {
                for p in places {
                    let t = self.c.cell(&extend(p, &path));
                    self.c.dep(run_time, t);
                    keys.push(t);
                }
            }
            keys.push(*addr);
        }
        self.c.join(&keys)
    }

    /// A runtime-callable function (see `Division::is_runtime_callable`)
    /// runs with whatever run-time code gives it: it is residual, its
    /// parameters and result are dynamic, and so is every object outside
    /// its frames that it or its callees may touch, so that one residual
    /// version, made from no particular static state, serves every call.
    pub(super) fn runtime_callable_functions(&mut self, reached: &[bool], goal: FuncId) {
        let program = self.program;
        self.c.because(program.function(goal).span, || {
            "it may be called by run-time code (its address is a run-time value, reaches the library or the caller of the goal), so it is kept with everything it touches dynamic".to_string()
        });
        for (g, _) in self.pta.called_from_outside() {
            self.c.force(self.runtime_callable[g.index()]);
        }
        let mut taken: Vec<FuncId> = self
            .pta
            .functions_pointed_to()
            .into_iter()
            .filter(|g| reached[g.index()] && program.function(*g).body.is_some())
            .collect();
        // A variadic function whose lists are not walked reads its
        // variable arguments at run time (`va_arg`): it is kept as written,
        // with nothing static, and every call passes it all its arguments.
        for (i, function) in program.functions.iter().enumerate() {
            let g = FuncId(i as u32);
            if reached[i]
                && function.body.is_some()
                && is_variadic(program, g)
                && !self.va_walked[i]
            {
                self.c.force(self.runtime_callable[i]);
                if !taken.contains(&g) {
                    taken.push(g);
                }
            }
        }
        // The goal's result, and (unless the goal is `main`) the globals
        // the program writes, which the goal's returns write back, leave
        // their function pointers to run-time code.
        let written = if program.function(goal).name == "main" {
            HashSet::new()
        } else {
            crate::spec::written_globals(program, self.pta)
        };
        // (Through any object those reach: a given struct whose address
        // the goal stores keeps its function pointers for code after it.)
        let left_objects = if taken.is_empty() {
            Default::default()
        } else {
            self.pta.reachable_objects(
                written
                    .iter()
                    .map(|w| Object::Global(*w))
                    .chain(std::iter::once(Object::Return(goal))),
            )
        };
        for &g in &taken {
            let left = self
                .pta
                .cells_pointing_to(Object::Func(g))
                .iter()
                .any(|(object, _)| left_objects.contains(object));
            if left {
                self.c.force(self.runtime_callable[g.index()]);
            }
        }
        let touched = super::super::modref::touched_objects(program, self.pta, self.cg, &taken);
        for g in taken {
            let k = self.runtime_callable[g.index()];
            self.c.dep(k, self.residual[g.index()]);
            let function = program.function(g);
            let mut cells = Vec::new();
            for p in &function.params {
                let cell = (Object::Local(g, *p), Vec::new());
                for (path, _) in leaf_paths(self.types(), function.local(*p).ty) {
                    cells.push(extend(&cell, &path));
                }
            }
            if let Some(sig) = crate::core::print::signature(self.types(), function.ty) {
                let ret = (Object::Return(g), Vec::new());
                for (path, _) in leaf_paths(self.types(), sig.ret) {
                    cells.push(extend(&ret, &path));
                }
            }
            for object in touched.get(&g).into_iter().flatten() {
                if !is_read_only(program, object) {
                    cells.push((*object, Vec::new()));
                }
            }
            for cell in cells {
                let ck = self.c.cell(&cell);
                self.c.dep(k, ck);
            }
        }
    }
}
