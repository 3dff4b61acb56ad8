//! Struct, union and enum types: their specifiers and bodies, laid out as
//! gcc lays them out on x86-64 (members, bit-fields, `packed` and
//! `aligned`), and the tags they bind, shared across units
//! (`shared_structs`).

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::decl::Declared;
use super::{Lowerer, R, Symbol, Tag, shared_structs};
use crate::diag;
use crate::source::Span;
use crate::types::{Field, IntKind, StructBody, StructDef, TypeId, TypeKind};

impl Lowerer<'_> {
    /// `packed` or `aligned(N)` (`None` for any other attribute).
    pub(super) fn layout_attribute(
        &mut self,
        attr: &c::Attribute,
        span: Span,
    ) -> R<Option<crate::types::LayoutAttrs>> {
        let name = attr
            .name
            .node
            .trim_start_matches("__")
            .trim_end_matches("__");
        match name {
            "packed" => Ok(Some(crate::types::LayoutAttrs {
                packed: true,
                aligned: None,
                may_alias: false,
            })),
            "aligned" => {
                let n = match attr.arguments.as_slice() {
                    // gcc's largest alignment on x86-64.
                    [] => 16,
                    [arg] => {
                        let n = self.const_int(arg)?;
                        if n <= 0 || n & (n - 1) != 0 || n > 1 << 28 {
                            return Err(diag::invalid("the alignment is not a power of two", span));
                        }
                        n as u64
                    }
                    _ => return Err(diag::invalid("`aligned` takes one argument", span)),
                };
                Ok(Some(crate::types::LayoutAttrs {
                    packed: false,
                    aligned: Some(n),
                    may_alias: false,
                }))
            }
            _ => Ok(None),
        }
    }

    /// The layout attributes and the `mode` among a specifier list's
    /// attributes; the others are checked as usual.
    pub(super) fn specifier_layout(
        &mut self,
        lists: &[&Vec<Node<c::Extension>>],
    ) -> R<(crate::types::LayoutAttrs, super::attributes::ModeAttribute)> {
        let mut layout = crate::types::LayoutAttrs::default();
        let mut mode = None;
        for exts in lists {
            let saved = self.member_layout.replace(layout);
            let checked = self.extensions_with_mode(exts);
            layout = std::mem::replace(&mut self.member_layout, saved).unwrap_or_default();
            mode = checked?.1.or(mode);
        }
        Ok((layout, mode))
    }

    /// Hands specifier-list layout attributes to the struct body the list
    /// defines; attributes with no body there are the declared entity's,
    /// which only a member may have (`member` says where they go).
    pub(super) fn place_specifier_layout(
        &mut self,
        layout: crate::types::LayoutAttrs,
        type_specs: &[&Node<c::TypeSpecifier>],
        member: Option<&mut crate::types::LayoutAttrs>,
        span: Span,
    ) -> R<()> {
        if layout.is_empty() {
            return Ok(());
        }
        let defines_body = type_specs.iter().any(
            |t| matches!(&t.node, c::TypeSpecifier::Struct(st) if st.node.declarations.is_some()),
        );
        if defines_body {
            self.pending_layout = Some(layout);
            return Ok(());
        }
        match member {
            Some(m) => {
                m.packed |= layout.packed;
                m.aligned = m.aligned.max(layout.aligned);
                Ok(())
            }
            None => Err(diag::unsupported(
                "`aligned` or `packed` here (cmix takes them after a struct or union body, `struct S {...} __attribute__((packed))`, and on members)",
                span,
            )),
        }
    }

    pub(super) fn struct_specifier(
        &mut self,
        st: &Node<c::StructType>,
        in_typedef: bool,
    ) -> R<TypeId> {
        let span = self.span(st.span);
        let is_union = st.node.kind.node == c::StructKind::Union;
        let keyword = if is_union { "union" } else { "struct" };
        let tag = st.node.identifier.as_ref().map(|i| i.node.name.clone());
        if tag.is_none() && st.node.declarations.is_none() {
            return Err(diag::unsupported(
                "a struct with attributes before its tag",
                span,
            ));
        }
        let _ = in_typedef;
        // Types of file scope may be another unit's (a shared header).
        let file_scope = self.at_file_scope();
        // Layout attributes around this struct's body, not a nested one's.
        let layout = self.pending_layout.take().unwrap_or_default();
        // A body lowered while matching another file's definition.
        let mut lowered = None;
        let id = match (&tag, &st.node.declarations) {
            (Some(name), None) => match self.lookup_tag(name) {
                Some((_, Tag::Struct(id))) => *id,
                Some((_, Tag::Enum(_))) => {
                    return Err(diag::invalid(format!("`{name}` is an enum tag"), span));
                }
                Some((_, Tag::Poisoned(d))) => return Err(self.poisoned(d, span)),
                None => match self
                    .shared_structs
                    .for_reference(name)
                    .filter(|_| file_scope)
                {
                    Some(id) => self.bind_struct_tag(name, id),
                    None => match self
                        .shared_structs
                        .named(name, is_union)
                        .filter(|_| file_scope)
                    {
                        Some(id) => self.bind_struct_tag(name, id),
                        None => match self.share_before_definition(name, is_union, file_scope) {
                            Some(id) => id,
                            None => {
                                let id = self.new_struct(Some(name.clone()), is_union);
                                if file_scope {
                                    self.shared_structs.note_named(name, id, is_union);
                                }
                                id
                            }
                        },
                    },
                },
            },
            (Some(name), Some(_)) => {
                let current = self.scopes.len() - 1;
                match self.lookup_tag(name) {
                    Some((scope, Tag::Struct(id))) if scope == current => {
                        let id = *id;
                        let shared = file_scope && !self.shared_structs.defined_here(id);
                        if self.prog.types.struct_def(id).body.is_some() && !shared {
                            return Err(diag::invalid(
                                format!("redefinition of `{keyword} {name}`"),
                                span,
                            ));
                        }
                        id
                    }
                    _ => match self
                        .shared_structs
                        .for_definition(span, Some(name), self.sources)
                        .filter(|_| file_scope)
                    {
                        Some(id) => self.bind_struct_tag(name, id),
                        None => match self
                            .shared_structs
                            .named(name, is_union)
                            .filter(|_| file_scope)
                            .filter(|id| self.prog.types.struct_def(*id).body.is_none())
                        {
                            // Named, never defined, by earlier units: this
                            // definition completes that type.
                            Some(id) => self.bind_struct_tag(name, id),
                            None => match self.share_by_members(
                                name,
                                st.node.declarations.as_deref().unwrap_or_default(),
                                span,
                                is_union,
                                layout,
                                file_scope,
                            )? {
                                Some((id, body)) => {
                                    lowered = Some(body);
                                    id
                                }
                                None => self.new_struct(Some(name.clone()), is_union),
                            },
                        },
                    },
                }
            }
            (None, _) => match self
                .shared_structs
                .for_definition(span, None, self.sources)
                .filter(|_| file_scope)
            {
                Some(id) => id,
                None => self.new_struct(None, is_union),
            },
        };
        // `struct` and `union` share the tags' name space.
        if self.prog.types.struct_def(id).is_union != is_union {
            let name = tag.as_deref().unwrap_or("(anonymous)");
            let other = self.prog.types.struct_def(id).keyword();
            return Err(diag::invalid(
                format!("`{keyword} {name}` names a tag declared as `{other} {name}`"),
                span,
            ));
        }
        let mut id = id;
        if let Some(decls) = &st.node.declarations {
            let packing = self.packing.at(span);
            let mut layout = layout;
            layout.packed |= packing == Some(1);
            let body = match lowered {
                Some(body) => body,
                None => self.struct_body(decls, span, is_union, layout)?,
            };
            if let Some(n) = packing
                && n > 1
                && body.align > n
            {
                return Err(diag::unsupported(
                    &format!(
                        "`#pragma pack({n})` on a {keyword} aligned to {} bytes (cmix lays out `pack(1)`, as `__attribute__((packed))`, and packs that lower no alignment)",
                        body.align
                    ),
                    span,
                ));
            }
            // An untagged definition that another file wrote alike but
            // that says something else here (a typedef name of another
            // type) is a type of its own, as C says.
            if tag.is_none()
                && self
                    .prog
                    .types
                    .struct_def(id)
                    .body
                    .as_ref()
                    .is_some_and(|earlier| !shared_structs::same_body(earlier, &body))
            {
                id = self.new_struct(None, is_union);
            }
            let def = &mut self.prog.types.structs[id.0 as usize];
            match &def.body {
                // Another unit's definition: this one must say the same.
                Some(earlier) if !shared_structs::same_body(earlier, &body) => {
                    let name = tag.as_deref().unwrap_or("(anonymous)");
                    return Err(diag::invalid(
                        format!(
                            "conflicting definitions of `{keyword} {name}` in two files of the program"
                        ),
                        span,
                    )
                    .with_note(format!(
                        "another file defines `{keyword} {name}` with other members or layout (a header included with other macros, or another header of the same name); the files share it through a declaration or a header, so cmix needs one type"
                    )));
                }
                Some(_) => {}
                None => def.body = Some(body),
            }
            if file_scope {
                self.shared_structs
                    .record(id, tag.as_deref(), span, self.sources);
            }
        }
        Ok(self.prog.types.mk(TypeKind::Struct(id)))
    }

    /// Another unit's type for this unit's file-scope definition of `tag`
    /// written elsewhere and otherwise (`unsigned` for `unsigned int`, a
    /// typedef for its type, a file's own copy of a header): C makes them
    /// one type when their members agree (C99 6.2.7). The body is lowered
    /// with the tag naming each earlier unit's type in turn, so that the
    /// members pointing back to the struct agree too; the matching type
    /// and the body are returned. A body that defines other tags is not
    /// tried (lowering it twice would define them twice).
    fn share_by_members(
        &mut self,
        tag: &str,
        decls: &[Node<c::StructDeclaration>],
        span: Span,
        is_union: bool,
        layout: crate::types::LayoutAttrs,
        file_scope: bool,
    ) -> R<Option<(crate::types::StructId, StructBody)>> {
        if !file_scope || defines_tags(decls) {
            return Ok(None);
        }
        let mut layout = layout;
        layout.packed |= self.packing.at(span) == Some(1);
        for id in self.shared_structs.defined_by_earlier_units(tag) {
            let earlier = self.prog.types.struct_def(id);
            if earlier.is_union != is_union || self.shared_structs.defined_here(id) {
                continue;
            }
            let Some(earlier) = earlier.body.clone() else {
                continue;
            };
            self.bind_struct_tag(tag, id);
            let body = self.struct_body(decls, span, is_union, layout)?;
            if shared_structs::same_body(&earlier, &body) {
                return Ok(Some((id, body)));
            }
        }
        Ok(None)
    }

    /// `share_by_members` for a tag this unit names (`struct s;`) before
    /// its own definition, which is lowered ahead to decide: cmix's own
    /// output declares every tag first. A body that does not lower yet
    /// (a typedef declared between) makes a type of its own.
    fn share_before_definition(
        &mut self,
        tag: &str,
        is_union: bool,
        file_scope: bool,
    ) -> Option<crate::types::StructId> {
        let (definition, span) = self
            .shared_structs
            .unit_definition(tag)
            .filter(|_| file_scope)?;
        let unit_is_union = definition.kind.node == c::StructKind::Union;
        let decls = definition.declarations.as_deref()?;
        if unit_is_union != is_union {
            return None;
        }
        match self.share_by_members(tag, decls, span, is_union, Default::default(), true) {
            Ok(Some((id, _))) => Some(id),
            _ => None,
        }
    }

    /// Binds `name` in the current scope to struct `id` (another unit's).
    pub(super) fn bind_struct_tag(
        &mut self,
        name: &str,
        id: crate::types::StructId,
    ) -> crate::types::StructId {
        if let Some(scope) = self.scopes.last_mut() {
            scope.tags.insert(name.to_string(), Tag::Struct(id));
        }
        id
    }

    /// A new, incomplete struct declared in the current scope.
    pub(super) fn new_struct(
        &mut self,
        tag: Option<String>,
        is_union: bool,
    ) -> crate::types::StructId {
        let emit_name = self.unique_struct_name(tag.as_deref().unwrap_or("anon"));
        let id = self.prog.types.add_struct(StructDef {
            tag: tag.clone(),
            emit_name,
            body: None,
            is_union,
            typedef_at: None,
            pointer_typedef: None,
        });
        if let Some(name) = tag
            && let Some(scope) = self.scopes.last_mut()
        {
            scope.tags.insert(name, Tag::Struct(id));
        }
        id
    }

    pub(super) fn struct_body(
        &mut self,
        decls: &[Node<c::StructDeclaration>],
        span: Span,
        is_union: bool,
        layout: crate::types::LayoutAttrs,
    ) -> R<StructBody> {
        // A member's alignment under `packed` and `aligned` (gcc: packed
        // drops it to 1, aligned raises it).
        let member_align = |natural: u64, own: crate::types::LayoutAttrs| {
            let base = if layout.packed || own.packed {
                1
            } else {
                natural
            };
            own.aligned.map_or(base, |a| base.max(a))
        };
        let mut fields: Vec<Field> = Vec::new();
        let mut size = 0u64;
        let mut align = 1u64;
        let mut flexible = false;
        // Where the next member goes, in bits (bit-fields pack below bytes).
        let mut size_bits = 0u64;
        for d in decls {
            let field = match &d.node {
                c::StructDeclaration::Field(f) => f,
                c::StructDeclaration::StaticAssert(sa) => {
                    self.static_assert(sa)?;
                    continue;
                }
            };
            let fspan = self.span(field.span);
            let mut spec_layout = crate::types::LayoutAttrs::default();
            let base = self.member_specifier_qualifiers(
                &field.node.specifiers,
                fspan,
                Some(&mut spec_layout),
            )?;
            if field.node.declarators.is_empty() {
                // C11's anonymous member: a struct or union without a tag,
                // whose members are reached as the enclosing one's. It is
                // a member with a reserved name (`types::ANONYMOUS_MEMBER`).
                let types = &self.prog.types;
                let inner = match types.kind(base) {
                    TypeKind::Struct(sid) if types.struct_def(*sid).tag.is_none() => {
                        types.struct_def(*sid).body.as_ref()
                    }
                    _ => None,
                };
                let Some(inner) = inner else {
                    return Err(diag::unsupported(
                        "a member declaration without a name that is not an untagged struct or union",
                        fspan,
                    ));
                };
                let known = crate::types::member_names(types, &fields);
                if let Some(name) = crate::types::member_names(types, &inner.fields)
                    .into_iter()
                    .find(|n| known.contains(n))
                {
                    return Err(diag::invalid(format!("duplicate member `{name}`"), fspan));
                }
                let (Some(fsize), Some(falign)) = (types.size_of(base), types.align_of(base))
                else {
                    return Err(diag::invalid("member of an incomplete type", fspan));
                };
                let falign = member_align(falign, spec_layout);
                size = size.max(size_bits.div_ceil(8));
                let offset = if is_union {
                    0
                } else {
                    size.div_ceil(falign) * falign
                };
                size = size.max(offset + fsize);
                align = align.max(falign);
                let name = format!("{}{}", crate::types::ANONYMOUS_MEMBER, fields.len());
                fields.push(Field {
                    name,
                    ty: base,
                    offset,
                    bits: None,
                    layout: spec_layout,
                });
                size_bits = size * 8;
                continue;
            }
            for sd in &field.node.declarators {
                let sdspan = self.span(sd.span);
                if let Some(width) = &sd.node.bit_width {
                    let width = self.const_int(width)?;
                    let mut own = spec_layout;
                    let named = match &sd.node.declarator {
                        Some(decl) => {
                            let declared = self.member_declarator(base, decl, &mut own)?;
                            match declared.name {
                                Some((name, nspan)) => Some((name, nspan, declared.ty)),
                                None => None,
                            }
                        }
                        None => None,
                    };
                    if let Some((name, nspan, _)) = &named
                        && crate::types::member_names(&self.prog.types, &fields).contains(name)
                    {
                        return Err(diag::invalid(format!("duplicate member `{name}`"), *nspan));
                    }
                    let ty = named.as_ref().map_or(base, |n| n.2);
                    if own.aligned.is_some() {
                        return Err(diag::unsupported(
                            "bit-fields with their own alignment",
                            sdspan,
                        ));
                    }
                    let placed = place_bit_field(
                        &self.prog.types,
                        ty,
                        width,
                        (named.is_some(), layout.packed || own.packed),
                        is_union,
                        &mut size_bits,
                        sdspan,
                    )?;
                    let (offset, bits, falign) = placed;
                    if named.is_some() {
                        align = align.max(falign);
                    }
                    size = size.max(size_bits.div_ceil(8));
                    let name = match named {
                        Some((name, _, _)) => name,
                        None => format!("{}{}", crate::types::UNNAMED_BIT_FIELD, fields.len()),
                    };
                    fields.push(Field {
                        name,
                        ty,
                        offset,
                        bits: Some(bits),
                        layout: Default::default(),
                    });
                    if is_union {
                        size_bits = 0;
                    }
                    continue;
                }
                let Some(decl) = &sd.node.declarator else {
                    return Err(diag::unsupported("anonymous struct members", sdspan));
                };
                let mut own = spec_layout;
                let declared = self.member_declarator(base, decl, &mut own)?;
                let Some((name, nspan)) = declared.name else {
                    return Err(diag::invalid("struct member without a name", sdspan));
                };
                if flexible {
                    return Err(diag::invalid(
                        "a flexible array member must be the last member",
                        nspan,
                    ));
                }
                if self.prog.types.is_variably_modified(declared.ty) {
                    return Err(diag::unsupported(
                        "a variable-length array in a struct or union (a gcc extension)",
                        nspan,
                    ));
                }
                if is_union && matches!(self.prog.types.kind(declared.ty), TypeKind::Array(_, None))
                {
                    return Err(diag::invalid("a flexible array member in a union", nspan));
                }
                if crate::types::member_names(&self.prog.types, &fields).contains(&name) {
                    return Err(diag::invalid(format!("duplicate member `{name}`"), nspan));
                }
                let ty = declared.ty;
                size = size.max(size_bits.div_ceil(8));
                let types = &self.prog.types;
                let (fsize, falign) = match types.kind(ty) {
                    TypeKind::Array(elem, None) => {
                        flexible = true;
                        (0, types.align_of(*elem).unwrap_or(1))
                    }
                    TypeKind::Function(_) => {
                        return Err(diag::invalid("struct member of function type", nspan));
                    }
                    _ => match (types.size_of(ty), types.align_of(ty)) {
                        (Some(s), Some(a)) => (s, a),
                        _ => {
                            return Err(diag::invalid(
                                format!("member `{name}` has an incomplete type"),
                                nspan,
                            ));
                        }
                    },
                };
                let falign = member_align(falign, own);
                // A union's members all start at its start.
                let offset = if is_union {
                    0
                } else {
                    size.div_ceil(falign) * falign
                };
                size = size.max(offset + fsize);
                align = align.max(falign);
                if !is_union {
                    size_bits = size * 8;
                }
                fields.push(Field {
                    name,
                    ty,
                    offset,
                    bits: None,
                    layout: own,
                });
            }
        }
        let named = fields
            .iter()
            .filter(|f| !f.name.starts_with(crate::types::UNNAMED_BIT_FIELD))
            .count();
        // gcc's empty structs and unions (a C extension) have size 0 on
        // x86-64; a flexible array member needs another named member.
        if flexible && named == 1 {
            return Err(diag::invalid(
                "a flexible array member in a struct without other named members",
                span,
            ));
        }
        let align = layout.aligned.map_or(align, |a| align.max(a));
        let size = size.max(size_bits.div_ceil(8));
        let size = size.div_ceil(align) * align;
        Ok(StructBody {
            fields,
            size,
            align,
            layout,
        })
    }

    /// A member's declarator; its own `packed`/`aligned` go to `own`.
    pub(super) fn member_declarator<'n>(
        &mut self,
        base: TypeId,
        decl: &'n Node<c::Declarator>,
        own: &mut crate::types::LayoutAttrs,
    ) -> R<Declared<'n>> {
        let saved = self.member_layout.replace(*own);
        let declared = self.declarator(base, decl, false);
        *own = std::mem::replace(&mut self.member_layout, saved).unwrap_or_default();
        declared
    }

    pub(super) fn enum_specifier(&mut self, en: &Node<c::EnumType>) -> R<TypeId> {
        let span = self.span(en.span);
        let tag = en.node.identifier.as_ref().map(|i| i.node.name.clone());
        if en.node.enumerators.is_empty() {
            let Some(name) = tag else {
                return Err(diag::invalid("enum without a tag or enumerators", span));
            };
            return match self.lookup_tag(&name) {
                Some((_, Tag::Enum(t))) => Ok(*t),
                Some((_, Tag::Poisoned(d))) => Err(self.poisoned(d, span)),
                Some((_, Tag::Struct(_))) => {
                    Err(diag::invalid(format!("`{name}` is a struct tag"), span))
                }
                None => Err(diag::unsupported("forward references to enum types", span)),
            };
        }
        let mut next: i128 = 0;
        let mut values = Vec::new();
        let int = self.prog.types.int(IntKind::Int);
        for e in &en.node.enumerators {
            let espan = self.span(e.span);
            self.check_extensions(&e.node.extensions)?;
            let value = match &e.node.expression {
                Some(x) => self.const_int(x)?,
                None => next,
            };
            let (lo, hi) = IntKind::Long.range();
            if value < lo || value > IntKind::ULong.range().1 || (value > hi && value < 0) {
                return Err(diag::invalid("enumerator value out of range", espan));
            }
            next = value + 1;
            values.push(value);
            let (ilo, ihi) = IntKind::Int.range();
            let const_ty = if value >= ilo && value <= ihi {
                int
            } else if value <= hi {
                self.prog.types.int(IntKind::Long)
            } else {
                self.prog.types.int(IntKind::ULong)
            };
            self.bind(
                &e.node.identifier.node.name,
                Symbol::EnumConst(value, const_ty),
            );
        }
        // gcc's choice of the compatible integer type.
        let min = values.iter().copied().min().unwrap_or(0);
        let max = values.iter().copied().max().unwrap_or(0);
        let kind = if min >= 0 {
            if max <= IntKind::UInt.range().1 {
                IntKind::UInt
            } else {
                IntKind::ULong
            }
        } else if min >= IntKind::Int.range().0 && max <= IntKind::Int.range().1 {
            IntKind::Int
        } else {
            IntKind::Long
        };
        let ty = self.prog.types.int(kind);
        if let Some(name) = tag
            && let Some(scope) = self.scopes.last_mut()
        {
            scope.tags.insert(name, Tag::Enum(ty));
        }
        Ok(ty)
    }
}

/// Places a bit-field of type `ty` and `width` bits as gcc does on x86-64
/// (System V): it starts at `*size_bits` unless it would cross a boundary
/// of its type's alignment, then at the next such boundary; a zero width
/// only moves to that boundary. Returns the byte offset of its storage
/// unit, its bits there and its type's alignment. Only the integer types up to `int` (and `_Bool`, enums)
/// make bit-fields here: their reads promote to `int` or `unsigned int`.
fn place_bit_field(
    types: &crate::types::TypeTable,
    ty: TypeId,
    width: i128,
    (named, packed): (bool, bool),
    is_union: bool,
    size_bits: &mut u64,
    span: Span,
) -> R<(u64, crate::types::BitField, u64)> {
    let Some(kind) = types.as_int(ty) else {
        return Err(diag::invalid(
            "a bit-field of a type that is not an integer",
            span,
        ));
    };
    let (Some(size), Some(align)) = (types.size_of(ty), types.align_of(ty)) else {
        return Err(diag::invalid("a bit-field of an incomplete type", span));
    };
    if size > 8 {
        return Err(diag::unsupported(
            &format!("bit-fields of type `{}`", kind.c_name()),
            span,
        ));
    }
    let unit = size * 8;
    let bool_width = if kind == crate::types::IntKind::Bool {
        1
    } else {
        unit as i128
    };
    if width < 0 || width > bool_width {
        return Err(diag::invalid(
            format!("bit-field width {width} out of range for its type"),
            span,
        ));
    }
    let width = width as u64;
    if packed && width > 0 {
        // Packed: at the next bit, whatever its type's boundaries; its
        // unit is the bytes its bits span.
        let at = if is_union { 0 } else { *size_bits };
        let offset = at / 8;
        let bit = (at % 8) as u32;
        *size_bits = (*size_bits).max(at + width);
        let unit = (bit as u64 + width).div_ceil(8) as u32;
        return Ok((
            offset,
            crate::types::BitField {
                bit,
                width: width as u32,
                unit,
            },
            1,
        ));
    }
    if width == 0 {
        if named {
            return Err(diag::invalid("a named bit-field of width 0", span));
        }
        // In a packed struct too, `T : 0` moves to T's alignment (gcc).
        // Kept as a member so that the emitted struct has it too.
        if !is_union {
            *size_bits = size_bits.div_ceil(align * 8) * align * 8;
        }
        let offset = if is_union { 0 } else { *size_bits / 8 };
        let unit = size as u32;
        return Ok((
            offset,
            crate::types::BitField {
                bit: 0,
                width: 0,
                unit,
            },
            align,
        ));
    }
    let mut at = if is_union { 0 } else { *size_bits };
    if at % unit + width > unit {
        at = at.div_ceil(align * 8) * align * 8;
    }
    let offset = at / unit * size;
    let bit = (at - offset * 8) as u32;
    *size_bits = (*size_bits).max(at + width);
    Ok((
        offset,
        crate::types::BitField {
            bit,
            width: width as u32,
            unit: size as u32,
        },
        align,
    ))
}

/// Whether a struct body defines a tag of its own (a nested struct, union
/// or enum with a body), or enum constants.
fn defines_tags(decls: &[Node<c::StructDeclaration>]) -> bool {
    use lang_c::visit::Visit;
    struct Finder(bool);
    impl<'ast> Visit<'ast> for Finder {
        fn visit_struct_type(&mut self, st: &'ast c::StructType, span: &'ast lang_c::span::Span) {
            self.0 |= st.declarations.is_some();
            lang_c::visit::visit_struct_type(self, st, span);
        }
        fn visit_enum_type(&mut self, et: &'ast c::EnumType, _: &'ast lang_c::span::Span) {
            self.0 |= !et.enumerators.is_empty();
        }
    }
    let mut finder = Finder(false);
    for d in decls {
        finder.visit_struct_declaration(&d.node, &d.span);
    }
    finder.0
}
