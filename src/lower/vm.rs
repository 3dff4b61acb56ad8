//! Variably modified types (C99 6.7.5.2): arrays whose length is known at
//! run time only, beyond the one-dimensional local array `decl.rs` makes
//! directly. `double m[n][k]`, a parameter `double a[][k]`, a pointer
//! `double (*row)[k]`, `typedef int T[n]`.
//!
//! Core C has no such types. During lowering a variable-length array type
//! is `Array(elem, None)` with a hidden variable holding its length
//! (`TypeData::vm_dim`), set where C evaluates the size: at the declarator
//! in a block, at the function's entry for a parameter's. Every operation
//! whose meaning depends on the length is lowered here to arithmetic on
//! the innermost element type (`base`): pointer arithmetic scaled by the
//! number of base elements (`units`), the decay of an array to its first
//! element, `sizeof`. A variable-length array object is a block from
//! alloca, named through a pointer. When the function is done, `erase`
//! rewrites every remaining type to its base form (`double (*)[k]` becomes
//! `double *`), and refuses any use of such a type this module does not
//! lower.

use lang_c::ast as c;
use lang_c::span::Node;

use super::{Lowerer, R, Symbol};
use crate::core::{BinOp, Expr, ExprKind, FuncId, LocalId, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FuncSig, IntKind, TypeId, TypeKind};

/// Where the length of a variable-length array type is.
#[derive(Clone, Debug)]
pub(super) enum VmDim {
    /// In a hidden variable of a function.
    Local(FuncId, LocalId),
    /// A parameter's size, computed at the function's entry (`None`: `[*]`,
    /// only allowed in a prototype).
    Pending(Option<Node<c::Expression>>),
}

impl Lowerer<'_> {
    /// The type `elem[size]` for a size that is not a constant.
    pub(super) fn variable_array_type(
        &mut self,
        elem: TypeId,
        size: Option<&Node<c::Expression>>,
        span: Span,
    ) -> R<TypeId> {
        if self.in_parameters > 0 {
            let dim = self.vm_dims.len() as u32;
            self.vm_dims.push(VmDim::Pending(size.cloned()));
            return Ok(self.prog.types.var_array(elem, dim));
        }
        let in_function = self
            .fb
            .as_ref()
            .is_some_and(|fb| fb.func != FuncId(u32::MAX));
        let Some(size) = size.filter(|_| in_function && !self.const_mode) else {
            return Err(diag::unsupported("variable-length arrays", span));
        };
        if self.unevaluated > 0 {
            return Err(diag::unsupported(
                "a variable-length array type in an operand that is not evaluated (sizeof, typeof)",
                span,
            ));
        }
        let length = self.array_length(size)?;
        self.new_dimension(elem, length, span)
    }

    /// The length `size` gives an array, as an `unsigned long` value.
    fn array_length(&mut self, size: &Node<c::Expression>) -> R<Expr> {
        let n = self.rvalue(size)?;
        if !self.prog.types.is_integer(n.ty) {
            return Err(diag::invalid("an array size must be an integer", n.span));
        }
        let ul = self.prog.types.int(IntKind::ULong);
        Ok(self.convert(n, ul))
    }

    /// `elem[length]`, the length kept in a new hidden variable set here.
    fn new_dimension(&mut self, elem: TypeId, length: Expr, span: Span) -> R<TypeId> {
        let dim = self.dimension(length, span)?;
        Ok(self.prog.types.var_array(elem, dim))
    }

    /// A new hidden variable set here to `length`: its number.
    fn dimension(&mut self, length: Expr, span: Span) -> R<u32> {
        let ul = self.prog.types.int(IntKind::ULong);
        let local = self.new_temp(ul, span)?;
        let lhs = self.local_expr(local, span);
        self.emit(Stmt::Assign {
            lhs,
            rhs: length,
            span,
        })?;
        let func = self.fb(span)?.func;
        let dim = self.vm_dims.len() as u32;
        self.vm_dims.push(VmDim::Local(func, local));
        Ok(dim)
    }

    /// At a function's entry, a parameter's type with the lengths of its
    /// variable-length arrays computed (the parameters are in scope).
    pub(super) fn parameter_dimensions(&mut self, ty: TypeId, span: Span) -> R<TypeId> {
        self.evaluate_pending(ty, span)
    }

    fn evaluate_pending(&mut self, ty: TypeId, span: Span) -> R<TypeId> {
        if !self.prog.types.is_variably_modified(ty) {
            return Ok(ty);
        }
        let quals = self.prog.types.get(ty).quals;
        let out = match self.prog.types.kind(ty).clone() {
            TypeKind::Pointer(t) => {
                let t = self.evaluate_pending(t, span)?;
                self.prog.types.pointer_to(t)
            }
            TypeKind::Array(elem, len) => {
                match self.prog.types.vm_dim(ty) {
                    // The length first, then those inside, as written.
                    Some(dim) => match self.vm_dims.get(dim as usize).cloned() {
                        Some(VmDim::Pending(Some(size))) => {
                            let length = self.array_length(&size)?;
                            let dim = self.dimension(length, span)?;
                            let elem = self.evaluate_pending(elem, span)?;
                            self.prog.types.var_array(elem, dim)
                        }
                        Some(VmDim::Pending(None)) => {
                            return Err(diag::invalid(
                                "`[*]` in a function definition's parameter",
                                span,
                            ));
                        }
                        _ => return Err(Diag::bug("a parameter's length set twice", span)),
                    },
                    None => {
                        let elem = self.evaluate_pending(elem, span)?;
                        self.prog.types.array_of(elem, len)
                    }
                }
            }
            _ => {
                return Err(diag::unsupported(
                    "a variable-length array in a parameter of a function type",
                    span,
                ));
            }
        };
        Ok(self.prog.types.add_quals(out, quals))
    }

    /// A parameter that points to a variable-length array (`double
    /// a[n][m]`) is a `void *` in the function's type, which any caller's
    /// pointer converts to as C's own type would (`erased_signature`); the
    /// body uses a local of the parameter's type, set from it at the entry.
    pub(super) fn vm_parameter(&mut self, param: LocalId, name: &str, span: Span) -> R<()> {
        let ty = self.fb(span)?.locals[param.index()].ty;
        if !self.points_to_vm_array(&Expr::new(ExprKind::Local(param), ty, span)) {
            return Ok(());
        }
        let opaque = self.opaque_pointer(ty);
        self.fb(span)?.locals[param.index()].ty = opaque;
        let local = self.new_local(name, ty, false, span)?;
        let lhs = self.local_expr(local, span);
        let rhs = Expr::new(
            ExprKind::Cast(Box::new(self.local_expr(param, span))),
            ty,
            span,
        );
        self.emit(Stmt::Assign { lhs, rhs, span })?;
        if !name.is_empty() {
            self.bind(name, Symbol::Local(local));
        }
        Ok(())
    }

    /// `void *` with the qualifiers of what pointer type `ty` points to.
    fn opaque_pointer(&mut self, ty: TypeId) -> TypeId {
        let pointee = self.prog.types.pointee(ty).unwrap_or(ty);
        let quals = self.prog.types.quals(pointee);
        let void = self.prog.types.void();
        let void = self.prog.types.add_quals(void, quals);
        let pointer = self.prog.types.pointer_to(void);
        let top = self.prog.types.get(ty).quals;
        self.prog.types.add_quals(pointer, top)
    }

    /// The innermost element type of a (possibly nested) array type.
    pub(super) fn vm_base(&self, mut ty: TypeId) -> TypeId {
        while let TypeKind::Array(elem, _) = self.prog.types.kind(ty) {
            ty = *elem;
        }
        ty
    }

    /// How many base elements (`vm_base`) an object of type `ty` holds, as
    /// an `unsigned long` computed at run time.
    fn units(&mut self, ty: TypeId, span: Span) -> R<Expr> {
        let ul = self.prog.types.int(IntKind::ULong);
        let TypeKind::Array(elem, len) = self.prog.types.kind(ty).clone() else {
            return Ok(Expr::new(ExprKind::IntConst(1), ul, span));
        };
        let inner = self.units(elem, span)?;
        let length = match self.prog.types.vm_dim(ty) {
            Some(dim) => {
                let current = self.fb.as_ref().map(|fb| fb.func);
                match self.vm_dims.get(dim as usize) {
                    Some(VmDim::Local(func, local)) if Some(*func) == current => {
                        Expr::new(ExprKind::Local(*local), ul, span)
                    }
                    Some(VmDim::Local(..)) => {
                        return Err(diag::unsupported(
                            "a variable-length array type of an enclosing function",
                            span,
                        ));
                    }
                    _ => {
                        return Err(Diag::bug(
                            "a variable-length array whose length was never computed",
                            span,
                        ));
                    }
                }
            }
            None => match len {
                Some(n) => Expr::new(ExprKind::IntConst(n as i128), ul, span),
                None => {
                    return Err(diag::invalid(
                        "an array of unknown length inside a variable-length array",
                        span,
                    ));
                }
            },
        };
        Ok(Expr::new(
            ExprKind::Binary(BinOp::Mul, Box::new(length), Box::new(inner)),
            ul,
            span,
        ))
    }

    /// `sizeof` of a variably modified array type, at run time.
    pub(super) fn vm_size(&mut self, ty: TypeId, span: Span) -> R<Expr> {
        if self.const_mode || self.fb.is_none() {
            return Err(diag::invalid(
                "the size of a variable-length array is not a constant",
                span,
            ));
        }
        let base = self.vm_base(ty);
        let Some(base_size) = self.prog.types.size_of(base) else {
            return Err(diag::invalid(
                "sizeof applied to an array of an incomplete type",
                span,
            ));
        };
        let units = self.units(ty, span)?;
        let ul = self.prog.types.int(IntKind::ULong);
        Ok(Expr::new(
            ExprKind::Binary(
                BinOp::Mul,
                Box::new(units),
                Box::new(Expr::new(ExprKind::IntConst(base_size as i128), ul, span)),
            ),
            ul,
            span,
        ))
    }

    /// Whether `ty` is an array type whose size is only known at run time
    /// (not an array of pointers to such arrays, whose size is known).
    pub(super) fn is_vm_array(&self, ty: TypeId) -> bool {
        match self.prog.types.kind(ty) {
            TypeKind::Array(elem, _) => {
                self.prog.types.vm_dim(ty).is_some() || self.is_vm_array(*elem)
            }
            _ => false,
        }
    }

    /// Whether `p` points to an array whose size is known at run time only.
    pub(super) fn points_to_vm_array(&self, p: &Expr) -> bool {
        self.prog
            .types
            .pointee(p.ty)
            .is_some_and(|t| self.is_vm_array(t))
    }

    /// `p` as a pointer to its base elements.
    fn as_base_pointer(&mut self, p: Expr, span: Span) -> Expr {
        let pointee = self.prog.types.pointee(p.ty).unwrap_or(p.ty);
        let quals = self.prog.types.quals(pointee);
        let base = self.vm_base(pointee);
        let base = self.prog.types.add_quals(base, quals);
        let ty = self.prog.types.pointer_to(base);
        Expr::new(ExprKind::Cast(Box::new(p)), ty, span)
    }

    /// `p + i` or `p - i` for a pointer to a variable-length array: `i`
    /// arrays further, in base elements.
    pub(super) fn vm_pointer_arith(&mut self, op: BinOp, p: Expr, i: Expr, span: Span) -> R<Expr> {
        let pointee = self.prog.types.pointee(p.ty).unwrap_or(p.ty);
        let units = self.units(pointee, span)?;
        let long = self.prog.types.int(IntKind::Long);
        let i = self.convert(i, long);
        let units = self.convert(units, long);
        let scaled = Expr::new(
            ExprKind::Binary(BinOp::Mul, Box::new(i), Box::new(units)),
            long,
            span,
        );
        let ty = self.prog.types.unqualified(p.ty);
        let base = self.as_base_pointer(p, span);
        let moved_ty = base.ty;
        let moved = Expr::new(
            ExprKind::Binary(op, Box::new(base), Box::new(scaled)),
            moved_ty,
            span,
        );
        Ok(Expr::new(ExprKind::Cast(Box::new(moved)), ty, span))
    }

    /// `p - q` for pointers to variable-length arrays: arrays apart.
    pub(super) fn vm_pointer_difference(&mut self, p: Expr, q: Expr, span: Span) -> R<Expr> {
        let pointee = self.prog.types.pointee(p.ty).unwrap_or(p.ty);
        let units = self.units(pointee, span)?;
        let long = self.prog.types.int(IntKind::Long);
        let units = self.convert(units, long);
        let (p, q) = (self.as_base_pointer(p, span), self.as_base_pointer(q, span));
        let elements = Expr::new(
            ExprKind::Binary(BinOp::PtrDiff, Box::new(p), Box::new(q)),
            long,
            span,
        );
        Ok(Expr::new(
            ExprKind::Binary(BinOp::Div, Box::new(elements), Box::new(units)),
            long,
            span,
        ))
    }

    /// The decay of an lvalue of a variably modified array type to a
    /// pointer to its first element: the address it is at.
    pub(super) fn vm_decay(&mut self, e: Expr) -> R<Expr> {
        let span = e.span;
        let TypeKind::Array(elem, _) = self.prog.types.kind(e.ty).clone() else {
            return Err(Diag::bug("decay of a non-array", span));
        };
        let ExprKind::Deref(p) = e.kind else {
            return Err(diag::unsupported(
                "this use of a variable-length array",
                span,
            ));
        };
        let ty = self.prog.types.pointer_to(elem);
        Ok(Expr::new(ExprKind::Cast(p), ty, span))
    }

    /// A block-scope object of a variably modified array type: a block
    /// from alloca (as `decl.rs` makes one-dimensional ones), named
    /// through a hidden pointer.
    pub(super) fn vm_array_declaration(
        &mut self,
        name: &str,
        ty: TypeId,
        has_init: bool,
        span: Span,
    ) -> R<()> {
        if has_init {
            return Err(diag::invalid(
                "a variable-length array cannot be initialized",
                span,
            ));
        }
        let bytes = self.vm_size(ty, span)?;
        let block = self.stack_block(bytes, span)?;
        let block_expr = self.local_expr(block, span);
        let pointer_ty = self.prog.types.pointer_to(ty);
        let pointer = self.new_local(name, pointer_ty, false, span)?;
        let pointer_expr = self.local_expr(pointer, span);
        self.emit(Stmt::Assign {
            lhs: pointer_expr,
            rhs: Expr::new(ExprKind::Cast(Box::new(block_expr)), pointer_ty, span),
            span,
        })?;
        self.bind(name, Symbol::VmArray { pointer });
        Ok(())
    }

    /// The lvalue a variable-length array object names.
    pub(super) fn vm_array_object(&self, pointer: LocalId, span: Span) -> Expr {
        let p = self.local_expr(pointer, span);
        let ty = self.prog.types.pointee(p.ty).unwrap_or(p.ty);
        Expr::new(ExprKind::Deref(Box::new(p)), ty, span)
    }

    /// A function's parameters and return type without variable-length
    /// arrays, as the function's type has them (`erased`).
    pub(super) fn erased_signature(&mut self, sig: FuncSig, span: Span) -> R<FuncSig> {
        if self.prog.types.is_variably_modified(sig.ret) {
            return Err(diag::unsupported(
                "a function returning a pointer to a variable-length array",
                span,
            ));
        }
        let mut params = Vec::new();
        for p in sig.params {
            let pointee = self.prog.types.pointee(p);
            params.push(match pointee {
                Some(t) if self.is_vm_array(t) => self.opaque_pointer(p),
                _ => self.erased(p, span)?,
            });
        }
        Ok(FuncSig { params, ..sig })
    }

    /// `ty` with every pointer to a variable-length array made a pointer
    /// to its base elements; an array of run-time size itself is refused
    /// (every use of one is lowered away before).
    pub(super) fn erased(&mut self, ty: TypeId, span: Span) -> R<TypeId> {
        if self.prog.types.field_width(ty).is_some() {
            // A bit-field's type of its width is its declared type
            // (`wide_fields.rs`).
            let kind = self.prog.types.as_int(ty).unwrap_or(IntKind::Long);
            return Ok(self.prog.types.int(kind));
        }
        if !self.prog.types.is_variably_modified(ty) {
            return Ok(ty);
        }
        let quals = self.prog.types.get(ty).quals;
        let out = match self.prog.types.kind(ty).clone() {
            TypeKind::Pointer(t) if self.is_vm_array(t) => {
                let elem_quals = self.prog.types.quals(t);
                let base = self.vm_base(t);
                let base = self.erased(base, span)?;
                let base = self.prog.types.add_quals(base, elem_quals);
                self.prog.types.pointer_to(base)
            }
            TypeKind::Pointer(t) => {
                let t = self.erased(t, span)?;
                self.prog.types.pointer_to(t)
            }
            TypeKind::Array(elem, Some(n)) if self.prog.types.vm_dim(ty).is_none() => {
                let elem = self.erased(elem, span)?;
                self.prog.types.array_of(elem, Some(n))
            }
            TypeKind::Function(sig) => {
                let sig = self.erased_signature(sig, span)?;
                self.prog.types.mk(TypeKind::Function(sig))
            }
            _ => {
                return Err(diag::unsupported(
                    "this use of a variable-length array",
                    span,
                ));
            }
        };
        Ok(self.prog.types.add_quals(out, quals))
    }

    /// Rewrites the finished function's locals and expressions without
    /// variably modified types (`erased`).
    pub(super) fn erase_function(&mut self, fb: &mut super::FnBuilder) -> R<()> {
        // Its own type (a nested function's is made from its parameters).
        if let Some(f) = self.prog.functions.get(fb.func.index()) {
            let (ty, span) = (f.ty, f.span);
            let erased = self.erased(ty, span)?;
            self.prog.functions[fb.func.index()].ty = erased;
        }
        let mut any = false;
        for local in &fb.locals {
            any |= self.prog.types.is_variably_modified(local.ty);
        }
        if !any
            && !fb.has_field_types
            && !self
                .vm_dims
                .iter()
                .any(|d| matches!(d, VmDim::Local(f, _) if *f == fb.func))
        {
            return Ok(());
        }
        for local in &mut fb.locals {
            local.ty = self.erased(local.ty, local.span)?;
        }
        let mut failure = None;
        for (stmts, term, _) in &mut fb.blocks {
            let mut visit = |e: &mut Expr| {
                walk_mut(e, &mut |x: &mut Expr| {
                    if failure.is_none() {
                        match self.erased(x.ty, x.span) {
                            Ok(t) => x.ty = t,
                            Err(d) => failure = Some(d),
                        }
                    }
                })
            };
            for stmt in stmts.iter_mut() {
                stmt.for_each_expr_mut(&mut visit);
            }
            if let Some(e) = term.as_mut().and_then(|t| t.expr_mut()) {
                visit(e);
            }
        }
        match failure {
            Some(d) => Err(d),
            None => Ok(()),
        }
    }
}

/// Calls `f` on `e` and every subexpression, to change them.
fn walk_mut(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
    f(e);
    e.for_each_child_mut(&mut |c| walk_mut(c, f));
}
