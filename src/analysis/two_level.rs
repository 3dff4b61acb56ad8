//! Printing the two-level program: Core C with every construct marked by
//! its binding time, for `cmix bta` and for tests.
//!
//! Each statement line starts with `S` (runs during specialization) or
//! `D` (residual code). Variables carry `@S`/`@D`, struct variables list
//! their fields' binding times, static values that meet a dynamic context
//! are shown as `lift(...)`, and calls say how they are specialized:
//! `call[static]`, `call[residual]`, `call[rcall]` or `call[unfold]`.
//!
//! `print_styled` also colors what is dynamic (bold yellow, ANSI) for a
//! terminal; without colors its text is `print`'s, byte for byte.

use std::collections::HashSet;
use std::fmt::Write;

use super::bta::{Bt, CallKind, Division};
use super::points_to::Object;
use crate::core::print::{
    CPrinter, dump_signature, dump_terminator, type_to_c, unique_local_names,
};
use crate::core::{BlockId, FuncId, LocalId, Program, Stmt, Terminator};

fn mark(bt: Bt) -> &'static str {
    match bt {
        Bt::Static => "S",
        Bt::Dynamic => "D",
    }
}

/// How a binding time looks: as its text, or, colored, dynamic parts in
/// bold yellow so that the residual code stands out from what runs
/// during specialization.
#[derive(Clone, Copy)]
struct Paint {
    colored: bool,
}

impl Paint {
    const DYNAMIC: &str = "\x1b[1;33m";
    const RESET: &str = "\x1b[0m";

    fn bt(self, bt: Bt, text: &str) -> String {
        if self.colored && bt == Bt::Dynamic && !text.is_empty() {
            format!("{}{text}{}", Paint::DYNAMIC, Paint::RESET)
        } else {
            text.to_string()
        }
    }

    /// `S`/`D`, or `@S`/`@D` with `at`.
    fn mark(self, bt: Bt, at: &str) -> String {
        self.bt(bt, &format!("{at}{}", mark(bt)))
    }
}

pub fn print(program: &Program, division: &Division) -> String {
    print_styled(program, division, false)
}

/// `print`, with dynamic parts colored when `colored`.
pub fn print_styled(program: &Program, division: &Division, colored: bool) -> String {
    let paint = Paint { colored };
    let mut out = String::new();
    for (i, g) in program.globals.iter().enumerate() {
        let object = Object::Global(crate::core::GlobalId(i as u32));
        if g.is_system && division.cell(&(object, Vec::new())) == Bt::Dynamic {
            continue;
        }
        if g.is_system {
            continue;
        }
        let _ = writeln!(
            out,
            "global {} {}{}",
            type_to_c(&program.types, g.ty, &g.name),
            paint.mark(division.cell(&(object, Vec::new())), "@"),
            fields_note(program, division, object, paint)
        );
    }
    if !out.is_empty() {
        out.push('\n');
    }
    for (i, f) in program.functions.iter().enumerate() {
        let fid = FuncId(i as u32);
        let Some(body) = &f.body else { continue };
        if !division.is_reached(fid) {
            continue;
        }
        let names = unique_local_names(f, &HashSet::new(), &|_| true);
        let printer = CPrinter::new(program, &names);
        let (params, ret) = dump_signature(&program.types, f, Some(&names));
        let role = if division.is_unfolded(fid) {
            "unfolded"
        } else if division.is_residual(fid) {
            "residual"
        } else {
            "static"
        };
        let _ = writeln!(out, "fn {}({params}) -> {ret}  [{role}]", f.name);
        for (index, local) in f.locals.iter().enumerate() {
            let id = LocalId(index as u32);
            let object = Object::Local(fid, id);
            let kind = if f.params.contains(&id) {
                "param"
            } else {
                "local"
            };
            let _ = writeln!(
                out,
                "  {kind} {} {}{}",
                type_to_c(&program.types, local.ty, &names[index]),
                paint.mark(division.local(fid, id), "@"),
                fields_note(program, division, object, paint)
            );
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let bid = BlockId(b as u32);
            let _ = writeln!(out, "L{b}:");
            for (index, stmt) in block.stmts.iter().enumerate() {
                let text = statement_text(&printer, division, fid, bid, index, stmt);
                let bt = division.statement(fid, bid, index);
                let _ = writeln!(out, "  {}  {}", paint.mark(bt, ""), paint.bt(bt, &text));
            }
            let index = block.stmts.len();
            let text = match &block.term {
                Terminator::Return { value: Some(v), .. }
                    if division.is_lifted(fid, bid, index, 0) =>
                {
                    format!("return lift({});", printer.expr(v))
                }
                term => dump_terminator(&printer, term),
            };
            let bt = division.terminator(fid, bid);
            let _ = writeln!(out, "  {}  {}", paint.mark(bt, ""), paint.bt(bt, &text));
        }
        out.push('\n');
    }
    out
}

fn statement_text(
    printer: &CPrinter,
    division: &Division,
    f: FuncId,
    b: BlockId,
    index: usize,
    stmt: &Stmt,
) -> String {
    let lifted = |which: usize, text: String| {
        if division.is_lifted(f, b, index, which) {
            format!("lift({text})")
        } else {
            text
        }
    };
    match stmt {
        Stmt::Assign { lhs, rhs, .. } => {
            format!("{} = {};", printer.expr(lhs), lifted(0, printer.expr(rhs)))
        }
        Stmt::Call {
            dest, callee, args, ..
        } => {
            let kind = match division.call(f, b, index) {
                Some(CallKind::Static) | None => "static",
                Some(CallKind::Residual) => "residual",
                Some(CallKind::RecursiveResidual) => "rcall",
                Some(CallKind::Unfold) => "unfold",
            };
            let name = &printer.program.function(*callee).name;
            let args: Vec<String> = args
                .iter()
                .enumerate()
                .map(|(n, a)| lifted(n, printer.expr(a)))
                .collect();
            match dest {
                Some(d) => format!(
                    "call[{kind}] {} = {name}({});",
                    printer.expr(d),
                    args.join(", ")
                ),
                None => format!("call[{kind}] {name}({});", args.join(", ")),
            }
        }
        Stmt::Zero { lhs, .. } => format!("zero {};", printer.expr(lhs)),
        Stmt::Eval { expr, .. } => format!("eval {};", printer.expr(expr)),
    }
}

/// `  {word @S, count @D}` for an aggregate with fields that were analyzed.
fn fields_note(program: &Program, division: &Division, object: Object, paint: Paint) -> String {
    let mut fields: Vec<(String, Bt)> = division
        .cells()
        .filter(|(cell, _)| cell.0 == object && !cell.1.is_empty())
        .map(|(cell, bt)| {
            let names: Vec<&str> = cell
                .1
                .iter()
                .map(|(sid, field)| {
                    program
                        .types
                        .struct_def(*sid)
                        .body
                        .as_ref()
                        .and_then(|body| body.fields.get(*field as usize))
                        .map_or("?", |f| f.name.as_str())
                })
                .collect();
            (names.join("."), bt)
        })
        .collect();
    if fields.is_empty() {
        return String::new();
    }
    fields.sort_by(|a, b| a.0.cmp(&b.0));
    let parts: Vec<String> = fields
        .iter()
        .map(|(name, bt)| format!("{name} {}", paint.mark(*bt, "@")))
        .collect();
    format!("  {{{}}}", parts.join(", "))
}
