//! The specialization kernel (reference book 11.2-11.5, DESIGN.md
//! "Specialization kernel" and "The static store").
//!
//! `specialize` runs the analyses and the kernel for a goal and its static
//! inputs and returns the residual program as C. When the kernel finds a
//! static variable that would make specialization unbounded, the variable
//! is made dynamic and everything runs again (generalization).

mod beside;
mod call_sites;
mod callbacks;
mod cost;
mod counters;
pub mod eval;
pub mod explain;
mod fields;
mod host_libc;
pub mod kernel;
mod label_checks;
pub mod layout;
pub mod library;
pub mod memo;
pub mod redirect;
pub mod scalar;
mod seeds;
mod split;
pub mod store;
mod string_homes;
mod tidy;
mod unit;
mod value_text;
pub mod values;
mod written;

use crate::analysis::bta::{self, BtaOptions, Cell};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::points_to::{Object, PointsTo};
use crate::core::{BlockId, FuncId, GlobalId, Linkage, LocalId, Program, Stmt};
use crate::diag::{Diag, Level};
use crate::driver::Frontend;
use crate::source::Span;
use crate::terminal::progress;
use cost::{Variable, generalization_cost, static_points, static_variables};
use kernel::{Kernel, Limits, Stop};
use label_checks::{check_label_stores, check_label_tables};
use std::collections::HashSet;
use store::{Obj, ObjKey, Pointer};
use values::StaticValue;
pub(crate) use written::written_globals;
use written::*;

/// What to specialize and how.
#[derive(Clone, Debug)]
pub struct Request {
    pub goal: String,
    /// Static parameters of the goal, with their values (`NAME=VALUE`), or
    /// all without (`NAME`: call-site mode).
    pub statics: Vec<(String, Option<String>)>,
    /// Variables forced dynamic (`--dynamic`, `--residual`).
    pub dynamic: Vec<String>,
    /// Variables dynamic from the start, as a generalization would make
    /// them (`--generalize`).
    pub generalize: Vec<String>,
    pub pure: Vec<String>,
    /// Library model entries besides runtime/library.h's (the program's
    /// `#pragma cmix reads_string`/`format` are added to them).
    pub library: std::collections::HashMap<String, crate::analysis::library_model::LibraryFunction>,
    /// Functions whose calls are unfolded / never unfolded, whatever the
    /// default policy (unfold non-recursive functions returning pointers).
    pub unfold: Vec<String>,
    pub no_unfold: Vec<String>,
    /// The residual entry's name (default: `GOAL_spec`, `main` for main).
    pub name: Option<String>,
    /// Refuse instead of generalizing unbounded static variables.
    pub strict: bool,
    pub limits: Limits,
    /// Value mode: the residual entry alone, or the whole program with
    /// calls of the goal redirected to it.
    pub whole_program: WholeProgram,
    /// The file the output replaces in the program's link (`--unit`).
    pub unit: Option<std::path::PathBuf>,
    /// Record why things are dynamic (`cmix explain`, `cmix annotate`).
    pub explain: bool,
}

/// What value mode writes besides the residual entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WholeProgram {
    /// Only the residual entry and what it needs.
    #[default]
    No,
    /// The whole program, where the calls of the goal whose static
    /// arguments are provably the given values call the residual entry;
    /// the others keep calling the goal (`--whole-program`, `cmix run`).
    ProvenCalls,
    /// The whole program, the goal's body replaced by a call of the
    /// residual entry: for a caller that vouches that every call passes
    /// the static values and checks the result (`cmix bench`, whose runs
    /// compare the output with the original's).
    EveryCall,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: 200_000_000,
            max_residual: 2_000_000,
            max_function: 8_000,
            static_input_bytes: 0,
        }
    }
}

/// The result: the residual program as C, and notes for the user.
pub struct Specialized {
    pub text: String,
    /// Notes for the user (`Level::Note`), some pointing into the program.
    pub notes: Vec<Diag>,
    /// What the data-structure transformations did (`cmix spec --stats`).
    pub data: DataStats,
    /// `WholeProgram::ProvenCalls`: the calls of the goal redirected and
    /// kept.
    pub calls: Option<redirect::CallCounts>,
    /// Value mode: the residual entry's name, and a header declaring it
    /// (`--header`), or why there cannot be one.
    pub entry: Option<String>,
    pub header: Option<Result<crate::emit_c::EntryHeader, String>>,
    /// Why things are dynamic, when the request asks (`Request::explain`).
    pub annotations: Option<explain::Annotations>,
}

/// Counts of the residual program's data-structure transformations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DataStats {
    /// Heap objects allocated at specialization time that became variables.
    pub heap_variables: usize,
    /// Struct types that lost the fields no residual code uses.
    pub structs_specialized: usize,
    /// Of those, the ones left with one field, now plain variables.
    pub structs_flattened: usize,
    /// Arrays indexed by constants only, now one variable per element.
    pub arrays_split: usize,
    /// Parts split off residual functions too large for the C compiler.
    pub functions_split: usize,
}

impl std::fmt::Display for DataStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} heap object(s) as variables, {} struct type(s) specialized ({} to plain variables), {} array(s) split, {} function part(s) split off",
            self.heap_variables,
            self.structs_specialized,
            self.structs_flattened,
            self.arrays_split,
            self.functions_split
        )
    }
}

/// The passes after the kernel, on what `roots` reach: struct
/// specialization, then array splitting (a flattened struct array may
/// become splittable).
pub(super) fn transform_data(
    residual: &mut Program,
    roots: &[FuncId],
    root_globals: &[GlobalId],
    heap_variables: usize,
    max_function: u64,
) -> Result<DataStats, Box<Diag>> {
    // What the roots reach: the passes change no reachability.
    let reach = crate::emit_c::Reachable::compute(residual, roots, root_globals);
    let (structs_specialized, structs_flattened) = fields::drop_unused_fields(residual, &reach);
    let arrays_split = split::split_arrays(residual, &reach);
    crate::emit_c::restore_struct_tags(residual, &reach);
    let functions: Vec<FuncId> = reach.functions.iter().copied().collect();
    let max_function = usize::try_from(max_function).unwrap_or(usize::MAX);
    let changed = crate::core::outline::outline_large_functions(residual, &functions, max_function);
    for &id in &changed {
        if let Err(broken) = crate::core::verify::verify_function(residual, id) {
            return Err(Box::new(Diag::bug(
                format!("splitting a large function produced invalid Core C: {broken}"),
                Span::DUMMY,
            )));
        }
    }
    let functions_split = changed
        .iter()
        .filter(|&&id| residual.function(id).noinline)
        .count();
    Ok(DataStats {
        heap_variables,
        structs_specialized,
        structs_flattened,
        arrays_split,
        functions_split,
    })
}

/// How many times generalization may restart specialization.
const MAX_GENERALIZATIONS: usize = 64;

pub(super) fn error(message: impl Into<String>) -> Box<Diag> {
    Box::new(Diag::without_span(Level::Error, message))
}

pub fn specialize(frontend: &Frontend, request: &Request) -> Result<Specialized, Box<Diag>> {
    let goal = check_request(frontend, request)?;
    let (request, notes) = annotated(frontend, goal, request)?;
    let mut done = specialize_checked(frontend, &request, goal)?;
    done.notes.splice(0..0, notes.into_iter().map(Diag::note));
    Ok(done)
}

/// The request with the program's `#pragma cmix` annotations folded in
/// and `--generalize` made `--dynamic`, and notes saying what they did.
fn annotated(
    frontend: &Frontend,
    goal: FuncId,
    request: &Request,
) -> Result<(Request, Vec<String>), Box<Diag>> {
    let merged = crate::pragma::merge(
        frontend,
        &frontend.program,
        goal,
        &request.dynamic,
        &request.generalize,
        &request.pure,
    )?;
    let mut library = merged.library;
    library.extend(request.library.clone());
    let mut notes = merged.notes;
    // A library function cmix cannot run stays a residual call.
    let program = &frontend.program;
    let (pure, cannot): (Vec<String>, Vec<String>) = merged.pure.into_iter().partition(|name| {
        library::can_run(name)
            || program
                .function_by_name(name)
                .is_some_and(|f| program.function(f).body.is_some())
    });
    for name in cannot {
        notes.push(format!(
            "cmix cannot run the library function `{name}` during specialization (--pure or `#pragma cmix pure`), so its calls stay in the residual program"
        ));
    }
    let request = Request {
        dynamic: merged.dynamic,
        generalize: Vec::new(),
        pure,
        library,
        ..request.clone()
    };
    Ok((request, notes))
}

/// `specialize` after the request is checked and annotated.
fn specialize_checked(
    frontend: &Frontend,
    request: &Request,
    goal: FuncId,
) -> Result<Specialized, Box<Diag>> {
    let program = &frontend.program;
    let unit = match &request.unit {
        Some(path) => Some(unit::find_unit(&frontend.sources, path)?),
        None => None,
    };
    if unit.is_some() && request.whole_program != WholeProgram::No {
        return Err(error(
            "--unit writes one file of the program, not the whole program",
        ));
    }
    let with_values = request.statics.iter().any(|(_, v)| v.is_some());
    if !with_values && !request.statics.is_empty() {
        return call_sites::specialize(frontend, request, goal, unit);
    }
    // The values may add types (arrays for pointer parameters) and string
    // literals: they go into a copy of the program.
    let mut values: Vec<(LocalId, StaticValue)> = Vec::new();
    let mut with_values: Option<Program> = None;
    // (The globals the values add come after the program's own.)
    let given_globals_from = program.globals.len();
    if !request.statics.is_empty() {
        let mut copy = program.clone();
        let mut given = Vec::new();
        for (name, text) in &request.statics {
            given.push(values::Given {
                param: goal_parameter(&copy, goal, name)?,
                name,
                text: text.as_deref().unwrap_or_default(),
            });
        }
        values = values::parse_static_values(frontend, goal, &given, &mut copy)?;
        with_values = Some(copy);
    }
    let program: &Program = with_values.as_ref().unwrap_or(program);
    // Linked back into the program, the goal may find any global other
    // files may write changed, and calls into the rest of the program may
    // change what they touch.
    let prepared = match unit {
        Some(u) => Some(unit::prepare(program, u, goal, &frontend.sources)?),
        None => None,
    };
    let program: &Program = prepared
        .as_ref()
        .and_then(|p| p.program.as_ref())
        .unwrap_or(program);
    // The size of the static input scales the limits on variety.
    let mut scaled = request.clone();
    scaled.limits.static_input_bytes = values
        .iter()
        .map(|(param, value)| {
            let ty = match value {
                StaticValue::Pointee { object_ty, .. } => *object_ty,
                StaticValue::Direct(_) => program.function(goal).local(*param).ty,
            };
            program.types.size_of(ty).unwrap_or(0)
        })
        .sum();
    let request = &scaled;
    // What the static values point to (the objects given on the command
    // line, strings, globals).
    let seeds = seeds::of_values(program, goal, &values, |p| parameter_object(goal, p));
    let name = entry_name(request);
    let comment = (!request.statics.is_empty()).then(|| {
        let values: Vec<String> = request
            .statics
            .iter()
            .map(|(n, v)| format!("{n} = {}", abbreviate(v.as_deref().unwrap_or_default())))
            .collect();
        format!("{} specialized to {}", request.goal, values.join(", "))
    });
    // `main` starts with the globals as initialized. Any other goal may be
    // called after the program changed them: the globals the program
    // writes start unknown, and the goal's returns write back what it set.
    // Whole-program points-to is costly on large programs: computed once,
    // for the goal's entry and for the redirection of its calls.
    let written_anywhere: std::cell::OnceCell<HashSet<Cell>> = std::cell::OnceCell::new();
    // One whole-program points-to for both questions (`None`: it outgrew
    // its budget, and cruder answers are taken).
    let whole_pta: std::cell::OnceCell<Option<PointsTo>> = std::cell::OnceCell::new();
    let whole_points_to = || {
        whole_pta
            .get_or_init(|| {
                timed("whole points-to", || {
                    PointsTo::compute_within(program, WHOLE_PROGRAM_FACTS)
                })
            })
            .as_ref()
    };
    let written_cells = || {
        written_anywhere
            .get_or_init(|| timed("written", || written_cells_with(program, whole_points_to())))
            .clone()
    };
    let mut unknown_at_entry = if request.goal == "main" {
        HashSet::new()
    } else {
        let mut cells = written_cells();
        // Without a `main`, the files given are part of a larger program,
        // whose other files may set the external globals (a library's
        // configuration) before they call the goal.
        if !defines_main(program) {
            cells.extend(timed("open globals", || {
                unit::globals_open_to_other_files(program, whole_points_to())
            }));
        }
        cells
    };
    let mut forced: Vec<Cell> = Vec::new();
    if let Some(prepared) = &prepared {
        unknown_at_entry.extend(prepared.unknown_at_entry.iter().cloned());
        forced.extend(prepared.forced.iter().cloned());
    }
    let written_outside: HashSet<GlobalId> = {
        let by_program = written_anywhere
            .get()
            .cloned()
            .map(globals_of)
            .unwrap_or_default();
        globals_of(unknown_at_entry.clone())
            .into_iter()
            .filter(|g| !by_program.contains(g))
            .collect()
    };
    let done = run_kernel(
        frontend,
        program,
        goal,
        &seeds,
        &forced,
        request,
        |kernel| {
            kernel.written_outside = written_outside.iter().copied().collect();
            kernel.given_globals_from = Some(given_globals_from);
            let entry = kernel.specialize_goal(
                goal,
                name.clone(),
                Linkage::External,
                comment.clone(),
                None,
                |k, store, act| {
                    k.start_unknown(goal, store, &unknown_at_entry);
                    set_static_values(k, program, goal, store, act, &values)
                },
            )?;
            Ok(vec![entry])
        },
    )?;
    let mut residual = done.residual;
    let mut notes = prepared
        .as_ref()
        .map(|p| p.notes.clone())
        .unwrap_or_default();
    notes.extend(done.notes);
    let mut calls = None;
    // A residual `main` is a whole program already.
    let whole_program = if request.goal == "main" {
        WholeProgram::No
    } else {
        request.whole_program
    };
    let roots = match (whole_program, done.entries.first()) {
        (WholeProgram::EveryCall, Some(&entry)) if entry != goal => {
            redirect::redirect_every_call(&mut residual, goal, entry)?;
            program_roots(&residual)
        }
        (WholeProgram::ProvenCalls, Some(&entry)) if entry != goal => {
            let escaping = escaping_values(program, goal, &seeds, request)?;
            let counts = redirect::redirect_proven_calls(
                &mut residual,
                program,
                (goal, entry),
                &values,
                (&globals_of(written_cells()), &escaping),
            )?;
            let entry_name = &residual.function(entry).name;
            notes.push(Diag::note(format!(
                "{} call(s) of `{}` call its specialization `{entry_name}`; {} keep calling `{}` (their static arguments are not provably the values given)",
                counts.redirected, request.goal, counts.kept, request.goal
            )));
            calls = Some(counts);
            program_roots(&residual)
        }
        // A residual `main` runs with the program's constructors and
        // destructors.
        _ if request.goal == "main" => {
            let mut roots = done.entries.clone();
            roots.extend(residual.startup_functions());
            roots
        }
        _ => done.entries.clone(),
    };
    let entry = done
        .entries
        .first()
        .map(|&entry| residual.function(entry).name.clone());
    let (roots, root_globals) = match unit {
        Some(unit) => {
            let kept = unit::unit_view(
                &mut residual,
                (program.functions.len(), program.globals.len()),
                unit,
                &done.entries,
                &frontend.sources,
            )?;
            (kept.functions, kept.globals)
        }
        None => (roots, Vec::new()),
    };
    progress::phase("emit");
    let alone =
        unit.is_none() && request.whole_program == WholeProgram::No && request.goal != "main";
    if alone
        && let Some(note) = beside::file_static_copies(
            program,
            &residual,
            (&roots, &root_globals),
            &globals_of(written_cells()),
            (&request.goal, &frontend.sources),
        )
    {
        notes.push(note);
    }
    if alone
        && let Some(warning) = beside::static_addresses_handed_out(
            program,
            &residual,
            &roots,
            (&request.goal, &frontend.sources),
        )
    {
        notes.push(warning);
    }
    let data = timed("data", || {
        transform_data(
            &mut residual,
            &roots,
            &root_globals,
            done.heap_variables,
            request.limits.max_function,
        )
    })?;
    check_label_tables(&residual, &roots, &root_globals)?;
    check_label_stores(&residual, &roots, &root_globals)?;
    let header = done
        .entries
        .first()
        .map(|&entry| crate::emit_c::entry_header(&residual, entry, &frontend.sources));
    if alone {
        beside::weaken_copies(program, &mut residual);
    }
    let text = timed("emit", || {
        crate::emit_c::emit_unit(&residual, &roots, &root_globals)
    });
    Ok(Specialized {
        text,
        notes,
        data,
        calls,
        entry,
        header,
        annotations: done.annotations,
    })
}

/// `f()`, its time printed as a phase under CMIX_TIMINGS.
fn timed<T>(phase: &str, f: impl FnOnce() -> T) -> T {
    let started = std::time::Instant::now();
    let out = f();
    report_phase(phase, started, String::new);
    out
}

/// Under CMIX_TIMINGS, the time since `started` as a phase of the
/// specialization, with `detail` in parentheses when it says something.
fn report_phase(phase: &str, started: std::time::Instant, detail: impl FnOnce() -> String) {
    if std::env::var_os("CMIX_TIMINGS").is_none() {
        return;
    }
    let seconds = started.elapsed().as_secs_f64();
    let detail = detail();
    let detail = if detail.is_empty() {
        detail
    } else {
        format!(" ({detail})")
    };
    progress::suspend(|| eprintln!("cmix:   {phase:<10} {seconds:>8.3} s{detail}"));
}

/// The functions a whole program keeps: `main`, or without one every
/// external function.
pub(super) fn program_roots(program: &Program) -> Vec<FuncId> {
    let mut roots: Vec<FuncId> = match program.function_by_name("main") {
        Some(main) if program.function(main).body.is_some() => vec![main],
        _ => (0..program.functions.len())
            .map(|i| FuncId(i as u32))
            .filter(|f| {
                let function = program.function(*f);
                function.body.is_some() && function.linkage == Linkage::External
            })
            .collect(),
    };
    // The C runtime calls constructors and destructors.
    for f in program.startup_functions() {
        if !roots.contains(&f) {
            roots.push(f);
        }
    }
    roots
}

/// The goal: the function of that name with a body. File-static functions
/// of several files may share the name (the lowering renames all but the
/// first, `mix_1`): `--unit` chooses among them, and without it the choice
/// is refused rather than guessed.
fn find_goal(frontend: &Frontend, request: &Request) -> Result<FuncId, Box<Diag>> {
    let program = &frontend.program;
    let sources = &frontend.sources;
    let written_name = |f: &crate::core::Function| sources.span_text(f.span);
    let candidates: Vec<FuncId> = (0..program.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&f| {
            let function = program.function(f);
            function.body.is_some()
                && (function.name == request.goal
                    || (function.linkage == Linkage::Internal
                        && function.name.starts_with(&request.goal)
                        && written_name(function) == Some(request.goal.as_str())))
        })
        .collect();
    let chosen: Vec<FuncId> = match (&request.unit, candidates.len()) {
        (Some(path), n) if n > 1 => {
            let unit = unit::find_unit(sources, path)?;
            candidates
                .iter()
                .copied()
                .filter(|f| program.function(*f).span.unit == unit)
                .collect()
        }
        _ => candidates,
    };
    // A gcc alias names its target.
    let aliased = program.aliases.iter().find_map(|alias| match alias.target {
        crate::core::AliasTarget::Function(f)
            if alias.name == request.goal && program.function(f).body.is_some() =>
        {
            Some(f)
        }
        _ => None,
    });
    match chosen.as_slice() {
        [goal] => Ok(*goal),
        [] if let Some(target) = aliased => Ok(target),
        [] => Err(error(format!(
            "the goal function `{}` is not defined in the program",
            request.goal
        ))
        .with_note("--goal must name a function whose body is in the given files")
        .into()),
        several => {
            let places: Vec<String> = several
                .iter()
                .map(|f| sources.describe(program.function(*f).span))
                .collect();
            Err(error(format!(
                "`{}` is a file-static function of several files: {}",
                request.goal,
                places.join(", ")
            ))
            .with_note("give --unit FILE.c to choose the one of that file")
            .into())
        }
    }
}

/// Checks what the command line asks for against the program: the goal
/// is defined, every `--static` names one of its parameters, once, and
/// either all have values (value mode) or none (call-site mode). An error
/// here is a usage error, not a problem of the program or of a value.
pub fn check_request(frontend: &Frontend, request: &Request) -> Result<FuncId, Box<Diag>> {
    let program = &frontend.program;
    let goal = find_goal(frontend, request)?;
    for (i, (name, _)) in request.statics.iter().enumerate() {
        goal_parameter(program, goal, name)?;
        if request.statics[..i]
            .iter()
            .any(|(earlier, _)| earlier == name)
        {
            let given: Vec<String> = request
                .statics
                .iter()
                .filter(|(n, _)| n == name)
                .map(|(n, v)| match v {
                    Some(v) => format!("`--static {n}={}`", abbreviate(v)),
                    None => format!("`--static {n}`"),
                })
                .collect();
            return Err(error(format!(
                "`{name}` is given more than once: {}",
                given.join(", ")
            ))
            .with_note("give each static parameter once")
            .into());
        }
    }
    let with_values = request.statics.iter().filter(|(_, v)| v.is_some()).count();
    if with_values != 0 && with_values != request.statics.len() {
        return Err(error(
            "give every --static parameter a value (value mode) or none (call-site mode)",
        ));
    }
    if with_values == request.statics.len() {
        check_entry_name(program, request)?;
    }
    Ok(goal)
}

/// The residual entry's name (value mode) must be a C identifier that
/// nothing in the program uses already, or the residual file would define
/// a name twice (`--name`, or a `GOAL_spec` the program has). Alone in its
/// file, the entry may take the goal's own name.
fn check_entry_name(program: &Program, request: &Request) -> Result<(), Box<Diag>> {
    if request.goal == "main" && request.name.is_none() {
        return Ok(());
    }
    let name = entry_name(request);
    if !crate::core::print::is_identifier(&name) || crate::core::print::is_keyword(&name) {
        return Err(
            error(format!("`{name}` is not a name a C function can have"))
                .with_note("--name takes a C identifier")
                .into(),
        );
    }
    let alone = request.unit.is_none() && request.whole_program == WholeProgram::No;
    if alone && name == request.goal {
        return Ok(());
    }
    // A declaration alone is the entry itself, as the header cmix wrote
    // on an earlier run declares it to the program's other files; a
    // system header's is the C library's.
    let library = program
        .functions
        .iter()
        .any(|f| f.name == name && f.is_system && !f.is_builtin)
        || program
            .globals
            .iter()
            .any(|g| g.name == name && g.is_system);
    if library {
        return Err(error(format!(
            "`{name}` is declared by a system header the program includes: the residual entry needs a name of its own"
        ))
        .with_note("choose one with --name")
        .into());
    }
    let taken = program
        .functions
        .iter()
        .any(|f| f.name == name && !f.is_system && f.body.is_some())
        || program
            .globals
            .iter()
            .any(|g| g.name == name && !g.is_system);
    if taken {
        return Err(error(format!(
            "the program already has a `{name}`: the residual entry needs a name of its own"
        ))
        .with_note("choose one with --name")
        .into());
    }
    Ok(())
}

/// The residual entry's name: `--name`, else `GOAL_spec` (`main` for
/// `main`).
fn entry_name(request: &Request) -> String {
    request.name.clone().unwrap_or_else(|| {
        if request.goal == "main" {
            "main".to_string()
        } else {
            format!("{}_spec", request.goal)
        }
    })
}

pub(super) fn goal_parameter(
    program: &Program,
    goal: FuncId,
    name: &str,
) -> Result<LocalId, Box<Diag>> {
    let f = program.function(goal);
    if let Some(param) = f.params.iter().copied().find(|p| f.local(*p).name == name) {
        return Ok(param);
    }
    let params: Vec<String> = f
        .params
        .iter()
        .map(|p| format!("`{}`", f.local(*p).name))
        .collect();
    Err(error(match params.as_slice() {
        [] => format!("`{name}` is not a parameter of `{}`: it has none", f.name),
        _ => format!(
            "`{name}` is not a parameter of `{}`; its parameters are {}",
            f.name,
            params.join(", ")
        ),
    }))
}

/// A note at each place where undefined behaviour ended a path only
/// run-time control may take (the residual program traps there), and one
/// that counts them all when there are more paths than places shown.
fn trap_notes(kernel: &Kernel) -> Vec<Diag> {
    let mut notes: Vec<Diag> = kernel
        .trap_sites
        .iter()
        .map(|(span, message)| {
            let what = message
                .strip_prefix("undefined behaviour during specialization: ")
                .unwrap_or(message);
            Diag::note_at(
                format!("undefined behaviour on a path only run-time control may take: {what}"),
                *span,
            )
            .with_label("the residual program traps here if run-time control reaches it")
            .with_note(
                "with these static values the path would have undefined behaviour if it ran; \
                 the residual program calls __builtin_trap there",
            )
        })
        .collect();
    let shown = kernel.trap_sites.len() as u64;
    if kernel.trapped > shown {
        notes.push(Diag::note(format!(
            "{} path(s) would have undefined behaviour with these static values if they ran; \
             the residual program traps there (__builtin_trap)",
            kernel.trapped
        )));
    }
    notes
}

/// What `run_kernel` gives back.
pub(super) struct KernelRun {
    /// The program with the residual functions appended (tidied, verified).
    pub residual: Program,
    /// What the kernel's work returned: the residual entries.
    pub entries: Vec<FuncId>,
    /// The program's functions whose bodies the kernel replaced (those
    /// run-time code may call through a pointer, specialized with nothing
    /// static): their statements are no longer the original's.
    pub replaced: Vec<FuncId>,
    pub notes: Vec<Diag>,
    /// Heap objects the kernel turned into residual variables.
    pub heap_variables: usize,
    /// Why things are dynamic, when the request asks (`Request::explain`).
    pub annotations: Option<explain::Annotations>,
}

/// Runs the analyses and `work` on a kernel; when the kernel asks for a
/// generalization, the variable is made dynamic and everything runs again.
/// `forced` cells are dynamic from the start.
pub(super) fn run_kernel(
    frontend: &Frontend,
    given: &Program,
    goal: FuncId,
    seeds: &[crate::analysis::points_to::Seed],
    forced: &[Cell],
    request: &Request,
    mut work: impl FnMut(&mut Kernel) -> kernel::R<Vec<FuncId>>,
) -> Result<KernelRun, Box<Diag>> {
    progress::phase("analyses");
    // Initializers whose values specialization cannot hold are run-time
    // values from the start.
    let mut forced = forced.to_vec();
    for cell in eval::Evaluator::new(given).unheld_initializer_cells() {
        if !forced.contains(&cell) {
            forced.push(cell);
        }
    }
    let forced = &forced[..];
    // The goal's dynamic parameters hold the caller's pointers.
    let goal_fn = given.function(goal);
    let from_caller: Vec<Object> = goal_fn
        .params
        .iter()
        .filter(|p| {
            let name = &goal_fn.local(**p).name;
            !request.statics.iter().any(|(n, _)| n == name) || request.dynamic.contains(name)
        })
        .map(|p| Object::Local(goal, *p))
        .collect();
    // With --unit, only the file's own functions are copied: the copies
    // land in its replacement (`unit::unit_view` keeps those its code
    // calls).
    let unit = match &request.unit {
        Some(path) => Some(unit::find_unit(&frontend.sources, path)?),
        None => None,
    };
    let (cloned, analysed) = timed("polyvariant", || {
        polyvariant(given, (goal, unit), seeds, &from_caller, forced, request)
    })?;
    let program = cloned.as_ref().unwrap_or(given);
    let (pta, cg) = match analysed {
        Some(analysed) => analysed,
        None => points_to_from_goal(program, goal, seeds, &from_caller)?,
    };
    let mut forced: Vec<Cell> = forced.to_vec();
    forced.extend(callbacks::globals_callbacks_touch(program, goal, &pta)?);
    for cell in callbacks::globals_the_library_keeps(program, &pta) {
        if !forced.contains(&cell) {
            forced.push(cell);
        }
    }
    // What made each generalized cell dynamic, for explanations.
    let mut reasons: Vec<(Cell, Span, String)> = Vec::new();
    let mut runtime_sites: Vec<Object> = Vec::new();
    let mut notes = Vec::new();
    for name in bta::pure_despite_the_locale(program, &request.pure) {
        notes.push(Diag::note(format!(
            "`{name}` is declared pure (--pure), so it runs during specialization in the C locale, although the program may set another (it calls `setlocale`): the residual program answers as the C locale would"
        )));
    }
    // What ran statically before the last generalizations, to say what
    // they cost.
    let mut before: Option<(HashSet<StaticPoint>, HashSet<Variable>)> = None;
    // Counters the kernel would generalize after a round of its own.
    // (One program and points-to for every analysis below.)
    let memo = bta::LocationMemo::new(program, &pta);
    if !request.strict {
        let options = bta_options(request, &forced, &runtime_sites, &reasons);
        let base = bta::analyze_remembering(&memo, &cg, goal, &options).map_err(error)?;
        let with_forced = |cell: &Cell| {
            let mut more = forced.clone();
            more.push(cell.clone());
            bta_options(request, &more, &runtime_sites, &reasons)
        };
        let counters = timed("counters", || {
            counters::dynamic_counters(&memo, &cg, goal, &base, with_forced)
        });
        for counter in counters {
            let at = frontend.sources.describe(counter.span);
            notes.push(Diag::note(format!(
                "{} ({at}): cmix made it dynamic from the start",
                counter.message
            )));
            reasons.push((
                counter.cell.clone(),
                counter.span,
                format!(
                    "cmix made it dynamic before specializing: {}",
                    counter.message
                ),
            ));
            forced.push(counter.cell);
        }
    }
    // Each global can be found unknown at the goal's entry once.
    for _round in 0..MAX_GENERALIZATIONS + program.globals.len() {
        progress::phase("analyses");
        let options = bta_options(request, &forced, &runtime_sites, &reasons);
        let round_started = std::time::Instant::now();
        let division = bta::analyze_remembering(&memo, &cg, goal, &options).map_err(error)?;
        let now = (
            static_points(program, &division),
            static_variables(program, &division),
        );
        if let Some(cost) = before
            .take()
            .and_then(|before| generalization_cost(frontend, program, &before, &now, &forced))
        {
            notes.push(Diag::note(cost));
        }
        report_phase("bta", round_started, String::new);
        if let Err(broken) = crate::analysis::check::check(program, &pta, &division) {
            return Err(Box::new(Diag::bug(
                format!("the division breaks a well-annotatedness rule: {broken}"),
                Span::DUMMY,
            )));
        }
        let mut kernel = Kernel::new(program, &pta, &division, request.limits.clone())?;
        kernel.defer_generalizations = !request.strict;
        kernel.unit = unit;
        kernel.declared_pure = request.pure.clone();
        progress::phase("specialize");
        let kernel_started = std::time::Instant::now();
        // Then the functions run-time code may call through pointers.
        let outcome = work(&mut kernel).and_then(|entries| {
            let replaced = kernel.specialize_runtime_callable()?;
            kernel.place_label_tables()?;
            Ok((entries, replaced))
        });
        report_phase("kernel", kernel_started, || {
            format!(
                "{} residual statements; busiest point: {} specializations",
                kernel.residual_statements(),
                kernel.busiest_point
            )
        });
        let mut found = std::mem::take(&mut kernel.deferred);
        match outcome {
            Err(Stop::Generalize(g)) => found.push(g),
            // Whatever else ended a round that found variables to generalize
            // (an error may follow from a point cut off) is met again in the
            // next round.
            _ if !found.is_empty() => {}
            Ok((entries, replaced)) => {
                let mut made: Vec<FuncId> = (program.functions.len()..kernel.out.functions.len())
                    .map(|i| FuncId(i as u32))
                    .collect();
                made.extend(replaced.iter().copied());
                timed("tidy", || tidy::tidy(&mut kernel.out, &made));
                if let Err(broken) = crate::core::verify::verify(&kernel.out) {
                    return Err(Box::new(Diag::bug(
                        format!("specialization produced invalid Core C: {broken}"),
                        Span::DUMMY,
                    )));
                }
                notes.extend(trap_notes(&kernel));
                return Ok(KernelRun {
                    // Of the last round's division only: the one that
                    // specialized.
                    annotations: request
                        .explain
                        .then(|| explain::annotations(frontend, program, &division)),
                    heap_variables: kernel.materialized_count(),
                    residual: kernel.out,
                    entries,
                    replaced,
                    notes,
                });
            }
            Err(Stop::Error(d)) => return Err(d),
            Err(Stop::Abandon) => {
                return Err(Box::new(Diag::bug(
                    "a round was abandoned before it deferred any generalization".to_string(),
                    Span::DUMMY,
                )));
            }
        }
        generalize(
            frontend,
            request.strict,
            found,
            (&mut forced, &mut runtime_sites),
            &mut notes,
            &mut reasons,
        )?;
        before = Some(now);
    }
    Err(error(format!(
        "specialization still did not terminate after making {MAX_GENERALIZATIONS} variables dynamic"
    )))
}

/// A statement (or, at index `stmts.len()`, a block's branch) of the
/// program.
type StaticPoint = (FuncId, BlockId, usize);

/// Most locations the points-to sets of a goal's code may hold in all.
/// Each costs about 35 bytes and half a microsecond; past it (zlib's
/// `compress2`, whose sets grow with the square of the code), the
/// specialization stops with an error instead of filling memory.
const GOAL_FACTS: usize = 20_000_000;

/// Points-to and the call graph from the goal (its callers do not matter;
/// points-to adds what calls through pointers reach).
fn points_to_from_goal(
    program: &Program,
    goal: FuncId,
    seeds: &[crate::analysis::points_to::Seed],
    from_caller: &[Object],
) -> Result<(PointsTo, CallGraph), Box<Diag>> {
    points_to_from_goal_within(program, goal, seeds, from_caller, GOAL_FACTS)
}

/// The error for a points-to analysis of `what` that outgrew its budget
/// of `facts`.
fn entangled(program: &Program, goal: FuncId, what: &str, facts: usize) -> Box<Diag> {
    let f = program.function(goal);
    Box::new(
        Diag::error(
            format!(
                "the pointers of {what} are too entangled for cmix's points-to analysis: its sets outgrew {facts} locations"
            ),
            f.span,
        )
        .with_note(if what.starts_with("the whole program") {
            "this happens when pointers of many types meet in one place (a generic copy or allocator that all data goes through); this analysis covers every file given, so give cmix fewer files: the one `--unit` replaces and those whose code the goal runs (files not given are assumed to call and write what they may, and link as they are)"
        } else {
            "this happens when pointers of many types meet in one place (a generic copy or allocator that all data goes through); a goal that reaches less code keeps the analysis smaller"
        }),
    )
}

fn points_to_from_goal_within(
    program: &Program,
    goal: FuncId,
    seeds: &[crate::analysis::points_to::Seed],
    from_caller: &[Object],
    facts: usize,
) -> Result<(PointsTo, CallGraph), Box<Diag>> {
    let direct = CallGraph::compute(program).reachable_from(&[goal]);
    let started = std::time::Instant::now();
    let pta = PointsTo::compute_from(program, goal, &direct, seeds, from_caller, facts);
    report_phase("points-to", started, || match &pta {
        Some(pta) => format!("{} facts", pta.facts()),
        None => "gave up".to_string(),
    });
    let Some(pta) = pta else {
        let what = format!("the code `{}` reaches", program.function(goal).name);
        return Err(entangled(program, goal, &what, facts));
    };
    let cg = CallGraph::with_pointers(program, &pta);
    Ok((pta, cg))
}

/// Rounds of cloning for polyvariant binding times
/// (`bta::clone_for_static_calls`): a clone's body may call with static
/// numbers in turn.
const CLONING_ROUNDS: usize = 4;

/// The analysis options of a request, with the cells and allocation
/// sites made dynamic so far.
fn bta_options(
    request: &Request,
    forced: &[Cell],
    runtime_sites: &[Object],
    reasons: &[(Cell, Span, String)],
) -> BtaOptions {
    BtaOptions {
        static_params: request.statics.iter().map(|(n, _)| n.clone()).collect(),
        dynamic: request.dynamic.clone(),
        pure: request.pure.clone(),
        library: request.library.clone(),
        all_dynamic: false,
        forced_cells: forced.to_vec(),
        explain: request.explain,
        forced_reasons: reasons.to_vec(),
        unfold: request.unfold.clone(),
        no_unfold: request.no_unfold.clone(),
        runtime_sites: runtime_sites.to_vec(),
    }
}

/// Points-to and the call graph of one program.
type Analysed = (PointsTo, CallGraph);

/// The program with functions cloned per binding-time pattern of their
/// calls (`None` when no call needs it), and the points-to and call graph
/// of the program it ends with when they were computed on the way.
fn polyvariant(
    given: &Program,
    (goal, unit): (FuncId, Option<u32>),
    seeds: &[crate::analysis::points_to::Seed],
    from_caller: &[Object],
    forced: &[Cell],
    request: &Request,
) -> Result<(Option<Program>, Option<Analysed>), Box<Diag>> {
    let mut current: Option<Program> = None;
    let options = bta_options(request, forced, &[], &[]);
    for round in 0..CLONING_ROUNDS {
        let program = current.as_ref().unwrap_or(given);
        let (pta, cg) = points_to_from_goal(program, goal, seeds, from_caller)?;
        let division = bta::analyze_with(program, &pta, &cg, goal, &options).map_err(error)?;
        if round == 0 {
            let split = bta::split_by_caller(program, &pta, &cg, &division, (goal, unit));
            if let Some(kept) = split.and_then(|split| {
                let (pta, cg) =
                    points_to_from_goal(&split.program, goal, seeds, from_caller).ok()?;
                let division = bta::analyze_with(&split.program, &pta, &cg, goal, &options).ok()?;
                bta::keep_differing(program, &split, &division)
            }) {
                current = Some(kept);
                continue;
            }
        }
        match bta::clone_for_static_calls(program, &pta, &cg, &division, (goal, unit)) {
            Some(next) => current = Some(next),
            None => return Ok((current, Some((pta, cg)))),
        }
    }
    Ok((current, None))
}

/// Forces the variables `found` dynamic and leaves the allocation sites
/// found to run time, with a note for each (or, with `--strict`, refuses
/// with the first variable).
fn generalize(
    frontend: &Frontend,
    strict: bool,
    found: Vec<kernel::Generalization>,
    (forced, runtime_sites): (&mut Vec<Cell>, &mut Vec<Object>),
    notes: &mut Vec<Diag>,
    reasons: &mut Vec<(Cell, Span, String)>,
) -> Result<(), Box<Diag>> {
    let mut repeated = None;
    let mut generalized = false;
    for g in found {
        let at = if g.span.is_dummy() {
            "a loop".to_string()
        } else {
            frontend.sources.describe(g.span)
        };
        let message = g.message.replace("{at}", &at);
        let new_sites: Vec<Object> = g
            .sites
            .iter()
            .filter(|s| !runtime_sites.contains(s))
            .copied()
            .collect();
        if !new_sites.is_empty() {
            notes.push(Diag::note(format!(
                "{message}; cmix allocates it at run time"
            )));
            runtime_sites.extend(new_sites);
            generalized = true;
            continue;
        }
        if g.cells.is_empty() {
            repeated = Some(message);
            continue;
        }
        if strict {
            return Err(error(message)
                .with_note(
                    "without --strict, cmix makes such a variable dynamic and specializes again",
                )
                .into());
        }
        if g.cells.iter().all(|c| forced.contains(c)) {
            // Found at several points in one round; a bug if nothing else
            // is new.
            repeated = Some(message);
            continue;
        }
        let them = if g.cells.len() == 1 { "it" } else { "them" };
        notes.push(Diag::note(format!("{message}; cmix made {them} dynamic")));
        for cell in &g.cells {
            reasons.push((
                cell.clone(),
                g.span,
                format!("cmix made it dynamic during specialization: {message}"),
            ));
        }
        forced.extend(g.cells);
        generalized = true;
    }
    match repeated {
        Some(message) if !generalized => Err(Box::new(Diag::bug(
            format!("generalizing the same variables twice: {message}"),
            Span::DUMMY,
        ))),
        _ => Ok(()),
    }
}

fn abbreviate(text: &str) -> String {
    let one_line = text.replace('\n', "\\n");
    if one_line.chars().count() > 40 {
        format!("{}...", one_line.chars().take(40).collect::<String>())
    } else {
        one_line
    }
}

/// Stores the user's static values in the goal's frame.
fn set_static_values(
    kernel: &mut Kernel,
    program: &Program,
    goal: FuncId,
    store: &mut store::Store,
    act: u32,
    values: &[(LocalId, StaticValue)],
) -> kernel::R<()> {
    for (param, value) in values {
        let place = Pointer {
            obj: ObjKey::Local(act, *param),
            offset: 0,
        };
        let ty = program.function(goal).local(*param).ty;
        let size = program.types.size_of(ty).unwrap_or(0);
        store
            .zero(place, size)
            .map_err(|e| Box::new(Diag::bug(e.describe(), Span::DUMMY)))?;
        match value {
            StaticValue::Direct(init) => {
                kernel
                    .eval()
                    .load_init(store, place, ty, init, Span::DUMMY)?;
            }
            StaticValue::Pointee { object_ty, init } => {
                let key = ObjKey::Heap(kernel.next_heap);
                kernel.next_heap += 1;
                let obj_size = program.types.size_of(*object_ty).unwrap_or(0);
                let mut obj = Obj::new(obj_size, Some(*object_ty), parameter_object(goal, *param));
                obj.init.iter_mut().for_each(|b| *b = true);
                store.insert(key, obj);
                let at = Pointer {
                    obj: key,
                    offset: 0,
                };
                kernel
                    .eval()
                    .load_init(store, at, *object_ty, init, Span::DUMMY)?;
                store
                    .write_pointer(place, Some(at))
                    .map_err(|e| Box::new(Diag::bug(e.describe(), Span::DUMMY)))?;
            }
        }
    }
    Ok(())
}

/// Whether the program defines `main`: whether it is a whole program.
fn defines_main(program: &Program) -> bool {
    program
        .function_by_name("main")
        .is_some_and(|f| program.function(f).body.is_some())
}

/// The abstract object of the data a static pointer parameter is given:
/// an allocation site that no statement has.
/// The goal's parameters given an object a pointer into which may leave
/// the goal: through its result, a global, or memory of its caller.
fn escaping_values(
    program: &Program,
    goal: FuncId,
    seeds: &[crate::analysis::points_to::Seed],
    request: &Request,
) -> Result<HashSet<LocalId>, Box<Diag>> {
    let goal_fn = program.function(goal);
    let given = |p: &LocalId| {
        let name = &goal_fn.local(*p).name;
        request.statics.iter().any(|(n, _)| n == name) && !request.dynamic.contains(name)
    };
    let from_caller: Vec<Object> = goal_fn
        .params
        .iter()
        .filter(|p| !given(p))
        .map(|p| Object::Local(goal, *p))
        .collect();
    let (pta, _) = points_to_from_goal(program, goal, seeds, &from_caller)?;
    let mut roots = vec![Object::Return(goal), Object::Unknown];
    roots.extend((0..program.globals.len()).map(|g| Object::Global(GlobalId(g as u32))));
    roots.extend(from_caller);
    let reached = pta.reachable_objects(roots);
    Ok(goal_fn
        .params
        .iter()
        .copied()
        .filter(|p| given(p) && reached.contains(&parameter_object(goal, *p)))
        .collect())
}

fn parameter_object(goal: FuncId, param: LocalId) -> Object {
    Object::Heap(goal, crate::core::BlockId(u32::MAX), param.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The program of one C file holding `text`.
    fn load_text(name: &str, text: &str) -> Frontend {
        let dir = std::env::temp_dir().join(format!("cmix-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join(format!("{name}.c"));
        std::fs::write(&file, text).expect("write");
        let frontend =
            crate::driver::load(&[file], &crate::preprocess::PreprocessOptions::default())
                .unwrap_or_else(|f| panic!("{}", f.render()));
        let _ = std::fs::remove_dir_all(&dir);
        frontend
    }

    /// The crude answer, taken when the whole-program analysis would grow
    /// too big, holds every global the precise one does: those written by
    /// name and those whose address is taken, not the others.
    #[test]
    fn written_globals_without_points_to_are_a_superset() {
        let frontend = load_text(
            "written",
            "int a, b, c, d[4], e;\nint *p = &b;\nconst int *r = &e;\nconst int k = 3;\n\
             void w(int *q) { a = 1; *p = 2; q[1] = c; }\n\
             int f(void) { w(d); return a + b + c + k + *r; }\n",
        );
        let program = &frontend.program;
        let names = |cells: &HashSet<Cell>| -> Vec<String> {
            let mut names: Vec<String> = cells
                .iter()
                .filter_map(|(o, _)| match o {
                    Object::Global(g) => Some(program.global(*g).name.clone()),
                    _ => None,
                })
                .collect();
            names.sort();
            names.dedup();
            names
        };
        let precise = names(&globals_written_within(program, usize::MAX));
        let crude = names(&globals_written_within(program, 0));
        assert_eq!(precise, ["a", "b", "d"]);
        // `e`'s address is taken (only read through, which the crude
        // answer cannot tell).
        assert_eq!(crude, ["a", "b", "d", "e"]);
    }

    /// Past its budget, the goal's points-to analysis is an error at the
    /// goal, not a process that fills memory.
    #[test]
    fn points_to_past_its_budget_is_an_error_at_the_goal() {
        let frontend = load_text(
            "budget",
            "int a, b, *p, *q;\nint **pp = &p;\n\
             int g(int c) { p = c ? &a : &b; q = *pp; return *q; }\n",
        );
        let program = &frontend.program;
        let goal = program
            .functions
            .iter()
            .position(|f| f.name == "g")
            .map(|i| FuncId(i as u32))
            .expect("g is defined");
        assert!(points_to_from_goal(program, goal, &[], &[]).is_ok());
        let refused = points_to_from_goal_within(program, goal, &[], &[], 2)
            .err()
            .expect("two locations are too few");
        assert!(
            refused.message.contains("too entangled"),
            "{}",
            refused.message
        );
        assert_eq!(refused.span, Some(program.function(goal).span));
    }
}
