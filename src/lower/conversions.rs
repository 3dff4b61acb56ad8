//! The conversions C performs implicitly, made explicit for Core C: the
//! integer promotions, the usual arithmetic conversions, conversion as by
//! assignment and casts (C99 6.3, 6.5.4, 6.5.16.1).

use super::{Lowerer, R, fold};
use crate::core::{Expr, ExprKind, Stmt};
use crate::diag;
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

impl Lowerer<'_> {
    /// Integer promotion of an arithmetic value (floats unchanged).
    pub(super) fn promote(&mut self, v: Expr) -> Expr {
        match self.prog.types.as_int(v.ty) {
            Some(k) => {
                let ty = self.prog.types.int(k.promoted());
                self.convert(v, ty)
            }
            None => v,
        }
    }

    /// The common type of the usual arithmetic conversions (C99 6.3.1.8).
    pub(super) fn common_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let types = &mut self.prog.types;
        let fa = match types.kind(a) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        let fb = match types.kind(b) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        if fa.is_some() || fb.is_some() {
            let k = fa.max(fb).unwrap_or(FloatKind::Double);
            return types.float(k);
        }
        let ka = types.as_int(a).unwrap_or(IntKind::Int).promoted();
        let kb = types.as_int(b).unwrap_or(IntKind::Int).promoted();
        let kind = if ka == kb {
            ka
        } else if ka.is_signed() == kb.is_signed() {
            if ka.rank() >= kb.rank() { ka } else { kb }
        } else {
            let (u, s) = if ka.is_signed() { (kb, ka) } else { (ka, kb) };
            if u.rank() >= s.rank() {
                u
            } else if s.size() > u.size() {
                s
            } else {
                s.to_unsigned()
            }
        };
        types.int(kind)
    }

    /// Converts a value to `ty`, folding constants.
    pub(super) fn convert(&mut self, v: Expr, ty: TypeId) -> Expr {
        let types = &mut self.prog.types;
        let target = types.unqualified(ty);
        let source = types.unqualified(v.ty);
        if target == source {
            return v;
        }
        let span = v.span;
        match (&v.kind, types.kind(target).clone()) {
            // Nothing folds into the 128-bit kinds (they are run-time only).
            (ExprKind::IntConst(x), TypeKind::Int(k))
                if types.is_integer(source) && !k.is_wide() =>
            {
                return Expr::new(ExprKind::IntConst(k.wrap(*x)), target, span);
            }
            (ExprKind::IntConst(x), TypeKind::Float(k)) if types.is_integer(source) => {
                let value = match k {
                    FloatKind::Float => *x as f32 as f64,
                    _ => *x as f64,
                };
                let text = (k == FloatKind::LongDouble).then(|| format!("{x}.0L"));
                return Expr::new(
                    ExprKind::FloatConst(value, text.map(String::into_boxed_str)),
                    target,
                    span,
                );
            }
            // The old `offsetof`, `(size_t)&((T *)0)->f`: the field's
            // offset, as gcc folds it.
            (_, TypeKind::Int(k))
                if types.is_pointer(source)
                    && !k.is_wide()
                    && let Some(offset) = null_based_offset(types, &v) =>
            {
                return Expr::new(ExprKind::IntConst(k.wrap(i128::from(offset))), target, span);
            }
            (ExprKind::FloatConst(x, _), TypeKind::Float(k)) if k != FloatKind::LongDouble => {
                let value = if k == FloatKind::Float {
                    *x as f32 as f64
                } else {
                    *x
                };
                if types.kind(source) != &TypeKind::Float(FloatKind::LongDouble) {
                    return Expr::new(ExprKind::FloatConst(value, None), target, span);
                }
            }
            _ => {}
        }
        Expr::new(ExprKind::Cast(Box::new(v)), target, span)
    }

    /// Whether `e` is a null pointer constant (C99 6.3.2.3p3).
    pub(super) fn is_null_constant(&self, e: &Expr) -> bool {
        let types = &self.prog.types;
        match &e.kind {
            ExprKind::Cast(inner) => {
                let void_ptr = types
                    .pointee(e.ty)
                    .is_some_and(|t| types.is_void(t) && types.quals(t) == Default::default());
                void_ptr && self.is_null_constant(inner)
                    || types.is_integer(e.ty) && fold::int_value(types, e) == Some(0)
            }
            _ => types.is_integer(e.ty) && fold::int_value(types, e) == Some(0),
        }
    }

    /// The conversion "as if by assignment" (C99 6.5.16.1), used for
    /// assignments, initializers, arguments and return values.
    pub(super) fn assign_convert(&mut self, v: Expr, ty: TypeId, span: Span) -> R<Expr> {
        let types = &self.prog.types;
        let (tk, sk) = (types.kind(ty).clone(), types.kind(v.ty).clone());
        let ok = match (&tk, &sk) {
            (
                TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Complex(_),
                TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Complex(_),
            ) => true,
            (TypeKind::Int(IntKind::Bool), TypeKind::Pointer(_)) => true,
            (TypeKind::Pointer(_), TypeKind::Pointer(_)) => true,
            // gcc accepts these with a warning; the conversion is a cast.
            (TypeKind::Pointer(_), TypeKind::Int(_)) | (TypeKind::Int(_), TypeKind::Pointer(_)) => {
                true
            }
            (TypeKind::Struct(a), TypeKind::Struct(b)) => a == b,
            (TypeKind::VaList, TypeKind::VaList) => true,
            (TypeKind::Vector(..), TypeKind::Vector(..)) => types.unqualified_eq(ty, v.ty),
            _ => false,
        };
        if !ok {
            return Err(diag::invalid(
                format!(
                    "cannot convert a value of type `{}` to `{}`",
                    types.type_name(v.ty),
                    types.type_name(ty)
                ),
                span,
            ));
        }
        if matches!(tk, TypeKind::Struct(_) | TypeKind::Vector(..)) {
            return Ok(v);
        }
        Ok(self.convert(v, ty))
    }

    pub(super) fn explicit_cast(&mut self, v: Expr, ty: TypeId, span: Span) -> R<Expr> {
        let types = &self.prog.types;
        let cannot = |types: &crate::types::TypeTable| {
            diag::invalid(
                format!(
                    "cannot cast `{}` to `{}`",
                    types.type_name(v.ty),
                    types.type_name(ty)
                ),
                span,
            )
        };
        if types.is_void(ty) {
            let void = self.prog.types.void();
            // The value is dropped; keep it so side effects stay (they were
            // already emitted) and volatile reads are visible.
            return Ok(Expr::new(ExprKind::Cast(Box::new(v)), void, span));
        }
        if types.is_union(ty) && !types.unqualified_eq(ty, v.ty) {
            return self.cast_to_union(v, ty, span);
        }
        if types.is_vector(ty) || types.is_vector(v.ty) {
            // gcc reinterprets between vectors, and vectors and integers,
            // of one size.
            let sized = |t: TypeId| {
                (types.is_vector(t) || types.is_integer(t)) && types.size_of(t).is_some()
            };
            if !(sized(ty) && sized(v.ty) && types.size_of(ty) == types.size_of(v.ty)) {
                return Err(cannot(types));
            }
            let ty = self.prog.types.unqualified(ty);
            if self.prog.types.unqualified_eq(ty, v.ty) {
                return Ok(v);
            }
            return Ok(Expr::new(ExprKind::Cast(Box::new(v)), ty, span));
        }
        let ok = types.is_scalar(ty)
            && types.is_scalar(v.ty)
            && !(types.is_floating(ty) && types.is_pointer(v.ty))
            && !(types.is_pointer(ty) && types.is_floating(v.ty))
            && !(types.is_complex(ty) && types.is_pointer(v.ty))
            && !(types.is_pointer(ty) && types.is_complex(v.ty));
        if !ok {
            if types.unqualified_eq(ty, v.ty) {
                return Ok(v);
            }
            return Err(cannot(types));
        }
        let mut out = self.convert(v, ty);
        out.span = span;
        Ok(out)
    }

    /// gcc's cast to a union from the type of one of its members: the
    /// union with that member set, as `(union u){.member = v}`.
    fn cast_to_union(&mut self, v: Expr, ty: TypeId, span: Span) -> R<Expr> {
        let types = &self.prog.types;
        let member = match types.kind(ty) {
            TypeKind::Struct(s) => types.struct_def(*s).body.as_ref().and_then(|body| {
                body.fields
                    .iter()
                    .position(|f| f.bits.is_none() && types.unqualified_eq(f.ty, v.ty))
                    .map(|i| (i, body.fields[i].ty))
            }),
            _ => None,
        };
        let Some((index, member_ty)) = member else {
            return Err(diag::invalid(
                format!(
                    "cannot cast `{}` to `{}`: no member of the union has that type",
                    types.type_name(v.ty),
                    types.type_name(ty)
                ),
                span,
            ));
        };
        if self.fb.is_none() || self.const_mode {
            return Err(diag::unsupported(
                "a cast to a union in a constant expression",
                span,
            ));
        }
        let ty = self.prog.types.unqualified(ty);
        let local = self.new_local("literal", ty, false, span)?;
        let whole = Expr::new(ExprKind::Local(local), ty, span);
        self.emit(Stmt::Zero {
            lhs: whole.clone(),
            span,
        })?;
        let lhs = Expr::new(
            ExprKind::Member(Box::new(whole.clone()), index),
            member_ty,
            span,
        );
        self.emit(Stmt::Assign { lhs, rhs: v, span })?;
        Ok(whole)
    }
}

/// For an address computed from a null pointer constant through members
/// and constant indexes (`&((T *)0)->f.g[2]`), its offset from null.
fn null_based_offset(types: &crate::types::TypeTable, address: &Expr) -> Option<u64> {
    match &address.kind {
        ExprKind::AddrOf(place) => place_offset(types, place),
        ExprKind::Decay(place) => place_offset(types, place),
        ExprKind::Cast(inner) if types.is_pointer(inner.ty) => null_based_offset(types, inner),
        ExprKind::Cast(inner) if matches!(inner.kind, ExprKind::IntConst(0)) => Some(0),
        _ => None,
    }
}

/// The offset from null of a place reached from a null pointer (see
/// `null_based_offset`).
fn place_offset(types: &crate::types::TypeTable, place: &Expr) -> Option<u64> {
    match &place.kind {
        ExprKind::Deref(pointer) => null_based_offset(types, pointer),
        ExprKind::Member(base, field) => {
            let TypeKind::Struct(id) = types.kind(base.ty) else {
                return None;
            };
            let field = types.struct_def(*id).body.as_ref()?.fields.get(*field)?;
            if field.bits.is_some() {
                return None;
            }
            Some(place_offset(types, base)? + field.offset)
        }
        ExprKind::Index(pointer, index) => {
            let ExprKind::IntConst(i) = index.kind else {
                return None;
            };
            let size = types.size_of(place.ty)?;
            let i = u64::try_from(i).ok()?;
            Some(null_based_offset(types, pointer)? + i.checked_mul(size)?)
        }
        _ => None,
    }
}
