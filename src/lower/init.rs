//! Initializers (C99 6.7.8): brace elision, designators, string literals
//! for char arrays, completion of arrays of unknown size. The walk yields
//! leaves (a path into the object and a value); static objects turn them
//! into a Core C `Init`, automatic objects into zeroing plus assignments.

use std::collections::BTreeMap;

use lang_c::ast::{self as c};
use lang_c::span::Node;

use super::{Lowerer, R, fold};
use crate::core::{Expr, ExprKind, Init, LocalId, Stmt};
use crate::diag::{self, Diag};
use crate::source::Span;
use crate::types::{IntKind, TypeId, TypeKind};

#[derive(Clone, Copy, Debug)]
enum Step {
    Index(u64),
    Field(usize),
}

enum Leaf {
    Value(Expr),
    Bytes(Vec<u8>),
}

/// What a string literal stores into an array: bytes for a char array,
/// element values for a wide literal.
enum StringInit {
    Bytes(Vec<u8>),
    Wide(Vec<Expr>),
}

impl StringInit {
    fn len(&self) -> u64 {
        match self {
            StringInit::Bytes(b) => b.len() as u64,
            StringInit::Wide(v) => v.len() as u64,
        }
    }
}

impl Leaves {
    /// The leaves of a string literal initializing the array at `path`.
    fn push_string(&mut self, path: Vec<Step>, string: StringInit, span: Span) {
        match string {
            StringInit::Bytes(bytes) => self.list.push((path, Leaf::Bytes(bytes), span)),
            StringInit::Wide(values) => {
                for (i, v) in values.into_iter().enumerate() {
                    let mut at = path.clone();
                    at.push(Step::Index(i as u64));
                    self.list.push((at, Leaf::Value(v), span));
                }
            }
        }
    }
}

struct Cursor<'n> {
    items: &'n [Node<c::InitializerListItem>],
    pos: usize,
}

/// An initializer expression met where an aggregate starts without braces.
enum Pending<'n> {
    Value(Expr),
    Str(&'n Node<c::Expression>),
}

#[derive(Default)]
struct Leaves {
    list: Vec<(Vec<Step>, Leaf, Span)>,
}

enum Tree {
    Leaf(Init),
    Array(BTreeMap<u64, Tree>),
    Struct(BTreeMap<usize, Tree>),
}

impl<'a> Lowerer<'a> {
    /// The completed type and constant initializer of a static object.
    pub(super) fn static_initializer(
        &mut self,
        ty: TypeId,
        init: &Node<c::Initializer>,
    ) -> R<(TypeId, Init)> {
        let saved = std::mem::replace(&mut self.const_mode, true);
        let result = self.collect(ty, init);
        self.const_mode = saved;
        let (ty, leaves) = result?;
        let mut tree: Option<Tree> = None;
        for (path, leaf, span) in leaves.list {
            let init = match leaf {
                Leaf::Value(e) => {
                    let e = fold::fold(&self.prog.types, e);
                    if !fold::is_static_initializer(&e) {
                        return Err(diag::invalid(
                            "initializer element is not a compile-time constant",
                            span,
                        )
                        .with_note("objects with static storage need constant initializers"));
                    }
                    Init::Scalar(e)
                }
                Leaf::Bytes(b) => Init::Bytes(b),
            };
            insert(&mut tree, &path, init);
        }
        let init = match tree {
            Some(t) => into_init(t),
            None => Init::Struct(Vec::new()),
        };
        Ok((ty, init))
    }

    /// Initializes an automatic variable: zeroing plus assignments.
    pub(super) fn local_initializer(
        &mut self,
        local: LocalId,
        init: &Node<c::Initializer>,
        span: Span,
    ) -> R<()> {
        let declared = self.local_expr(local, span).ty;
        let (ty, mut leaves) = self.collect(declared, init)?;
        if let Some(fb) = self.fb.as_mut() {
            fb.locals[local.index()].ty = ty;
        }
        if ty != declared {
            // The initializer may name the variable itself (`char s[] =
            // {..., s}`), seen with its incomplete type: give it the final one.
            for (_, leaf, _) in &mut leaves.list {
                if let Leaf::Value(v) = leaf {
                    retype_local(v, local, ty);
                }
            }
        }
        self.require_complete(ty, span)?;
        let var = self.local_expr(local, span);
        // One value for the whole object needs no zeroing; a string for a
        // whole char array does unless it fills every element.
        let whole = match leaves.list.as_slice() {
            [(path, Leaf::Value(_), _)] => path.is_empty(),
            [(path, Leaf::Bytes(bytes), _)] => {
                path.is_empty() && self.prog.types.size_of(ty) == Some(bytes.len() as u64)
            }
            _ => false,
        };
        let is_aggregate = matches!(
            self.prog.types.kind(ty),
            TypeKind::Array(..) | TypeKind::Struct(_) | TypeKind::Vector(..)
        );
        if is_aggregate && !whole {
            self.emit(Stmt::Zero {
                lhs: var.clone(),
                span,
            })?;
        }
        for (path, leaf, lspan) in leaves.list {
            let target = self.path_lvalue(var.clone(), &path, lspan);
            match leaf {
                Leaf::Value(v) => self.emit(Stmt::Assign {
                    lhs: target,
                    rhs: v,
                    span: lspan,
                })?,
                Leaf::Bytes(bytes) => {
                    let TypeKind::Array(elem, _) = self.prog.types.kind(target.ty).clone() else {
                        return Err(Diag::bug("string initializer for a non-array", lspan));
                    };
                    for (i, b) in bytes.iter().enumerate() {
                        let el = self.path_lvalue(target.clone(), &[Step::Index(i as u64)], lspan);
                        let kind = self.prog.types.as_int(elem).unwrap_or(IntKind::Char);
                        let value =
                            Expr::new(ExprKind::IntConst(kind.wrap(*b as i128)), elem, lspan);
                        let value = Expr {
                            ty: self.prog.types.unqualified(elem),
                            ..value
                        };
                        self.emit(Stmt::Assign {
                            lhs: el,
                            rhs: value,
                            span: lspan,
                        })?;
                    }
                }
            }
        }
        Ok(())
    }

    fn path_lvalue(&mut self, base: Expr, path: &[Step], span: Span) -> Expr {
        let mut e = base;
        for step in path {
            e = match (*step, self.prog.types.kind(e.ty).clone()) {
                (Step::Index(i), TypeKind::Array(elem, _)) => {
                    let ptr = self.prog.types.pointer_to(elem);
                    let kind = if i <= i32::MAX as u64 {
                        IntKind::Int
                    } else {
                        IntKind::Long
                    };
                    let index_ty = self.prog.types.int(kind);
                    let decayed = Expr::new(ExprKind::Decay(Box::new(e)), ptr, span);
                    let index = Expr::new(ExprKind::IntConst(i as i128), index_ty, span);
                    Expr::new(
                        ExprKind::Index(Box::new(decayed), Box::new(index)),
                        elem,
                        span,
                    )
                }
                // A vector's element: `((T *)&v)[i]`.
                (Step::Index(i), TypeKind::Vector(elem, _)) => {
                    let int = self.prog.types.int(IntKind::Int);
                    let index = Expr::new(ExprKind::IntConst(i as i128), int, span);
                    self.part_lvalue(e, elem, index, span)
                }
                (Step::Field(f), TypeKind::Struct(sid)) => {
                    let fty = self
                        .prog
                        .types
                        .struct_def(sid)
                        .body
                        .as_ref()
                        .map(|b| b.fields[f].ty)
                        .unwrap_or(e.ty);
                    Expr::new(ExprKind::Member(Box::new(e), f), fty, span)
                }
                _ => e,
            };
        }
        e
    }

    /// Walks an initializer for an object of type `ty`.
    fn collect(&mut self, ty: TypeId, init: &Node<c::Initializer>) -> R<(TypeId, Leaves)> {
        let mut leaves = Leaves::default();
        let span = self.span(init.span);
        let ty = match &init.node {
            c::Initializer::Expression(e) => {
                if let Some(items) = self.constant_vector_literal(ty, e)? {
                    self.braced(ty, items, Vec::new(), &mut leaves)?;
                    return Ok((ty, leaves));
                }
                if let Some(string) = self.string_for_array(ty, e)? {
                    let ty = self.complete_array(ty, string.len());
                    leaves.push_string(Vec::new(), string, span);
                    ty
                } else {
                    let v = self.rvalue_expecting(e, ty)?;
                    if matches!(self.prog.types.kind(ty), TypeKind::Array(..)) {
                        return Err(diag::invalid(
                            "an array must be initialized with a braced list",
                            span,
                        ));
                    }
                    let v = self.initializer_convert(v, ty, span)?;
                    leaves.list.push((Vec::new(), Leaf::Value(v), span));
                    ty
                }
            }
            c::Initializer::List(items) => {
                let items = without_empty_marker(items);
                if let Some(string) = self.braced_string(ty, items)? {
                    let ty = self.complete_array(ty, string.len());
                    leaves.push_string(Vec::new(), string, span);
                    ty
                } else if self.prog.types.is_scalar(ty) {
                    self.scalar_in_braces(ty, items, Vec::new(), &mut leaves, span)?;
                    ty
                } else {
                    let count = self.braced(ty, items, Vec::new(), &mut leaves)?;
                    self.complete_array(ty, count)
                }
            }
        };
        Ok((ty, leaves))
    }

    /// In a static initializer, a compound literal of the vector type
    /// `ty` (`(V){1, 2}`, a constant in gcc): its list, read as the
    /// object's own braced list.
    fn constant_vector_literal<'n>(
        &mut self,
        ty: TypeId,
        e: &'n Node<c::Expression>,
    ) -> R<Option<&'n [Node<c::InitializerListItem>]>> {
        if !self.const_mode || !self.prog.types.is_vector(ty) {
            return Ok(None);
        }
        let mut e = e;
        while let c::Expression::Comma(list) = &e.node
            && let [only] = list.as_slice()
        {
            e = only;
        }
        let c::Expression::CompoundLiteral(cl) = &e.node else {
            return Ok(None);
        };
        let literal = self.type_name(&cl.node.type_name)?;
        if !self.prog.types.unqualified_eq(literal, ty) {
            return Ok(None);
        }
        Ok(Some(&cl.node.initializer_list))
    }

    pub(super) fn complete_array(&mut self, ty: TypeId, count: u64) -> TypeId {
        match self.prog.types.kind(ty).clone() {
            TypeKind::Array(elem, None) => {
                let quals = self.prog.types.quals(ty);
                // `T a[] = {}` has no elements, as in gcc.
                let t = self.prog.types.array_of(elem, Some(count));
                self.prog.types.with_quals(t, quals)
            }
            _ => ty,
        }
    }

    /// What a string literal stores into a char array (or, wide, an array
    /// of its element type) of type `ty`.
    fn string_for_array(&mut self, ty: TypeId, e: &Node<c::Expression>) -> R<Option<StringInit>> {
        if let Some(values) = self.wide_string_for_array(ty, e)? {
            return Ok(Some(StringInit::Wide(values)));
        }
        if let c::Expression::StringLiteral(s) = &e.node {
            let TypeKind::Array(elem, len) = self.prog.types.kind(ty).clone() else {
                return Ok(None);
            };
            let Some(kind) = self.prog.types.as_int(elem) else {
                return Ok(None);
            };
            if !matches!(kind, IntKind::Char | IntKind::SChar | IntKind::UChar) {
                return Ok(None);
            }
            let span = self.span(s.span);
            let mut bytes = super::literal::string(&s.node)
                .map_err(|m| diag::invalid(m, span))?
                .bytes;
            // Longer than the array even without its NUL: a constraint
            // violation gcc takes (with a warning), cutting the string to
            // the array, as here.
            if let Some(len) = len {
                bytes.truncate(len as usize);
            }
            return Ok(Some(StringInit::Bytes(bytes)));
        }
        Ok(None)
    }

    /// A char array initialized by a string literal in braces
    /// (`char s[] = {"hi"}`, C99 6.7.8p14): the literal's bytes.
    fn braced_string(
        &mut self,
        ty: TypeId,
        items: &[Node<c::InitializerListItem>],
    ) -> R<Option<StringInit>> {
        let [only] = items else {
            return Ok(None);
        };
        if !only.node.designation.is_empty() {
            return Ok(None);
        }
        match &only.node.initializer.node {
            c::Initializer::Expression(e) => self.string_for_array(ty, e),
            c::Initializer::List(_) => Ok(None),
        }
    }

    fn scalar_in_braces(
        &mut self,
        ty: TypeId,
        items: &[Node<c::InitializerListItem>],
        path: Vec<Step>,
        leaves: &mut Leaves,
        span: Span,
    ) -> R<()> {
        let items = without_empty_marker(items);
        let Some(first) = items.first() else {
            return Err(diag::invalid("empty initializer for a scalar", span));
        };
        if items.len() > 1 || !first.node.designation.is_empty() {
            return Err(diag::invalid(
                "excess elements in a scalar initializer",
                span,
            ));
        }
        match &first.node.initializer.node {
            c::Initializer::Expression(e) => {
                let v = self.rvalue_expecting(e, ty)?;
                let v = self.initializer_convert(v, ty, span)?;
                leaves.list.push((path, Leaf::Value(v), span));
                Ok(())
            }
            c::Initializer::List(inner) => self.scalar_in_braces(ty, inner, path, leaves, span),
        }
    }

    /// A braced list for an aggregate; returns the number of array
    /// elements it covers (for completing `T a[] = {...}`).
    fn braced(
        &mut self,
        ty: TypeId,
        items: &[Node<c::InitializerListItem>],
        path: Vec<Step>,
        leaves: &mut Leaves,
    ) -> R<u64> {
        let mut cur = Cursor { items, pos: 0 };
        let mut next: u64 = 0;
        let mut max: u64 = 0;
        while cur.pos < items.len() {
            let item = &items[cur.pos];
            let span = self.span(item.span);
            let designation = &item.node.designation;
            // gcc's `[lo ... hi] = v`: `nested_designation` gives the item
            // to each element in turn.
            if let Some(d) = designation.first()
                && let Some((_, _, hi)) = self.range(ty, d, span)?
            {
                self.nested_designation(ty, designation, path.clone(), &mut cur, leaves)?;
                if designation.len() > 1
                    && cur.pos < items.len()
                    && items[cur.pos].node.designation.is_empty()
                {
                    return Err(diag::unsupported(
                        "an initializer that continues after a nested designator",
                        self.span(items[cur.pos].span),
                    ));
                }
                next = hi + 1;
                max = max.max(next);
                continue;
            }
            let (sub_ty, step) = match designation.first() {
                Some(d) => self.designate(ty, d, span)?,
                None => self.positional(ty, next, span)?,
            };
            let index = match step {
                Step::Index(i) => i,
                Step::Field(f) => f as u64,
            };
            let mut sub_path = path.clone();
            sub_path.push(step);
            let (sub_ty, chain) = match designation.first() {
                Some(d) => {
                    let (inner, chain) = self.anonymous_chain(ty, d, span)?;
                    (if chain.is_empty() { sub_ty } else { inner }, chain)
                }
                None => (sub_ty, Vec::new()),
            };
            let through_anonymous = !chain.is_empty();
            sub_path.extend(chain);
            if designation.len() > 1 || through_anonymous {
                self.nested_designation(sub_ty, &designation[1..], sub_path, &mut cur, leaves)?;
                if cur.pos < items.len() && items[cur.pos].node.designation.is_empty() {
                    return Err(diag::unsupported(
                        "an initializer that continues after a nested designator",
                        self.span(items[cur.pos].span),
                    ));
                }
            } else {
                self.sub_object(sub_ty, sub_path, &mut cur, leaves)?;
            }
            next = index + 1;
            max = max.max(next);
        }
        Ok(max)
    }

    /// The element type and the first and last index of a range
    /// designator (`[lo ... hi]`, gcc's), or `None` for another one.
    fn range(
        &mut self,
        ty: TypeId,
        d: &Node<c::Designator>,
        span: Span,
    ) -> R<Option<(TypeId, u64, u64)>> {
        let c::Designator::Range(r) = &d.node else {
            return Ok(None);
        };
        let TypeKind::Array(elem, len) = self.prog.types.kind(ty).clone() else {
            return Err(diag::invalid("designator does not match the type", span));
        };
        let lo = self.const_int(&r.node.from)?;
        let hi = self.const_int(&r.node.to)?;
        if lo < 0 || len.is_some_and(|n| hi >= 0 && hi as u64 >= n) {
            return Err(diag::invalid(
                "array index in initializer out of bounds",
                span,
            ));
        }
        if hi < lo {
            return Err(diag::invalid("empty index range in initializer", span));
        }
        Ok(Some((elem, lo as u64, hi as u64)))
    }

    /// The subobject a designator selects.
    fn designate(&mut self, ty: TypeId, d: &Node<c::Designator>, span: Span) -> R<(TypeId, Step)> {
        match (&d.node, self.prog.types.kind(ty).clone()) {
            (c::Designator::Index(e), TypeKind::Array(elem, len)) => {
                let i = self.const_int(e)?;
                if i < 0 || len.is_some_and(|n| i as u64 >= n) {
                    return Err(diag::invalid(
                        "array index in initializer out of bounds",
                        span,
                    ));
                }
                Ok((elem, Step::Index(i as u64)))
            }
            // A member of an anonymous struct or union: the anonymous
            // member here, the rest through `anonymous_chain`.
            (c::Designator::Member(id), TypeKind::Struct(sid))
                if let Some(path) =
                    crate::types::member_path(&self.prog.types, sid, &id.node.name)
                    && path.len() > 1 =>
            {
                let body = self.prog.types.struct_def(sid).body.as_ref();
                match body.and_then(|b| b.fields.get(path[0])) {
                    Some(f) => Ok((f.ty, Step::Field(path[0]))),
                    None => Err(diag::invalid(
                        format!("no member named `{}`", id.node.name),
                        span,
                    )),
                }
            }
            (c::Designator::Member(id), TypeKind::Struct(sid)) => {
                let body = self.prog.types.struct_def(sid).body.as_ref();
                let pos = body.and_then(|b| b.fields.iter().position(|f| f.name == id.node.name));
                match (pos, body) {
                    (Some(p), Some(b)) => Ok((b.fields[p].ty, Step::Field(p))),
                    _ => Err(diag::invalid(
                        format!("no member named `{}`", id.node.name),
                        span,
                    )),
                }
            }
            _ => Err(diag::invalid("designator does not match the type", span)),
        }
    }

    /// The steps from the anonymous member `designate` stopped at down to
    /// the member a designator names (`.num` in a struct whose anonymous
    /// union holds `num`: the union's `num`), with its type; empty for a
    /// designator that names a member directly.
    fn anonymous_chain(
        &mut self,
        ty: TypeId,
        d: &Node<c::Designator>,
        span: Span,
    ) -> R<(TypeId, Vec<Step>)> {
        let (c::Designator::Member(id), TypeKind::Struct(sid)) =
            (&d.node, self.prog.types.kind(ty).clone())
        else {
            return Ok((ty, Vec::new()));
        };
        let Some(path) = crate::types::member_path(&self.prog.types, sid, &id.node.name) else {
            return Ok((ty, Vec::new()));
        };
        let mut cur = ty;
        let mut steps = Vec::new();
        for &field in &path {
            let TypeKind::Struct(inner) = self.prog.types.kind(cur).clone() else {
                return Err(diag::invalid("designator does not match the type", span));
            };
            let body = self.prog.types.struct_def(inner).body.as_ref();
            let Some(f) = body.and_then(|b| b.fields.get(field)) else {
                return Err(diag::invalid(
                    format!("no member named `{}`", id.node.name),
                    span,
                ));
            };
            cur = f.ty;
            steps.push(Step::Field(field));
        }
        if steps.len() <= 1 {
            return Ok((ty, Vec::new()));
        }
        // The first step is the anonymous member `designate` gave.
        steps.remove(0);
        Ok((cur, steps))
    }

    /// The subobject at position `n` of an aggregate.
    fn positional(&mut self, ty: TypeId, n: u64, span: Span) -> R<(TypeId, Step)> {
        match self.prog.types.kind(ty).clone() {
            TypeKind::Array(elem, len) => {
                if len.is_some_and(|l| n >= l) {
                    return Err(diag::invalid("excess elements in array initializer", span));
                }
                Ok((elem, Step::Index(n)))
            }
            TypeKind::Vector(elem, len) => {
                if n >= len {
                    return Err(diag::invalid("excess elements in vector initializer", span));
                }
                Ok((elem, Step::Index(n)))
            }
            TypeKind::Struct(sid) => {
                let def = self.prog.types.struct_def(sid);
                // Unnamed bit-fields take no initializer.
                let n = def.body.as_ref().map_or(n, |b| {
                    (n as usize..b.fields.len())
                        .find(|i| {
                            !b.fields[*i]
                                .name
                                .starts_with(crate::types::UNNAMED_BIT_FIELD)
                        })
                        .unwrap_or(b.fields.len()) as u64
                });
                // A union's list initializes its first member only.
                let field = if def.is_union && n > 0 {
                    None
                } else {
                    def.body.as_ref().and_then(|b| b.fields.get(n as usize))
                };
                match field {
                    Some(f) => Ok((f.ty, Step::Field(n as usize))),
                    None => Err(diag::invalid(
                        format!("excess elements in {} initializer", def.keyword()),
                        span,
                    )),
                }
            }
            _ => Err(diag::invalid(
                "braced initializer for a non-aggregate",
                span,
            )),
        }
    }

    fn nested_designation(
        &mut self,
        ty: TypeId,
        rest: &[Node<c::Designator>],
        path: Vec<Step>,
        cur: &mut Cursor<'_>,
        leaves: &mut Leaves,
    ) -> R<()> {
        let Some((first, more)) = rest.split_first() else {
            return self.sub_object(ty, path, cur, leaves);
        };
        let span = self.span(first.span);
        if let Some((elem, lo, hi)) = self.range(ty, first, span)? {
            let start = cur.pos;
            for i in lo..=hi {
                cur.pos = start;
                let mut sub_path = path.clone();
                sub_path.push(Step::Index(i));
                self.nested_designation(elem, more, sub_path, cur, leaves)?;
            }
            return Ok(());
        }
        let (sub, step) = self.designate(ty, first, span)?;
        let (inner, chain) = self.anonymous_chain(ty, first, span)?;
        let sub = if chain.is_empty() { sub } else { inner };
        let mut sub_path = path;
        sub_path.push(step);
        sub_path.extend(chain);
        self.nested_designation(sub, more, sub_path, cur, leaves)
    }

    /// Initializes the subobject of type `ty` from the item at the cursor
    /// (and, with brace elision, the items after it).
    fn sub_object(
        &mut self,
        ty: TypeId,
        path: Vec<Step>,
        cur: &mut Cursor<'_>,
        leaves: &mut Leaves,
    ) -> R<()> {
        let item = &cur.items[cur.pos];
        let span = self.span(item.span);
        match &item.node.initializer.node {
            c::Initializer::List(inner) => {
                cur.pos += 1;
                let inner = without_empty_marker(inner);
                if let Some(string) = self.braced_string(ty, inner)? {
                    leaves.push_string(path, string, span);
                    Ok(())
                } else if self.prog.types.is_scalar(ty) {
                    self.scalar_in_braces(ty, inner, path, leaves, span)
                } else {
                    self.braced(ty, inner, path, leaves).map(|_| ())
                }
            }
            c::Initializer::Expression(e) => {
                if let Some(items) = self.constant_vector_literal(ty, e)? {
                    cur.pos += 1;
                    return self.braced(ty, items, path, leaves).map(|_| ());
                }
                if self.prog.types.is_scalar(ty) {
                    let v = self.rvalue(e)?;
                    let v = self.initializer_convert(v, ty, span)?;
                    leaves.list.push((path, Leaf::Value(v), span));
                    cur.pos += 1;
                    return Ok(());
                }
                if let Some(string) = self.string_for_array(ty, e)? {
                    leaves.push_string(path, string, span);
                    cur.pos += 1;
                    return Ok(());
                }
                let pending = if matches!(e.node, c::Expression::StringLiteral(_)) {
                    Pending::Str(e)
                } else {
                    let v = self.rvalue(e)?;
                    if self.prog.types.unqualified_eq(v.ty, ty) {
                        leaves.list.push((path, Leaf::Value(v), span));
                        cur.pos += 1;
                        return Ok(());
                    }
                    Pending::Value(v)
                };
                self.elide(ty, path, cur, leaves, Some(pending))
            }
        }
    }

    /// Brace elision: fills the aggregate `ty` from consecutive items.
    fn elide<'n>(
        &mut self,
        ty: TypeId,
        path: Vec<Step>,
        cur: &mut Cursor<'n>,
        leaves: &mut Leaves,
        mut pending: Option<Pending<'n>>,
    ) -> R<()> {
        let count = match self.prog.types.kind(ty).clone() {
            TypeKind::Array(_, Some(n)) | TypeKind::Vector(_, n) => n,
            TypeKind::Array(_, None) => {
                return Err(diag::invalid(
                    "cannot initialize a flexible array member",
                    Span::DUMMY,
                ));
            }
            TypeKind::Struct(sid) => {
                let def = self.prog.types.struct_def(sid);
                let fields = def.body.as_ref().map_or(0, |b| b.fields.len() as u64);
                // Brace elision gives a union one value, for its first member.
                if def.is_union { fields.min(1) } else { fields }
            }
            _ => return Err(Diag::bug("brace elision into a scalar", Span::DUMMY)),
        };
        for n in 0..count {
            // Unnamed bit-fields take no initializer.
            if let TypeKind::Struct(sid) = self.prog.types.kind(ty)
                && self
                    .prog
                    .types
                    .struct_def(*sid)
                    .body
                    .as_ref()
                    .and_then(|b| b.fields.get(n as usize))
                    .is_some_and(|f| f.name.starts_with(crate::types::UNNAMED_BIT_FIELD))
            {
                continue;
            }
            if pending.is_none()
                && (cur.pos >= cur.items.len()
                    || (n > 0 && !cur.items[cur.pos].node.designation.is_empty()))
            {
                return Ok(());
            }
            let span = self.span(cur.items[cur.pos.min(cur.items.len() - 1)].span);
            let (sub, step) = self.positional(ty, n, span)?;
            let mut sub_path = path.clone();
            sub_path.push(step);
            match pending.take() {
                None => self.sub_object(sub, sub_path, cur, leaves)?,
                Some(p) => {
                    let p = match p {
                        Pending::Str(e) => match self.string_for_array(sub, e)? {
                            Some(string) => {
                                leaves.push_string(sub_path, string, span);
                                cur.pos += 1;
                                continue;
                            }
                            None if self.prog.types.is_scalar(sub) => {
                                Pending::Value(self.rvalue(e)?)
                            }
                            None => Pending::Str(e),
                        },
                        other => other,
                    };
                    match p {
                        Pending::Value(v) if self.prog.types.is_scalar(sub) => {
                            let v = self.initializer_convert(v, sub, span)?;
                            leaves.list.push((sub_path, Leaf::Value(v), span));
                            cur.pos += 1;
                        }
                        Pending::Value(v) if self.prog.types.unqualified_eq(v.ty, sub) => {
                            leaves.list.push((sub_path, Leaf::Value(v), span));
                            cur.pos += 1;
                        }
                        other => self.elide(sub, sub_path, cur, leaves, Some(other))?,
                    }
                }
            }
        }
        Ok(())
    }
}

/// The items of a braced list, none for `{}` (which the parser repair
/// writes `{__cmix_empty_initializer}`, see `parse::EMPTY_INITIALIZER`).
fn without_empty_marker(items: &[Node<c::InitializerListItem>]) -> &[Node<c::InitializerListItem>] {
    match items {
        [only]
            if only.node.designation.is_empty()
                && matches!(&only.node.initializer.node,
                c::Initializer::Expression(e) if matches!(&e.node,
                    c::Expression::Identifier(id) if id.node.name == crate::parse::EMPTY_INITIALIZER)) =>
        {
            &[]
        }
        _ => items,
    }
}

fn insert(tree: &mut Option<Tree>, path: &[Step], init: Init) {
    let Some((step, rest)) = path.split_first() else {
        *tree = Some(Tree::Leaf(init));
        return;
    };
    match step {
        Step::Index(i) => {
            if !matches!(tree, Some(Tree::Array(_))) {
                *tree = Some(Tree::Array(BTreeMap::new()));
            }
            if let Some(Tree::Array(map)) = tree {
                let mut slot = map.remove(i);
                insert(&mut slot, rest, init);
                if let Some(s) = slot {
                    map.insert(*i, s);
                }
            }
        }
        Step::Field(f) => {
            if !matches!(tree, Some(Tree::Struct(_))) {
                *tree = Some(Tree::Struct(BTreeMap::new()));
            }
            if let Some(Tree::Struct(map)) = tree {
                let mut slot = map.remove(f);
                insert(&mut slot, rest, init);
                if let Some(s) = slot {
                    map.insert(*f, s);
                }
            }
        }
    }
}

fn into_init(tree: Tree) -> Init {
    match tree {
        Tree::Leaf(i) => i,
        Tree::Array(m) => Init::Array(m.into_iter().map(|(k, v)| (k, into_init(v))).collect()),
        Tree::Struct(m) => Init::Struct(m.into_iter().map(|(k, v)| (k, into_init(v))).collect()),
    }
}

fn retype_local(e: &mut Expr, local: LocalId, ty: TypeId) {
    match &mut e.kind {
        ExprKind::Local(id) if *id == local => e.ty = ty,
        ExprKind::Deref(x)
        | ExprKind::Member(x, _)
        | ExprKind::AddrOf(x)
        | ExprKind::Decay(x)
        | ExprKind::Unary(_, x)
        | ExprKind::Cast(x) => retype_local(x, local, ty),
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) => {
            retype_local(a, local, ty);
            retype_local(b, local, ty);
        }
        _ => {}
    }
}
