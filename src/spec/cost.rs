//! What a generalization cost: the static points and variables a
//! round lost, for the note.

use super::*;

/// The statements and branches a division runs during specialization, in
/// the functions the goal reaches.
pub(super) fn static_points(program: &Program, division: &bta::Division) -> HashSet<StaticPoint> {
    let mut points = HashSet::new();
    for (i, function) in program.functions.iter().enumerate() {
        let f = FuncId(i as u32);
        let Some(body) = &function.body else { continue };
        if !division.is_reached(f) {
            continue;
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let b = BlockId(b as u32);
            for index in 0..block.stmts.len() {
                if division.statement(f, b, index) == bta::Bt::Static {
                    points.insert((f, b, index));
                }
            }
            let branches = !matches!(
                block.term,
                crate::core::Terminator::Goto(_) | crate::core::Terminator::Return { .. }
            );
            if branches && division.terminator(f, b) == bta::Bt::Static {
                points.insert((f, b, block.stmts.len()));
            }
        }
    }
    points
}

/// A variable the user wrote: function and local.
pub(super) type Variable = (FuncId, LocalId);

/// The variables (not lowering's temporaries) of the functions the goal
/// reaches that a division keeps static, whole.
pub(super) fn static_variables(program: &Program, division: &bta::Division) -> HashSet<Variable> {
    let mut out = HashSet::new();
    for (i, function) in program.functions.iter().enumerate() {
        let f = FuncId(i as u32);
        if function.body.is_none() || !division.is_reached(f) {
            continue;
        }
        for (l, local) in function.locals.iter().enumerate() {
            let cell = (Object::Local(f, LocalId(l as u32)), Vec::new());
            if !local.is_temp
                && division.cell(&cell) == bta::Bt::Static
                && !division.dynamic_below(&cell)
            {
                out.insert((f, LocalId(l as u32)));
            }
        }
    }
    out
}

/// A note on what the generalizations of a round cost: the statements and
/// branches that ran during specialization before and are residual now,
/// with the first such branch (where the residual program decides what
/// the original decided from the variables made dynamic: often an
/// interpreter's dispatch), and the variables that became dynamic with
/// those made dynamic (`forced`).
pub(super) fn generalization_cost(
    frontend: &Frontend,
    program: &Program,
    (before, before_variables): &(HashSet<StaticPoint>, HashSet<Variable>),
    (now, now_variables): &(HashSet<StaticPoint>, HashSet<Variable>),
    forced: &[Cell],
) -> Option<String> {
    let mut lost: Vec<StaticPoint> = before.difference(now).copied().collect();
    if lost.is_empty() {
        return None;
    }
    let mut followed: Vec<Variable> = before_variables
        .difference(now_variables)
        .filter(|(f, l)| !forced.iter().any(|c| c.0 == Object::Local(*f, *l)))
        .copied()
        .collect();
    followed.sort();
    lost.sort();
    let is_branch = |&(f, b, i): &StaticPoint| {
        program
            .function(f)
            .body
            .as_ref()
            .is_some_and(|body| i == body.block(b).stmts.len())
    };
    let branches = lost.iter().filter(|p| is_branch(p)).count();
    let statements = lost.len() - branches;
    let first_branch = lost.iter().find(|p| is_branch(p)).and_then(|&(f, b, _)| {
        let span = program.function(f).body.as_ref()?.block(b).term.span()?;
        (!span.is_dummy()).then(|| frontend.sources.describe(span))
    });
    let count =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let what = match (statements, branches) {
        (s, 0) => count(s, "statement", "statements"),
        (0, b) => count(b, "branch", "branches"),
        (s, b) => format!(
            "{} and {}",
            count(s, "statement", "statements"),
            count(b, "branch", "branches")
        ),
    };
    let mut note = format!(
        "what that cost: {what} that ran during specialization {} left to the residual program",
        if lost.len() == 1 { "is" } else { "are" }
    );
    if let Some(at) = &first_branch {
        note.push_str(&format!(", the first at {at}"));
    }
    const NAMED: usize = 4;
    if !followed.is_empty() {
        let names: Vec<String> = followed
            .iter()
            .take(NAMED)
            .map(|(f, l)| {
                let function = program.function(*f);
                format!("`{}` in `{}`", function.local(*l).name, function.name)
            })
            .collect();
        let more = match followed.len().saturating_sub(NAMED) {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        note.push_str(&format!(
            "; with them, {}{more} became dynamic",
            names.join(", ")
        ));
    }
    if first_branch.is_some() {
        note.push_str(
            "; a variable whose values come back stays static (a position in static data, or a count kept modulo what the program tests of it)",
        );
    }
    Some(note)
}
