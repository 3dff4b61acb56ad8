//! Residual structs keep only the fields residual code uses (struct
//! specialization, reference book 11.4): once the static fields of a
//! partially static struct are evaluated away, nothing reads them, and the
//! residual program should not carry them (`struct key` of keytab keeps
//! `count`, the list's nodes keep `data`).
//!
//! A struct is shrunk only where that cannot change what the program
//! does: every residual use of it is a field of a variable (or of an array
//! element of one), never the struct as a whole (copies, zeroing), a
//! pointer to it, a parameter, a result or a field of another struct. Its
//! layout is then invisible to the program.

use std::collections::BTreeSet;

use crate::core::{Expr, ExprKind, Init, Program, Stmt};
use crate::emit_c::Reachable;
use crate::types::{Field, StructBody, StructId, TypeId, TypeKind, TypeTable};

/// Drops the fields that the code reachable from `roots` never uses from
/// the structs it only uses field by field. Returns how many structs shrank
/// and how many of those became plain variables.
pub fn drop_unused_fields(program: &mut Program, reach: &Reachable) -> (usize, usize) {
    let n = program.types.structs.len();
    let mut uses = Uses {
        blocked: vec![false; n],
        used: vec![BTreeSet::new(); n],
    };
    let types = &program.types;
    // A struct inside another (by value): both layouts are tied. (A
    // pointer field that residual code uses makes a pointer expression.)
    for s in 0..n {
        // A union's members overlap: dropping one changes what the others
        // read, or its size; bit-fields share storage units.
        // A packed or aligned layout is written on the type: dropping
        // members would need it laid out again.
        if types.structs[s].is_union
            || types.structs[s].body.as_ref().is_some_and(|b| {
                !b.layout.is_empty()
                    || b.fields
                        .iter()
                        .any(|f| f.bits.is_some() || !f.layout.is_empty())
            })
        {
            uses.blocked[s] = true;
        }
        if let Some(body) = &types.structs[s].body {
            for f in &body.fields {
                if let Some(t) = element_struct(types, f.ty) {
                    uses.blocked[t.0 as usize] = true;
                    uses.blocked[s] = true;
                }
            }
        }
    }
    for &g in &reach.globals {
        let global = program.global(g);
        if global.linkage == crate::core::Linkage::External {
            // Other translation units see it with the original layout.
            for t in structs_in(types, global.ty) {
                uses.blocked[t.0 as usize] = true;
            }
        }
        uses.object_type(types, global.ty);
        if let Some(init) = &global.init {
            // Address constants (`&table[1]`) are uses too.
            init.for_each_expr(&mut |e| uses.visit(types, e));
        }
    }
    for &f in &reach.functions {
        let function = program.function(f);
        for t in structs_in(types, function.ty) {
            uses.blocked[t.0 as usize] = true;
        }
        for local in &function.locals {
            if local.is_param {
                for t in structs_in(types, local.ty) {
                    uses.blocked[t.0 as usize] = true;
                }
            } else {
                uses.object_type(types, local.ty);
            }
        }
        let Some(body) = &function.body else { continue };
        for block in &body.blocks {
            for stmt in &block.stmts {
                // Zeroing a variable zeroes whatever fields it keeps.
                if let Stmt::Zero { lhs, .. } = stmt {
                    uses.visit_base(types, lhs);
                    continue;
                }
                stmt.for_each_expr(&mut |e| uses.visit(types, e));
            }
            block.term.for_each_expr(&mut |e| uses.visit(types, e));
        }
    }
    // The new field numbers of each struct that shrinks.
    let mut renumber: Vec<Option<Vec<Option<usize>>>> = vec![None; n];
    for (s, slot) in renumber.iter_mut().enumerate() {
        let Some(body) = &types.structs[s].body else {
            continue;
        };
        let used = &uses.used[s];
        if uses.blocked[s] || used.is_empty() || used.len() == body.fields.len() {
            continue;
        }
        let mut next = 0;
        *slot = Some(
            (0..body.fields.len())
                .map(|i| {
                    used.contains(&i).then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect(),
        );
    }
    if renumber.iter().all(Option::is_none) {
        return (0, 0);
    }
    for (s, map) in renumber.iter().enumerate() {
        if let Some(map) = map {
            shrink(&mut program.types, StructId(s as u32), map);
        }
    }
    let types = &program.types;
    for &f in &reach.functions {
        if let Some(body) = &mut program.functions[f.index()].body {
            for block in &mut body.blocks {
                for stmt in &mut block.stmts {
                    stmt.for_each_expr_mut(&mut |e| renumber_members(types, e, &renumber));
                }
                if let Some(e) = block.term.expr_mut() {
                    renumber_members(types, e, &renumber);
                }
            }
        }
    }
    for &g in &reach.globals {
        let ty = program.globals[g.index()].ty;
        if let Some(init) = &mut program.globals[g.index()].init {
            renumber_init(&program.types, ty, init, &renumber);
            // Address constants name fields too (`&g.f3`).
            init.for_each_expr_mut(&mut |e| renumber_members(&program.types, e, &renumber));
        }
    }
    let shrunk = renumber.iter().filter(|r| r.is_some()).count();
    (shrunk, flatten_singletons(program, reach, &renumber))
}

/// A struct left with one field is replaced by that field: its variables
/// become plain variables (arrays of it, arrays of the field's type) and
/// `x.f` becomes `x`. All its uses are field accesses on variables.
fn flatten_singletons(
    program: &mut Program,
    reach: &Reachable,
    renumber: &[Option<Vec<Option<usize>>>],
) -> usize {
    let singles: Vec<Option<TypeId>> = renumber
        .iter()
        .enumerate()
        .map(|(s, map)| {
            map.as_ref()?;
            match &program.types.structs[s].body {
                Some(body) if body.fields.len() == 1 => Some(body.fields[0].ty),
                _ => None,
            }
        })
        .collect();
    let count = singles.iter().filter(|s| s.is_some()).count();
    if count == 0 {
        return 0;
    }
    for &g in &reach.globals {
        // Address constants of flattened fields (`&g.count` is `&g`).
        if let Some(init) = &mut program.globals[g.index()].init {
            init.for_each_expr_mut(&mut |e| flatten_members(&mut program.types, e, &singles));
        }
        let ty = program.globals[g.index()].ty;
        let Some(new) = flattened(&mut program.types, ty, &singles) else {
            continue;
        };
        let global = &mut program.globals[g.index()];
        global.ty = new;
        global.init = global
            .init
            .take()
            .and_then(|i| flatten_init(&program.types, ty, i, &singles));
    }
    let types = &mut program.types;
    for &f in &reach.functions {
        let function = &mut program.functions[f.index()];
        for local in &mut function.locals {
            if let Some(new) = flattened(types, local.ty, &singles) {
                local.ty = new;
            }
        }
        if let Some(body) = &mut function.body {
            for block in &mut body.blocks {
                for stmt in &mut block.stmts {
                    stmt.for_each_expr_mut(&mut |e| flatten_members(types, e, &singles));
                    // Zeroing what is now a scalar is assigning it 0.
                    if let Stmt::Zero { lhs, .. } = stmt {
                        retype_variable(types, lhs, &singles);
                    }
                    if let Stmt::Zero { lhs, span } = stmt
                        && let Some(rhs) = super::split::zero(types, lhs.ty, *span)
                    {
                        *stmt = Stmt::Assign {
                            lhs: lhs.clone(),
                            rhs,
                            span: *span,
                        };
                    }
                }
                if let Some(e) = block.term.expr_mut() {
                    flatten_members(types, e, &singles);
                }
            }
        }
    }
    count
}

/// `ty` with singleton structs replaced by their field's type (through
/// arrays); `None` if it has none.
fn flattened(types: &mut TypeTable, ty: TypeId, singles: &[Option<TypeId>]) -> Option<TypeId> {
    match types.kind(ty).clone() {
        TypeKind::Struct(s) => singles[s.0 as usize],
        TypeKind::Array(elem, n) => {
            let e = flattened(types, elem, singles)?;
            Some(types.array_of(e, n))
        }
        _ => None,
    }
}

fn flatten_init(
    types: &TypeTable,
    ty: TypeId,
    init: Init,
    singles: &[Option<TypeId>],
) -> Option<Init> {
    match (types.kind(ty), init) {
        (TypeKind::Struct(s), Init::Struct(items)) if singles[s.0 as usize].is_some() => {
            items.into_iter().next().map(|(_, i)| i)
        }
        (TypeKind::Array(elem, _), Init::Array(items)) => Some(Init::Array(
            items
                .into_iter()
                .filter_map(|(k, i)| flatten_init(types, *elem, i, singles).map(|i| (k, i)))
                .collect(),
        )),
        (_, other) => Some(other),
    }
}

fn flatten_members(types: &mut TypeTable, e: &mut Expr, singles: &[Option<TypeId>]) {
    if let ExprKind::Member(base, _) = &mut e.kind
        && let TypeKind::Struct(s) = types.kind(base.ty)
        && singles[s.0 as usize].is_some()
    {
        let mut b = std::mem::replace(
            base.as_mut(),
            Expr::new(ExprKind::IntConst(0), e.ty, e.span),
        );
        retype_variable(types, &mut b, singles);
        *e = b;
    }
    e.for_each_child_mut(&mut |c| flatten_members(types, c, singles));
}

/// Gives a variable of a singleton struct type (or an element of an array
/// of them) its flattened type.
fn retype_variable(types: &mut TypeTable, e: &mut Expr, singles: &[Option<TypeId>]) {
    if let ExprKind::Index(array, _) = &mut e.kind
        && let ExprKind::Decay(x) = &mut array.kind
    {
        retype_variable(types, x, singles);
        if let TypeKind::Array(elem, _) = types.kind(x.ty).clone() {
            array.ty = types.pointer_to(elem);
        }
    }
    if let Some(new) = flattened(types, e.ty, singles) {
        e.ty = new;
    }
}

struct Uses {
    /// Structs whose layout the residual program may depend on.
    blocked: Vec<bool>,
    /// The fields residual code names.
    used: Vec<BTreeSet<usize>>,
}

impl Uses {
    /// The type of a variable: a struct or an array of them is fine,
    /// anything else that mentions a struct (a pointer) ties it.
    fn object_type(&mut self, types: &TypeTable, ty: TypeId) {
        match types.kind(ty) {
            TypeKind::Struct(_) => {}
            TypeKind::Array(elem, _) => self.object_type(types, *elem),
            _ => {
                for t in structs_in(types, ty) {
                    self.blocked[t.0 as usize] = true;
                }
            }
        }
    }

    fn visit(&mut self, types: &TypeTable, e: &Expr) {
        match &e.kind {
            ExprKind::Member(base, k) => {
                if let TypeKind::Struct(s) = types.kind(base.ty) {
                    self.used[s.0 as usize].insert(*k);
                }
                self.visit_base(types, base);
                // A pointer field's value points to structs whose layout
                // is the memory's, wherever it came from (`p->upvalues[i]`
                // with `p` the caller's).
                if !matches!(types.kind(e.ty), TypeKind::Struct(_)) {
                    for t in structs_in(types, e.ty) {
                        self.blocked[t.0 as usize] = true;
                    }
                }
                return;
            }
            // An element of an array field the index keeps inside it.
            ExprKind::Index(array, index)
                if let ExprKind::Decay(field) = &array.kind
                    && matches!(field.kind, ExprKind::Member(..))
                    && within(types, field.ty, index) =>
            {
                self.visit(types, field);
                self.visit(types, index);
            }
            // An array field used as a pointer may be read past its end:
            // the static pointer residual code names this way may have
            // pointed to the whole struct (a byte view of it), so the
            // fields after it keep their places.
            ExprKind::Decay(field) if let ExprKind::Member(base, k) = &field.kind => {
                if let TypeKind::Struct(s) = types.kind(base.ty)
                    && types
                        .struct_def(*s)
                        .body
                        .as_ref()
                        .is_some_and(|b| k + 1 < b.fields.len())
                {
                    self.blocked[s.0 as usize] = true;
                }
                self.visit(types, field);
            }
            _ => e.for_each_child(&mut |c| self.visit(types, c)),
        }
        // Used whole, or through a pointer.
        for t in structs_in(types, e.ty) {
            self.blocked[t.0 as usize] = true;
        }
    }

    /// The base of a field access: a variable, an element of an array
    /// variable, or anything else (visited as a whole use).
    fn visit_base(&mut self, types: &TypeTable, base: &Expr) {
        match &base.kind {
            ExprKind::Local(_) | ExprKind::Global(_) => {}
            ExprKind::Index(array, index) => {
                if let ExprKind::Decay(x) = &array.kind {
                    self.visit_base(types, x);
                } else {
                    self.visit(types, array);
                }
                self.visit(types, index);
            }
            _ => self.visit(types, base),
        }
    }
}

/// Whether `index` is a constant index into array type `array`.
fn within(types: &TypeTable, array: TypeId, index: &Expr) -> bool {
    match (types.kind(array), &index.kind) {
        (TypeKind::Array(_, Some(n)), ExprKind::IntConst(v)) => (0..*n as i128).contains(v),
        _ => false,
    }
}

/// The struct a type is, or is an array of.
fn element_struct(types: &TypeTable, ty: TypeId) -> Option<StructId> {
    match types.kind(ty) {
        TypeKind::Struct(s) => Some(*s),
        TypeKind::Array(elem, _) => element_struct(types, *elem),
        _ => None,
    }
}

/// The structs a type mentions, through pointers, arrays and functions.
fn structs_in(types: &TypeTable, ty: TypeId) -> Vec<StructId> {
    let mut out = Vec::new();
    let mut stack = vec![ty];
    let mut seen = BTreeSet::new();
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match types.kind(t) {
            TypeKind::Struct(s) => out.push(*s),
            TypeKind::Pointer(x) | TypeKind::Array(x, _) => stack.push(*x),
            TypeKind::Function(sig) => {
                stack.push(sig.ret);
                stack.extend(sig.params.iter().copied());
            }
            _ => {}
        }
    }
    out
}

/// Keeps the fields `map` numbers, laid out again.
fn shrink(types: &mut TypeTable, s: StructId, map: &[Option<usize>]) {
    let Some(body) = types.structs[s.0 as usize].body.clone() else {
        return;
    };
    let mut fields = Vec::new();
    let mut size: u64 = 0;
    let mut align: u64 = 1;
    for (f, keep) in body.fields.iter().zip(map) {
        if keep.is_none() {
            continue;
        }
        let falign = types.align_of(f.ty).unwrap_or(1);
        let fsize = types.size_of(f.ty).unwrap_or(0);
        let offset = size.div_ceil(falign) * falign;
        size = offset + fsize;
        align = align.max(falign);
        fields.push(Field {
            name: f.name.clone(),
            ty: f.ty,
            offset,
            bits: None,
            layout: Default::default(),
        });
    }
    let name = residual_struct_name(types, s, &fields);
    let def = &mut types.structs[s.0 as usize];
    def.emit_name = name;
    def.body = Some(StructBody {
        fields,
        size: size.div_ceil(align) * align,
        align,
        layout: Default::default(),
    });
}

/// A shrunk struct is a different type from the original, so its tag says
/// which fields it kept (`struct node` keeping `data` and `next` becomes
/// `struct node_data_next`), unique in the program.
fn residual_struct_name(types: &TypeTable, s: StructId, kept: &[Field]) -> String {
    let original = &types.structs[s.0 as usize].emit_name;
    let fields: Vec<&str> = kept.iter().map(|f| f.name.as_str()).collect();
    let mut base = format!("{original}_{}", fields.join("_"));
    if base.len() > 40 || fields.iter().any(|f| f.is_empty()) {
        base = format!("{original}_part");
    }
    let taken = |name: &str| types.structs.iter().any(|d| d.emit_name == name);
    let mut name = base.clone();
    let mut n = 2;
    while taken(&name) {
        name = format!("{base}_{n}");
        n += 1;
    }
    name
}

fn renumber_members(types: &TypeTable, e: &mut Expr, renumber: &[Option<Vec<Option<usize>>>]) {
    match &mut e.kind {
        ExprKind::Member(base, k) => {
            renumber_members(types, base, renumber);
            if let TypeKind::Struct(s) = types.kind(base.ty)
                && let Some(map) = &renumber[s.0 as usize]
                && let Some(new) = map.get(*k).copied().flatten()
            {
                *k = new;
            }
        }
        _ => e.for_each_child_mut(&mut |c| renumber_members(types, c, renumber)),
    }
}

/// Drops and renumbers the fields of shrunk structs in an initializer.
fn renumber_init(
    types: &TypeTable,
    ty: TypeId,
    init: &mut Init,
    renumber: &[Option<Vec<Option<usize>>>],
) {
    match (types.kind(ty), init) {
        (TypeKind::Array(elem, _), Init::Array(items)) => {
            for (_, item) in items {
                renumber_init(types, *elem, item, renumber);
            }
        }
        (TypeKind::Struct(s), Init::Struct(items)) => {
            let Some(map) = &renumber[s.0 as usize] else {
                return;
            };
            items.retain(|(k, _)| map.get(*k).copied().flatten().is_some());
            for (k, _) in items.iter_mut() {
                if let Some(Some(new)) = map.get(*k) {
                    *k = *new;
                }
            }
        }
        _ => {}
    }
}
