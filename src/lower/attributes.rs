//! gcc attributes on declarations: those that change nothing for a
//! conforming program (dropped), the layout ones (`packed`, `aligned`,
//! see `structs.rs`), asm labels, and `mode`, which picks the integer or
//! floating type of a machine mode's width.

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R};
use crate::diag;
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

/// gcc attributes that do not change the meaning of a conforming program
/// (they are hints, diagnostics or calling facts), so dropping them is safe.
const HARMLESS_ATTRIBUTES: &[&str] = &[
    "noreturn",
    "unused",
    "used",
    "noinline",
    "always_inline",
    "gnu_inline",
    "nothrow",
    "leaf",
    "pure",
    "const",
    "malloc",
    "nonnull",
    "format",
    "format_arg",
    "warn_unused_result",
    "deprecated",
    "artificial",
    "cold",
    "hot",
    "returns_nonnull",
    "sentinel",
    "access",
    "alloc_size",
    "alloc_align",
    "visibility",
    "noclone",
    "noipa",
    "optimize",
    "no_instrument_function",
    "externally_visible",
    "fallthrough",
    "maybe_unused",
    "unavailable",
    "nodiscard",
    "flatten",
    "no_icf",
    "noplt",
    "warning",
    "error",
    "assume_aligned",
    "no_sanitize_address",
    "no_sanitize",
    "no_stack_protector",
    "stack_protect",
    "target_clones",
    "returns_twice",
    "fd_arg",
    "fd_arg_read",
    "fd_arg_write",
    "null_terminated_string_arg",
    // Diagnostics only.
    "nonstring",
    "designated_init",
    "warn_if_not_aligned",
    // Code generation that computes the same: instrumentation, stack
    // splitting, register clearing, patch areas, the order and retention
    // of sections, the TLS access sequence, automatic initialization.
    "no_profile_instrument_function",
    "no_split_stack",
    "zero_call_used_regs",
    "patchable_function_entry",
    "no_reorder",
    "retain",
    "tls_model",
    "uninitialized",
];

/// Words in `optimize` options that change what code means rather than
/// how fast it runs: strict aliasing, overflow and floating-point rules.
const SEMANTIC_OPTIMIZE_OPTIONS: &[&str] = &[
    "aliasing",
    "wrapv",
    "trapv",
    "math",
    "fast",
    "signed-zeros",
    "null-pointer",
    "fp-contract",
    "excess-precision",
    "float-store",
    "strict-overflow",
];

/// The first option of an `optimize(...)` attribute that changes the
/// meaning of code, if any (levels and other optimizations are harmless).
fn semantic_optimize_option(attr: &c::Attribute) -> Option<String> {
    let bare = attr
        .name
        .node
        .trim_start_matches("__")
        .trim_end_matches("__");
    if bare != "optimize" {
        return None;
    }
    attr.arguments.iter().find_map(|arg| {
        let c::Expression::StringLiteral(s) = &arg.node else {
            return None;
        };
        let text = s.node.concat();
        SEMANTIC_OPTIMIZE_OPTIONS
            .iter()
            .any(|w| text.contains(w))
            .then(|| text.trim_matches('"').to_string())
    })
}

/// A `constructor` or `destructor` attribute as written back: the name,
/// with its priority if it has one (`constructor(101)`).
fn startup_attribute(bare: &str, attr: &c::Attribute, span: Span) -> R<String> {
    let priority = match attr.arguments.as_slice() {
        [] => return Ok(bare.to_string()),
        [priority] => priority,
        _ => {
            return Err(diag::invalid(
                format!("`{bare}` takes at most one argument, its priority"),
                span,
            ));
        }
    };
    let c::Expression::Constant(constant) = &priority.node else {
        return Err(diag::unsupported(
            &format!("a `{bare}` priority other than an integer literal"),
            span,
        ));
    };
    let c::Constant::Integer(i) = &constant.node else {
        return Err(diag::unsupported(
            &format!("a `{bare}` priority other than an integer literal"),
            span,
        ));
    };
    let prefix = match i.base {
        c::IntegerBase::Decimal => "",
        c::IntegerBase::Octal => "0",
        c::IntegerBase::Hexadecimal => "0x",
        c::IntegerBase::Binary => "0b",
    };
    Ok(format!("{bare}({prefix}{})", i.number))
}

/// An attribute's string arguments as C source: `"avx2", "fma"`.
fn attribute_arguments_text(attr: &c::Attribute) -> String {
    let parts: Vec<String> = attr
        .arguments
        .iter()
        .filter_map(|arg| match &arg.node {
            c::Expression::StringLiteral(s) => Some(s.node.join(" ")),
            _ => None,
        })
        .collect();
    parts.join(", ")
}

fn is_harmless_attribute(name: &str) -> bool {
    let bare = name.trim_start_matches("__").trim_end_matches("__");
    HARMLESS_ATTRIBUTES.contains(&bare)
}

/// A `mode` attribute met, with its span.
pub(super) type ModeAttribute = Option<(Mode, Span)>;

/// A `mode` attribute's machine mode: a width of integer or a floating
/// type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Int(u32),
    Float(FloatKind),
    /// `V4SI`: so many elements of an integer or floating mode.
    Vector(u64, Element),
}

/// A vector mode's element mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Element {
    Int(u32),
    Float(FloatKind),
}

/// The scalar machine modes (`SI`, `DF`): integer widths and floating types.
fn scalar_mode(m: &str) -> Option<Element> {
    Some(match m {
        "QI" | "byte" => Element::Int(8),
        "HI" => Element::Int(16),
        "SI" => Element::Int(32),
        // x86-64's word and pointer modes are DImode.
        "DI" | "word" | "pointer" => Element::Int(64),
        "TI" => Element::Int(128),
        "SF" => Element::Float(FloatKind::Float),
        "DF" => Element::Float(FloatKind::Double),
        "XF" => Element::Float(FloatKind::LongDouble),
        _ => return None,
    })
}

impl<'a> Lowerer<'a> {
    pub(super) fn check_extensions(&mut self, exts: &[Node<c::Extension>]) -> R<Option<String>> {
        let mut label = None;
        for e in exts {
            match &e.node {
                c::Extension::Attribute(attr) => {
                    let name = &attr.name.node;
                    if super::vector::is_vector_size(attr) {
                        if self.vector_size_applied {
                            continue;
                        }
                        return Err(diag::unsupported(
                            "`vector_size` here (cmix takes it in a declaration's specifiers or after a plain name)",
                            self.span(e.span),
                        ));
                    }
                    if self.member_layout.is_some()
                        && let Some(layout) = self.layout_attribute(attr, self.span(e.span))?
                    {
                        let gathered = self.member_layout.get_or_insert_default();
                        gathered.packed |= layout.packed;
                        gathered.aligned = gathered.aligned.max(layout.aligned);
                        continue;
                    }
                    if self.variable_alignment.is_some()
                        && let Some(layout) = self.layout_attribute(attr, self.span(e.span))?
                    {
                        if layout.packed {
                            return Err(diag::unsupported(
                                "`packed` on a variable",
                                self.span(e.span),
                            ));
                        }
                        let slot = self.variable_alignment.get_or_insert_default();
                        *slot = (*slot).max(layout.aligned);
                        continue;
                    }
                    if let Some(mode) = self.mode_attribute(attr, self.span(e.span))? {
                        match self.mode_slot.as_mut() {
                            Some(slot) => *slot = Some(mode),
                            None => {
                                return Err(diag::unsupported(
                                    "the attribute `mode` here (cmix takes it in the specifiers and after the declarator)",
                                    self.span(e.span),
                                ));
                            }
                        }
                        continue;
                    }
                    if name.trim_start_matches("__").trim_end_matches("__") == "may_alias" {
                        match self.typedef_may_alias.as_mut() {
                            Some(seen) => *seen = true,
                            None => {
                                return Err(diag::unsupported(
                                    "`may_alias` here (cmix takes it on typedefs)",
                                    self.span(e.span),
                                ));
                            }
                        }
                        continue;
                    }
                    if name.trim_start_matches("__").trim_end_matches("__") == "alias" {
                        let target = attr.arguments.first().and_then(|a| match &a.node {
                            c::Expression::StringLiteral(s) => super::literal::string(&s.node).ok(),
                            _ => None,
                        });
                        let Some(mut bytes) = target.map(|v| v.bytes) else {
                            return Err(diag::invalid(
                                "`alias` takes the name of a variable or function as a string",
                                self.span(e.span),
                            ));
                        };
                        bytes.pop();
                        self.declared_alias = Some(String::from_utf8_lossy(&bytes).into_owned());
                        continue;
                    }
                    let bare = name.trim_start_matches("__").trim_end_matches("__");
                    if bare == "constructor" || bare == "destructor" {
                        self.function_startup =
                            Some(startup_attribute(bare, attr, self.span(e.span))?);
                        continue;
                    }
                    if name.trim_start_matches("__").trim_end_matches("__") == "weak" {
                        self.function_weak = true;
                        continue;
                    }
                    if name.trim_start_matches("__").trim_end_matches("__") == "target" {
                        self.function_target = Some(attribute_arguments_text(attr));
                        continue;
                    }
                    if let Some(option) = semantic_optimize_option(attr) {
                        return Err(diag::unsupported(
                            &format!(
                                "`optimize(\"{option}\")`, which changes what the function means (the residual program is built without it)"
                            ),
                            self.span(e.span),
                        ));
                    }
                    if !is_harmless_attribute(name) {
                        return Err(diag::unsupported(
                            &format!("the attribute `{name}`"),
                            self.span(e.span),
                        ));
                    }
                }
                c::Extension::AsmLabel(s) => {
                    let value = super::literal::string(&s.node)
                        .map_err(|m| diag::invalid(m, self.span(s.span)))?;
                    let mut bytes = value.bytes;
                    bytes.pop();
                    label = Some(String::from_utf8_lossy(&bytes).into_owned());
                }
                c::Extension::AvailabilityAttribute(_) => {}
            }
        }
        Ok(label)
    }

    /// Gives the variable `name` just declared the alignment its
    /// declaration's `aligned` attribute asks for (the largest of its
    /// declarations', as gcc takes them).
    pub(super) fn declare_alignment(
        &mut self,
        name: &str,
        align: Option<u64>,
        span: Span,
    ) -> R<()> {
        let Some(align) = align else {
            return Ok(());
        };
        match self.lookup(name).cloned() {
            Some(super::Symbol::Global(g)) => {
                let global = &mut self.prog.globals[g.index()];
                global.align = global.align.max(Some(align));
            }
            Some(super::Symbol::Local(l)) => {
                if let Some(fb) = self.fb.as_mut() {
                    let local = &mut fb.locals[l.index()];
                    local.align = local.align.max(Some(align));
                }
            }
            _ => return Err(diag::unsupported("`aligned` on this declaration", span)),
        }
        Ok(())
    }

    /// Lowers `exts`, where a `mode` attribute is allowed: the mode found,
    /// with the attribute's span.
    pub(super) fn extensions_with_mode(
        &mut self,
        exts: &[Node<c::Extension>],
    ) -> R<(Option<String>, ModeAttribute)> {
        let saved = self.mode_slot.replace(None);
        let checked = self.check_extensions(exts);
        let mode = std::mem::replace(&mut self.mode_slot, saved).flatten();
        Ok((checked?, mode))
    }

    /// The machine mode of a `mode(M)` attribute (`None` for any other
    /// attribute): the modes of C's integer and floating types on x86-64.
    fn mode_attribute(&mut self, attr: &c::Attribute, span: Span) -> R<ModeAttribute> {
        let name = attr.name.node.as_str();
        if name.trim_start_matches("__").trim_end_matches("__") != "mode" {
            return Ok(None);
        }
        let [arg] = attr.arguments.as_slice() else {
            return Err(diag::invalid("`mode` takes one argument", span));
        };
        let c::Expression::Identifier(id) = &arg.node else {
            return Err(diag::invalid(
                "`mode` takes the name of a machine mode",
                span,
            ));
        };
        let written = id.node.name.as_str();
        let m = match written
            .strip_prefix("__")
            .and_then(|m| m.strip_suffix("__"))
        {
            Some(inner) if written.len() > 4 => inner,
            _ => written,
        };
        let vector = m.strip_prefix('V').and_then(|rest| {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let count: u64 = rest[..digits].parse().ok()?;
            Some((count, scalar_mode(&rest[digits..])?))
        });
        let mode = match (scalar_mode(m), vector) {
            (Some(Element::Int(bits)), _) => Mode::Int(bits),
            (Some(Element::Float(k)), _) => Mode::Float(k),
            (None, Some((count, elem))) if count.is_power_of_two() => Mode::Vector(count, elem),
            _ => {
                return Err(diag::unsupported(&format!("the mode `{written}`"), span));
            }
        };
        Ok(Some((mode, span)))
    }

    /// The type `ty` becomes under a `mode` attribute, as gcc makes it: the
    /// integer type of that width with `ty`'s signedness (`long` for 64
    /// bits; an enum is its integer type in cmix), the floating type of a
    /// floating mode, a pointer unchanged by its own mode.
    pub(super) fn apply_mode(&mut self, ty: TypeId, mode: ModeAttribute) -> R<TypeId> {
        let Some((mode, span)) = mode else {
            return Ok(ty);
        };
        let types = &mut self.prog.types;
        let quals = types.quals(ty);
        let inappropriate = || {
            diag::invalid(
                "the attribute `mode` applied to an inappropriate type",
                span,
            )
        };
        let new = match (types.kind(ty).clone(), mode) {
            (TypeKind::Int(k), Mode::Int(bits)) if k != IntKind::Bool => {
                let signed = k.is_signed();
                let kind = match (bits, signed) {
                    (8, true) => IntKind::SChar,
                    (8, false) => IntKind::UChar,
                    (16, true) => IntKind::Short,
                    (16, false) => IntKind::UShort,
                    (32, true) => IntKind::Int,
                    (32, false) => IntKind::UInt,
                    (128, true) => IntKind::Int128,
                    (128, false) => IntKind::UInt128,
                    (_, true) => IntKind::Long,
                    (_, false) => IntKind::ULong,
                };
                types.int(kind)
            }
            (TypeKind::Float(_), Mode::Float(kind)) => types.float(kind),
            // `int __attribute__((mode(V4SI)))`: the vector of the
            // element mode's type.
            (TypeKind::Int(_) | TypeKind::Float(_), Mode::Vector(count, elem)) => {
                let scalar = match elem {
                    Element::Int(bits) => Mode::Int(bits),
                    Element::Float(k) => Mode::Float(k),
                };
                let elem_ty = self.apply_mode(ty, Some((scalar, span)))?;
                let bytes = self.prog.types.size_of(elem_ty).unwrap_or(0) * count;
                return self.vector_of(elem_ty, bytes, span);
            }
            (TypeKind::Pointer(_), Mode::Int(64)) => return Ok(ty),
            (TypeKind::Pointer(_), _) => {
                return Err(diag::invalid("an invalid pointer mode", span));
            }
            _ => return Err(inappropriate()),
        };
        Ok(types.with_quals(new, quals))
    }

    /// The type a typedef of `ty` with `aligned(align)` and/or `may_alias`
    /// names: for an integer, floating, pointer or vector type, `ty` with
    /// those attributes (gcc lets a typedef lower the alignment as well as
    /// raise it); other types are refused.
    pub(super) fn attributed_typedef(
        &mut self,
        ty: TypeId,
        (align, may_alias): (Option<u64>, bool),
        span: Span,
    ) -> R<TypeId> {
        let types = &mut self.prog.types;
        let supported = match types.kind(ty) {
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Vector(..) => {
                true
            }
            // A complete struct's typedef, emitted after its body; one
            // that lowers the alignment would change the layout of arrays.
            TypeKind::Struct(_) => {
                types.is_complete(ty)
                    && align.is_none_or(|a| types.align_of(ty).is_some_and(|old| a >= old))
            }
            _ => false,
        };
        if !supported {
            let what = if align.is_some() {
                "aligned"
            } else {
                "may_alias"
            };
            return Err(diag::unsupported(
                &format!(
                    "`{what}` on a typedef of `{}` (cmix takes it on typedefs of integer, floating, pointer and vector types, and of complete structs without lowering their alignment)",
                    types.type_name(ty)
                ),
                span,
            ));
        }
        // gcc takes `may_alias` on a struct's definition: the struct is
        // written with it (a typedef of a complete struct would lose it).
        if let TypeKind::Struct(s) = types.kind(ty).clone()
            && may_alias
        {
            if let Some(body) = types.structs[s.0 as usize].body.as_mut() {
                body.layout.may_alias = true;
            }
            return Ok(match align {
                Some(_) => types.with_typedef_attributes(ty, align, false),
                None => ty,
            });
        }
        Ok(types.with_typedef_attributes(ty, align, may_alias))
    }
}
