//! Declarations: specifiers and declarators to types (struct, union and
//! enum bodies are `structs.rs`'s), typedefs, variable-length arrays,
//! globals and function declarations (definitions are
//! `definitions.rs`'s).

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R, Scope, Symbol};
use crate::core::{ExprKind, FuncId, Function, Global, GlobalId, Linkage, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{FloatKind, FuncSig, IntKind, Quals, TypeId, TypeKind};

/// A parameter of a prototype: its name (if given) and adjusted type.
pub(super) type NamedParam = (Option<(String, Span)>, TypeId);

/// The storage class and base type of a declaration.
pub(super) struct DeclSpec {
    pub base: TypeId,
    pub storage: Option<c::StorageClassSpecifier>,
    /// `aligned(N)` among a typedef's specifiers (`typedef
    /// __attribute__((aligned(1))) U16 unalign16;`).
    pub typedef_align: Option<u64>,
    /// `_Thread_local` (or gcc's `__thread`), beside `static` or `extern`.
    pub thread_local: bool,
    /// `aligned(N)` or `_Alignas(N)` among a variable declaration's
    /// specifiers: the alignment of each variable it declares.
    pub variable_align: Option<u64>,
}

/// A declarator applied to a base type.
pub(super) struct Declared<'n> {
    pub name: Option<(String, Span)>,
    pub ty: TypeId,
    /// The parameter list next to the name, for function definitions.
    pub params: Option<&'n Node<c::FunctionDeclarator>>,
    /// The identifier list of a K&R definition.
    pub kr_names: Option<&'n Vec<Node<c::Identifier>>>,
    pub asm_label: Option<String>,
}

/// Names a declaration introduces: (name, is_tag).
pub(super) fn declared_names(d: &c::Declaration) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for s in &d.specifiers {
        if let c::DeclarationSpecifier::TypeSpecifier(ts) = &s.node {
            match &ts.node {
                c::TypeSpecifier::Struct(st) => {
                    if let Some(id) = &st.node.identifier {
                        out.push((id.node.name.clone(), true));
                    }
                }
                c::TypeSpecifier::Enum(en) => {
                    if let Some(id) = &en.node.identifier {
                        out.push((id.node.name.clone(), true));
                    }
                    for e in &en.node.enumerators {
                        out.push((e.node.identifier.node.name.clone(), false));
                    }
                }
                _ => {}
            }
        }
    }
    for init in &d.declarators {
        if let Some(name) = declarator_name(&init.node.declarator.node) {
            out.push((name, false));
        }
    }
    out
}

pub(super) fn declarator_name(d: &c::Declarator) -> Option<String> {
    match &d.kind.node {
        c::DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        c::DeclaratorKind::Declarator(inner) => declarator_name(&inner.node),
        c::DeclaratorKind::Abstract => None,
    }
}

impl<'a> Lowerer<'a> {
    pub(super) fn decl_specifiers(
        &mut self,
        specs: &[Node<c::DeclarationSpecifier>],
        span: Span,
    ) -> R<DeclSpec> {
        let mut type_specs = Vec::new();
        let mut quals = Quals::NONE;
        let mut storage = None;
        let mut thread_local = false;
        let mut alignas: Option<u64> = None;
        let mut extensions = Vec::new();
        for s in specs {
            match &s.node {
                c::DeclarationSpecifier::StorageClass(sc) => {
                    match sc.node {
                        c::StorageClassSpecifier::ThreadLocal => {
                            thread_local = true;
                            continue;
                        }
                        c::StorageClassSpecifier::Auto | c::StorageClassSpecifier::Register => {}
                        _ => {}
                    }
                    if storage.is_some()
                        && !matches!(
                            sc.node,
                            c::StorageClassSpecifier::Auto | c::StorageClassSpecifier::Register
                        )
                    {
                        return Err(diag::invalid(
                            "more than one storage class in a declaration",
                            self.span(sc.span),
                        ));
                    }
                    if !matches!(
                        sc.node,
                        c::StorageClassSpecifier::Auto | c::StorageClassSpecifier::Register
                    ) {
                        storage = Some(sc.node.clone());
                    }
                }
                c::DeclarationSpecifier::TypeSpecifier(ts) => type_specs.push(ts),
                c::DeclarationSpecifier::TypeQualifier(q) => {
                    quals = self.add_qualifier(quals, q)?;
                }
                c::DeclarationSpecifier::Function(_) => {}
                c::DeclarationSpecifier::Alignment(a) => {
                    if !self.variable_specifiers {
                        return Err(diag::unsupported(
                            "_Alignas here (cmix takes it on variables)",
                            self.span(a.span),
                        ));
                    }
                    let n = match &a.node {
                        c::AlignmentSpecifier::Type(t) => {
                            let ty = self.type_name(t)?;
                            self.prog.types.align_of(ty).ok_or_else(|| {
                                diag::invalid("_Alignas of an incomplete type", self.span(a.span))
                            })?
                        }
                        c::AlignmentSpecifier::Constant(e) => {
                            let n = self.const_int(e)?;
                            if n < 0 || (n != 0 && n & (n - 1) != 0) {
                                return Err(diag::invalid(
                                    "the alignment is not a power of two",
                                    self.span(a.span),
                                ));
                            }
                            n as u64
                        }
                    };
                    alignas = alignas.max(Some(n).filter(|n| *n > 0));
                }
                c::DeclarationSpecifier::Extension(exts) => extensions.push(exts),
            }
        }
        let vector = self.vector_size(&extensions)?;
        self.vector_size_applied = true;
        let checked = self.specifier_layout(&extensions);
        self.vector_size_applied = false;
        let (layout, mode) = checked?;
        let is_typedef = matches!(storage, Some(c::StorageClassSpecifier::Typedef));
        let defines_body = type_specs.iter().any(
            |t| matches!(&t.node, c::TypeSpecifier::Struct(st) if st.node.declarations.is_some()),
        );
        let mut variable_align = alignas;
        let typedef_align = if is_typedef && !defines_body && !layout.packed {
            layout.aligned
        } else if self.variable_specifiers && !is_typedef && !defines_body && !layout.packed {
            // `aligned` among a variable declaration's specifiers is the
            // variables'.
            variable_align = variable_align.max(layout.aligned);
            None
        } else {
            self.place_specifier_layout(layout, &type_specs, None, span)?;
            None
        };
        let base = self.base_type(&type_specs, span, is_typedef);
        self.pending_layout = None;
        let base = self.apply_mode(base?, mode)?;
        let mut base = self.prog.types.add_quals(base, quals);
        if let Some((bytes, at)) = vector {
            base = self.vector_of(base, bytes, at)?;
        }
        Ok(DeclSpec {
            base,
            storage,
            typedef_align,
            thread_local,
            variable_align,
        })
    }

    fn add_qualifier(&mut self, quals: Quals, q: &Node<c::TypeQualifier>) -> R<Quals> {
        let mut quals = quals;
        match q.node {
            c::TypeQualifier::Const => quals.is_const = true,
            c::TypeQualifier::Volatile => quals.is_volatile = true,
            c::TypeQualifier::Restrict
            | c::TypeQualifier::Nonnull
            | c::TypeQualifier::Nullable
            | c::TypeQualifier::NullUnspecified => {}
            c::TypeQualifier::Atomic => quals.is_atomic = true,
        }
        Ok(quals)
    }

    /// The type named by a specifier-qualifier list (struct fields, type names).
    pub(super) fn specifier_qualifiers(
        &mut self,
        specs: &[Node<c::SpecifierQualifier>],
        span: Span,
    ) -> R<TypeId> {
        self.member_specifier_qualifiers(specs, span, None)
    }

    /// As `specifier_qualifiers`; a member's own layout attributes written
    /// there go to `member`.
    pub(super) fn member_specifier_qualifiers(
        &mut self,
        specs: &[Node<c::SpecifierQualifier>],
        span: Span,
        member: Option<&mut crate::types::LayoutAttrs>,
    ) -> R<TypeId> {
        let mut type_specs = Vec::new();
        let mut quals = Quals::NONE;
        let mut extensions = Vec::new();
        for s in specs {
            match &s.node {
                c::SpecifierQualifier::TypeSpecifier(ts) => type_specs.push(ts),
                c::SpecifierQualifier::TypeQualifier(q) => quals = self.add_qualifier(quals, q)?,
                c::SpecifierQualifier::Extension(exts) => extensions.push(exts),
            }
        }
        let vector = self.vector_size(&extensions)?;
        self.vector_size_applied = true;
        let checked = self.specifier_layout(&extensions);
        self.vector_size_applied = false;
        let (layout, mode) = checked?;
        self.place_specifier_layout(layout, &type_specs, member, span)?;
        let base = self.base_type(&type_specs, span, false);
        self.pending_layout = None;
        let base = self.apply_mode(base?, mode)?;
        let base = self.prog.types.add_quals(base, quals);
        match vector {
            Some((bytes, at)) => self.vector_of(base, bytes, at),
            None => Ok(base),
        }
    }

    pub(super) fn base_type(
        &mut self,
        specs: &[&Node<c::TypeSpecifier>],
        span: Span,
        in_typedef: bool,
    ) -> R<TypeId> {
        use c::TypeSpecifier as TS;
        let (mut void, mut char, mut short, mut int, mut long) = (0, 0, 0, 0, 0);
        let (mut float, mut double, mut signed, mut unsigned, mut boolean) = (0, 0, 0, 0, 0);
        let mut complex = 0;
        let mut named: Option<TypeId> = None;
        for ts in specs {
            let sp = self.span(ts.span);
            match &ts.node {
                TS::Void => void += 1,
                TS::Char => char += 1,
                TS::Short => short += 1,
                TS::Int => int += 1,
                TS::Long => long += 1,
                TS::Float => float += 1,
                TS::Double => double += 1,
                TS::Signed => signed += 1,
                TS::Unsigned => unsigned += 1,
                TS::Bool => boolean += 1,
                TS::Complex => complex += 1,
                TS::Atomic(tn) => {
                    let ty = self.type_name(tn)?;
                    let atomic = Quals {
                        is_atomic: true,
                        ..Quals::NONE
                    };
                    named = Some(self.prog.types.add_quals(ty, atomic));
                }
                TS::TS18661Float(_) => {
                    return Err(diag::unsupported("the _FloatN and _DecimalN types", sp));
                }
                TS::Struct(st) => named = Some(self.struct_specifier(st, in_typedef)?),
                TS::Enum(en) => named = Some(self.enum_specifier(en)?),
                TS::TypedefName(id) => named = Some(self.typedef_name(id)?),
                TS::TypeOf(t) => {
                    named = Some(match &t.node {
                        c::TypeOf::Type(tn) => self.type_name(tn)?,
                        c::TypeOf::Expression(e) => {
                            let ty = self.typeof_expression(e)?;
                            self.prog.types.unqualified(ty)
                        }
                    })
                }
            }
        }
        let keywords =
            void + char + short + int + long + float + double + signed + unsigned + boolean;
        if complex > 0 {
            return self.complex_type(complex, specs, span, in_typedef);
        }
        if let Some(t) = named {
            if keywords > 0 || specs.len() > 1 {
                return Err(diag::invalid(
                    "invalid combination of type specifiers",
                    span,
                ));
            }
            return Ok(t);
        }
        let types = &mut self.prog.types;
        let bad = || diag::invalid("invalid combination of type specifiers", span);
        if signed > 1 || unsigned > 1 || signed + unsigned > 1 || long > 2 || short > 1 {
            return Err(bad());
        }
        let others = void + char + short + float + double + boolean;
        let ty = if void == 1 {
            if keywords != 1 {
                return Err(bad());
            }
            types.void()
        } else if boolean == 1 {
            if keywords != 1 {
                return Err(bad());
            }
            types.int(IntKind::Bool)
        } else if float == 1 {
            if keywords != 1 {
                return Err(bad());
            }
            types.float(FloatKind::Float)
        } else if double == 1 {
            if keywords != 1 + long || long > 1 {
                return Err(bad());
            }
            types.float(if long == 1 {
                FloatKind::LongDouble
            } else {
                FloatKind::Double
            })
        } else if char == 1 {
            if others != 1 || int + long > 0 {
                return Err(bad());
            }
            types.int(if signed == 1 {
                IntKind::SChar
            } else if unsigned == 1 {
                IntKind::UChar
            } else {
                IntKind::Char
            })
        } else if others > short || int > 1 {
            return Err(bad());
        } else if short == 1 {
            if long > 0 {
                return Err(bad());
            }
            types.int(if unsigned == 1 {
                IntKind::UShort
            } else {
                IntKind::Short
            })
        } else if keywords == 0 {
            return Err(diag::unsupported(
                "a declaration without a type (implicit int)",
                span,
            ));
        } else {
            let kind = match (long, unsigned == 1) {
                (0, false) => IntKind::Int,
                (0, true) => IntKind::UInt,
                (1, false) => IntKind::Long,
                (1, true) => IntKind::ULong,
                (_, false) => IntKind::LongLong,
                (_, true) => IntKind::ULongLong,
            };
            types.int(kind)
        };
        Ok(ty)
    }

    fn typedef_name(&mut self, id: &Node<c::Identifier>) -> R<TypeId> {
        let span = self.span(id.span);
        if let Some(wide) = super::complex::int128_name(&id.node.name) {
            return Ok(self.prog.types.int(wide));
        }
        match self.lookup(&id.node.name) {
            Some(Symbol::Typedef(t)) => Ok(*t),
            Some(Symbol::Poisoned(d)) => Err(self.poisoned(d, span)),
            _ => {
                if id.node.name == "__builtin_va_list" {
                    return Ok(self.prog.types.mk(TypeKind::VaList));
                }
                Err(diag::invalid(
                    format!("`{}` is not a type name here", id.node.name),
                    span,
                ))
            }
        }
    }

    /// The type of a type name (`sizeof(T)`, casts).
    pub(super) fn type_name(&mut self, tn: &Node<c::TypeName>) -> R<TypeId> {
        let span = self.span(tn.span);
        let base = self.specifier_qualifiers(&tn.node.specifiers, span)?;
        match &tn.node.declarator {
            Some(d) => Ok(self.declarator(base, d, false)?.ty),
            None => Ok(base),
        }
    }

    /// Applies a declarator to a base type (pointers first, then the array
    /// and function suffixes from the inside out, then any nested
    /// declarator). In a parameter, an array next to the name is adjusted
    /// to a pointer (its size is not evaluated, so `int a[n]` is fine).
    pub(super) fn declarator<'n>(
        &mut self,
        base: TypeId,
        d: &'n Node<c::Declarator>,
        is_param: bool,
    ) -> R<Declared<'n>> {
        let derived = &d.node.derived;
        // `typedef int V __attribute__((vector_size(16)));`
        let vector = self.vector_size(&[&d.node.extensions])?;
        self.vector_size_applied = derived.is_empty();
        let checked = self.extensions_with_mode(&d.node.extensions);
        self.vector_size_applied = false;
        let (asm_label, mode) = checked?;
        let base = match vector {
            Some((bytes, at)) => self.vector_of(base, bytes, at)?,
            None => base,
        };
        // Only the declarator's own attributes give the variable's
        // alignment: not its parameters' or a nested declarator's.
        let alignment = self.variable_alignment.take();
        let declared = self.declarator_rest(base, d, is_param, asm_label, mode);
        self.variable_alignment = alignment;
        declared
    }

    fn declarator_rest<'n>(
        &mut self,
        base: TypeId,
        d: &'n Node<c::Declarator>,
        is_param: bool,
        asm_label: Option<String>,
        mode: super::attributes::ModeAttribute,
    ) -> R<Declared<'n>> {
        let mut ty = base;
        let derived = &d.node.derived;
        let split = derived
            .iter()
            .position(|x| !matches!(x.node, c::DerivedDeclarator::Pointer(_)))
            .unwrap_or(derived.len());
        for p in &derived[..split] {
            if let c::DerivedDeclarator::Pointer(quals) = &p.node {
                ty = self.pointer_to(ty, self.span(p.span))?;
                let mut q = Quals::NONE;
                for pq in quals {
                    match &pq.node {
                        c::PointerQualifier::TypeQualifier(tq) => q = self.add_qualifier(q, tq)?,
                        c::PointerQualifier::Extension(exts) => {
                            self.check_extensions(exts)?;
                        }
                    }
                }
                ty = self.prog.types.add_quals(ty, q);
            }
        }
        // `(name)(params)` (a parenthesized name, as macros produce) puts
        // the parameter list next to the name all the same.
        let innermost = match &d.node.kind.node {
            c::DeclaratorKind::Declarator(inner) => is_plain_name(&inner.node),
            _ => true,
        };
        let mut params = None;
        let mut kr_names = None;
        for (i, x) in derived[split..].iter().enumerate().rev() {
            let closest = i == 0 && innermost;
            let sp = self.span(x.span);
            match &x.node {
                c::DerivedDeclarator::Pointer(_) => {
                    return Err(Diag::bug("pointer after array declarator", sp));
                }
                c::DerivedDeclarator::Array(arr) => {
                    if is_param && closest {
                        // The size is not part of the type, but C evaluates
                        // it on entry: only constants are safe to drop.
                        // A size without side effects need not run: `double
                        // a[n]` is `double *a`.
                        if let c::ArraySize::VariableExpression(e)
                        | c::ArraySize::StaticExpression(e) = &arr.node.size
                            && !super::vla::is_pure(e)
                            && self.const_int(e).is_err()
                        {
                            // Run at the definition's entry (`function_body`).
                            let Some(param) = self
                                .param_size_effects
                                .last_mut()
                                .and_then(|list| list.last_mut())
                            else {
                                return Err(diag::unsupported(
                                    "variable-length array parameters whose size has side effects, in an old-style definition",
                                    self.span(e.span),
                                ));
                            };
                            param.push((**e).clone());
                        }
                        ty = self.pointer_to(ty, sp)?;
                        let mut q = Quals::NONE;
                        for tq in &arr.node.qualifiers {
                            q = self.add_qualifier(q, tq)?;
                        }
                        ty = self.prog.types.add_quals(ty, q);
                    } else {
                        ty = self.array_type(ty, &arr.node.size, sp)?;
                    }
                }
                c::DerivedDeclarator::Function(fd) => {
                    ty = self.function_type(ty, fd, sp)?;
                    if closest {
                        params = Some(fd);
                    }
                }
                c::DerivedDeclarator::KRFunction(names) => {
                    let ret = self.check_return_type(ty, sp)?;
                    ty = self.prog.types.mk(TypeKind::Function(FuncSig {
                        ret,
                        params: Vec::new(),
                        variadic: false,
                        prototyped: false,
                    }));
                    if closest {
                        kr_names = Some(names);
                    }
                }
                c::DerivedDeclarator::Block(_) => {
                    return Err(diag::unsupported("block pointers", sp));
                }
            }
        }
        if mode.is_some() && matches!(d.node.kind.node, c::DeclaratorKind::Declarator(_)) {
            let span = self.span(d.span);
            return Err(diag::unsupported(
                "`mode` on a parenthesized declarator",
                span,
            ));
        }
        let ty = self.apply_mode(ty, mode)?;
        match &d.node.kind.node {
            c::DeclaratorKind::Identifier(id) => Ok(Declared {
                name: Some((id.node.name.clone(), self.span(id.span))),
                ty,
                params,
                kr_names,
                asm_label,
            }),
            c::DeclaratorKind::Abstract => Ok(Declared {
                name: None,
                ty,
                params,
                kr_names,
                asm_label,
            }),
            c::DeclaratorKind::Declarator(inner) => {
                let mut inner = self.declarator(ty, inner, is_param)?;
                if inner.asm_label.is_none() {
                    inner.asm_label = asm_label;
                }
                if inner.params.is_none() && inner.kr_names.is_none() {
                    inner.params = params;
                    inner.kr_names = kr_names;
                }
                Ok(inner)
            }
        }
    }

    pub(super) fn pointer_to(&mut self, ty: TypeId, _span: Span) -> R<TypeId> {
        Ok(self.prog.types.pointer_to(ty))
    }

    fn array_type(&mut self, elem: TypeId, size: &c::ArraySize, span: Span) -> R<TypeId> {
        match self.prog.types.kind(elem) {
            TypeKind::Function(_) => {
                return Err(diag::invalid("array of functions", span));
            }
            TypeKind::Void => return Err(diag::invalid("array of void", span)),
            _ => {}
        }
        if !self.prog.types.is_complete(elem) && !self.prog.types.is_variably_modified(elem) {
            return Err(diag::invalid(
                format!(
                    "array of incomplete type `{}`",
                    self.prog.types.type_name(elem)
                ),
                span,
            ));
        }
        let len = match size {
            c::ArraySize::Unknown => None,
            c::ArraySize::VariableUnknown => {
                return self.variable_array_type(elem, None, span);
            }
            c::ArraySize::VariableExpression(e) | c::ArraySize::StaticExpression(e) => {
                let Ok(n) = self.const_int(e) else {
                    let span = self.span(e.span);
                    return self.variable_array_type(elem, Some(e), span);
                };
                if n < 0 {
                    return Err(diag::invalid("array size is negative", self.span(e.span)));
                }
                // gcc's zero-length arrays (`char data[0]` ending a
                // struct, the flexible member before C99) have size 0.
                Some(n as u64)
            }
        };
        let ty = self.prog.types.array_of(elem, len);
        let variable = self.prog.types.is_variably_modified(elem);
        if len.is_some()
            && !variable
            && self.prog.types.size_of(ty).is_none_or(|s| s > (1u64 << 40))
        {
            return Err(diag::invalid("array is too large", span));
        }
        Ok(ty)
    }

    fn check_return_type(&mut self, ret: TypeId, span: Span) -> R<TypeId> {
        match self.prog.types.kind(ret) {
            TypeKind::Array(..) => Err(diag::invalid("function returning an array", span)),
            TypeKind::Function(_) => Err(diag::invalid("function returning a function", span)),
            _ => Ok(self.prog.types.unqualified(ret)),
        }
    }

    fn function_type(
        &mut self,
        ret: TypeId,
        fd: &Node<c::FunctionDeclarator>,
        span: Span,
    ) -> R<TypeId> {
        let ret = self.check_return_type(ret, span)?;
        self.scopes.push(Scope::default());
        let params = self.parameter_types(fd);
        self.scopes.pop();
        let params = params?;
        let prototyped = true;
        // A function's type has no variable-length arrays: a pointer to one
        // is a pointer to its elements (`vm.rs`).
        let sig = self.erased_signature(
            FuncSig {
                ret,
                params: params.into_iter().map(|p| p.1).collect(),
                variadic: fd.node.ellipsis == c::Ellipsis::Some,
                prototyped,
            },
            span,
        )?;
        Ok(self.prog.types.mk(TypeKind::Function(sig)))
    }

    /// Parameter names (if any) and adjusted types of a prototype.
    pub(super) fn parameter_types(
        &mut self,
        fd: &Node<c::FunctionDeclarator>,
    ) -> R<Vec<NamedParam>> {
        // The lengths of variable-length arrays in parameters are computed
        // at the function's entry (`vm.rs`).
        self.in_parameters += 1;
        self.param_size_effects.push(Vec::new());
        let out = self.parameter_types_in(fd);
        self.in_parameters -= 1;
        self.entry_size_effects = self.param_size_effects.pop().unwrap_or_default();
        out
    }

    fn parameter_types_in(&mut self, fd: &Node<c::FunctionDeclarator>) -> R<Vec<NamedParam>> {
        let mut out = Vec::new();
        let n = fd.node.parameters.len();
        for p in &fd.node.parameters {
            let span = self.span(p.span);
            if let Some(list) = self.param_size_effects.last_mut() {
                list.push(Vec::new());
            }
            self.check_extensions(&p.node.extensions)?;
            let spec = self.decl_specifiers(&p.node.specifiers, span)?;
            let declared = match &p.node.declarator {
                Some(d) => self.declarator(spec.base, d, true)?,
                None => Declared {
                    name: None,
                    ty: spec.base,
                    params: None,
                    kr_names: None,
                    asm_label: None,
                },
            };
            let mut ty = declared.ty;
            if self.prog.types.is_void(ty) {
                if n == 1 && declared.name.is_none() {
                    return Ok(Vec::new());
                }
                return Err(diag::invalid("parameter of type void", span));
            }
            match self.prog.types.kind(ty).clone() {
                TypeKind::Array(elem, _) => ty = self.pointer_to(elem, span)?,
                // A parameter of function type is a pointer to it (6.7.5.3p8).
                TypeKind::Function(_) => ty = self.pointer_to(ty, span)?,
                _ => {}
            }
            out.push((declared.name, ty));
        }
        Ok(out)
    }

    // ---- declarations ----

    pub(super) fn static_assert(&mut self, sa: &Node<c::StaticAssert>) -> R<()> {
        let v = self.const_int(&sa.node.expression)?;
        if v == 0 {
            return Err(diag::invalid("static assertion failed", self.span(sa.span)));
        }
        Ok(())
    }

    /// The type `typeof(e)` names. lang-c reads `typeof(T)` with a typedef
    /// name `T` as an expression, and a `typeof(x)` inside a typeof as a
    /// call of a function named `__typeof__`.
    fn typeof_expression(&mut self, e: &Node<c::Expression>) -> R<TypeId> {
        match &e.node {
            c::Expression::Identifier(id) => match self.lookup(&id.node.name).cloned() {
                Some(Symbol::Typedef(t)) => return Ok(t),
                Some(Symbol::Vla { .. }) => {
                    return Err(diag::unsupported(
                        "typeof of a variable-length array",
                        self.span(e.span),
                    ));
                }
                _ => {}
            },
            c::Expression::Call(call) => {
                if let c::Expression::Identifier(id) = &call.node.callee.node
                    && is_typeof_keyword(&id.node.name)
                    && self.lookup(&id.node.name).is_none()
                {
                    let [inner] = call.node.arguments.as_slice() else {
                        return Err(diag::invalid("typeof takes one operand", self.span(e.span)));
                    };
                    return self.typeof_expression(inner);
                }
            }
            _ => {}
        }
        let ty = self.type_of_unevaluated(e)?;
        // An operand of a variable-length array type is evaluated (as
        // gcc does for sizeof's, C99 6.5.3.4p2).
        if self.is_vm_array(ty) && !super::vla::is_pure(e) {
            self.effect(e)?;
        }
        Ok(ty)
    }

    /// Two declarations of `name` whose types differ: both places and
    /// both types are said.
    fn conflicting_types(
        &self,
        name: &str,
        (earlier_ty, earlier): (TypeId, Span),
        (ty, span): (TypeId, Span),
    ) -> Diag {
        let types = &self.prog.types;
        diag::invalid(format!("conflicting types for `{name}`"), span).with_note(format!(
            "here it is `{}`; declared at {} as `{}`",
            types.type_name(ty),
            self.sources.describe(earlier),
            types.type_name(earlier_ty)
        ))
    }

    /// Whether a specifier list names an enumerated type (directly or by a
    /// typedef of one).
    pub(super) fn specifiers_name_enum(&self, specs: &[Node<c::DeclarationSpecifier>]) -> bool {
        specs.iter().any(|s| match &s.node {
            c::DeclarationSpecifier::TypeSpecifier(ts) => self.type_specifier_names_enum(ts),
            _ => false,
        })
    }

    /// Whether a type specifier may stand for an enumerated type: an enum,
    /// a typedef of one, or a typeof of anything but an enumeration
    /// constant (whose type is int) or a variable declared without one.
    pub(super) fn type_specifier_names_enum(&self, ts: &Node<c::TypeSpecifier>) -> bool {
        match &ts.node {
            c::TypeSpecifier::Enum(_) => true,
            c::TypeSpecifier::TypedefName(id) => self.enum_typedefs.contains(&id.node.name),
            c::TypeSpecifier::TypeOf(t) => match &t.node {
                c::TypeOf::Expression(e) => self.expression_may_be_enum(e),
                c::TypeOf::Type(tn) => self.type_name_names_enum(tn),
            },
            _ => false,
        }
    }

    /// Whether a type name's specifiers may name an enumerated type.
    pub(super) fn type_name_names_enum(&self, tn: &Node<c::TypeName>) -> bool {
        tn.node.specifiers.iter().any(|s| match &s.node {
            c::SpecifierQualifier::TypeSpecifier(ts) => self.type_specifier_names_enum(ts),
            _ => false,
        })
    }

    /// Whether expression `e` may have an enumerated type: arithmetic,
    /// comparisons and constants never do (their operands are promoted);
    /// a variable does unless declared with a type that names none.
    fn expression_may_be_enum(&self, e: &Node<c::Expression>) -> bool {
        match &e.node {
            c::Expression::Constant(_) | c::Expression::StringLiteral(_) => false,
            c::Expression::BinaryOperator(b)
                if b.node.operator.node == c::BinaryOperator::Index =>
            {
                // (`i[p]` is `p[i]`: either side may be the pointer.)
                self.expression_may_be_enum(&b.node.lhs) || self.expression_may_be_enum(&b.node.rhs)
            }
            c::Expression::BinaryOperator(b) => !matches!(
                b.node.operator.node,
                c::BinaryOperator::Multiply
                    | c::BinaryOperator::Divide
                    | c::BinaryOperator::Modulo
                    | c::BinaryOperator::Plus
                    | c::BinaryOperator::Minus
                    | c::BinaryOperator::ShiftLeft
                    | c::BinaryOperator::ShiftRight
                    | c::BinaryOperator::Less
                    | c::BinaryOperator::Greater
                    | c::BinaryOperator::LessOrEqual
                    | c::BinaryOperator::GreaterOrEqual
                    | c::BinaryOperator::Equals
                    | c::BinaryOperator::NotEquals
                    | c::BinaryOperator::BitwiseAnd
                    | c::BinaryOperator::BitwiseXor
                    | c::BinaryOperator::BitwiseOr
                    | c::BinaryOperator::LogicalAnd
                    | c::BinaryOperator::LogicalOr
            ),
            c::Expression::UnaryOperator(u) => match u.node.operator.node {
                c::UnaryOperator::Plus
                | c::UnaryOperator::Minus
                | c::UnaryOperator::Complement
                | c::UnaryOperator::Negate
                | c::UnaryOperator::Address => false,
                // What a pointer declared without an enum points to, and
                // increments, have its declared type.
                _ => self.expression_may_be_enum(&u.node.operand),
            },
            c::Expression::Cast(cast) => self.type_name_names_enum(&cast.node.type_name),
            c::Expression::Identifier(id) => {
                let func = self.fb.as_ref().map(|fb| fb.func);
                match self.lookup(&id.node.name) {
                    Some(Symbol::EnumConst(..)) => false,
                    Some(Symbol::Local(l)) => {
                        func.is_none() || !self.plain_objects.contains(&(func, l.0))
                    }
                    Some(Symbol::Global(g)) => !self.plain_objects.contains(&(None, g.0)),
                    _ => true,
                }
            }
            _ => true,
        }
    }

    /// Whether an array size is not an integer constant expression.
    fn is_variable_size(&mut self, size: &Node<c::Expression>) -> bool {
        self.const_int(size).is_err()
    }

    /// A block of `bytes` bytes on the stack for a variable-length array
    /// (in a `void *` temporary): the stack level is saved before the
    /// block's first such array, and a second run of the declaration (a
    /// loop) first goes back to it, freeing the blocks the previous run
    /// made, as leaving the arrays' scope does.
    pub(super) fn stack_block(
        &mut self,
        bytes: crate::core::Expr,
        span: Span,
    ) -> R<crate::core::LocalId> {
        // The block's first array: if (saved) __builtin_stack_restore(saved);
        // saved = __builtin_stack_save(); (the others follow it).
        let void = self.prog.types.void();
        let void_ptr = self.prog.types.pointer_to(void);
        if self.scopes.last().is_some_and(|s| s.vla_level.is_none()) {
            let saved = self.new_temp(void_ptr, span)?;
            let enclosing: Vec<crate::core::LocalId> =
                self.scopes.iter().filter_map(|s| s.vla_level).collect();
            if let Some(scope) = self.scopes.last_mut() {
                scope.vla_level = Some(saved);
            }
            let saved_expr = self.local_expr(saved, span);
            let (restore, next) = (self.new_block(), self.new_block());
            self.terminate(
                crate::core::Terminator::If {
                    cond: saved_expr.clone(),
                    then_block: restore,
                    else_block: next,
                    span,
                },
                restore,
            )?;
            let restore_fn = self.implicit_function("__builtin_stack_restore", span)?;
            self.emit(Stmt::Call {
                dest: None,
                callee: restore_fn,
                args: vec![saved_expr.clone()],
                span,
            })?;
            let fb = self.fb(span)?;
            let at = (fb.cur, fb.blocks[fb.cur.index()].0.len());
            self.goto_and_switch(next)?;
            let save_fn = self.implicit_function("__builtin_stack_save", span)?;
            self.emit(Stmt::Call {
                dest: Some(saved_expr),
                callee: save_fn,
                args: Vec::new(),
                span,
            })?;
            let fb = self.fb(span)?;
            fb.stack_saves.push(super::StackSave {
                level: saved,
                enclosing,
                at,
            });
        }
        self.fb(span)?.vla_count += 1;
        let alloca = self.implicit_function("__builtin_alloca", span)?;
        let block = self.new_temp(void_ptr, span)?;
        let block_expr = self.local_expr(block, span);
        self.emit(Stmt::Call {
            dest: Some(block_expr.clone()),
            callee: alloca,
            args: vec![bytes],
            span,
        })?;
        Ok(block)
    }

    /// `T name[n];` at block scope, `n` known at run time: the block comes
    /// from `stack_block`. `name` is then a pointer to the first element
    /// that is not an lvalue; `sizeof name` is computed at run time.
    fn vla_declaration(
        &mut self,
        elem: TypeId,
        decl: &Node<c::Declarator>,
        size: &Node<c::Expression>,
        init: Option<&Node<c::Initializer>>,
    ) -> R<()> {
        let span = self.span(decl.span);
        let Some(name) = declarator_name(&decl.node) else {
            return Err(diag::invalid("declaration without a name", span));
        };
        self.check_extensions(&decl.node.extensions)?;
        if init.is_some() {
            return Err(diag::invalid(
                "a variable-length array cannot be initialized",
                span,
            ));
        }
        let types = &self.prog.types;
        if matches!(types.kind(elem), TypeKind::Function(_) | TypeKind::Void)
            || !types.is_complete(elem)
            || types.size_of(elem).is_none()
        {
            return Err(diag::invalid(
                "a variable-length array of an incomplete type",
                span,
            ));
        }
        let redeclared = self
            .scopes
            .last()
            .is_some_and(|s| s.names.contains_key(&name));
        if redeclared {
            return Err(diag::invalid(format!("redeclaration of `{name}`"), span));
        }
        let n = self.rvalue(size)?;
        if !self.prog.types.is_integer(n.ty) {
            return Err(diag::invalid("an array size must be an integer", n.span));
        }
        let ul = self.prog.types.int(IntKind::ULong);
        let n = self.convert(n, ul);
        let length = self.new_temp(ul, span)?;
        let length_expr = self.local_expr(length, span);
        self.emit(Stmt::Assign {
            lhs: length_expr.clone(),
            rhs: n,
            span,
        })?;
        let elem_size = self.prog.types.size_of(elem).unwrap_or(1);
        let bytes = crate::core::Expr::new(
            ExprKind::Binary(
                crate::core::BinOp::Mul,
                Box::new(length_expr),
                Box::new(crate::core::Expr::new(
                    ExprKind::IntConst(elem_size as i128),
                    ul,
                    span,
                )),
            ),
            ul,
            span,
        );
        let block = self.stack_block(bytes, span)?;
        let block_expr = self.local_expr(block, span);
        let elem_ptr = self.prog.types.pointer_to(elem);
        let pointer = self.new_local(&name, elem_ptr, false, span)?;
        let pointer_expr = self.local_expr(pointer, span);
        self.emit(Stmt::Assign {
            lhs: pointer_expr,
            rhs: crate::core::Expr::new(ExprKind::Cast(Box::new(block_expr)), elem_ptr, span),
            span,
        })?;
        self.bind(&name, Symbol::Vla { pointer, length });
        Ok(())
    }

    /// The variable `name` just declared `_Thread_local`: a global (or a
    /// block's `static`), one object per thread.
    fn thread_local_object(&mut self, name: &str, span: Span) -> R<()> {
        match self.lookup(name).cloned() {
            Some(Symbol::Global(g)) => {
                self.prog.globals[g.index()].thread_local = true;
                Ok(())
            }
            _ => Err(diag::invalid(
                "`_Thread_local` on a variable that is not static or extern",
                span,
            )),
        }
    }

    /// `T name __attribute__((alias("target")))`: another name of the
    /// variable or function `target`, defined before it with the same type.
    fn alias_declaration(
        &mut self,
        name: &str,
        (ty, is_static): (TypeId, bool),
        target: &str,
        span: Span,
    ) -> R<()> {
        if !self.at_file_scope() {
            return Err(diag::invalid("`alias` at block scope", span));
        }
        // A prototype or `extern` declaration before (the header that
        // declares the API): what refers to it refers to the target.
        let earlier = self
            .lookup(name)
            .cloned()
            .or_else(|| self.externals.get(name).cloned());
        let replaced = match earlier {
            None => None,
            Some(Symbol::Func(f)) if self.prog.functions[f.index()].body.is_none() => {
                Some(crate::core::AliasTarget::Function(f))
            }
            Some(Symbol::Global(g)) if !self.prog.globals[g.index()].defined => {
                Some(crate::core::AliasTarget::Global(g))
            }
            Some(_) => {
                return Err(diag::unsupported(
                    &format!("`alias` for `{name}`, defined before as an object of its own"),
                    span,
                ));
            }
        };
        let types = &self.prog.types;
        let symbol = match self.lookup(target).cloned() {
            Some(Symbol::Global(g)) => {
                let gty = self.prog.globals[g.index()].ty;
                let (a, b) = (types.unqualified_eq(gty, ty), types.compatible(gty, ty));
                (a || b).then_some(Symbol::Global(g))
            }
            Some(Symbol::Func(f)) => {
                let fty = self.prog.functions[f.index()].ty;
                (self.prog.functions[f.index()].body.is_some() && types.compatible(fty, ty))
                    .then_some(Symbol::Func(f))
            }
            _ => None,
        };
        let Some(symbol) = symbol else {
            return Err(diag::unsupported(
                &format!(
                    "`alias(\"{target}\")` on `{name}`: cmix takes an alias of a variable or function defined before it, of the same type"
                ),
                span,
            ));
        };
        let target = match symbol {
            Symbol::Global(g) => crate::core::AliasTarget::Global(g),
            Symbol::Func(f) => crate::core::AliasTarget::Function(f),
            _ => {
                return Err(Diag::bug(
                    "an alias of neither a function nor a global",
                    span,
                ));
            }
        };
        if let Some(replaced) = replaced
            && replaced != target
        {
            self.alias_rewrites.push((replaced, target));
        }
        if !is_static {
            self.prog.aliases.push(crate::core::Alias {
                name: name.to_string(),
                ty,
                target,
                span,
            });
            self.externals.insert(name.to_string(), symbol.clone());
        }
        self.bind(name, symbol);
        Ok(())
    }

    /// A declaration at file or block scope.
    pub(super) fn declaration(&mut self, d: &Node<c::Declaration>, _top: bool) -> R<()> {
        let span = self.span(d.span);
        self.function_target = None;
        self.function_weak = false;
        self.function_startup = None;
        let outer_may_alias = self.typedef_may_alias.replace(false);
        let outer_variables = std::mem::replace(&mut self.variable_specifiers, true);
        let spec = self.decl_specifiers(&d.node.specifiers, span);
        self.variable_specifiers = outer_variables;
        let spec_may_alias = self.typedef_may_alias.replace(false) == Some(true);
        let result = spec.and_then(|spec| self.declaration_rest(d, spec, spec_may_alias));
        self.typedef_may_alias = outer_may_alias;
        result
    }

    fn declaration_rest(
        &mut self,
        d: &Node<c::Declaration>,
        spec: DeclSpec,
        spec_may_alias: bool,
    ) -> R<()> {
        let span = self.span(d.span);
        let spec_target = self.function_target.take();
        let spec_weak = std::mem::take(&mut self.function_weak);
        let spec_startup = self.function_startup.take();
        for init_decl in &d.node.declarators {
            if !self.at_file_scope()
                && !matches!(
                    spec.storage,
                    Some(
                        c::StorageClassSpecifier::Typedef
                            | c::StorageClassSpecifier::Static
                            | c::StorageClassSpecifier::Extern
                    )
                )
                && let Some(size) = vla_size(&init_decl.node.declarator.node)
                && !self.prog.types.is_variably_modified(spec.base)
                && self.is_variable_size(size)
            {
                // alloca's blocks are aligned to 16 bytes on x86-64.
                if spec.variable_align.is_some_and(|a| a > 16) {
                    return Err(diag::unsupported(
                        "a variable-length array aligned to more than 16 bytes",
                        self.span(init_decl.node.declarator.span),
                    ));
                }
                let init = init_decl.node.initializer.as_ref();
                self.vla_declaration(spec.base, &init_decl.node.declarator, size, init)?;
                continue;
            }
            let saved = self.variable_alignment.replace(None);
            self.declared_alias = None;
            let declared = self.declarator(spec.base, &init_decl.node.declarator, false);
            let align = std::mem::replace(&mut self.variable_alignment, saved)
                .flatten()
                .max(spec.variable_align);
            let declared = declared?;
            if let Some(target) = self.declared_alias.take()
                && let Some((name, nspan)) = declared.name.clone()
            {
                let is_static = matches!(spec.storage, Some(c::StorageClassSpecifier::Static));
                self.alias_declaration(&name, (declared.ty, is_static), &target, nspan)?;
                continue;
            }
            let target = self.function_target.take().or_else(|| spec_target.clone());
            let startup = self
                .function_startup
                .take()
                .or_else(|| spec_startup.clone());
            let weak = std::mem::take(&mut self.function_weak) || spec_weak;
            let may_alias = self.typedef_may_alias.replace(false) == Some(true) || spec_may_alias;
            let is_typedef_here = matches!(spec.storage, Some(c::StorageClassSpecifier::Typedef));
            if may_alias && !is_typedef_here {
                return Err(diag::unsupported(
                    "`may_alias` on a variable or function (cmix takes it on typedefs)",
                    self.span(init_decl.node.declarator.span),
                ));
            }
            let Some((name, nspan)) = declared.name.clone() else {
                return Err(diag::invalid("declaration without a name", span));
            };
            let init = init_decl.node.initializer.as_ref();
            let is_function = matches!(self.prog.types.kind(declared.ty), TypeKind::Function(_));
            let is_typedef = matches!(spec.storage, Some(c::StorageClassSpecifier::Typedef));
            if align.is_some() && is_function {
                return Err(diag::unsupported("`aligned` on a function", nspan));
            }
            if is_typedef {
                if init.is_some() {
                    return Err(diag::invalid("typedef with an initializer", nspan));
                }
                let attributes = (align.or(spec.typedef_align), may_alias);
                let ty = if attributes.0.is_some() || may_alias {
                    self.attributed_typedef(declared.ty, attributes, nspan)?
                } else {
                    declared.ty
                };
                let declared = Declared { ty, ..declared };
                self.name_anonymous_struct(declared.ty, &name, nspan);
                self.name_anonymous_struct_pointer(declared.ty, &name, nspan);
                if self.specifiers_name_enum(&d.node.specifiers) {
                    self.enum_typedefs.insert(name.clone());
                }
                self.bind(&name, Symbol::Typedef(declared.ty));
                continue;
            }
            if matches!(self.prog.types.kind(declared.ty), TypeKind::Function(_)) {
                if init.is_some() {
                    return Err(diag::invalid("a function cannot be initialized", nspan));
                }
                if !self.at_file_scope()
                    && matches!(spec.storage, Some(c::StorageClassSpecifier::Static))
                {
                    return Err(diag::invalid("block-scope function declared static", nspan));
                }
                let is_static = matches!(spec.storage, Some(c::StorageClassSpecifier::Static));
                let f = self.declare_function(
                    &name,
                    declared.ty,
                    is_static,
                    declared.asm_label,
                    nspan,
                )?;
                if target.is_some() {
                    self.prog.functions[f.index()].target = target;
                }
                if startup.is_some() {
                    self.prog.functions[f.index()].startup = startup;
                }
                if weak {
                    if self.prog.functions[f.index()].body.is_some() {
                        return Err(weak_definition(nspan));
                    }
                    self.prog.functions[f.index()].weak = true;
                }
                self.bind(&name, Symbol::Func(f));
                continue;
            }
            if weak {
                return Err(diag::unsupported(
                    "weak variables (another object may define them at link time)",
                    nspan,
                ));
            }

            if target.is_some() {
                return Err(diag::invalid(
                    "the attribute `target` on something other than a function",
                    nspan,
                ));
            }
            if self.at_file_scope() {
                self.global_declaration(
                    &name,
                    declared.ty,
                    spec.storage.clone(),
                    init,
                    declared.asm_label,
                    nspan,
                )?;
            } else {
                if declared.asm_label.is_some() {
                    // Inline assembly may rely on the register: never
                    // dropped silently.
                    return Err(diag::unsupported(
                        "variables bound to a register or symbol at block scope (`register int x asm(\"rbx\")`)",
                        nspan,
                    ));
                }
                let automatic = !matches!(
                    spec.storage,
                    Some(c::StorageClassSpecifier::Static | c::StorageClassSpecifier::Extern)
                );
                if self.prog.types.is_variably_modified(declared.ty) && !automatic {
                    return Err(diag::invalid(
                        "a static or extern variable of a variably modified type",
                        nspan,
                    ));
                }
                if self.is_vm_array(declared.ty) {
                    if align.is_some_and(|a| a > 16) {
                        return Err(diag::unsupported(
                            "a variable-length array aligned to more than 16 bytes",
                            nspan,
                        ));
                    }
                    self.vm_array_declaration(&name, declared.ty, init.is_some(), nspan)?;
                } else {
                    self.block_declaration(&name, declared.ty, spec.storage.clone(), init, nspan)?;
                }
            }
            if spec.thread_local {
                self.thread_local_object(&name, nspan)?;
            }
            self.declare_alignment(&name, align, nspan)?;
            // A variable whose type is surely not an enum (for typeof in
            // __builtin_types_compatible_p).
            if !self.specifiers_name_enum(&d.node.specifiers) {
                let func = self.fb.as_ref().map(|fb| fb.func);
                match self.lookup(&name) {
                    Some(Symbol::Local(l)) => {
                        if let Some(func) = func {
                            self.plain_objects.insert((Some(func), l.0));
                        }
                    }
                    Some(Symbol::Global(g)) => {
                        self.plain_objects.insert((None, g.0));
                    }
                    _ => {}
                }
            }
        }
        if d.node.declarators.is_empty() {
            // `struct S;`, `enum E {...};`: the specifiers did the work.
        }
        Ok(())
    }

    /// Gives `typedef struct { ... } T;` (declared at `at`) the emitted
    /// tag `T`.
    fn name_anonymous_struct(&mut self, ty: TypeId, name: &str, at: Span) {
        if let TypeKind::Struct(id) = self.prog.types.kind(ty).clone() {
            let def = self.prog.types.struct_def(id);
            if def.tag.is_none()
                && def.emit_name.starts_with("anon")
                && !self.used_struct_names.contains(name)
            {
                self.used_struct_names.insert(name.to_string());
                let def = &mut self.prog.types.structs[id.0 as usize];
                def.emit_name = name.to_string();
                def.typedef_at = Some(at);
            }
        }
    }

    /// Remembers `typedef struct { ... } *T;` (declared at `at`) on the
    /// struct, which has no other name: a header can declare a function
    /// taking `T`.
    fn name_anonymous_struct_pointer(&mut self, ty: TypeId, name: &str, at: Span) {
        let TypeKind::Pointer(target) = self.prog.types.kind(ty).clone() else {
            return;
        };
        if self.prog.types.quals(target) != crate::types::Quals::NONE {
            return;
        }
        if let TypeKind::Struct(id) = self.prog.types.kind(target).clone() {
            let def = &mut self.prog.types.structs[id.0 as usize];
            if def.tag.is_none() && def.typedef_at.is_none() && def.pointer_typedef.is_none() {
                def.pointer_typedef = Some((name.to_string(), at));
            }
        }
    }

    /// The entity an earlier file-scope declaration of `name` gave (in this
    /// unit, or with external linkage in any unit), if `pick` accepts it.
    fn earlier_declaration<T>(
        &self,
        name: &str,
        is_static: bool,
        span: Span,
        pick: impl Fn(&Symbol) -> Option<T>,
    ) -> R<Option<T>> {
        match self.scopes[0].names.get(name) {
            Some(Symbol::Poisoned(_)) | None => Ok(self
                .externals
                .get(name)
                .filter(|_| !is_static)
                .and_then(&pick)),
            Some(sym) => match pick(sym) {
                Some(found) => Ok(Some(found)),
                None => Err(diag::invalid(
                    format!("`{name}` redeclared as a different kind of symbol"),
                    span,
                )),
            },
        }
    }

    /// The name a new file-scope entity is emitted under: its own for
    /// external linkage, a unique variant for `static` ones (two units may
    /// both have a `static int count`).
    fn linkage_name(&mut self, name: &str, is_static: bool) -> String {
        if is_static {
            let emitted = self.unique_name(name);
            if emitted != name {
                self.prog
                    .written_names
                    .insert(emitted.clone(), name.to_string());
            }
            return emitted;
        }
        // An earlier file's `static` entity (or one cmix made) has the
        // name this external one must keep: it takes another, so that no
        // code of either file calls the other's.
        if self.used_names.contains(name) && !self.externals.contains_key(name) {
            let taken_by_internal =
                |linkage: Linkage, emitted: &str| linkage == Linkage::Internal && emitted == name;
            for i in 0..self.prog.functions.len() {
                let f = &self.prog.functions[i];
                if taken_by_internal(f.linkage, &f.name) {
                    let renamed = self.unique_name(name);
                    self.prog
                        .written_names
                        .insert(renamed.clone(), name.to_string());
                    self.prog.functions[i].name = renamed;
                }
            }
            for i in 0..self.prog.globals.len() {
                let g = &self.prog.globals[i];
                if taken_by_internal(g.linkage, &g.name) {
                    let renamed = self.unique_name(name);
                    self.prog
                        .written_names
                        .insert(renamed.clone(), name.to_string());
                    self.prog.globals[i].name = renamed;
                }
            }
        }
        self.used_names.insert(name.to_string());
        name.to_string()
    }

    pub(super) fn declare_function(
        &mut self,
        name: &str,
        ty: TypeId,
        is_static: bool,
        asm_label: Option<String>,
        span: Span,
    ) -> R<FuncId> {
        let existing = self.earlier_declaration(name, is_static, span, |s| match s {
            Symbol::Func(f) => Some(*f),
            _ => None,
        })?;
        let existing = existing.or_else(|| {
            // A block-scope declaration refers to the file-scope function.
            self.lookup(name).and_then(|s| match s {
                Symbol::Func(f) => Some(*f),
                _ => None,
            })
        });
        if let Some(f) = existing {
            let old_ty = self.prog.functions[f.index()].ty;
            if !self.prog.types.compatible(old_ty, ty) {
                let earlier = self.prog.functions[f.index()].span;
                return Err(self.conflicting_types(name, (old_ty, earlier), (ty, span)));
            }
            let prototyped = |t: TypeId, lw: &Self| matches!(lw.prog.types.kind(t), TypeKind::Function(s) if s.prototyped);
            if !prototyped(old_ty, self) && prototyped(ty, self) {
                self.prog.functions[f.index()].ty = ty;
            }
            self.note_declaration(f, prototyped(ty, self));
            if asm_label.is_some() {
                self.prog.functions[f.index()].asm_label = asm_label;
            }
            if self.at_file_scope() {
                self.scopes[0]
                    .names
                    .insert(name.to_string(), Symbol::Func(f));
            }
            return Ok(f);
        }
        let emitted = self.linkage_name(name, is_static);
        let is_system = self.is_system(span);
        let id = FuncId(self.prog.functions.len() as u32);
        let linkage = if is_static {
            Linkage::Internal
        } else {
            Linkage::External
        };
        self.prog.functions.push(Function {
            is_system,
            asm_label,
            ..Function::made(emitted, ty, linkage, span)
        });
        if !is_static {
            self.externals.insert(name.to_string(), Symbol::Func(id));
        }
        self.scopes[0]
            .names
            .insert(name.to_string(), Symbol::Func(id));
        Ok(id)
    }

    fn global_declaration(
        &mut self,
        name: &str,
        ty: TypeId,
        storage: Option<c::StorageClassSpecifier>,
        init: Option<&Node<c::Initializer>>,
        asm_label: Option<String>,
        span: Span,
    ) -> R<()> {
        let is_static = matches!(storage, Some(c::StorageClassSpecifier::Static));
        let is_extern = matches!(storage, Some(c::StorageClassSpecifier::Extern));
        let g = self.declare_global(name, ty, is_static, asm_label, span)?;
        self.bind(name, Symbol::Global(g));
        if let Some(init) = init {
            if self.prog.globals[g.index()].init.is_some() {
                return Err(diag::invalid(format!("redefinition of `{name}`"), span));
            }
            let gty = self.prog.globals[g.index()].ty;
            let (ty, value) = self.static_initializer(gty, init)?;
            let global = &mut self.prog.globals[g.index()];
            global.ty = ty;
            global.init = Some(value);
            global.defined = true;
            // The definition says which unit holds the object (`--unit`).
            global.span = span;
        } else if !is_extern {
            let global = &mut self.prog.globals[g.index()];
            global.defined = true;
            global.span = span;
        }
        Ok(())
    }

    fn declare_global(
        &mut self,
        name: &str,
        ty: TypeId,
        is_static: bool,
        asm_label: Option<String>,
        span: Span,
    ) -> R<GlobalId> {
        let existing = self.earlier_declaration(name, is_static, span, |s| match s {
            Symbol::Global(g) => Some(*g),
            _ => None,
        })?;
        if let Some(g) = existing {
            let old = self.prog.globals[g.index()].ty;
            if !self.prog.types.compatible(old, ty) {
                let earlier = self.prog.globals[g.index()].span;
                return Err(self.conflicting_types(name, (old, earlier), (ty, span)));
            }
            // Complete `extern int a[];` with a later `int a[10];`.
            if !self.prog.types.is_complete(old) && self.prog.types.is_complete(ty) {
                self.prog.globals[g.index()].ty = ty;
            }
            return Ok(g);
        }
        let emitted = self.linkage_name(name, is_static);
        let is_system = self.is_system(span);
        let id = GlobalId(self.prog.globals.len() as u32);
        self.prog.globals.push(Global {
            name: emitted,
            ty,
            linkage: if is_static {
                Linkage::Internal
            } else {
                Linkage::External
            },
            init: None,
            defined: false,
            hoisted_from: None,
            is_system,
            asm_label,
            align: None,
            span,
            thread_local: false,
            weak_copy: false,
        });
        if !is_static {
            self.externals.insert(name.to_string(), Symbol::Global(id));
        }
        Ok(id)
    }

    fn block_declaration(
        &mut self,
        name: &str,
        ty: TypeId,
        storage: Option<c::StorageClassSpecifier>,
        init: Option<&Node<c::Initializer>>,
        span: Span,
    ) -> R<()> {
        match storage {
            Some(c::StorageClassSpecifier::Extern) => {
                if init.is_some() {
                    return Err(diag::invalid(
                        "block-scope extern with an initializer",
                        span,
                    ));
                }
                let g = match self.lookup(name) {
                    Some(Symbol::Global(g)) => *g,
                    _ => self.declare_global(name, ty, false, None, span)?,
                };
                self.bind(name, Symbol::Global(g));
                Ok(())
            }
            Some(c::StorageClassSpecifier::Static) => {
                let fname = self.fb.as_ref().map(|f| f.name.clone()).unwrap_or_default();
                let emitted = self.unique_name(&format!("{fname}_{name}"));
                let id = GlobalId(self.prog.globals.len() as u32);
                self.prog.globals.push(Global {
                    name: emitted,
                    ty,
                    linkage: Linkage::Internal,
                    init: None,
                    defined: true,
                    hoisted_from: Some(fname),
                    is_system: false,
                    asm_label: None,
                    span,
                    align: None,
                    thread_local: false,
                    weak_copy: false,
                });
                // Bind first: the initializer may take the variable's address.
                self.bind(name, Symbol::Global(id));
                if let Some(init) = init {
                    let (ty, value) = self.static_initializer(ty, init)?;
                    self.prog.globals[id.index()].ty = ty;
                    self.prog.globals[id.index()].init = Some(value);
                }
                self.require_complete(self.prog.globals[id.index()].ty, span)?;
                Ok(())
            }
            _ => {
                let redeclared = self
                    .scopes
                    .last()
                    .is_some_and(|s| s.names.contains_key(name));
                if redeclared {
                    return Err(diag::invalid(format!("redeclaration of `{name}`"), span));
                }
                if init.is_none() {
                    self.require_complete(ty, span)?;
                }
                let local = self.new_local(name, ty, false, span)?;
                self.bind(name, Symbol::Local(local));
                if let Some(init) = init {
                    self.local_initializer(local, init, span)?;
                }
                Ok(())
            }
        }
    }

    pub(super) fn require_complete(&self, ty: TypeId, span: Span) -> R<()> {
        if self.prog.types.is_complete(ty) {
            Ok(())
        } else {
            Err(diag::invalid(
                format!(
                    "variable has incomplete type `{}`",
                    self.prog.types.type_name(ty)
                ),
                span,
            ))
        }
    }
}

/// A declarator that is only a (possibly parenthesized) name.
fn is_plain_name(d: &c::Declarator) -> bool {
    d.derived.is_empty()
        && match &d.kind.node {
            c::DeclaratorKind::Identifier(_) => true,
            c::DeclaratorKind::Declarator(inner) => is_plain_name(&inner.node),
            c::DeclaratorKind::Abstract => false,
        }
}

/// The size of `name[size]` when that is the whole declarator (one array
/// of a non-pointer element, the only case cmix makes a variable-length
/// array of).
fn vla_size(d: &c::Declarator) -> Option<&Node<c::Expression>> {
    let [only] = d.derived.as_slice() else {
        return None;
    };
    if !matches!(d.kind.node, c::DeclaratorKind::Identifier(_)) {
        return None;
    }
    match &only.node {
        c::DerivedDeclarator::Array(array) => match &array.node.size {
            c::ArraySize::VariableExpression(e) => Some(e),
            _ => None,
        },
        _ => None,
    }
}

/// gcc's spellings of `typeof`.
pub(super) fn is_typeof_keyword(name: &str) -> bool {
    matches!(name, "typeof" | "__typeof__" | "__typeof")
}

/// A weak definition: another object of the final link may replace it, so
/// cmix cannot use its body.
pub(super) fn weak_definition(span: Span) -> Diag {
    diag::unsupported(
        "weak definitions (another object linked with the program may replace the body cmix would use)",
        span,
    )
}
