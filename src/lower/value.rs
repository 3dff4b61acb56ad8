//! Values given outside the program (`--static P=VALUE`): C initializers
//! lowered by the program's own initializer code, in the file scope of one
//! of its units, so that they may use its enum constants, types and const
//! globals (a const global stands for its initializer).
//!
//! Stricter than C where a value written by hand calls for it: an implicit
//! conversion must keep the value (`300` for a `char` is a mistake, the
//! cast in `(char)300` says it is not), and integers and pointers do not
//! mix (0 is the one integer a pointer may be given).

use lang_c::ast as c;
use lang_c::span::Node;

use super::{FileScope, Lowerer, R, Symbol, fold};
use crate::core::{Expr, ExprKind, GlobalId, Init, Program};
use crate::diag::{self, Diag};
use crate::source::{SourceMap, Span};
use crate::types::{IntKind, TypeId, TypeKind, TypeTable};

/// Lowers `init` as the value of an object of type `ty` (an incomplete
/// array type is completed by it) in `program`, whose tables may gain the
/// types and string literals it needs. Names resolve in `scope`; the
/// value's text is unit `unit` of `sources`, where errors point.
pub fn lower_value(
    program: &mut Program,
    scope: Option<&FileScope>,
    sources: &SourceMap,
    unit: u32,
    init: &Node<c::Initializer>,
    ty: TypeId,
) -> Result<(TypeId, Init), Diag> {
    let mut lowerer = Lowerer::new(sources, std::mem::take(program));
    lowerer.unit = unit;
    lowerer.in_value = true;
    if let Some(scope) = scope {
        lowerer.scopes = vec![scope.scope.clone()];
    }
    // The program's external objects, wherever they are declared: a value
    // may name a table another file defines (`--static w=weights`).
    if let Some(scope) = lowerer.scopes.first_mut() {
        for (i, global) in lowerer.prog.globals.iter().enumerate() {
            if global.linkage == crate::core::Linkage::External && !global.is_system {
                scope
                    .names
                    .entry(global.name.clone())
                    .or_insert(super::Symbol::Global(crate::core::GlobalId(i as u32)));
            }
        }
    }
    // A compound literal becomes a global, under a name not yet taken.
    let prog = &lowerer.prog;
    let taken = prog.globals.iter().map(|g| g.name.clone());
    lowerer.used_names = taken
        .chain(prog.functions.iter().map(|f| f.name.clone()))
        .collect();
    // A pointer given a global's name points to it (the array decays).
    let as_whole = (!lowerer.prog.types.is_pointer(ty))
        .then(|| lowerer.whole_global(init))
        .flatten();
    let result = match as_whole {
        Some((global, name)) => {
            let span = lowerer.span(init.span);
            lowerer.global_as_value(global, &name, ty, span)
        }
        None => lowerer.static_initializer(ty, init),
    };
    *program = lowerer.prog;
    let (ty, init) = result?;
    check_leaves(&program.types, ty, &init)?;
    Ok((ty, init))
}

/// What C's initializers let pass but a value written by hand must not:
/// a bit-field given a number it cannot hold (C keeps the low bits), and
/// a run-time-only member or element (`long double`, `__int128`, ...)
/// given a value, which specialization could not hold: its residual
/// program would read zero.
fn check_leaves(types: &TypeTable, ty: TypeId, init: &Init) -> Result<(), Diag> {
    match init {
        Init::Scalar(e) if types.is_runtime_only(ty) => {
            let zero = match Number::of(types, e) {
                Some(Number::Int(v)) => v == 0,
                Some(Number::Float(v)) => v.to_bits() == 0,
                None => false,
            };
            if zero {
                return Ok(());
            }
            Err(diag::invalid(
                format!(
                    "the value gives a `{}` a value, and cmix holds no `{}` during specialization",
                    types.type_name(ty),
                    types.type_name(ty)
                ),
                e.span,
            )
            .with_note(
                "pass this parameter at run time (drop its `--static`), or leave the member out of the value (it is then zero)",
            ))
        }
        Init::Scalar(_) | Init::Bytes(_) => Ok(()),
        Init::Array(elems) => {
            let TypeKind::Array(elem, _) = types.kind(ty) else {
                return Ok(());
            };
            elems
                .iter()
                .try_for_each(|(_, sub)| check_leaves(types, *elem, sub))
        }
        Init::Struct(fields) => {
            let TypeKind::Struct(id) = types.kind(ty) else {
                return Ok(());
            };
            let Some(body) = &types.struct_def(*id).body else {
                return Ok(());
            };
            for (i, sub) in fields {
                let Some(field) = body.fields.get(*i) else {
                    continue;
                };
                if let (Some(bits), Init::Scalar(e)) = (&field.bits, sub) {
                    check_bit_field(types, field, bits.width, e)?;
                } else {
                    check_leaves(types, field.ty, sub)?;
                }
            }
            Ok(())
        }
    }
}

/// A bit-field's value must be one the field holds.
fn check_bit_field(
    types: &TypeTable,
    field: &crate::types::Field,
    width: u32,
    e: &Expr,
) -> Result<(), Diag> {
    let Some(Number::Int(v)) = Number::of(types, e) else {
        return Ok(());
    };
    let signed = match types.kind(field.ty) {
        TypeKind::Int(k) => k.is_signed() && *k != IntKind::Bool,
        _ => false,
    };
    let width = width.min(127);
    let (lo, hi) = if signed {
        (
            -(1i128 << (width - 1).min(126)),
            (1i128 << (width - 1).min(126)) - 1,
        )
    } else {
        (0, (1i128 << width) - 1)
    };
    if (lo..=hi).contains(&v) || width == 0 {
        return Ok(());
    }
    Err(diag::invalid(
        format!(
            "the value {v} does not fit in the {width}-bit field `{}`",
            field.name
        ),
        e.span,
    )
    .with_label(format!("`{}` holds {lo} to {hi}", field.name))
    .with_note("C would keep the value's low bits: give a number the field holds"))
}

/// A constant as a number, for comparing values across conversions.
#[derive(Clone, Copy, PartialEq)]
enum Number {
    Int(i128),
    Float(f64),
}

impl Number {
    fn of(types: &TypeTable, e: &Expr) -> Option<Number> {
        if types.is_integer(e.ty) {
            fold::int_value(types, e).map(Number::Int)
        } else {
            fold::float_value(types, e).map(Number::Float)
        }
    }
}

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Number::Int(v) => write!(f, "{v}"),
            Number::Float(v) => write!(f, "{v:?}"),
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The global a value names as a whole (`code=program`), when it is an
    /// array or a struct: those are taken as they are, not as expressions.
    fn whole_global(&self, init: &Node<c::Initializer>) -> Option<(GlobalId, String)> {
        let c::Initializer::Expression(e) = &init.node else {
            return None;
        };
        let c::Expression::Identifier(id) = &e.node else {
            return None;
        };
        let Some(Symbol::Global(g)) = self.lookup(&id.node.name) else {
            return None;
        };
        let ty = self.prog.globals[g.index()].ty;
        matches!(
            self.prog.types.kind(ty),
            TypeKind::Array(..) | TypeKind::Struct(_)
        )
        .then(|| (*g, id.node.name.clone()))
    }

    /// A const array or struct global as the value of an object of type
    /// `ty`: its initializer, if the types agree.
    fn global_as_value(
        &mut self,
        g: GlobalId,
        name: &str,
        ty: TypeId,
        span: Span,
    ) -> R<(TypeId, Init)> {
        let init = self.const_initializer(g, name, span)?;
        let global = &self.prog.globals[g.index()];
        let types = &self.prog.types;
        let length = match (types.kind(ty), types.kind(global.ty)) {
            (TypeKind::Array(want, want_len), TypeKind::Array(have, Some(len)))
                if types.unqualified_eq(*want, *have) && want_len.is_none_or(|n| n == *len) =>
            {
                Some(*len)
            }
            (TypeKind::Struct(want), TypeKind::Struct(have)) if want == have => None,
            _ => {
                return Err(diag::invalid(
                    format!(
                        "mismatched types: expected `{}`, found `{name}` (`{}`)",
                        types.type_name(ty),
                        types.type_name(global.ty)
                    ),
                    span,
                )
                .with_label(format!("this is a `{}`", types.type_name(global.ty))));
            }
        };
        let ty = match length {
            Some(len) => self.complete_array(ty, len),
            None => ty,
        };
        Ok((ty, init))
    }

    /// A global named in a value's expression: a const scalar stands for
    /// its initializer; an array or a struct is the object itself, whose
    /// address a pointer may be given (`t=table`, `p=&config`).
    pub(super) fn global_in_value(&mut self, g: GlobalId, name: &str, span: Span) -> R<Expr> {
        let global = &self.prog.globals[g.index()];
        let types = &self.prog.types;
        if !types.is_scalar(global.ty) {
            return Ok(Expr::new(ExprKind::Global(g), global.ty, span));
        }
        match self.const_initializer(g, name, span)? {
            Init::Scalar(e) => Ok(Expr { span, ..e }),
            _ => Err(Diag::bug(
                "a scalar global with an aggregate initializer",
                span,
            )),
        }
    }

    /// The initializer of a const global (zero if it has none), or why a
    /// value cannot use the global.
    fn const_initializer(&mut self, g: GlobalId, name: &str, span: Span) -> R<Init> {
        let global = &self.prog.globals[g.index()];
        let quals = self.prog.types.quals(global.ty);
        if !quals.is_const || quals.is_shared() {
            return Err(diag::invalid(
                format!("`{name}` is a variable: its value when the goal is called is not known"),
                span,
            )
            .with_note("a value can use the program's const globals with constant initializers"));
        }
        match (&global.init, global.defined) {
            (Some(init), _) => Ok(init.clone()),
            (None, true) => Ok(self.zero_initializer(global.ty, span)),
            (None, false) => Err(diag::invalid(
                format!("`{name}` is declared but not defined in the program"),
                span,
            )),
        }
    }

    fn zero_initializer(&mut self, ty: TypeId, span: Span) -> Init {
        match self.prog.types.kind(ty) {
            TypeKind::Array(..) => Init::Array(Vec::new()),
            TypeKind::Struct(_) => Init::Struct(Vec::new()),
            _ => {
                let int = self.prog.types.int(IntKind::Int);
                Init::Scalar(self.convert(Expr::new(ExprKind::IntConst(0), int, span), ty))
            }
        }
    }

    /// Converts an initializer element to `ty` as assignment does; in a
    /// value, also refuses what C only warns about and conversions that
    /// change the value.
    pub(super) fn initializer_convert(&mut self, v: Expr, ty: TypeId, span: Span) -> R<Expr> {
        if !self.in_value {
            return self.assign_convert(v, ty, span);
        }
        self.check_kinds_agree(&v, ty, span)?;
        let converted = self.assign_convert(v.clone(), ty, span)?;
        self.check_value_kept(&v, &converted, ty, span)?;
        Ok(converted)
    }

    /// Integers and pointers do not mix, except 0 for a null pointer;
    /// pointers point to the same type (or one is `void *`).
    fn check_kinds_agree(&self, v: &Expr, ty: TypeId, span: Span) -> R<()> {
        let types = &self.prog.types;
        let agree = match (types.kind(ty), types.kind(v.ty)) {
            (TypeKind::Pointer(_), TypeKind::Int(_)) => self.is_null_constant(v),
            (TypeKind::Int(_) | TypeKind::Float(_), TypeKind::Pointer(_)) => false,
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => {
                types.is_void(*a) || types.is_void(*b) || types.unqualified_eq(*a, *b)
            }
            _ => true,
        };
        if agree {
            return Ok(());
        }
        let found = match &v.kind {
            ExprKind::Decay(inner) if matches!(inner.kind, ExprKind::Str(_)) => {
                "a string".to_string()
            }
            _ => format!("`{}`", types.type_name(v.ty)),
        };
        Err(diag::invalid(
            format!(
                "mismatched types: expected `{}`, found {found}",
                types.type_name(ty)
            ),
            span,
        )
        .with_label(format!("this is {found}")))
    }

    /// An implicit conversion of a constant must keep its value (floating
    /// values may round to the precision of the type, as decimal ones do).
    fn check_value_kept(&self, source: &Expr, converted: &Expr, ty: TypeId, span: Span) -> R<()> {
        let types = &self.prog.types;
        if !types.is_arithmetic(source.ty) || !types.is_arithmetic(ty) {
            return Ok(());
        }
        let Some(before) = Number::of(types, source) else {
            return Err(
                diag::invalid("this expression has no constant value", span).with_note(
                    "signed overflow, division by zero and shifts out of range are undefined in C",
                ),
            );
        };
        let after = Number::of(types, converted);
        let kept = match (before, after) {
            (Number::Int(a), Some(Number::Int(b))) => a == b,
            (Number::Float(a), Some(Number::Int(b))) => b as f64 == a,
            (Number::Int(a), Some(Number::Float(b))) => b == a as f64 && b as i128 == a,
            // Rounding is what a decimal literal does anyway; overflow to
            // infinity is not.
            (Number::Float(a), Some(Number::Float(b))) => b.is_finite() || !a.is_finite(),
            (_, None) => false,
        };
        if kept {
            return Ok(());
        }
        let target = types.type_name(ty);
        let label = match after {
            Some(after) => format!("converted to `{target}` this would be {after}"),
            None => format!("out of range for `{target}`"),
        };
        Err(diag::invalid(
            format!("the value {before} does not fit in `{target}`"),
            span,
        )
        .with_label(label)
        .with_note(format!(
            "a cast converts it anyway: `({target})` before the value"
        )))
    }
}
