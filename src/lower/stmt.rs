//! Statements: structured control flow lowered to basic blocks, labels and
//! gotos resolved per function, `switch` collected into one multi-way
//! branch, block scopes pushed and popped (locals are hoisted to the
//! function, so an inner `x` is simply another local).

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R, Scope};
use crate::core::{BinOp, BlockId, Expr, ExprKind, Terminator};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::TypeKind;

impl<'a> Lowerer<'a> {
    pub(super) fn block_items(&mut self, items: &[Node<c::BlockItem>]) -> R<()> {
        let mut i = 0;
        while i < items.len() {
            if let Some((declaration, body)) = Self::nested_function_at(items, i) {
                self.nested_function(declaration, body)?;
                i += 2;
                continue;
            }
            let item = &items[i];
            i += 1;
            match &item.node {
                c::BlockItem::Declaration(d) => self.declaration(d, false)?,
                c::BlockItem::StaticAssert(sa) => self.static_assert(sa)?,
                c::BlockItem::Statement(s) => self.statement(s)?,
            }
        }
        Ok(())
    }

    fn scoped<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        self.scopes.push(Scope::default());
        let result = f(self);
        self.scopes.pop();
        result
    }

    pub(super) fn statement(&mut self, s: &Node<c::Statement>) -> R<()> {
        let span = self.span(s.span);
        match &s.node {
            c::Statement::Compound(items) => self.scoped(|this| this.block_items(items)),
            c::Statement::Expression(None) => Ok(()),
            c::Statement::Expression(Some(e)) => match computed_goto_target(e) {
                Some(target) => self.computed_goto(target, span),
                None => self.effect(e),
            },
            c::Statement::If(i) => {
                let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
                let has_else = i.node.else_statement.is_some();
                self.cond(&i.node.condition, t, if has_else { f } else { join })?;
                self.set_current(t)?;
                self.scoped(|this| this.statement(&i.node.then_statement))?;
                self.goto_and_switch(join)?;
                if let Some(e) = &i.node.else_statement {
                    self.set_current(f)?;
                    self.scoped(|this| this.statement(e))?;
                    self.goto_and_switch(join)?;
                }
                Ok(())
            }
            c::Statement::While(w) => {
                let (head, body, exit) = (self.new_block(), self.new_block(), self.new_block());
                self.goto_and_switch(head)?;
                self.cond(&w.node.expression, body, exit)?;
                self.set_current(body)?;
                self.in_loop(exit, head, |this| {
                    this.scoped(|t| t.statement(&w.node.statement))
                })?;
                self.goto_and_switch(head)?;
                self.set_current(exit)
            }
            c::Statement::DoWhile(d) => {
                let (body, test, exit) = (self.new_block(), self.new_block(), self.new_block());
                self.goto_and_switch(body)?;
                self.in_loop(exit, test, |this| {
                    this.scoped(|t| t.statement(&d.node.statement))
                })?;
                self.goto_and_switch(test)?;
                self.cond(&d.node.expression, body, exit)?;
                self.set_current(exit)
            }
            c::Statement::For(f) => self.scoped(|this| this.for_loop(f)),
            c::Statement::Goto(label) => {
                let name = self.label_name(&label.node.name, span)?;
                let target = self.label_block(&name, self.span(label.span))?;
                self.terminate_dead(Terminator::Goto(target))
            }
            c::Statement::Continue => {
                let target = self.fb(span)?.continues.last().copied();
                let Some(target) = target else {
                    return Err(diag::invalid("`continue` outside a loop", span));
                };
                self.terminate_dead(Terminator::Goto(target))
            }
            c::Statement::Break => {
                let target = self.fb(span)?.breaks.last().copied();
                let Some(target) = target else {
                    return Err(diag::invalid("`break` outside a loop or switch", span));
                };
                self.terminate_dead(Terminator::Goto(target))
            }
            c::Statement::Return(value) => self.return_statement(value.as_deref(), span),
            c::Statement::Labeled(l) => self.labeled(l, span),
            c::Statement::Switch(sw) => self.switch(sw, span),
            c::Statement::Asm(asm) => self.inline_asm(&asm.node, span),
        }
    }

    fn in_loop(
        &mut self,
        brk: BlockId,
        cont: BlockId,
        f: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        {
            let fb = self.fb(Span::DUMMY)?;
            fb.breaks.push(brk);
            fb.continues.push(cont);
        }
        let result = f(self);
        if let Some(fb) = self.fb.as_mut() {
            fb.breaks.pop();
            fb.continues.pop();
        }
        result
    }

    fn for_loop(&mut self, f: &Node<c::ForStatement>) -> R<()> {
        match &f.node.initializer.node {
            c::ForInitializer::Empty => {}
            c::ForInitializer::Expression(e) => self.effect(e)?,
            c::ForInitializer::Declaration(d) => self.declaration(d, false)?,
            c::ForInitializer::StaticAssert(sa) => self.static_assert(sa)?,
        }
        let (head, body, step, exit) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.goto_and_switch(head)?;
        match &f.node.condition {
            Some(c) => self.cond(c, body, exit)?,
            None => self.goto_and_switch(body)?,
        }
        self.set_current(body)?;
        self.in_loop(exit, step, |this| {
            this.scoped(|t| t.statement(&f.node.statement))
        })?;
        self.goto_and_switch(step)?;
        if let Some(e) = &f.node.step {
            self.effect(e)?;
        }
        self.goto_and_switch(head)?;
        self.set_current(exit)
    }

    /// `goto *target;`: the targets are the function's address-taken
    /// blocks, filled in when the function is finished.
    fn computed_goto(&mut self, target: &Node<c::Expression>, span: Span) -> R<()> {
        let value = self.rvalue(target)?;
        if !self.prog.types.is_pointer(value.ty) {
            return Err(diag::invalid("`goto *` needs a pointer", span));
        }
        let void = self.prog.types.void();
        let void_ptr = self.prog.types.pointer_to(void);
        let target = self.convert(value, void_ptr);
        self.terminate_dead(Terminator::IndirectGoto {
            target,
            targets: Vec::new(),
            span,
        })
    }

    /// The function-wide name of label `name` here: a local label's own
    /// (`__label__`), else `name`.
    pub(super) fn label_name(&self, name: &str, span: Span) -> R<String> {
        match self.lookup_indexed(&super::local_label_key(name)) {
            Some((index, super::Symbol::LocalLabel(own))) => {
                self.check_label_level(index, span)?;
                Ok(own.clone())
            }
            _ => Ok(name.to_string()),
        }
    }

    /// `__label__ a, b;` (a call after the parser's rewrite): each name
    /// becomes, in this block, a label no other block's label is.
    pub(super) fn declare_local_labels(
        &mut self,
        args: &[Node<c::Expression>],
        span: Span,
    ) -> R<()> {
        for arg in args {
            let c::Expression::Identifier(id) = &arg.node else {
                return Err(diag::invalid("`__label__` declares label names", span));
            };
            let fb = self.fb(span)?;
            fb.local_labels += 1;
            let own = format!("__cmix_{}_{}", id.node.name, fb.local_labels);
            self.bind(
                &super::local_label_key(&id.node.name),
                super::Symbol::LocalLabel(own),
            );
        }
        Ok(())
    }

    fn label_block(&mut self, name: &str, span: Span) -> R<BlockId> {
        if let Some((b, _, _)) = self.fb(span)?.labels.get(name) {
            return Ok(*b);
        }
        let b = self.new_block();
        let fb = self.fb(span)?;
        fb.blocks[b.index()].2 = Some(name.to_string());
        fb.labels.insert(name.to_string(), (b, false, span));
        Ok(b)
    }

    /// Code from here on is at label `id`.
    pub(super) fn place_label(&mut self, id: &Node<c::Identifier>, span: Span) -> R<()> {
        let name = &self.label_name(&id.node.name, span)?;
        let b = self.label_block(name, self.span(id.span))?;
        let fb = self.fb(span)?;
        if let Some(entry) = fb.labels.get_mut(name) {
            if entry.1 {
                return Err(diag::invalid(format!("duplicate label `{name}`"), span));
            }
            entry.1 = true;
        }
        self.goto_and_switch(b)
    }

    fn labeled(&mut self, l: &Node<c::LabeledStatement>, span: Span) -> R<()> {
        match &l.node.label.node {
            c::Label::Identifier(id) => self.place_label(id, span)?,
            c::Label::Case(e) => {
                let Some(ty) = self.fb(span)?.switches.last().map(|s| s.ty) else {
                    return Err(diag::invalid("`case` outside a switch", span));
                };
                let v = self.const_int(e)?;
                let kind = self
                    .prog
                    .types
                    .as_int(ty)
                    .unwrap_or(crate::types::IntKind::Int);
                let v = kind.wrap(v);
                let b = self.new_block();
                let fb = self.fb(span)?;
                if let Some(sw) = fb.switches.last_mut() {
                    if sw.cases.iter().any(|c| c.0 == v)
                        || sw.ranges.iter().any(|(lo, hi, _)| (*lo..=*hi).contains(&v))
                    {
                        return Err(diag::invalid("duplicate case value", span));
                    }
                    sw.cases.push((v, b));
                }
                self.goto_and_switch(b)?;
            }
            c::Label::CaseRange(r) => {
                let Some(ty) = self.fb(span)?.switches.last().map(|s| s.ty) else {
                    return Err(diag::invalid("`case` outside a switch", span));
                };
                let lo = self.const_int(&r.node.low)?;
                let hi = self.const_int(&r.node.high)?;
                let kind = self
                    .prog
                    .types
                    .as_int(ty)
                    .unwrap_or(crate::types::IntKind::Int);
                let b = self.new_block();
                let fb = self.fb(span)?;
                if hi - lo > MAX_LISTED_RANGE {
                    let (lo, hi) = (kind.wrap(lo), kind.wrap(hi));
                    if lo > hi {
                        return Err(diag::unsupported(
                            "a wide case range whose bounds wrap around in the switch's type",
                            span,
                        ));
                    }
                    if let Some(sw) = fb.switches.last_mut() {
                        let overlaps = sw.cases.iter().any(|c| (lo..=hi).contains(&c.0))
                            || sw.ranges.iter().any(|(l, h, _)| lo <= *h && *l <= hi);
                        if overlaps {
                            return Err(diag::invalid("duplicate case value", span));
                        }
                        sw.ranges.push((lo, hi, b));
                    }
                    self.goto_and_switch(b)?;
                    return self.statement(&l.node.statement);
                }
                if let Some(sw) = fb.switches.last_mut() {
                    if sw.ranges.iter().any(|(l, h, _)| lo.max(*l) <= hi.min(*h)) {
                        return Err(diag::invalid("duplicate case value", span));
                    }
                    for v in lo..=hi {
                        let v = kind.wrap(v);
                        if sw.cases.iter().any(|c| c.0 == v) {
                            return Err(diag::invalid("duplicate case value", span));
                        }
                        sw.cases.push((v, b));
                    }
                }
                self.goto_and_switch(b)?;
            }
            c::Label::Default => {
                let b = self.new_block();
                let fb = self.fb(span)?;
                let Some(sw) = fb.switches.last_mut() else {
                    return Err(diag::invalid("`default` outside a switch", span));
                };
                if sw.default.is_some() {
                    return Err(diag::invalid("more than one `default` in a switch", span));
                }
                sw.default = Some(b);
                self.goto_and_switch(b)?;
            }
        }
        self.statement(&l.node.statement)
    }

    fn switch(&mut self, sw: &Node<c::SwitchStatement>, span: Span) -> R<()> {
        let v = self.rvalue(&sw.node.expression)?;
        if !self.prog.types.is_integer(v.ty) {
            return Err(diag::invalid(
                "switch on a value that is not an integer",
                span,
            ));
        }
        let v = self.promote(v);
        let head = self.fb(span)?.cur;
        let (body, exit) = (self.new_block(), self.new_block());
        {
            let fb = self.fb(span)?;
            fb.switches.push(super::SwitchCtx {
                ty: v.ty,
                cases: Vec::new(),
                ranges: Vec::new(),
                default: None,
            });
            fb.breaks.push(exit);
            fb.cur = body;
        }
        let result = self.scoped(|this| this.statement(&sw.node.statement));
        let ctx = self.fb.as_mut().and_then(|fb| {
            fb.breaks.pop();
            fb.switches.pop()
        });
        result?;
        self.goto_and_switch(exit)?;
        let Some(ctx) = ctx else {
            return Err(Diag::bug("switch context lost", span));
        };
        // Values no case lists go through the wide ranges' tests, in
        // order, then to `default`.
        let mut otherwise = ctx.default.unwrap_or(exit);
        let int = self.prog.types.int(crate::types::IntKind::Int);
        for &(lo, hi, target) in ctx.ranges.iter().rev() {
            let bound = |value: i128| Expr::new(ExprKind::IntConst(value), v.ty, span);
            let compare = |op, bound: Expr| {
                Expr::new(
                    ExprKind::Binary(op, Box::new(v.clone()), Box::new(bound)),
                    int,
                    span,
                )
            };
            let cond = Expr::new(
                ExprKind::Binary(
                    BinOp::BitAnd,
                    Box::new(compare(BinOp::Ge, bound(lo))),
                    Box::new(compare(BinOp::Le, bound(hi))),
                ),
                int,
                span,
            );
            let test = self.new_block();
            self.fb(span)?.blocks[test.index()].1 = Some(Terminator::If {
                cond,
                then_block: target,
                else_block: otherwise,
                span,
            });
            otherwise = test;
        }
        let fb = self.fb(span)?;
        fb.blocks[head.index()].1 = Some(Terminator::Switch {
            scrutinee: v,
            cases: ctx.cases,
            default: otherwise,
            span,
        });
        Ok(())
    }

    fn return_statement(&mut self, value: Option<&Node<c::Expression>>, span: Span) -> R<()> {
        let ret = self.fb(span)?.ret;
        let is_void = self.prog.types.is_void(ret);
        let value = match value {
            None => None,
            Some(e) if is_void => {
                // `return f();` in a void function: evaluate for effect.
                self.effect(e)?;
                None
            }
            Some(e) => {
                let v = self.rvalue_expecting(e, ret)?;
                let v = match self.prog.types.kind(ret) {
                    TypeKind::Struct(_) if !self.prog.types.unqualified_eq(v.ty, ret) => {
                        return Err(diag::invalid(
                            "returning a value of the wrong struct type",
                            span,
                        ));
                    }
                    _ => self.assign_convert(v, ret, span)?,
                };
                Some(v)
            }
        };
        self.terminate_dead(Terminator::Return { value, span })
    }
}

/// The widest case range listed value by value; a wider one is tested as
/// a range (gcc does the same).
const MAX_LISTED_RANGE: i128 = 4096;

/// The operand of `goto *e;` as the parser's repair writes it.
fn computed_goto_target(e: &Node<c::Expression>) -> Option<&Node<c::Expression>> {
    let c::Expression::Call(call) = &e.node else {
        return None;
    };
    match (&call.node.callee.node, call.node.arguments.as_slice()) {
        (c::Expression::Identifier(id), [target])
            if id.node.name == crate::parse::COMPUTED_GOTO =>
        {
            Some(target)
        }
        _ => None,
    }
}
