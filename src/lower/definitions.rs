//! Function definitions: the parameters (prototype and K&R), the body's
//! entry (parameters bound, the array sizes they give computed, stack
//! levels of variable-length arrays), and the finished function.

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::decl::{Declared, weak_definition};
use super::{FnBuilder, Lowerer, R, Scope, Symbol};
use crate::core::{ExprKind, Terminator};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FuncSig, IntKind, TypeId, TypeKind};

impl Lowerer<'_> {
    pub(super) fn function_definition(&mut self, f: &Node<c::FunctionDefinition>) -> R<()> {
        let span = self.span(f.span);
        self.function_target = None;
        self.function_weak = false;
        self.function_startup = None;
        let spec = self.decl_specifiers(&f.node.specifiers, span)?;
        let declared = self.declarator(spec.base, &f.node.declarator, false)?;
        let target = self.function_target.take();
        let startup = self.function_startup.take();
        let weak = std::mem::take(&mut self.function_weak);
        let Some((name, nspan)) = declared.name.clone() else {
            return Err(diag::invalid("function definition without a name", span));
        };
        let TypeKind::Function(sig) = self.prog.types.kind(declared.ty).clone() else {
            return Err(diag::invalid(format!("`{name}` is not a function"), nspan));
        };
        let is_static = matches!(spec.storage, Some(c::StorageClassSpecifier::Static));
        // Parameters: names and types, from a prototype or a K&R list.
        self.scopes.push(Scope::default());
        let params = self.definition_parameters(&declared, &f.node.declarations, &sig, nspan);
        self.scopes.pop();
        let params = params?;
        let ty = if sig.prototyped {
            declared.ty
        } else {
            // A K&R definition: the parameter types become the prototype.
            let sig = FuncSig {
                ret: sig.ret,
                params: params.iter().map(|p| p.1).collect(),
                variadic: false,
                prototyped: true,
            };
            self.prog.types.mk(TypeKind::Function(sig))
        };
        let fid = self.declare_definition(&name, (ty, &sig), is_static, &declared, nspan)?;
        self.prog.functions[fid.index()].ty = ty;
        let types = &self.prog.types;
        let promotion_changes = |t: TypeId| match types.kind(t) {
            TypeKind::Float(kind) => *kind == crate::types::FloatKind::Float,
            TypeKind::Int(kind) => kind.promoted() != *kind,
            _ => false,
        };
        self.prog.functions[fid.index()].old_style =
            !sig.prototyped && params.iter().any(|p| promotion_changes(p.1));
        if target.is_some() {
            self.prog.functions[fid.index()].target = target;
        }
        if startup.is_some() {
            self.prog.functions[fid.index()].startup = startup;
        }
        if weak || self.prog.functions[fid.index()].weak {
            return Err(weak_definition(nspan));
        }
        let inline_here = !is_static && self.inline_definitions.contains(&f.span.start);
        if self.prog.functions[fid.index()].body.is_some() {
            let function = &self.prog.functions[fid.index()];
            let inline_before = function.inline_only;
            // A header's inline function (C99's inline definitions, gcc's
            // intrinsics that are `extern __inline`) in each unit that
            // includes it is one: the same definition, at the same place.
            // The unit that makes it the external definition owns it.
            let previous = function.span;
            let at = |span| self.sources.locate(span).map(|l| (l.file, l.line, l.col));
            if at(previous).is_some() && at(previous) == at(nspan) {
                if inline_before && !inline_here {
                    let function = &mut self.prog.functions[fid.index()];
                    function.span = nspan;
                    function.inline_only = false;
                }
                self.bind(&name, Symbol::Func(fid));
                return Ok(());
            }
            // An inline definition beside another definition: a call may
            // use either (C99 6.7.4p8); the external one is kept.
            if inline_here {
                self.bind(&name, Symbol::Func(fid));
                return Ok(());
            }
            if !inline_before {
                return Err(diag::invalid(format!("redefinition of `{name}`"), nspan));
            }
            self.prog.functions[fid.index()].body = None;
        }
        self.prog.functions[fid.index()].inline_only = inline_here;
        self.prog.functions[fid.index()].span = nspan;
        self.bind(&name, Symbol::Func(fid));
        if !self.prog.types.is_void(sig.ret) && !self.prog.types.is_complete(sig.ret) {
            return Err(diag::invalid("function returns an incomplete type", nspan));
        }
        let saved_fb = self.fb.take();
        let fname = self.prog.functions[fid.index()].name.clone();
        self.fb = Some(FnBuilder::new(fid, fname, sig.ret));
        self.scopes.push(Scope::default());
        let result = self.function_body(f, &params, &name, sig.ret);
        self.scopes.pop();
        let fb = self.fb.take();
        self.fb = saved_fb;
        let param_ids = result?;
        match fb {
            Some(fb) => self.finish_function(fb, param_ids),
            None => Err(Diag::bug("function builder lost", span)),
        }
    }

    pub(super) fn function_body(
        &mut self,
        f: &Node<c::FunctionDefinition>,
        params: &[(String, TypeId, Span)],
        name: &str,
        ret: TypeId,
    ) -> R<Vec<crate::core::LocalId>> {
        // The array sizes of the parameter list (`definition_parameters`
        // lowered it last) whose evaluation has effects.
        let mut size_effects = std::mem::take(&mut self.entry_size_effects).into_iter();
        let mut ids = Vec::new();
        // Parameters declared with types that name no enum (for typeof in
        // __builtin_types_compatible_p).
        let plain: Vec<String> = f
            .node
            .declarator
            .node
            .derived
            .iter()
            .filter_map(|d| match &d.node {
                c::DerivedDeclarator::Function(fd) => Some(&fd.node.parameters),
                _ => None,
            })
            .flatten()
            .filter(|p| !self.specifiers_name_enum(&p.node.specifiers))
            .filter_map(|p| {
                p.node
                    .declarator
                    .as_ref()
                    .and_then(|d| super::decl::declarator_name(&d.node))
            })
            .collect();
        let func = self.fb.as_ref().map(|fb| fb.func);
        for (pname, pty, pspan) in params {
            let id = self.new_local(pname, *pty, true, *pspan)?;
            if !pname.is_empty() {
                self.bind(pname, Symbol::Local(id));
                if let Some(func) = func
                    && plain.contains(pname)
                {
                    self.plain_objects.insert((Some(func), id.0));
                }
            }
            ids.push(id);
        }
        // Now in scope, the parameters give the lengths of the
        // variable-length arrays in their types.
        for (id, (pname, pty, pspan)) in ids.iter().zip(params) {
            for e in size_effects.next().unwrap_or_default() {
                self.effect(&e)?;
            }
            if self.prog.types.is_variably_modified(*pty) {
                let ty = self.parameter_dimensions(*pty, *pspan)?;
                self.fb(*pspan)?.locals[id.index()].ty = ty;
                self.vm_parameter(*id, pname, *pspan)?;
            }
        }
        match &f.node.statement.node {
            c::Statement::Compound(items) => self.block_items(items)?,
            _ => return Err(Diag::bug("function body is not a block", self.span(f.span))),
        }
        self.stack_levels(self.span(f.span))?;
        // Falling off the end: main returns 0 (C99 5.1.2.2.3).
        let end = self.span(f.span);
        let value = if name == "main" && self.prog.types.as_int(ret) == Some(IntKind::Int) {
            Some(crate::core::Expr::new(ExprKind::IntConst(0), ret, end))
        } else {
            None
        };
        self.terminate_dead(Terminator::Return { value, span: end })?;
        Ok(ids)
    }

    pub(super) fn definition_parameters(
        &mut self,
        declared: &Declared<'_>,
        kr_decls: &[Node<c::Declaration>],
        sig: &FuncSig,
        span: Span,
    ) -> R<Vec<(String, TypeId, Span)>> {
        self.entry_size_effects.clear();
        if let Some(fd) = declared.params {
            let list = self.parameter_types(fd)?;
            let mut out = Vec::new();
            for (i, (name, ty)) in list.into_iter().enumerate() {
                let (n, s) = name.unwrap_or((String::new(), span));
                // Lowered again, a struct declared in the list would be a
                // second type (`f(struct { int x; } *p)`): the function's
                // type has the first. (A variable-length array's sizes are
                // this lowering's.)
                let ty = match sig.params.get(i) {
                    Some(&first)
                        if !self.prog.types.is_variably_modified(ty)
                            && !self.prog.types.unqualified_eq(first, ty) =>
                    {
                        let quals = self.prog.types.quals(ty);
                        self.prog.types.with_quals(first, quals)
                    }
                    _ => ty,
                };
                self.require_complete(ty, s)?;
                out.push((n, ty, s));
            }
            if !kr_decls.is_empty() {
                return Err(diag::invalid(
                    "parameter declarations after a prototype",
                    span,
                ));
            }
            return Ok(out);
        }
        let Some(names) = declared.kr_names else {
            if sig.params.is_empty() {
                return Ok(Vec::new());
            }
            return Err(diag::unsupported("this form of function definition", span));
        };
        // K&R: types come from the declaration list; undeclared ones are int.
        let mut types: std::collections::HashMap<String, (TypeId, Span)> = Default::default();
        for d in kr_decls {
            let dspan = self.span(d.span);
            let spec = self.decl_specifiers(&d.node.specifiers, dspan)?;
            for id in &d.node.declarators {
                let pd = self.declarator(spec.base, &id.node.declarator, true)?;
                let Some((n, s)) = pd.name else {
                    return Err(diag::invalid("parameter declaration without a name", dspan));
                };
                let mut ty = pd.ty;
                if let TypeKind::Array(elem, _) = self.prog.types.kind(ty).clone() {
                    ty = self.pointer_to(elem, s)?;
                }
                if matches!(self.prog.types.kind(ty), TypeKind::Function(_)) {
                    ty = self.pointer_to(ty, s)?;
                }
                types.insert(n, (ty, s));
            }
        }
        let mut out = Vec::new();
        for n in names {
            let s = self.span(n.span);
            let (ty, s) = match types.get(&n.node.name) {
                Some(t) => *t,
                None => (self.prog.types.int(IntKind::Int), s),
            };
            out.push((n.node.name.clone(), ty, s));
        }
        Ok(out)
    }
}
