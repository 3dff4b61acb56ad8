//! The Core C verifier: checks the invariants every pass may rely on (see
//! `core/mod.rs`). It runs after lowering on every program; a failure is a
//! bug in cmix and is reported as one.
//!
//! Checked: ids in range (blocks, locals, globals, functions, strings);
//! assignment and call targets are lvalues; both sides of an assignment,
//! arguments and parameters, return values and return types agree up to
//! qualifiers; operand types of every operator follow the rules of
//! `BinOp`/`UnOp` (same-typed arithmetic, pointer arithmetic only through
//! the `Ptr*` operators); conditions are scalars and switches integers;
//! `&&label` names an address-taken block of its function (or, in a
//! hoisted `static` local's initializer, of the function it came from),
//! and a computed goto's targets are exactly those blocks.

use super::{BinOp, Body, Expr, ExprKind, Function, Program, Stmt, Terminator};
use crate::types::{TypeId, TypeKind, TypeTable};

/// Returns a description of the first broken invariant, if any.
pub fn verify(program: &Program) -> Result<(), String> {
    for g in &program.globals {
        let Some(init) = &g.init else { continue };
        let mut found = Ok(());
        init.for_each_expr(&mut |e| {
            e.walk(&mut |x| {
                if let ExprKind::LabelAddr(f, label) = &x.kind {
                    let owner = program
                        .functions
                        .get(f.index())
                        .and_then(|f| f.body.as_ref());
                    if !owner.is_some_and(|body| has_label_address(body, label)) {
                        found = Err(format!(
                            "global `{}` holds `&&{label}`, not an address-taken label of its function",
                            g.name
                        ));
                    }
                }
            })
        });
        found?;
    }
    for f in &program.functions {
        if let Some(body) = &f.body {
            Checker { program, f }
                .body(body)
                .map_err(|e| format!("in function `{}`: {e}", f.name))?;
        }
    }
    Ok(())
}

/// `verify` of one function's body: for a pass that changed only some
/// functions after others stopped being kept consistent (data
/// transformations update only the functions the residual program keeps).
pub fn verify_function(program: &Program, id: super::FuncId) -> Result<(), String> {
    let f = program.function(id);
    match &f.body {
        Some(body) => Checker { program, f }
            .body(body)
            .map_err(|e| format!("in function `{}`: {e}", f.name)),
        None => Ok(()),
    }
}

/// Whether exactly one block of `body` is the address-taken block `label`.
fn has_label_address(body: &Body, label: &str) -> bool {
    body.blocks
        .iter()
        .filter(|b| b.address_taken && b.label.as_deref() == Some(label))
        .count()
        == 1
}

struct Checker<'a> {
    program: &'a Program,
    f: &'a Function,
}

type Check = Result<(), String>;

impl<'a> Checker<'a> {
    fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    /// Equal up to qualifiers (which for arrays sit on the elements).
    fn same(&self, a: TypeId, b: TypeId) -> bool {
        let types = self.types();
        if types.unqualified_eq(a, b) {
            return true;
        }
        match (types.kind(a), types.kind(b)) {
            (TypeKind::Array(x, n), TypeKind::Array(y, m)) => n == m && self.same(*x, *y),
            _ => false,
        }
    }

    fn name(&self, t: TypeId) -> String {
        self.types().type_name(t)
    }

    fn body(&self, body: &Body) -> Check {
        if body.blocks.is_empty() {
            return Err("no entry block".into());
        }
        let TypeKind::Function(sig) = self.types().kind(self.f.ty) else {
            return Err("function without a function type".into());
        };
        for (i, block) in body.blocks.iter().enumerate() {
            let at = |e: String| format!("block L{i}: {e}");
            for stmt in &block.stmts {
                self.stmt(stmt).map_err(at)?;
            }
            for s in block.term.successors() {
                if s.index() >= body.blocks.len() {
                    return Err(at(format!("jump to missing block {s}")));
                }
            }
            let mut label_check = Ok(());
            let mut check_labels = |e: &Expr| {
                e.walk(&mut |x| {
                    if let ExprKind::LabelAddr(f, label) = &x.kind
                        && (!has_label_address(body, label)
                            || !self
                                .program
                                .functions
                                .get(f.index())
                                .is_some_and(|owner| std::ptr::eq(owner, self.f)))
                    {
                        label_check = Err(at(format!("`&&{label}` names no address-taken block")));
                    }
                })
            };
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut check_labels);
            }
            block.term.for_each_expr(&mut check_labels);
            label_check?;
            match &block.term {
                Terminator::IndirectGoto {
                    target, targets, ..
                } => {
                    self.expr(target).map_err(at)?;
                    if !self.types().is_pointer(target.ty) {
                        return Err(at("computed goto through a non-pointer".into()));
                    }
                    let taken: Vec<super::BlockId> = (0..body.blocks.len())
                        .filter(|b| body.blocks[*b].address_taken)
                        .map(|b| super::BlockId(b as u32))
                        .collect();
                    let mut sorted = targets.clone();
                    sorted.sort();
                    if sorted != taken {
                        return Err(at(
                            "computed goto targets are not the address-taken blocks".into()
                        ));
                    }
                }
                Terminator::If { cond, .. } => {
                    self.expr(cond).map_err(at)?;
                    if !self.types().is_scalar(cond.ty) {
                        return Err(at("condition is not a scalar".into()));
                    }
                }
                Terminator::Switch { scrutinee, .. } => {
                    self.expr(scrutinee).map_err(at)?;
                    if !self.types().is_integer(scrutinee.ty) {
                        return Err(at("switch on a non-integer".into()));
                    }
                }
                Terminator::Return { value: Some(v), .. } => {
                    self.expr(v).map_err(at)?;
                    if !self.same(v.ty, sig.ret) {
                        return Err(at(format!(
                            "returns `{}` from a function returning `{}`",
                            self.name(v.ty),
                            self.name(sig.ret)
                        )));
                    }
                }
                Terminator::Return { value: None, .. } | Terminator::Goto(_) => {}
            }
        }
        Ok(())
    }

    fn stmt(&self, stmt: &Stmt) -> Check {
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                self.lvalue(lhs)?;
                self.expr(rhs)?;
                if !self.same(lhs.ty, rhs.ty) {
                    return Err(format!(
                        "assigns `{}` to `{}`",
                        self.name(rhs.ty),
                        self.name(lhs.ty)
                    ));
                }
            }
            Stmt::Call {
                dest, callee, args, ..
            } => {
                let Some(target) = self.program.functions.get(callee.index()) else {
                    return Err(format!("call of missing function {callee}"));
                };
                let TypeKind::Function(sig) = self.types().kind(target.ty) else {
                    return Err(format!("`{}` has no function type", target.name));
                };
                for a in args {
                    self.expr(a)?;
                }
                if sig.prototyped {
                    let (n, m) = (args.len(), sig.params.len());
                    if n < m || (n > m && !sig.variadic) {
                        return Err(format!(
                            "`{}` called with {n} of {m} arguments",
                            target.name
                        ));
                    }
                    for (a, &p) in args.iter().zip(&sig.params) {
                        if !self.same(a.ty, p) {
                            return Err(format!(
                                "argument `{}` for a parameter `{}` of `{}`",
                                self.name(a.ty),
                                self.name(p),
                                target.name
                            ));
                        }
                    }
                }
                if let Some(d) = dest {
                    self.lvalue(d)?;
                    if !self.same(d.ty, sig.ret) {
                        return Err(format!(
                            "result of `{}` stored into `{}`",
                            target.name,
                            self.name(d.ty)
                        ));
                    }
                }
            }
            Stmt::Zero { lhs, .. } => self.lvalue(lhs)?,
            Stmt::Eval { expr, .. } => self.expr(expr)?,
        }
        Ok(())
    }

    fn lvalue(&self, e: &Expr) -> Check {
        if !e.is_lvalue() {
            return Err("assignment target is not an lvalue".into());
        }
        self.expr(e)
    }

    fn expr(&self, e: &Expr) -> Check {
        let types = self.types();
        let pointee = |t: TypeId| types.pointee(t);
        match &e.kind {
            ExprKind::IntConst(v) => {
                // An imaginary constant of a complex integer type.
                let real = types.complex_element(e.ty).unwrap_or(e.ty);
                let Some(k) = types.as_int(real) else {
                    return Err("integer constant of a non-integer type".into());
                };
                let (lo, hi) = k.range();
                if *v < lo || *v > hi {
                    return Err(format!("constant {v} out of range of `{}`", k.c_name()));
                }
            }
            ExprKind::LabelAddr(..) => {
                if !types.is_pointer(e.ty) {
                    return Err("label address of a non-pointer type".into());
                }
            }
            ExprKind::FloatConst(..) => {
                let real = types.complex_element(e.ty).unwrap_or(e.ty);
                if !types.is_floating(real) {
                    return Err("floating constant of a non-floating type".into());
                }
            }
            ExprKind::Str(id) => {
                if id.index() >= self.program.strings.len() {
                    return Err(format!("missing string {id}"));
                }
            }
            ExprKind::FuncAddr(id) => match self.program.functions.get(id.index()) {
                Some(f) if types.pointee(e.ty) == Some(f.ty) => {}
                Some(f) => return Err(format!("address of `{}` with another type", f.name)),
                None => return Err(format!("missing function {id}")),
            },
            ExprKind::Local(id) => match self.f.locals.get(id.index()) {
                Some(l) if self.same(l.ty, e.ty) => {}
                Some(l) => {
                    return Err(format!(
                        "local `{}` of type `{}` used as `{}`",
                        l.name,
                        self.name(l.ty),
                        self.name(e.ty)
                    ));
                }
                None => return Err(format!("missing local {id}")),
            },
            ExprKind::Global(id) => match self.program.globals.get(id.index()) {
                Some(g) if self.same(g.ty, e.ty) || !types.is_complete(e.ty) => {}
                Some(g) => return Err(format!("global `{}` used with another type", g.name)),
                None => return Err(format!("missing global {id}")),
            },
            ExprKind::Deref(p) => {
                self.expr(p)?;
                if pointee(p.ty).is_none_or(|t| !self.same(t, e.ty)) {
                    return Err("dereference of a non-pointer or with the wrong type".into());
                }
            }
            ExprKind::Index(p, i) => {
                self.expr(p)?;
                self.expr(i)?;
                if pointee(p.ty).is_none_or(|t| !self.same(t, e.ty)) || !types.is_integer(i.ty) {
                    return Err(
                        "index of a non-pointer, by a non-integer or with the wrong type".into(),
                    );
                }
            }
            ExprKind::Member(base, field) => {
                self.expr(base)?;
                let TypeKind::Struct(sid) = types.kind(base.ty) else {
                    return Err("member of a non-struct".into());
                };
                let body = types.struct_def(*sid).body.as_ref();
                match body.and_then(|b| b.fields.get(*field)) {
                    Some(f) if self.same(f.ty, e.ty) => {}
                    _ => return Err("member index or type is wrong".into()),
                }
            }
            ExprKind::AddrOf(x) => {
                self.expr(x)?;
                if !x.is_lvalue() || pointee(e.ty).is_none_or(|t| !self.same(t, x.ty)) {
                    return Err("address of a non-lvalue or with the wrong type".into());
                }
            }
            ExprKind::Decay(x) => {
                self.expr(x)?;
                let TypeKind::Array(elem, _) = types.kind(x.ty) else {
                    return Err("decay of a non-array".into());
                };
                if pointee(e.ty).is_none_or(|t| !self.same(t, *elem)) {
                    return Err("decay to the wrong pointer type".into());
                }
            }
            ExprKind::Unary(_, x) => {
                self.expr(x)?;
                if !types.is_scalar(x.ty) && !types.is_vector(x.ty) {
                    return Err("unary operator on a non-scalar".into());
                }
            }
            ExprKind::Cast(x) => {
                self.expr(x)?;
                let reinterpreted = (types.is_vector(e.ty) || types.is_vector(x.ty))
                    && types.size_of(e.ty) == types.size_of(x.ty);
                let ok = types.is_void(e.ty)
                    || types.is_scalar(e.ty) && types.is_scalar(x.ty)
                    || reinterpreted;
                if !ok {
                    return Err(format!(
                        "cast from `{}` to `{}`",
                        self.name(x.ty),
                        self.name(e.ty)
                    ));
                }
            }
            ExprKind::Binary(op, a, b) => {
                self.expr(a)?;
                self.expr(b)?;
                self.binary(*op, a, b, e)?;
            }
        }
        Ok(())
    }

    fn binary(&self, op: BinOp, a: &Expr, b: &Expr, e: &Expr) -> Check {
        let types = self.types();
        let complex = [a.ty, b.ty].into_iter().find(|&t| types.is_complex(t));
        let vector = [a.ty, b.ty].into_iter().find(|&t| types.is_vector(t));
        let ok = match op {
            // An element-wise operation: the operands of the vector type or
            // (standing for every element) of its element type.
            _ if vector.is_some() => {
                let v = vector.unwrap_or(a.ty);
                let elem = types.vector_element(v);
                let fits = |t: TypeId| self.same(t, v) || elem.is_some_and(|p| self.same(t, p));
                let result = if op.is_comparison() {
                    types.is_vector(e.ty) && types.size_of(e.ty) == types.size_of(v)
                } else {
                    self.same(e.ty, v)
                };
                !matches!(op, BinOp::PtrAdd | BinOp::PtrSub | BinOp::PtrDiff)
                    && fits(a.ty)
                    && fits(b.ty)
                    && result
            }
            // A complex operation: each operand of the complex type or of
            // its part type (a real operand stays real, as in C).
            _ if complex.is_some() => {
                let c = complex.unwrap_or(a.ty);
                let part = types.complex_element(c);
                let fits = |t: TypeId| self.same(t, c) || part.is_some_and(|p| self.same(t, p));
                let result = if op.is_comparison() {
                    types.is_integer(e.ty)
                } else {
                    self.same(e.ty, c)
                };
                matches!(
                    op,
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Eq | BinOp::Ne
                ) && fits(a.ty)
                    && fits(b.ty)
                    && result
            }
            BinOp::PtrAdd | BinOp::PtrSub => {
                types.is_pointer(a.ty) && types.is_integer(b.ty) && self.same(a.ty, e.ty)
            }
            BinOp::PtrDiff => {
                types.is_pointer(a.ty) && types.is_pointer(b.ty) && types.is_integer(e.ty)
            }
            BinOp::Shl | BinOp::Shr => {
                types.is_integer(a.ty) && types.is_integer(b.ty) && self.same(a.ty, e.ty)
            }
            _ if op.is_comparison() => {
                let arith = types.is_arithmetic(a.ty) && self.same(a.ty, b.ty);
                let pointers = types.is_pointer(a.ty) && types.is_pointer(b.ty);
                (arith || pointers) && types.is_integer(e.ty)
            }
            _ => types.is_arithmetic(a.ty) && self.same(a.ty, b.ty) && self.same(a.ty, e.ty),
        };
        if ok {
            Ok(())
        } else {
            Err(format!(
                "operator `{}` on `{}` and `{}` giving `{}`",
                op.c_symbol(),
                self.name(a.ty),
                self.name(b.ty),
                self.name(e.ty)
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::print::testkit::{Builder, ex};
    use crate::source::Span;
    use crate::types::IntKind;

    fn returning(b: &mut Builder, value: Expr) -> Result<(), String> {
        let int = b.int();
        let f = b.function("f", int, &[("x", int)], false, true);
        b.add_block(
            f,
            vec![],
            Terminator::Return {
                value: Some(value),
                span: Span::DUMMY,
            },
        );
        verify(&b.program)
    }

    #[test]
    fn accepts_well_typed_arithmetic() {
        let mut b = Builder::new();
        let int = b.int();
        let x = ex(ExprKind::Local(crate::core::LocalId(0)), int);
        let one = b.i(1);
        let sum = b.binary(BinOp::Add, x, one);
        assert_eq!(returning(&mut b, sum), Ok(()));
    }

    #[test]
    fn rejects_mixed_operand_types() {
        let mut b = Builder::new();
        let int = b.int();
        let long = b.int_ty(IntKind::Long);
        let x = ex(ExprKind::Local(crate::core::LocalId(0)), int);
        let one_long = b.const_int(IntKind::Long, 1);
        let sum = ex(
            ExprKind::Binary(BinOp::Add, Box::new(x), Box::new(one_long)),
            long,
        );
        let cast = ex(ExprKind::Cast(Box::new(sum)), int);
        let err = returning(&mut b, cast).expect_err("mixed types must be caught");
        assert!(err.contains("operator `+`"), "{err}");
    }

    #[test]
    fn rejects_out_of_range_constants_and_missing_locals() {
        let mut b = Builder::new();
        let uchar = b.int_ty(IntKind::UChar);
        let int = b.int();
        let big = ex(ExprKind::IntConst(300), uchar);
        let err = returning(&mut b, ex(ExprKind::Cast(Box::new(big)), int)).unwrap_err();
        assert!(err.contains("out of range"), "{err}");

        let mut b = Builder::new();
        let int = b.int();
        let missing = ex(ExprKind::Local(crate::core::LocalId(7)), int);
        let err = returning(&mut b, missing).unwrap_err();
        assert!(err.contains("missing local"), "{err}");
    }
}
