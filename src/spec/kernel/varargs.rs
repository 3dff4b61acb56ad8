//! Variable arguments walked during specialization. A variadic function
//! whose calls are unfolded (`bta::variadic_unfolded`) has a static
//! `va_list`: at each call the specializer lists the variable arguments
//! (static values, or run-time ones held in fresh residual variables set at
//! the call), `va_start` points the list's bytes in the `va_list` at that
//! list, and `va_arg` is the next argument, a run-time value: a printf-like
//! function unfolded with its format static leaves straight-line code that
//! uses the arguments directly, with no `va_arg` left.
//!
//! A static `va_list` holds 8 bytes: the list's number and the position of
//! the next argument (little-endian `u32`s), so that copies and memo keys
//! see it as the static data it is.

use super::*;

/// One variable argument of an unfolded call.
#[derive(Clone, Debug)]
pub(super) enum VarArg {
    Static(Value, TypeId),
    /// A residual variable of the function being built, set at the call.
    Dynamic(LocalId, TypeId),
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
            let build = self.build();
            build.locals.push(Local {
                name: "arg".to_string(),
                ty: a.ty,
                is_param: false,
                is_temp: true,
                span,
                align: None,
            });
            let temp = LocalId(build.locals.len() as u32 - 1);
            let lhs = Expr::new(ExprKind::Local(temp), a.ty, span);
            self.emit(cur, Stmt::Assign { lhs, rhs: r, span })?;
            list.push(VarArg::Dynamic(temp, a.ty));
        }
        Ok(list)
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
        for l in crate::analysis::bta::va_list_locals(self.program, callee) {
            let at = Pointer {
                obj: ObjKey::Local(act, l),
                offset: 0,
            };
            self.write_cursor(cfg, at, number, 0, span)?;
        }
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
                self.write_cursor(cfg, at, list, 0, span)?;
            }
            "__builtin_va_end" => {}
            "__builtin_va_copy" => {
                let Some(src) = args.get(1) else {
                    return Ok(None);
                };
                let from = self.eval.place(&cfg.store, frame, src)?;
                let (list, position) = self.read_cursor(cfg, from, span)?;
                self.write_cursor(cfg, at, list, position, span)?;
            }
            _ => {
                let (list, position) = self.read_cursor(cfg, at, span)?;
                let Some(dest) = dest else {
                    self.write_cursor(cfg, at, list, position + 1, span)?;
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
                let wrong = match &arg {
                    None => Some(format!(
                        "reads argument {} of a call that passes {given}",
                        position + 1
                    )),
                    Some(VarArg::Static(_, ty) | VarArg::Dynamic(_, ty))
                        if !self.va_compatible(*ty, dest.ty) =>
                    {
                        Some(format!(
                            "reads a `{}` where the call passes a `{}`",
                            crate::core::print::type_to_c(&self.program.types, dest.ty, ""),
                            crate::core::print::type_to_c(&self.program.types, *ty, "")
                        ))
                    }
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
                };
                let rhs = if ty == dest.ty {
                    value
                } else {
                    Expr::new(ExprKind::Cast(Box::new(value)), dest.ty, span)
                };
                let lhs = self.reduce_lvalue(cfg, dest)?;
                self.emit(cur, Stmt::Assign { lhs, rhs, span })?;
                self.write_cursor(cfg, at, list, position + 1, span)?;
            }
        }
        cfg.top_mut().index += 1;
        Ok(Some(true))
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

    fn write_cursor(
        &self,
        cfg: &mut Config,
        at: Pointer,
        list: u32,
        position: u32,
        span: Span,
    ) -> R<()> {
        let mut bytes = list.to_le_bytes().to_vec();
        bytes.extend(position.to_le_bytes());
        cfg.store
            .write_bytes(at, &bytes)
            .map_err(|e| Stop::Error(crate::spec::eval::access(e, span)))
    }
}
