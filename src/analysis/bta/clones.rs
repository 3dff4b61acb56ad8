//! Polyvariant binding times by cloning. The analysis gives each function
//! one division: a helper called with a static number in one place and a
//! run-time one in another gets a dynamic parameter, and its static call
//! is residual too. Here each group of calls that would pass static
//! numbers where the division has dynamic parameters gets a copy of the
//! callee of its own (`power(x, 5)` and `power(k, x & 3)` call two
//! functions), so that the next analysis keeps them static there.
//!
//! Only numbers are compared: a pointer argument shares its binding time
//! with the parameter (the analysis makes them equal), so its call sites
//! never differ. Recursive, variadic and address-taken functions, and
//! those whose frame matters (label values, setjmp, alloca), keep one
//! copy.

use std::collections::{HashMap, HashSet};

use super::policy::{
    allocates_on_stack, calls_setjmp, functions_named_as_values, is_variadic, uses_label_values,
};
use super::{Bt, CallKind, Division};
use crate::analysis::callgraph::CallGraph;
use crate::analysis::check::ExprBts;
use crate::analysis::points_to::{Object, PointsTo, Step};
use crate::core::{BlockId, Expr, FuncId, Linkage, Program, Stmt};

/// A call statement: function, block, index.
type Site = (FuncId, BlockId, usize);

/// Calls of one function with one pattern: which of its dynamic numeric
/// parameters get a static argument.
type Group = (Vec<bool>, Vec<Site>);

/// Copies of one function at most (the original included).
const MAX_COPIES: usize = 4;

/// Statements all copies together may add to the program.
const MAX_COPIED_STATEMENTS: usize = 20_000;

/// The program with a copy of a function for each group of its calls
/// that pass static numbers to its dynamic parameters, the calls
/// retargeted; `None` when no call does.
pub fn clone_for_static_calls(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    division: &Division,
    (goal, only_unit): (FuncId, Option<u32>),
) -> Option<Program> {
    let bts = ExprBts::new(program, pta, division);
    let address_taken = functions_named_as_values(program);
    // Per callee: the call sites of each pattern (which dynamic numeric
    // parameters get a static argument).
    let mut patterns: HashMap<FuncId, Vec<Group>> = HashMap::new();
    for (f, site, callee, args) in reached_calls(program, division) {
        if !can_copy(program, cg, &address_taken, (goal, only_unit), callee) {
            continue;
        }
        let target = program.function(callee);
        let pattern: Vec<bool> = target
            .params
            .iter()
            .zip(args)
            .map(|(&p, a)| {
                program.types.is_arithmetic(target.local(p).ty)
                    && division.cell(&(Object::Local(callee, p), Vec::new())) == Bt::Dynamic
                    && bts.value(f, a) == Bt::Static
            })
            .collect();
        if !pattern.iter().any(|s| *s) {
            continue;
        }
        let groups = patterns.entry(callee).or_default();
        match groups.iter_mut().find(|(p, _)| *p == pattern) {
            Some((_, sites)) => sites.push(site),
            None => groups.push((pattern, vec![site])),
        }
    }
    let mut callees: Vec<FuncId> = patterns.keys().copied().collect();
    callees.sort();
    let groups: Vec<(FuncId, Vec<Vec<Site>>)> = callees
        .into_iter()
        .map(|c| {
            let sites = patterns[&c].iter().map(|(_, s)| s.clone()).collect();
            (c, sites)
        })
        .collect();
    let (out, copies) = with_copies(program, &groups);
    (!copies.is_empty()).then_some(out)
}

/// A program where functions called from several functions have a copy
/// per calling function, to be analysed and then kept only where the
/// copies' binding times differ (`keep_differing`).
pub struct Split {
    pub program: Program,
    copies: Vec<Copy>,
}

/// A copy in a program: the function it copies, its own id and the
/// calls retargeted to it.
struct Copy {
    original: FuncId,
    id: FuncId,
    sites: Vec<Site>,
}

/// Speculative cloning by calling context. Grouping calls by the
/// binding times of their arguments cannot separate a helper's static
/// uses when its one dynamic use makes its result dynamic, and with it
/// the arguments of the static uses (`v = rev8(v)` in a loop that fills a
/// static table, beside `rev8(x)` on run-time `x`): each call is dynamic
/// only because the other is. Nor can it separate the objects a pointer
/// parameter is given at different calls (`put(fmt, n)` on a static
/// format beside `put(s, n)` on a run-time string): one parameter's
/// targets share a binding time. A copy per calling function and per set
/// of objects the pointer arguments may point to breaks both; the
/// analysis of the split program tells which copies matter. `None` when
/// no function with run-time work is called in two such contexts.
pub fn split_by_caller(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    division: &Division,
    (goal, only_unit): (FuncId, Option<u32>),
) -> Option<Split> {
    let address_taken = functions_named_as_values(program);
    // Per callee, per context (in order), the call sites.
    let mut contexts: HashMap<FuncId, Vec<(Context, Vec<Site>)>> = HashMap::new();
    for (f, site, callee, args) in reached_calls(program, division) {
        if program.function(callee).params.is_empty()
            || !has_runtime_work(division, callee)
            || !can_copy(program, cg, &address_taken, (goal, only_unit), callee)
        {
            continue;
        }
        let mut targets: Vec<Vec<crate::analysis::bta::Cell>> = args
            .iter()
            .filter(|a| program.types.is_pointer(a.ty))
            .map(|a| {
                let mut t = pta.expr_targets(&program.types, f, a);
                t.sort();
                t
            })
            .collect();
        targets.shrink_to_fit();
        let context = (f, targets);
        let by_context = contexts.entry(callee).or_default();
        match by_context.iter_mut().find(|(c, _)| *c == context) {
            Some((_, sites)) => sites.push(site),
            None => by_context.push((context, vec![site])),
        }
    }
    let mut callees: Vec<FuncId> = contexts
        .iter()
        .filter(|(_, by_context)| by_context.len() > 1)
        .map(|(c, _)| *c)
        .collect();
    callees.sort();
    // The first context keeps the original.
    let groups: Vec<(FuncId, Vec<Vec<Site>>)> = callees
        .into_iter()
        .map(|c| {
            let sites = contexts[&c]
                .iter()
                .skip(1)
                .map(|(_, s)| s.clone())
                .collect();
            (c, sites)
        })
        .collect();
    let (out, copies) = with_copies(program, &groups);
    (!copies.is_empty()).then_some(Split {
        program: out,
        copies,
    })
}

/// A call's context for `split_by_caller`: the calling function and what
/// each pointer argument may point to.
type Context = (FuncId, Vec<Vec<crate::analysis::bta::Cell>>);

/// The given program with the copies of `split` whose binding times
/// (`division`, of the split program) differ from their original's,
/// copies that agree with each other made one; `None` when every copy
/// agrees with its original.
pub fn keep_differing(given: &Program, split: &Split, division: &Division) -> Option<Program> {
    let mut summaries: HashMap<FuncId, Summary> = HashMap::new();
    for copy in &split.copies {
        for f in [copy.original, copy.id] {
            summaries
                .entry(f)
                .or_insert_with(|| Summary::of(&split.program, division, f));
        }
    }
    // Per original, the classes of differing copies: a copy standing for
    // the class, and the class's sites.
    let mut kept: Vec<(FuncId, Vec<Class>)> = Vec::new();
    for copy in &split.copies {
        let summary = &summaries[&copy.id];
        if *summary == summaries[&copy.original] {
            continue;
        }
        let index = match kept.iter().position(|(o, _)| *o == copy.original) {
            Some(i) => i,
            None => {
                kept.push((copy.original, Vec::new()));
                kept.len() - 1
            }
        };
        let classes = &mut kept[index].1;
        match classes
            .iter_mut()
            .find(|(like, _)| summaries[like] == *summary)
        {
            Some((_, sites)) => sites.extend(copy.sites.iter().copied()),
            None => classes.push((copy.id, copy.sites.clone())),
        }
    }
    let groups: Vec<(FuncId, Vec<Vec<Site>>)> = kept
        .into_iter()
        .map(|(o, classes)| (o, classes.into_iter().map(|(_, s)| s).collect()))
        .collect();
    let (out, copies) = with_copies(given, &groups);
    (!copies.is_empty()).then_some(out)
}

/// Copies whose binding times agree: one of them, and all their sites.
type Class = (FuncId, Vec<Site>);

/// Calls in functions the goal reaches: caller, site, callee, arguments.
fn reached_calls<'p>(
    program: &'p Program,
    division: &'p Division,
) -> impl Iterator<Item = (FuncId, Site, FuncId, &'p [Expr])> + 'p {
    program
        .functions
        .iter()
        .enumerate()
        .filter_map(|(fi, function)| Some((FuncId(fi as u32), function.body.as_ref()?)))
        .filter(|(f, _)| division.is_reached(*f))
        .flat_map(|(f, body)| {
            body.blocks.iter().enumerate().flat_map(move |(bi, block)| {
                block
                    .stmts
                    .iter()
                    .enumerate()
                    .filter_map(move |(si, stmt)| match stmt {
                        Stmt::Call { callee, args, .. } => {
                            Some((f, (f, BlockId(bi as u32), si), *callee, args.as_slice()))
                        }
                        _ => None,
                    })
            })
        })
}

/// Whether calls of `callee` may go to a copy of it.
/// Whether `callee` may be copied; with `--unit`, only a function of that
/// file is: a copy lands in the replacement for the file, where another
/// file's static data is out of reach.
fn can_copy(
    program: &Program,
    cg: &CallGraph,
    address_taken: &HashSet<FuncId>,
    (goal, only_unit): (FuncId, Option<u32>),
    callee: FuncId,
) -> bool {
    let target = program.function(callee);
    target.body.is_some()
        && only_unit.is_none_or(|unit| target.span.unit == unit)
        && callee != goal
        && !cg.is_recursive(callee)
        && !address_taken.contains(&callee)
        && !is_variadic(program, callee)
        && !uses_label_values(target)
        && !calls_setjmp(program, target)
        && !allocates_on_stack(program, target)
}

/// Whether some statement or branch of `f` is left to run time.
fn has_runtime_work(division: &Division, f: FuncId) -> bool {
    division
        .statements
        .get(&f)
        .is_some_and(|blocks| blocks.iter().flatten().any(|bt| *bt == Bt::Dynamic))
}

/// `program` with a copy of each function for each group of its call
/// sites (at most `MAX_COPIES - 1` per function, `MAX_COPIED_STATEMENTS`
/// in all), the sites retargeted, and the copies made.
fn with_copies(program: &Program, groups: &[(FuncId, Vec<Vec<Site>>)]) -> (Program, Vec<Copy>) {
    let mut out = program.clone();
    let mut taken = program.file_scope_names();
    let mut budget = MAX_COPIED_STATEMENTS;
    let mut copies = Vec::new();
    for (callee, site_groups) in groups {
        let original = program.function(*callee);
        let size: usize = original
            .body
            .as_ref()
            .map_or(0, |b| b.blocks.iter().map(|bl| bl.stmts.len() + 1).sum());
        for sites in site_groups.iter().take(MAX_COPIES - 1) {
            if size > budget {
                break;
            }
            budget -= size;
            let mut copy = original.clone();
            copy.name =
                crate::core::print::fresh_name(&format!("{}_copy", original.name), &mut taken);
            copy.linkage = Linkage::Internal;
            copy.copy_of = Some(original.copy_of.unwrap_or(*callee));
            copy.weak = false;
            copy.asm_label = None;
            let id = FuncId(out.functions.len() as u32);
            out.functions.push(copy);
            for &(f, b, i) in sites {
                if let Some(Stmt::Call { callee, .. }) = out.functions[f.index()]
                    .body
                    .as_mut()
                    .and_then(|body| body.blocks.get_mut(b.index()))
                    .and_then(|block| block.stmts.get_mut(i))
                {
                    *callee = id;
                }
            }
            copies.push(Copy {
                original: *callee,
                id,
                sites: sites.clone(),
            });
        }
    }
    (out, copies)
}

/// What the division says about one function, with the function's own
/// objects named without it, so that a copy compares equal to its
/// original when their binding times agree.
#[derive(PartialEq)]
struct Summary {
    /// Dynamic cells of the function's locals, result and allocations:
    /// (kind, two indices, path).
    cells: Vec<(u8, u32, u32, Vec<Step>)>,
    statements: Option<Vec<Vec<Bt>>>,
    /// Per statement (block, index): how a call is specialized, the
    /// arguments read as strings and the dispatch of a call through a
    /// pointer.
    sites: Vec<SiteSummary>,
    /// Lifted values (block, index, which) and tricks (block, index).
    lifts: Vec<(u32, usize, usize)>,
    tricks: Vec<(u32, usize)>,
    flags: [bool; 4],
}

type SiteSummary = (Option<CallKind>, Vec<usize>, Vec<(FuncId, CallKind)>);

impl Summary {
    fn of(program: &Program, division: &Division, f: FuncId) -> Summary {
        let mut cells: Vec<(u8, u32, u32, Vec<Step>)> = division
            .cells
            .iter()
            .filter(|(_, bt)| **bt == Bt::Dynamic)
            .filter_map(|((object, path), _)| {
                let key = match *object {
                    Object::Local(g, l) if g == f => (0, l.0, 0),
                    Object::Return(g) if g == f => (1, 0, 0),
                    Object::Heap(g, b, i) if g == f => (2, b.0, i),
                    _ => return None,
                };
                Some((key.0, key.1, key.2, path.clone()))
            })
            .collect();
        cells.sort();
        let mut sites = Vec::new();
        if let Some(body) = &program.function(f).body {
            for (bi, block) in body.blocks.iter().enumerate() {
                let b = BlockId(bi as u32);
                for si in 0..block.stmts.len() {
                    sites.push((
                        division.call(f, b, si),
                        division.string_reads(f, b, si).to_vec(),
                        division.dispatch_targets(f, b, si).to_vec(),
                    ));
                }
            }
        }
        let mut lifts: Vec<(u32, usize, usize)> = division
            .lifts
            .iter()
            .filter(|(g, ..)| *g == f)
            .map(|(_, b, i, w)| (b.0, *i, *w))
            .collect();
        lifts.sort();
        let mut tricks: Vec<(u32, usize)> = division
            .tricks
            .iter()
            .filter(|(g, ..)| *g == f)
            .map(|(_, b, i)| (b.0, *i))
            .collect();
        tricks.sort();
        Summary {
            cells,
            statements: division.statements.get(&f).cloned(),
            sites,
            lifts,
            tricks,
            flags: [
                division.is_residual(f),
                division.is_unfolded(f),
                division.is_va_walked(f),
                division.is_runtime_callable(f),
            ],
        }
    }
}
