//! Variable arguments walked during specialization. A variadic function
//! whose lists are walked (`bta::walked_lists`) has a static `va_list`:
//! at each call the specializer lists the variable arguments (static
//! values, or run-time ones), `va_start` points the list's bytes in the
//! `va_list` at that list, and `va_arg` is the next argument, a run-time
//! value. A printf-like function specialized to its static format becomes
//! a function with fixed parameters, one per run-time argument, shared by
//! the calls that pass the same static arguments and the same types; an
//! unfolded one leaves straight-line code that uses the arguments directly.
//! No `va_arg` is left either way.
//!
//! A static `va_list` holds 8 bytes: the list's number and the position of
//! the next argument (little-endian `u32`s), so that copies and memo keys
//! see it as the static data it is. The lists of residual calls are
//! numbered by what they hold, so that equal lists share a specialization.

use super::*;

/// One variable argument of an unfolded call.
#[derive(Clone, Debug)]
pub(super) enum VarArg {
    Static(Value, TypeId),
    /// A residual variable of the function being built, set at the call.
    Dynamic(LocalId, TypeId),
    /// The specialization's parameter for its `n`th run-time variable
    /// argument (`FnBuild::va_params`).
    Param(usize, TypeId),
}

impl Kernel<'_> {
    /// Lists the variable arguments of an unfolded call of variadic
    /// `callee` (those past its parameters) for its activation `act`; the
    /// run-time ones are evaluated into residual variables here, in order.
    pub(super) fn list_variable_arguments(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<Vec<VarArg>> {
        let fixed = self.program.function(callee).params.len();
        let caller = cfg.top().func;
        let mut list = Vec::new();
        for a in args.iter().skip(fixed) {
            let scalar = self.program.types.is_scalar(a.ty);
            if scalar && self.value_bt(caller, a) == Bt::Static {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), a)?;
                list.push(VarArg::Static(v, a.ty));
                continue;
            }
            let r = self.reduce(cfg, a)?;
            let temp = self.new_temp("arg", a.ty, span);
            let lhs = Expr::new(ExprKind::Local(temp), a.ty, span);
            self.emit(cur, Stmt::Assign { lhs, rhs: r, span })?;
            list.push(VarArg::Dynamic(temp, a.ty));
        }
        Ok(list)
    }

    /// Lists the variable arguments of a residual call of walked variadic
    /// `callee`: the static numbers are values of the list, the rest are
    /// run-time arguments of the specialization (returned, reduced, with
    /// their types). Gives the list's number.
    pub(super) fn list_passed_arguments(
        &mut self,
        cfg: &mut Config,
        callee: FuncId,
        args: &[Expr],
    ) -> R<(u32, Vec<Expr>, Vec<TypeId>)> {
        let fixed = self.program.function(callee).params.len();
        let caller = cfg.top().func;
        let mut list = Vec::new();
        let mut passed = Vec::new();
        let mut types = Vec::new();
        for a in args.iter().skip(fixed) {
            // Pointers are passed: a static one may name a caller's object,
            // which only the caller can name.
            let number =
                self.program.types.is_arithmetic(a.ty) && !self.program.types.is_runtime_only(a.ty);
            if number && self.value_bt(caller, a) == Bt::Static {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), a)?;
                list.push(VarArg::Static(v, a.ty));
                continue;
            }
            passed.push(self.reduce(cfg, a)?);
            list.push(VarArg::Param(types.len(), a.ty));
            types.push(a.ty);
        }
        let shape = format!("{list:?}");
        let number = match self.va_list_numbers.get(&shape) {
            Some(n) => *n,
            None => {
                let n = self.va_arg_lists.len() as u32;
                self.va_arg_lists.push(list);
                self.va_list_numbers.insert(shape, n);
                n
            }
        };
        Ok((number, passed, types))
    }

    /// The variable arguments of list `number` for a comment, when some are
    /// static (`_` for a run-time one); empty otherwise.
    pub(super) fn describe_list(&self, number: u32) -> String {
        let Some(list) = self.va_arg_lists.get(number as usize) else {
            return String::new();
        };
        if !list.iter().any(|a| matches!(a, VarArg::Static(..))) {
            return String::new();
        }
        let shown: Vec<String> = list
            .iter()
            .map(|a| match a {
                VarArg::Static(v, _) => self.describe(v),
                _ => "_".to_string(),
            })
            .collect();
        shown.join(", ")
    }

    /// The number of the goal's list: its variable arguments, of the types
    /// given, or an open list (`va_open_lists`) that grows by a parameter
    /// of the specialization at each `va_arg` past its end.
    pub(super) fn goal_list(&mut self, types: Option<&[TypeId]>) -> u32 {
        let number = self.va_arg_lists.len() as u32;
        match types {
            Some(types) => self.va_arg_lists.push(
                types
                    .iter()
                    .enumerate()
                    .map(|(n, ty)| VarArg::Param(n, *ty))
                    .collect(),
            ),
            None => {
                self.va_arg_lists.push(Vec::new());
                self.va_open_lists.insert(number);
            }
        }
        number
    }

    /// Writes list `number` into the `va_list`s of activation `act` of
    /// `callee` in `store`, at their start; gives them, for memo keys.
    pub(super) fn start_lists_in(
        &self,
        store: &mut Store,
        act: u32,
        callee: FuncId,
        number: u32,
        span: Span,
    ) -> R<Vec<ObjKey>> {
        let mut keys = Vec::new();
        for l in crate::analysis::bta::va_list_locals(self.program, callee) {
            let at = Pointer {
                obj: ObjKey::Local(act, l),
                offset: 0,
            };
            write_cursor(store, at, number, 0, span)?;
            keys.push(at.obj);
        }
        Ok(keys)
    }

    /// Gives the `va_list`s of the new activation `act` of `callee` the
    /// number of its list of variable arguments: static data of the
    /// activation from its start, so that memoization never takes two
    /// calls with different arguments for one.
    pub(super) fn start_lists(
        &mut self,
        cfg: &mut Config,
        act: u32,
        callee: FuncId,
        list: Vec<VarArg>,
        span: Span,
    ) -> R<()> {
        let number = self.va_arg_lists.len() as u32;
        self.va_arg_lists.push(list);
        self.start_lists_in(&mut cfg.store, act, callee, number, span)?;
        Ok(())
    }

    /// `va_start`, `va_arg`, `va_end` or `va_copy` on a static `va_list`:
    /// done here. `None` when `callee` is none of them or the `va_list` is
    /// a run-time one.
    pub(super) fn static_va_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        (dest, callee, args): (Option<&Expr>, FuncId, &[Expr]),
        span: Span,
    ) -> R<Option<bool>> {
        let name = self.program.function(callee).name.as_str();
        let is_va = name == crate::core::VA_ARG || crate::core::VA_BUILTINS.contains(&name);
        let f = cfg.top().func;
        let Some(ap) = args.first() else {
            return Ok(None);
        };
        if !is_va || self.value_bt(f, ap) != Bt::Static {
            return Ok(None);
        }
        let frame = cfg.eval_frame();
        let at = self.eval.place(&cfg.store, frame, ap)?;
        match name {
            "__builtin_va_start" => {
                // The call wrote the list's number into the function's
                // `va_list`s (`start_lists`).
                let Ok((list, _)) = self.read_cursor(cfg, at, span) else {
                    return Err(Stop::Error(Box::new(crate::diag::unsupported(
                        "a static `va_list` of a variadic function entered from outside the specialized code",
                        span,
                    ))));
                };
                write_cursor(&mut cfg.store, at, list, 0, span)?;
            }
            "__builtin_va_end" => {}
            "__builtin_va_copy" => {
                let Some(src) = args.get(1) else {
                    return Ok(None);
                };
                let from = self.eval.place(&cfg.store, frame, src)?;
                let (list, position) = self.read_cursor(cfg, from, span)?;
                write_cursor(&mut cfg.store, at, list, position, span)?;
            }
            _ => {
                let (list, position) = self.read_cursor(cfg, at, span)?;
                self.grow_open_list(list, position, dest, callee, span)?;
                let Some(dest) = dest else {
                    write_cursor(&mut cfg.store, at, list, position + 1, span)?;
                    cfg.top_mut().index += 1;
                    return Ok(Some(true));
                };
                let arg = self
                    .va_arg_lists
                    .get(list as usize)
                    .and_then(|l| l.get(position as usize))
                    .cloned();
                let function = self.program.function(f);
                let given = self.va_arg_lists.get(list as usize).map_or(0, Vec::len);
                let wrong =
                    match &arg {
                        None => Some(format!(
                            "reads argument {} of a call that passes {given}",
                            position + 1
                        )),
                        Some(
                            VarArg::Static(_, ty) | VarArg::Dynamic(_, ty) | VarArg::Param(_, ty),
                        ) if !self.va_compatible(*ty, dest.ty) => Some(format!(
                            "reads a `{}` where the call passes a `{}`",
                            crate::core::print::type_to_c(&self.program.types, dest.ty, ""),
                            crate::core::print::type_to_c(&self.program.types, *ty, "")
                        )),
                        _ => None,
                    };
                if let Some(what) = wrong {
                    // Undefined, but gcc's code does something: the
                    // function is kept variadic, to do the same.
                    let cells = crate::analysis::bta::va_list_locals(self.program, f)
                        .into_iter()
                        .map(|l| (crate::analysis::points_to::Object::Local(f, l), Vec::new()))
                        .collect();
                    return Err(Stop::Generalize(Generalization {
                        cells,
                        sites: Vec::new(),
                        message: format!(
                            "a `va_arg` of `{}` (at {{at}}) {what}, which is undefined, so `{}` is kept variadic rather than walked during specialization",
                            function.name, function.name
                        ),
                        span,
                    }));
                }
                let Some(arg) = arg else {
                    return Err(Stop::Error(Box::new(Diag::bug(
                        "a va_arg past the list",
                        span,
                    ))));
                };
                let (value, ty) = match arg {
                    VarArg::Static(v, ty) => (self.lift(cfg, &v, ty, span)?, ty),
                    VarArg::Dynamic(l, ty) => (Expr::new(ExprKind::Local(l), ty, span), ty),
                    VarArg::Param(n, ty) => {
                        let Some(&l) = self.build().va_params.get(n) else {
                            return Err(Stop::Error(Box::new(Diag::bug(
                                "a variable argument the specialization takes no parameter for",
                                span,
                            ))));
                        };
                        (Expr::new(ExprKind::Local(l), ty, span), ty)
                    }
                };
                let rhs = if ty == dest.ty {
                    value
                } else {
                    Expr::new(ExprKind::Cast(Box::new(value)), dest.ty, span)
                };
                let lhs = self.reduce_lvalue(cfg, dest)?;
                self.emit(cur, Stmt::Assign { lhs, rhs, span })?;
                write_cursor(&mut cfg.store, at, list, position + 1, span)?;
            }
        }
        cfg.top_mut().index += 1;
        Ok(Some(true))
    }

    /// A `va_arg` past the end of the goal's open list: the specialization
    /// takes one more parameter, of the type read.
    fn grow_open_list(
        &mut self,
        list: u32,
        position: u32,
        dest: Option<&Expr>,
        va_arg: FuncId,
        span: Span,
    ) -> R<()> {
        let given = self.va_arg_lists.get(list as usize).map_or(0, Vec::len);
        if !self.va_open_lists.contains(&list) || (position as usize) < given {
            return Ok(());
        }
        let read = match dest {
            Some(d) => d.ty,
            None => {
                let f = self.program.function(va_arg);
                match crate::core::print::signature(&self.program.types, f.ty) {
                    Some(sig) => sig.ret,
                    None => f.ty,
                }
            }
        };
        let build = self.build();
        if !build.is_entry || build.va_params.len() != given || position as usize != given {
            return Err(Stop::Error(Box::new(Diag::bug(
                "the goal's variable arguments read out of order",
                span,
            ))));
        }
        let r = self.push_param("arg".to_string(), read, span);
        self.build().va_params.push(r);
        if let Some(l) = self.va_arg_lists.get_mut(list as usize) {
            l.push(VarArg::Param(given, read));
        }
        Ok(())
    }

    /// Whether an argument passed as `given` may be read as `read` (C99
    /// 7.15.1.1: compatible types, or the same integer type but for
    /// signedness, or `void *` and a character pointer; any two pointers,
    /// as glibc reads them, and structs only as themselves).
    fn va_compatible(&self, given: TypeId, read: TypeId) -> bool {
        let types = &self.program.types;
        if given == read || types.kind(given) == types.kind(read) {
            return true;
        }
        if types.is_pointer(given) && types.is_pointer(read) {
            return true;
        }
        match (types.as_int(given), types.as_int(read)) {
            (Some(a), Some(b)) => {
                types.size_of(given) == types.size_of(read)
                    && a != IntKind::Bool
                    && b != IntKind::Bool
            }
            _ => false,
        }
    }

    fn read_cursor(&self, cfg: &Config, at: Pointer, span: Span) -> R<(u32, u32)> {
        let bytes = cfg
            .store
            .read_bytes(at, 8)
            .map_err(|e| Stop::Error(crate::spec::eval::access(e, span)))?;
        let word =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        Ok((word(0), word(4)))
    }
}

/// Points the `va_list` at `at` at argument `position` of list `list`.
fn write_cursor(store: &mut Store, at: Pointer, list: u32, position: u32, span: Span) -> R<()> {
    let mut bytes = list.to_le_bytes().to_vec();
    bytes.extend(position.to_le_bytes());
    store
        .write_bytes(at, &bytes)
        .map_err(|e| Stop::Error(crate::spec::eval::access(e, span)))
}
