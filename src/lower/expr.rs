//! Expressions: type checking with C99 rules, the implicit conversions made
//! explicit, side effects lifted into statements, `&&`/`||`/`?:` turned
//! into control flow.
//!
//! Expressions come back as Core C `Expr` trees that are evaluated where
//! the statement using them stands; every side effect met on the way has
//! been emitted before, with its value kept in a temporary. This is sound
//! because C leaves the order of unsequenced side effects and reads open.

use lang_c::ast::{self as c, BinaryOperator as B, UnaryOperator as U};
use lang_c::span::Node;

use super::{Lowerer, R, Symbol, fold};
use crate::core::{BinOp, Expr, ExprKind, Stmt, Terminator, UnOp};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{IntKind, TypeId, TypeKind};

impl<'a> Lowerer<'a> {
    // ---- entry points ----

    /// An expression used for its value: lvalues are read, arrays decay.
    pub(super) fn rvalue(&mut self, e: &Node<c::Expression>) -> R<Expr> {
        let raw = self.raw(e)?;
        self.value(raw)
    }

    /// An expression that must designate an object.
    pub(super) fn lvalue(&mut self, e: &Node<c::Expression>) -> R<Expr> {
        let raw = self.raw(e)?;
        if !raw.is_lvalue() {
            return Err(diag::invalid(
                "expression is not assignable (not an lvalue)",
                raw.span,
            ));
        }
        Ok(raw)
    }

    /// The value of an integer constant expression.
    pub(super) fn const_int(&mut self, e: &Node<c::Expression>) -> R<i128> {
        let saved = std::mem::replace(&mut self.const_mode, true);
        let result = self.rvalue(e);
        self.const_mode = saved;
        let span = self.span(e.span);
        let value = result?;
        if !self.prog.types.is_integer(value.ty) {
            return Err(diag::invalid(
                "an integer constant expression is required",
                span,
            ));
        }
        fold::int_value(&self.prog.types, &value).ok_or_else(|| {
            diag::invalid("an integer constant expression is required here", span)
                .with_note("the value must be computable at compile time without overflow")
        })
    }

    /// Converts an lvalue or value to the value it yields.
    pub(super) fn value(&mut self, e: Expr) -> R<Expr> {
        // A bit-field's value promotes as C says (6.3.1.1p2): to int when
        // int holds all its values, else to unsigned int.
        if let Some(bits) = bit_field(&self.prog.types, &e) {
            let kind = self.prog.types.as_int(e.ty).unwrap_or(IntKind::Int);
            // gcc gives a `long` bit-field of 32 bits or fewer the
            // promotions of an `int` one; a wider one narrower than its
            // type is a type of its own width, in which gcc computes
            // (`x + 1` wraps at 2^40 for a 40-bit field): refused.
            let promoted = if bits.width < 32 {
                IntKind::Int
            } else if bits.width == 32 {
                if kind.is_signed() {
                    IntKind::Int
                } else {
                    IntKind::UInt
                }
            } else if bits.width < kind.bits() {
                // A type of the field's width (`wide_fields.rs`).
                return Ok(self.wide_field_value(e, kind, bits.width as u8));
            } else {
                kind.promoted()
            };
            let ty = self.prog.types.int(promoted);
            return Ok(self.convert(e, ty));
        }
        match self.prog.types.kind(e.ty).clone() {
            TypeKind::Array(..) if self.is_vm_array(e.ty) => self.vm_decay(e),
            TypeKind::Array(elem, _) => {
                let ptr = self.prog.types.pointer_to(elem);
                let span = e.span;
                Ok(Expr::new(ExprKind::Decay(Box::new(e)), ptr, span))
            }
            // `*fp` designates the function `fp` points to, which converts
            // right back to `fp`.
            TypeKind::Function(_) => match e.kind {
                ExprKind::Deref(p) => Ok(*p),
                _ => Err(Diag::bug(
                    "a function designator without its address",
                    e.span,
                )),
            },
            _ => Ok(e),
        }
    }

    /// The type of an expression that is not evaluated (sizeof, typeof).
    pub(super) fn type_of_unevaluated(&mut self, e: &Node<c::Expression>) -> R<TypeId> {
        Ok(self.unevaluated(e)?.ty)
    }

    /// An expression that is not evaluated (sizeof, typeof): its code is
    /// thrown away.
    pub(super) fn unevaluated(&mut self, e: &Node<c::Expression>) -> R<Expr> {
        self.unevaluated += 1;
        // The operand is never run, so it may call functions even where
        // only constants are allowed (`static int n = sizeof f();`): lower it
        // into a scratch function and throw the code away.
        let saved_const = std::mem::replace(&mut self.const_mode, false);
        let scratch = self.fb.is_none();
        if scratch {
            self.fb = Some(super::FnBuilder::scratch(self.prog.types.void()));
        }
        let snapshot = self.fb.as_ref().map(|fb| {
            (
                fb.locals.len(),
                fb.blocks.len(),
                fb.cur,
                fb.blocks[fb.cur.index()].0.len(),
            )
        });
        let result = self.raw(e);
        if let (Some(fb), Some((locals, blocks, cur, stmts))) = (self.fb.as_mut(), snapshot) {
            fb.locals.truncate(locals);
            fb.blocks.truncate(blocks);
            fb.cur = cur;
            fb.blocks[cur.index()].0.truncate(stmts);
            fb.blocks[cur.index()].1 = None;
        }
        if scratch {
            self.fb = None;
        }
        self.const_mode = saved_const;
        self.unevaluated -= 1;
        result
    }

    /// Lowers an expression evaluated only for its side effects.
    pub(super) fn effect(&mut self, e: &Node<c::Expression>) -> R<()> {
        let span = self.span(e.span);
        match &e.node {
            c::Expression::BinaryOperator(b) if is_assignment(&b.node.operator.node) => {
                self.assignment(b, false).map(|_| ())
            }
            c::Expression::UnaryOperator(u)
                if matches!(
                    u.node.operator.node,
                    U::PostIncrement | U::PostDecrement | U::PreIncrement | U::PreDecrement
                ) =>
            {
                self.increment(u, false).map(|_| ())
            }
            c::Expression::Call(call) => {
                let void = self.prog.types.void();
                self.call_with_hint(call, false, Some(void)).map(|_| ())
            }
            c::Expression::Comma(list) => {
                for x in list.iter() {
                    self.effect(x)?;
                }
                Ok(())
            }
            c::Expression::Cast(cast) => {
                let ty = self.type_name(&cast.node.type_name)?;
                if self.prog.types.is_void(ty) {
                    self.effect(&cast.node.expression)
                } else {
                    self.discard(e)
                }
            }
            c::Expression::Conditional(cond) if is_elvis(cond) => {
                let span = self.span(e.span);
                self.conditional(cond, span).map(|_| ())
            }
            c::Expression::Conditional(cond) => {
                let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
                self.cond(&cond.node.condition, t, f)?;
                self.set_current(t)?;
                self.effect(&cond.node.then_expression)?;
                self.goto_and_switch(join)?;
                self.set_current(f)?;
                self.effect(&cond.node.else_expression)?;
                self.goto_and_switch(join)
            }
            c::Expression::BinaryOperator(b)
                if matches!(b.node.operator.node, B::LogicalAnd | B::LogicalOr) =>
            {
                let (rhs, join) = (self.new_block(), self.new_block());
                if b.node.operator.node == B::LogicalAnd {
                    self.cond(&b.node.lhs, rhs, join)?;
                } else {
                    self.cond(&b.node.lhs, join, rhs)?;
                }
                self.set_current(rhs)?;
                self.effect(&b.node.rhs)?;
                self.goto_and_switch(join)
            }
            _ => {
                let _ = span;
                self.discard(e)
            }
        }
    }

    /// Evaluates an expression and drops its value, keeping volatile reads.
    fn discard(&mut self, e: &Node<c::Expression>) -> R<()> {
        let raw = self.raw(e)?;
        if self.prog.types.is_void(raw.ty) {
            return Ok(());
        }
        let v = self.value(raw)?;
        if v.reads_shared(&self.prog.types) {
            let span = v.span;
            self.emit(Stmt::Eval { expr: v, span })?;
        }
        Ok(())
    }

    pub(super) fn set_current(&mut self, b: crate::core::BlockId) -> R<()> {
        let fb = self.fb(Span::DUMMY)?;
        fb.cur = b;
        Ok(())
    }

    /// Jumping code: branch to `t` if `e` is true, else to `f`.
    pub(super) fn cond(
        &mut self,
        e: &Node<c::Expression>,
        t: crate::core::BlockId,
        f: crate::core::BlockId,
    ) -> R<()> {
        match &e.node {
            c::Expression::BinaryOperator(b) if b.node.operator.node == B::LogicalAnd => {
                let mid = self.new_block();
                self.cond(&b.node.lhs, mid, f)?;
                self.set_current(mid)?;
                self.cond(&b.node.rhs, t, f)
            }
            c::Expression::BinaryOperator(b) if b.node.operator.node == B::LogicalOr => {
                let mid = self.new_block();
                self.cond(&b.node.lhs, t, mid)?;
                self.set_current(mid)?;
                self.cond(&b.node.rhs, t, f)
            }
            c::Expression::UnaryOperator(u) if u.node.operator.node == U::Negate => {
                self.cond(&u.node.operand, f, t)
            }
            c::Expression::Comma(list) if !list.is_empty() => {
                for x in &list[..list.len() - 1] {
                    self.effect(x)?;
                }
                self.cond(&list[list.len() - 1], t, f)
            }
            _ => {
                let v = self.rvalue(e)?;
                if !self.prog.types.is_scalar(v.ty) {
                    return Err(diag::invalid(
                        "a scalar value is required as a condition",
                        v.span,
                    ));
                }
                let span = v.span;
                let next = self.new_block();
                self.terminate(
                    Terminator::If {
                        cond: v,
                        then_block: t,
                        else_block: f,
                        span,
                    },
                    next,
                )
            }
        }
    }

    // ---- the expression forms ----

    /// Lowers an expression without lvalue conversion or array decay.
    /// `rvalue(e)` where the value is converted to `ty` (see
    /// `Lowerer::result_hint`).
    pub(super) fn rvalue_expecting(&mut self, e: &Node<c::Expression>, ty: TypeId) -> R<Expr> {
        self.result_hint = Some(ty);
        let v = self.rvalue(e);
        self.result_hint = None;
        v
    }

    pub(super) fn raw(&mut self, e: &Node<c::Expression>) -> R<Expr> {
        let span = self.span(e.span);
        if self.depth >= super::MAX_EXPRESSION_DEPTH {
            return Err(diag::invalid("expression nested too deeply", span)
                .with_note("cmix limits expression nesting; split the expression"));
        }
        self.depth += 1;
        let result = self.raw_inner(e, span);
        self.depth -= 1;
        result
    }

    fn raw_inner(&mut self, e: &Node<c::Expression>, span: Span) -> R<Expr> {
        let hint = self.result_hint.take();
        match &e.node {
            c::Expression::Identifier(id) => self.identifier(&id.node.name, span),
            c::Expression::Constant(k) => self.constant(&k.node, span),
            c::Expression::StringLiteral(s) => {
                if let Some(wide) = self.wide_string_literal(&s.node, span)? {
                    return Ok(wide);
                }
                let value = super::literal::string(&s.node).map_err(|m| diag::invalid(m, span))?;
                let len = value.bytes.len() as u64;
                let id = self.intern_string(value.bytes);
                let ch = self.prog.types.int(IntKind::Char);
                let ty = self.prog.types.array_of(ch, Some(len));
                Ok(Expr::new(ExprKind::Str(id), ty, span))
            }
            c::Expression::Member(m) => self.member(m, span),
            c::Expression::Call(call) => match self.call_with_hint(call, true, hint)? {
                Some(v) => Ok(v),
                None => {
                    let void = self.prog.types.void();
                    Ok(Expr::new(ExprKind::IntConst(0), void, span))
                }
            },
            c::Expression::CompoundLiteral(cl) => self.compound_literal(cl, span),
            c::Expression::SizeOfTy(s) => {
                let ty = self.type_name(&s.node.0)?;
                self.size_constant(ty, span)
            }
            c::Expression::SizeOfVal(s) => {
                if let Some(size) = self.vla_size_of(&s.node.0, span)? {
                    return Ok(size);
                }
                let e = self.unevaluated(&s.node.0)?;
                if bit_field(&self.prog.types, &e).is_some() {
                    return Err(diag::invalid("sizeof of a bit-field", span));
                }
                // An operand of a variable-length array type is evaluated
                // (C99 6.5.3.4p2): `sizeof a[i++]` increments `i`.
                if self.is_vm_array(e.ty) && !super::vla::is_pure(&s.node.0) {
                    self.effect(&s.node.0)?;
                }
                self.size_constant(e.ty, span)
            }
            c::Expression::AlignOf(a) => {
                let ty = self.type_name(&a.node.0)?;
                let align = self
                    .prog
                    .types
                    .align_of(ty)
                    .ok_or_else(|| diag::invalid("_Alignof of an incomplete type", span))?;
                let ul = self.prog.types.int(IntKind::ULong);
                Ok(Expr::new(ExprKind::IntConst(align as i128), ul, span))
            }
            c::Expression::UnaryOperator(u) => self.unary(u, span),
            c::Expression::Cast(cast) => {
                let ty = self.type_name(&cast.node.type_name)?;
                let v = self.rvalue_expecting(&cast.node.expression, ty)?;
                self.explicit_cast(v, ty, span)
            }
            c::Expression::BinaryOperator(b) => self.binary(b, span),
            c::Expression::Conditional(cond) => self.conditional(cond, span),
            c::Expression::Comma(list) => {
                let Some((last, init)) = list.split_last() else {
                    return Err(Diag::bug("empty comma expression", span));
                };
                for x in init {
                    self.effect(x)?;
                }
                let v = self.rvalue(last)?;
                Ok(v)
            }
            c::Expression::OffsetOf(o) => self.offset_of(o, span),
            c::Expression::VaArg(v) => self.va_arg(v, span),
            c::Expression::Statement(st) => self.statement_expression(st, span),
            c::Expression::GenericSelection(g) => {
                let selected = self.generic_selection(&g.node, span)?;
                self.raw(selected)
            }
        }
    }

    /// The expression `_Generic` selects (C11 6.5.1.1): the association
    /// whose type is compatible with the controlling expression's type
    /// after lvalue conversion (arrays and functions to pointers,
    /// qualifiers dropped), else `default`. The controlling expression is
    /// not evaluated.
    fn generic_selection<'n>(
        &mut self,
        g: &'n c::GenericSelection,
        span: Span,
    ) -> R<&'n Node<c::Expression>> {
        let control = self.type_of_unevaluated(&g.expression)?;
        let types = &mut self.prog.types;
        let control = match types.kind(control).clone() {
            TypeKind::Array(elem, _) => types.pointer_to(elem),
            TypeKind::Function(_) => types.pointer_to(control),
            _ => types.unqualified(control),
        };
        let mut default = None;
        for association in &g.associations {
            match &association.node {
                c::GenericAssociation::Type(t) => {
                    let ty = self.type_name(&t.node.type_name)?;
                    if self.prog.types.compatible(ty, control) {
                        return Ok(&t.node.expression);
                    }
                }
                c::GenericAssociation::Default(e) => default = Some(&**e),
            }
        }
        default.ok_or_else(|| {
            diag::invalid(
                format!(
                    "no association of this _Generic matches its controlling type `{}`",
                    self.prog.types.type_name(control)
                ),
                span,
            )
        })
    }

    fn size_constant(&mut self, ty: TypeId, span: Span) -> R<Expr> {
        if self.is_vm_array(ty) {
            return self.vm_size(ty, span);
        }
        let size = match self.prog.types.kind(ty) {
            TypeKind::Void => 1, // gcc extension
            TypeKind::Function(_) => {
                return Err(diag::invalid("sizeof applied to a function", span));
            }
            _ => self.prog.types.size_of(ty).ok_or_else(|| {
                diag::invalid(
                    format!(
                        "sizeof applied to incomplete type `{}`",
                        self.prog.types.type_name(ty)
                    ),
                    span,
                )
            })?,
        };
        let ul = self.prog.types.int(IntKind::ULong);
        Ok(Expr::new(ExprKind::IntConst(size as i128), ul, span))
    }

    /// `sizeof a` of a variable-length array `a`: its length times its
    /// element's size, at run time.
    fn vla_size_of(&mut self, operand: &Node<c::Expression>, span: Span) -> R<Option<Expr>> {
        let c::Expression::Identifier(id) = &operand.node else {
            return Ok(None);
        };
        let symbol = self.lookup(&id.node.name).cloned();
        if let Some(Symbol::VmArray { pointer }) = symbol {
            let ty = self.vm_array_object(pointer, span).ty;
            return self.vm_size(ty, span).map(Some);
        }
        let Some(Symbol::Vla { pointer, length }) = symbol else {
            return Ok(None);
        };
        if self.const_mode {
            return Err(diag::invalid(
                "the size of a variable-length array is not a constant",
                span,
            ));
        }
        let p = self.local_expr(pointer, span);
        let elem = self.prog.types.pointee(p.ty);
        let elem_size = elem.and_then(|t| self.prog.types.size_of(t)).unwrap_or(1);
        let ul = self.prog.types.int(IntKind::ULong);
        let n = self.local_expr(length, span);
        Ok(Some(Expr::new(
            ExprKind::Binary(
                crate::core::BinOp::Mul,
                Box::new(n),
                Box::new(Expr::new(ExprKind::IntConst(elem_size as i128), ul, span)),
            ),
            ul,
            span,
        )))
    }

    fn identifier(&mut self, name: &str, span: Span) -> R<Expr> {
        // A variable of an enclosing function, in a nested one.
        if let Some((index, symbol)) = self.lookup_indexed(name)
            && matches!(
                symbol,
                Symbol::Local(_) | Symbol::Vla { .. } | Symbol::VmArray { .. }
            )
            && self.scope_level(index) < self.nesting_level()
        {
            let level = self.scope_level(index);
            return match symbol.clone() {
                Symbol::Local(id) => self.captured_local(level, id, span),
                _ => Err(diag::unsupported(
                    "an enclosing function's variable-length array in a nested function",
                    span,
                )),
            };
        }
        match self.lookup(name).cloned() {
            Some(Symbol::Local(id)) => Ok(self.local_expr(id, span)),
            // The array decayed, as every use but sizeof (below) and `&`
            // (refused: not an lvalue) sees it.
            Some(Symbol::Vla { pointer, .. }) => {
                let p = self.local_expr(pointer, span);
                let ty = p.ty;
                Ok(Expr::new(ExprKind::Cast(Box::new(p)), ty, span))
            }
            Some(Symbol::VmArray { pointer }) => Ok(self.vm_array_object(pointer, span)),
            Some(Symbol::Global(g)) if self.in_value && self.unevaluated == 0 => {
                self.global_in_value(g, name, span)
            }
            Some(Symbol::Global(g)) => {
                let ty = self.prog.globals[g.index()].ty;
                Ok(Expr::new(ExprKind::Global(g), ty, span))
            }
            Some(Symbol::EnumConst(v, ty)) => Ok(Expr::new(ExprKind::IntConst(v), ty, span)),
            // A function designator is used as its address (6.3.2.1p4).
            Some(Symbol::Func(f)) => {
                self.check_function_value(f, span)?;
                Ok(self.function_address(f, span))
            }
            Some(Symbol::Typedef(_)) => Err(diag::invalid(
                format!("`{name}` is a type, not a value"),
                span,
            )),
            Some(Symbol::Poisoned(d)) => Err(self.poisoned(&d, span)),
            None | Some(Symbol::LocalLabel(_)) => {
                if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__")
                    && let Some(fname) = self.fb.as_ref().map(|f| f.name.clone())
                {
                    let mut bytes = fname.into_bytes();
                    bytes.push(0);
                    let len = bytes.len() as u64;
                    let id = self.intern_string(bytes);
                    let ch = self.prog.types.int(IntKind::Char);
                    let ty = self.prog.types.array_of(ch, Some(len));
                    return Ok(Expr::new(ExprKind::Str(id), ty, span));
                }
                Err(diag::invalid(
                    format!("use of undeclared identifier `{name}`"),
                    span,
                ))
            }
        }
    }

    fn constant(&mut self, k: &c::Constant, span: Span) -> R<Expr> {
        if let Some(imaginary) = self.imaginary_constant(k, span) {
            return imaginary;
        }
        match k {
            c::Constant::Integer(i) => {
                let (v, kind) = super::literal::integer(i).map_err(|m| diag::invalid(m, span))?;
                let ty = self.prog.types.int(kind);
                Ok(Expr::new(ExprKind::IntConst(v), ty, span))
            }
            c::Constant::Float(f) => {
                let v = super::literal::float(f).map_err(|m| diag::invalid(m, span))?;
                let ty = self.prog.types.float(v.kind);
                Ok(Expr::new(
                    ExprKind::FloatConst(v.value, v.text.map(String::into_boxed_str)),
                    ty,
                    span,
                ))
            }
            c::Constant::Character(raw) => {
                let (v, kind) =
                    super::literal::character(raw).map_err(|m| diag::invalid(m, span))?;
                self.prog.char_literals.insert(span);
                let ty = self.prog.types.int(kind);
                Ok(Expr::new(ExprKind::IntConst(v), ty, span))
            }
        }
    }

    fn member(&mut self, m: &Node<c::MemberExpression>, span: Span) -> R<Expr> {
        let base = match m.node.operator.node {
            c::MemberOperator::Direct => self.raw(&m.node.expression)?,
            c::MemberOperator::Indirect => {
                let p = self.rvalue(&m.node.expression)?;
                self.deref(p, span)?
            }
        };
        let name = &m.node.identifier.node.name;
        let TypeKind::Struct(sid) = self.prog.types.kind(base.ty).clone() else {
            return Err(diag::invalid(
                format!("member `{name}` of something that is not a struct"),
                span,
            ));
        };
        if self.prog.types.struct_def(sid).body.is_none() {
            return Err(diag::invalid(
                "member access into an incomplete struct",
                span,
            ));
        }
        let Some(path) = crate::types::member_path(&self.prog.types, sid, name) else {
            return Err(diag::invalid(format!("no member named `{name}`"), span));
        };
        // Through anonymous members, one member access per level.
        let quals = self.prog.types.quals(base.ty);
        let mut e = base;
        for idx in path {
            let TypeKind::Struct(s) = self.prog.types.kind(e.ty).clone() else {
                return Err(Diag::bug("member path through a non-struct", span));
            };
            let Some(fty) = self
                .prog
                .types
                .struct_def(s)
                .body
                .as_ref()
                .and_then(|b| b.fields.get(idx))
                .map(|f| f.ty)
            else {
                return Err(Diag::bug("member path out of range", span));
            };
            let ty = self.prog.types.add_quals(fty, quals);
            e = Expr::new(ExprKind::Member(Box::new(e), idx), ty, span);
        }
        Ok(e)
    }

    fn deref(&mut self, p: Expr, span: Span) -> R<Expr> {
        let Some(target) = self.prog.types.pointee(p.ty) else {
            return Err(diag::invalid(
                "indirection requires a pointer operand",
                span,
            ));
        };
        // `*f` for a function (its address) is the function again, used as
        // its address: `(*f)(x)`, `(**fp)(x)`.
        if matches!(p.kind, ExprKind::FuncAddr(_)) {
            return Ok(p);
        }
        Ok(Expr::new(ExprKind::Deref(Box::new(p)), target, span))
    }

    fn unary(&mut self, u: &Node<c::UnaryOperatorExpression>, span: Span) -> R<Expr> {
        let operand = &u.node.operand;
        match u.node.operator.node {
            U::PostIncrement | U::PostDecrement | U::PreIncrement | U::PreDecrement => {
                match self.increment(u, true)? {
                    Some(v) => Ok(v),
                    None => Err(Diag::bug("increment without a value", span)),
                }
            }
            U::Address => {
                // In a value, a scalar global stands for its initializer;
                // its address is the object's (`&counter`).
                if self.in_value
                    && let c::Expression::Identifier(id) = &operand.node
                    && let Some(Symbol::Global(g)) = self.lookup(&id.node.name).cloned()
                {
                    let inner =
                        Expr::new(ExprKind::Global(g), self.prog.globals[g.index()].ty, span);
                    let ty = self.prog.types.pointer_to(inner.ty);
                    return Ok(Expr::new(ExprKind::AddrOf(Box::new(inner)), ty, span));
                }
                let inner = self.raw(operand)?;
                // `&f` and `&*fp`: the function's address.
                if matches!(inner.kind, ExprKind::FuncAddr(_)) {
                    return Ok(inner);
                }
                if let ExprKind::Deref(p) = inner.kind {
                    return Ok(*p);
                }
                if !inner.is_lvalue() {
                    return Err(diag::invalid("cannot take the address of an rvalue", span));
                }
                if bit_field(&self.prog.types, &inner).is_some() {
                    return Err(diag::invalid(
                        "cannot take the address of a bit-field",
                        span,
                    ));
                }
                let ty = self.prog.types.pointer_to(inner.ty);
                Ok(Expr::new(ExprKind::AddrOf(Box::new(inner)), ty, span))
            }
            U::Indirection => {
                let p = self.rvalue(operand)?;
                self.deref(p, span)
            }
            U::Plus => {
                let v = self.rvalue(operand)?;
                self.require_arithmetic(&v)?;
                Ok(self.promote(v))
            }
            U::Minus | U::Complement => {
                let v = self.rvalue(operand)?;
                let complement = u.node.operator.node == U::Complement;
                if complement {
                    // `~z` of a complex `z` is its conjugate (gcc).
                    let types = &self.prog.types;
                    let integers = types.is_integer(v.ty)
                        || types
                            .vector_element(v.ty)
                            .is_some_and(|e| types.is_integer(e));
                    if !integers && !types.is_complex(v.ty) {
                        return Err(diag::invalid("`~` requires an integer operand", span));
                    }
                } else {
                    self.require_arithmetic(&v)?;
                }
                let op = if complement { UnOp::BitNot } else { UnOp::Neg };
                if self.prog.types.field_width(v.ty).is_some() {
                    return Ok(self.field_unary(v, op, span));
                }
                let v = self.promote(v);
                let ty = v.ty;
                Ok(self.fold_if_const(Expr::new(ExprKind::Unary(op, Box::new(v)), ty, span)))
            }
            U::Negate => {
                let v = self.rvalue(operand)?;
                if !self.prog.types.is_scalar(v.ty) {
                    return Err(diag::invalid("`!` requires a scalar operand", span));
                }
                let int = self.prog.types.int(IntKind::Int);
                Ok(self.fold_if_const(Expr::new(
                    ExprKind::Unary(UnOp::Not, Box::new(v)),
                    int,
                    span,
                )))
            }
        }
    }

    fn fold_if_const(&self, e: Expr) -> Expr {
        if self.prog.types.is_integer(e.ty)
            && let Some(v) = fold::int_value(&self.prog.types, &e)
        {
            return Expr::new(ExprKind::IntConst(v), e.ty, e.span);
        }
        e
    }

    pub(super) fn require_arithmetic(&self, v: &Expr) -> R<()> {
        let types = &self.prog.types;
        if types.is_arithmetic(v.ty) || types.is_complex(v.ty) || types.is_vector(v.ty) {
            Ok(())
        } else {
            Err(diag::invalid("an arithmetic operand is required", v.span))
        }
    }

    // ---- binary operators ----

    fn binary(&mut self, b: &Node<c::BinaryOperatorExpression>, span: Span) -> R<Expr> {
        let op = &b.node.operator.node;
        if is_assignment(op) {
            return match self.assignment(b, true)? {
                Some(v) => Ok(v),
                None => Err(Diag::bug("assignment without a value", span)),
            };
        }
        match op {
            B::LogicalAnd | B::LogicalOr => return self.logical_value(b, span),
            B::Index => {
                let x = self.rvalue(&b.node.lhs)?;
                let y = self.rvalue(&b.node.rhs)?;
                if self.prog.types.is_vector(x.ty) {
                    return self.vector_element_at(x, y, span);
                }
                let (p, i) = if self.prog.types.is_pointer(x.ty) {
                    (x, y)
                } else {
                    (y, x)
                };
                let Some(elem) = self.prog.types.pointee(p.ty) else {
                    return Err(diag::invalid(
                        "subscripted value is not an array or pointer",
                        span,
                    ));
                };
                if !self.prog.types.is_integer(i.ty) {
                    return Err(diag::invalid("array subscript is not an integer", span));
                }
                let i = self.promote(i);
                if self.points_to_vm_array(&p) {
                    let row = self.vm_pointer_arith(BinOp::PtrAdd, p, i, span)?;
                    return self.deref(row, span);
                }
                return Ok(Expr::new(
                    ExprKind::Index(Box::new(p), Box::new(i)),
                    elem,
                    span,
                ));
            }
            _ => {}
        }
        let x = self.rvalue(&b.node.lhs)?;
        let y = self.rvalue(&b.node.rhs)?;
        self.arith(op.clone(), x, y, span)
    }

    /// A binary operator other than assignment, `&&`, `||` and `[]`.
    pub(super) fn arith(&mut self, op: B, x: Expr, y: Expr, span: Span) -> R<Expr> {
        if self.has_field_type(&x, &y) {
            return self.field_arith(op, x, y, span);
        }
        // Element-wise and complex operations keep C's operator; they take
        // these operators only.
        let vector = self.prog.types.is_vector(x.ty) || self.prog.types.is_vector(y.ty);
        let complex = self.prog.types.is_complex(x.ty) || self.prog.types.is_complex(y.ty);
        if vector || complex {
            let bop = element_wise_operator(&op).filter(|b| {
                vector
                    || matches!(
                        b,
                        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Eq | BinOp::Ne
                    )
            });
            let Some(bop) = bop else {
                let what = if vector { "vector" } else { "complex" };
                return Err(diag::invalid(
                    format!("this operator does not take a {what} operand"),
                    span,
                ));
            };
            return if vector {
                self.vector_arith(bop, x, y, span)
            } else {
                self.complex_arith(bop, x, y, span)
            };
        }
        let types = &self.prog.types;
        let (xp, yp) = (types.is_pointer(x.ty), types.is_pointer(y.ty));
        let (xi, yi) = (types.is_integer(x.ty), types.is_integer(y.ty));
        let (xa, ya) = (types.is_arithmetic(x.ty), types.is_arithmetic(y.ty));
        let int = self.prog.types.int(IntKind::Int);
        let bad = |types: &crate::types::TypeTable| {
            diag::invalid(
                format!(
                    "invalid operands to binary operator (`{}` and `{}`)",
                    types.type_name(x.ty),
                    types.type_name(y.ty)
                ),
                span,
            )
        };
        let result = match op {
            B::Plus | B::Minus if xp || yp => {
                if op == B::Plus && xp && yi {
                    self.pointer_arith(BinOp::PtrAdd, x, y, span)?
                } else if op == B::Plus && xi && yp {
                    self.pointer_arith(BinOp::PtrAdd, y, x, span)?
                } else if op == B::Minus && xp && yi {
                    self.pointer_arith(BinOp::PtrSub, x, y, span)?
                } else if op == B::Minus && xp && yp {
                    if self.points_to_vm_array(&x) {
                        return self.vm_pointer_difference(x, y, span);
                    }
                    let long = self.prog.types.int(IntKind::Long);
                    self.check_object_pointer(&x, span)?;
                    let types = &self.prog.types;
                    if types.pointee(x.ty).and_then(|t| types.size_of(t)) == Some(0) {
                        // The difference would divide by 0 (gcc refuses it too).
                        return Err(diag::invalid(
                            "subtraction of pointers to an empty aggregate (size 0)",
                            span,
                        ));
                    }
                    Expr::new(
                        ExprKind::Binary(BinOp::PtrDiff, Box::new(x), Box::new(y)),
                        long,
                        span,
                    )
                } else {
                    return Err(bad(&self.prog.types));
                }
            }
            B::Plus | B::Minus | B::Multiply | B::Divide => {
                if !(xa && ya) {
                    return Err(bad(&self.prog.types));
                }
                let ty = self.common_type(x.ty, y.ty);
                let (x, y) = (self.convert(x, ty), self.convert(y, ty));
                let bop = match op {
                    B::Plus => BinOp::Add,
                    B::Minus => BinOp::Sub,
                    B::Multiply => BinOp::Mul,
                    _ => BinOp::Div,
                };
                Expr::new(ExprKind::Binary(bop, Box::new(x), Box::new(y)), ty, span)
            }
            B::Modulo | B::BitwiseAnd | B::BitwiseOr | B::BitwiseXor => {
                if !(xi && yi) {
                    return Err(bad(&self.prog.types));
                }
                let ty = self.common_type(x.ty, y.ty);
                let (x, y) = (self.convert(x, ty), self.convert(y, ty));
                let bop = match op {
                    B::Modulo => BinOp::Rem,
                    B::BitwiseAnd => BinOp::BitAnd,
                    B::BitwiseOr => BinOp::BitOr,
                    _ => BinOp::BitXor,
                };
                Expr::new(ExprKind::Binary(bop, Box::new(x), Box::new(y)), ty, span)
            }
            B::ShiftLeft | B::ShiftRight => {
                if !(xi && yi) {
                    return Err(bad(&self.prog.types));
                }
                let x = self.promote(x);
                let y = self.promote(y);
                let ty = x.ty;
                let bop = if op == B::ShiftLeft {
                    BinOp::Shl
                } else {
                    BinOp::Shr
                };
                Expr::new(ExprKind::Binary(bop, Box::new(x), Box::new(y)), ty, span)
            }
            B::Less
            | B::Greater
            | B::LessOrEqual
            | B::GreaterOrEqual
            | B::Equals
            | B::NotEquals => {
                let bop = match op {
                    B::Less => BinOp::Lt,
                    B::Greater => BinOp::Gt,
                    B::LessOrEqual => BinOp::Le,
                    B::GreaterOrEqual => BinOp::Ge,
                    B::Equals => BinOp::Eq,
                    _ => BinOp::Ne,
                };
                let (x, y) = if xa && ya {
                    let ty = self.common_type(x.ty, y.ty);
                    (self.convert(x, ty), self.convert(y, ty))
                } else if xp && (yp || yi) {
                    let ty = x.ty;
                    (x, self.convert(y, ty))
                } else if xi && yp {
                    let ty = y.ty;
                    (self.convert(x, ty), y)
                } else {
                    return Err(bad(&self.prog.types));
                };
                Expr::new(ExprKind::Binary(bop, Box::new(x), Box::new(y)), int, span)
            }
            _ => return Err(Diag::bug("unexpected binary operator", span)),
        };
        Ok(self.fold_if_const(result))
    }

    fn check_object_pointer(&self, p: &Expr, span: Span) -> R<()> {
        let types = &self.prog.types;
        match types.pointee(p.ty) {
            Some(t) if types.is_complete(t) || types.is_void(t) => Ok(()),
            _ => Err(diag::invalid(
                "arithmetic on a pointer to an incomplete type",
                span,
            )),
        }
    }

    fn pointer_arith(&mut self, op: BinOp, p: Expr, i: Expr, span: Span) -> R<Expr> {
        if self.points_to_vm_array(&p) {
            let i = self.promote(i);
            return self.vm_pointer_arith(op, p, i, span);
        }
        self.check_object_pointer(&p, span)?;
        let i = self.promote(i);
        let ty = p.ty;
        let ty = self.prog.types.unqualified(ty);
        Ok(Expr::new(
            ExprKind::Binary(op, Box::new(p), Box::new(i)),
            ty,
            span,
        ))
    }

    /// `a && b` / `a || b` as a value: control flow into an int temporary.
    fn logical_value(&mut self, b: &Node<c::BinaryOperatorExpression>, span: Span) -> R<Expr> {
        let int = self.prog.types.int(IntKind::Int);
        if self.const_mode || self.fb.is_none() {
            let x = self.rvalue(&b.node.lhs)?;
            let y = self.rvalue(&b.node.rhs)?;
            let tx = self.truth_constant(&x)?;
            let ty = self.truth_constant(&y)?;
            let v = if b.node.operator.node == B::LogicalAnd {
                tx && ty
            } else {
                tx || ty
            };
            return Ok(Expr::new(ExprKind::IntConst(v as i128), int, span));
        }
        let tmp = self.new_temp(int, span)?;
        let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
        let whole = Node::new(c::Expression::BinaryOperator(Box::new(b.clone())), b.span);
        self.cond(&whole, t, f)?;
        for (block, value) in [(t, 1), (f, 0)] {
            self.set_current(block)?;
            let lhs = self.local_expr(tmp, span);
            let rhs = Expr::new(ExprKind::IntConst(value), int, span);
            self.emit(Stmt::Assign { lhs, rhs, span })?;
            self.goto_and_switch(join)?;
        }
        Ok(self.local_expr(tmp, span))
    }

    fn truth_constant(&self, e: &Expr) -> R<bool> {
        if let Some(v) = fold::int_value(&self.prog.types, e) {
            return Ok(v != 0);
        }
        if let ExprKind::FloatConst(v, _) = e.kind {
            return Ok(v != 0.0);
        }
        Err(diag::invalid(
            "this expression is not a compile-time constant",
            e.span,
        ))
    }

    fn conditional(&mut self, cond: &Node<c::ConditionalExpression>, span: Span) -> R<Expr> {
        if is_elvis(cond) {
            return self.elvis(cond, span);
        }
        if self.const_mode || self.fb.is_none() {
            let c = self.rvalue(&cond.node.condition)?;
            let x = self.rvalue(&cond.node.then_expression)?;
            let y = self.rvalue(&cond.node.else_expression)?;
            let ty = self.conditional_type(&x, &y, span)?;
            let pick = if self.truth_constant(&c)? { x } else { y };
            return Ok(self.convert(pick, ty));
        }
        let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
        self.cond(&cond.node.condition, t, f)?;
        self.set_current(t)?;
        let x = self.rvalue_or_void(&cond.node.then_expression)?;
        let t_end = self.fb(span)?.cur;
        self.set_current(f)?;
        let y = self.rvalue_or_void(&cond.node.else_expression)?;
        let f_end = self.fb(span)?.cur;
        let ty = self.conditional_type(&x, &y, span)?;
        if self.prog.types.is_void(ty) {
            for end in [t_end, f_end] {
                self.set_current(end)?;
                self.goto_and_switch(join)?;
            }
            let void = self.prog.types.void();
            return Ok(Expr::new(ExprKind::IntConst(0), void, span));
        }
        let tmp = self.new_temp(ty, span)?;
        for (end, v) in [(t_end, x), (f_end, y)] {
            self.set_current(end)?;
            let v = if matches!(self.prog.types.kind(ty), TypeKind::Struct(_)) {
                v
            } else {
                self.convert(v, ty)
            };
            let lhs = self.local_expr(tmp, span);
            self.emit(Stmt::Assign { lhs, rhs: v, span })?;
            self.goto_and_switch(join)?;
        }
        Ok(self.local_expr(tmp, span))
    }

    /// gcc's `a ?: b`: `a` (evaluated once) if it is nonzero, else `b`.
    fn elvis(&mut self, cond: &Node<c::ConditionalExpression>, span: Span) -> R<Expr> {
        let c = self.rvalue(&cond.node.condition)?;
        if !self.prog.types.is_scalar(c.ty) {
            return Err(diag::invalid(
                "a scalar value is required as a condition",
                c.span,
            ));
        }
        if self.const_mode || self.fb.is_none() {
            let y = self.rvalue(&cond.node.else_expression)?;
            let ty = self.conditional_type(&c, &y, span)?;
            let pick = if self.truth_constant(&c)? { c } else { y };
            return Ok(self.convert(pick, ty));
        }
        let held = self.new_temp(c.ty, span)?;
        let lhs = self.local_expr(held, span);
        self.emit(Stmt::Assign {
            lhs: lhs.clone(),
            rhs: c,
            span,
        })?;
        let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
        let next = self.new_block();
        self.terminate(
            Terminator::If {
                cond: lhs.clone(),
                then_block: t,
                else_block: f,
                span,
            },
            next,
        )?;
        self.set_current(f)?;
        let y = self.rvalue_or_void(&cond.node.else_expression)?;
        let f_end = self.fb(span)?.cur;
        let ty = self.conditional_type(&lhs, &y, span)?;
        if self.prog.types.is_void(ty) {
            for end in [t, f_end] {
                self.set_current(end)?;
                self.goto_and_switch(join)?;
            }
            return Ok(Expr::new(ExprKind::IntConst(0), ty, span));
        }
        let tmp = self.new_temp(ty, span)?;
        for (end, v) in [(t, lhs), (f_end, y)] {
            self.set_current(end)?;
            let v = self.convert(v, ty);
            let dest = self.local_expr(tmp, span);
            self.emit(Stmt::Assign {
                lhs: dest,
                rhs: v,
                span,
            })?;
            self.goto_and_switch(join)?;
        }
        Ok(self.local_expr(tmp, span))
    }

    pub(super) fn rvalue_or_void(&mut self, e: &Node<c::Expression>) -> R<Expr> {
        let raw = self.raw(e)?;
        if self.prog.types.is_void(raw.ty) {
            return Ok(raw);
        }
        self.value(raw)
    }

    fn conditional_type(&mut self, x: &Expr, y: &Expr, span: Span) -> R<TypeId> {
        let types = &self.prog.types;
        if types.is_arithmetic(x.ty) && types.is_arithmetic(y.ty) {
            return Ok(self.common_type(x.ty, y.ty));
        }
        // gcc takes one void arm too (`c ? f() : (void)0`): the result is void.
        if types.is_void(x.ty) || types.is_void(y.ty) {
            return Ok(self.prog.types.void());
        }
        if let (TypeKind::Struct(a), TypeKind::Struct(b)) = (types.kind(x.ty), types.kind(y.ty))
            && a == b
        {
            return Ok(self.prog.types.unqualified(x.ty));
        }
        if types.is_pointer(x.ty) && self.is_null_constant(y) {
            return Ok(x.ty);
        }
        if types.is_pointer(y.ty) && self.is_null_constant(x) {
            return Ok(y.ty);
        }
        if let (Some(a), Some(b)) = (types.pointee(x.ty), types.pointee(y.ty)) {
            let quals = types.quals(a).union(types.quals(b));
            let target = if types.is_void(a) || types.is_void(b) {
                let v = self.prog.types.void();
                self.prog.types.with_quals(v, quals)
            } else {
                self.prog.types.with_quals(a, quals)
            };
            return Ok(self.prog.types.pointer_to(target));
        }
        Err(diag::invalid(
            "the two arms of `?:` have incompatible types",
            span,
        ))
    }

    // ---- assignment and increment ----

    /// Lowers `lhs op= rhs`; returns the assigned value when `want_value`.
    pub(super) fn assignment(
        &mut self,
        b: &Node<c::BinaryOperatorExpression>,
        want_value: bool,
    ) -> R<Option<Expr>> {
        let span = self.span(b.span);
        let lhs = self.lvalue(&b.node.lhs)?;
        self.check_modifiable(&lhs)?;
        if let Some(op) = compound_operator(&b.node.operator.node)
            && self.is_atomic_object(&lhs)
        {
            let rhs = self.rvalue(&b.node.rhs)?;
            let v = self.atomic_update(lhs, op, rhs, false, span)?;
            return Ok(want_value.then_some(v));
        }
        let rhs = match compound_operator(&b.node.operator.node) {
            None => self.rvalue_expecting(&b.node.rhs, lhs.ty)?,
            Some(_) => self.rvalue(&b.node.rhs)?,
        };
        let value = match compound_operator(&b.node.operator.node) {
            None => self.assign_convert(rhs, lhs.ty, span)?,
            Some(op) => {
                let current = self.value(lhs.clone())?;
                let combined = self.arith(op, current, rhs, span)?;
                self.assign_convert(combined, lhs.ty, span)?
            }
        };
        self.store(lhs, value, want_value, span)
    }

    /// Emits `lhs = value`; with `want_value`, returns a temporary holding it.
    fn store(&mut self, lhs: Expr, value: Expr, want_value: bool, span: Span) -> R<Option<Expr>> {
        if want_value && bit_field(&self.prog.types, &lhs).is_some() {
            // The value is what the bit-field holds after the store (cut to
            // its width).
            self.emit(Stmt::Assign {
                lhs: lhs.clone(),
                rhs: value,
                span,
            })?;
            let read = self.value(lhs)?;
            let tmp = self.new_temp(read.ty, span)?;
            let t = self.local_expr(tmp, span);
            self.emit(Stmt::Assign {
                lhs: t.clone(),
                rhs: read,
                span,
            })?;
            return Ok(Some(t));
        }
        if !want_value {
            self.emit(Stmt::Assign {
                lhs,
                rhs: value,
                span,
            })?;
            return Ok(None);
        }
        let is_const = matches!(value.kind, ExprKind::IntConst(_) | ExprKind::FloatConst(..));
        if is_const {
            self.emit(Stmt::Assign {
                lhs,
                rhs: value.clone(),
                span,
            })?;
            return Ok(Some(value));
        }
        let tmp = self.new_temp(lhs.ty, span)?;
        let t = self.local_expr(tmp, span);
        self.emit(Stmt::Assign {
            lhs: t.clone(),
            rhs: value,
            span,
        })?;
        self.emit(Stmt::Assign {
            lhs,
            rhs: t.clone(),
            span,
        })?;
        Ok(Some(t))
    }

    fn check_modifiable(&self, lhs: &Expr) -> R<()> {
        let types = &self.prog.types;
        if types.quals(lhs.ty).is_const {
            return Err(diag::invalid(
                "assignment to a read-only (const) object",
                lhs.span,
            ));
        }
        if matches!(types.kind(lhs.ty), TypeKind::Array(..)) {
            return Err(diag::invalid("assignment to an array", lhs.span));
        }
        if !types.is_complete(lhs.ty) {
            return Err(diag::invalid(
                "assignment to an object of incomplete type",
                lhs.span,
            ));
        }
        Ok(())
    }

    /// `++x`, `x--` and friends.
    pub(super) fn increment(
        &mut self,
        u: &Node<c::UnaryOperatorExpression>,
        want_value: bool,
    ) -> R<Option<Expr>> {
        let span = self.span(u.span);
        let lhs = self.lvalue(&u.node.operand)?;
        self.check_modifiable(&lhs)?;
        if !self.prog.types.is_scalar(lhs.ty) {
            return Err(diag::invalid("`++`/`--` requires a scalar operand", span));
        }
        let (post, op) = match u.node.operator.node {
            U::PostIncrement => (true, B::Plus),
            U::PostDecrement => (true, B::Minus),
            U::PreIncrement => (false, B::Plus),
            _ => (false, B::Minus),
        };
        let int = self.prog.types.int(IntKind::Int);
        let one = Expr::new(ExprKind::IntConst(1), int, span);
        if self.is_atomic_object(&lhs) {
            let v = self.atomic_update(lhs, op, one, post, span)?;
            return Ok(want_value.then_some(v));
        }
        if post && want_value {
            // The old value as it reads (a bit-field's promoted).
            let old = self.value(lhs.clone())?;
            let tmp = self.new_temp(old.ty, span)?;
            let t = self.local_expr(tmp, span);
            self.emit(Stmt::Assign {
                lhs: t.clone(),
                rhs: old,
                span,
            })?;
            let combined = self.arith(op, t.clone(), one, span)?;
            let value = self.assign_convert(combined, lhs.ty, span)?;
            self.emit(Stmt::Assign {
                lhs,
                rhs: value,
                span,
            })?;
            return Ok(Some(t));
        }
        let current = self.value(lhs.clone())?;
        let combined = self.arith(op, current, one, span)?;
        let value = self.assign_convert(combined, lhs.ty, span)?;
        self.store(lhs, value, want_value, span)
    }

    // ---- the rest ----

    fn offset_of(&mut self, o: &Node<c::OffsetOfExpression>, span: Span) -> R<Expr> {
        let mut ty = self.type_name(&o.node.type_name)?;
        let mut offset: u64 = 0;
        let mut steps = vec![&o.node.designator.node.base];
        let mut members = o.node.designator.node.members.iter();
        let mut pending_index: Option<&Node<c::Expression>> = None;
        loop {
            for name in steps.drain(..) {
                let TypeKind::Struct(sid) = self.prog.types.kind(ty).clone() else {
                    return Err(diag::invalid(
                        "offsetof into something that is not a struct",
                        span,
                    ));
                };
                let Some(path) = crate::types::member_path(&self.prog.types, sid, &name.node.name)
                else {
                    return Err(diag::invalid(
                        format!("no member named `{}`", name.node.name),
                        span,
                    ));
                };
                for idx in path {
                    let TypeKind::Struct(s) = self.prog.types.kind(ty).clone() else {
                        return Err(Diag::bug("member path through a non-struct", span));
                    };
                    let Some(field) = self
                        .prog
                        .types
                        .struct_def(s)
                        .body
                        .as_ref()
                        .and_then(|b| b.fields.get(idx))
                    else {
                        return Err(Diag::bug("member path out of range", span));
                    };
                    offset += field.offset;
                    ty = field.ty;
                }
            }
            if let Some(index) = pending_index.take() {
                let TypeKind::Array(elem, _) = self.prog.types.kind(ty).clone() else {
                    return Err(diag::invalid(
                        "offsetof index into something that is not an array",
                        span,
                    ));
                };
                let i = self.const_int(index)?;
                let size = self.prog.types.size_of(elem).unwrap_or(0) as i128;
                offset = (offset as i128 + i * size) as u64;
                ty = elem;
            }
            match members.next() {
                None => break,
                Some(m) => match &m.node {
                    c::OffsetMember::Member(id) => steps.push(id),
                    c::OffsetMember::Index(e) => pending_index = Some(e),
                    c::OffsetMember::IndirectMember(_) => {
                        return Err(diag::invalid("`->` in offsetof", span));
                    }
                },
            }
        }
        let ul = self.prog.types.int(IntKind::ULong);
        Ok(Expr::new(ExprKind::IntConst(offset as i128), ul, span))
    }

    fn compound_literal(&mut self, cl: &Node<c::CompoundLiteral>, span: Span) -> R<Expr> {
        let ty = self.type_name(&cl.node.type_name)?;
        if self.prog.types.is_variably_modified(ty) {
            return Err(diag::invalid(
                "a compound literal of a variably modified type",
                span,
            ));
        }
        let init = Node::new(
            c::Initializer::List(cl.node.initializer_list.clone()),
            cl.span,
        );
        if self.fb.is_none() || self.const_mode {
            // At file scope a compound literal is an anonymous static object.
            let (ty, value) = self.static_initializer(ty, &init)?;
            let name = self.unique_name("compound_literal");
            let id = crate::core::GlobalId(self.prog.globals.len() as u32);
            self.prog.globals.push(crate::core::Global {
                name,
                ty,
                linkage: crate::core::Linkage::Internal,
                init: Some(value),
                defined: true,
                hoisted_from: None,
                is_system: false,
                asm_label: None,
                span,
                align: None,
                thread_local: false,
                weak_copy: false,
            });
            return Ok(Expr::new(ExprKind::Global(id), ty, span));
        }
        let local = self.new_local("literal", ty, false, span)?;
        self.local_initializer(local, &init, span)?;
        let ty = self
            .fb
            .as_ref()
            .map(|f| f.locals[local.index()].ty)
            .unwrap_or(ty);
        Ok(Expr::new(ExprKind::Local(local), ty, span))
    }

    pub(super) fn poisoned(&self, d: &Diag, span: Span) -> Diag {
        let message = if d.message.starts_with("this uses a declaration") {
            d.message.clone()
        } else {
            format!("this uses a declaration cmix cannot handle: {}", d.message)
        };
        let mut out = Diag::error(message, span).with_label("used here");
        if let Some(at) = d.span {
            out.notes.push(format!(
                "the declaration is at {}",
                self.sources.describe(at)
            ));
        }
        out.notes.extend(d.notes.iter().cloned());
        out
    }
}

/// The Core C operator of a binary operator other than assignment,
/// `&&`, `||`, `,` and `[]`.
fn element_wise_operator(op: &B) -> Option<BinOp> {
    Some(match op {
        B::Plus => BinOp::Add,
        B::Minus => BinOp::Sub,
        B::Multiply => BinOp::Mul,
        B::Divide => BinOp::Div,
        B::Modulo => BinOp::Rem,
        B::BitwiseAnd => BinOp::BitAnd,
        B::BitwiseOr => BinOp::BitOr,
        B::BitwiseXor => BinOp::BitXor,
        B::ShiftLeft => BinOp::Shl,
        B::ShiftRight => BinOp::Shr,
        B::Equals => BinOp::Eq,
        B::NotEquals => BinOp::Ne,
        B::Less => BinOp::Lt,
        B::Greater => BinOp::Gt,
        B::LessOrEqual => BinOp::Le,
        B::GreaterOrEqual => BinOp::Ge,
        _ => return None,
    })
}

pub(super) fn is_assignment(op: &B) -> bool {
    matches!(
        op,
        B::Assign
            | B::AssignMultiply
            | B::AssignDivide
            | B::AssignModulo
            | B::AssignPlus
            | B::AssignMinus
            | B::AssignShiftLeft
            | B::AssignShiftRight
            | B::AssignBitwiseAnd
            | B::AssignBitwiseXor
            | B::AssignBitwiseOr
    )
}

fn compound_operator(op: &B) -> Option<B> {
    Some(match op {
        B::AssignMultiply => B::Multiply,
        B::AssignDivide => B::Divide,
        B::AssignModulo => B::Modulo,
        B::AssignPlus => B::Plus,
        B::AssignMinus => B::Minus,
        B::AssignShiftLeft => B::ShiftLeft,
        B::AssignShiftRight => B::ShiftRight,
        B::AssignBitwiseAnd => B::BitwiseAnd,
        B::AssignBitwiseXor => B::BitwiseXor,
        B::AssignBitwiseOr => B::BitwiseOr,
        _ => return None,
    })
}

/// The bits of `e` if it is a bit-field member.
pub(super) fn bit_field(
    types: &crate::types::TypeTable,
    e: &Expr,
) -> Option<crate::types::BitField> {
    e.bit_field(types)
}

/// A `?:` whose middle operand is the parser repair's stand-in for gcc's
/// omitted one (`a ?: b`, see `parse::ELVIS`).
fn is_elvis(cond: &Node<c::ConditionalExpression>) -> bool {
    matches!(&cond.node.then_expression.node,
        c::Expression::Identifier(id) if id.node.name == crate::parse::ELVIS)
}
