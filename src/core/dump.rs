//! The readable dump of Core C (`cmix core`), and the statement and
//! terminator texts the two-level listing and the tidy pass share.

use std::collections::HashSet;
use std::fmt::Write;

use super::print::*;
use crate::core::{
    BlockId, Body, FuncId, Function, GlobalId, Linkage, LocalId, Program, Stmt, Terminator,
};
use crate::emit_c::{Reachable, printed_blocks};
use crate::types::TypeTable;

/// A readable, stable listing of the whole program for `cmix core`:
/// structs, globals, the external functions that are called, then every
/// defined function with its locals and blocks.
pub fn print_program(program: &Program) -> String {
    let mut out = String::new();
    let types = &program.types;
    let printer = CPrinter::new(program, &[]);

    // Everything the program's own code uses, but not the unused rest of
    // the system headers.
    let defined: Vec<FuncId> = (0..program.functions.len() as u32)
        .map(FuncId)
        .filter(|&f| program.function(f).body.is_some())
        .collect();
    let own_globals: Vec<GlobalId> = (0..program.globals.len() as u32)
        .map(GlobalId)
        .filter(|&g| !program.global(g).is_system)
        .collect();
    let reach = Reachable::compute(program, &defined, &own_globals);

    for &id in &reach.structs {
        let def = types.struct_def(id);
        let Some(body) = &def.body else {
            let _ = writeln!(out, "{} {};  // incomplete", def.keyword(), def.emit_name);
            continue;
        };
        let _ = writeln!(out, "{} {} {{", def.keyword(), def.emit_name);
        for field in &body.fields {
            match field.bits {
                Some(bits) => {
                    let _ = writeln!(
                        out,
                        "  {} : {};  // offset {}, bit {}",
                        type_to_c(types, field.ty, &field.name),
                        bits.width,
                        field.offset,
                        bits.bit
                    );
                }
                None => {
                    let _ = writeln!(
                        out,
                        "  {};  // offset {}",
                        type_to_c(types, field.ty, &field.name),
                        field.offset
                    );
                }
            }
        }
        let _ = writeln!(out, "}};  // size {}, align {}", body.size, body.align);
    }
    if !reach.structs.is_empty() {
        out.push('\n');
    }

    for &id in &reach.globals {
        let global = program.global(id);
        let mut line = String::new();
        if !global.defined {
            line.push_str("extern ");
        } else if global.linkage == Linkage::Internal {
            line.push_str("static ");
        }
        line.push_str("global ");
        line.push_str(&type_to_c(types, global.ty, &global.name));
        if let Some(init) = &global.init
            && let Some(text) = printer.init(init, global.ty, 0)
        {
            let _ = write!(line, " = {text}");
        }
        line.push(';');
        let mut notes = Vec::new();
        if let Some(label) = &global.asm_label {
            notes.push(format!("asm \"{label}\""));
        }
        if let Some(align) = global.align {
            notes.push(format!("aligned({align})"));
        }
        if let Some(function) = &global.hoisted_from {
            notes.push(format!("static local of {function}"));
        }
        if !notes.is_empty() {
            let _ = write!(line, "  // {}", notes.join(", "));
        }
        let _ = writeln!(out, "{line}");
    }
    if !reach.globals.is_empty() {
        out.push('\n');
    }

    let mut any_external = false;
    for &id in &reach.functions {
        let function = program.function(id);
        if function.body.is_some() {
            continue;
        }
        let keyword = if function.is_builtin {
            "builtin"
        } else {
            "extern"
        };
        let (params, ret) = dump_signature(types, function, None);
        let _ = writeln!(out, "{keyword} fn {}({params}) -> {ret};", function.name);
        any_external = true;
    }
    if any_external {
        out.push('\n');
    }

    let file_scope: HashSet<String> = program
        .globals
        .iter()
        .map(|g| g.name.clone())
        .chain(program.functions.iter().map(|f| f.name.clone()))
        .collect();
    let mut first = true;
    for function in &program.functions {
        let Some(body) = &function.body else { continue };
        if !first {
            out.push('\n');
        }
        first = false;
        let names = unique_local_names(function, &file_scope, &|_| true);
        dump_function(&mut out, program, function, body, &names);
    }
    out
}

/// The parameter list and return type of a function for the dump, with
/// parameter names when `names` is given.
pub(crate) fn dump_signature(
    types: &TypeTable,
    function: &Function,
    names: Option<&[String]>,
) -> (String, String) {
    let Some(sig) = signature(types, function.ty) else {
        return (String::new(), type_to_c(types, function.ty, ""));
    };
    let ret = type_to_c(types, sig.ret, "");
    let params = match names {
        Some(names) if !function.params.is_empty() => {
            let mut parts: Vec<String> = function
                .params
                .iter()
                .map(|&p| type_to_c(types, function.local(p).ty, &names[p.index()]))
                .collect();
            if sig.variadic {
                parts.push("...".to_string());
            }
            parts.join(", ")
        }
        _ => param_list(types, sig),
    };
    (params, ret)
}

pub(super) fn dump_function(
    out: &mut String,
    program: &Program,
    function: &Function,
    body: &Body,
    names: &[String],
) {
    let types = &program.types;
    let printer = CPrinter::new(program, names);
    let (params, ret) = dump_signature(types, function, Some(names));
    let linkage = if function.linkage == Linkage::Internal {
        "static "
    } else {
        ""
    };
    let prototype_note = match signature(types, function.ty) {
        Some(sig) if !sig.prototyped => "  // unprototyped",
        _ => "",
    };
    let _ = writeln!(
        out,
        "{linkage}fn {}({params}) -> {ret}{prototype_note}",
        function.name
    );
    for (index, local) in function.locals.iter().enumerate() {
        if function.params.contains(&LocalId(index as u32)) {
            continue;
        }
        let temp = if local.is_temp { "  (temp)" } else { "" };
        let align = local
            .align
            .map(|n| format!("  (aligned({n}))"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "  local {}{temp}{align}",
            type_to_c(types, local.ty, &names[index])
        );
    }
    let reachable: HashSet<BlockId> = printed_blocks(body).into_iter().collect();
    for (index, block) in body.blocks.iter().enumerate() {
        let mut notes: Vec<&str> = block.label.iter().map(|l| &**l).collect();
        if block.address_taken {
            notes.push("address taken");
        }
        if !reachable.contains(&BlockId(index as u32)) {
            notes.push("unreachable");
        }
        if notes.is_empty() {
            let _ = writeln!(out, "L{index}:");
        } else {
            let _ = writeln!(out, "L{index}:  // {}", notes.join(", "));
        }
        for stmt in &block.stmts {
            let _ = writeln!(out, "  {}", dump_stmt(&printer, stmt));
        }
        let _ = writeln!(out, "  {}", dump_terminator(&printer, &block.term));
    }
}

pub(crate) fn dump_stmt(printer: &CPrinter, stmt: &Stmt) -> String {
    match stmt {
        Stmt::Assign { lhs, rhs, .. } => {
            format!("{} = {};", printer.expr(lhs), printer.expr(rhs))
        }
        Stmt::Call {
            dest, callee, args, ..
        } => {
            let call = printer.call_text(*callee, args);
            match dest {
                Some(d) => format!("call {} = {call};", printer.expr(d)),
                None => format!("call {call};"),
            }
        }
        Stmt::Zero { lhs, .. } => format!("zero {};", printer.expr(lhs)),
        Stmt::Eval { expr, .. } => format!("eval {};", printer.expr(expr)),
    }
}

pub(crate) fn dump_terminator(printer: &CPrinter, term: &Terminator) -> String {
    terminator_text(printer, term, true)
}

/// A terminator without its targets: what it tests and returns, so that
/// terminators alike up to where they go print alike.
pub(crate) fn terminator_shape(printer: &CPrinter, term: &Terminator) -> String {
    terminator_text(printer, term, false)
}

pub(super) fn terminator_text(printer: &CPrinter, term: &Terminator, targets: bool) -> String {
    let to = |b: &BlockId| {
        if targets {
            format!(" goto {b};")
        } else {
            String::new()
        }
    };
    match term {
        Terminator::Goto(target) if targets => format!("goto {target};"),
        Terminator::Goto(_) => "goto;".to_string(),
        Terminator::If {
            cond,
            then_block,
            else_block,
            ..
        } => format!(
            "if ({}){} else{}",
            printer.expr(cond),
            to(then_block),
            to(else_block)
        ),
        Terminator::Switch {
            scrutinee,
            cases,
            default,
            ..
        } => {
            let types = &printer.program.types;
            let mut text = format!("switch ({}) {{", printer.expr(scrutinee));
            for (value, target) in cases {
                let _ = write!(
                    text,
                    " case {}:{}",
                    int_const_text(types, scrutinee.ty, *value),
                    to(target)
                );
            }
            let _ = write!(text, " default:{} }}", to(default));
            text
        }
        Terminator::Return { value: Some(v), .. } => format!("return {};", printer.expr(v)),
        Terminator::Return { value: None, .. } => "return;".to_string(),
        Terminator::IndirectGoto { target, .. } => {
            format!("goto *{};", printer.operand(target, Prec::Unary))
        }
    }
}
