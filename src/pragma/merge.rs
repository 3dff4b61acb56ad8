//! The command line's annotations and the program's pragmas as one set of
//! analysis inputs.

use std::collections::HashMap;

use super::resolve;
use crate::analysis::bta::canonical_name;
use crate::analysis::library_model::LibraryFunction;
use crate::core::{FuncId, Program};
use crate::diag::Diag;
use crate::driver::Frontend;

/// What the options and the pragmas ask of the analysis together.
#[derive(Clone, Debug, Default)]
pub struct Merged {
    /// Variables forced dynamic: `--dynamic`/`--residual`, `--generalize`
    /// and their pragmas, each once, goal parameters by their own name.
    pub dynamic: Vec<String>,
    /// `--pure`/`--spectime` and their pragmas.
    pub pure: Vec<String>,
    /// The program's own library model entries.
    pub library: HashMap<String, LibraryFunction>,
    /// For the user: what the pragmas and generalizations asked for.
    pub notes: Vec<String>,
}

/// The options given (`dynamic`, `generalize`, `pure`) with the pragmas of
/// `frontend` for specializing `goal` of `program`; an error at a pragma
/// that names what the program does not have.
pub fn merge(
    frontend: &Frontend,
    program: &Program,
    goal: FuncId,
    dynamic: &[String],
    generalize: &[String],
    pure: &[String],
) -> Result<Merged, Box<Diag>> {
    let (annotations, mut notes) = resolve(frontend, program, goal)?;
    let mut merged = Merged::default();
    let canonical = |name: &String| canonical_name(program, goal, name);
    for name in dynamic.iter().map(canonical).chain(annotations.residual) {
        if !merged.dynamic.contains(&name) {
            merged.dynamic.push(name);
        }
    }
    // A generalization forces the variable's cells dynamic and analyses
    // again; asked for up front, that is what `residual` does.
    for name in generalize
        .iter()
        .map(canonical)
        .chain(annotations.generalize)
    {
        notes.push(format!(
            "`{name}` is dynamic from the start of specialization, as a generalization would make it (generalize)"
        ));
        if !merged.dynamic.contains(&name) {
            merged.dynamic.push(name);
        }
    }
    for name in pure.iter().cloned().chain(annotations.pure) {
        if !merged.pure.contains(&name) {
            merged.pure.push(name);
        }
    }
    merged.library = annotations.library;
    merged.notes = notes;
    Ok(merged)
}
