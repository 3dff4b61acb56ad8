//! What a value-mode residual alone (no `--unit`, no `--whole-program`)
//! means for linking it beside the program's files: the globals it
//! defines too, and its own copies of file-static variables, which the
//! program's files keep apart. Each is a note pointing to `--unit`.

use crate::core::{GlobalId, Linkage, Program};
use crate::diag::Diag;

/// The note for the program's file-static variables (static locals
/// included) that the residual reaches from `roots` and the program
/// writes: the residual has its own copies. Taken before arrays are split
/// into variables.
pub(super) fn file_static_copies(
    program: &Program,
    residual: &Program,
    (roots, root_globals): (&[crate::core::FuncId], &[GlobalId]),
    goal: &str,
) -> Option<Diag> {
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    let written = super::globals_of(super::written_cells_with(program, None));
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
    Some(Diag::note(format!(
        "the residual program has its own copy of the program's file-static {} {}: beside the program's files it would not share {} with their code, which keeps the original; to link the specialization into the program, use --unit with the file that defines `{goal}`",
        if one { "variable" } else { "variables" },
        list_names(&copies),
        if one { "it" } else { "them" },
    )))
}

/// The note for the program's globals with external linkage the residual
/// defines (`defined`, from the emitter): it is a program of its own, and
/// does not link beside the program's files, which define them too.
pub(super) fn defined_globals(
    program: &Program,
    residual: &Program,
    defined: &[GlobalId],
    goal: &str,
) -> Option<Diag> {
    let named: Vec<String> = defined
        .iter()
        .filter(|g| g.index() < program.globals.len())
        .filter(|g| residual.global(**g).linkage == Linkage::External)
        .map(|g| format!("`{}`", residual.global(*g).name))
        .collect();
    if named.is_empty() {
        return None;
    }
    let them = if named.len() == 1 {
        "global"
    } else {
        "globals"
    };
    Some(Diag::note(format!(
        "the residual program defines the program's {them} {}: it is a program of its own and does not link beside the program's files; to link the specialization into the program, use --unit with the file that defines `{goal}`",
        list_names(&named)
    )))
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
