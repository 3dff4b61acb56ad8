//! Checking `#pragma cmix` names against the program and the goal, and
//! turning the pragmas into the lists the command-line options fill.

use std::collections::HashMap;

use super::{Key, Named};
use crate::analysis::bta::{canonical_name, functions_named, named_cells};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::library_model::LibraryFunction;
use crate::core::{ExprKind, FuncId, Init, Program};
use crate::diag::Diag;
use crate::driver::Frontend;

/// What the program's pragmas ask for, in the terms of the options.
#[derive(Clone, Debug, Default)]
pub struct Annotations {
    /// Variables kept dynamic (`residual`), named as `--dynamic` names them.
    pub residual: Vec<String>,
    /// Variables dynamic from the start of specialization (`generalize`).
    pub generalize: Vec<String>,
    /// External functions that may run during specialization (`pure`,
    /// `spectime`).
    pub pure: Vec<String>,
    /// The program's own library model entries (`reads_string`, `format`).
    pub library: HashMap<String, LibraryFunction>,
}

/// The annotations of `frontend`'s pragmas for specializing `goal` of
/// `program` (the frontend's program or a copy of it), with notes for
/// those that cannot matter; an error, at the name, for a name the
/// program does not have.
pub fn resolve(
    frontend: &Frontend,
    program: &Program,
    goal: FuncId,
) -> Result<(Annotations, Vec<String>), Box<Diag>> {
    let mut annotations = Annotations::default();
    let mut notes = Vec::new();
    if frontend.pragmas.is_empty() {
        return Ok((annotations, notes));
    }
    let reached = reachable(program, goal);
    let goal_name = &program.function(goal).name;
    let mut note = |named: &Named, what: String| {
        notes.push(format!("{}: {what}", frontend.sources.describe(named.span)));
    };
    for pragma in &frontend.pragmas {
        for named in &pragma.names {
            match pragma.key {
                Key::Residual | Key::Generalize => {
                    let name = canonical_name(program, goal, &named.name);
                    named_cells(program, goal, &name).map_err(|why| {
                        Box::new(
                            Diag::error(why, named.span)
                                .with_label("no such variable")
                                .with_note(
                                    "name a global, a parameter of the goal, `f.x` for a variable of function `f`, or a field path such as `g.f`",
                                ),
                        )
                    })?;
                    if let Some((function, _)) = name.split_once('.')
                        && !functions_named(program, function).is_empty()
                        && !functions_named(program, function)
                            .iter()
                            .any(|f| reached[f.index()])
                    {
                        note(
                            named,
                            format!(
                                "`{goal_name}` never calls `{function}`: `#pragma cmix {}: {}` has no effect",
                                pragma.keyword, named.name
                            ),
                        );
                    }
                    match pragma.key {
                        Key::Residual => annotations.residual.push(name),
                        _ => annotations.generalize.push(name),
                    }
                }
                Key::Pure => {
                    let name = &named.name;
                    match program.function_by_name(name) {
                        Some(f) if program.function(f).body.is_some() => note(
                            named,
                            format!(
                                "`{name}` is defined in the program: cmix specializes its calls from its body, and `{}` only tells about functions it has no body of",
                                pragma.keyword
                            ),
                        ),
                        Some(f) if !reached[f.index()] => note(
                            named,
                            format!(
                                "`{goal_name}` never calls `{name}`: `#pragma cmix {}: {name}` has no effect",
                                pragma.keyword
                            ),
                        ),
                        Some(_) => {}
                        None if frontend
                            .file_scopes
                            .iter()
                            .any(|s| s.declares_function(name)) =>
                        {
                            note(
                                named,
                                format!(
                                    "`{goal_name}` never calls `{name}`: `#pragma cmix {}: {name}` has no effect",
                                    pragma.keyword
                                ),
                            )
                        }
                        None => {
                            return Err(Box::new(
                                Diag::error(
                                    format!("no function `{name}` is declared in the program"),
                                    named.span,
                                )
                                .with_label("no such function"),
                            ));
                        }
                    }
                    annotations.pure.push(name.clone());
                }
                Key::Library => {}
            }
        }
        if pragma.key == Key::Library
            && let Some((function, params)) = &pragma.declaration
        {
            let mut positions = Vec::new();
            for named in &pragma.names {
                let Some(position) = params.iter().position(|p| *p == named.name) else {
                    return Err(Box::new(
                        Diag::error(
                            format!("`{}` is not a parameter of `{function}`", named.name),
                            named.span,
                        )
                        .with_label("no such parameter")
                        .with_note(format!(
                            "`#pragma cmix {}` names parameters of the function declared after it",
                            pragma.keyword
                        )),
                    ));
                };
                positions.push(position);
            }
            if program
                .function_by_name(function)
                .is_some_and(|f| program.function(f).body.is_some())
                && let Some(first) = pragma.names.first()
            {
                note(
                    first,
                    format!(
                        "`{function}` is defined in the program: the library model tells about functions cmix has no body of"
                    ),
                );
            }
            annotations
                .library
                .entry(function.clone())
                .or_default()
                .add(&pragma.keyword, &positions);
        }
    }
    Ok((annotations, notes))
}

/// The functions the goal may call: by direct calls, and every function
/// whose address the program takes (it may be called through a pointer;
/// a note must not say a function is never called when it may be).
fn reachable(program: &Program, goal: FuncId) -> Vec<bool> {
    let mut roots = vec![goal];
    let mut initializers: Vec<&Init> = program
        .globals
        .iter()
        .filter_map(|g| g.init.as_ref())
        .collect();
    while let Some(init) = initializers.pop() {
        match init {
            Init::Scalar(e) => e.walk(&mut |x| {
                if let ExprKind::FuncAddr(g) = x.kind {
                    roots.push(g);
                }
            }),
            Init::Array(items) => initializers.extend(items.iter().map(|(_, i)| i)),
            Init::Struct(items) => initializers.extend(items.iter().map(|(_, i)| i)),
            Init::Bytes(_) => {}
        }
    }
    for function in &program.functions {
        let Some(body) = &function.body else { continue };
        for block in &body.blocks {
            let mut taken = |e: &crate::core::Expr| {
                e.walk(&mut |x| {
                    if let ExprKind::FuncAddr(g) = x.kind {
                        roots.push(g);
                    }
                })
            };
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut taken);
            }
            block.term.for_each_expr(&mut taken);
        }
    }
    CallGraph::compute(program).reachable_from(&roots)
}
