//! gcc's nested functions, lifted to file scope. The parser's repair makes
//! `int g(int x) { ... }` inside a body into a declaration followed by a
//! statement labeled `parse::NESTED_FUNCTION`; here that pair becomes a
//! function of its own whose first parameters point to the enclosing
//! functions' variables it uses (its captures, found as its body is
//! lowered). Its direct calls pass those addresses. What needs gcc's
//! trampolines or unwinding is refused: the address of a nested function
//! that captures variables, and a `goto` out of one.

use std::collections::HashMap;

use lang_c::ast as c;
use lang_c::span::Node;

use super::{FnBuilder, Lowerer, R, Scope, Symbol};
use crate::core::{Expr, ExprKind, FuncId, Linkage, LocalId, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FuncSig, TypeId, TypeKind};

/// A nested function being lowered: where its enclosing function stands.
pub(super) struct NestedFrame {
    /// The enclosing function's builder, set aside meanwhile.
    outer: FnBuilder,
    /// `scopes.len()` when the nested function began: scopes below belong
    /// to enclosing functions.
    scope_base: usize,
    /// (level, local of that level's function, own pointer parameter).
    captures: Vec<(usize, LocalId, LocalId)>,
}

/// A nested function's captures, for its calls.
pub(super) struct NestedFunction {
    /// Its nesting level (1 inside a file-scope function).
    level: usize,
    /// The variables it points to, by (level, local); `None` while its
    /// body is being lowered (calls of it then are its own recursion).
    captures: Option<Vec<(usize, LocalId)>>,
}

/// The state nested functions need, kept by the `Lowerer`.
#[derive(Default)]
pub(super) struct Nesting {
    frames: Vec<NestedFrame>,
    functions: HashMap<FuncId, NestedFunction>,
}

impl Lowerer<'_> {
    /// Whether block items `i` and `i + 1` are a nested function (see the
    /// module comment).
    pub(super) fn nested_function_at(
        items: &[Node<c::BlockItem>],
        i: usize,
    ) -> Option<(&Node<c::Declaration>, &Node<c::Statement>)> {
        let c::BlockItem::Declaration(d) = &items.get(i)?.node else {
            return None;
        };
        let c::BlockItem::Statement(s) = &items.get(i + 1)?.node else {
            return None;
        };
        let c::Statement::Labeled(l) = &s.node else {
            return None;
        };
        match &l.node.label.node {
            c::Label::Identifier(id) if id.node.name == crate::parse::NESTED_FUNCTION => {
                Some((d, &l.node.statement))
            }
            _ => None,
        }
    }

    /// Lowers the nested function declared by `d` with body `body`.
    pub(super) fn nested_function(
        &mut self,
        d: &Node<c::Declaration>,
        body: &Node<c::Statement>,
    ) -> R<()> {
        let span = self.span(d.span);
        let [init] = d.node.declarators.as_slice() else {
            return Err(diag::invalid(
                "a nested function definition declares one function",
                span,
            ));
        };
        let definition = Node {
            node: c::FunctionDefinition {
                specifiers: d.node.specifiers.clone(),
                declarator: init.node.declarator.clone(),
                declarations: Vec::new(),
                statement: body.clone(),
            },
            span: d.span,
        };
        self.function_target = None;
        let spec = self.decl_specifiers(&definition.node.specifiers, span)?;
        let declared = self.declarator(spec.base, &definition.node.declarator, false)?;
        let target = self.function_target.take();
        let Some((name, nspan)) = declared.name.clone() else {
            return Err(diag::invalid("function definition without a name", span));
        };
        let TypeKind::Function(sig) = self.prog.types.kind(declared.ty).clone() else {
            return Err(diag::invalid(format!("`{name}` is not a function"), nspan));
        };
        self.scopes.push(Scope::default());
        let params = self.definition_parameters(&declared, &[], &sig, nspan);
        self.scopes.pop();
        let params = params?;
        // Old-style parameters (`void y(a) {...}`, each an int): their
        // types become the prototype, as for a file-scope definition.
        let sig = FuncSig {
            ret: sig.ret,
            params: params.iter().map(|p| p.1).collect(),
            variadic: sig.variadic,
            prototyped: true,
        };
        let declared_ty = self.prog.types.mk(TypeKind::Function(sig.clone()));
        let Some(outer) = self.fb.take() else {
            return Err(Diag::bug("a nested function outside a function", span));
        };
        let lifted = self.unique_name(&format!("{}_{name}", outer.name));
        let fid = FuncId(self.prog.functions.len() as u32);
        let is_system = self.is_system(nspan);
        self.prog.functions.push(crate::core::Function {
            is_system,
            target,
            ..crate::core::Function::made(lifted, declared_ty, Linkage::Internal, nspan)
        });
        self.bind(&name, Symbol::Func(fid));
        let level = self.nesting.frames.len() + 1;
        self.nesting.functions.insert(
            fid,
            NestedFunction {
                level,
                captures: None,
            },
        );
        self.nesting.frames.push(NestedFrame {
            outer,
            scope_base: self.scopes.len(),
            captures: Vec::new(),
        });
        self.fb = Some(FnBuilder::new(fid, name.clone(), sig.ret));
        self.scopes.push(Scope::default());
        let result = self.function_body(&definition, &params, &name, sig.ret);
        self.scopes.pop();
        let fb = self.fb.take();
        let frame = self.nesting.frames.pop();
        let (Some(mut fb), Some(frame)) = (fb, frame) else {
            return Err(Diag::bug("function builder lost", span));
        };
        self.fb = Some(frame.outer);
        let user_params = result?;
        // The captures come first; its own recursive calls pass them on.
        let capture_params: Vec<LocalId> = frame.captures.iter().map(|c| c.2).collect();
        for block in &mut fb.blocks {
            for stmt in &mut block.0 {
                if let Stmt::Call { callee, args, .. } = stmt
                    && *callee == fid
                {
                    let passed = capture_params.iter().map(|&p| {
                        let ty = fb.locals[p.index()].ty;
                        Expr::new(ExprKind::Local(p), ty, span)
                    });
                    args.splice(0..0, passed);
                }
            }
        }
        let takes_own_address = fb.blocks.iter().flat_map(|b| &b.0).any(|stmt| {
            let mut found = false;
            stmt.for_each_expr(&mut |e| {
                e.walk(&mut |x| found |= matches!(x.kind, ExprKind::FuncAddr(f) if f == fid))
            });
            found
        });
        if takes_own_address && !capture_params.is_empty() {
            return Err(trampoline(nspan));
        }
        let mut all_types: Vec<TypeId> = capture_params
            .iter()
            .map(|p| fb.locals[p.index()].ty)
            .collect();
        all_types.extend(&sig.params);
        let full = self.prog.types.mk(TypeKind::Function(FuncSig {
            ret: sig.ret,
            params: all_types,
            variadic: sig.variadic,
            prototyped: true,
        }));
        self.prog.functions[fid.index()].ty = full;
        if let Some(info) = self.nesting.functions.get_mut(&fid) {
            info.captures = Some(frame.captures.iter().map(|c| (c.0, c.1)).collect());
        }
        let mut all_params = capture_params;
        all_params.extend(user_params);
        self.finish_function(fb, all_params)
    }

    /// The nesting level of the function lowered now (0 at file scope's
    /// functions).
    pub(super) fn nesting_level(&self) -> usize {
        self.nesting.frames.len()
    }

    /// The level of the function whose scope `index` of `scopes` is.
    pub(super) fn scope_level(&self, index: usize) -> usize {
        self.nesting
            .frames
            .iter()
            .filter(|f| f.scope_base <= index)
            .count()
    }

    /// The pointer parameter through which the function lowered now
    /// reaches local `id` of the enclosing function at `level`, made on
    /// first use.
    fn capture_parameter(&mut self, level: usize, id: LocalId, span: Span) -> R<LocalId> {
        let here = self.nesting_level();
        let Some(frame) = here.checked_sub(1).and_then(|i| self.nesting.frames.get(i)) else {
            return Err(Diag::bug("a capture outside a nested function", span));
        };
        if let Some(c) = frame.captures.iter().find(|c| c.0 == level && c.1 == id) {
            return Ok(c.2);
        }
        let Some(local) = self
            .nesting
            .frames
            .get(level)
            .and_then(|f| f.outer.locals.get(id.index()))
        else {
            return Err(Diag::bug("a capture of a missing local", span));
        };
        let (name, ty) = (local.name.clone(), local.ty);
        let ptr = self.prog.types.pointer_to(ty);
        let param = self.new_local(&name, ptr, true, span)?;
        if let Some(frame) = self.nesting.frames.last_mut() {
            frame.captures.push((level, id, param));
        }
        Ok(param)
    }

    /// Local `id` of the enclosing function at `level`, used in a nested
    /// function: through its capture parameter.
    pub(super) fn captured_local(&mut self, level: usize, id: LocalId, span: Span) -> R<Expr> {
        let param = self.capture_parameter(level, id, span)?;
        let ptr = self.local_expr(param, span);
        let ty = self.prog.types.pointee(ptr.ty).unwrap_or(ptr.ty);
        Ok(Expr::new(ExprKind::Deref(Box::new(ptr)), ty, span))
    }

    /// For a direct call of `callee`: how many leading parameters are its
    /// captures, and the arguments they take here. A nested function calls
    /// itself without them (added when its body is done).
    pub(super) fn capture_arguments(
        &mut self,
        callee: FuncId,
        span: Span,
    ) -> R<Option<(usize, Vec<Expr>)>> {
        let Some(info) = self.nesting.functions.get(&callee) else {
            return Ok(None);
        };
        let Some(captures) = info.captures.clone() else {
            if self.nesting_level() != info.level {
                return Err(diag::unsupported(
                    "a call of a nested function from a function nested in it",
                    span,
                ));
            }
            return Ok(Some((0, Vec::new())));
        };
        let here = self.nesting_level();
        let mut args = Vec::new();
        for (level, id) in &captures {
            let arg = if *level == here {
                let local = self.local_expr(*id, span);
                let ptr = self.prog.types.pointer_to(local.ty);
                Expr::new(ExprKind::AddrOf(Box::new(local)), ptr, span)
            } else {
                let param = self.capture_parameter(*level, *id, span)?;
                self.local_expr(param, span)
            };
            args.push(arg);
        }
        Ok(Some((captures.len(), args)))
    }

    /// The address of function `f` as a value: refused for a nested
    /// function that captures variables (gcc makes a trampoline).
    pub(super) fn check_function_value(&self, f: FuncId, span: Span) -> R<()> {
        match self.nesting.functions.get(&f) {
            Some(info) if info.captures.as_ref().is_none_or(|c| !c.is_empty()) => {
                if info.captures.is_none() {
                    // Its own body: decided when the body is done.
                    return Ok(());
                }
                Err(trampoline(span))
            }
            _ => Ok(()),
        }
    }

    /// A local label of an enclosing function named from a nested one.
    pub(super) fn check_label_level(&self, index: usize, span: Span) -> R<()> {
        if self.scope_level(index) < self.nesting_level() {
            return Err(diag::unsupported(
                "a jump out of a nested function (gcc unwinds its frames)",
                span,
            ));
        }
        Ok(())
    }
}

fn trampoline(span: Span) -> Diag {
    diag::unsupported(
        "the address of a nested function that uses its enclosing function's variables (gcc makes a trampoline on the stack)",
        span,
    )
}
