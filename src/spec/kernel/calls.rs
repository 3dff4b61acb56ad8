//! Calls during specialization: static calls run, unfolded ones are
//! inlined, residual ones specialize the callee depth first, share it by
//! memo key, replay its static side effects and continue once per
//! end-configuration.

use super::*;
use crate::spec::store::Change;

impl<'a> Kernel<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        top: &Frame,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<bool> {
        let program = self.program;
        let target = program.function(callee);
        if target.indirect {
            return self.indirect_call(cfg, cur, top, dest, callee, args, span);
        }
        let kind = self
            .division
            .call(top.func, top.block, top.index)
            .unwrap_or(CallKind::Static);
        self.call_as(cfg, cur, top, (dest, callee, args), kind, span)
    }

    /// A call through the pointer `args[0]` (`callee` is the stand-in).
    /// A static pointer is dispatched here: the call is one of the
    /// function it holds, of the kind the division gives for that target.
    /// A dynamic one stays a call through the pointer.
    #[allow(clippy::too_many_arguments)]
    fn indirect_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        top: &Frame,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<bool> {
        let Some((pointer, rest)) = args.split_first() else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "a call through a pointer without the pointer",
                span,
            ))));
        };
        if self.value_bt(top.func, pointer) == Bt::Dynamic {
            return self.call_as(
                cfg,
                cur,
                top,
                (dest, callee, args),
                CallKind::Residual,
                span,
            );
        }
        let v = self.eval.eval(&cfg.store, cfg.eval_frame(), pointer)?;
        let target = match v {
            Value::Ptr(Some(Pointer {
                obj: ObjKey::Func(g),
                offset: 0,
            })) => g,
            Value::Ptr(None) => {
                return Err(Stop::Error(Box::new(
                    Diag::error("call through a null function pointer", span)
                        .with_label(crate::spec::eval::UB_LABEL),
                )));
            }
            _ => {
                return Err(Stop::Error(Box::new(
                    Diag::error(
                        format!(
                            "call through a pointer that holds {}, not a function",
                            self.describe(&v)
                        ),
                        span,
                    )
                    .with_label(crate::spec::eval::UB_LABEL),
                )));
            }
        };
        let function = self.program.function(target);
        let prototyped = |f: FuncId| {
            crate::core::print::signature(&self.program.types, self.program.function(f).ty)
                .is_some_and(|sig| sig.prototyped && !sig.variadic)
        };
        // Through a pointer without a prototype (`long (*)()`), extra
        // arguments are dropped as compilers do; too few is never right.
        let wrong = if prototyped(target) && prototyped(callee) {
            function.params.len() != rest.len()
        } else {
            function.params.len() > rest.len()
        };
        if function.body.is_some() && wrong {
            return Err(Stop::Error(Box::new(
                Diag::error(
                    format!(
                        "call of `{}` through a pointer with {} argument(s); it takes {}",
                        function.name,
                        rest.len(),
                        function.params.len()
                    ),
                    span,
                )
                .with_label(crate::spec::eval::UB_LABEL),
            )));
        }
        let Some(kind) = self
            .division
            .dispatch(top.func, top.block, top.index, target)
        else {
            return Err(Stop::Error(Box::new(Diag::bug(
                format!(
                    "the pointer called holds `{}`, which points-to did not find",
                    function.name
                ),
                span,
            ))));
        };
        self.call_as(cfg, cur, top, (dest, target, rest), kind, span)
    }

    /// A call of `callee` of the kind given.
    fn call_as(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        top: &Frame,
        (dest, callee, args): (Option<&Expr>, FuncId, &[Expr]),
        kind: CallKind,
        span: Span,
    ) -> R<bool> {
        let program = self.program;
        let target = program.function(callee);
        if target.body.is_none()
            && let Some(go_on) = self.static_va_call(cfg, cur, (dest, callee, args), span)?
        {
            return Ok(go_on);
        }
        if target.body.is_none() {
            if kind == CallKind::Static {
                let mut values = Vec::new();
                for a in args {
                    values.push(self.eval.eval(&cfg.store, cfg.eval_frame(), a)?);
                }
                let site = (top.func, top.block, top.index as u32);
                let mut errno = None;
                let result = crate::spec::library::call(
                    self,
                    &mut cfg.store,
                    target,
                    &values,
                    &mut errno,
                    site,
                    span,
                )?;
                if let (Some(d), Some(v)) = (dest, result) {
                    let frame = cfg.eval_frame();
                    self.eval.assign(&mut cfg.store, frame, d, &v, span)?;
                }
                if let Some(errno) = errno {
                    self.emit_errno(cur, errno, span)?;
                }
            } else {
                if let Some((compare, run_time)) =
                    self.inline_comparison(cfg, top.func, &target.name, args, span)?
                {
                    let d = match dest {
                        Some(d) => Some(self.reduce_lvalue(cfg, d)?),
                        None => None,
                    };
                    self.emit(
                        cur,
                        Stmt::Call {
                            dest: d,
                            callee: compare,
                            args: vec![run_time],
                            span,
                        },
                    )?;
                    cfg.top_mut().index += 1;
                    return Ok(true);
                }
                let reads = self.division.string_reads(top.func, top.block, top.index);
                let as_bytes = self.division.byte_reads(top.func, top.block, top.index);
                let mut residual_args = Vec::new();
                for (n, a) in args.iter().enumerate() {
                    residual_args.push(if reads.contains(&n) {
                        self.string_argument(cfg, top.func, a, as_bytes.contains(&n), span)?
                    } else {
                        self.reduce(cfg, a)?
                    });
                }
                let d = match dest {
                    Some(d) => Some(self.reduce_lvalue(cfg, d)?),
                    None => None,
                };
                // Leaving the goal for program code (`atexit` handlers, the
                // caller's `setjmp`): the static globals it set are written
                // back first, as at its returns.
                if crate::analysis::library_model::leaves_for_program_code(&target.name) {
                    self.write_back(cfg, span)?;
                }
                self.emit(
                    cur,
                    Stmt::Call {
                        dest: d,
                        callee,
                        args: residual_args,
                        span,
                    },
                )?;
                if crate::analysis::library_model::NO_RETURN.contains(&target.name.as_str()) {
                    self.end_path(cfg, cur, span)?;
                    return Ok(false);
                }
            }
            cfg.top_mut().index += 1;
            return Ok(true);
        }
        if target.linkage == Linkage::External
            && crate::analysis::bta::is_pure_library(&target.name)
        {
            // gcc may use its own built-in instead of the program's
            // definition; C99 7.1.3 makes redefining it undefined. A
            // `static` one is the file's own function (the library's
            // header cannot be included beside it).
            return Err(Stop::Error(Box::new(crate::diag::unsupported(
                &format!(
                    "a program's own definition of the library function `{}` (undefined behaviour, C99 7.1.3)",
                    target.name
                ),
                span,
            ))));
        }
        let variadic = crate::analysis::bta::is_variadic(program, callee);
        if variadic
            && !self.division.is_va_walked(callee)
            && !matches!(kind, CallKind::Static | CallKind::Unfold)
        {
            // Kept as written (runtime-callable): called with all its
            // arguments, the variable ones included.
            let mut residual_args = Vec::new();
            for a in args {
                residual_args.push(self.reduce(cfg, a)?);
            }
            let d = match dest {
                Some(d) => Some(self.reduce_lvalue(cfg, d)?),
                None => None,
            };
            self.drain_prelude(cur);
            self.emit(
                cur,
                Stmt::Call {
                    dest: d,
                    callee,
                    args: residual_args,
                    span,
                },
            )?;
            cfg.top_mut().index += 1;
            return Ok(true);
        }
        match kind {
            CallKind::Static | CallKind::Unfold => {
                // Arguments are evaluated in the caller, then the callee's
                // frame is pushed; its return resumes the caller.
                let mut passed = Vec::new();
                for (a, &p) in args.iter().zip(&target.params) {
                    let (has_static, has_dynamic) = self.local_bt(callee, p);
                    let s = if has_static || kind == CallKind::Static {
                        Some(self.eval.eval(&cfg.store, cfg.eval_frame(), a)?)
                    } else {
                        None
                    };
                    let d = if has_dynamic && kind == CallKind::Unfold {
                        Some(self.reduce(cfg, a)?)
                    } else {
                        None
                    };
                    passed.push((p, s, d));
                }
                let variable = if variadic {
                    Some(self.list_variable_arguments(cfg, cur, callee, args, span)?)
                } else {
                    None
                };
                let act = self.new_activation(&mut cfg.store, callee, cfg.frames.len());
                if let Some(list) = variable {
                    self.start_lists(cfg, act, callee, list, span)?;
                }
                cfg.frames.push(Frame {
                    func: callee,
                    activation: act,
                    block: BlockId(0),
                    index: 0,
                });
                for (p, s, d) in passed {
                    let place = Pointer {
                        obj: ObjKey::Local(act, p),
                        offset: 0,
                    };
                    let pty = target.local(p).ty;
                    if let Some(v) = s {
                        let v = self.eval.convert(&v, pty, span)?;
                        self.eval.store(&mut cfg.store, place, pty, &v, span)?;
                    }
                    if let Some(e) = d {
                        let r = self.residual_local(act, p);
                        let lhs = Expr::new(ExprKind::Local(r), pty, span);
                        if matches!(self.program.types.kind(pty), TypeKind::VaList) {
                            // A `va_list` is an array on some machines: the
                            // unfolded parameter is a copy (the caller may
                            // not use its list after the callee's va_arg,
                            // C99 7.15p3).
                            let void = self.out.types.void();
                            let copy = self.library_function_with(
                                "__builtin_va_copy",
                                void,
                                vec![pty, pty],
                                true,
                            );
                            self.emit(
                                cur,
                                Stmt::Call {
                                    dest: None,
                                    callee: copy,
                                    args: vec![lhs, e],
                                    span,
                                },
                            )?;
                        } else {
                            self.emit(cur, Stmt::Assign { lhs, rhs: e, span })?;
                        }
                    }
                }
                Ok(true)
            }
            CallKind::Residual | CallKind::RecursiveResidual => {
                self.residual_call(cfg, cur, dest, callee, args, span)
            }
        }
    }

    /// An argument that a residual library call only reads as a C string.
    /// A static pointer to static data (the cells it may point to static
    /// with everything below them, as the analysis makes them) becomes a
    /// string literal of the bytes the call would read; anything else is
    /// reduced as usual (a dynamic object, a read-only one, exists at run
    /// time).
    /// `errno = value;` in the residual program, for a library call run
    /// during specialization that set it (`sqrt(-1)`): a caller that
    /// reads `errno` afterwards sees what the original's call set.
    fn emit_errno(&mut self, cur: BlockId, value: i32, span: Span) -> R<()> {
        let int = self.out.types.int(IntKind::Int);
        let int_ptr = self.out.types.pointer_to(int);
        let location =
            self.library_function(crate::spec::host_libc::ERRNO_LOCATION, int_ptr, false);
        let at = self.new_temp("errno_at", int_ptr, span);
        let at = Expr {
            kind: ExprKind::Local(at),
            ty: int_ptr,
            span,
        };
        self.emit(
            cur,
            Stmt::Call {
                dest: Some(at.clone()),
                callee: location,
                args: Vec::new(),
                span,
            },
        )?;
        self.emit(
            cur,
            Stmt::Assign {
                lhs: Expr {
                    kind: ExprKind::Deref(Box::new(at)),
                    ty: int,
                    span,
                },
                rhs: Expr {
                    kind: ExprKind::IntConst(value as i128),
                    ty: int,
                    span,
                },
                span,
            },
        )
    }

    fn string_argument(
        &mut self,
        cfg: &Config,
        f: FuncId,
        a: &Expr,
        as_bytes: bool,
        span: Span,
    ) -> R<Expr> {
        if self.value_bt(f, a) == Bt::Dynamic {
            return self.reduce(cfg, a);
        }
        let Value::Ptr(Some(p)) = self.eval.eval(&cfg.store, cfg.eval_frame(), a)? else {
            return self.reduce(cfg, a);
        };
        let Some(object) = cfg.store.get(p.obj).map(|o| o.abstract_object) else {
            return self.reduce(cfg, a);
        };
        // The cells the analysis says the argument may point to share one
        // binding time, each with what is below it.
        let targets = self.pta.expr_targets(&self.program.types, f, a);
        if matches!(p.obj, ObjKey::Str(_) | ObjKey::Func(_) | ObjKey::Label(..))
            || crate::analysis::bta::is_read_only(self.program, &object)
            || targets.is_empty()
            || targets
                .iter()
                .any(|t| self.bts.cell(t) == Bt::Dynamic || self.division.dynamic_below(t))
        {
            return self.reduce(cfg, a);
        }
        let bytes = if as_bytes {
            // As many bytes as the call's count: at most those to the end
            // of the object.
            cfg.store
                .bytes_to_end(p)
                .map_err(|e| Stop::Error(super::super::eval::access(e, span)))?
        } else {
            let mut bytes = super::super::library::c_string(&cfg.store, p, None, span)?;
            bytes.push(0);
            bytes
        };
        let id = match self.string_copies.get(&bytes) {
            Some(id) => *id,
            None => {
                self.out.strings.push(bytes.clone());
                let id = crate::core::StrId(self.out.strings.len() as u32 - 1);
                self.string_copies.insert(bytes.clone(), id);
                id
            }
        };
        let char_ty = self.out.types.int(IntKind::Char);
        let array_ty = self.out.types.array_of(char_ty, Some(bytes.len() as u64));
        let char_ptr = self.out.types.pointer_to(char_ty);
        let literal = Expr::new(ExprKind::Str(id), array_ty, span);
        let decayed = Expr::new(ExprKind::Decay(Box::new(literal)), char_ptr, span);
        Ok(self.cast_to(decayed, a.ty, span))
    }

    /// Ends a path after a call that does not return: the residual block
    /// needs a terminator, which is never reached.
    pub(super) fn end_path(&mut self, cfg: &Config, cur: BlockId, span: Span) -> R<()> {
        let bottom = &cfg.frames[0];
        let function = self.program.function(bottom.func);
        let ret = crate::core::print::signature(&self.program.types, function.ty).map(|s| s.ret);
        let value = match ret {
            Some(t) if !self.program.types.is_void(t) => {
                if self.program.types.is_scalar(t) {
                    Some(self.lift(cfg, &zero_value(&self.program.types, t), t, span)?)
                } else {
                    // A fresh residual local, zeroed: any value will do.
                    let tmp = self.new_temp("unreached", t, span);
                    let e = Expr::new(ExprKind::Local(tmp), t, span);
                    self.emit(
                        cur,
                        Stmt::Zero {
                            lhs: e.clone(),
                            span,
                        },
                    )?;
                    Some(e)
                }
            }
            _ => None,
        };
        self.terminate(cur, Terminator::Return { value, span });
        Ok(())
    }

    /// A call of a residual user function: specializes the callee (or
    /// shares a specialization made for the same static inputs) and
    /// continues with its end-configurations. Returns false when this
    /// path ends here.
    pub(super) fn residual_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<bool> {
        let program = self.program;
        let target = program.function(callee);
        let mut statics = Vec::new();
        let mut residual_args = Vec::new();
        for (a, &p) in args.iter().zip(&target.params) {
            let (has_static, has_dynamic) = self.local_bt(callee, p);
            if has_static {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), a)?;
                statics.push((p, v));
            }
            if has_dynamic {
                residual_args.push(self.reduce(cfg, a)?);
            }
        }
        let walked = crate::analysis::bta::is_variadic(program, callee)
            && self.division.is_va_walked(callee);
        let (list, va_params) = if walked {
            let (number, passed, types) = self.list_passed_arguments(cfg, callee, args)?;
            residual_args.extend(passed);
            (Some(number), types)
        } else {
            (None, Vec::new())
        };
        // What the arguments need goes before the call, in this block.
        self.drain_prelude(cur);
        let mut store = cfg.store.clone();
        let act = self.new_activation(&mut store, callee, 0);
        let lists = match list {
            Some(number) => self.start_lists_in(&mut store, act, callee, number, span)?,
            None => Vec::new(),
        };
        let mut comment_parts = Vec::new();
        for (p, v) in &statics {
            let pty = target.local(*p).ty;
            let v = self.eval.convert(v, pty, span)?;
            let place = Pointer {
                obj: ObjKey::Local(act, *p),
                offset: 0,
            };
            self.eval.store(&mut store, place, pty, &v, span)?;
            comment_parts.push(format!("{} = {}", target.local(*p).name, self.describe(&v)));
        }
        if let Some(number) = list {
            let shown = self.describe_list(number);
            if !shown.is_empty() {
                comment_parts.push(format!("... = {shown}"));
            }
        }
        let outer = self.all_activations(cfg);
        let mut roots = self.global_roots[callee.index()].to_vec();
        // A few static scalar globals the callee touches say what its copy
        // is for (`push: sp = 1`); many would only be noise.
        let scalars: Vec<GlobalId> = roots
            .iter()
            .filter_map(|k| match k {
                ObjKey::Global(g) if self.program.types.is_scalar(self.program.global(*g).ty) => {
                    Some(*g)
                }
                _ => None,
            })
            .collect();
        if scalars.len() <= 3 {
            for g in scalars {
                let global = self.program.global(g);
                let at = Pointer {
                    obj: ObjKey::Global(g),
                    offset: 0,
                };
                if let Ok(v) = self.eval.load(&store, at, global.ty, span) {
                    comment_parts.push(format!("{} = {}", global.name, self.describe(&v)));
                }
            }
        }
        roots.extend(statics.iter().map(|(p, _)| ObjKey::Local(act, *p)));
        roots.extend(lists);
        // Frames are named by discovery, not depth: a recursive call with
        // the same static inputs shares the function being built (rather
        // than starting a new one per level, forever).
        let canonicalizer = Canonicalizer::by_discovery(act);
        let key = canonicalizer.key(&store, vec![(callee.0, 0, 0)], &roots, &mut self.blobs);
        let named = canonicalizer.activations();
        // Frames named by discovery are told apart by their functions too:
        // a pointer to a caller's `long long x` and one to another's
        // `double x` read alike, but the residual function takes the
        // caller's local by its type.
        let frames = named
            .iter()
            .map(|act| self.activations.get(act).map_or(u32::MAX, |(f, _)| f.0))
            .collect();
        let key = key.with_frames(frames);
        // The callee and the stores its returns leave (one per
        // end-configuration).
        let shared = match self.fn_memo.get_mut(&key) {
            Some(entry) if !entry.done => {
                // A recursive call of a function being built: its
                // returns are not all known yet. It must not change static
                // data (checked when it is done), and passes the callers'
                // locals an earlier attempt found it takes.
                entry.recursive_use = true;
                if self.building.last().map(|b| b.id) != Some(entry.id) {
                    entry.nested_use = true;
                }
                let refs = numbered_refs(&entry.outer_refs, &named, span)?;
                Some((entry.id, vec![cfg.store.clone()], refs))
            }
            Some(entry) => match &entry.effect {
                Some((effects, recorded)) => {
                    let id = entry.id;
                    let refs = numbered_refs(&entry.outer_refs, &named, span)?;
                    let ends = effects
                        .iter()
                        .map(|objects| {
                            let mut store = cfg.store.clone();
                            apply_effect(&mut store, objects, recorded, &named);
                            store
                        })
                        .collect();
                    Some((id, ends, refs))
                }
                None => None,
            },
            None => None,
        };
        let (id, ends, refs) = match shared {
            Some(shared) => shared,
            None => {
                if let Some(stop) =
                    self.runaway_recursion(top_of(cfg), callee, &key, (&store, act, &named))
                {
                    return Err(stop);
                }
                if cfg.speculative
                    && let Some(stop) = self.too_many_versions(top_of(cfg), callee, &key)
                {
                    return Err(stop);
                }
                let before = cfg.store.clone();
                // A copy for polyvariance is named after what it copies.
                let base = match target.copy_of {
                    Some(original) => self.program.function(original).name.clone(),
                    None => target.name.clone(),
                };
                let mut how = Made {
                    name: self.fresh_function_name(&base),
                    linkage: Linkage::Internal,
                    comment: Some(if comment_parts.is_empty() {
                        base
                    } else {
                        format!("{base}: {}", comment_parts.join(", "))
                    }),
                    speculative: cfg.speculative,
                    is_entry: false,
                    into: None,
                    va_params,
                    visible: canonicalizer
                        .reached()
                        .into_iter()
                        .filter(|k| !matches!(k, ObjKey::Local(a, _) if *a == act))
                        .collect(),
                    outer_refs: Vec::new(),
                    keeps_static_params: false,
                };
                self.fn_memo.insert(
                    key.clone(),
                    FnEntry {
                        id: FuncId(self.out.functions.len() as u32),
                        done: false,
                        recursive_use: false,
                        nested_use: false,
                        effect: None,
                        outer_refs: Vec::new(),
                    },
                );
                let mut attempts = 0;
                let (id, ends, refs) = loop {
                    let again = Made {
                        name: how.name.clone(),
                        comment: how.comment.clone(),
                        visible: how.visible.clone(),
                        va_params: how.va_params.clone(),
                        outer_refs: how.outer_refs.clone(),
                        ..how
                    };
                    let (id, ends, refs) =
                        match self.specialize(callee, act, store.clone(), outer.clone(), again) {
                            Ok(done) => done,
                            Err(stop) => {
                                // Nothing may share a function left unfinished.
                                self.fn_memo.remove(&key);
                                return Err(stop);
                            }
                        };
                    // A recursive function that takes callers' locals: its
                    // calls of itself, made before they were known, pass
                    // nothing. Once more, with them known from the start.
                    let Some(entry) = self.fn_memo.get_mut(&key) else {
                        break (id, ends, refs);
                    };
                    attempts += 1;
                    if !entry.recursive_use
                        || entry.nested_use
                        || refs.is_empty()
                        || refs == how.outer_refs
                        || attempts > 2
                    {
                        break (id, ends, refs);
                    }
                    let Some(numbered) = refs
                        .iter()
                        .map(|(a, l)| named.iter().position(|n| n == a).map(|n| (n, *l)))
                        .collect::<Option<Vec<_>>>()
                    else {
                        break (id, ends, refs);
                    };
                    entry.outer_refs = numbered;
                    entry.recursive_use = false;
                    how.into = Some(id);
                    how.outer_refs = refs;
                };
                let effects: Option<Vec<_>> = ends
                    .iter()
                    .map(|end| effect_of(&before, end, &named))
                    .collect();
                let changes = ends.iter().any(|end| !same_store(&before, end));
                let numbered: Option<Vec<(usize, LocalId)>> = refs
                    .iter()
                    .map(|(a, l)| named.iter().position(|n| n == a).map(|n| (n, *l)))
                    .collect();
                if let Some(entry) = self.fn_memo.get_mut(&key) {
                    entry.done = true;
                    if entry.recursive_use && !refs.is_empty() && refs != how.outer_refs {
                        // Each level would need the address of its own
                        // caller's local: the pointers to those locals
                        // become run-time values, passed down as arguments.
                        let mut cells = Vec::new();
                        let mut names = Vec::new();
                        for (act, l) in &refs {
                            if let Some((func, _)) = self.activations.get(act) {
                                let object = Object::Local(*func, *l);
                                cells.extend(self.pta.cells_pointing_to(object));
                                let f = self.program.function(*func);
                                names.push(format!("`{}` of `{}`", f.local(*l).name, f.name));
                            }
                        }
                        cells.retain(|c| self.division.cell(c) == Bt::Static);
                        if cells.is_empty() {
                            return Err(Stop::Error(unsupported(
                                format!(
                                    "a static pointer to a caller's local used in residual code of the recursive function `{}`",
                                    target.name
                                ),
                                span,
                            )));
                        }
                        return Err(Stop::Generalize(Generalization {
                            cells,
                            sites: Vec::new(),
                            message: format!(
                                "the recursive function `{}` (called at {{at}}) uses {} of a caller's frame through static pointers, which its shared residual code cannot name at every level, so the pointers to {} are run-time values",
                                target.name,
                                names.join(", "),
                                if names.len() == 1 { "it" } else { "them" }
                            ),
                            span,
                        }));
                    }
                    if entry.recursive_use && changes {
                        return Err(Stop::Error(Box::new(crate::diag::unsupported(
                            &format!(
                                "static side effects in the recursive function `{}` (make the data it changes dynamic)",
                                target.name
                            ),
                            span,
                        ))));
                    }
                    match numbered {
                        Some(numbered) => {
                            entry.outer_refs = numbered;
                            entry.effect = effects.map(|e| (e, named.clone()));
                        }
                        // Not shareable: its callers' locals are not all named.
                        None => entry.effect = None,
                    }
                }
                (id, ends, refs)
            }
        };
        for (a, l) in refs {
            let (object, ty) = self.residual_object(cfg, ObjKey::Local(a, l), None, span)?;
            let ptr = self.out.types.pointer_to(ty);
            residual_args.push(match object.kind {
                // The caller's own parameter for it: pass it on.
                ExprKind::Deref(p) => *p,
                _ => Expr::new(ExprKind::AddrOf(Box::new(object)), ptr, span),
            });
        }
        let d = match dest {
            Some(d) => Some(self.reduce_lvalue(cfg, d)?),
            None => None,
        };
        self.emit(
            cur,
            Stmt::Call {
                dest: d,
                callee: id,
                args: residual_args,
                span,
            },
        )?;
        self.continue_after_call(cfg, cur, ends, span)
    }

    /// Continues after a residual call with the stores its returns leave:
    /// with one, on this path; with several, one pending configuration per
    /// end-configuration, chosen at run time by the continuation value the
    /// callee set. Returns false when this path ends here.
    pub(super) fn continue_after_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        mut ends: Vec<Store>,
        span: Span,
    ) -> R<bool> {
        cfg.top_mut().index += 1;
        if ends.len() <= 1 {
            match ends.pop() {
                Some(end) => {
                    cfg.store = end;
                    return Ok(true);
                }
                None => {
                    // The callee never returns.
                    self.end_path(cfg, cur, span)?;
                    return Ok(false);
                }
            }
        }
        let g = self.continuation_global();
        let int = self.out.types.int(IntKind::Int);
        let last = ends.len() - 1;
        let mut cases = Vec::new();
        let mut default = None;
        for (k, end) in ends.into_iter().enumerate() {
            let mut next = cfg.clone();
            next.store = end;
            let b = self.pending_block(next)?;
            if k == last {
                default = Some(b);
            } else {
                cases.push((k as i128, b));
            }
        }
        let Some(default) = default else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "no end-configuration",
                span,
            ))));
        };
        let endconf = Expr::new(ExprKind::Global(g), int, span);
        let term = match cases.as_slice() {
            // Two: `if (endconf == 0)`.
            [(k, first)] => Terminator::If {
                cond: Expr::new(
                    ExprKind::Binary(
                        crate::core::BinOp::Eq,
                        Box::new(endconf),
                        Box::new(Expr::new(ExprKind::IntConst(*k), int, span)),
                    ),
                    int,
                    span,
                ),
                then_block: *first,
                else_block: default,
                span,
            },
            _ => Terminator::Switch {
                scrutinee: endconf,
                cases,
                default,
                span,
            },
        };
        self.terminate(cur, term);
        Ok(false)
    }

    // ---- residual expressions ----
}

/// The objects `end` changed relative to `before`; `None` when they cannot
/// be replayed by sharing: the callee made objects that outlive it, or
/// changed a frame its key does not name (`named`).
fn effect_of(before: &Store, end: &Store, named: &[u32]) -> Option<Vec<(ObjKey, Rc<Obj>)>> {
    let mut changed = Vec::new();
    for change in end.changes_from(before) {
        match change {
            Change::Changed(k, obj) => {
                if let ObjKey::Local(act, _) = k
                    && !named.contains(&act)
                {
                    return None;
                }
                changed.push((k, obj.clone()));
            }
            Change::Added(..) => return None,
            Change::Removed(_) => {}
        }
    }
    Some(changed)
}

/// Replays a recorded effect, renaming the activations recorded against
/// `recorded` to the ones `now` names the same (by canonical number).
fn apply_effect(store: &mut Store, objects: &[(ObjKey, Rc<Obj>)], recorded: &[u32], now: &[u32]) {
    let rename: HashMap<u32, u32> = recorded
        .iter()
        .zip(now)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (*a, *b))
        .collect();
    let fix = |k: ObjKey| match k {
        ObjKey::Local(a, l) => ObjKey::Local(*rename.get(&a).unwrap_or(&a), l),
        other => other,
    };
    for (k, obj) in objects {
        let has_locals = obj
            .ptrs
            .values()
            .any(|p| matches!(p.obj, ObjKey::Local(a, _) if rename.contains_key(&a)));
        let obj = if has_locals {
            let mut o = (**obj).clone();
            for p in o.ptrs.values_mut() {
                p.obj = fix(p.obj);
            }
            Rc::new(o)
        } else {
            obj.clone()
        };
        store.set_rc(fix(*k), obj);
    }
}

fn zero_value(types: &crate::types::TypeTable, ty: TypeId) -> Value {
    match types.kind(ty) {
        TypeKind::Float(_) => Value::Float(0.0),
        TypeKind::Pointer(_) => Value::Ptr(None),
        _ => Value::Int(0),
    }
}

/// The callers' locals a shared function takes (`FnEntry::outer_refs`,
/// numbered by activation in its key) as the activations of a call whose
/// key's activations are `named`.
fn numbered_refs(
    numbered: &[(usize, LocalId)],
    named: &[u32],
    span: Span,
) -> R<Vec<(u32, LocalId)>> {
    numbered
        .iter()
        .map(|(n, l)| match named.get(*n) {
            Some(a) => Ok((*a, *l)),
            None => Err(Stop::Error(Box::new(Diag::bug(
                "a shared function's caller local is not in its key",
                span,
            )))),
        })
        .collect()
}
