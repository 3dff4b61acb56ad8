//! `--unit F.c`: the residual program as a replacement for one translation
//! unit of a program of several, for build scripts that specialize one hot
//! function and link the result with the rest of the program.
//!
//! The replacement holds everything F.c defines (its functions as written,
//! its globals and file-static objects, so that F.c's code and the
//! specialization share them) and the residual entry, with external
//! linkage; specialized copies of functions are `static`; what other files
//! define is declared `extern`, never defined again. The specialization
//! may not refer to a file-static object of another file: the replacement
//! could only have a private copy of it. So a function of another file
//! whose calls may reach such an object, or take the address of such a
//! file's static function, is called as it is
//! (`opaque_functions`), like a function of a file cmix does not see, and
//! what it touches is a run-time value; what still refers to one (the
//! goal's own code, a pointer to a static function) is refused, naming it.
//!
//! The specialization itself runs in the program's real state: every
//! global other files may write (any non-const global with external
//! linkage, besides those the given files write) is unknown when the goal
//! is called, and the goal's writes to static globals are written back
//! before it returns.

use std::collections::HashSet;
use std::path::Path;

use crate::analysis::bta::Cell;
use crate::analysis::points_to::{Object, leaf_paths};
use crate::core::{Expr, ExprKind, FuncId, GlobalId, Linkage, Program};
use crate::diag::{Diag, Level};
use crate::emit_c::Reachable;
use crate::source::SourceMap;

/// What to emit for the unit: its functions and globals, and the entries.
pub(super) struct UnitRoots {
    pub functions: Vec<FuncId>,
    pub globals: Vec<GlobalId>,
}

/// The unit of the program read from `path` (one of the files given).
pub(super) fn find_unit(sources: &SourceMap, path: &Path) -> Result<u32, Box<Diag>> {
    let wanted = std::fs::canonicalize(path).ok();
    let found = sources.units.iter().position(|unit| {
        unit.path == path || (wanted.is_some() && std::fs::canonicalize(&unit.path).ok() == wanted)
    });
    match found {
        Some(i) => Ok(i as u32),
        None => Err(Box::new(
            Diag::without_span(
                Level::Error,
                format!("--unit {}: not one of the program's files", path.display()),
            )
            .with_note("--unit names the file (given among FILE.c...) that the output replaces"),
        )),
    }
}

/// The cells of globals that code outside the given files may write: every
/// scalar of every non-const global with external linkage defined in the
/// program (the ones only declared here are dynamic anyway), and of every
/// file-static one whose address the program takes (`int *p = &limit;`,
/// `return &limit;`) or that an external alias names, which other files
/// may then hold.
pub(super) fn globals_written_elsewhere(program: &Program) -> HashSet<Cell> {
    let types = &program.types;
    let escaping = globals_whose_address_is_taken(program);
    let mut cells = HashSet::new();
    for (i, global) in program.globals.iter().enumerate() {
        let reachable =
            global.linkage == Linkage::External || escaping.contains(&GlobalId(i as u32));
        if !reachable
            || !global.defined
            || crate::analysis::bta::is_read_only(program, &Object::Global(GlobalId(i as u32)))
        {
            continue;
        }
        for (path, _) in leaf_paths(types, global.ty) {
            cells.insert((Object::Global(GlobalId(i as u32)), path));
        }
    }
    cells
}

/// `globals_written_elsewhere` for files that are part of a larger
/// program, with the whole-program points-to analysis `pta` deciding
/// which file-static globals other files can reach: through an external
/// global, the result of an external function, or code cmix does not see.
/// Where that analysis grew too big (`None`), the cruder answer.
pub(super) fn globals_open_to_other_files(
    program: &Program,
    pta: Option<&crate::analysis::points_to::PointsTo>,
) -> HashSet<Cell> {
    let Some(pta) = pta else {
        return globals_written_elsewhere(program);
    };
    let external_globals = program
        .globals
        .iter()
        .enumerate()
        .filter(|(_, g)| g.linkage == Linkage::External)
        .map(|(i, _)| Object::Global(GlobalId(i as u32)));
    let external_results = program
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.linkage == Linkage::External && f.body.is_some())
        .map(|(i, _)| Object::Return(FuncId(i as u32)));
    let reached = pta.reachable_objects(
        std::iter::once(Object::Unknown)
            .chain(external_globals)
            .chain(external_results),
    );
    let mut cells = HashSet::new();
    for (i, global) in program.globals.iter().enumerate() {
        let object = Object::Global(GlobalId(i as u32));
        let open = global.linkage == Linkage::External || reached.contains(&object);
        if !open || !global.defined || crate::analysis::bta::is_read_only(program, &object) {
            continue;
        }
        for (path, _) in leaf_paths(&program.types, global.ty) {
            cells.insert((object, path));
        }
    }
    cells
}

/// Globals whose address an expression takes, other than to index an array
/// (`table[i]` decays `table` only to read or write an element).
pub(super) fn globals_whose_address_is_taken(program: &Program) -> HashSet<GlobalId> {
    fn visit(e: &Expr, out: &mut HashSet<GlobalId>) {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                if let Some(g) = x.root_global() {
                    out.insert(g);
                }
                visit(x, out);
            }
            // The array an index decays: only its element is reached.
            ExprKind::Index(base, index) => {
                match &base.kind {
                    ExprKind::Decay(array) => visit(array, out),
                    _ => visit(base, out),
                }
                visit(index, out);
            }
            _ => e.for_each_child(&mut |c| visit(c, out)),
        }
    }
    let mut out = HashSet::new();
    // An external alias names the object for other files.
    for alias in &program.aliases {
        if let crate::core::AliasTarget::Global(g) = alias.target {
            out.insert(g);
        }
    }
    for global in &program.globals {
        if let Some(init) = &global.init {
            init.for_each_expr(&mut |e| visit(e, &mut out));
        }
    }
    for function in &program.functions {
        let Some(body) = &function.body else { continue };
        for block in &body.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut |e| visit(e, &mut out));
            }
            block.term.for_each_expr(&mut |e| visit(e, &mut out));
        }
    }
    out
}

/// The cells of globals that the rest of the program may change during a
/// call into it: a call of a function that no given file defines and no
/// system header declares is code of the program's other files, which may
/// call back any function of the given files with external linkage. What
/// those touch, file-static objects included, is then a run-time value.
pub(super) fn globals_changed_by_callbacks(
    program: &Program,
    goal: FuncId,
) -> Result<HashSet<Cell>, Box<Diag>> {
    let other_files = |callee: &FuncId| {
        let f = program.function(*callee);
        f.body.is_none() && !f.is_system && !f.is_builtin && !f.indirect && f.asm.is_none()
    };
    let calls_other_files = program.functions.iter().any(|f| {
        f.body.as_ref().is_some_and(|body| {
            body.blocks
                .iter()
                .flat_map(|b| &b.stmts)
                .any(|s| matches!(s, crate::core::Stmt::Call { callee, .. } if other_files(callee)))
        })
    });
    if !calls_other_files {
        return Ok(HashSet::new());
    }
    let pta = whole_points_to(program, goal)?;
    let cg = crate::analysis::callgraph::CallGraph::with_pointers(program, &pta);
    let external: Vec<FuncId> = program
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.body.is_some() && f.linkage == Linkage::External)
        .map(|(i, _)| FuncId(i as u32))
        .collect();
    let touched = crate::analysis::modref::touched_objects(program, &pta, &cg, &external);
    let types = &program.types;
    let mut cells = HashSet::new();
    // Other files may also write a file-static object through an address
    // they were given earlier.
    let escaping: Vec<Object> = globals_whose_address_is_taken(program)
        .into_iter()
        .map(Object::Global)
        .collect();
    for object in touched.values().flatten().chain(&escaping) {
        let Object::Global(g) = object else { continue };
        if crate::analysis::bta::is_read_only(program, object) {
            continue;
        }
        for (path, _) in leaf_paths(types, program.global(*g).ty) {
            cells.insert((*object, path));
        }
    }
    Ok(cells)
}

/// The whole program's points-to, within the budget a goal's has.
fn whole_points_to(
    program: &Program,
    goal: FuncId,
) -> Result<crate::analysis::points_to::PointsTo, Box<Diag>> {
    crate::analysis::points_to::PointsTo::compute_within(program, super::GOAL_FACTS).ok_or_else(
        || {
            let what = "the whole program (which `--unit` analyses to link back into it)";
            super::entangled(program, goal, what, super::GOAL_FACTS)
        },
    )
}

/// Functions of other files that the replacement must call as they are:
/// those whose calls may reach a file-static object of a file other than
/// `unit` (`seen++` in a helper of util.c), which a specialized copy in
/// the replacement could not share. Only external functions the goal may
/// reach, never the goal; each with the cells of the globals its calls
/// may touch, which are then run-time values around its calls.
pub(super) struct Opaque {
    /// Each with the first such object it reaches.
    pub functions: Vec<(FuncId, Private)>,
    pub touched: HashSet<Cell>,
}

/// What of another file a function reaches that the replacement could
/// not name.
#[derive(Copy, Clone)]
pub(super) enum Private {
    /// A file-static object.
    Global(GlobalId),
    /// A file-static function whose address code takes (a `qsort`
    /// comparator), which a specialized copy would pass on by name.
    Function(FuncId),
}

pub(super) fn opaque_functions(
    program: &Program,
    unit: u32,
    goal: FuncId,
) -> Result<Opaque, Box<Diag>> {
    let pta = whole_points_to(program, goal)?;
    let cg = crate::analysis::callgraph::CallGraph::with_pointers(program, &pta);
    let reached = cg.reachable_from(&[goal]);
    let candidates: Vec<FuncId> = (0..program.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&f| {
            let function = program.function(f);
            reached[f.index()]
                && f != goal
                && function.body.is_some()
                && function.linkage == Linkage::External
                && function.span.unit != unit
                && !function.is_system
        })
        .collect();
    let private_elsewhere = |object: &Object| match object {
        Object::Global(g) => {
            let global = program.global(*g);
            global.defined && global.linkage == Linkage::Internal && global.span.unit != unit
        }
        _ => false,
    };
    let touched = crate::analysis::modref::touched_objects(program, &pta, &cg, &candidates);
    let mut opaque = Opaque {
        functions: Vec::new(),
        touched: HashSet::new(),
    };
    for f in candidates {
        let empty = std::collections::BTreeSet::new();
        let objects = touched.get(&f).unwrap_or(&empty);
        let private = match objects.iter().find(|o| private_elsewhere(o)) {
            Some(&Object::Global(g)) => Private::Global(g),
            _ => match private_function_named(program, &cg, f, unit) {
                Some(g) => Private::Function(g),
                None => continue,
            },
        };
        opaque.functions.push((f, private));
        for object in objects {
            let Object::Global(g) = object else { continue };
            if crate::analysis::bta::is_read_only(program, object) {
                continue;
            }
            for (path, _) in leaf_paths(&program.types, program.global(*g).ty) {
                opaque.touched.insert((*object, path));
            }
        }
    }
    Ok(opaque)
}

/// A file-static function of a file other than `unit` whose address `f`
/// or a function it may call takes.
fn private_function_named(
    program: &Program,
    cg: &crate::analysis::callgraph::CallGraph,
    f: FuncId,
    unit: u32,
) -> Option<FuncId> {
    let reached = cg.reachable_from(&[f]);
    let mut found = None;
    for (i, function) in program.functions.iter().enumerate() {
        let Some(body) = &function.body else { continue };
        if !reached[i] || found.is_some() {
            continue;
        }
        let mut visit = |e: &Expr| {
            e.walk(&mut |x| {
                if let ExprKind::FuncAddr(g) = x.kind {
                    let target = program.function(g);
                    if found.is_none()
                        && target.linkage == Linkage::Internal
                        && target.body.is_some()
                        && target.span.unit != unit
                    {
                        found = Some(g);
                    }
                }
            })
        };
        for block in &body.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut visit);
            }
            block.term.for_each_expr(&mut visit);
        }
    }
    found
}

/// The program with `opaque`'s functions only declared, as the other
/// files' functions cmix does not see are: their calls stay calls.
pub(super) fn without_bodies(program: &Program, opaque: &Opaque) -> Program {
    let mut copy = program.clone();
    for (f, _) in &opaque.functions {
        copy.functions[f.index()].body = None;
    }
    // A table of such a function's label addresses (`static void *t[] =
    // {&&a, ...}`, hoisted) names blocks it no longer has; only its code
    // used the table, so the table is left without its initializer.
    for g in 0..copy.globals.len() {
        let owner = crate::emit_c::label_table_owner(&copy, GlobalId(g as u32));
        if owner.is_some_and(|f| opaque.functions.iter().any(|(o, _)| *o == f)) {
            copy.globals[g].init = None;
        }
    }
    copy
}

/// What `--unit` changes before the analyses run.
pub(super) struct Prepared {
    /// The program without the bodies of the functions called as they
    /// are, when there are any.
    pub program: Option<Program>,
    /// Globals other files may have changed before the goal is called.
    pub unknown_at_entry: HashSet<Cell>,
    /// Globals that calls into other files may change.
    pub forced: HashSet<Cell>,
    /// Which functions are called as they are, and why.
    pub notes: Vec<crate::diag::Diag>,
}

pub(super) fn prepare(
    program: &Program,
    unit: u32,
    goal: FuncId,
    sources: &SourceMap,
) -> Result<Prepared, Box<Diag>> {
    let opaque = opaque_functions(program, unit, goal)?;
    let mut forced = globals_changed_by_callbacks(program, goal)?;
    forced.extend(opaque.touched.iter().cloned());
    let notes = opaque
        .functions
        .iter()
        .map(|&(f, private)| {
            let function = program.function(f);
            let (name, kind) = match private {
                Private::Global(g) => (
                    private_name(program, g, sources),
                    private_kind(program, g, sources),
                ),
                Private::Function(g) => (
                    program.function(g).name.clone(),
                    format!(
                        "a static function of {} whose address it passes on",
                        unit_name(sources, program.function(g).span.unit)
                    ),
                ),
            };
            crate::diag::Diag::note(format!(
                "`{}` ({}) reaches `{name}`, {kind}, itself or through its calls: the replacement calls it as it is, and what it touches is a run-time value",
                function.name,
                unit_name(sources, function.span.unit),
            ))
        })
        .collect();
    Ok(Prepared {
        program: (!opaque.functions.is_empty()).then(|| without_bodies(program, &opaque)),
        unknown_at_entry: globals_written_elsewhere(program),
        forced,
        notes,
    })
}

/// A file-static object's name as written (the lowering renames statics
/// that share a name, and prefixes a function's statics).
pub(super) fn private_name(program: &Program, g: GlobalId, sources: &SourceMap) -> String {
    let global = program.global(g);
    let written = sources
        .span_text(global.span)
        .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
    let name = written.unwrap_or_else(|| global.written_name());
    name.to_string()
}

/// "a static variable of `f` in F.c" or "a file-static variable in F.c".
fn private_kind(program: &Program, g: GlobalId, sources: &SourceMap) -> String {
    let global = program.global(g);
    let file = sources
        .units
        .get(global.span.unit as usize)
        .map(|u| u.path.display().to_string())
        .unwrap_or_else(|| "another file".into());
    match &global.hoisted_from {
        Some(function) => format!("a static variable of `{function}` in {file}"),
        None => format!("a file-static variable in {file}"),
    }
}

/// Rewrites `residual` (the program's `functions` and `globals` first,
/// then what specialization made) to be emitted as the replacement for
/// `unit`: other units' functions and globals become declarations, made
/// functions other than `entries_external` are `static` and kept as far
/// as something kept calls them. Refuses when
/// what the unit keeps refers to another unit's file-static object.
pub(super) fn unit_view(
    residual: &mut Program,
    original: (usize, usize),
    unit: u32,
    entries_external: &[FuncId],
    sources: &SourceMap,
) -> Result<UnitRoots, Box<Diag>> {
    let (functions, globals) = original;
    let mut roots = UnitRoots {
        functions: Vec::new(),
        globals: Vec::new(),
    };
    let mut elsewhere: HashSet<GlobalId> = HashSet::new();
    // An entry that keeps the goal's name (`main`, or `--name` given it)
    // replaces the goal in the file.
    let entry_names: HashSet<String> = entries_external
        .iter()
        .filter(|e| e.index() >= functions)
        .map(|e| residual.function(*e).name.clone())
        .collect();
    // Another file's static function or object with an external alias is
    // reached from here by the alias's name.
    for alias in &residual.aliases {
        match alias.target {
            crate::core::AliasTarget::Function(f) => {
                let function = &mut residual.functions[f.index()];
                if function.span.unit != unit && function.linkage == Linkage::Internal {
                    function.name = alias.name.clone();
                    function.linkage = Linkage::External;
                }
            }
            crate::core::AliasTarget::Global(g) => {
                let global = &mut residual.globals[g.index()];
                if global.span.unit != unit && global.linkage == Linkage::Internal {
                    global.name = alias.name.clone();
                    global.linkage = Linkage::External;
                }
            }
        }
    }
    // Such an entry replaces a function of this file only: another file's
    // would then be defined twice.
    if let Some(elsewhere) = residual.functions[..functions]
        .iter()
        .find(|f| entry_names.contains(&f.name) && f.body.is_some() && f.span.unit != unit)
    {
        return Err(Box::new(
            Diag::error(
                format!(
                    "the specialization keeps the name `{}`, which {} defines, so the replacement for {} would define it a second time",
                    elsewhere.name,
                    unit_name(sources, elsewhere.span.unit),
                    unit_name(sources, unit)
                ),
                elsewhere.span,
            )
            .with_note(format!(
                "specialize with --unit naming the file that defines `{}`, or give the entry another name (--name)",
                elsewhere.name
            )),
        ));
    }
    for (i, function) in residual.functions.iter_mut().enumerate() {
        let id = FuncId(i as u32);
        if i < functions && entry_names.contains(&function.name) {
            function.body = None;
            continue;
        }
        if i >= functions {
            function.linkage = if entries_external.contains(&id) {
                Linkage::External
            } else {
                Linkage::Internal
            };
            // The other functions made are kept as far as the entries and
            // the file's code call them: those made while specializing
            // another file's function (one run-time code calls through a
            // pointer, whose body stays in its file) are not, and may use
            // that file's static objects.
            if entries_external.contains(&id) {
                roots.functions.push(id);
            }
        } else if function.body.is_some() {
            // The file's external functions; its static ones as far as
            // something kept uses them (one unused, as a header's static
            // inline helper often is, would draw -Wunused-function).
            if function.span.unit == unit {
                // The C runtime calls its constructors and destructors.
                if function.linkage == Linkage::External || function.startup.is_some() {
                    roots.functions.push(id);
                }
            } else {
                function.body = None;
            }
        }
    }
    for (i, global) in residual.globals.iter_mut().enumerate().take(globals) {
        if !global.defined {
            continue;
        }
        if global.span.unit == unit {
            // Its file-static objects as far as something kept uses them
            // (a header's unused `static const` table).
            if global.linkage == Linkage::External {
                roots.globals.push(GlobalId(i as u32));
            }
        } else {
            global.defined = false;
            global.init = None;
            elsewhere.insert(GlobalId(i as u32));
        }
    }
    // The unit's aliases are written back with their targets; the other
    // files' stay with theirs.
    residual.aliases.retain(|alias| alias.span.unit == unit);
    for alias in &residual.aliases {
        match alias.target {
            crate::core::AliasTarget::Function(f) => {
                if residual.function(f).body.is_some() && !roots.functions.contains(&f) {
                    roots.functions.push(f);
                }
            }
            crate::core::AliasTarget::Global(g) => {
                if residual.global(g).defined && !roots.globals.contains(&g) {
                    roots.globals.push(g);
                }
            }
        }
    }
    let reach = Reachable::compute(residual, &roots.functions, &roots.globals);
    for &g in &reach.globals {
        let global = residual.global(g);
        if global.linkage == Linkage::Internal && elsewhere.contains(&g) {
            return Err(Box::new(
                Diag::error(
                    format!(
                        "the specialization refers to `{}`, {}, which the replacement for {} cannot share",
                        private_name(residual, g, sources),
                        private_kind(residual, g, sources),
                        unit_name(sources, unit)
                    ),
                    global.span,
                )
                .with_note(
                    "a file-static object is private to its file: give it external linkage, or specialize with --unit naming the file that defines it",
                ),
            ));
        }
    }
    for &f in &reach.functions {
        let function = residual.function(f);
        if f.index() < functions
            && function.linkage == Linkage::Internal
            && function.body.is_none()
            && function.span.unit != unit
            && !function.is_system
        {
            return Err(Box::new(Diag::error(
                format!(
                    "the specialization calls `{}`, a static function of another file, which the replacement for {} cannot call",
                    function.name,
                    unit_name(sources, unit)
                ),
                function.span,
            )));
        }
    }
    Ok(roots)
}

fn unit_name(sources: &SourceMap, unit: u32) -> String {
    sources
        .units
        .get(unit as usize)
        .map(|u| u.path.display().to_string())
        .unwrap_or_default()
}
