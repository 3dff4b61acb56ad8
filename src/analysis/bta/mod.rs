//! Binding-time analysis: which values are static (known during
//! specialization) and which are dynamic (computed by the residual program).
//!
//! Constraint-based, after C-Mix (reference book 11.6): every storage cell
//! (an object plus a path of struct fields, as in the points-to analysis),
//! every expression value and every function's "is residual" fact gets a
//! binding-time variable. Equalities are solved with `ena`'s union-find,
//! then dynamic-ness propagates along dependency edges with a worklist.
//!
//! The rules, in short:
//! - a value is dynamic if anything it is computed from is; a static base
//!   value (integer, floating) may meet a dynamic context through a lift,
//!   a pointer may not: pointer assignments make both sides equal;
//! - a dynamic pointer points to dynamic cells only, and all cells one
//!   pointer may point to share one binding time; a dynamic aggregate has
//!   dynamic fields (a static struct may have dynamic fields);
//! - an index or pointer offset that is dynamic makes the address dynamic;
//!   the cells a dynamic address reaches are dynamic, except in read-only
//!   tables (`const` globals defined here), which exist unchanged at run
//!   time: their static reads still run (`is_read_only`);
//! - calls of library functions are dynamic unless the function is pure
//!   (a built-in table plus `--pure`) and its arguments are static;
//! - a function with any dynamic statement is residual, and its result is
//!   dynamic, unless its calls are unfolded (see `unfolded`);
//! - writes to cells that are not the writing function's own locals, done
//!   in loops whose exit is dynamic, in functions called from such loops
//!   or in recursion under dynamic control, make those cells dynamic (see
//!   `SuspendedScope`); other static writes under dynamic control stay
//!   static, and the kernel follows each value (end-configurations). The
//!   constraints are solved again until this adds nothing new.
//!
//! The result is a side table keyed by cells and Core C ids; Core C is not
//! changed.

mod calls;
mod clones;
mod constraints;
mod control;
mod named;
mod policy;
mod tricks;
mod why;

pub use why::{Explanations, Link, Reason, describe_cell};

pub(crate) use control::{SuspendedScope, branch_regions, dynamic_branches};

pub use clones::{clone_for_static_calls, keep_differing, split_by_caller};
pub use named::{canonical_name, functions_named, named_cells};
use policy::unfold_decisions;
pub use policy::{
    allocates_on_stack, calls_setjmp, functions_named_as_values, is_variadic, uses_label_values,
    va_list_locals, walked_lists,
};
pub(crate) use tricks::{array_length, goto_table_read};

use std::collections::{HashMap, HashSet};

use constraints::{Constraints, Key};

use super::callgraph::CallGraph;
use super::escape;
use super::points_to::{Object, PointsTo, Step, extend, leaf_paths};
use crate::core::{
    BlockId, Body, Expr, ExprKind, FuncId, GlobalId, LocalId, Program, Stmt, Terminator,
};
use crate::source::Span;
use crate::types::{TypeId, TypeTable};

/// A binding time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Bt {
    Static,
    Dynamic,
}

/// A cell: an object and a path of struct fields.
pub type Cell = (Object, Vec<Step>);

/// What the user says about the goal and the program.
#[derive(Clone, Debug, Default)]
pub struct BtaOptions {
    /// Names of the goal's static parameters; the others are dynamic.
    pub static_params: Vec<String>,
    /// Variables forced dynamic: goal parameters, globals, `f.x`, field
    /// paths (`named_cells`).
    pub dynamic: Vec<String>,
    /// Library functions that may run at specialization time.
    pub pure: Vec<String>,
    /// The program's own library model entries (`#pragma cmix
    /// reads_string`/`format`), before the built-in model.
    pub library: HashMap<String, crate::analysis::library_model::LibraryFunction>,
    /// Every goal parameter and every global dynamic (for testing).
    pub all_dynamic: bool,
    /// Cells made dynamic by the specializer's generalization (variables
    /// that would make specialization unbounded).
    pub forced_cells: Vec<Cell>,
    /// Functions whose calls are unfolded whatever the policy says
    /// (`--unfold`; never recursive ones).
    pub unfold: Vec<String>,
    /// Functions whose calls are never unfolded (`--no-unfold`).
    pub no_unfold: Vec<String>,
    /// Allocation sites the specializer found it cannot turn into
    /// variables, left to run time (see `escape`).
    pub runtime_sites: Vec<Object>,
    /// Record why each cell and statement is dynamic (`Division::why`).
    pub explain: bool,
    /// What made each of `forced_cells` dynamic, for explanations.
    pub forced_reasons: Vec<(Cell, Span, String)>,
}

/// Library functions that read a number from a string: the locale decides
/// what they accept (its decimal point, its spaces).
const READS_NUMBERS: &[&str] = &[
    "strtol", "strtoul", "strtoll", "strtoull", "strtod", "strtof", "atof", "atoi", "atol",
];

/// What cmix knows of the residual program's locale, on which some
/// library functions' answers depend.
#[derive(Clone, Copy, Debug)]
struct Locale {
    /// The program may change it (`setlocale`): the <ctype.h> functions
    /// then answer what cmix cannot know (but for digits).
    may_change: bool,
    /// It is surely the C locale cmix runs in (a whole program that never
    /// changes it). Otherwise a number's decimal point is not known.
    surely_c: bool,
}

/// Library functions that read a floating number, whose decimal point is
/// the locale's.
const READS_DECIMALS: &[&str] = &["strtod", "strtof", "strtold", "atof"];

/// Points-to's answers for the expressions of a program, by what is
/// asked (targets or places), function and expression. The memo borrows
/// the program unchanged for its life, so an expression's address names
/// it.
pub struct LocationMemo<'p> {
    program: &'p Program,
    pta: &'p PointsTo,
    answers: std::cell::RefCell<HashMap<LocationQuery, std::rc::Rc<Vec<Cell>>>>,
}

/// (targets rather than places, function, expression's address).
type LocationQuery = (bool, FuncId, usize);

impl<'p> LocationMemo<'p> {
    pub fn new(program: &'p Program, pta: &'p PointsTo) -> LocationMemo<'p> {
        LocationMemo {
            program,
            pta,
            answers: Default::default(),
        }
    }

    pub fn program(&self) -> &'p Program {
        self.program
    }

    pub fn points_to(&self) -> &'p PointsTo {
        self.pta
    }
}

/// Whether `e` is floating arithmetic (not a comparison) or a
/// conversion to or from a floating type (of a literal too: `(float)0.1`
/// in a function runs in the rounding mode of the moment): what the
/// rounding mode and flags of <fenv.h> act on.
fn is_float_operation(types: &crate::types::TypeTable, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Binary(op, ..) => !op.is_comparison() && types.is_floating(e.ty),
        ExprKind::Cast(x) => x.ty != e.ty && (types.is_floating(e.ty) || types.is_floating(x.ty)),
        _ => false,
    }
}

/// <fenv.h>'s functions (with glibc's traps): a program that calls one
/// may run floating arithmetic in another rounding mode, or test the
/// flags it raises, so its floating operations are left to run time.
const FLOAT_ENVIRONMENT: &[&str] = &[
    "feclearexcept",
    "fegetexceptflag",
    "feraiseexcept",
    "fesetexceptflag",
    "fetestexcept",
    "fegetround",
    "fesetround",
    "fegetenv",
    "feholdexcept",
    "fesetenv",
    "feupdateenv",
    "feenableexcept",
    "fedisableexcept",
    "fegetexcept",
];

/// <ctype.h> functions that answer the same in every locale (C99 7.4.1.5,
/// 7.4.1.12; `isascii` and `toascii` look at the bits only).
const CTYPE_IN_EVERY_LOCALE: &[&str] = &["isdigit", "isxdigit", "isascii", "toascii"];

/// Library functions that may run during specialization when their
/// arguments are static: they compute a result from their arguments only.
const PURE_LIBRARY: &[&str] = &[
    "strtol",
    "strtoul",
    "strtoll",
    "strtoull",
    "strtod",
    "strtof",
    "atof",
    "strlen",
    "strcmp",
    "strncmp",
    "memcmp",
    "strchr",
    "strrchr",
    "strstr",
    "strpbrk",
    "strspn",
    "strcspn",
    "memchr",
    "abs",
    "labs",
    "llabs",
    "sqrt",
    "sin",
    "cos",
    "tan",
    "exp",
    "log",
    "log10",
    "pow",
    "floor",
    "ceil",
    "fabs",
    "fmod",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "asin",
    "acos",
    "asinh",
    "acosh",
    "atanh",
    "cbrt",
    "exp2",
    "expm1",
    "log2",
    "log1p",
    "tgamma",
    "erf",
    "erfc",
    "trunc",
    "round",
    "fmin",
    "fmax",
    "fdim",
    "remainder",
    "sqrtf",
    "fabsf",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
    "isxdigit",
    "ispunct",
    "isprint",
    "iscntrl",
    "isgraph",
    "toupper",
    "tolower",
    "atoi",
    "atol",
    "malloc",
    "calloc",
    "realloc",
    "free",
    "__builtin_bswap16",
    "__builtin_bswap32",
    "__builtin_bswap64",
    "__builtin_clz",
    "__builtin_ctz",
    "__builtin_popcount",
    "__builtin_ffs",
    "__builtin_clzl",
    "__builtin_ctzl",
    "__builtin_popcountl",
    "__builtin_ffsl",
    "__builtin_clzll",
    "__builtin_ctzll",
    "__builtin_popcountll",
    "__builtin_ffsll",
    "__builtin_parity",
    "__builtin_parityl",
    "__builtin_parityll",
    "__builtin_clrsb",
    "__builtin_clrsbl",
    "__builtin_clrsbll",
    "copysign",
    "copysignf",
    "__builtin_copysign",
    "__builtin_copysignf",
    "__builtin_signbit",
    "__builtin_signbitf",
    "__builtin_signbitl",
];

/// Library functions that write only through their first argument, the
/// bytes it points to, and return it: they run during specialization when
/// what they read and write is static, like the pure ones (a program may
/// define its own, unlike `PURE_LIBRARY`'s: a freestanding `memcpy`).
const WRITING_LIBRARY: &[&str] = &["memcpy", "memmove", "memset", "strcpy", "strncpy", "strcat"];

/// Whether `name` is a library function that writes only through its
/// first argument (`WRITING_LIBRARY`).
pub fn is_writing_library(name: &str) -> bool {
    WRITING_LIBRARY.contains(&name)
}

/// Whether `name` is a library function that frees the block its first
/// argument points to.
fn is_freeing(name: &str) -> bool {
    matches!(
        name,
        "free" | "realloc" | "__builtin_free" | "__builtin_realloc"
    )
}

/// Whether `name` is a library function the specializer may run.
pub fn is_pure_library(name: &str) -> bool {
    PURE_LIBRARY.contains(&name)
}

/// How a call is specialized.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CallKind {
    /// Runs during specialization.
    Static,
    /// Stays in the residual program (a specialized copy of a user
    /// function, or the library call itself).
    Residual,
    /// A residual call inside a recursive cycle.
    RecursiveResidual,
    /// Inlined during specialization: the callee's static results (a
    /// pointer to static data, say) stay static in the caller.
    Unfold,
}

/// The division: binding times of every cell, statement and function.
pub struct Division {
    cells: rustc_hash::FxHashMap<Cell, Bt>,
    /// Per function, per block: binding time of each statement and of the
    /// terminator (last entry).
    statements: rustc_hash::FxHashMap<FuncId, Vec<Vec<Bt>>>,
    calls: rustc_hash::FxHashMap<(FuncId, BlockId, usize), CallKind>,
    residual: Vec<bool>,
    /// Functions whose calls are unfolded.
    unfolded: Vec<bool>,
    /// Variadic functions whose `va_list`s walk a list of each call's
    /// arguments known during specialization (`walked_lists`).
    va_walked: Vec<bool>,
    /// Functions the goal reaches.
    reached: Vec<bool>,
    /// Static values used where a dynamic one is needed, lifted into
    /// residual code: (statement, which value) — the right-hand side or
    /// returned value is 0, library call arguments are by position.
    lifts: rustc_hash::FxHashSet<(FuncId, BlockId, usize, usize)>,
    /// The paths of dynamic cells, per object (`dynamic_below`).
    dynamic_paths: rustc_hash::FxHashMap<Object, Vec<Vec<Step>>>,
    /// Per function: whether run-time code may call it through a pointer
    /// (its address is a run-time value, or code cmix does not see has it).
    runtime_callable: Vec<bool>,
    /// Per call through a pointer: how a call of each function the pointer
    /// may hold is specialized when the pointer is static.
    dispatch: rustc_hash::FxHashMap<(FuncId, BlockId, usize), Vec<(FuncId, CallKind)>>,
    /// Per library call: the arguments it only reads as C strings
    /// (`library_model`). Static data they point to stays static, all of
    /// each object or none of it, and the residual call gets a copy.
    string_reads: rustc_hash::FxHashMap<(FuncId, BlockId, usize), Vec<usize>>,
    /// Of those, the ones read as a count of bytes, not up to a NUL: the
    /// residual call gets the bytes to the end of the object.
    byte_reads: rustc_hash::FxHashMap<(FuncId, BlockId, usize), Vec<usize>>,
    /// Assignments of a number read from static data at a run-time index
    /// to a static variable (`tricks.rs`): the residual program switches
    /// on the value read.
    tricks: rustc_hash::FxHashSet<(FuncId, BlockId, usize)>,
    /// The program uses <fenv.h>: floating arithmetic and conversions
    /// are run-time only (`float_arithmetic_is_dynamic`).
    float_env: bool,
    /// Why each dynamic cell and statement is dynamic, when asked
    /// (`BtaOptions::explain`).
    pub why: Option<Explanations>,
}

impl Division {
    /// Whether the floating operation `e` (arithmetic or a conversion,
    /// `is_float_operation`) is run-time only: the program
    /// uses <fenv.h>, so its rounding mode and flags are the run-time ones.
    pub fn float_arithmetic_is_dynamic(&self, types: &crate::types::TypeTable, e: &Expr) -> bool {
        self.float_env && is_float_operation(types, e)
    }

    /// Whether statement `index` of block `b` of `f` is a trick
    /// (`tricks.rs`).
    pub fn is_trick(&self, f: FuncId, b: BlockId, index: usize) -> bool {
        self.tricks.contains(&(f, b, index))
    }

    pub fn cell(&self, cell: &Cell) -> Bt {
        self.cells.get(cell).copied().unwrap_or(Bt::Static)
    }

    pub fn local(&self, f: FuncId, l: LocalId) -> Bt {
        self.cell(&(Object::Local(f, l), Vec::new()))
    }

    pub fn global(&self, g: GlobalId) -> Bt {
        self.cell(&(Object::Global(g), Vec::new()))
    }

    pub fn statement(&self, f: FuncId, b: BlockId, index: usize) -> Bt {
        self.statements
            .get(&f)
            .and_then(|blocks| blocks.get(b.index()))
            .and_then(|stmts| stmts.get(index))
            .copied()
            .unwrap_or(Bt::Static)
    }

    /// The binding time of a block's terminator.
    pub fn terminator(&self, f: FuncId, b: BlockId) -> Bt {
        self.statements
            .get(&f)
            .and_then(|blocks| blocks.get(b.index()))
            .and_then(|stmts| stmts.last())
            .copied()
            .unwrap_or(Bt::Static)
    }

    pub fn call(&self, f: FuncId, b: BlockId, index: usize) -> Option<CallKind> {
        self.calls.get(&(f, b, index)).copied()
    }

    /// Whether value `which` of the statement is lifted (see `lifts`).
    pub fn is_lifted(&self, f: FuncId, b: BlockId, index: usize, which: usize) -> bool {
        self.lifts.contains(&(f, b, index, which))
    }

    pub fn is_residual(&self, f: FuncId) -> bool {
        self.residual[f.index()]
    }

    /// Whether `other` (the division of the same program with more forced
    /// dynamic) differs from this one only in cells of `objects` and in
    /// statements: no other cell, branch, call or function became dynamic.
    /// Making them dynamic then costs only their own computations.
    pub fn differs_only_in(&self, other: &Division, objects: &[Object]) -> bool {
        let cells = other.cells.iter().all(|(cell, bt)| {
            *bt == Bt::Static || objects.contains(&cell.0) || self.cell(cell) == Bt::Dynamic
        });
        let branches = other.statements.iter().all(|(f, blocks)| {
            blocks.iter().enumerate().all(|(b, stmts)| {
                stmts.last() != Some(&Bt::Dynamic)
                    || self.terminator(*f, BlockId(b as u32)) == Bt::Dynamic
            })
        });
        let calls = other
            .calls
            .iter()
            .all(|(at, kind)| self.calls.get(at) == Some(kind));
        // A read of static data at its run-time value would be a trick.
        let tricks = other.tricks.is_subset(&self.tricks);
        cells
            && branches
            && calls
            && tricks
            && self.residual == other.residual
            && self.unfolded == other.unfolded
            && self.runtime_callable == other.runtime_callable
            && self.dispatch == other.dispatch
    }

    pub fn is_unfolded(&self, f: FuncId) -> bool {
        self.unfolded[f.index()]
    }

    /// Whether `f` is variadic and its `va_list`s walk a static list of each
    /// call's arguments: a specialization of it takes the run-time ones as
    /// fixed parameters.
    pub fn is_va_walked(&self, f: FuncId) -> bool {
        self.va_walked[f.index()]
    }

    pub fn is_reached(&self, f: FuncId) -> bool {
        self.reached[f.index()]
    }

    /// Whether run-time code may call `f` through a pointer: then its
    /// parameters, its result and every object it touches are dynamic, and
    /// one residual version of it serves every such call.
    pub fn is_runtime_callable(&self, f: FuncId) -> bool {
        self.runtime_callable
            .get(f.index())
            .copied()
            .unwrap_or(false)
    }

    /// How the call through a pointer at the statement calls `target` when
    /// the pointer is static (`None`: not a target points-to found).
    pub fn dispatch(
        &self,
        f: FuncId,
        b: BlockId,
        index: usize,
        target: FuncId,
    ) -> Option<CallKind> {
        self.dispatch
            .get(&(f, b, index))?
            .iter()
            .find(|(g, _)| *g == target)
            .map(|(_, k)| *k)
    }

    /// The arguments of the library call at (`f`, `b`, `index`) that it
    /// only reads as bytes (a subset of `string_reads`).
    pub fn byte_reads(&self, f: FuncId, b: BlockId, index: usize) -> &[usize] {
        self.byte_reads
            .get(&(f, b, index))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The arguments of the library call at (`f`, `b`, `index`) that it
    /// only reads, as C strings or as bytes.
    pub fn string_reads(&self, f: FuncId, b: BlockId, index: usize) -> &[usize] {
        self.string_reads
            .get(&(f, b, index))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    pub fn dispatch_targets(&self, f: FuncId, b: BlockId, index: usize) -> &[(FuncId, CallKind)] {
        self.dispatch
            .get(&(f, b, index))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Cells with their binding times, for printing.
    pub fn cells(&self) -> impl Iterator<Item = (&Cell, Bt)> {
        self.cells.iter().map(|(c, b)| (c, *b))
    }

    /// Whether a cell below `cell` (a field of it, at any depth) is
    /// dynamic: what a read of `cell`'s bytes as a number depends on.
    /// A dynamic cell below `cell` (the shortest path, the first of
    /// those): what makes a partly dynamic struct dynamic.
    pub fn first_dynamic_below(&self, cell: &Cell) -> Option<Cell> {
        self.dynamic_paths
            .get(&cell.0)?
            .iter()
            .filter(|p| p.len() > cell.1.len() && p.starts_with(&cell.1))
            .min_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)))
            .map(|p| (cell.0, p.clone()))
    }

    pub fn dynamic_below(&self, cell: &Cell) -> bool {
        self.dynamic_paths.get(&cell.0).is_some_and(|paths| {
            paths
                .iter()
                .any(|p| p.len() > cell.1.len() && p.starts_with(&cell.1))
        })
    }
}

/// Where an object is declared, for explanations.
fn object_span(program: &Program, object: &Object) -> Span {
    match object {
        Object::Global(g) => program.global(*g).span,
        Object::Local(f, l) => program.function(*f).local(*l).span,
        Object::Return(f) | Object::Func(f) => program.function(*f).span,
        _ => Span::DUMMY,
    }
}

/// What a statement does to the cells it writes, for explanations.
fn describe_statement(program: &Program, stmt: &Stmt) -> String {
    match stmt {
        Stmt::Assign { .. } => "it is assigned here".to_string(),
        Stmt::Zero { .. } => "it is set to zero here".to_string(),
        Stmt::Eval { .. } => "it is evaluated here".to_string(),
        Stmt::Call { callee, .. } if program.function(*callee).indirect => {
            "it is in a call through a function pointer here".to_string()
        }
        Stmt::Call { callee, .. } => {
            format!(
                "it is in the call of `{}` here",
                program.function(*callee).name
            )
        }
    }
}

/// Runs the analysis for `goal` under `options`.
pub fn analyze(program: &Program, goal: FuncId, options: &BtaOptions) -> Result<Division, String> {
    let pta = PointsTo::compute(program);
    let cg = CallGraph::with_pointers(program, &pta);
    analyze_with(program, &pta, &cg, goal, options)
}

/// The analysis on points-to and call-graph results computed already.
pub fn analyze_with(
    program: &Program,
    pta: &PointsTo,
    cg: &CallGraph,
    goal: FuncId,
    options: &BtaOptions,
) -> Result<Division, String> {
    analyze_remembering(&LocationMemo::new(program, pta), cg, goal, options)
}

/// `analyze_with` of `memo`'s program and points-to, which remembers
/// points-to's answers for the next analysis of the same program given it
/// (the analyses of one specialization with more cells forced dynamic).
pub fn analyze_remembering(
    memo: &LocationMemo,
    cg: &CallGraph,
    goal: FuncId,
    options: &BtaOptions,
) -> Result<Division, String> {
    let (program, pta) = (memo.program, memo.pta);
    let reached = reached_from(program, pta, cg, goal);
    let goal_fn = program.function(goal);
    for name in &options.static_params {
        if !goal_fn
            .params
            .iter()
            .any(|p| &goal_fn.local(*p).name == name)
        {
            return Err(format!("`{name}` is not a parameter of `{}`", goal_fn.name));
        }
    }
    let mut forced: HashSet<Cell> = options.forced_cells.iter().cloned().collect();
    // What made each forced cell dynamic, for explanations.
    let mut forced_why: HashMap<Cell, Reason> = HashMap::new();
    if options.explain {
        for (cell, span, text) in &options.forced_reasons {
            forced_why.insert(
                cell.clone(),
                Reason {
                    span: *span,
                    text: text.clone(),
                },
            );
        }
    }
    for name in &options.dynamic {
        for cell in named_cells(program, goal, name)? {
            forced_why.entry(cell.clone()).or_insert_with(|| Reason {
                span: Span::DUMMY,
                text: format!("`{name}` is named dynamic (by --dynamic, --residual, --generalize or `#pragma cmix`)"),
            });
            forced.insert(cell);
        }
    }
    let policy::Decisions { unfold, va_walked } =
        unfold_decisions(program, cg, options, Some(goal))?;
    let locale = Locale {
        may_change: calls_any(program, &["setlocale", "uselocale", "dlsym", "dlvsym"]),
        surely_c: super::library_model::runs_in_c_locale(program),
    };
    let float_env = calls_any(program, FLOAT_ENVIRONMENT);
    let named_as_values = functions_named_as_values(program);
    let mut runtime_sites = escape::escaping_sites(program, pta, cg, goal, &reached);
    runtime_sites.extend(options.runtime_sites.iter().copied());
    // Each round adds the cells written under dynamic control and the
    // allocation sites left to run time; it ends when a round adds nothing
    // (at most one round per cell, function and site).
    loop {
        let mut constraints = Constraints::new();
        if options.explain {
            constraints.why = Some(why::Recorder::new());
        }
        let mut generator = Generator {
            program,
            pta,
            cg,
            options,
            unfold: &unfold,
            va_walked: &va_walked,
            locale,
            float_env,
            locations: memo,
            c: constraints,
            forced_why: &forced_why,
            residual: Vec::new(),
            runtime_callable: Vec::new(),
            stmt_keys: HashMap::new(),
            branch_keys: HashMap::new(),
            lift_candidates: HashMap::new(),
            string_reads: HashMap::new(),
            byte_reads: HashMap::new(),
            index_locals: HashMap::new(),
            derefed_locals: HashMap::new(),
            tricks: HashMap::new(),
            goto_tricks: HashMap::new(),
            scalar_places: Vec::new(),
            runtime_sites: &runtime_sites,
        };
        generator.generate(goal, &reached, &forced);
        generator.c.solve();
        let scope = SuspendedScope::compute(program, cg, &reached, |f, b| {
            generator
                .branch_keys
                .get(&(f, b))
                .copied()
                .is_some_and(|k| generator.c.is_dynamic(k))
        });
        let mut changed = false;
        let mut written_under: Vec<(Cell, Span)> = Vec::new();
        // An unfolded function's code runs in its callers' residual
        // functions: their variables it writes (`*pp = p`, a cursor the
        // caller keeps) are as its own.
        let hosts = |f: FuncId| unfolded_hosts(cg, &|g| unfold[g.index()], &named_as_values, f);
        for (i, f) in program.functions.iter().enumerate() {
            let fid = FuncId(i as u32);
            let Some(body) = &f.body else { continue };
            if !reached[i] {
                continue;
            }
            for (b, block) in body.blocks.iter().enumerate() {
                if !scope.suspends(fid, BlockId(b as u32)) {
                    continue;
                }
                for stmt in &block.stmts {
                    // What a library call writes through its first
                    // argument, as an assignment would.
                    let cells = match stmt {
                        Stmt::Call { callee, args, .. }
                            if program.function(*callee).body.is_none()
                                && is_writing_library(&program.function(*callee).name)
                                && !args.is_empty() =>
                        {
                            pta.expr_targets(&program.types, fid, &args[0])
                        }
                        _ => match stmt.written() {
                            Some(target) => pta.expr_places(&program.types, fid, target),
                            None => continue,
                        },
                    };
                    for cell in cells {
                        let local = matches!(cell.0, Object::Local(owner, _)
                            if owner == fid || hosts(fid).contains(&owner));
                        if !local && forced.insert(cell.clone()) {
                            changed = true;
                            if options.explain {
                                written_under.push((cell, stmt.span()));
                            }
                        }
                    }
                }
            }
        }
        let new_sites: Vec<Object> = generator
            .runtime_sites_needed(goal, &reached, &scope)
            .into_iter()
            .filter(|site| !runtime_sites.contains(site))
            .collect();
        if !changed && new_sites.is_empty() {
            return Ok(generator.finish(reached));
        }
        for (cell, span) in written_under {
            forced_why.entry(cell).or_insert(Reason {
                span,
                text: "it is written here under run-time control (in a loop or recursion whose end is decided at run time), outside the writing function's own variables".to_string(),
            });
        }
        runtime_sites.extend(new_sites);
    }
}

/// The functions in whose residual functions the code of `f` runs, besides
/// `f`'s own: while calls are unfolded (and `f` is never called through a
/// pointer, which calls a residual function), its callers, and theirs.
pub(crate) fn unfolded_hosts(
    cg: &CallGraph,
    is_unfolded: &dyn Fn(FuncId) -> bool,
    named_as_values: &HashSet<FuncId>,
    f: FuncId,
) -> Vec<FuncId> {
    let mut hosts = vec![f];
    let mut next = 0;
    while let Some(&g) = hosts.get(next) {
        next += 1;
        if !is_unfolded(g) || named_as_values.contains(&g) {
            continue;
        }
        for caller in cg.callers(g) {
            if !hosts.contains(&caller) {
                hosts.push(caller);
            }
        }
    }
    hosts
}

/// Whether code of the program calls, or takes the address of, one of the
/// library functions `names` (declaring them, as `<locale.h>` does, is
/// not enough).
/// The functions of `--pure` whose answers depend on a locale the program
/// may change (it calls `setlocale`): run during specialization, they
/// answer in the C locale, as the user's declaration says they may.
pub fn pure_despite_the_locale<'n>(program: &Program, pure: &'n [String]) -> Vec<&'n str> {
    let depends = |name: &str| {
        READS_NUMBERS.contains(&name)
            || READS_DECIMALS.contains(&name)
            || (crate::emit_c::CTYPE_MACROS.contains(&name)
                && !CTYPE_IN_EVERY_LOCALE.contains(&name))
    };
    let named: Vec<&str> = pure
        .iter()
        .map(String::as_str)
        .filter(|n| depends(n))
        .collect();
    if named.is_empty() || !calls_any(program, &["setlocale", "uselocale", "dlsym", "dlvsym"]) {
        return Vec::new();
    }
    named
}

fn calls_any(program: &Program, names: &[&str]) -> bool {
    let named: Vec<FuncId> = names
        .iter()
        .filter_map(|name| program.function_by_name(name))
        .collect();
    if named.is_empty() {
        return false;
    }
    let taken = functions_named_as_values(program);
    named.iter().any(|f| taken.contains(f))
        || program
            .functions
            .iter()
            .filter_map(|function| function.body.as_ref())
            .flat_map(|body| body.blocks.iter().flat_map(|b| &b.stmts))
            .any(|stmt| matches!(stmt, Stmt::Call { callee, .. } if named.contains(callee)))
}

/// The functions whose code counts for `goal`: those it calls, directly
/// or through pointers, those whose address their code takes (run-time
/// code may call them), and those code outside the program may call back.
pub fn reached_from(program: &Program, pta: &PointsTo, cg: &CallGraph, goal: FuncId) -> Vec<bool> {
    if let Some(reached) = pta.reached() {
        // The analysis from the goal found the same closure.
        return reached.to_vec();
    }
    let mut reached = vec![false; program.functions.len()];
    let mut stack = vec![goal];
    stack.extend(pta.called_from_outside().into_iter().map(|(g, _)| g));
    while let Some(f) = stack.pop() {
        if std::mem::replace(&mut reached[f.index()], true) {
            continue;
        }
        stack.extend(cg.callees(f));
        let Some(body) = &program.function(f).body else {
            continue;
        };
        for block in &body.blocks {
            let mut taken = |e: &Expr| {
                e.walk(&mut |x| {
                    if let ExprKind::FuncAddr(g) = x.kind {
                        stack.push(g);
                    }
                })
            };
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut taken);
            }
            block.term.for_each_expr(&mut taken);
        }
    }
    reached
}

struct Generator<'a> {
    program: &'a Program,
    pta: &'a PointsTo,
    /// Allocation sites whose calls stay in the residual program (see
    /// `escape`).
    runtime_sites: &'a HashSet<Object>,
    /// Cells read or written as numbers. One that has fields below it (a
    /// struct's bytes through a `char *`) is all of them (`punned_places`).
    scalar_places: Vec<Cell>,
    cg: &'a CallGraph,
    options: &'a BtaOptions,
    /// Per function: are its calls unfolded.
    unfold: &'a [bool],
    /// Per function: is it variadic with walked `va_list`s.
    va_walked: &'a [bool],
    /// What cmix knows of the locale the residual program runs in.
    locale: Locale,
    /// The program uses <fenv.h> (`FLOAT_ENVIRONMENT`): floating
    /// arithmetic depends on its rounding mode and raises the flags it
    /// tests, so none runs during specialization.
    float_env: bool,
    /// Points-to's places and targets of expressions, asked by several
    /// constraints of one expression and again by every round.
    locations: &'a LocationMemo<'a>,
    c: Constraints,
    residual: Vec<Key>,
    /// Per function: is it runtime-callable (see
    /// `Division::is_runtime_callable`).
    runtime_callable: Vec<Key>,
    /// Binding-time key of each statement (and terminator, at index
    /// `stmts.len()`), per function and block.
    stmt_keys: HashMap<(FuncId, BlockId, usize), Key>,
    /// Keys of branch conditions.
    branch_keys: HashMap<(FuncId, BlockId), Key>,
    /// Keys of scalar values that may need a lift: assigned right-hand
    /// sides, returned values (at the terminator's index) and arguments of
    /// library calls, by position.
    lift_candidates: HashMap<(FuncId, BlockId, usize), Vec<(usize, Key)>>,
    /// Library calls' arguments read as C strings or bytes
    /// (`Division::string_reads`, `Division::byte_reads`).
    string_reads: HashMap<(FuncId, BlockId, usize), Vec<usize>>,
    byte_reads: HashMap<(FuncId, BlockId, usize), Vec<usize>>,
    /// Per function: the locals worth a trick (`tricks::index_locals`).
    index_locals: HashMap<FuncId, HashSet<LocalId>>,
    /// Per function: the pointers worth a trick (`tricks::derefed_locals`).
    derefed_locals: HashMap<FuncId, HashSet<LocalId>>,
    /// Trick candidates, with the key of the whole value read.
    tricks: HashMap<(FuncId, BlockId, usize), Key>,
    /// Computed gotos through a table (`goto_trick`): keys of the index
    /// and of the table.
    goto_tricks: HashMap<(FuncId, BlockId), (Key, Key)>,
    /// Why each of the forced cells is dynamic (`BtaOptions::explain`).
    forced_why: &'a HashMap<Cell, Reason>,
}

impl<'a> Generator<'a> {
    fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    fn generate(&mut self, goal: FuncId, reached: &[bool], forced: &HashSet<Cell>) {
        let program = self.program;
        self.residual = (0..program.functions.len())
            .map(|_| self.c.fresh())
            .collect();
        self.runtime_callable = (0..program.functions.len())
            .map(|_| self.c.fresh())
            .collect();
        // Globals: static unless defined elsewhere, volatile or forced.
        for (i, g) in program.globals.iter().enumerate() {
            let cell = (Object::Global(GlobalId(i as u32)), Vec::new());
            let k = self.c.cell(&cell);
            let volatile = self.types().quals(g.ty).is_shared();
            let forced = self.options.all_dynamic || self.options.dynamic.contains(&g.name);
            if !g.defined || volatile || forced {
                self.c.force_because(k, g.span, || {
                    if !g.defined {
                        format!("`{}` is defined in none of the files given: another file or a library may set it", g.name)
                    } else if volatile {
                        format!("`{}` is volatile", g.name)
                    } else if self.options.all_dynamic {
                        "everything is dynamic (--all-dynamic)".to_string()
                    } else {
                        format!("`{}` is named dynamic (by --dynamic, --residual, --generalize or `#pragma cmix`)", g.name)
                    }
                });
            }
            self.runtime_leaves_dynamic(Object::Global(GlobalId(i as u32)), g.ty, true);
        }
        // A `va_list` is the state of a run-time call's variable
        // arguments: never static, but in a variadic function whose lists
        // are walked (`walked_lists`), a list the specializer knows.
        for (i, function) in program.functions.iter().enumerate() {
            if function.body.is_none() {
                continue;
            }
            let va_lists = !self.va_walked[i];
            for (l, local) in function.locals.iter().enumerate() {
                let object = Object::Local(FuncId(i as u32), LocalId(l as u32));
                self.runtime_leaves_dynamic(object, local.ty, va_lists);
            }
        }
        // The goal's parameters.
        let goal_fn = program.function(goal);
        for p in &goal_fn.params {
            let name = &goal_fn.local(*p).name;
            let is_static = self.options.static_params.contains(name)
                && !self.options.dynamic.contains(name)
                && !self.options.all_dynamic;
            if !is_static {
                let k = self.c.cell(&(Object::Local(goal, *p), Vec::new()));
                let span = goal_fn.local(*p).span;
                self.c.force_because(k, span, || {
                    if self.options.dynamic.contains(name) {
                        format!("`{name}` is named dynamic (by --dynamic, --residual, --generalize or `#pragma cmix`)")
                    } else if self.options.all_dynamic {
                        "everything is dynamic (--all-dynamic)".to_string()
                    } else {
                        format!(
                            "`{name}` is a parameter of the goal `{}` not given with --static",
                            goal_fn.name
                        )
                    }
                });
            }
        }
        for cell in forced {
            let k = self.c.cell(cell);
            let why = self.forced_why.get(cell);
            self.c
                .force_because(k, why.map_or(Span::DUMMY, |w| w.span), || {
                    why.map_or_else(
                        || "cmix made it dynamic (a generalization)".to_string(),
                        |w| w.text.clone(),
                    )
                });
        }
        for (i, f) in program.functions.iter().enumerate() {
            if !reached[i] {
                continue;
            }
            let Some(body) = &f.body else { continue };
            self.function(FuncId(i as u32), body);
        }
        self.runtime_callable_functions(reached, goal);
        self.well_formed_pointers();
        self.punned_places();
        self.overlapping_cells();
    }

    /// Cells of one object that are the same bytes under two struct types
    /// (a struct read through a pointer to its first member's type, or
    /// back; a `sockaddr` read as a `sockaddr_in`) have one binding time:
    /// a write through one path writes the other.
    fn overlapping_cells(&mut self) {
        let types = &self.program.types;
        let mut by_object: HashMap<Object, Vec<CellBits>> = HashMap::new();
        for (cell, k) in &self.c.cells {
            if let Some((start, end)) = bit_range(types, &cell.1) {
                by_object
                    .entry(cell.0)
                    .or_default()
                    .push((start, end, *k, &cell.1));
            }
        }
        let mut together = Vec::new();
        for cells in by_object.values_mut() {
            cells.sort_by_key(|c| (c.0, c.1));
            for (i, a) in cells.iter().enumerate() {
                for b in &cells[i + 1..] {
                    if b.0 >= a.1 {
                        break;
                    }
                    // A struct and its own fields are told apart.
                    if !a.3.starts_with(b.3) && !b.3.starts_with(a.3) {
                        together.push((a.2, b.2));
                    }
                }
            }
        }
        for (a, b) in together {
            self.c.dep(a, b);
            self.c.dep(b, a);
        }
    }

    /// A number read or written at a cell that has fields below it reads
    /// or writes their bytes (`((unsigned char *)&r)[4]` is part of `r.b`;
    /// `(&c.g)[-1]` is `c.r`): the cell and every field below it are
    /// static or dynamic together, so that the residual object holds every
    /// byte such an access may see.
    fn punned_places(&mut self) {
        let mut by_object: HashMap<Object, Vec<(Vec<Step>, Key)>> = HashMap::new();
        for (cell, k) in &self.c.cells {
            by_object
                .entry(cell.0)
                .or_default()
                .push((cell.1.clone(), *k));
        }
        let mut places = std::mem::take(&mut self.scalar_places);
        places.sort();
        places.dedup();
        for place in places {
            let mut together = vec![self.c.cell(&place)];
            together.extend(
                by_object
                    .get(&place.0)
                    .into_iter()
                    .flatten()
                    .filter(|(sub, _)| sub.len() > place.1.len() && sub.starts_with(&place.1))
                    .map(|(_, k)| *k),
            );
            if together.len() < 2 {
                continue;
            }
            for (i, k) in together.iter().enumerate() {
                self.c.dep(*k, together[(i + 1) % together.len()]);
            }
        }
    }

    /// Every pointer cell the points-to analysis knows: when it is dynamic,
    /// what it points to is too; all its targets share a binding time.
    /// (Static initializers are constants; the addresses they hold reach
    /// the analysis through these points-to sets.)
    fn well_formed_pointers(&mut self) {
        // Targets are cells too, and may be pointers themselves: go on until
        // no new cell appears.
        let mut done: HashSet<Cell> = HashSet::new();
        loop {
            let pending: Vec<Cell> = self
                .c
                .cells
                .keys()
                .filter(|c| !done.contains(*c))
                .cloned()
                .collect();
            if pending.is_empty() {
                break;
            }
            for cell in pending {
                let targets = self.pta.cell_targets_of(&cell);
                let k = self.c.cells[&cell];
                if !targets.is_empty() {
                    let program = self.program;
                    self.c.because(object_span(program, &cell.0), || {
                        format!(
                            "it may be pointed to by {}: what a dynamic pointer points to is dynamic, and one pointer's targets share their binding time",
                            why::describe_cell(program, &cell)
                        )
                    });
                }
                self.point_to(k, &targets);
                done.insert(cell);
            }
        }
    }

    fn point_to(&mut self, pointer: Key, targets: &[Cell]) {
        // A function whose address is a run-time value may be called by
        // run-time code.
        for t in targets {
            if let Object::Func(g) = t.0 {
                self.c.dep(pointer, self.runtime_callable[g.index()]);
            }
        }
        let mut first: Option<Key> = None;
        // A pointer that may also reach a writable object ties a read-only
        // one to it; one that reaches only read-only tables leaves them be.
        let only_read_only = targets.iter().all(|t| is_read_only(self.program, &t.0));
        for t in targets {
            if only_read_only {
                self.c.cell(t);
                continue;
            }
            let tk = self.c.cell(t);
            self.c.dep(pointer, tk);
            match first {
                None => first = Some(tk),
                Some(f) => self.c.equal(f, tk),
            }
        }
    }

    /// A key that makes dynamic, when a computed goto of `f` is, all that a
    /// run-time target needs dynamic: it lands on one residual block per
    /// label, whatever the static data where its address was taken, so
    /// nothing the function keeps or changes stays static (its locals, and
    /// what it or its callees may write).
    fn label_state(&mut self, f: FuncId) -> Key {
        let k = self.c.fresh();
        let function = self.program.function(f);
        for (l, local) in function.locals.iter().enumerate() {
            let cell = (Object::Local(f, LocalId(l as u32)), Vec::new());
            for (path, _) in leaf_paths(self.types(), local.ty) {
                let ck = self.c.cell(&extend(&cell, &path));
                self.c.dep(k, ck);
            }
        }
        let touched = super::modref::touched_objects(self.program, self.pta, self.cg, &[f]);
        for object in touched.get(&f).into_iter().flatten() {
            if !is_read_only(self.program, object) {
                let ck = self.c.cell(&(*object, Vec::new()));
                self.c.dep(k, ck);
            }
        }
        k
    }

    /// Forces dynamic what a `longjmp` back into `f` may find changed at
    /// run time: the globals and blocks `f` and its callees touch, the
    /// locals of other frames they write through pointers, and `f`'s own
    /// locals whose address is taken (C leaves its other locals that
    /// changed since the setjmp indeterminate, and volatile ones are
    /// dynamic already, so the rest may keep their static values; gcc's
    /// `__builtin_setjmp` keeps them all, so all are dynamic).
    fn setjmp_state(&mut self, f: FuncId) {
        let mut objects: Vec<Object> = Vec::new();
        let function = self.program.function(f);
        // gcc's __builtin_setjmp keeps every local's value.
        let keeps_locals = policy::calls_gcc_jump(self.program, function, crate::core::GCC_SETJMP);
        for l in 0..function.locals.len() {
            let local = Object::Local(f, LocalId(l as u32));
            if keeps_locals || !self.pta.cells_pointing_to(local).is_empty() {
                objects.push(local);
            }
        }
        let touched = super::modref::touched_objects(self.program, self.pta, self.cg, &[f]);
        objects.extend(touched.get(&f).into_iter().flatten().copied());
        objects.extend(super::modref::frames_written(
            self.program,
            self.pta,
            self.cg,
            f,
        ));
        for object in objects {
            if is_read_only(self.program, &object) {
                continue;
            }
            // A cell's fields depend on it: the root is enough.
            let k = self.c.cell(&(object, Vec::new()));
            self.c.force(k);
        }
    }

    /// Forces the leaves of `object` (of type `ty`) that hold values cmix
    /// never has during specialization dynamic: run-time-only values
    /// (`TypeTable::holds_runtime_only`) and, if `va_lists`, `va_list`s.
    fn runtime_leaves_dynamic(&mut self, object: Object, ty: TypeId, va_lists: bool) {
        for (path, leaf) in leaf_paths(self.types(), ty) {
            let va_list = matches!(self.types().kind(leaf), crate::types::TypeKind::VaList);
            // A union's bytes may be static while no member of a run-time
            // only type is used (`lvalue` makes the cell dynamic where one
            // is): a union aligned with a `long double` member.
            let held = self.types().holds_runtime_only(leaf) && !self.types().is_union(leaf);
            if va_list && va_lists || held {
                let k = self.c.cell(&(object, path));
                self.c.force_because(k, Span::DUMMY, || {
                    if va_list {
                        "it is a `va_list`, the state of a run-time call's variable arguments".to_string()
                    } else {
                        "it holds a value cmix never computes during specialization (long double, _Complex, __int128, vectors)".to_string()
                    }
                });
            }
        }
    }

    fn function(&mut self, f: FuncId, body: &Body) {
        let residual = self.residual[f.index()];
        let ret = (Object::Return(f), Vec::new());
        let ret_key = self.c.cell(&ret);
        // A residual function's result is computed at run time; an unfolded
        // one's result is whatever its return statements give.
        if !self.unfold[f.index()] {
            let name = &self.program.function(f).name;
            self.c.because(self.program.function(f).span, || {
                format!("`{name}` is residual (specialized as a function of its own, it has a dynamic parameter, statement or result)")
            });
            // Specialized as a function of its own: a dynamic parameter or
            // result makes it residual, and a residual one returns a
            // run-time value.
            self.c.dep(residual, ret_key);
            let ret_ty = crate::core::print::signature(self.types(), self.program.function(f).ty)
                .map(|sig| sig.ret);
            if let Some(ret_ty) = ret_ty {
                for (path, _) in leaf_paths(self.types(), ret_ty) {
                    let k = self.c.cell(&extend(&ret, &path));
                    self.c.dep(k, residual);
                }
            }
            let function = self.program.function(f);
            for p in &function.params {
                let cell = (Object::Local(f, *p), Vec::new());
                for (path, _) in leaf_paths(self.types(), function.local(*p).ty) {
                    let k = self.c.cell(&extend(&cell, &path));
                    self.c.dep(k, residual);
                }
            }
        }
        // Made once for the function's computed gotos (`label_state`).
        let mut label_state: Option<Key> = None;
        // A longjmp returns to a setjmp with the run-time state, as a
        // computed goto does to a label.
        if calls_setjmp(self.program, self.program.function(f)) {
            self.setjmp_state(f);
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let bid = BlockId(b as u32);
            for (i, stmt) in block.stmts.iter().enumerate() {
                self.c
                    .because(stmt.span(), || describe_statement(self.program, stmt));
                let k = self.stmt(f, bid, i, stmt);
                self.c.because(stmt.span(), || {
                    let name = &self.program.function(f).name;
                    format!("`{name}` runs a statement here at run time, so it is residual")
                });
                self.c.dep(k, residual);
                self.stmt_keys.insert((f, bid, i), k);
            }
            if let Some(span) = block.term.span() {
                self.c.because(span, || match &block.term {
                    Terminator::Return { .. } => "it is returned here".to_string(),
                    _ => "the branch here is decided by it".to_string(),
                });
            }
            let k = match &block.term {
                Terminator::If { cond, .. } => {
                    let k = self.value(f, cond);
                    self.branch_keys.insert((f, bid), k);
                    k
                }
                Terminator::Switch { scrutinee, .. } => {
                    let k = self.value(f, scrutinee);
                    self.branch_keys.insert((f, bid), k);
                    k
                }
                Terminator::IndirectGoto { target, .. } => {
                    let state = match label_state {
                        Some(state) => state,
                        None => {
                            let state = self.label_state(f);
                            label_state = Some(state);
                            state
                        }
                    };
                    let (k, table) = match self.goto_trick(f, target) {
                        Some((index, table)) => {
                            self.goto_tricks.insert((f, bid), (index, table));
                            (self.c.join(&[index, table]), table)
                        }
                        None => {
                            let k = self.value(f, target);
                            (k, k)
                        }
                    };
                    self.branch_keys.insert((f, bid), k);
                    // Only a target that is not one of a static table's
                    // labels needs each label to have one residual block.
                    self.c.dep(table, state);
                    k
                }
                Terminator::Return { value: Some(v), .. } => {
                    let scalar = self.lift_candidate(f, bid, block.stmts.len(), v);
                    let place = vec![ret.clone()];
                    let stored = self.store(f, &place, v.ty, v, scalar);
                    // A return is dynamic exactly when the function is
                    // residual, or, unfolded, when its value is.
                    if self.unfold[f.index()] {
                        stored
                    } else {
                        residual
                    }
                }
                Terminator::Return { value: None, .. } if !self.unfold[f.index()] => residual,
                _ => self.c.static_key,
            };
            if let Some(span) = block.term.span() {
                self.c.because(span, || {
                    let name = &self.program.function(f).name;
                    format!(
                        "`{name}` decides a branch or returns here at run time, so it is residual"
                    )
                });
            }
            self.c.dep(k, residual);
            self.stmt_keys.insert((f, bid, block.stmts.len()), k);
        }
    }

    /// The value key of an arithmetic value that a lift may carry into
    /// residual code (an assigned or returned value), recorded so that
    /// `finish` can tell which ones are lifted.
    fn lift_candidate(&mut self, f: FuncId, b: BlockId, i: usize, v: &Expr) -> Option<Key> {
        if !self.types().is_arithmetic(v.ty) {
            return None;
        }
        let k = self.value(f, v);
        self.lift_candidates.insert((f, b, i), vec![(0, k)]);
        Some(k)
    }

    /// For a trick candidate `lhs = rhs` (`tricks.rs`), the key of the
    /// value `lhs` gets: static when the pointer read through and the
    /// cells read are, whatever the index. The whole value's key decides
    /// whether the trick applies (it is dynamic only through the index).
    fn trick(&mut self, f: FuncId, b: BlockId, i: usize, lhs: &Expr, rhs: &Expr) -> Option<Key> {
        let program = self.program;
        let body = program.function(f).body.as_ref()?;
        let locals = self
            .index_locals
            .entry(f)
            .or_insert_with(|| tricks::index_locals(body));
        let Some(read) = tricks::candidate_read(program, locals, lhs, rhs) else {
            return self.pointer_trick(f, (b, i), lhs, rhs);
        };
        let ExprKind::Index(base, _) = &read.kind else {
            return None;
        };
        let whole = self.value(f, rhs);
        // Made dynamic, the variable may need the value lifted.
        self.lift_candidates.insert((f, b, i), vec![(0, whole)]);
        let mut keys = vec![self.value(f, base)];
        for place in self.pta.expr_places(self.types(), f, read) {
            keys.push(self.c.cell(&place));
        }
        self.tricks.insert((f, b, i), whole);
        Some(self.c.join(&keys))
    }

    /// For a pointer trick candidate `lhs = rhs` (`tricks::pointer_read`),
    /// the key of the pointer `lhs` gets: static when the array's address
    /// and its elements are, whatever the index. Only the index is read
    /// at run time: each case reads its element during specialization.
    fn pointer_trick(
        &mut self,
        f: FuncId,
        (b, i): (BlockId, usize),
        lhs: &Expr,
        rhs: &Expr,
    ) -> Option<Key> {
        let program = self.program;
        let body = program.function(f).body.as_ref()?;
        let derefed = self
            .derefed_locals
            .entry(f)
            .or_insert_with(|| tricks::derefed_locals(body));
        let (read, _) = tricks::pointer_read(program, derefed, lhs, rhs)?;
        let ExprKind::Index(base, index) = &read.kind else {
            return None;
        };
        let whole = self.value(f, index);
        let cells = self.pta.expr_places(self.types(), f, read);
        let mut keys = vec![self.value(f, base)];
        keys.extend(cells.iter().map(|c| self.c.cell(c)));
        let k = self.c.join(&keys);
        // Made dynamic, the pointer is read from the array at run time:
        // the elements exist there, and what they point to.
        for cell in &cells {
            let ck = self.c.cell(cell);
            self.c.dep(k, ck);
        }
        let targets = self.pta.expr_targets(self.types(), f, read);
        self.point_to(k, &targets);
        self.tricks.insert((f, b, i), whole);
        Some(k)
    }

    /// For `goto *t[i]` with `t` an array of at most
    /// `tricks::GOTO_TRICK_ELEMENTS` pointers (label addresses), the keys
    /// of the index and of the table (its address and elements). With the
    /// table static and the index dynamic, the goto is a trick: a residual
    /// `switch` on the index whose cases jump to the labels the table
    /// holds, each with the path's static data.
    fn goto_trick(&mut self, f: FuncId, target: &Expr) -> Option<(Key, Key)> {
        let (base, index) = tricks::goto_table_read(self.program, target)?;
        let index_key = self.value(f, index);
        let mut keys = vec![self.value(f, base)];
        let read = tricks::strip_pointer_casts(&self.program.types, target);
        for place in self.pta.expr_places(self.types(), f, read) {
            keys.push(self.c.cell(&place));
        }
        Some((index_key, self.c.join(&keys)))
    }

    /// Constraints of a statement; returns its binding-time key.
    fn stmt(&mut self, f: FuncId, b: BlockId, index: usize, stmt: &Stmt) -> Key {
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                let (places, addr) = self.lvalue(f, lhs);
                if self.types().is_arithmetic(lhs.ty) {
                    self.scalar_places.extend(places.iter().cloned());
                }
                let scalar = match self.trick(f, b, index, lhs, rhs) {
                    Some(k) => Some(k),
                    None => self.lift_candidate(f, b, index, rhs),
                };
                let written = self.store(f, &places, lhs.ty, rhs, scalar);
                // Through a pointer that points nowhere (a static null:
                // the statement cannot run), no cell says what the value
                // is: it does.
                if places.is_empty() {
                    let value = scalar.unwrap_or_else(|| self.value(f, rhs));
                    return self.c.join(&[written, addr, value]);
                }
                self.c.join(&[written, addr])
            }
            Stmt::Zero { lhs, .. } => {
                let (places, addr) = self.lvalue(f, lhs);
                let mut keys = vec![addr];
                for p in &places {
                    for (path, _) in leaf_paths(self.types(), lhs.ty) {
                        keys.push(self.c.cell(&extend(p, &path)));
                    }
                }
                for k in keys.clone() {
                    self.c.dep(addr, k);
                }
                self.c.join(&keys)
            }
            Stmt::Eval { expr, .. } => self.value(f, expr),
            Stmt::Call {
                dest, callee, args, ..
            } => self.call(f, (b, index), dest.as_ref(), *callee, args),
        }
    }

    /// Writes a value of type `ty` (from expression `value`, whose key is
    /// `scalar` if the caller computed it already) into `places`; returns
    /// the key of the written cells.
    fn store(
        &mut self,
        f: FuncId,
        places: &[Cell],
        ty: TypeId,
        value: &Expr,
        scalar: Option<Key>,
    ) -> Key {
        let leaves = leaf_paths(self.types(), ty);
        let source = if leaves.len() == 1 && leaves[0].0.is_empty() {
            None
        } else {
            Some(self.lvalue(f, value))
        };
        let mut written = Vec::new();
        for (path, leaf_ty) in leaves {
            let v = match (&source, scalar) {
                (None, Some(k)) => k,
                (None, None) => self.value(f, value),
                (Some((src_places, src_addr)), _) => {
                    let mut keys = vec![*src_addr];
                    for p in src_places {
                        keys.push(self.c.cell(&extend(p, &path)));
                    }
                    if self.types().is_pointer(leaf_ty) {
                        // All sources of one pointer field agree.
                        for w in keys[1..].windows(2) {
                            self.c.equal(w[0], w[1]);
                        }
                    }
                    self.c.join(&keys)
                }
            };
            for p in places {
                let t = self.c.cell(&extend(p, &path));
                if self.types().is_pointer(leaf_ty) {
                    self.c.equal(v, t);
                } else {
                    self.c.dep(v, t);
                }
                written.push(t);
            }
        }
        self.c.join(&written)
    }

    /// The cells an lvalue may designate and the key of its address.
    fn lvalue(&mut self, f: FuncId, e: &Expr) -> (Vec<Cell>, Key) {
        self.lvalue_access(f, e, false)
    }

    /// `lvalue`, for an access that only reads. A number read at a run-time
    /// index through a static pointer (`table[c]`, `s->counts[k][c]`)
    /// leaves the cells it may read static: residual code reads a constant
    /// copy of the static data there (`kernel/snapshots.rs`). Writes at a
    /// run-time address make the cells dynamic, as they must exist at run
    /// time.
    fn lvalue_access(&mut self, f: FuncId, e: &Expr, read_only: bool) -> (Vec<Cell>, Key) {
        let places = self.places(f, e).to_vec();
        let addr = self.address(f, e);
        let copied = read_only && is_copyable_read(self.types(), e);
        // Volatile objects are read and written at run time only, and so
        // are values cmix cannot hold (a union's `long double` member).
        let run_time =
            self.types().quals(e.ty).is_shared() || self.types().holds_runtime_only(e.ty);
        // The places one access may designate share a binding time, as the
        // targets of one pointer do (`well_formed_pointers`): those a moved
        // pointer reaches (`container_of`) are no pointer's targets.
        let keys: Vec<Key> = places.iter().map(|p| self.c.cell(p)).collect();
        if keys.len() > 1 {
            for (i, k) in keys.iter().enumerate() {
                self.c.dep(*k, keys[(i + 1) % keys.len()]);
            }
        }
        for p in &places {
            let k = self.c.cell(p);
            if !is_read_only(self.program, &p.0) && !copied {
                self.c.dep(addr, k);
            }
            if run_time {
                self.c.force_because(k, e.span, || {
                    "it is volatile, or holds a value cmix never computes, and is accessed here"
                        .to_string()
                });
            }
        }
        (places, addr)
    }

    /// The binding time of the address computation of an lvalue.
    fn address(&mut self, f: FuncId, e: &Expr) -> Key {
        match &e.kind {
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Str(_) => self.c.static_key,
            ExprKind::Deref(p) => self.value(f, p),
            ExprKind::Index(p, i) => {
                let pk = self.value(f, p);
                let ik = self.value(f, i);
                self.c.join(&[pk, ik])
            }
            ExprKind::Member(base, _) => self.address(f, base),
            _ => self.value(f, e),
        }
    }

    /// The binding-time key of an expression's value.
    fn value(&mut self, f: FuncId, e: &Expr) -> Key {
        let mut k = self.value_of_kind(f, e);
        if self.float_env && is_float_operation(self.types(), e) {
            k = self.in_float_environment(k, e);
        }
        if self.types().is_runtime_only(e.ty) {
            // Never computed during specialization; what it is read from
            // is run-time data too (a block of the heap, say).
            if e.is_lvalue() {
                let (places, _) = self.lvalue(f, e);
                for p in places {
                    let cell = self.c.cell(&p);
                    self.c.force(cell);
                }
            }
            return self.c.dynamic_key;
        }
        k
    }

    fn value_of_kind(&mut self, f: FuncId, e: &Expr) -> Key {
        match &e.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(..) => self.c.static_key,
            // A weak function's address is null unless the link gives one.
            ExprKind::FuncAddr(g) if self.program.function(*g).weak => self.c.dynamic_key,
            ExprKind::Str(_) | ExprKind::FuncAddr(_) | ExprKind::LabelAddr(..) => self.c.static_key,
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let (places, addr) = self.lvalue_access(f, e, true);
                let mut keys = vec![addr];
                for p in &places {
                    keys.push(self.c.cell(p));
                }
                let k = self.c.join(&keys);
                if self.types().quals(e.ty).is_shared() {
                    self.c.force(k);
                }
                if self.types().is_arithmetic(e.ty) {
                    self.scalar_places.extend(places);
                }
                self.pointer_value(f, e, k)
            }
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                let (_, addr) = self.lvalue(f, x);
                self.pointer_value(f, e, addr)
            }
            ExprKind::Unary(_, x) => self.value(f, x),
            ExprKind::Cast(x) => {
                let k = self.value(f, x);
                let from_integer = self.types().is_pointer(e.ty)
                    && !self.types().is_pointer(x.ty)
                    && !matches!(x.kind, ExprKind::IntConst(0));
                if from_integer {
                    // An address made from an integer cannot be followed
                    // during specialization.
                    return self.c.dynamic_key;
                }
                if self.types().is_pointer(x.ty) && is_address_number(self.types(), e.ty) {
                    // An address as a number is known at run time only, and
                    // what it points to may be reached through it there (the
                    // pointer itself may stay static: its value is lifted).
                    let targets = self.targets(f, x);
                    let escaped = self.c.dynamic_key;
                    self.point_to(escaped, &targets);
                    return self.c.dynamic_key;
                }
                self.pointer_value(f, e, k)
            }
            ExprKind::Binary(_, a, b) => {
                let ka = self.value(f, a);
                let kb = self.value(f, b);
                let k = self.c.join(&[ka, kb]);
                if self.types().is_pointer(a.ty) && !self.types().is_pointer(e.ty) {
                    // A comparison at run time lifts a static function
                    // address: that function has a run-time version.
                    for side in [a, b] {
                        for (object, _) in self.targets(f, side).iter() {
                            if let Object::Func(g) = object {
                                self.c.dep(k, self.runtime_callable[g.index()]);
                            }
                        }
                    }
                }
                self.pointer_value(f, e, k)
            }
        }
    }

    /// Floating arithmetic of a program that uses <fenv.h> (`float_env`):
    /// run-time only. A key of its own, above the operands' `k`: they
    /// stay static, lifted.
    fn in_float_environment(&mut self, k: Key, e: &Expr) -> Key {
        let result = self.c.fresh();
        self.c.dep(k, result);
        self.c.force_because(result, e.span, || {
            "it is floating arithmetic, and the program uses <fenv.h>: its rounding mode and flags are the run-time ones".to_string()
        });
        result
    }

    /// `PointsTo::expr_places` of `e`, remembered (`LocationMemo`).
    fn places(&self, f: FuncId, e: &Expr) -> std::rc::Rc<Vec<Cell>> {
        self.locations_of(false, f, e)
    }

    /// `PointsTo::expr_targets` of `e`, remembered (`LocationMemo`).
    fn targets(&self, f: FuncId, e: &Expr) -> std::rc::Rc<Vec<Cell>> {
        self.locations_of(true, f, e)
    }

    fn locations_of(&self, targets: bool, f: FuncId, e: &Expr) -> std::rc::Rc<Vec<Cell>> {
        let key = (targets, f, e as *const Expr as usize);
        if let Some(known) = self.locations.answers.borrow().get(&key) {
            return known.clone();
        }
        let types = &self.program.types;
        let found = std::rc::Rc::new(if targets {
            self.pta.expr_targets(types, f, e)
        } else {
            self.pta.expr_places(types, f, e)
        });
        self.locations
            .answers
            .borrow_mut()
            .insert(key, found.clone());
        found
    }

    /// For a pointer-valued expression with key `k`: its targets depend on
    /// it and share one binding time.
    fn pointer_value(&mut self, f: FuncId, e: &Expr, k: Key) -> Key {
        if self.types().is_pointer(e.ty) {
            let targets = self.targets(f, e);
            let k = if k == self.c.static_key {
                self.c.fresh()
            } else {
                k
            };
            self.point_to(k, &targets);
            return k;
        }
        k
    }

    /// The allocation sites this solution leaves to run time (see
    /// `escape`): those a run-time pointer may point to while they may run
    /// more than once per run of the goal, and those a residual `free` or
    /// `realloc` may be given.
    fn runtime_sites_needed(
        &mut self,
        goal: FuncId,
        reached: &[bool],
        scope: &SuspendedScope,
    ) -> Vec<Object> {
        let program = self.program;
        let repeated = {
            let callable: Vec<bool> = (0..program.functions.len())
                .map(|i| {
                    let k = self.runtime_callable[i];
                    self.c.is_dynamic(k)
                })
                .collect();
            let (stmt_keys, unfold, c) = (&self.stmt_keys, self.unfold, &mut self.c);
            escape::repeated_functions(
                program,
                (self.pta, self.cg),
                goal,
                reached,
                |f, b, i| {
                    let dynamic = stmt_keys.get(&(f, b, i)).is_some_and(|k| c.is_dynamic(*k));
                    let unfolded = match &program.function(f).body {
                        Some(body) => matches!(
                            body.block(b).stmts.get(i),
                            Some(Stmt::Call { callee, .. }) if unfold[callee.index()]
                        ),
                        None => false,
                    };
                    dynamic && !unfolded
                },
                |f, b| scope.suspends(f, b),
                |f| callable[f.index()],
            )
        };
        let mut found: Vec<Object> = Vec::new();
        let cells: Vec<(Cell, Key)> = self.c.cells.iter().map(|(c, k)| (c.clone(), *k)).collect();
        // Blocks with parts computed at run time.
        let mut partly_dynamic: HashSet<Object> = HashSet::new();
        for (cell, k) in cells {
            if !self.c.is_dynamic(k) {
                continue;
            }
            partly_dynamic.insert(cell.0);
            for (target, _) in self.pta.cell_targets_of(&cell) {
                if let Object::Heap(f, b, _) = target
                    && escape::is_allocation_site(target)
                    && (repeated[f.index()] || scope.suspends(f, b))
                {
                    found.push(target);
                }
            }
        }
        // A goal that calls a pointer from outside the program may be run
        // again from there while a run is alive: the residual variable of
        // a block with run-time parts would be both runs' block.
        let reentered = self.calls_outside_pointer(reached);
        for (fi, function) in program.functions.iter().enumerate() {
            let Some(body) = &function.body else { continue };
            if !reached[fi] {
                continue;
            }
            let f = FuncId(fi as u32);
            for (bi, block) in body.blocks.iter().enumerate() {
                let b = BlockId(bi as u32);
                for (i, stmt) in block.stmts.iter().enumerate() {
                    let Stmt::Call { callee, args, .. } = stmt else {
                        continue;
                    };
                    let name = program.function(*callee).name.as_str();
                    let site = Object::Heap(f, b, i as u32);
                    if reentered
                        && escape::is_allocation_site(site)
                        && partly_dynamic.contains(&site)
                    {
                        found.push(site);
                    }
                    let residual = self
                        .stmt_keys
                        .get(&(f, b, i))
                        .is_some_and(|k| self.c.is_dynamic(*k));
                    // `calloc`'s zeros are the starting value of the block's
                    // run-time parts, at every run: a residual variable has
                    // them once, at program start.
                    if matches!(name, "calloc" | "__builtin_calloc")
                        && partly_dynamic.contains(&site)
                    {
                        found.push(site);
                    }
                    // A call through a pointer that may hold `free` or
                    // `realloc` (a run-time call) frees what its first
                    // argument after the pointer points to.
                    let through = program.function(*callee).indirect;
                    let frees = if through {
                        let targets = self.pta.indirect_targets(f, b, i);
                        targets.functions.iter().any(|g| {
                            let g = program.function(*g);
                            g.body.is_none() && is_freeing(&g.name)
                        })
                    } else {
                        is_freeing(name)
                    };
                    if !residual || !frees {
                        continue;
                    }
                    if let Some(a) = args.get(usize::from(through)) {
                        found.extend(
                            self.pta
                                .expr_targets(&program.types, f, a)
                                .into_iter()
                                .map(|(o, _)| o)
                                .filter(|o| escape::is_allocation_site(*o)),
                        );
                    }
                }
            }
        }
        found
    }

    /// Whether code the goal reaches calls through a pointer that may hold
    /// a function from outside the program the analysis sees.
    fn calls_outside_pointer(&self, reached: &[bool]) -> bool {
        let program = self.program;
        program.functions.iter().enumerate().any(|(fi, function)| {
            let f = FuncId(fi as u32);
            let Some(body) = function.body.as_ref().filter(|_| reached[fi]) else {
                return false;
            };
            body.blocks.iter().enumerate().any(|(bi, block)| {
                block.stmts.iter().enumerate().any(|(i, stmt)| {
                    matches!(stmt, Stmt::Call { callee, .. }
                        if program.function(*callee).indirect
                            && self.pta.indirect_targets(f, BlockId(bi as u32), i).unknown)
                })
            })
        })
    }

    fn finish(mut self, reached: Vec<bool>) -> Division {
        let n = self.program.functions.len();
        let residual: Vec<bool> = (0..n)
            .map(|i| {
                let k = self.residual[i];
                self.c.is_dynamic(k)
            })
            .collect();
        let runtime_callable: Vec<bool> = (0..n)
            .map(|i| {
                let k = self.runtime_callable[i];
                self.c.is_dynamic(k)
            })
            .collect();
        let mut statements: HashMap<FuncId, Vec<Vec<Bt>>> = HashMap::new();
        let mut calls = HashMap::new();
        let mut dispatch = HashMap::new();
        for (i, f) in self.program.functions.iter().enumerate() {
            let fid = FuncId(i as u32);
            let Some(body) = &f.body else { continue };
            let mut blocks = Vec::new();
            for (b, block) in body.blocks.iter().enumerate() {
                let bid = BlockId(b as u32);
                let mut bts = Vec::new();
                for idx in 0..=block.stmts.len() {
                    let bt = match self.stmt_keys.get(&(fid, bid, idx)).copied() {
                        Some(k) if self.c.is_dynamic(k) => Bt::Dynamic,
                        _ => Bt::Static,
                    };
                    bts.push(bt);
                }
                for (idx, stmt) in block.stmts.iter().enumerate() {
                    if let Stmt::Call { callee, .. } = stmt
                        && self.program.function(*callee).indirect
                    {
                        let targets = self.pta.indirect_targets(fid, bid, idx).functions;
                        let kinds = targets
                            .into_iter()
                            .map(|g| {
                                let target = self.program.function(g);
                                let kind = if bts[idx] == Bt::Static {
                                    CallKind::Static
                                } else if target.body.is_none() {
                                    CallKind::Residual
                                } else if self.unfold[g.index()] {
                                    CallKind::Unfold
                                } else if self.cg.is_recursive_call(fid, g) {
                                    CallKind::RecursiveResidual
                                } else {
                                    CallKind::Residual
                                };
                                (g, kind)
                            })
                            .collect();
                        dispatch.insert((fid, bid, idx), kinds);
                    }
                    if let Stmt::Call { callee, .. } = stmt {
                        let kind = if bts[idx] == Bt::Static {
                            CallKind::Static
                        } else if self.unfold[callee.index()] {
                            CallKind::Unfold
                        } else if self.cg.is_recursive_call(fid, *callee) {
                            CallKind::RecursiveResidual
                        } else {
                            CallKind::Residual
                        };
                        calls.insert((fid, bid, idx), kind);
                    }
                }
                blocks.push(bts);
            }
            statements.insert(fid, blocks);
        }
        let cell_keys: Vec<(Cell, Key)> =
            self.c.cells.iter().map(|(c, k)| (c.clone(), *k)).collect();
        let mut cells = HashMap::new();
        for (cell, k) in cell_keys {
            let bt = if self.c.is_dynamic(k) {
                Bt::Dynamic
            } else {
                Bt::Static
            };
            cells.insert(cell, bt);
        }
        let tricks = self
            .tricks
            .iter()
            .filter(|((f, b, i), whole)| {
                self.c.is_dynamic(**whole)
                    && statements
                        .get(f)
                        .and_then(|blocks| blocks.get(b.index()))
                        .and_then(|bts| bts.get(*i))
                        == Some(&Bt::Static)
            })
            .map(|(at, _)| *at)
            .collect::<HashSet<_>>();
        let goto_tricks: Vec<(FuncId, BlockId)> = self
            .goto_tricks
            .iter()
            .filter(|(_, (index, table))| self.c.is_dynamic(*index) && !self.c.is_dynamic(*table))
            .map(|(at, _)| *at)
            .collect();
        let mut tricks = tricks;
        for (f, b) in goto_tricks {
            if let Some(body) = &self.program.function(f).body {
                tricks.insert((f, b, body.blocks[b.index()].stmts.len()));
            }
        }
        let mut lifts = HashSet::new();
        let candidates: Vec<_> = self.lift_candidates.drain().collect();
        for ((f, b, i), values) in candidates {
            let stmt_dynamic = statements
                .get(&f)
                .and_then(|blocks| blocks.get(b.index()))
                .and_then(|bts| bts.get(i))
                == Some(&Bt::Dynamic);
            for (n, k) in values {
                if stmt_dynamic && !self.c.is_dynamic(k) {
                    lifts.insert((f, b, i, n));
                }
            }
        }
        let unfolded = (0..n).map(|i| self.unfold[i]).collect();
        let mut dynamic_paths: HashMap<Object, Vec<Vec<Step>>> = HashMap::new();
        for (cell, bt) in &cells {
            if *bt == Bt::Dynamic {
                dynamic_paths
                    .entry(cell.0)
                    .or_default()
                    .push(cell.1.clone());
            }
        }
        let keys = self.c.table.len();
        let why = self.c.why.take().map(|recorder| {
            let mut statements = self.stmt_keys.clone();
            // A terminator's key is its statement key (index stmts.len()).
            statements.extend(self.branch_keys.iter().filter_map(|(&(f, b), &k)| {
                let body = self.program.function(f).body.as_ref()?;
                Some(((f, b, body.blocks[b.index()].stmts.len()), k))
            }));
            recorder.explain(keys, self.c.dynamic_key, &self.c.cells, &statements)
        });
        // (Fx-hashed: the kernel looks these up for every statement it runs.)
        Division {
            why,
            cells: cells.into_iter().collect(),
            statements: statements.into_iter().collect(),
            calls: calls.into_iter().collect(),
            residual,
            unfolded,
            va_walked: self.va_walked.to_vec(),
            reached,
            lifts: lifts.into_iter().collect(),
            dynamic_paths: dynamic_paths.into_iter().collect(),
            runtime_callable,
            dispatch: dispatch.into_iter().collect(),
            string_reads: std::mem::take(&mut self.string_reads).into_iter().collect(),
            byte_reads: std::mem::take(&mut self.byte_reads).into_iter().collect(),
            tricks: tricks.into_iter().collect(),
            float_env: self.float_env,
        }
    }
}

/// Whether `object` is a table that can never change: a global defined
/// here with a `const` (and not volatile) type, or an array of such, or a
/// string literal. Its cells are known during specialization and exist, as
/// initialized, at run time, so a dynamic address may reach them while
/// static reads of them still run (a character class table indexed by input characters and by
/// static ones).
pub fn is_read_only(program: &Program, object: &Object) -> bool {
    // A function's code: the one thing its pointers reach. A string
    // literal, which C forbids writing (C99 6.4.5p6).
    if let Object::Func(_) | Object::Str(_) = object {
        return true;
    }
    let Object::Global(g) = object else {
        return false;
    };
    let global = program.global(*g);
    if !global.defined {
        return false;
    }
    let types = &program.types;
    let mut ty = global.ty;
    while let crate::types::TypeKind::Array(elem, _) = types.kind(ty) {
        ty = *elem;
    }
    let quals = types.quals(ty);
    quals.is_const && !quals.is_shared()
}

/// Whether residual code can read `e` from a constant copy of static data
/// when its address is a run-time value: an integer read at a run-time
/// index into an array that a static pointer points into, as
/// `kernel/snapshots.rs` builds it.
pub(crate) fn is_copyable_read(types: &crate::types::TypeTable, e: &Expr) -> bool {
    if !types.is_integer(e.ty) || types.quals(e.ty).is_shared() {
        return false;
    }
    matches!(e.kind, ExprKind::Index(..))
}

/// Whether converting a pointer to `ty` gives its address as a number (any
/// integer type but `_Bool`, which only says whether it is null).
pub(crate) fn is_address_number(types: &TypeTable, ty: TypeId) -> bool {
    types.is_integer(ty) && types.as_int(ty) != Some(crate::types::IntKind::Bool)
}

/// A cell's bits (`bit_range`), its key and its path.
type CellBits<'a> = (u64, u64, Key, &'a [Step]);

/// The bits a field path covers from the start of the struct of its first
/// step (a bit-field only its own bits); `None` for the whole object or a
/// path through an incomplete struct.
fn bit_range(types: &crate::types::TypeTable, path: &[Step]) -> Option<(u64, u64)> {
    let mut start = 0;
    let mut end = 0;
    for &(sid, field) in path {
        let field = types
            .struct_def(sid)
            .body
            .as_ref()?
            .fields
            .get(field as usize)?;
        match field.bits {
            Some(bits) => {
                start += field.offset * 8 + u64::from(bits.bit);
                end = start + u64::from(bits.width);
            }
            None => {
                start += field.offset * 8;
                end = start + types.size_of(field.ty)? * 8;
            }
        }
    }
    (!path.is_empty()).then_some((start, end))
}
