//! What a value-mode residual alone (no `--unit`, no `--whole-program`)
//! needs to link beside the program's files: its definitions of the
//! program's external globals and whole functions are weak, so theirs
//! win; its own copies of file-static variables, which the program's
//! files keep apart, get a warning pointing to `--unit`.

use crate::core::{GlobalId, Linkage, Program};
use crate::diag::{Diag, Level};

/// The warning for the program's file-static variables (static locals
/// included) that the residual reaches from `roots` and the program
/// writes (`written`, by whole-program points-to): the residual has its
/// own copies. Taken before arrays are split into variables.
pub(super) fn file_static_copies(
    program: &Program,
    residual: &Program,
    (roots, root_globals): (&[crate::core::FuncId], &[GlobalId]),
    written: &std::collections::HashSet<GlobalId>,
    goal: &str,
) -> Option<Diag> {
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    let copies: Vec<String> = reach
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
        .map(|g| {
            let global = program.global(*g);
            match &global.hoisted_from {
                Some(f) => format!("`{}` (static in `{f}`)", global.written_name()),
                None => format!("`{}`", global.name),
            }
        })
        .collect();
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
