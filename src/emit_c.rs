//! Core C to a C translation unit (the last step of the pipeline).
//!
//! This module owns the shape of the emitted file: what is reachable from
//! the root functions and therefore emitted, the order of declarations
//! (struct tags, struct bodies, prototypes, global declarations, global
//! definitions, function definitions), the names of locals and labels, and
//! the statement and control-flow syntax of function bodies. The C syntax
//! of types, expressions, constants and initializers comes from
//! `crate::core::print`.
//!
//! The emitted file is self-contained C99: no `#include`; every function,
//! object and struct it uses is declared in it, gcc builtins excepted. It
//! compiles with `gcc -std=c99 -Wall -Wextra -Werror` for the warnings the
//! emitter can cause; warnings about what the source program itself does
//! (comparisons that are always true, constant shifts out of range, ...)
//! are switched off at the top of the file, see `SOURCE_WARNINGS`.
//!
//! Function bodies (`body`) are structured C (`structure`: `if`/`else`,
//! loops, `switch`, `break`/`continue`), with labelled blocks and `goto`
//! only where the flow has no such shape. A call through a pointer is a
//! call of an `indirect` stand-in, written `p(args)` and never declared.

mod body;
mod header;
mod structure;

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt::Write;

use body::emit_function;
pub use header::{EntryHeader, entry_header};

use crate::core::print::{CPrinter, ObjectQuals, declarator};
use crate::core::{BlockId, Body, Expr, ExprKind, FuncId, GlobalId, Linkage, Program, Stmt};
use crate::types::{StructId, TypeId, TypeKind, TypeTable};

/// gcc warnings that only ever flag what the source program wrote, not
/// anything the emitter introduces: the original program drew the same
/// warning, and its meaning does not depend on it. Warnings the emitter
/// could cause (parentheses, unused variables, labels and parameters,
/// char subscripts, definite use of an uninitialized variable) stay on,
/// so that tests catch them.
const SOURCE_WARNINGS: &[&str] = &[
    // Constant expressions and comparisons as written.
    "-Waddress",
    "-Wbool-compare",
    "-Wbool-operation",
    "-Wdiv-by-zero",
    "-Woverflow",
    "-Wshift-count-negative",
    "-Wshift-count-overflow",
    "-Wshift-negative-value",
    "-Wshift-overflow",
    "-Wtautological-compare",
    "-Wtype-limits",
    // `x ^ 0xffffffffU` with the mask made constant reads to gcc as a
    // promoted complement compared with a constant.
    "-Wsign-compare",
    // `!(x * 2)` as the source wrote it.
    "-Wint-in-bool-context",
    // Conversions the source spelled out.
    "-Wint-to-pointer-cast",
    "-Wpointer-to-int-cast",
    // Library calls checked against the builtin's model.
    "-Wbuiltin-declaration-mismatch",
    "-Wformat-contains-nul",
    "-Wformat-extra-args",
    "-Wformat-zero-length",
    "-Wmemset-elt-size",
    "-Wformat-overflow",
    "-Wformat-truncation",
    "-Wrestrict",
    "-Wstringop-overflow",
    "-Wstringop-overread",
    "-Wstringop-truncation",
    // A null the specialization made constant, given to a library
    // function on a path where the source passes it too (`printf("%s",
    // argv[k])` past a static `argv`'s terminator).
    "-Wnonnull",
    // Sizes the specialization made constant (a capacity doubled past
    // what malloc can give, as the original would double it at run time),
    // and indices it made constant on paths that never run, which gcc's
    // -O2 flags all the same (a write guarded by `pos + 1 < cap`, inlined).
    "-Walloc-size-larger-than=",
    "-Warray-bounds",
    // Flow facts about the source's own control flow.
    "-Winfinite-recursion",
    "-Wmaybe-uninitialized",
    // A local the source reads before setting it (on a path that may not
    // run) stays a run-time variable read as the source reads it.
    "-Wuninitialized",
];

/// Prints `program` as one C translation unit holding the functions
/// reachable by calls from `roots`, with the globals and struct types they
/// use.
pub fn emit_program(program: &Program, roots: &[FuncId]) -> String {
    emit_unit(program, roots, &[])
}

/// As `emit_program`, also emitting the globals `root_globals` (those a
/// unit defines for other units, used by none of its functions).
pub fn emit_unit(program: &Program, roots: &[FuncId], root_globals: &[GlobalId]) -> String {
    emit_reachable(program, &Reachable::compute(program, roots, root_globals))
}

fn emit_reachable(program: &Program, reach: &Reachable) -> String {
    let types = &program.types;
    let mut out = String::new();

    out.push_str("/* Warnings the source program itself draws; see cmix's emit_c.rs. */\n");
    // clang knows `#pragma GCC diagnostic` but not every gcc warning name.
    out.push_str(
        "#ifdef __clang__\n#pragma clang diagnostic ignored \"-Wunknown-warning-option\"\n#endif\n",
    );
    for warning in SOURCE_WARNINGS {
        let _ = writeln!(out, "#pragma GCC diagnostic ignored \"{warning}\"");
    }
    // Conservative at -O1 and above: a variable set before a setjmp and
    // never changed after it draws it too.
    let calls_setjmp = reach.functions.iter().any(|&f| {
        let function = program.function(f);
        function.body.is_none() && crate::core::RETURNS_TWICE.contains(&function.name.as_str())
    });
    if calls_setjmp {
        out.push_str("#pragma GCC diagnostic ignored \"-Wclobbered\"\n");
    }
    // A pointer to a member of a packed struct, as the source takes it.
    let packed = reach.structs.iter().any(|&s| {
        types
            .struct_def(s)
            .body
            .as_ref()
            .is_some_and(|b| b.layout.packed || b.fields.iter().any(|f| f.layout.packed))
    });
    if packed {
        out.push_str("#pragma GCC diagnostic ignored \"-Waddress-of-packed-member\"\n");
    }
    out.push('\n');
    if wants_stdio_inlines(program, reach) {
        out.push_str("#include <stdio.h>\n\n");
    }
    let ctype_macros = wants_ctype_macros(program, reach);
    if ctype_macros {
        out.push_str("#include <ctype.h>\n\n");
    }

    emit_structs(&mut out, types, &reach.structs, &reach.aligned);
    emit_prototypes(&mut out, program, reach, ctype_macros);
    // Tables of labels are defined inside their function, not at file scope.
    let mut label_tables: HashMap<FuncId, Vec<GlobalId>> = HashMap::new();
    for &g in &reach.globals {
        if let Some(owner) = label_table_owner(program, g) {
            label_tables.entry(owner).or_default().push(g);
        }
    }
    emit_globals(&mut out, program, reach, &label_tables);

    let file_scope: HashSet<String> = reach
        .globals
        .iter()
        .map(|&g| program.global(g).name.clone())
        .chain(
            reach
                .functions
                .iter()
                .map(|&f| program.function(f).name.clone()),
        )
        .collect();
    for &id in &reach.functions {
        let function = program.function(id);
        if let Some(body) = &function.body
            && !function.is_builtin
        {
            out.push('\n');
            let tables = label_tables.get(&id).map(Vec::as_slice).unwrap_or(&[]);
            emit_function(&mut out, program, function, body, &file_scope, tables);
        }
    }
    emit_aliases(&mut out, program, reach);
    out
}

/// The aliases whose targets this file defines, after the definitions
/// (gcc wants the target defined in the same file).
fn emit_aliases(out: &mut String, program: &Program, reach: &Reachable) {
    let types = &program.types;
    for alias in &program.aliases {
        // An alias of a weak copy (`beside.rs`) is weak too: beside the
        // program, the program's alias is the one.
        let (target, weak) = match alias.target {
            crate::core::AliasTarget::Function(f) => {
                let function = program.function(f);
                if !reach.functions.contains(&f) || function.body.is_none() {
                    continue;
                }
                (&function.name, function.weak_copy)
            }
            crate::core::AliasTarget::Global(g) => {
                let global = program.global(g);
                if !reach.globals.contains(&g) || !global.defined {
                    continue;
                }
                (&global.name, global.weak_copy)
            }
        };
        let weak = if weak { "weak, " } else { "" };
        let decl = declarator(types, alias.ty, &alias.name, ObjectQuals::Keep);
        let storage = match alias.target {
            crate::core::AliasTarget::Function(_) => "",
            crate::core::AliasTarget::Global(_) => "extern ",
        };
        let _ = writeln!(
            out,
            "\n{storage}{decl} __attribute__(({weak}alias(\"{target}\")));"
        );
    }
}

/// The function a global holding label addresses (`static void *t[] =
/// {&&a, &&b}`) belongs to: the labels exist only inside it, so it is
/// defined there, as the `static` local it was written as.
pub fn label_table_owner(program: &Program, id: GlobalId) -> Option<FuncId> {
    let mut owner = None;
    if let Some(init) = &program.global(id).init {
        init.for_each_expr(&mut |e| {
            e.walk(&mut |x| {
                if let ExprKind::LabelAddr(f, _) = x.kind {
                    owner = Some(f);
                }
            })
        });
    }
    owner
}

/// `static T name = init;` for a global defined at file scope or, for a
/// label table, inside its function.
fn global_definition(program: &Program, printer: &CPrinter, id: GlobalId) -> (String, bool) {
    let global = program.global(id);
    let mut line = String::new();
    if global.linkage == Linkage::Internal {
        line.push_str("static ");
    }
    if global.thread_local {
        line.push_str("__thread ");
    }
    line.push_str(&declarator(
        &program.types,
        global.ty,
        &global.name,
        ObjectQuals::Keep,
    ));
    line.push_str(&align_suffix(global.align));
    if global.weak_copy {
        line.push_str(" __attribute__((weak))");
    }
    let mut initialized = false;
    if let Some(init) = &global.init
        && let Some(text) = printer.init(init, global.ty, 0)
    {
        let _ = write!(line, " = {text}");
        initialized = true;
    }
    line.push(';');
    (line, initialized)
}

/// Library functions that glibc's `<stdio.h>` defines inline when
/// optimizing, as `putc`/`getc` on `stdout`/`stdin` (the same functions,
/// C99 7.19.7.9 and 7.19.7.6): declared by the emitter they are plain calls
/// that lock the stream each time, about twice as slow.
const STDIO_INLINES: &[&str] = &["putchar", "getchar"];

/// Whether to include `<stdio.h>` for its inline definitions: the program
/// took one of `STDIO_INLINES` from the system headers, and no struct it
/// defines has a reserved name (the header's own, which would then be
/// defined twice). Every declaration the emitter writes came from the
/// same headers, so it agrees with the header's.
fn wants_stdio_inlines(program: &Program, reach: &Reachable) -> bool {
    wants_header(program, reach, STDIO_INLINES)
}

/// The <ctype.h> names glibc may define as macros: its table lookups,
/// which cmix reads as calls (`preprocess` defines `__NO_CTYPE`, so that
/// static characters are classified during specialization) and the
/// residual program gets back by including the header. Their prototypes
/// are written with the name in parentheses, which no macro expands.
pub const CTYPE_MACROS: &[&str] = &[
    "isalnum", "isalpha", "iscntrl", "isdigit", "islower", "isgraph", "isprint", "ispunct",
    "isspace", "isupper", "isxdigit", "isblank", "tolower", "toupper", "isascii", "toascii",
    "_tolower", "_toupper",
];

fn wants_ctype_macros(program: &Program, reach: &Reachable) -> bool {
    // A function of the program's own by such a name (another file's,
    // that did not include the header) would be expanded as a macro.
    let own_name = reach.functions.iter().any(|&f| {
        let f = program.function(f);
        !f.is_system && CTYPE_MACROS.contains(&f.name.as_str())
    });
    // The header's only struct is `locale_t`'s (the program's `FILE`,
    // which stdio.h's inlines must not meet, is no obstacle here).
    let uses = reach.functions.iter().any(|&f| {
        let f = program.function(f);
        f.is_system && f.body.is_none() && CTYPE_MACROS.contains(&f.name.as_str())
    });
    let defines_locale = reach
        .structs
        .iter()
        .any(|&s| program.types.struct_def(s).emit_name == "__locale_struct");
    !own_name && uses && !defines_locale
}

/// Whether the file calls one of `names` from the system headers, and no
/// struct it defines has a reserved name (the header's own, which would
/// then be defined twice). Every declaration the emitter writes came from
/// the same headers, so it agrees with the header's.
fn wants_header(program: &Program, reach: &Reachable, names: &[&str]) -> bool {
    let uses = reach.functions.iter().any(|&f| {
        let f = program.function(f);
        f.is_system && f.body.is_none() && names.contains(&f.name.as_str())
    });
    uses && !reach
        .structs
        .iter()
        .any(|&s| program.types.struct_def(s).emit_name.starts_with('_'))
}

// ---------------------------------------------------------------------------
// Reachability
// ---------------------------------------------------------------------------

/// What a set of root functions and globals uses: what the emitted file
/// Gives the structs of an output their tags as written where lowering
/// renamed them only to keep the tags of the whole program apart (a file's
/// private `struct node` and another's): C matches struct types across
/// files by tag, so the residual's `struct node` must be the callers'.
/// A tag is restored only if no other struct of the output has it.
pub(crate) fn restore_struct_tags(program: &mut Program, reach: &Reachable) {
    let types = &mut program.types;
    let mut taken: HashSet<String> = reach
        .structs
        .iter()
        .map(|&s| types.struct_def(s).emit_name.clone())
        .collect();
    for &s in &reach.structs {
        let def = types.struct_def(s);
        let Some(tag) = &def.tag else {
            continue;
        };
        // (A shrunk struct's name says which fields it kept: it stays.)
        let renamed_apart = def
            .emit_name
            .strip_prefix(tag.as_str())
            .and_then(|rest| rest.strip_prefix('_'))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if !renamed_apart || taken.contains(tag) {
            continue;
        }
        let tag = tag.clone();
        taken.insert(tag.clone());
        types.structs[s.0 as usize].emit_name = tag;
    }
}

/// contains (and what the `cmix core` dump shows).
pub(crate) struct Reachable {
    pub functions: BTreeSet<FuncId>,
    pub globals: BTreeSet<GlobalId>,
    pub structs: BTreeSet<StructId>,
    /// Types with a typedef's alignment that emitted types use.
    pub aligned: BTreeSet<TypeId>,
    /// Functions called from a reachable body (the others are roots only).
    pub called: HashSet<FuncId>,
}

impl Reachable {
    /// Follows calls and global references in the reachable blocks of the
    /// root functions' bodies and the initializers of the globals found.
    pub(crate) fn compute(
        program: &Program,
        roots: &[FuncId],
        root_globals: &[GlobalId],
    ) -> Reachable {
        let mut reach = Reachable {
            functions: BTreeSet::new(),
            globals: BTreeSet::new(),
            structs: BTreeSet::new(),
            aligned: BTreeSet::new(),
            called: HashSet::new(),
        };
        let mut pending = Pending {
            functions: roots.to_vec(),
            globals: root_globals.to_vec(),
        };
        loop {
            if let Some(id) = pending.functions.pop() {
                if !reach.functions.insert(id) {
                    continue;
                }
                let Some(body) = &program.function(id).body else {
                    continue;
                };
                for block in printed_blocks(body) {
                    let block = body.block(block);
                    for stmt in &block.stmts {
                        if let Stmt::Call { callee, .. } = stmt {
                            reach.called.insert(*callee);
                            pending.functions.push(*callee);
                        }
                        stmt.for_each_expr(&mut |e| pending.references_in(&program.types, e));
                    }
                    block
                        .term
                        .for_each_expr(&mut |e| pending.references_in(&program.types, e));
                }
            } else if let Some(id) = pending.globals.pop() {
                if !reach.globals.insert(id) {
                    continue;
                }
                if let Some(init) = &program.global(id).init {
                    init.for_each_expr(&mut |e| pending.references_in(&program.types, e));
                }
            } else {
                break;
            }
        }
        (reach.structs, reach.aligned) = reach.referenced_types(program);
        reach
    }

    /// Every struct named by an emitted type, directly or through pointers,
    /// arrays, fields and signatures, and every type with a typedef's
    /// alignment among them.
    fn referenced_types(&self, program: &Program) -> (BTreeSet<StructId>, BTreeSet<TypeId>) {
        let types = &program.types;
        let mut collector = StructCollector {
            types,
            seen_types: HashSet::new(),
            structs: BTreeSet::new(),
            aligned: BTreeSet::new(),
            shallow: false,
        };
        for &id in &self.globals {
            let global = program.global(id);
            collector.visit(global.ty);
            if let Some(init) = &global.init {
                init.for_each_expr(&mut |e| collector.visit_expr(e));
            }
        }
        for &id in &self.functions {
            let function = program.function(id);
            if function.is_builtin || function.indirect {
                continue;
            }
            collector.visit(function.ty);
            let Some(body) = &function.body else { continue };
            for local in &function.locals {
                collector.visit(local.ty);
            }
            for block in printed_blocks(body) {
                let block = body.block(block);
                for stmt in &block.stmts {
                    stmt.for_each_expr(&mut |e| collector.visit_expr(e));
                }
                block.term.for_each_expr(&mut |e| collector.visit_expr(e));
            }
        }
        (collector.structs, collector.aligned)
    }
}

/// Functions and globals found, still to visit.
struct Pending {
    functions: Vec<FuncId>,
    globals: Vec<GlobalId>,
}

impl Pending {
    /// The globals and functions `e` names (a function by its address).
    /// The globals and functions `e` names in the printed program: not
    /// those only in a product printed as 0 (a table read there would be
    /// defined and never used).
    fn references_in(&mut self, types: &TypeTable, e: &Expr) {
        if crate::core::print::printed_as_zero_product(types, e) {
            return;
        }
        match e.kind {
            ExprKind::Global(g) => self.globals.push(g),
            ExprKind::FuncAddr(f) => self.functions.push(f),
            _ => {}
        }
        e.for_each_child(&mut |c| self.references_in(types, c));
    }
}

struct StructCollector<'a> {
    types: &'a TypeTable,
    seen_types: HashSet<TypeId>,
    structs: BTreeSet<StructId>,
    /// Types with a typedef's alignment, written through typedefs.
    aligned: BTreeSet<TypeId>,
    /// Only the structs the types name, not their members' (a prototype
    /// needs no struct complete).
    shallow: bool,
}

impl StructCollector<'_> {
    fn visit(&mut self, ty: TypeId) {
        if !self.seen_types.insert(ty) {
            return;
        }
        if self.types.get(ty).has_typedef_attributes() {
            self.aligned.insert(ty);
        }
        match self.types.kind(ty) {
            TypeKind::Pointer(target) => self.visit(*target),
            TypeKind::Array(elem, _) | TypeKind::Complex(elem) | TypeKind::Vector(elem, _) => {
                self.visit(*elem)
            }
            TypeKind::Function(sig) => {
                self.visit(sig.ret);
                for &param in &sig.params {
                    self.visit(param);
                }
            }
            TypeKind::Struct(s) => {
                if self.structs.insert(*s)
                    && !self.shallow
                    && let Some(body) = &self.types.struct_def(*s).body
                {
                    for field in &body.fields {
                        self.visit(field.ty);
                    }
                }
            }
            TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::VaList => {}
        }
    }

    fn visit_expr(&mut self, e: &Expr) {
        e.walk(&mut |sub| self.visit(sub.ty));
    }
}

/// The blocks of a body in the order they are printed: the entry block,
/// then every other block reachable from it in index order.
pub(crate) fn printed_blocks(body: &Body) -> Vec<BlockId> {
    if body.blocks.is_empty() {
        return Vec::new();
    }
    let mut reached = vec![false; body.blocks.len()];
    let mut pending = vec![BlockId(0)];
    while let Some(block) = pending.pop() {
        if std::mem::replace(&mut reached[block.index()], true) {
            continue;
        }
        pending.extend(body.block(block).term.successors());
    }
    (0..body.blocks.len() as u32)
        .map(BlockId)
        .filter(|b| reached[b.index()])
        .collect()
}

// ---------------------------------------------------------------------------
// File-scope declarations
// ---------------------------------------------------------------------------

fn emit_structs(
    out: &mut String,
    types: &TypeTable,
    structs: &BTreeSet<StructId>,
    aligned: &BTreeSet<TypeId>,
) {
    for &s in structs {
        let def = types.struct_def(s);
        let _ = writeln!(out, "{} {};", def.keyword(), def.emit_name);
    }
    // Scalar types with a typedef's alignment, before the bodies that may
    // hold them (a pointer's target is declared above); a struct's after
    // its body (`emit_struct_definition`).
    for &ty in aligned {
        if matches!(types.kind(ty), TypeKind::Struct(_)) {
            continue;
        }
        if let Some(typedef) = crate::core::print::aligned_typedef(types, ty) {
            let _ = writeln!(out, "{typedef}");
        }
    }
    let mut emitted = HashSet::new();
    for &s in structs {
        emit_struct_definition(out, types, s, (structs, aligned), &mut emitted);
    }
}

/// Emits the body of `s` after the bodies of the structs it contains by
/// value (a pointer field needs only the tag declared).
fn emit_struct_definition(
    out: &mut String,
    types: &TypeTable,
    s: StructId,
    (referenced, aligned): (&BTreeSet<StructId>, &BTreeSet<TypeId>),
    emitted: &mut HashSet<StructId>,
) {
    if !emitted.insert(s) {
        return;
    }
    let def = types.struct_def(s);
    let Some(body) = &def.body else { return };
    for field in &body.fields {
        if let Some(inner) = struct_held_by_value(types, field.ty)
            && referenced.contains(&inner)
        {
            emit_struct_definition(out, types, inner, (referenced, aligned), emitted);
        }
    }
    let _ = writeln!(out, "\n{} {} {{", def.keyword(), def.emit_name);
    for field in &body.fields {
        // Core C assigns members one by one, which a const member forbids.
        let name = if field.name.starts_with(crate::types::UNNAMED_BIT_FIELD) {
            ""
        } else {
            field.name.as_str()
        };
        let decl = declarator(types, field.ty, name, ObjectQuals::DropConst);
        match field.bits {
            Some(bits) => {
                let _ = writeln!(out, "    {} : {};", decl.trim_end(), bits.width);
            }
            None => {
                let _ = writeln!(out, "    {decl}{};", field.layout.to_c());
            }
        }
    }
    let _ = writeln!(out, "}}{};", body.layout.to_c());
    // The struct's typedefs with `aligned` or `may_alias`, now complete.
    for &ty in aligned {
        if matches!(types.kind(ty), TypeKind::Struct(t) if *t == s)
            && let Some(typedef) = crate::core::print::aligned_typedef(types, ty)
        {
            let _ = writeln!(out, "{typedef}");
        }
    }
}

fn struct_held_by_value(types: &TypeTable, ty: TypeId) -> Option<StructId> {
    match types.kind(ty) {
        TypeKind::Struct(s) => Some(*s),
        TypeKind::Array(elem, _) => struct_held_by_value(types, *elem),
        _ => None,
    }
}

/// gcc's `aligned` attribute of a variable, written back after its
/// declarator.
fn align_suffix(align: Option<u64>) -> String {
    match align {
        Some(n) => format!(" __attribute__((aligned({n})))"),
        None => String::new(),
    }
}

fn asm_label_suffix(label: &Option<String>) -> String {
    match label {
        Some(label) => format!(" __asm__(\"{}\")", label.escape_default()),
        None => String::new(),
    }
}

fn emit_prototypes(out: &mut String, program: &Program, reach: &Reachable, ctype_macros: bool) {
    let types = &program.types;
    let mut lines = Vec::new();
    for &id in &reach.functions {
        let function = program.function(id);
        if function.is_builtin || function.indirect {
            continue;
        }
        let mut line = String::new();
        if function.linkage == Linkage::Internal {
            line.push_str("static ");
        }
        match (function.old_style, types.kind(function.ty)) {
            // Declared as its K&R definition declares it: no prototype.
            (true, TypeKind::Function(sig)) => line.push_str(&declarator(
                types,
                sig.ret,
                &format!("{}()", function.name),
                ObjectQuals::Drop,
            )),
            _ => {
                let macro_name = ctype_macros
                    && function.is_system
                    && CTYPE_MACROS.contains(&function.name.as_str());
                let name = if macro_name {
                    format!("({})", function.name)
                } else {
                    function.name.clone()
                };
                line.push_str(&declarator(types, function.ty, &name, ObjectQuals::Keep))
            }
        }
        line.push_str(&asm_label_suffix(&function.asm_label));
        if let Some(target) = &function.target {
            let _ = write!(line, " __attribute__((target({target})))");
        }
        if function.weak || function.weak_copy {
            line.push_str(" __attribute__((weak))");
        }
        if let Some(startup) = &function.startup {
            let _ = write!(line, " __attribute__(({startup}))");
        }
        if function.noinline {
            line.push_str(" __attribute__((noinline))");
        }
        // A static root nobody calls would draw -Wunused-function.
        if function.linkage == Linkage::Internal && !reach.called.contains(&id) {
            line.push_str(" __attribute__((unused))");
        }
        line.push(';');
        lines.push(line);
    }
    if !lines.is_empty() {
        out.push('\n');
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
    }
}

fn emit_globals(
    out: &mut String,
    program: &Program,
    reach: &Reachable,
    label_tables: &HashMap<FuncId, Vec<GlobalId>>,
) {
    let in_function = |id: GlobalId| label_tables.values().any(|t| t.contains(&id));
    let types = &program.types;
    if reach.globals.is_empty() {
        return;
    }
    // A global whose address an initializer takes is declared before the
    // definitions, so that the order of the definitions does not matter;
    // a global defined elsewhere is declared.
    let mut in_initializers = HashSet::new();
    for &id in &reach.globals {
        if let Some(init) = &program.global(id).init {
            init.for_each_expr(&mut |e| {
                e.walk(&mut |e| {
                    if let ExprKind::Global(g) = e.kind {
                        in_initializers.insert(g);
                    }
                })
            });
        }
    }
    let forward = |id: GlobalId| !program.global(id).defined || in_initializers.contains(&id);
    let mut declarations = Vec::new();
    for &id in &reach.globals {
        if !forward(id) || in_function(id) {
            continue;
        }
        let global = program.global(id);
        let decl = declarator(types, global.ty, &global.name, ObjectQuals::Keep);
        let decl = if global.thread_local {
            format!("__thread {decl}")
        } else {
            decl
        };
        match global.linkage {
            Linkage::External => {
                let asm = asm_label_suffix(&global.asm_label);
                let align = align_suffix(global.align);
                declarations.push(format!("extern {decl}{asm}{align};"));
            }
            // A tentative definition of an incomplete type is an error for
            // internal linkage (C99 6.9.2p3); such a global is declared by
            // its definition only.
            Linkage::Internal if types.is_complete(global.ty) => {
                let align = align_suffix(global.align);
                declarations.push(format!("static {decl}{align};"));
            }
            Linkage::Internal => {}
        }
    }
    if !declarations.is_empty() {
        out.push('\n');
        for line in declarations {
            let _ = writeln!(out, "{line}");
        }
    }
    let printer = CPrinter::new(program, &[]);
    let mut definitions = Vec::new();
    for &id in &reach.globals {
        let global = program.global(id);
        if !global.defined || in_function(id) {
            continue;
        }
        let (line, initialized) = global_definition(program, &printer, id);
        // A static tentative definition above already defines it.
        let declared_alike = forward(id)
            && global.linkage == Linkage::Internal
            && types.is_complete(global.ty)
            && !initialized;
        if !declared_alike {
            definitions.push(line);
        }
    }
    if !definitions.is_empty() {
        out.push('\n');
        for line in definitions {
            let _ = writeln!(out, "{line}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::print::hex_float;
    use crate::core::print::testkit::*;
    use crate::core::{BinOp, Init, Terminator, UnOp};
    use crate::source::Span;
    use crate::types::{
        CHAR_IS_SIGNED, Field, FloatKind, IntKind, StructBody, StructDef, TypeData,
    };
    use std::path::PathBuf;
    use std::process::Command;

    /// Writes `source` to a fresh directory, compiles it with the strict
    /// flags the emitter promises to satisfy, runs it and returns stdout.
    #[track_caller]
    fn compile_and_run(test_name: &str, source: &str) -> Vec<u8> {
        let dir: PathBuf =
            std::env::temp_dir().join(format!("cmix-emit-c-{test_name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let c_file = dir.join("prog.c");
        let binary = dir.join("prog");
        std::fs::write(&c_file, source).expect("write C file");
        let compile = Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&binary)
            .arg(&c_file)
            .output()
            .expect("run cc");
        assert!(
            compile.status.success(),
            "cc rejected the emitted C:\n{}\n--- source ---\n{source}",
            String::from_utf8_lossy(&compile.stderr)
        );
        let run = Command::new(&binary).output().expect("run program");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(run.status.success(), "program failed: {:?}", run.status);
        run.stdout
    }

    fn declare_printf(b: &mut Builder) -> FuncId {
        let i = b.int();
        let c = b.int_ty(IntKind::Char);
        let cc = b.qualified(c, true, false);
        let fmt = b.ptr(cc);
        let printf = b.function("printf", i, &[("fmt", fmt)], true, false);
        b.program.functions[printf.index()].is_system = true;
        printf
    }

    fn print_call(b: &mut Builder, printf: FuncId, format: &[u8], args: Vec<Expr>) -> Stmt {
        let c = b.int_ty(IntKind::Char);
        let cc = b.qualified(c, true, false);
        let ccp = b.ptr(cc);
        let format = b.string(format);
        let format = b.cast(format, ccp);
        let mut all = vec![format];
        all.extend(args);
        call(None, printf, all)
    }

    fn set_label(b: &mut Builder, f: FuncId, block: usize, label: &str) {
        if let Some(body) = b.program.functions[f.index()].body.as_mut() {
            body.blocks[block].label = Some(label.into());
        }
    }

    fn add_struct(b: &mut Builder, name: &str, fields: Vec<(&str, TypeId)>) -> TypeId {
        let fields = fields
            .into_iter()
            .map(|(n, ty)| Field {
                name: n.to_string(),
                ty,
                offset: 0,
                bits: None,
                layout: Default::default(),
            })
            .collect();
        let id = b.program.types.add_struct(StructDef {
            tag: Some(name.to_string()),
            emit_name: name.to_string(),
            body: Some(StructBody {
                fields,
                size: 0,
                align: 1,
                layout: Default::default(),
            }),
            is_union: false,
            typedef_at: None,
            pointer_typedef: None,
        });
        b.program.types.mk(TypeKind::Struct(id))
    }

    fn member(base: Expr, field: usize, ty: TypeId) -> Expr {
        ex(ExprKind::Member(Box::new(base), field), ty)
    }

    fn index(base: Expr, at: Expr, ty: TypeId) -> Expr {
        ex(ExprKind::Index(Box::new(base), Box::new(at)), ty)
    }

    fn decay(b: &mut Builder, array: Expr) -> Expr {
        let elem = match b.program.types.kind(array.ty) {
            TypeKind::Array(elem, _) => *elem,
            _ => array.ty,
        };
        let ptr = b.ptr(elem);
        ex(ExprKind::Decay(Box::new(array)), ptr)
    }

    fn addr(b: &mut Builder, e: Expr) -> Expr {
        let ptr = b.ptr(e.ty);
        ex(ExprKind::AddrOf(Box::new(e)), ptr)
    }

    #[test]
    fn emits_only_what_roots_reach_in_dependency_order() {
        let mut b = Builder::new();
        let i = b.int();
        // Declared before `inner` on purpose: `outer` holds `inner` by
        // value, so its body must come second.
        let outer_id = b.program.types.add_struct(StructDef {
            tag: Some("outer".into()),
            emit_name: "outer".into(),
            body: None,
            is_union: false,
            typedef_at: None,
            pointer_typedef: None,
        });
        let outer = b.program.types.mk(TypeKind::Struct(outer_id));
        let outer_ptr = b.ptr(outer);
        let inner = add_struct(&mut b, "inner", vec![("v", i)]);
        let inner_pair = b.array(inner, 2);
        b.program.types.structs[outer_id.0 as usize].body = Some(StructBody {
            fields: vec![
                Field {
                    name: "in".into(),
                    ty: inner_pair,
                    offset: 0,
                    bits: None,
                    layout: Default::default(),
                },
                Field {
                    name: "next".into(),
                    ty: outer_ptr,
                    offset: 8,
                    bits: None,
                    layout: Default::default(),
                },
            ],
            size: 16,
            align: 8,
            layout: Default::default(),
        });
        let unused_struct = add_struct(&mut b, "unused", vec![("u", i)]);
        let _ = unused_struct;

        let target = b.global("target", outer, None);
        let target_ref = b.global_ref(target);
        let target_addr = addr(&mut b, target_ref);
        let link = b.global("link", outer_ptr, Some(Init::Scalar(target_addr)));
        b.program.globals[link.index()].linkage = Linkage::Internal;
        let forty_two = b.i(42);
        b.global("unreferenced", i, Some(Init::Scalar(forty_two)));

        let helper = b.function("helper", i, &[("p", outer_ptr)], false, true);
        let p = b.param_ref(helper, 0);
        let zero = b.i(0);
        let deref = ex(ExprKind::Deref(Box::new(p)), outer);
        let array = member(deref, 0, inner_pair);
        let first = decay(&mut b, array);
        let element = index(first, zero, inner);
        let value = member(element, 0, i);
        b.add_block(helper, vec![], ret(Some(value)));
        b.program.functions[helper.index()].linkage = Linkage::Internal;

        let lonely = b.function("lonely", i, &[], false, true);
        let one = b.i(1);
        b.add_block(lonely, vec![], ret(Some(one)));

        let main = b.function("main", i, &[], false, true);
        let r = b.local(main, "r", i);
        let r_ref = b.local_ref(main, r);
        let link_ref = b.global_ref(link);
        b.add_block(
            main,
            vec![call(Some(r_ref.clone()), helper, vec![link_ref])],
            ret(Some(r_ref)),
        );

        let text = emit_program(&b.program, &[main]);
        let body = text.split_once("\n\n").map_or("", |(_, rest)| rest);
        assert_eq!(
            body,
            "struct outer;\n\
             struct inner;\n\
             \n\
             struct inner {\n\
             \x20   int v;\n\
             };\n\
             \n\
             struct outer {\n\
             \x20   struct inner in[2];\n\
             \x20   struct outer *next;\n\
             };\n\
             \n\
             static int helper(struct outer *);\n\
             int main(void);\n\
             \n\
             extern struct outer target;\n\
             \n\
             struct outer target;\n\
             static struct outer *link = &target;\n\
             \n\
             static int helper(struct outer *p)\n\
             {\n\
             \x20   return p->in[0].v;\n\
             }\n\
             \n\
             int main(void)\n\
             {\n\
             \x20   int r;\n\
             \x20   r = helper(link);\n\
             \x20   return r;\n\
             }\n"
        );
    }

    #[test]
    fn loops_become_while_and_fallthrough_elided() {
        let mut b = Builder::new();
        let i = b.int();
        let f = b.function("count", i, &[("n", i)], false, true);
        let k = b.local(f, "k", i);
        let k_ref = b.local_ref(f, k);
        let n_ref = b.param_ref(f, 0);
        let zero = b.i(0);
        let one = b.i(1);
        let below = b.binary(BinOp::Lt, k_ref.clone(), n_ref);
        let next = b.binary(BinOp::Add, k_ref.clone(), one);
        // 0: k = 0; goto 1        (falls through)
        // 1: if (k < n) 2 else 4  (2 is next: negated form)
        // 2: goto 3               (falls through, 3 unreachable otherwise)
        // 3: k = k + 1; goto 1    (backward jump: label)
        // 4: return k
        // 5: unreachable
        b.add_block(f, vec![assign(k_ref.clone(), zero)], goto(1));
        b.add_block(f, vec![], branch(below, 2, 4));
        b.add_block(f, vec![], goto(3));
        b.add_block(f, vec![assign(k_ref.clone(), next)], goto(1));
        b.add_block(f, vec![], ret(Some(k_ref)));
        b.add_block(f, vec![], goto(5));
        set_label(&mut b, f, 1, "again");
        set_label(&mut b, f, 3, "again");
        let text = emit_program(&b.program, &[f]);
        let definition = text.split("\n\n").last().unwrap_or("");
        assert_eq!(
            definition,
            "int count(int n)\n\
             {\n\
             \x20   int k;\n\
             \x20   k = 0;\n\
             \x20   while (k < n) {\n\
             \x20       k = k + 1;\n\
             \x20   }\n\
             \x20   return k;\n\
             }\n"
        );
    }

    #[test]
    fn local_names_unused_attributes_and_void_params() {
        let mut b = Builder::new();
        let i = b.int();
        let counter = b.global("counter", i, None);
        let f = b.function(
            "f",
            i,
            &[("counter", i), ("unused", i), ("stored", i)],
            false,
            true,
        );
        let x1 = b.local(f, "x", i);
        let x2 = b.local(f, "x", i);
        let never = b.local(f, "never", i);
        let written = b.local(f, "written", i);
        let int_kw = b.local(f, "int", i);
        let _ = never;
        let (x1r, x2r, wr, kwr) = (
            b.local_ref(f, x1),
            b.local_ref(f, x2),
            b.local_ref(f, written),
            b.local_ref(f, int_kw),
        );
        let p0 = b.param_ref(f, 0);
        let stored = b.param_ref(f, 2);
        let g = b.global_ref(counter);
        let sum = b.binary(BinOp::Add, x1r.clone(), x2r.clone());
        let sum = b.binary(BinOp::Add, sum, g);
        let sum = b.binary(BinOp::Add, sum, kwr.clone());
        let seven = b.i(7);
        b.add_block(
            f,
            vec![
                assign(x1r, p0.clone()),
                assign(x2r, p0),
                assign(kwr, seven.clone()),
                assign(wr, seven.clone()),
                assign(stored, seven),
            ],
            ret(Some(sum)),
        );
        let text = emit_program(&b.program, &[f]);
        assert!(
            text.contains(
                "int f(int counter_1, int unused, int stored)\n\
                 {\n\
                 \x20   int x;\n\
                 \x20   int x_1;\n\
                 \x20   int written __attribute__((unused));\n\
                 \x20   int int_1;\n\
                 \x20   (void)unused;\n\
                 \x20   (void)stored;\n\
                 \x20   x = counter_1;\n"
            ),
            "{text}"
        );
        assert!(!text.contains("never"));
        compile_only("names", &text);
    }

    /// Compiles a translation unit without `main` as an object file.
    #[track_caller]
    fn compile_only(test_name: &str, source: &str) {
        let dir =
            std::env::temp_dir().join(format!("cmix-emit-c-{test_name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let c_file = dir.join("unit.c");
        std::fs::write(&c_file, source).expect("write C file");
        let compile = Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-c", "-o"])
            .arg(dir.join("unit.o"))
            .arg(&c_file)
            .output()
            .expect("run cc");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            compile.status.success(),
            "cc rejected the emitted C:\n{}\n--- source ---\n{source}",
            String::from_utf8_lossy(&compile.stderr)
        );
    }

    #[test]
    fn loop_switch_and_exact_constants_run_as_written() {
        let mut b = Builder::new();
        let printf = declare_printf(&mut b);
        let i = b.int();
        let d = b.float_ty(FloatKind::Double);
        let main = b.function("main", i, &[], false, true);
        let k = b.local(main, "i", i);
        let sum = b.local(main, "sum", i);
        let (kr, sr) = (b.local_ref(main, k), b.local_ref(main, sum));
        let zero = b.i(0);
        let ten = b.i(10);
        let one = b.i(1);
        let two = b.i(2);
        let below = b.binary(BinOp::Lt, kr.clone(), ten);
        let plus = b.binary(BinOp::Add, sr.clone(), kr.clone());
        let doubled = b.binary(BinOp::Mul, sr.clone(), two);
        let step = b.binary(BinOp::Add, kr.clone(), one);
        // 0: sum = 0; i = 0
        b.add_block(
            main,
            vec![assign(sr.clone(), zero.clone()), assign(kr.clone(), zero)],
            goto(1),
        );
        // 1: loop test
        b.add_block(main, vec![], branch(below, 2, 6));
        // 2: switch (i) { case 1, 3: 3; case 5: 4; default: 5 }
        b.add_block(
            main,
            vec![],
            Terminator::Switch {
                scrutinee: kr.clone(),
                cases: vec![
                    (1, BlockId(3)),
                    (5, BlockId(4)),
                    (3, BlockId(3)),
                    (-7, BlockId(5)),
                ],
                default: BlockId(5),
                span: Span::DUMMY,
            },
        );
        b.add_block(main, vec![assign(sr.clone(), plus)], goto(5));
        b.add_block(main, vec![assign(sr.clone(), doubled)], goto(5));
        b.add_block(main, vec![assign(kr.clone(), step)], goto(1));

        let mut prints = vec![print_call(&mut b, printf, b"sum=%d\n", vec![sr])];
        let doubles = [
            1.0 / 3.0,
            5e-324,
            -0.0,
            1e300,
            0.1,
            f64::MAX,
            2.2250738585072014e-308,
            -123.456e-5,
        ];
        for v in doubles {
            let c = b.double(v);
            prints.push(print_call(&mut b, printf, b"%a\n", vec![c]));
        }
        let f32_ty = b.float_ty(FloatKind::Float);
        for v in [0.1f32, 1.0e-45, 3.4028235e38, -2.5] {
            let c = ex(ExprKind::FloatConst(v as f64, None), f32_ty);
            let widened = b.cast(c, d);
            prints.push(print_call(&mut b, printf, b"%a\n", vec![widened]));
        }
        let long_double = b.float_ty(FloatKind::LongDouble);
        for (v, text) in [(0.1, None), (1.5, Some("1.5L")), (-3.0e-310, None)] {
            let c = ex(ExprKind::FloatConst(v, text.map(Into::into)), long_double);
            let narrowed = b.cast(c, d);
            prints.push(print_call(&mut b, printf, b"%a\n", vec![narrowed]));
        }
        let inf = b.double(f64::INFINITY);
        let neg_inf = b.double(f64::NEG_INFINITY);
        prints.push(print_call(&mut b, printf, b"%f %f\n", vec![inf, neg_inf]));

        let int_min = b.i(i32::MIN as i128);
        let long_min = b.const_int(IntKind::Long, i64::MIN as i128);
        let ulong_max = b.const_int(IntKind::ULong, u64::MAX as i128);
        let uint_max = b.const_int(IntKind::UInt, u32::MAX as i128);
        prints.push(print_call(
            &mut b,
            printf,
            b"%d %ld %lu %u\n",
            vec![int_min, long_min, ulong_max, uint_max],
        ));
        let mut narrow = Vec::new();
        for (kind, value) in [
            (IntKind::Char, 97),
            (IntKind::Char, 39),
            (IntKind::Char, 92),
            (IntKind::Char, 10),
            (IntKind::Char, if CHAR_IS_SIGNED { -1 } else { 255 }),
            (IntKind::SChar, -128),
            (IntKind::UChar, 200),
            (IntKind::UChar, 63),
            (IntKind::Short, -3),
            (IntKind::UShort, 65535),
            (IntKind::Bool, 1),
        ] {
            let c = b.const_int(kind, value);
            narrow.push(b.cast(c, i));
        }
        prints.push(print_call(
            &mut b,
            printf,
            b"%d %d %d %d %d %d %d %d %d %d %d\n",
            narrow,
        ));
        let tricky = b.string(b"tri??=graph \"q\" back\\slash ?\x01\xe9 end");
        prints.push(print_call(&mut b, printf, b"%s|\n", vec![tricky]));
        let zero = b.i(0);
        b.add_block(main, prints, ret(Some(zero)));

        let text = emit_program(&b.program, &[main]);
        assert!(text.contains("int printf(const char *, ...);\n"), "{text}");
        assert!(
            text.contains(
                "    while (i < 10) {\n        switch (i) {\n        case 1:\n        case 3:\n"
            ),
            "{text}"
        );
        let output = compile_and_run("constants", &text);

        let mut expected = String::from("sum=8\n");
        for v in doubles {
            expected.push_str(&hex_float(v));
            expected.push('\n');
        }
        for v in [0.1f32, 1.0e-45, 3.4028235e38, -2.5] {
            expected.push_str(&hex_float(v as f64));
            expected.push('\n');
        }
        for v in [0.1, 1.5, -3.0e-310] {
            expected.push_str(&hex_float(v));
            expected.push('\n');
        }
        expected.push_str("inf -inf\n");
        expected.push_str("-2147483648 -9223372036854775808 18446744073709551615 4294967295\n");
        let minus_one_char = if CHAR_IS_SIGNED { "-1" } else { "255" };
        expected.push_str(&format!(
            "97 39 92 10 {minus_one_char} -128 200 63 -3 65535 1\n"
        ));
        let mut bytes = expected.into_bytes();
        bytes.extend_from_slice(b"tri??=graph \"q\" back\\slash ?\x01\xe9 end|\n");
        assert_eq!(
            String::from_utf8_lossy(&output),
            String::from_utf8_lossy(&bytes)
        );
        assert_eq!(output, bytes);
    }

    #[test]
    fn aggregates_qualifiers_and_odd_returns_compile_cleanly() {
        let mut b = Builder::new();
        let printf = declare_printf(&mut b);
        let i = b.int();
        let ci = b.qualified(i, true, false);
        let vi = b.qualified(i, false, true);
        let c = b.int_ty(IntKind::Char);
        let pair = add_struct(&mut b, "pair", vec![("a", i), ("b", ci)]);
        let three = b.array(i, 3);
        let const_three = b.array(ci, 3);

        // static struct pair make(int x): returns a pair, or an unspecified
        // value when x is 0.
        let make = b.function("make", pair, &[("x", i)], false, true);
        b.program.functions[make.index()].linkage = Linkage::Internal;
        let result = b.local(make, "result", pair);
        let (res, x) = (b.local_ref(make, result), b.param_ref(make, 0));
        let zero = b.i(0);
        let is_zero = b.binary(BinOp::Eq, x.clone(), zero);
        b.add_block(
            make,
            vec![
                Stmt::Zero {
                    lhs: res.clone(),
                    span: Span::DUMMY,
                },
                assign(member(res.clone(), 0, i), x.clone()),
                assign(member(res.clone(), 1, ci), x),
            ],
            branch(is_zero, 1, 2),
        );
        b.add_block(make, vec![], ret(None));
        b.add_block(make, vec![], ret(Some(res)));

        // Old-style definition: int old(v) int v; { return v << 1 ? 1 : 0 }
        let old_ty = b.program.types.intern(TypeData {
            kind: TypeKind::Function(crate::types::FuncSig {
                ret: i,
                params: vec![i],
                variadic: false,
                prototyped: false,
            }),
            quals: crate::types::Quals::NONE,
            align: None,
            may_alias: false,
            vm_dim: None,
            field_width: None,
        });
        let old = b.function("old", i, &[("v", i)], false, true);
        b.program.functions[old.index()].ty = old_ty;
        b.program.functions[old.index()].linkage = Linkage::Internal;
        let v = b.param_ref(old, 0);
        let one = b.i(1);
        let shifted = b.binary(BinOp::Shl, v, one.clone());
        let yes = b.i(1);
        let no = b.i(0);
        b.add_block(old, vec![], branch(shifted, 1, 2));
        b.add_block(old, vec![], ret(Some(yes)));
        b.add_block(old, vec![], ret(Some(no)));

        // A static function nobody calls, kept because it is a root.
        let spare = b.function("spare", i, &[], false, true);
        b.program.functions[spare.index()].linkage = Linkage::Internal;
        b.add_block(spare, vec![], ret(None));

        // Globals with address constants and string bytes.
        let table_init = Init::Array(vec![(1, Init::Scalar(b.i(2))), (2, Init::Array(vec![]))]);
        let table = b.global("table", three, Some(table_init));
        let table_ref = b.global_ref(table);
        let table_ptr = decay(&mut b, table_ref);
        let two = b.i(2);
        let ip = b.ptr(i);
        let second = ex(
            ExprKind::Binary(BinOp::PtrAdd, Box::new(table_ptr), Box::new(two)),
            ip,
        );
        let cursor = b.global("cursor", ip, Some(Init::Scalar(second)));
        let msg_ty = b.array(c, 3);
        let message = b.global("message", msg_ty, Some(Init::Bytes(b"hi\0".to_vec())));
        b.program.globals[message.index()].linkage = Linkage::Internal;
        let empty_ty = b.array(i, 2);
        let empty = b.global(
            "empty",
            empty_ty,
            Some(Init::Array(vec![(0, Init::Array(vec![]))])),
        );
        let empty_ref = b.global_ref(empty);
        let empty_ptr = decay(&mut b, empty_ref);
        let zero_idx = b.i(0);
        let empty_0 = index(empty_ptr, zero_idx, i);

        let main = b.function("main", i, &[], false, true);
        let p = b.local(main, "p", pair);
        let tbl = b.local(main, "tbl", const_three);
        let copy = b.local(main, "copy", three);
        let vol = b.local(main, "vol", vi);
        let flag = b.local(main, "flag", i);
        let (pr, tr, cr, vr, fr) = (
            b.local_ref(main, p),
            b.local_ref(main, tbl),
            b.local_ref(main, copy),
            b.local_ref(main, vol),
            b.local_ref(main, flag),
        );
        let five = b.i(5);
        let seven = b.i(7);
        let one_idx = b.i(1);
        let tbl_ptr = decay(&mut b, tr.clone());
        let tbl_1 = index(tbl_ptr, one_idx.clone(), ci);
        let copy_ptr = decay(&mut b, cr.clone());
        let copy_1 = index(copy_ptr, one_idx, i);
        let cursor_ref = b.global_ref(cursor);
        let at_cursor = ex(ExprKind::Deref(Box::new(cursor_ref)), i);
        let message_ref = b.global_ref(message);
        let message_ptr = decay(&mut b, message_ref);
        // flag = (a & (b == c)) | (!x == y) ... with mixed operators.
        let a1 = member(pr.clone(), 0, i);
        let b1 = member(pr.clone(), 1, ci);
        let eq = b.binary(BinOp::Eq, b1.clone(), a1.clone());
        let and = b.binary(BinOp::BitAnd, a1.clone(), eq);
        let not = b.unary(UnOp::Not, vr.clone());
        let not_eq = b.binary(BinOp::Eq, not, b1.clone());
        let or = b.binary(BinOp::BitOr, and, not_eq);
        let sum = b.binary(BinOp::Add, a1.clone(), one.clone());
        let shl = b.binary(BinOp::Shl, one.clone(), sum);
        let lt = b.binary(BinOp::Lt, shl, at_cursor.clone());
        let mixed = b.binary(BinOp::BitXor, or, lt);
        let neg = b.unary(UnOp::Neg, a1.clone());
        let neg = b.unary(UnOp::Neg, neg);
        let product = b.binary(BinOp::Mul, neg, one.clone());
        let report = print_call(
            &mut b,
            printf,
            b"%d %d %d %d %s %d %d\n",
            vec![
                a1.clone(),
                b1.clone(),
                copy_1,
                at_cursor.clone(),
                message_ptr,
                fr.clone(),
                product,
            ],
        );
        b.add_block(
            main,
            vec![
                call(Some(pr.clone()), make, vec![five.clone()]),
                Stmt::Zero {
                    lhs: tr.clone(),
                    span: Span::DUMMY,
                },
                assign(tbl_1.clone(), seven),
                assign(cr.clone(), tr),
                assign(vr.clone(), five),
                Stmt::Eval {
                    expr: vr.clone(),
                    span: Span::DUMMY,
                },
                Stmt::Zero {
                    lhs: vr,
                    span: Span::DUMMY,
                },
                assign(fr.clone(), mixed),
                Stmt::Eval {
                    expr: empty_0,
                    span: Span::DUMMY,
                },
                report,
            ],
            goto(1),
        );
        let ten = b.i(10);
        let old_result = b.local(main, "old_result", i);
        let old_ref = b.local_ref(main, old_result);
        let show_old = print_call(&mut b, printf, b"old %d\n", vec![old_ref.clone()]);
        let exit_code = b.i(0);
        b.add_block(
            main,
            vec![call(Some(old_ref), old, vec![ten]), show_old],
            ret(Some(exit_code)),
        );
        let one_ret = b.i(1);
        let _ = one_ret;

        let text = emit_program(&b.program, &[main, spare]);
        assert!(text.contains("static int spare(void) __attribute__((unused));"));
        assert!(
            text.contains("    int b;\n"),
            "const member dropped: {text}"
        );
        assert!(text.contains("int table[3] = { [1] = 2 };"), "{text}");
        assert!(text.contains("int empty[2];"), "{text}");
        assert!(text.contains("static char message[3] = \"hi\";"), "{text}");
        assert!(text.contains("int old(v)\n    int v;\n{"), "{text}");
        assert!(
            text.contains("if ((v << 1) != 0) {\n        return 1;\n    }"),
            "{text}"
        );
        assert!(
            text.contains("if (x == 0) {\n        { struct pair zero_result;"),
            "{text}"
        );
        assert!(
            text.contains("__builtin_memcpy(&copy, &tbl, sizeof(copy));"),
            "{text}"
        );
        assert!(
            text.contains("__builtin_memset((void *)(&vol), 0, sizeof(vol));"),
            "{text}"
        );
        assert!(text.contains("    int tbl[3];\n"), "{text}");
        assert!(
            text.contains(
                "flag = ((p.a & (p.b == p.a)) | ((!vol) == p.b)) ^ ((1 << (p.a + 1)) < *cursor);"
            ),
            "{text}"
        );
        // `x * 1` is `x`; the negations stay apart, not `--`.
        assert!(text.contains(", -(-p.a));"), "{text}");
        assert!(!text.contains("return (struct pair)"));
        assert!(text.contains("struct pair zero_result;"), "{text}");
        let output = compile_and_run("aggregates", &text);
        assert_eq!(String::from_utf8_lossy(&output), "5 5 7 0 hi 1 5\nold 1\n");
    }

    #[test]
    fn scalar_return_without_value_returns_zero() {
        let mut b = Builder::new();
        let d = b.float_ty(FloatKind::Double);
        let dp = b.ptr(d);
        let f = b.function("f", dp, &[], false, true);
        b.add_block(f, vec![], ret(None));
        let text = emit_program(&b.program, &[f]);
        assert!(text.contains("    return (double *)0;\n"), "{text}");
        compile_only("scalar-return", &text);
    }
}
