//! Function bodies: locals and their declarations, labels, statements
//! and the control skeleton (see `structure` for how blocks become
//! `if`/`while`/`switch`).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt::Write;

use super::structure::{self, Cond, Node};
use super::{align_suffix, global_definition, printed_blocks};
use crate::core::print::{
    CPrinter, ObjectQuals, Prec, declarator, fresh_name, fresh_name_beside, int_const_text,
    is_identifier, signature, unique_local_names,
};
use crate::core::{
    BlockId, Body, Expr, ExprKind, Function, GlobalId, Linkage, LocalId, Program, Stmt, Terminator,
};
use crate::types::{TypeId, TypeKind, TypeTable};

/// How the locals of a function are used by the printed blocks.
#[derive(Clone, Copy, Default)]
struct LocalUse {
    referenced: bool,
    /// Read somewhere: anything but being the object an assignment, call
    /// result or zeroing stores into. gcc's -Wunused-but-set-variable
    /// fires for locals that are referenced but never read.
    read: bool,
}

fn local_uses(
    types: &TypeTable,
    function: &Function,
    body: &Body,
    blocks: &[BlockId],
) -> Vec<LocalUse> {
    let mut uses = vec![LocalUse::default(); function.locals.len()];
    let note_read = |e: &Expr, uses: &mut [LocalUse]| note_read(types, e, uses);
    let note_store = |e: &Expr, uses: &mut [LocalUse]| note_store(types, e, uses);
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
        block.term.for_each_expr(&mut |e| note_read(e, &mut uses));
    }
    uses
}

/// Reads that the printed program keeps: not those of a product printed
/// as 0 (a local read only there is unused in the C text).
fn note_read(types: &TypeTable, e: &Expr, uses: &mut [LocalUse]) {
    if crate::core::print::printed_as_zero_product(types, e) {
        return;
    }
    if let ExprKind::Local(id) = e.kind
        && let Some(u) = uses.get_mut(id.index())
    {
        u.referenced = true;
        u.read = true;
    }
    e.for_each_child(&mut |c| note_read(types, c, uses));
}

/// The object stored into is not read, but the pointers and indexes that
/// locate it are.
fn note_store(types: &TypeTable, target: &Expr, uses: &mut [LocalUse]) {
    match &target.kind {
        ExprKind::Local(id) => {
            if let Some(u) = uses.get_mut(id.index()) {
                u.referenced = true;
            }
        }
        ExprKind::Member(base, _) => note_store(types, base, uses),
        ExprKind::Index(base, index) => {
            note_read(types, index, uses);
            match &base.kind {
                ExprKind::Decay(array) => note_store(types, array, uses),
                _ => note_read(types, base, uses),
            }
        }
        _ => note_read(types, target, uses),
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
    /// `goto *target;` (the targets are labeled as address-taken blocks).
    IndirectGoto(&'a Expr),
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
                // Cases that go where the default goes say nothing.
                let cases: Vec<(i128, BlockId)> =
                    cases.iter().copied().filter(|c| c.1 != *default).collect();
                if cases.is_empty() {
                    return Transfer::EvalThen(scrutinee, jump(*default));
                }
                let mut groups: Vec<(Vec<i128>, Option<BlockId>)> = Vec::new();
                for (value, target) in cases {
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
            Terminator::IndirectGoto { target, .. } => Transfer::IndirectGoto(target),
        }
    }

    fn targets(&self) -> Vec<BlockId> {
        match self {
            Transfer::FallThrough | Transfer::Return(_) | Transfer::IndirectGoto(_) => vec![],
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
    /// Names in use: the file scope's and the function's own (locals and
    /// the temporaries the printer itself introduces).
    file_scope: &'a HashSet<String>,
    taken: HashSet<String>,
    lines: Vec<String>,
    /// Nesting depth of the line being printed (1 in the function body).
    depth: usize,
}

pub(super) fn emit_function(
    out: &mut String,
    program: &Program,
    function: &Function,
    body: &Body,
    file_scope: &HashSet<String>,
    label_tables: &[GlobalId],
) {
    let types = &program.types;
    let blocks = printed_blocks(body);
    let uses = local_uses(&program.types, function, body, &blocks);
    let is_param = |id: LocalId| function.params.contains(&id);
    let names = unique_local_names(function, file_scope, &|id| {
        is_param(id) || uses[id.index()].referenced
    });

    let structured = structure::structure(body);
    let transfers: Vec<Transfer> = match structured {
        Some(_) => Vec::new(),
        None => blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| Transfer::plan(&body.block(b).term, blocks.get(i + 1).copied()))
            .collect(),
    };
    let jumped_to: BTreeSet<BlockId> = match &structured {
        Some(nodes) => goto_targets(nodes),
        None => transfers.iter().flat_map(|t| t.targets()).collect(),
    };
    let labels = label_names(body, &blocks, &jumped_to);

    if let Some(comment) = &function.comment {
        let _ = writeln!(out, "/* {} */", comment_text(comment));
    }
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
        let align = align_suffix(local.align);
        let _ = writeln!(out, "    {decl}{align}{unused};");
    }
    let global_printer = CPrinter::new(program, &[]);
    for &table in label_tables {
        let (text, _) = global_definition(program, &global_printer, table);
        // (Its initializer may span lines: each is indented as the body.)
        for line in text.lines() {
            let _ = writeln!(out, "    {line}");
        }
    }
    for &param in &function.params {
        if !uses.get(param.index()).is_some_and(|u| u.read) {
            let _ = writeln!(out, "    (void){};", names[param.index()]);
        }
    }

    let taken = names.iter().filter(|n| !n.is_empty()).cloned().collect();
    let mut printer = BodyPrinter {
        program,
        function,
        printer: CPrinter::new(program, &names),
        labels,
        file_scope,
        taken,
        lines: Vec::new(),
        depth: 1,
    };
    match &structured {
        Some(nodes) => printer.nodes(body, nodes),
        None => {
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
        }
    }
    // A label must label a statement, not end a compound one.
    let mut previous_is_label = false;
    for line in &printer.lines {
        if previous_is_label && line.trim_start().starts_with('}') {
            let _ = writeln!(out, "    ;");
        }
        previous_is_label = line.ends_with(':') && !line.trim_start().starts_with("case ");
        previous_is_label &= line.trim() != "default:";
        let _ = writeln!(out, "{line}");
    }
    if previous_is_label {
        let _ = writeln!(out, "    ;");
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
    // `&&label` prints the block's own label, which lowering and the
    // kernel keep unique in the function.
    for &block in blocks {
        if let Some(label) = &body.block(block).label
            && body.block(block).address_taken
        {
            taken.insert(label.to_string());
            labels.insert(block, label.to_string());
        }
    }
    for &block in blocks.iter().filter(|b| jumped_to.contains(b)) {
        if let Some(user) = &body.block(block).label
            && is_identifier(user)
            && !taken.contains(&**user)
        {
            taken.insert(user.to_string());
            labels.insert(block, user.to_string());
        }
    }
    for &block in blocks.iter().filter(|b| jumped_to.contains(b)) {
        labels
            .entry(block)
            .or_insert_with(|| fresh_name(&format!("L{}", block.0), &mut taken));
    }
    labels
}

/// `static int f(int x, char *s)\n` or, for an old-style definition,
/// `int f(x, s)\n    int x;\n    char *s;\n`.
fn definition_header(types: &TypeTable, function: &Function, names: &[String]) -> String {
    let sig = signature(types, function.ty);
    let prototyped = sig.is_none_or(|s| s.prototyped) && !function.old_style;
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
                // A parameter is a local that Core C may assign (the static
                // fields of a partially static struct parameter): its own
                // `const` goes, which leaves the function's type as it is.
                declarator(
                    types,
                    function.local(p).ty,
                    &names[p.index()],
                    ObjectQuals::DropConst,
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

/// The blocks a `goto` of the structured body names.
fn goto_targets(nodes: &[Node]) -> BTreeSet<BlockId> {
    fn walk(nodes: &[Node], targets: &mut BTreeSet<BlockId>) {
        for node in nodes {
            match node {
                Node::Goto(target) => {
                    targets.insert(*target);
                }
                Node::If {
                    then_arm, else_arm, ..
                } => {
                    walk(then_arm, targets);
                    walk(else_arm, targets);
                }
                Node::Loop { body, .. } | Node::While { body, .. } | Node::DoWhile { body, .. } => {
                    walk(body, targets)
                }
                Node::Switch { arms, .. } => arms.iter().for_each(|(_, arm)| walk(arm, targets)),
                _ => {}
            }
        }
    }
    let mut targets = BTreeSet::new();
    walk(nodes, &mut targets);
    targets
}

impl BodyPrinter<'_> {
    /// Prints a structured body (see `structure`).
    fn nodes(&mut self, body: &Body, nodes: &[Node]) {
        for node in nodes {
            self.node(body, node);
        }
    }

    fn nested(&mut self, body: &Body, nodes: &[Node]) {
        self.depth += 1;
        self.nodes(body, nodes);
        self.depth -= 1;
    }

    fn condition(&self, cond: Cond) -> String {
        if cond.negated {
            self.printer.negated_condition(cond.expr)
        } else {
            self.printer.condition(cond.expr)
        }
    }

    fn node(&mut self, body: &Body, node: &Node) {
        match node {
            Node::Stmts(block) => {
                for stmt in &body.block(*block).stmts {
                    self.stmt(stmt);
                }
            }
            Node::Eval(e) => {
                let text = format!("(void){};", self.printer.operand(e, Prec::Unary));
                self.line(text);
            }
            Node::If {
                cond,
                then_arm,
                else_arm,
            } => {
                let text = format!("if ({}) {{", self.condition(*cond));
                self.line(text);
                self.nested(body, then_arm);
                let mut else_arm = else_arm.as_slice();
                // `else if` chains stay flat.
                while let [
                    Node::If {
                        cond,
                        then_arm,
                        else_arm: next,
                    },
                ] = else_arm
                {
                    let text = format!("}} else if ({}) {{", self.condition(*cond));
                    self.line(text);
                    self.nested(body, then_arm);
                    else_arm = next;
                }
                if !else_arm.is_empty() {
                    self.line("} else {".to_string());
                    self.nested(body, else_arm);
                }
                self.line("}".to_string());
            }
            Node::Loop { body: inner, .. } => {
                self.line("for (;;) {".to_string());
                self.nested(body, inner);
                self.line("}".to_string());
            }
            Node::While { cond, body: inner } => {
                let text = format!("while ({}) {{", self.condition(*cond));
                self.line(text);
                self.nested(body, inner);
                self.line("}".to_string());
            }
            Node::DoWhile { body: inner, cond } => {
                self.line("do {".to_string());
                self.nested(body, inner);
                let text = format!("}} while ({});", self.condition(*cond));
                self.line(text);
            }
            Node::Switch { scrutinee, arms } => {
                let types = &self.program.types;
                let text = format!("switch ({}) {{", self.printer.expr(scrutinee));
                self.line(text);
                for (values, arm) in arms {
                    if values.is_empty() {
                        self.line("default:".to_string());
                    }
                    for value in values {
                        let text = format!("case {}:", int_const_text(types, scrutinee.ty, *value));
                        self.line(text);
                    }
                    self.nested(body, arm);
                    // Arms end in jumps; gcc's -Wimplicit-fallthrough
                    // may not see that a loop or switch does.
                    if structure::may_complete(arm) {
                        self.depth += 1;
                        self.line("break;".to_string());
                        self.depth -= 1;
                    }
                }
                self.line("}".to_string());
            }
            Node::Break => self.line("break;".to_string()),
            Node::Continue => self.line("continue;".to_string()),
            Node::Goto(target) => {
                let text = format!("goto {};", self.label(*target));
                self.line(text);
            }
            Node::Label(block) => {
                if let Some(label) = self.labels.get(block) {
                    self.lines.push(format!("{label}:"));
                }
            }
            Node::Return(value) => self.transfer(&Transfer::Return(*value)),
        }
    }

    fn line(&mut self, text: String) {
        self.lines
            .push(format!("{}{text}", "    ".repeat(self.depth)));
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
                let call = p.call_text(*callee, args);
                match dest {
                    Some(d) => format!("{} = {call};", p.expr(d)),
                    None => format!("{call};"),
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
            Transfer::IndirectGoto(target) => {
                let text = format!("goto *{};", p.operand(target, Prec::Unary));
                self.line(text);
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
            let name = fresh_name_beside("zero_result", self.file_scope, &mut self.taken);
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
        quals.is_shared() || inner_volatile,
    )
}

/// `text` made safe inside `/* */`: `*/` would end the comment early and
/// `/*` inside one draws -Wcomment (static strings quoted in comments hold
/// either).
fn comment_text(text: &str) -> String {
    text.replace("*/", "* /").replace("/*", "/ *")
}
