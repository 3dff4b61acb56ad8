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
//! What it does not do: restructure gotos into `if`/`while` (a later
//! cleanup pass may), or emit function pointers (Core C has none yet).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt::Write;

use crate::core::print::{
    CPrinter, ObjectQuals, Prec, declarator, fresh_name, int_const_text, is_identifier, signature,
    unique_local_names,
};
use crate::core::{
    BlockId, Body, Expr, ExprKind, FuncId, Function, GlobalId, Init, Linkage, LocalId, Program,
    Stmt, Terminator,
};
use crate::types::{StructId, TypeId, TypeKind, TypeTable};

/// gcc warnings that only ever flag what the source program wrote, not
/// anything the emitter introduces; the original program compiled with
/// them as warnings, and its meaning does not depend on them.
const SOURCE_WARNINGS: &[&str] = &[
    "-Waddress",
    "-Wbool-compare",
    "-Wdiv-by-zero",
    "-Woverflow",
    "-Wshift-count-negative",
    "-Wshift-count-overflow",
    "-Wshift-negative-value",
    "-Wtautological-compare",
    "-Wtype-limits",
];

/// Prints `program` as one C translation unit holding the functions
/// reachable by calls from `roots`, with the globals and struct types they
/// use.
pub fn emit_program(program: &Program, roots: &[FuncId]) -> String {
    let reach = Reachable::compute(program, roots);
    let types = &program.types;
    let mut out = String::new();

    for warning in SOURCE_WARNINGS {
        let _ = writeln!(out, "#pragma GCC diagnostic ignored \"{warning}\"");
    }
    out.push('\n');

    emit_structs(&mut out, types, &reach.structs);
    emit_prototypes(&mut out, program, &reach);
    emit_globals(&mut out, program, &reach);

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
            emit_function(&mut out, program, function, body, &file_scope);
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Reachability
// ---------------------------------------------------------------------------

/// What the emitted file contains.
struct Reachable {
    functions: BTreeSet<FuncId>,
    globals: BTreeSet<GlobalId>,
    structs: BTreeSet<StructId>,
    /// Functions called from an emitted body (the others are roots only).
    called: HashSet<FuncId>,
}

impl Reachable {
    fn compute(program: &Program, roots: &[FuncId]) -> Reachable {
        let mut reach = Reachable {
            functions: BTreeSet::new(),
            globals: BTreeSet::new(),
            structs: BTreeSet::new(),
            called: HashSet::new(),
        };
        let mut pending_functions: Vec<FuncId> = roots.to_vec();
        let mut pending_globals: Vec<GlobalId> = Vec::new();
        while let Some(id) = pending_functions.pop() {
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
                        pending_functions.push(*callee);
                    }
                    for_each_expr_of_stmt(stmt, &mut |e| collect_globals(e, &mut pending_globals));
                }
                for_each_expr_of_terminator(&block.term, &mut |e| {
                    collect_globals(e, &mut pending_globals)
                });
            }
        }
        while let Some(id) = pending_globals.pop() {
            if !reach.globals.insert(id) {
                continue;
            }
            if let Some(init) = &program.global(id).init {
                for_each_expr_of_init(init, &mut |e| collect_globals(e, &mut pending_globals));
            }
        }
        reach.structs = reach.referenced_structs(program);
        reach
    }

    /// Every struct named by an emitted type, directly or through pointers,
    /// arrays, fields and signatures.
    fn referenced_structs(&self, program: &Program) -> BTreeSet<StructId> {
        let types = &program.types;
        let mut collector = StructCollector {
            types,
            seen_types: HashSet::new(),
            structs: BTreeSet::new(),
        };
        for &id in &self.globals {
            let global = program.global(id);
            collector.visit(global.ty);
            if let Some(init) = &global.init {
                for_each_expr_of_init(init, &mut |e| collector.visit_expr(e));
            }
        }
        for &id in &self.functions {
            let function = program.function(id);
            if function.is_builtin {
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
                    for_each_expr_of_stmt(stmt, &mut |e| collector.visit_expr(e));
                }
                for_each_expr_of_terminator(&block.term, &mut |e| collector.visit_expr(e));
            }
        }
        collector.structs
    }
}

fn collect_globals(e: &Expr, found: &mut Vec<GlobalId>) {
    e.walk(&mut |sub| {
        if let ExprKind::Global(g) = sub.kind {
            found.push(g);
        }
    });
}

struct StructCollector<'a> {
    types: &'a TypeTable,
    seen_types: HashSet<TypeId>,
    structs: BTreeSet<StructId>,
}

impl StructCollector<'_> {
    fn visit(&mut self, ty: TypeId) {
        if !self.seen_types.insert(ty) {
            return;
        }
        match self.types.kind(ty) {
            TypeKind::Pointer(target) => self.visit(*target),
            TypeKind::Array(elem, _) => self.visit(*elem),
            TypeKind::Function(sig) => {
                self.visit(sig.ret);
                for &param in &sig.params {
                    self.visit(param);
                }
            }
            TypeKind::Struct(s) => {
                if self.structs.insert(*s)
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

fn for_each_expr_of_stmt(stmt: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match stmt {
        Stmt::Assign { lhs, rhs, .. } => {
            f(lhs);
            f(rhs);
        }
        Stmt::Call { dest, args, .. } => {
            if let Some(d) = dest {
                f(d);
            }
            for a in args {
                f(a);
            }
        }
        Stmt::Zero { lhs, .. } => f(lhs),
        Stmt::Eval { expr, .. } => f(expr),
    }
}

fn for_each_expr_of_terminator(term: &Terminator, f: &mut dyn FnMut(&Expr)) {
    match term {
        Terminator::Goto(_) => {}
        Terminator::If { cond, .. } => f(cond),
        Terminator::Switch { scrutinee, .. } => f(scrutinee),
        Terminator::Return { value, .. } => {
            if let Some(v) = value {
                f(v);
            }
        }
    }
}

fn for_each_expr_of_init(init: &Init, f: &mut dyn FnMut(&Expr)) {
    match init {
        Init::Scalar(e) => f(e),
        Init::Array(items) => items
            .iter()
            .for_each(|(_, sub)| for_each_expr_of_init(sub, f)),
        Init::Struct(items) => items
            .iter()
            .for_each(|(_, sub)| for_each_expr_of_init(sub, f)),
        Init::Bytes(_) => {}
    }
}

/// The blocks of a body in the order they are printed: the entry block,
/// then every other block reachable from it in index order.
fn printed_blocks(body: &Body) -> Vec<BlockId> {
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

fn emit_structs(out: &mut String, types: &TypeTable, structs: &BTreeSet<StructId>) {
    if structs.is_empty() {
        return;
    }
    for &s in structs {
        let _ = writeln!(out, "struct {};", types.struct_def(s).emit_name);
    }
    let mut emitted = HashSet::new();
    for &s in structs {
        emit_struct_definition(out, types, s, structs, &mut emitted);
    }
}

/// Emits the body of `s` after the bodies of the structs it contains by
/// value (a pointer field needs only the tag declared).
fn emit_struct_definition(
    out: &mut String,
    types: &TypeTable,
    s: StructId,
    referenced: &BTreeSet<StructId>,
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
            emit_struct_definition(out, types, inner, referenced, emitted);
        }
    }
    let _ = writeln!(out, "\nstruct {} {{", def.emit_name);
    for field in &body.fields {
        // Core C assigns members one by one, which a const member forbids.
        let _ = writeln!(
            out,
            "    {};",
            declarator(types, field.ty, &field.name, ObjectQuals::DropConst)
        );
    }
    out.push_str("};\n");
}

fn struct_held_by_value(types: &TypeTable, ty: TypeId) -> Option<StructId> {
    match types.kind(ty) {
        TypeKind::Struct(s) => Some(*s),
        TypeKind::Array(elem, _) => struct_held_by_value(types, *elem),
        _ => None,
    }
}

fn asm_label_suffix(label: &Option<String>) -> String {
    match label {
        Some(label) => format!(" __asm__(\"{}\")", label.escape_default()),
        None => String::new(),
    }
}

fn emit_prototypes(out: &mut String, program: &Program, reach: &Reachable) {
    let types = &program.types;
    let mut lines = Vec::new();
    for &id in &reach.functions {
        let function = program.function(id);
        if function.is_builtin {
            continue;
        }
        let mut line = String::new();
        if function.linkage == Linkage::Internal {
            line.push_str("static ");
        }
        line.push_str(&declarator(
            types,
            function.ty,
            &function.name,
            ObjectQuals::Keep,
        ));
        line.push_str(&asm_label_suffix(&function.asm_label));
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

fn emit_globals(out: &mut String, program: &Program, reach: &Reachable) {
    let types = &program.types;
    if reach.globals.is_empty() {
        return;
    }
    // Declarations first, so that any initializer may take any address.
    out.push('\n');
    for &id in &reach.globals {
        let global = program.global(id);
        let decl = declarator(types, global.ty, &global.name, ObjectQuals::Keep);
        match global.linkage {
            Linkage::External => {
                let asm = asm_label_suffix(&global.asm_label);
                let _ = writeln!(out, "extern {decl}{asm};");
            }
            // A tentative definition of an incomplete type is an error for
            // internal linkage (C99 6.9.2p3); such a global is declared by
            // its definition only.
            Linkage::Internal if types.is_complete(global.ty) => {
                let _ = writeln!(out, "static {decl};");
            }
            Linkage::Internal => {}
        }
    }
    let printer = CPrinter::new(program, &[]);
    let mut definitions = Vec::new();
    for &id in &reach.globals {
        let global = program.global(id);
        if !global.defined {
            continue;
        }
        let mut line = String::new();
        if global.linkage == Linkage::Internal {
            line.push_str("static ");
        }
        line.push_str(&declarator(
            types,
            global.ty,
            &global.name,
            ObjectQuals::Keep,
        ));
        if let Some(init) = &global.init
            && let Some(text) = printer.init(init, global.ty, 0)
        {
            let _ = write!(line, " = {text}");
        }
        line.push(';');
        definitions.push(line);
    }
    if !definitions.is_empty() {
        out.push('\n');
        for line in definitions {
            let _ = writeln!(out, "{line}");
        }
    }
}

// ---------------------------------------------------------------------------
// Function bodies
// ---------------------------------------------------------------------------

/// How the locals of a function are used by the printed blocks.
#[derive(Clone, Copy, Default)]
struct LocalUse {
    referenced: bool,
    /// Read somewhere: anything but being the object an assignment, call
    /// result or zeroing stores into. gcc's -Wunused-but-set-variable
    /// fires for locals that are referenced but never read.
    read: bool,
}

fn local_uses(function: &Function, body: &Body, blocks: &[BlockId]) -> Vec<LocalUse> {
    let mut uses = vec![LocalUse::default(); function.locals.len()];
    for &block in blocks {
        let block = body.block(block);
        for stmt in &block.stmts {
            match stmt {
                Stmt::Assign { lhs, rhs, .. } => {
                    note_store(lhs, &mut uses);
                    note_read(rhs, &mut uses);
                }
                Stmt::Call { dest, args, .. } => {
                    if let Some(d) = dest {
                        note_store(d, &mut uses);
                    }
                    args.iter().for_each(|a| note_read(a, &mut uses));
                }
                Stmt::Zero { lhs, .. } => note_store(lhs, &mut uses),
                Stmt::Eval { expr, .. } => note_read(expr, &mut uses),
            }
        }
        for_each_expr_of_terminator(&block.term, &mut |e| note_read(e, &mut uses));
    }
    uses
}

fn note_read(e: &Expr, uses: &mut [LocalUse]) {
    e.walk(&mut |sub| {
        if let ExprKind::Local(id) = sub.kind
            && let Some(u) = uses.get_mut(id.index())
        {
            u.referenced = true;
            u.read = true;
        }
    });
}

/// The object stored into is not read, but the pointers and indexes that
/// locate it are.
fn note_store(target: &Expr, uses: &mut [LocalUse]) {
    match &target.kind {
        ExprKind::Local(id) => {
            if let Some(u) = uses.get_mut(id.index()) {
                u.referenced = true;
            }
        }
        ExprKind::Member(base, _) => note_store(base, uses),
        ExprKind::Index(base, index) => {
            note_read(index, uses);
            match &base.kind {
                ExprKind::Decay(array) => note_store(array, uses),
                _ => note_read(base, uses),
            }
        }
        _ => note_read(target, uses),
    }
}

/// A terminator reduced to what must be printed, given the block printed
/// next (jumps to it fall through).
enum Transfer<'a> {
    FallThrough,
    Goto(BlockId),
    /// Evaluate the condition for its volatile reads, then continue at the
    /// target (or fall through): both branches of an `if` agree.
    EvalThen(&'a Expr, Option<BlockId>),
    IfGoto {
        cond: &'a Expr,
        negated: bool,
        target: BlockId,
    },
    IfElse {
        cond: &'a Expr,
        then_block: BlockId,
        else_block: BlockId,
    },
    Switch {
        scrutinee: &'a Expr,
        /// Case values grouped by target; `None` continues with the next
        /// block.
        groups: Vec<(Vec<i128>, Option<BlockId>)>,
        default: Option<BlockId>,
    },
    Return(Option<&'a Expr>),
}

impl<'a> Transfer<'a> {
    fn plan(term: &'a Terminator, next: Option<BlockId>) -> Transfer<'a> {
        let jump = |b: BlockId| if Some(b) == next { None } else { Some(b) };
        match term {
            Terminator::Goto(b) => match jump(*b) {
                Some(b) => Transfer::Goto(b),
                None => Transfer::FallThrough,
            },
            Terminator::If {
                cond,
                then_block,
                else_block,
                ..
            } => match (jump(*then_block), jump(*else_block)) {
                _ if then_block == else_block => Transfer::EvalThen(cond, jump(*then_block)),
                (Some(target), None) => Transfer::IfGoto {
                    cond,
                    negated: false,
                    target,
                },
                (None, Some(target)) => Transfer::IfGoto {
                    cond,
                    negated: true,
                    target,
                },
                _ => Transfer::IfElse {
                    cond,
                    then_block: *then_block,
                    else_block: *else_block,
                },
            },
            Terminator::Switch {
                scrutinee,
                cases,
                default,
                ..
            } => {
                if cases.is_empty() {
                    return Transfer::EvalThen(scrutinee, jump(*default));
                }
                let mut groups: Vec<(Vec<i128>, Option<BlockId>)> = Vec::new();
                for &(value, target) in cases {
                    let target = jump(target);
                    match groups.iter_mut().find(|g| g.1 == target) {
                        Some(group) => group.0.push(value),
                        None => groups.push((vec![value], target)),
                    }
                }
                Transfer::Switch {
                    scrutinee,
                    groups,
                    default: jump(*default),
                }
            }
            Terminator::Return { value, .. } => Transfer::Return(value.as_ref()),
        }
    }

    fn targets(&self) -> Vec<BlockId> {
        match self {
            Transfer::FallThrough | Transfer::Return(_) => vec![],
            Transfer::Goto(b) => vec![*b],
            Transfer::EvalThen(_, target) => target.iter().copied().collect(),
            Transfer::IfGoto { target, .. } => vec![*target],
            Transfer::IfElse {
                then_block,
                else_block,
                ..
            } => vec![*then_block, *else_block],
            Transfer::Switch {
                groups, default, ..
            } => groups
                .iter()
                .filter_map(|g| g.1)
                .chain(default.iter().copied())
                .collect(),
        }
    }
}

/// Printing state of one function body.
struct BodyPrinter<'a> {
    program: &'a Program,
    function: &'a Function,
    printer: CPrinter<'a>,
    labels: HashMap<BlockId, String>,
    /// Names in use in the function (file scope and locals), for the
    /// temporaries the printer itself introduces.
    taken: HashSet<String>,
    lines: Vec<String>,
}

fn emit_function(
    out: &mut String,
    program: &Program,
    function: &Function,
    body: &Body,
    file_scope: &HashSet<String>,
) {
    let types = &program.types;
    let blocks = printed_blocks(body);
    let uses = local_uses(function, body, &blocks);
    let is_param = |id: LocalId| function.params.contains(&id);
    let names = unique_local_names(function, file_scope, &|id| {
        is_param(id) || uses[id.index()].referenced
    });

    let transfers: Vec<Transfer> = blocks
        .iter()
        .enumerate()
        .map(|(i, &b)| Transfer::plan(&body.block(b).term, blocks.get(i + 1).copied()))
        .collect();
    let jumped_to: BTreeSet<BlockId> = transfers.iter().flat_map(|t| t.targets()).collect();
    let labels = label_names(body, &blocks, &jumped_to);

    out.push_str(&definition_header(types, function, &names));
    out.push_str("{\n");
    for (index, local) in function.locals.iter().enumerate() {
        let id = LocalId(index as u32);
        if is_param(id) || !uses[index].referenced {
            continue;
        }
        // Core C initializes locals by assignment, so const is dropped.
        let decl = declarator(types, local.ty, &names[index], ObjectQuals::DropConst);
        let unused = if uses[index].read {
            ""
        } else {
            " __attribute__((unused))"
        };
        let _ = writeln!(out, "    {decl}{unused};");
    }
    for &param in &function.params {
        if !uses.get(param.index()).is_some_and(|u| u.read) {
            let _ = writeln!(out, "    (void){};", names[param.index()]);
        }
    }

    let mut taken = file_scope.clone();
    taken.extend(names.iter().filter(|n| !n.is_empty()).cloned());
    let mut printer = BodyPrinter {
        program,
        function,
        printer: CPrinter::new(program, &names),
        labels,
        taken,
        lines: Vec::new(),
    };
    for (position, &block) in blocks.iter().enumerate() {
        if let Some(label) = printer.labels.get(&block) {
            printer.lines.push(format!("{label}:"));
        }
        for stmt in &body.block(block).stmts {
            printer.stmt(stmt);
        }
        printer.transfer(&transfers[position]);
    }
    if blocks.is_empty() {
        printer.transfer(&Transfer::Return(None));
    }
    // A label must label a statement.
    if printer.lines.last().is_some_and(|l| l.ends_with(':')) {
        printer.lines.push("    ;".to_string());
    }
    for line in &printer.lines {
        let _ = writeln!(out, "{line}");
    }
    out.push_str("}\n");
}

/// Labels for the blocks that are jumped to: the user's label where it is
/// a usable and unique name, else `L<n>`.
fn label_names(
    body: &Body,
    blocks: &[BlockId],
    jumped_to: &BTreeSet<BlockId>,
) -> HashMap<BlockId, String> {
    let mut taken = HashSet::new();
    let mut labels = HashMap::new();
    for &block in blocks.iter().filter(|b| jumped_to.contains(b)) {
        if let Some(user) = &body.block(block).label
            && is_identifier(user)
            && !taken.contains(user)
        {
            taken.insert(user.clone());
            labels.insert(block, user.clone());
        }
    }
    for &block in blocks.iter().filter(|b| jumped_to.contains(b)) {
        if !labels.contains_key(&block) {
            let name = fresh_name(&format!("L{}", block.0), &mut taken);
            labels.insert(block, name);
        }
    }
    labels
}

/// `static int f(int x, char *s)\n` or, for an old-style definition,
/// `int f(x, s)\n    int x;\n    char *s;\n`.
fn definition_header(types: &TypeTable, function: &Function, names: &[String]) -> String {
    let sig = signature(types, function.ty);
    let prototyped = sig.is_none_or(|s| s.prototyped);
    let variadic = sig.is_some_and(|s| s.variadic);
    let ret = sig.map(|s| s.ret);
    let param_names: Vec<&str> = function
        .params
        .iter()
        .map(|p| names[p.index()].as_str())
        .collect();
    let params = if !prototyped {
        param_names.join(", ")
    } else if function.params.is_empty() {
        if variadic { "..." } else { "void" }.to_string()
    } else {
        let mut parts: Vec<String> = function
            .params
            .iter()
            .map(|&p| {
                declarator(
                    types,
                    function.local(p).ty,
                    &names[p.index()],
                    ObjectQuals::Keep,
                )
            })
            .collect();
        if variadic {
            parts.push("...".to_string());
        }
        parts.join(", ")
    };
    let mut header = String::new();
    if function.linkage == Linkage::Internal {
        header.push_str("static ");
    }
    let inner = format!("{}({params})", function.name);
    match ret {
        Some(ret) => header.push_str(&declarator(types, ret, &inner, ObjectQuals::Drop)),
        None => header.push_str(&format!("int {inner}")),
    }
    header.push('\n');
    if !prototyped {
        for &p in &function.params {
            let _ = writeln!(
                header,
                "    {};",
                declarator(
                    types,
                    function.local(p).ty,
                    &names[p.index()],
                    ObjectQuals::Keep
                )
            );
        }
    }
    header
}

impl BodyPrinter<'_> {
    fn line(&mut self, text: String) {
        self.lines.push(format!("    {text}"));
    }

    fn label(&self, block: BlockId) -> String {
        match self.labels.get(&block) {
            Some(l) => l.clone(),
            None => format!("L{}", block.0),
        }
    }

    fn stmt(&mut self, stmt: &Stmt) {
        let types = &self.program.types;
        let p = &self.printer;
        let text = match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                if matches!(types.kind(lhs.ty), TypeKind::Array(..)) {
                    // C cannot assign arrays; copy the bytes.
                    format!(
                        "__builtin_memcpy({}, {}, sizeof({}));",
                        self.address_for_builtin(lhs, true),
                        self.address_for_builtin(rhs, false),
                        p.expr(lhs)
                    )
                } else {
                    format!("{} = {};", p.expr(lhs), p.expr(rhs))
                }
            }
            Stmt::Call {
                dest, callee, args, ..
            } => {
                let name = &self.program.function(*callee).name;
                let args: Vec<String> = args.iter().map(|a| p.expr(a)).collect();
                match dest {
                    Some(d) => format!("{} = {name}({});", p.expr(d), args.join(", ")),
                    None => format!("{name}({});", args.join(", ")),
                }
            }
            Stmt::Zero { lhs, .. } => format!(
                "__builtin_memset({}, 0, sizeof({}));",
                self.address_for_builtin(lhs, true),
                p.expr(lhs)
            ),
            Stmt::Eval { expr, .. } => format!("(void){};", p.operand(expr, Prec::Unary)),
        };
        self.line(text);
    }

    /// `&e` as an argument of memcpy/memset, cast where the object's
    /// qualifiers would not convert implicitly to `void *` (or to `const
    /// void *` for a source).
    fn address_for_builtin(&self, e: &Expr, is_destination: bool) -> String {
        let address = format!("&{}", self.printer.operand(e, Prec::Unary));
        let (is_const, is_volatile) = object_qualifiers(&self.program.types, e.ty);
        if is_volatile || (is_destination && is_const) {
            let target = if is_destination {
                "void *"
            } else {
                "const void *"
            };
            format!("({target})({address})")
        } else {
            address
        }
    }

    fn transfer(&mut self, transfer: &Transfer) {
        let p = &self.printer;
        match transfer {
            Transfer::FallThrough => {}
            Transfer::Goto(b) => {
                let text = format!("goto {};", self.label(*b));
                self.line(text);
            }
            Transfer::EvalThen(e, target) => {
                let text = format!("(void){};", p.operand(e, Prec::Unary));
                self.line(text);
                if let Some(b) = target {
                    let text = format!("goto {};", self.label(*b));
                    self.line(text);
                }
            }
            Transfer::IfGoto {
                cond,
                negated,
                target,
            } => {
                let cond = if *negated {
                    p.negated_condition(cond)
                } else {
                    p.condition(cond)
                };
                let text = format!("if ({cond}) goto {};", self.label(*target));
                self.line(text);
            }
            Transfer::IfElse {
                cond,
                then_block,
                else_block,
            } => {
                let text = format!(
                    "if ({}) goto {}; else goto {};",
                    p.condition(cond),
                    self.label(*then_block),
                    self.label(*else_block)
                );
                self.line(text);
            }
            Transfer::Switch {
                scrutinee,
                groups,
                default,
            } => {
                let types = &self.program.types;
                let mut lines = vec![format!("switch ({}) {{", p.expr(scrutinee))];
                for (values, target) in groups {
                    let cases: Vec<String> = values
                        .iter()
                        .map(|v| format!("case {}:", int_const_text(types, scrutinee.ty, *v)))
                        .collect();
                    let action = match target {
                        Some(b) => format!("goto {};", self.label(*b)),
                        None => "break;".to_string(),
                    };
                    lines.push(format!("{} {action}", cases.join(" ")));
                }
                if let Some(b) = default {
                    lines.push(format!("default: goto {};", self.label(*b)));
                }
                lines.push("}".to_string());
                for line in lines {
                    self.line(line);
                }
            }
            Transfer::Return(Some(value)) => {
                if self.returns_void() {
                    let text = format!("(void){};", p.operand(value, Prec::Unary));
                    self.line(text);
                    self.line("return;".to_string());
                } else {
                    let text = format!("return {};", p.expr(value));
                    self.line(text);
                }
            }
            Transfer::Return(None) => self.return_unspecified(),
        }
    }

    fn return_type(&self) -> Option<TypeId> {
        signature(&self.program.types, self.function.ty).map(|s| s.ret)
    }

    fn returns_void(&self) -> bool {
        self.return_type()
            .is_none_or(|t| self.program.types.is_void(t))
    }

    /// `return;` from a non-void function: the value is unspecified, but
    /// gcc warns about a bare `return;`, so return zero.
    fn return_unspecified(&mut self) {
        let types = &self.program.types;
        let Some(ret) = self.return_type().filter(|&t| !types.is_void(t)) else {
            self.line("return;".to_string());
            return;
        };
        if types.is_scalar(ret) {
            let cast = declarator(types, ret, "", ObjectQuals::Drop);
            self.line(format!("return ({cast})0;"));
        } else if matches!(types.kind(ret), TypeKind::Struct(_)) {
            let name = fresh_name("zero_result", &mut self.taken);
            let decl = declarator(types, ret, &name, ObjectQuals::DropConst);
            self.line(format!(
                "{{ {decl}; __builtin_memset(&{name}, 0, sizeof {name}); return {name}; }}"
            ));
        } else {
            self.line("return;".to_string());
        }
    }
}

/// Whether the object (or, for arrays, its elements) is const or volatile.
fn object_qualifiers(types: &TypeTable, ty: TypeId) -> (bool, bool) {
    let quals = types.quals(ty);
    let (inner_const, inner_volatile) = match types.kind(ty) {
        TypeKind::Array(elem, _) => object_qualifiers(types, *elem),
        _ => (false, false),
    };
    (
        quals.is_const || inner_const,
        quals.is_volatile || inner_volatile,
    )
}
