//! What a value-mode residual alone (no `--unit`, no `--whole-program`)
//! needs to link beside the program's files: its definitions of the
//! program's external globals and whole functions are weak, so theirs
//! win; its own copies of file-static variables, which the program's
//! files keep apart, get a warning pointing to `--unit`, and so do the
//! addresses of its copies of file-static objects and functions that it
//! hands out (they differ from the ones the program's code has).

use std::collections::BTreeSet;

use crate::core::{BinOp, Expr, ExprKind, FuncId, GlobalId, Linkage, Program, Stmt, Terminator};
use crate::diag::{Diag, Level};
use crate::source::SourceMap;

/// The warning for the program's file-static variables (static locals
/// included) that the residual reaches from `roots` and the program
/// writes (`written`, by whole-program points-to): the residual has its
/// own copies. Taken before arrays are split into variables.
pub(super) fn file_static_copies(
    program: &Program,
    residual: &Program,
    (roots, root_globals): (&[crate::core::FuncId], &[GlobalId]),
    written: &std::collections::HashSet<GlobalId>,
    (goal, sources): (&str, &SourceMap),
) -> Option<Diag> {
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    let copies: Vec<GlobalId> = reach
        .globals
        .iter()
        .filter(|g| g.index() < program.globals.len())
        .filter(|g| {
            let global = program.global(**g);
            global.defined
                && !global.is_system
                && global.linkage != Linkage::External
                && written.contains(g)
        })
        .copied()
        .collect();
    let copies = static_names(program, &copies, sources);
    if copies.is_empty() {
        return None;
    }
    let one = copies.len() == 1;
    Some(Diag::without_span(
        Level::Warning,
        format!(
            "the residual program has its own copy of the program's file-static {} {}: beside the program's files it would not share {} with their code, which keeps the original; to link the specialization into the program, use --unit with the file that defines `{goal}`",
            if one { "variable" } else { "variables" },
            list_names(&copies),
            if one { "it" } else { "them" },
        ),
    ))
}

/// File-static objects' names as the program wrote them (the lowering
/// renames statics that share a name), with its function for a static
/// local, and with their files when two share a name.
fn static_names(program: &Program, globals: &[GlobalId], sources: &SourceMap) -> Vec<String> {
    let written: Vec<String> = globals
        .iter()
        .map(|&g| super::unit::private_name(program, g, sources))
        .collect();
    globals
        .iter()
        .zip(&written)
        .map(|(&g, name)| {
            let global = program.global(g);
            let file = (written.iter().filter(|w| *w == name).count() > 1)
                .then(|| sources.units.get(global.span.unit as usize))
                .flatten()
                .map(|u| format!(" of {}", u.path.display()))
                .unwrap_or_default();
            match &global.hoisted_from {
                Some(f) => format!("`{name}` (static in `{f}`{file})"),
                None if file.is_empty() => format!("`{name}`"),
                None => format!("`{name}` ({})", file.trim_start_matches(" of ")),
            }
        })
        .collect()
}

/// The warning for the program's file-static objects and functions whose
/// addresses residual code (the functions `roots` reach) hands out: it
/// returns them, stores them, compares them or passes them to a function
/// of the program. They are its own copies' addresses, which the
/// program's code, beside it, does not know.
pub(super) fn static_addresses_handed_out(
    program: &Program,
    residual: &Program,
    roots: &[FuncId],
    (goal, sources): (&str, &SourceMap),
) -> Option<Diag> {
    let reach = crate::emit_c::Reachable::compute(residual, roots, &[]);
    let mut handed = HandedOut {
        residual,
        globals: BTreeSet::new(),
        functions: BTreeSet::new(),
    };
    for &f in &reach.functions {
        let Some(body) = &residual.function(f).body else {
            continue;
        };
        for block in &body.blocks {
            for stmt in &block.stmts {
                handed.stmt(stmt);
            }
            match &block.term {
                Terminator::If { cond: e, .. } | Terminator::Switch { scrutinee: e, .. } => {
                    handed.visit(e, false)
                }
                Terminator::Return { value: Some(e), .. } => handed.visit(e, false),
                _ => {}
            }
        }
    }
    let globals: Vec<GlobalId> = handed
        .globals
        .iter()
        .filter(|g| g.index() < program.globals.len())
        .filter(|g| {
            let global = program.global(**g);
            global.defined && !global.is_system && global.linkage != Linkage::External
        })
        .copied()
        .collect();
    let mut names = static_names(program, &globals, sources);
    names.extend(
        handed
            .functions
            .iter()
            .filter(|f| f.index() < program.functions.len())
            .filter(|f| {
                let function = program.function(**f);
                function.body.is_some()
                    && !function.is_system
                    && function.linkage != Linkage::External
            })
            .map(|f| format!("`{}`", program.written_name(&program.function(*f).name))),
    );
    if names.is_empty() {
        return None;
    }
    Some(Diag::without_span(
        Level::Warning,
        format!(
            "the residual program hands out addresses of its own copies of the program's file-static {}: beside the program's files they are not the addresses their code has (it compares or subtracts them); to link the specialization into the program, use --unit with the file that defines `{goal}`",
            list_names(&names)
        ),
    ))
}

/// The file-static objects and functions whose addresses residual code
/// uses as values, not only to reach what is there.
struct HandedOut<'a> {
    residual: &'a Program,
    globals: BTreeSet<GlobalId>,
    functions: BTreeSet<FuncId>,
}

impl HandedOut<'_> {
    fn stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                self.visit(lhs, true);
                self.visit(rhs, false);
            }
            Stmt::Zero { lhs, .. } => self.visit(lhs, true),
            Stmt::Eval { expr, .. } => self.visit(expr, false),
            Stmt::Call {
                dest, callee, args, ..
            } => {
                if let Some(d) = dest {
                    self.visit(d, true);
                }
                // The C library only reads or fills what it is given.
                let library = self.residual.function(*callee).is_system;
                for a in args {
                    self.visit(a, library);
                }
            }
        }
    }

    /// `in_place`: `e` is an address only followed (indexed, dereferenced)
    /// or an lvalue, not a value that leaves.
    fn visit(&mut self, e: &Expr, in_place: bool) {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                if !in_place && let Some(g) = root_global(x) {
                    self.globals.insert(g);
                }
                self.visit(x, true);
            }
            ExprKind::FuncAddr(f) if !in_place => {
                self.functions.insert(*f);
            }
            ExprKind::Index(p, i) => {
                self.visit(p, true);
                self.visit(i, false);
            }
            ExprKind::Deref(p) => self.visit(p, true),
            ExprKind::Member(base, _) => self.visit(base, true),
            ExprKind::Cast(x) => self.visit(x, in_place),
            ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, p, i) => {
                self.visit(p, in_place);
                self.visit(i, false);
            }
            ExprKind::Binary(_, a, b) => {
                self.visit(a, false);
                self.visit(b, false);
            }
            ExprKind::Unary(_, x) => self.visit(x, false),
            _ => {}
        }
    }
}

/// The global an lvalue designates part of (`g`, `g.f[2]`).
fn root_global(e: &Expr) -> Option<GlobalId> {
    match &e.kind {
        ExprKind::Global(g) => Some(*g),
        ExprKind::Member(base, _) => root_global(base),
        ExprKind::Index(base, _) => match &base.kind {
            ExprKind::Decay(array) => root_global(array),
            _ => None,
        },
        _ => None,
    }
}

/// Makes weak the residual's definitions of the program's external
/// globals and of the functions it keeps whole (run-time code may call
/// them through a pointer, so they compute what the originals do): linked
/// beside the program's files, whose definitions win, the residual shares
/// their objects and functions; linked alone, it has its own. External
/// globals keep their layout (`fields`) and are never split (`split`), so
/// both definitions agree.
pub(super) fn weaken_copies(program: &Program, residual: &mut Program) {
    for global in residual.globals.iter_mut().take(program.globals.len()) {
        if global.defined && global.linkage == Linkage::External {
            global.weak_copy = true;
        }
    }
    for function in residual.functions.iter_mut().take(program.functions.len()) {
        if function.body.is_some()
            && function.linkage == Linkage::External
            && !function.inline_only
            && !function.is_system
        {
            function.weak_copy = true;
        }
    }
}

/// Up to four names, then how many more: "`a`, `b` and 3 more".
fn list_names(names: &[String]) -> String {
    let mut shown: Vec<String> = names.iter().take(4).cloned().collect();
    if names.len() > 4 {
        shown.push(format!("{} more", names.len() - 4));
    }
    match shown.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => shown.join(""),
    }
}
