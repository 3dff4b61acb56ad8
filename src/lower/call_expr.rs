//! Calls in expressions: direct calls (arguments converted to the
//! prototype or default-promoted), calls through pointers (a per-type
//! stand-in), gcc's builtins with their own meaning (`__builtin_expect`,
//! `&&label`), `va_arg`, and implicit declarations of library functions.

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R, Symbol, fold};
use crate::core::{BinOp, Expr, ExprKind, FuncId, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

impl<'a> Lowerer<'a> {
    /// Lowers a call; returns its value (a temporary) when `want_value` and
    /// the function returns something.
    /// A call whose value is converted to `hint` (see
    /// `Lowerer::result_hint`).
    pub(super) fn call_with_hint(
        &mut self,
        call: &Node<c::CallExpression>,
        want_value: bool,
        hint: Option<TypeId>,
    ) -> R<Option<Expr>> {
        let span = self.span(call.span);
        let named = match &call.node.callee.node {
            c::Expression::Identifier(id)
                if !matches!(
                    self.lookup(&id.node.name),
                    Some(Symbol::Local(_) | Symbol::Global(_))
                ) =>
            {
                Some(id.node.name.as_str())
            }
            _ => None,
        };
        // The function called, or the pointer called through.
        let (func, through) = match named {
            Some(name) => {
                if matches!(name, "asm" | "__asm__" | "__asm") && self.lookup(name).is_none() {
                    // lang-c reads `asm("...")` inside a block as a call.
                    return Err(diag::unsupported("inline assembly", span));
                }
                if let Some(v) = self.special_builtin(name, &call.node.arguments, span)? {
                    return Ok(Some(v));
                }
                if super::decl::is_typeof_keyword(name) && self.lookup(name).is_none() {
                    // lang-c reads a typeof it does not expect as a call.
                    return Err(diag::unsupported(
                        "`typeof` in this place (cmix reads it as a type specifier only)",
                        span,
                    ));
                }
                let func = match self.lookup(name).cloned() {
                    Some(Symbol::Func(f)) => f,
                    Some(Symbol::Poisoned(d)) => return Err(self.poisoned(&d, span)),
                    Some(_) => {
                        return Err(diag::invalid(format!("`{name}` is not a function"), span));
                    }
                    None if super::builtins::is_target_builtin(name) => {
                        self.target_builtin(name, &call.node.arguments, hint, span)?
                    }
                    None => self.implicit_function(name, span)?,
                };
                // <alloca.h>'s function is gcc's builtin (there is no
                // library function under -std=c99).
                let func = if name == "alloca" && self.prog.functions[func.index()].body.is_none() {
                    self.implicit_function("__builtin_alloca", span)?
                } else {
                    func
                };
                if let Some(what) = super::builtins::unsupported_builtin(name) {
                    return Err(diag::unsupported(&format!("{what} (`{name}`)"), span));
                }
                (func, None)
            }
            None => {
                let callee = self.rvalue(&call.node.callee)?;
                match callee.kind {
                    // `(*f)(x)`, `(&f)(x)`: a direct call.
                    ExprKind::FuncAddr(f) => (f, None),
                    _ => {
                        let stand_in = self.indirect_callee(callee.ty, span)?;
                        (stand_in, Some(callee))
                    }
                }
            }
        };
        let name = match &through {
            Some(_) => "the function pointer".to_string(),
            None => format!("`{}`", self.prog.functions[func.index()].name),
        };
        let fty = self.prog.functions[func.index()].ty;
        let TypeKind::Function(mut sig) = self.prog.types.kind(fty).clone() else {
            return Err(Diag::bug("callee without a function type", span));
        };
        if through.is_some() {
            // The stand-in's first parameter is the pointer.
            sig.params.remove(0);
        }
        // A nested function's first parameters are its captures.
        let captures = match through {
            None => self.capture_arguments(func, span)?,
            Some(_) => None,
        };
        if let Some((count, _)) = &captures {
            sig.params.drain(..*count);
        }
        let args = &call.node.arguments;
        // More arguments than a definition without a prototype has
        // parameters: evaluated for their effects, never passed.
        let extra = through.is_none() && self.takes_extra_arguments(func);
        let (args, dropped) = match args.split_at_checked(sig.params.len()) {
            Some(split) if extra && !sig.variadic => split,
            _ => (args.as_slice(), &[][..]),
        };
        if sig.prototyped
            && (args.len() < sig.params.len() || (!sig.variadic && args.len() > sig.params.len()))
        {
            return Err(diag::invalid(
                format!(
                    "{name} takes {} argument(s) but {} were given",
                    sig.params.len(),
                    args.len()
                ),
                span,
            ));
        }
        let mut lowered = Vec::with_capacity(args.len() + 1);
        lowered.extend(through);
        lowered.extend(captures.into_iter().flat_map(|(_, passed)| passed));
        for (i, a) in args.iter().enumerate() {
            let v = self.rvalue(a)?;
            let aspan = v.span;
            let v = match sig.params.get(i) {
                Some(&pty) if sig.prototyped => self.assign_convert(v, pty, aspan)?,
                _ => self.default_promotion(v)?,
            };
            lowered.push(v);
        }
        for a in dropped {
            self.effect(a)?;
        }
        let ret = sig.ret;
        let dest = if want_value && !self.prog.types.is_void(ret) {
            let tmp = self.new_temp(ret, span)?;
            Some(self.local_expr(tmp, span))
        } else {
            None
        };
        if self.unevaluated > 0 && dest.is_none() && want_value {
            let void = self.prog.types.void();
            return Ok(Some(Expr::new(ExprKind::IntConst(0), void, span)));
        }
        self.emit(Stmt::Call {
            dest: dest.clone(),
            callee: func,
            args: lowered,
            span,
        })?;
        Ok(dest)
    }

    /// The address of function `f`.
    pub(super) fn function_address(&mut self, f: crate::core::FuncId, span: Span) -> Expr {
        let ty = self.prog.functions[f.index()].ty;
        let ptr = self.prog.types.pointer_to(ty);
        Expr::new(ExprKind::FuncAddr(f), ptr, span)
    }

    /// `va_arg(ap, T)`: the call of a stand-in library function of type
    /// `T (va_list)` (one per type, like the stand-ins of calls through
    /// pointers), which the emitter writes `__builtin_va_arg(ap, T)`.
    pub(super) fn va_arg(&mut self, v: &Node<c::VaArgExpression>, span: Span) -> R<Expr> {
        if self.const_mode {
            return Err(diag::invalid("va_arg in a constant expression", span));
        }
        let ty = self.type_name(&v.node.type_name)?;
        let ty = self.prog.types.unqualified(ty);
        let whole = matches!(self.prog.types.kind(ty), TypeKind::Struct(_))
            && self.prog.types.is_complete(ty);
        if !self.prog.types.is_scalar(ty) && !whole {
            return Err(diag::invalid(
                "va_arg of a type that is not a complete object type (after default promotions)",
                span,
            ));
        }
        let ap = self.rvalue(&v.node.va_list)?;
        if !matches!(self.prog.types.kind(ap.ty), TypeKind::VaList) {
            return Err(diag::invalid(
                "va_arg of something that is not a va_list",
                span,
            ));
        }
        let va_list = self.prog.types.mk(TypeKind::VaList);
        let callee = self.builtin_stand_in(crate::core::VA_ARG, ty, vec![va_list], span);
        self.call_into_temp(callee, vec![ap], ty, span)
    }

    /// `__builtin_add_overflow(a, b, &r)` and its kin: a call of a
    /// stand-in of type `_Bool (A, B, T *)`, one per name and types (see
    /// `core::is_overflow_builtin`).
    fn overflow_builtin(
        &mut self,
        name: &str,
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<Expr> {
        let [a, b, res] = args else {
            return Err(diag::invalid(format!("{name} takes three arguments"), span));
        };
        let a = self.rvalue(a)?;
        let a = self.default_promotion(a)?;
        let b = self.rvalue(b)?;
        let b = self.default_promotion(b)?;
        let res = self.rvalue(res)?;
        let target = self.prog.types.pointee(res.ty);
        let target = target.map(|t| self.prog.types.unqualified(t));
        let types = &self.prog.types;
        let integer = |t: TypeId| matches!(types.kind(t), TypeKind::Int(k) if *k != IntKind::Bool);
        if !integer(a.ty) || !integer(b.ty) || !target.is_some_and(integer) {
            return Err(diag::invalid(
                format!(
                    "{name} needs two integers and a pointer to an integer that is not _Bool or an enum"
                ),
                span,
            ));
        }
        let ret = self.prog.types.int(IntKind::Bool);
        let callee = self.builtin_stand_in(name, ret, vec![a.ty, b.ty, res.ty], span);
        self.call_into_temp(callee, vec![a, b, res], ret, span)
    }

    /// `tmp = callee(args)` into a new temporary of type `ret`, whose
    /// value it returns.
    pub(super) fn call_into_temp(
        &mut self,
        callee: crate::core::FuncId,
        args: Vec<Expr>,
        ret: TypeId,
        span: Span,
    ) -> R<Expr> {
        let tmp = self.new_temp(ret, span)?;
        let dest = self.local_expr(tmp, span);
        self.emit(Stmt::Call {
            dest: Some(dest.clone()),
            callee,
            args,
            span,
        })?;
        Ok(dest)
    }

    /// The stand-in for a type-generic gcc builtin called at these types:
    /// an external function of that name and type, emitted as the
    /// builtin's own call (never declared).
    pub(super) fn builtin_stand_in(
        &mut self,
        name: &str,
        ret: TypeId,
        params: Vec<TypeId>,
        span: Span,
    ) -> crate::core::FuncId {
        let fty = self
            .prog
            .types
            .mk(TypeKind::Function(crate::types::FuncSig {
                ret,
                params,
                variadic: false,
                prototyped: true,
            }));
        let key = (name.to_string(), fty);
        if let Some(f) = self.builtin_stand_ins.get(&key) {
            return *f;
        }
        let id = self.push_stand_in(name, fty, None, span);
        self.builtin_stand_ins.insert(key, id);
        id
    }

    /// A bodiless callee gcc knows by itself (never declared), carrying
    /// `asm` when it stands for an inline assembly statement.
    pub(super) fn push_stand_in(
        &mut self,
        name: &str,
        ty: TypeId,
        asm: Option<Box<crate::core::InlineAsm>>,
        span: Span,
    ) -> crate::core::FuncId {
        let id = crate::core::FuncId(self.prog.functions.len() as u32);
        self.prog.functions.push(crate::core::Function {
            is_builtin: true,
            asm,
            ..crate::core::Function::made(
                name.to_string(),
                ty,
                crate::core::Linkage::External,
                span,
            )
        });
        id
    }

    /// gcc's `__atomic_` and `__sync_` builtins, typed by what their first
    /// argument points to (see `builtins::atomic_shape`): a call of a
    /// stand-in, the arguments converted as gcc converts them.
    fn atomic_builtin(
        &mut self,
        name: &str,
        shape: (char, &'static str),
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<Expr> {
        let (ret_code, param_codes) = shape;
        if args.len() != param_codes.len() {
            return Err(diag::invalid(
                format!("{name} takes {} argument(s)", param_codes.len()),
                span,
            ));
        }
        let mut values = Vec::new();
        for a in args {
            values.push(self.rvalue(a)?);
        }
        // T: what the first argument points to.
        let target = match values.first() {
            Some(p) if param_codes.starts_with('P') => {
                let Some(t) = self.prog.types.pointee(p.ty) else {
                    return Err(diag::invalid(
                        format!("{name} needs a pointer as its first argument"),
                        span,
                    ));
                };
                let t = self.prog.types.unqualified(t);
                let scalar = self.prog.types.is_scalar(t);
                if !scalar && (param_codes.contains('T') || ret_code == 'T') {
                    return Err(diag::invalid(
                        format!("{name} needs a pointer to an integer or a pointer"),
                        span,
                    ));
                }
                Some(t)
            }
            _ => None,
        };
        let code_type = |lowerer: &mut Self, code: char| -> TypeId {
            let types = &mut lowerer.prog.types;
            match (code, target) {
                ('T', Some(t)) => t,
                ('P', Some(t)) => types.pointer_to(t),
                ('b', _) => types.int(IntKind::Bool),
                ('z', _) => types.int(IntKind::ULong),
                ('p', _) => {
                    let v = types.void();
                    types.pointer_to(v)
                }
                ('v', _) => types.void(),
                _ => types.int(IntKind::Int),
            }
        };
        let ret = code_type(self, ret_code);
        let params: Vec<TypeId> = param_codes.chars().map(|c| code_type(self, c)).collect();
        let args: Vec<Expr> = values
            .into_iter()
            .zip(&params)
            .map(|(v, &t)| self.convert(v, t))
            .collect();
        let callee = self.builtin_stand_in(name, ret, params, span);
        if ret_code == 'v' {
            self.emit(Stmt::Call {
                dest: None,
                callee,
                args,
                span,
            })?;
            return Ok(Expr::new(ExprKind::IntConst(0), ret, span));
        }
        self.call_into_temp(callee, args, ret, span)
    }

    /// The stand-in callee for calls through pointers of type `ptr_ty`
    /// (see `Function::indirect`): one per function type.
    fn indirect_callee(&mut self, ptr_ty: TypeId, span: Span) -> R<crate::core::FuncId> {
        let ptr_ty = self.prog.types.unqualified(ptr_ty);
        let sig = match self
            .prog
            .types
            .pointee(ptr_ty)
            .map(|t| self.prog.types.kind(t))
        {
            Some(TypeKind::Function(sig)) => sig.clone(),
            _ => {
                return Err(diag::invalid(
                    "the called object is not a function or a pointer to one",
                    span,
                ));
            }
        };
        if let Some(f) = self.indirect_callees.get(&ptr_ty) {
            return Ok(*f);
        }
        let mut params = vec![ptr_ty];
        params.extend(sig.params.iter().copied());
        let ty = self
            .prog
            .types
            .mk(TypeKind::Function(crate::types::FuncSig { params, ..sig }));
        let id = crate::core::FuncId(self.prog.functions.len() as u32);
        let name = format!("__cmix_call_through_{}", self.indirect_callees.len());
        self.prog.functions.push(crate::core::Function {
            indirect: true,
            ..crate::core::Function::made(name, ty, crate::core::Linkage::External, span)
        });
        self.indirect_callees.insert(ptr_ty, id);
        Ok(id)
    }

    fn default_promotion(&mut self, v: Expr) -> R<Expr> {
        let types = &mut self.prog.types;
        Ok(match types.kind(v.ty).clone() {
            TypeKind::Float(FloatKind::Float) => {
                let d = types.float(FloatKind::Double);
                self.convert(v, d)
            }
            TypeKind::Int(_) => self.promote(v),
            _ => v,
        })
    }

    /// `&&label` (rewritten by the parser's repair into a call): the label's
    /// block is marked address-taken. Also allowed in the constant
    /// initializer of a `static` local (a table of labels).
    fn label_address(&mut self, args: &[Node<c::Expression>], span: Span) -> R<Expr> {
        let name = match args {
            [arg] => match &arg.node {
                c::Expression::Identifier(id) => self.label_name(&id.node.name, span)?,
                _ => return Err(diag::invalid("`&&` needs a label name", span)),
            },
            _ => return Err(diag::invalid("`&&` needs a label name", span)),
        };
        let void = self.prog.types.void();
        let ty = self.prog.types.pointer_to(void);
        let Some(fb) = self.fb.as_mut().filter(|fb| fb.func != FuncId(u32::MAX)) else {
            return Err(diag::invalid(
                "the address of a label (`&&label`) outside a function",
                span,
            ));
        };
        if !fb.labels.contains_key(&name) {
            fb.blocks.push((Vec::new(), None, Some(name.clone())));
            let b = crate::core::BlockId(fb.blocks.len() as u32 - 1);
            fb.labels.insert(name.clone(), (b, false, span));
        }
        fb.label_addresses.insert(name.clone());
        let func = fb.func;
        Ok(Expr::new(ExprKind::LabelAddr(func, name.into()), ty, span))
    }

    /// gcc builtins with their own meaning (not library functions).
    fn special_builtin(
        &mut self,
        name: &str,
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<Option<Expr>> {
        match name {
            crate::parse::LABEL_ADDRESS => self.label_address(args, span).map(Some),
            crate::parse::REAL_PART => self.complex_part(args, false, span).map(Some),
            "__builtin_complex" => self.complex_from_parts(args, span).map(Some),
            "__builtin_shuffle" => self.vector_shuffle(args, span).map(Some),
            crate::parse::LOCAL_LABELS => {
                self.declare_local_labels(args, span)?;
                let void = self.prog.types.void();
                Ok(Some(Expr::new(ExprKind::IntConst(0), void, span)))
            }
            crate::parse::IMAG_PART => self.complex_part(args, true, span).map(Some),
            "__builtin_expect" | "__builtin_expect_with_probability" => {
                let Some((first, rest)) = args.split_first() else {
                    return Err(diag::invalid("__builtin_expect needs arguments", span));
                };
                let v = self.rvalue(first)?;
                for r in rest {
                    self.effect(r)?;
                }
                let long = self.prog.types.int(IntKind::Long);
                Ok(Some(self.convert(v, long)))
            }
            // A promise about the pointer's alignment, which gcc may use;
            // the value is the pointer (the promise is dropped: it only
            // lets gcc optimize).
            "__builtin_assume_aligned" => {
                let Some((first, rest)) = args.split_first().filter(|(_, r)| !r.is_empty()) else {
                    return Err(diag::invalid(
                        "__builtin_assume_aligned takes a pointer and an alignment",
                        span,
                    ));
                };
                let p = self.rvalue(first)?;
                if !self.prog.types.is_pointer(p.ty) {
                    return Err(diag::invalid(
                        "__builtin_assume_aligned takes a pointer",
                        span,
                    ));
                }
                for r in rest {
                    self.effect(r)?;
                }
                let void = self.prog.types.void();
                let void_ptr = self.prog.types.pointer_to(void);
                Ok(Some(Expr::new(ExprKind::Cast(Box::new(p)), void_ptr, span)))
            }
            crate::parse::TYPES_COMPATIBLE => {
                let [a, b] = args else {
                    return Err(diag::invalid(
                        "__builtin_types_compatible_p takes two types",
                        span,
                    ));
                };
                // Each operand is `(__typeof__(T) *)0` (parse.rs): the
                // cast's type names T.
                let mut named = Vec::new();
                let mut maybe_enum = false;
                for operand in [a, b] {
                    let c::Expression::Cast(cast) = &operand.node else {
                        return Err(Diag::bug("types_compatible_p operands", span));
                    };
                    maybe_enum |= self.type_name_names_enum(&cast.node.type_name);
                    let pointer = self.type_name(&cast.node.type_name)?;
                    let Some(t) = self.prog.types.pointee(pointer) else {
                        return Err(Diag::bug("types_compatible_p operands", span));
                    };
                    named.push(t);
                }
                let (a, b) = (named[0], named[1]);
                // gcc ignores the types' own qualifiers.
                let (a, b) = (
                    self.prog.types.unqualified(a),
                    self.prog.types.unqualified(b),
                );
                let same = a == b || self.prog.types.compatible(a, b);
                // Enumerated types are their integer type here: equal
                // integers may be two enums gcc tells apart.
                if same && maybe_enum && self.prog.types.is_integer(a) {
                    return Err(diag::unsupported(
                        "__builtin_types_compatible_p on enumerated types (cmix gives an enum its integer type)",
                        span,
                    ));
                }
                let int = self.prog.types.int(IntKind::Int);
                Ok(Some(Expr::new(ExprKind::IntConst(same as i128), int, span)))
            }
            "__builtin_choose_expr" => {
                let [c, x, y] = args else {
                    return Err(diag::invalid(
                        "__builtin_choose_expr takes three arguments",
                        span,
                    ));
                };
                // Only the chosen operand is evaluated, lvalue or not.
                let chosen = if self.const_int(c)? != 0 { x } else { y };
                self.raw(chosen).map(Some)
            }
            _ if crate::core::is_overflow_builtin(name) => {
                self.overflow_builtin(name, args, span).map(Some)
            }
            _ if let Some(shape) = super::builtins::atomic_shape(name) => {
                self.atomic_builtin(name, shape, args, span).map(Some)
            }
            "__builtin_constant_p" => {
                let Some(first) = args.first() else {
                    return Err(diag::invalid(
                        "__builtin_constant_p needs an argument",
                        span,
                    ));
                };
                self.unevaluated += 1;
                let saved = std::mem::replace(&mut self.const_mode, true);
                let v = self.rvalue(first);
                self.const_mode = saved;
                self.unevaluated -= 1;
                let is_const = v.is_ok_and(|v| {
                    fold::int_value(&self.prog.types, &v).is_some()
                        || matches!(v.kind, ExprKind::FloatConst(..))
                });
                let int = self.prog.types.int(IntKind::Int);
                Ok(Some(Expr::new(
                    ExprKind::IntConst(is_const as i128),
                    int,
                    span,
                )))
            }
            "__builtin_huge_val"
            | "__builtin_inf"
            | "__builtin_huge_valf"
            | "__builtin_inff"
            | "__builtin_huge_vall"
            | "__builtin_infl"
            | "__builtin_nan"
            | "__builtin_nanf"
            | "__builtin_nanl" => {
                let is_nan = name.starts_with("__builtin_nan");
                if is_nan {
                    // Only the quiet NaN of an empty payload is portable.
                    let empty = matches!(args, [a] if matches!(&a.node,
                        c::Expression::StringLiteral(s) if s.node.iter().all(|p| p == "\"\"")));
                    if !empty {
                        return Err(diag::unsupported("NaN payloads", span));
                    }
                } else if !args.is_empty() {
                    return Err(diag::invalid(format!("`{name}` takes no arguments"), span));
                }
                // The suffix after the base name gives the type
                // (`huge_val` ends in `l` and `inf` in `f` themselves).
                let base = ["__builtin_huge_val", "__builtin_inf", "__builtin_nan"]
                    .into_iter()
                    .find(|b| name.starts_with(b))
                    .unwrap_or(name);
                let kind = match &name[base.len()..] {
                    "f" => FloatKind::Float,
                    "l" => FloatKind::LongDouble,
                    _ => FloatKind::Double,
                };
                let value = if is_nan { f64::NAN } else { f64::INFINITY };
                let text = (kind == FloatKind::LongDouble).then(|| {
                    if is_nan {
                        "__builtin_nanl(\"\")".to_string()
                    } else {
                        "__builtin_infl()".to_string()
                    }
                });
                let ty = self.prog.types.float(kind);
                Ok(Some(Expr::new(
                    ExprKind::FloatConst(value, text.map(String::into_boxed_str)),
                    ty,
                    span,
                )))
            }
            "__builtin_isgreater"
            | "__builtin_isgreaterequal"
            | "__builtin_isless"
            | "__builtin_islessequal"
            | "__builtin_islessgreater"
            | "__builtin_isunordered" => {
                let [a, b] = args else {
                    return Err(diag::invalid(format!("`{name}` takes two arguments"), span));
                };
                let (x, y) = (self.rvalue(a)?, self.rvalue(b)?);
                self.require_arithmetic(&x)?;
                self.require_arithmetic(&y)?;
                let ty = self.common_type(x.ty, y.ty);
                let (x, y) = (self.convert(x, ty), self.convert(y, ty));
                let int = self.prog.types.int(IntKind::Int);
                let cmp = |op, a: &Expr, b: &Expr| {
                    Expr::new(
                        ExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())),
                        int,
                        span,
                    )
                };
                // These never trap on NaN in C; the plain comparisons give the
                // same truth values.
                let v = match name {
                    "__builtin_isgreater" => cmp(BinOp::Gt, &x, &y),
                    "__builtin_isgreaterequal" => cmp(BinOp::Ge, &x, &y),
                    "__builtin_isless" => cmp(BinOp::Lt, &x, &y),
                    "__builtin_islessequal" => cmp(BinOp::Le, &x, &y),
                    "__builtin_islessgreater" => cmp(
                        BinOp::BitOr,
                        &cmp(BinOp::Lt, &x, &y),
                        &cmp(BinOp::Gt, &x, &y),
                    ),
                    _ => cmp(
                        BinOp::BitOr,
                        &cmp(BinOp::Ne, &x, &x),
                        &cmp(BinOp::Ne, &y, &y),
                    ),
                };
                Ok(Some(v))
            }
            _ => self.classify_builtin(name, args, span),
        }
    }

    /// GNU `({ ...; e; })`: the block runs, its last expression is the value.
    pub(super) fn statement_expression(&mut self, st: &Node<c::Statement>, span: Span) -> R<Expr> {
        let c::Statement::Compound(items) = &st.node else {
            return Err(diag::invalid("malformed statement expression", span));
        };
        self.fb(span)?;
        self.scopes.push(super::Scope::default());
        let result = (|| {
            let Some((last, init)) = items.split_last() else {
                let void = self.prog.types.void();
                return Ok(Expr::new(ExprKind::IntConst(0), void, span));
            };
            self.block_items(init)?;
            let void = self.prog.types.void();
            let c::BlockItem::Statement(tail) = &last.node else {
                self.block_items(std::slice::from_ref(last))?;
                return Ok(Expr::new(ExprKind::IntConst(0), void, span));
            };
            // `({ ...; out: v; })`: the labels, then the value.
            let mut tail: &Node<c::Statement> = tail;
            while let c::Statement::Labeled(l) = &tail.node
                && let c::Label::Identifier(id) = &l.node.label.node
            {
                self.place_label(id, span)?;
                tail = &l.node.statement;
            }
            match &tail.node {
                c::Statement::Expression(Some(e)) => self.rvalue_or_void(e),
                _ => {
                    self.statement(tail)?;
                    Ok(Expr::new(ExprKind::IntConst(0), void, span))
                }
            }
        })();
        self.scopes.pop();
        let v = result?;
        // The block's locals die with it: keep the value in a temporary.
        if self.prog.types.is_void(v.ty) || matches!(v.kind, ExprKind::IntConst(_)) {
            return Ok(v);
        }
        self.in_temporary(v, span)
    }

    /// A target builtin (`__builtin_ia32_pmovmskb128`, as gcc's intrinsics
    /// headers call them): gcc knows its signature, cmix takes it from the
    /// call, its parameters of the types of the arguments as written (the
    /// headers cast each one to the builtin's type) and its result of the
    /// type the call's value is converted to. It is a run-time library
    /// function; gcc checks the call when it compiles the residual program.
    fn target_builtin(
        &mut self,
        name: &str,
        args: &[Node<c::Expression>],
        hint: Option<TypeId>,
        span: Span,
    ) -> R<crate::core::FuncId> {
        let Some(ret) = hint else {
            return Err(diag::unsupported(
                &format!(
                    "the builtin `{name}` where its result type is not known (cmix takes it from a cast, a return, an assignment or an initializer)"
                ),
                span,
            ));
        };
        let mut params = Vec::new();
        for a in args {
            let ty = self.type_of_unevaluated(a)?;
            let ty = match self.prog.types.kind(ty).clone() {
                TypeKind::Array(elem, _) => self.prog.types.pointer_to(elem),
                TypeKind::Function(_) => self.prog.types.pointer_to(ty),
                _ => self.prog.types.unqualified(ty),
            };
            params.push(ty);
        }
        let ret = self.prog.types.unqualified(ret);
        let ty = self
            .prog
            .types
            .mk(TypeKind::Function(crate::types::FuncSig {
                ret,
                params,
                variadic: false,
                prototyped: true,
            }));
        // Builtins have file scope.
        let saved: Vec<_> = self.scopes.drain(1..).collect();
        let f = self.declare_function(name, ty, false, None, span);
        self.scopes.extend(saved);
        let f = f?;
        self.prog.functions[f.index()].is_builtin = true;
        Ok(f)
    }

    /// A call of an undeclared function: a `__builtin_` library function,
    /// a known library function, or (C89) `int name()`.
    pub(super) fn implicit_function(&mut self, name: &str, span: Span) -> R<crate::core::FuncId> {
        if let Some(what) = super::builtins::unsupported_builtin(name) {
            return Err(diag::unsupported(&format!("{what} (`{name}`)"), span));
        }
        if let Some(lib) = name.strip_prefix("__builtin_") {
            let Some(ty) = super::builtins::library_function(&mut self.prog.types, lib) else {
                return Err(diag::unsupported(&format!("the builtin `{name}`"), span));
            };
            let f = self.declare_function(name, ty, false, None, span)?;
            self.prog.functions[f.index()].is_builtin = true;
            return Ok(f);
        }
        let ty = match super::builtins::library_function(&mut self.prog.types, name) {
            Some(ty) => ty,
            None => {
                let int = self.prog.types.int(IntKind::Int);
                self.prog
                    .types
                    .mk(TypeKind::Function(crate::types::FuncSig {
                        ret: int,
                        params: Vec::new(),
                        variadic: false,
                        prototyped: false,
                    }))
            }
        };
        // Implicit declarations have file scope.
        let saved: Vec<_> = self.scopes.drain(1..).collect();
        let f = self.declare_function(name, ty, false, None, span);
        self.scopes.extend(saved);
        f
    }
}
