//! Two-level execution (reference book figures 11.4 and 11.5): static
//! statements run on the static store, dynamic ones are reduced and emitted
//! into residual functions.
//!
//! A configuration is a stack of frames (the function being specialized at
//! the bottom, unfolded and static calls above it) plus a store. Static
//! control is followed without a trace (transition compression). A dynamic
//! branch ends the residual block: each successor becomes a pending
//! configuration, memoized on (program point, live static data) so that a
//! configuration seen before reuses its residual block. Join points under
//! dynamic control (loop heads, the ends of dynamic ifs) are memoized too,
//! so that what follows them is specialized once per distinct static state
//! rather than once per path.
//!
//! A residual call of a user function specializes the callee depth first
//! on a copy of the store, shares the residual function when its static
//! inputs were seen before, and continues in the caller with the store the
//! callee leaves (its static side effects).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cell::RefCell;
use std::rc::Rc;

use super::eval::{EvalResult, Evaluator, Frame as EvalFrame, Value, describe_value, unsupported};
use super::memo::{Blob, BlobCache, Canon, Canonicalizer, Liveness, MemoKey};
use super::store::{AccessError, Obj, ObjKey, Pointer, Store};
use crate::analysis::bta::{Bt, CallKind, Cell, Division};
use crate::analysis::check::ExprBts;
use crate::analysis::points_to::{Object, PointsTo, leaf_paths};
use crate::core::{
    Block, BlockId, Body, Expr, ExprKind, FuncId, Function, Global, GlobalId, Init, Linkage, Local,
    LocalId, Program, Stmt, Terminator,
};
use crate::diag::Diag;
use crate::source::Span;
use crate::types::{FuncSig, IntKind, TypeId, TypeKind};

mod bounded;
mod calls;
mod compare;
mod entry;
mod generalize;
mod labels;
mod loops;
mod memo_points;
mod residual;
mod returns;
mod snapshots;
mod tricks;
mod varargs;

/// Limits and naming for one specialization.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Static execution steps (statements and branches run).
    pub max_steps: u64,
    /// Statements in the residual program.
    pub max_residual: u64,
    /// Statements in one residual function: a larger one is split into
    /// functions (`core::outline`), which the C compiler digests faster.
    pub max_function: u64,
    /// Bytes of the static input given on the command line: a larger one
    /// may rightly specialize one point, or nest one recursive function
    /// under dynamic control, that many more times before cmix suspects a
    /// variable that grows without bound.
    pub static_input_bytes: u64,
}

/// Why specialization stopped early.
pub enum Stop {
    Error(Box<Diag>),
    /// A static variable keeps changing under dynamic control: make it
    /// dynamic and start again.
    Generalize(Generalization),
    /// The round has deferred generalizations and has worked long enough
    /// after the first to stop looking for more: its output is thrown away.
    Abandon,
}

/// Static variables to make dynamic (or allocation sites to leave to run
/// time), and why.
pub struct Generalization {
    pub cells: Vec<Cell>,
    /// Allocation sites whose blocks residual code cannot use as variables.
    pub sites: Vec<Object>,
    /// What happened, with `{at}` where the loop's location goes.
    pub message: String,
    pub span: Span,
}

impl From<Box<Diag>> for Stop {
    fn from(d: Box<Diag>) -> Stop {
        Stop::Error(d)
    }
}

pub type R<T> = Result<T, Stop>;

/// After this many consecutive returns to one program point along one line
/// of specialization, each time with only one static variable changed,
/// that variable is taken to grow without bound.
const GENERALIZE_AFTER: u32 = 100;

/// Earlier visits of one point searched for one whose variables bounded
/// by static data held the same values (`extend_lineage`).
const BOUNDED_LOOKBACK: usize = 1024;

/// Specializations of one program point in one residual function after
/// which cmix looks for the static variable that keeps them coming.
const POINT_LIMIT: usize = 1000;

/// Specializations of one function (one per static state it is called
/// with) on paths under dynamic control after which cmix looks for a
/// static variable that took a new value for most of them; more for a
/// larger static input.
const VERSION_LIMIT: usize = 100;

/// Nested specializations of one recursive function, called under dynamic
/// control, after which its varying static inputs are generalized.
const RECURSION_LIMIT: usize = 64;

/// The same under static control: such recursion ends if the original
/// program's does, but it may be deeper than specialization can afford.
const STATIC_RECURSION_LIMIT: usize = 16 * RECURSION_LIMIT;

/// The deepest nesting a large static input may ask for (each level is a
/// residual function being built, on cmix's own stack).
const MAX_RECURSION_LIMIT: usize = 4096;

/// The places of undefined behaviour on run-time paths that get a note
/// each (the rest are counted): a few say enough, and an unrolled loop
/// could give thousands.
pub const MAX_TRAP_SITES: usize = 8;

/// How many residual statements pass between updates of the progress line.
const PROGRESS_EVERY: u64 = 4096;

/// Residual statements a round may add, beyond twice what it had made when
/// it deferred its last generalization, before it is abandoned.
const ROUND_SLACK: u64 = 4_096;

#[derive(Clone, Debug)]
struct Frame {
    func: FuncId,
    activation: u32,
    block: BlockId,
    index: usize,
}

/// A program point: per frame, outermost first, function, block and
/// statement index.
type Point = Vec<(u32, u32, u32)>;

/// The line of memoized configurations that led to a configuration.
struct Lineage {
    key: Rc<MemoKey>,
    activations: Vec<u32>,
    parent: Option<Rc<Lineage>>,
    /// The nearest ancestor at the same point in the same activations.
    same_point: Option<Rc<Lineage>>,
    /// The objects that changed since the last visit of this point, and
    /// for how many visits in a row the same ones did.
    run: Option<(Vec<Canon>, u32)>,
    /// The variables bounded by static data at this visit, with a
    /// fingerprint of what they held (when the visit was compared with
    /// earlier ones).
    bounded: Option<bounded::BoundedValues>,
}

#[derive(Clone)]
struct Config {
    frames: Vec<Frame>,
    store: Store,
    lineage: Option<Rc<Lineage>>,
    /// Reached through a dynamic branch: the path may never run, so
    /// undefined behaviour met on it is not an error of the static inputs.
    speculative: bool,
}

impl Config {
    fn top(&self) -> &Frame {
        &self.frames[self.frames.len() - 1]
    }

    fn top_mut(&mut self) -> &mut Frame {
        let n = self.frames.len() - 1;
        &mut self.frames[n]
    }

    fn eval_frame(&self) -> Option<EvalFrame> {
        self.frames.last().map(|f| EvalFrame {
            activation: f.activation,
        })
    }
}

/// A residual function under construction.
struct FnBuild {
    id: FuncId,
    /// The function it specializes.
    func: FuncId,
    locals: Vec<Local>,
    params: Vec<LocalId>,
    /// Residual locals by frame position (0 = the function's own frame),
    /// function and local: configurations that share a residual block must
    /// name the same variables, and two activations at one position are
    /// never alive together.
    local_map: HashMap<(u32, FuncId, LocalId), LocalId>,
    blocks: Vec<Block>,
    memo: HashMap<Rc<MemoKey>, BlockId>,
    /// Memo entries per program point.
    per_point: HashMap<Point, Vec<Rc<MemoKey>>>,
    pending: Vec<(Config, BlockId)>,
    /// Activations of the frames of the specializations that called this
    /// one, outermost first.
    outer: Vec<u32>,
    /// The distinct stores at the residual returns (end-configurations).
    ends: Vec<Store>,
    /// Each residual return's block and the index of its end-configuration.
    returns: Vec<(BlockId, usize)>,
    /// The activation of the function's own frame.
    activation: u32,
    /// The goal's entry: static globals whose value at the call is unknown
    /// are written back at its returns, and its end-configurations need
    /// no continuation value (nothing specialized follows them).
    is_entry: bool,
    /// Locals of callers' frames that residual code here uses, each passed
    /// by address in an extra parameter: (activation, local, parameter).
    outer_refs: Vec<(u32, LocalId, LocalId)>,
    /// Objects outside the function's frame that its caller sees after it
    /// returns: every memo key of the function includes them, live or
    /// not, so that paths that change them differently stay apart and
    /// end in different end-configurations.
    visible: Rc<[ObjKey]>,
    /// The residual block and label of each label block of `func` that
    /// residual code names (`&&label`, a run-time `goto *`).
    labels: HashMap<BlockId, (BlockId, String)>,
    label_names: std::collections::HashSet<String>,
    /// The parameters that take the run-time variable arguments of a
    /// walked variadic function (`VarArg::Param`), in order.
    va_params: Vec<LocalId>,
}

/// Per function, what its dynamic branches control (indexed by block).
#[derive(Default)]
struct Control {
    /// Blocks where specialization memoizes (joins under dynamic control).
    memo_points: Vec<bool>,
    /// Blocks that depend on a dynamic branch.
    controlled: Vec<bool>,
    /// Targets of the edges that close a loop (depth-first back edges).
    loop_heads: Vec<bool>,
}

/// The objects a call changed, per end-configuration, with the
/// activations they were recorded against.
type Effect = (Vec<Vec<(ObjKey, Rc<Obj>)>>, Vec<u32>);

/// How a residual function is made.
struct Made {
    name: String,
    linkage: Linkage,
    comment: Option<String>,
    /// Called on a path that may never run.
    speculative: bool,
    /// The goal's entry rather than a callee.
    is_entry: bool,
    /// The objects outside the callee's frame that its static inputs
    /// reach: its caller sees them after it returns.
    visible: Vec<ObjKey>,
    /// The function of `out` to fill in, keeping its name and linkage,
    /// instead of a new one.
    into: Option<FuncId>,
    /// The types of the run-time variable arguments a walked variadic
    /// function takes as fixed parameters after its own.
    va_params: Vec<TypeId>,
    /// Callers' locals (activation, local) the function takes by address
    /// from the start, in this order: known from an earlier attempt at a
    /// recursive function, whose calls of itself must pass them.
    outer_refs: Vec<(u32, LocalId)>,
    /// Every parameter stays in the signature, the static ones unused: a
    /// residual `main` must keep C's `main(int argc, char **argv)`.
    keeps_static_params: bool,
}

/// A residual function made for a memo key.
struct FnEntry {
    id: FuncId,
    done: bool,
    /// Reached again while still being built (a recursive call).
    recursive_use: bool,
    /// Reached again from another function being built inside it (mutual
    /// recursion): that function's calls of it are fixed.
    nested_use: bool,
    /// The objects the callee's static side effects change at each of its
    /// end-configurations, and the activations they were recorded against;
    /// `None` when they cannot be replayed (the callee allocates).
    effect: Option<Effect>,
    /// The callers' locals the callee takes by address after its dynamic
    /// arguments: activation by its number in the key, and local.
    outer_refs: Vec<(usize, LocalId)>,
}

/// What specializing a function gives: the residual function, its
/// end-configurations and the callers' locals it takes by address.
type Specialization = (FuncId, Vec<Store>, Vec<(u32, LocalId)>);

pub struct Kernel<'a> {
    pub program: &'a Program,
    pta: &'a PointsTo,
    /// Statements that must precede the next emitted one: static fields of
    /// aggregates written into their residual objects before the
    /// aggregate is used whole.
    prelude: Vec<Stmt>,
    /// The write-backs made at the goal's returns, by what they depend on
    /// (`returns::write_back_key`).
    write_backs: HashMap<Vec<(GlobalId, Option<u64>)>, Vec<Stmt>>,
    division: &'a Division,
    bts: ExprBts<'a>,
    eval: Evaluator<'a>,
    limits: Limits,
    /// The residual program: the original's types, globals and strings,
    /// plus the residual functions appended to its functions.
    pub out: Program,
    /// Per activation: its function and its frame position.
    activations: HashMap<u32, (FuncId, u32)>,
    next_activation: u32,
    pub next_heap: u32,
    steps: u64,
    residual_stmts: u64,
    fn_memo: HashMap<MemoKey, FnEntry>,
    /// Specializations made of each function (`too_many_versions`).
    versions: HashMap<FuncId, usize>,
    blobs: BlobCache,
    building: Vec<FnBuild>,
    liveness: HashMap<FuncId, Liveness>,
    control: HashMap<FuncId, Control>,
    /// Visits of each loop head (activation, block) along the path being
    /// specialized since it last met a memo point (`loop_check`).
    loop_visits: HashMap<(u32, BlockId), u32>,
    /// The static state each loop head had at its last check along the
    /// path (`loops.rs`), cleared with `loop_visits`.
    loop_keys: HashMap<(u32, BlockId), Rc<MemoKey>>,
    /// Per function, per local: (has a static part, has a dynamic part).
    local_bts: HashMap<FuncId, Vec<(bool, bool)>>,
    static_globals: Vec<ObjKey>,
    /// Per function, the static globals it or its callees may reference:
    /// the globals that matter to its specializations.
    global_roots: Vec<Rc<[ObjKey]>>,
    /// Per function: whether it is recursive.
    recursive: Vec<bool>,
    /// Per function: whether it is recursive or called, at any depth, from
    /// a recursive function (one activation per level).
    in_recursion: Vec<bool>,
    value_bts: RefCell<HashMap<usize, Bt>>,
    /// The functions made to compare with static bytes
    /// (`compare::inline_comparison`).
    comparisons: HashMap<compare::ComparisonKey, FuncId>,
    address_bts: RefCell<HashMap<usize, Bt>>,
    taken_names: std::collections::HashSet<String>,
    name_counts: HashMap<String, u32>,
    /// Residual globals made for heap blocks and parameter objects.
    materialized: HashMap<ObjKey, GlobalId>,
    /// The residual global a residual function with several
    /// end-configurations sets before returning, for its caller to branch
    /// on (book section 11.3.3).
    continuation: Option<GlobalId>,
    /// Static globals whose contents when the goal is called are not
    /// known (the program writes them): they start unknown, reading them
    /// before setting them makes them dynamic, and the goal's returns
    /// write back what it set.
    pub entry_unknown: Vec<(GlobalId, Vec<(u64, u64)>)>,
    /// The objects made for the static values (`Kernel::given_globals_from`
    /// on) as the goal is entered, to write back what it changes in them.
    pub entry_given: Vec<(GlobalId, Rc<Obj>)>,
    /// The first global the static values added to the program (compound
    /// literals they hold), if any.
    pub given_globals_from: Option<usize>,
    /// The globals among those unknown at the goal's call that only files
    /// cmix was not given may write (for the note of their generalization).
    pub written_outside: HashSet<GlobalId>,
    /// Paths ended by a trap because they would have undefined behaviour.
    pub trapped: u64,
    /// Where those traps are, with what was undefined there: the first
    /// `MAX_TRAP_SITES` places, each once (for the notes).
    pub trap_sites: Vec<(Span, String)>,
    /// The most specializations any one program point got in one residual
    /// function (reported with CMIX_TIMINGS, to tune the limits).
    pub busiest_point: usize,
    /// Once a generalization is deferred: how many residual statements the
    /// round may reach before it is abandoned (`Stop::Abandon`), renewed
    /// at each deferral.
    abandon_after: Option<u64>,
    /// Keep specializing after finding a variable to generalize, to find
    /// the others in the same round (off under `--strict`).
    pub defer_generalizations: bool,
    /// Generalizations found this round (with `defer_generalizations`):
    /// the round's output is thrown away and specialization runs again
    /// with all of them, instead of once per variable.
    pub deferred: Vec<Generalization>,
    /// Program points where a generalization was found this round, and
    /// the variables found: configurations at those points, or whose
    /// static data reaches those variables, are not specialized any
    /// further (what follows from a growing variable would only blame
    /// others), so that the rest of the program is explored for
    /// independent growing variables.
    cut_points: HashSet<Vec<(u32, u32, u32)>>,
    /// Per variable found, the contents it had when its point was first
    /// specialized: configurations where it holds anything else are
    /// consequences of its growth.
    label_versions: labels::LabelVersions,
    /// The variable arguments of each unfolded variadic call, by number
    /// (`varargs.rs`).
    va_arg_lists: Vec<Vec<varargs::VarArg>>,
    /// The numbers of the lists of residual calls, by what they hold.
    va_list_numbers: HashMap<String, u32>,
    /// The goal's list when the types of its variable arguments are those
    /// its `va_arg`s read (`goal_list`).
    va_open_lists: std::collections::HashSet<u32>,
    cut_objects: HashMap<Object, Option<Rc<super::memo::Blob>>>,
    pub initial_store: Store,
    /// Global table elements holding string literals' addresses (see
    /// `string_homes`), found when first needed.
    string_homes: Option<std::collections::HashMap<crate::core::StrId, Expr>>,
    /// The globals some statement of the program may write
    /// (`spec::written_globals`), found when first needed.
    written_globals: Option<std::collections::HashSet<GlobalId>>,
    /// String literals made for static strings that residual library
    /// calls read (`string_argument`), by their bytes.
    string_copies: HashMap<Vec<u8>, crate::core::StrId>,
    /// With `--unit`, the file the residual replaces: other files'
    /// file-static objects are out of its reach.
    pub unit: Option<u32>,
    /// Per function, the reads indexed by a variable (`bounded.rs`).
    index_reads: RefCell<HashMap<FuncId, bounded::IndexReads>>,
    /// Constant copies of static arrays read at run-time indices
    /// (`snapshots.rs`), by element type and contents.
    copied_tables: HashMap<(TypeId, Vec<u8>), GlobalId>,
    /// Per part of an object copied (its abstract object, first byte and
    /// length): how many copies with different contents were made, and
    /// their bytes (`snapshots::COPY_VERSIONS`).
    copy_versions: HashMap<(Object, u64, u64), (u32, u64)>,
    /// Whether the residual program runs in the C locale, as cmix does
    /// (`library_model::runs_in_c_locale`).
    pub c_locale: bool,
    /// Library functions the user declared pure (`--pure`): their
    /// answers during specialization are the program's, whatever its
    /// locale.
    pub declared_pure: Vec<String>,
}

impl<'a> Kernel<'a> {
    /// How many heap objects became residual variables.
    /// The scalars (offset, type) of an object of type `ty` that `store`
    /// sets in `key`, to assign one by one: the whole of a scalar, the set
    /// leaves of an aggregate; `None` for an aggregate whose leaves
    /// overlap (a union) or that has bit-fields.
    fn preset_parts(&self, store: &Store, key: ObjKey, ty: TypeId) -> Option<Vec<(u64, TypeId)>> {
        let types = &self.program.types;
        if types.is_scalar(ty) {
            return Some(vec![(0, ty)]);
        }
        let size = types.size_of(ty)?;
        if !crate::spec::layout::bit_fields_within(types, ty, 0, size).is_empty() {
            return None;
        }
        let scalars = crate::spec::layout::scalars_within(types, ty, 0, size);
        let mut end = 0;
        for (offset, t) in &scalars {
            if *offset < end {
                return None;
            }
            end = offset + types.size_of(*t)?;
        }
        let obj = store.get(key)?;
        Some(
            scalars
                .into_iter()
                .filter(|(offset, t)| {
                    let len = types.size_of(*t).unwrap_or(0);
                    (*offset..offset + len)
                        .all(|i| obj.init.get(i as usize).copied().unwrap_or(false))
                })
                .collect(),
        )
    }

    /// The set bytes of object `key` (of type `ty`), when it holds no
    /// pointer: a value with bit-fields or a union, set byte by byte.
    fn preset_bytes(&self, store: &Store, key: ObjKey, ty: TypeId) -> Option<Vec<(u64, u8)>> {
        let size = self.program.types.size_of(ty)?;
        let obj = store.get(key)?;
        if !obj.ptrs.is_empty() {
            return None;
        }
        Some(
            (0..size)
                .filter(|&i| obj.init.get(i as usize).copied().unwrap_or(false))
                .filter_map(|i| Some((i, *obj.bytes.get(i as usize)?)))
                .collect(),
        )
    }

    /// `((unsigned char *)&r)[at] = byte;` for residual local `r` of type
    /// `ty`.
    fn local_byte_store(&mut self, r: LocalId, ty: TypeId, at: u64, byte: u8, span: Span) -> Stmt {
        let types = &mut self.out.types;
        let uchar = types.int(IntKind::UChar);
        let bytes_ptr = types.pointer_to(uchar);
        let object_ptr = types.pointer_to(ty);
        let long = types.int(IntKind::Long);
        let whole = Expr::new(ExprKind::Local(r), ty, span);
        let address = Expr::new(ExprKind::AddrOf(Box::new(whole)), object_ptr, span);
        let base = Expr::new(ExprKind::Cast(Box::new(address)), bytes_ptr, span);
        let index = Expr::new(ExprKind::IntConst(i128::from(at)), long, span);
        Stmt::Assign {
            lhs: Expr::new(
                ExprKind::Index(Box::new(base), Box::new(index)),
                uchar,
                span,
            ),
            rhs: Expr::new(ExprKind::IntConst(i128::from(byte)), uchar, span),
            span,
        }
    }

    pub fn materialized_count(&self) -> usize {
        self.materialized.len()
    }

    pub fn new(
        program: &'a Program,
        pta: &'a PointsTo,
        division: &'a Division,
        limits: Limits,
    ) -> EvalResult<Kernel<'a>> {
        let mut taken_names: std::collections::HashSet<String> = program
            .functions
            .iter()
            .map(|f| f.name.clone())
            .chain(program.globals.iter().map(|g| g.name.clone()))
            .collect();
        taken_names.insert("main".into());
        let mut kernel = Kernel {
            program,
            pta,
            prelude: Vec::new(),
            write_backs: HashMap::default(),
            division,
            bts: ExprBts::new(program, pta, division),
            eval: Evaluator::new(program),
            limits,
            out: program.clone(),
            activations: HashMap::default(),
            next_activation: 0,
            next_heap: 0,
            steps: 0,
            residual_stmts: 0,
            fn_memo: HashMap::default(),
            versions: HashMap::default(),
            blobs: BlobCache::default(),
            building: Vec::new(),
            liveness: HashMap::default(),
            control: HashMap::default(),
            loop_visits: HashMap::default(),
            loop_keys: HashMap::default(),
            local_bts: HashMap::default(),
            static_globals: Vec::new(),
            global_roots: Vec::new(),
            recursive: Vec::new(),
            in_recursion: Vec::new(),
            value_bts: RefCell::new(HashMap::default()),
            comparisons: HashMap::default(),
            address_bts: RefCell::new(HashMap::default()),
            taken_names,
            string_homes: None,
            written_globals: None,
            string_copies: HashMap::default(),
            unit: None,
            index_reads: RefCell::new(HashMap::default()),
            copied_tables: HashMap::default(),
            copy_versions: HashMap::default(),
            c_locale: crate::analysis::library_model::runs_in_c_locale(program),
            declared_pure: Vec::new(),
            name_counts: HashMap::default(),
            materialized: HashMap::default(),
            continuation: None,
            entry_unknown: Vec::new(),
            entry_given: Vec::new(),
            given_globals_from: None,
            written_outside: HashSet::default(),
            trapped: 0,
            trap_sites: Vec::new(),
            busiest_point: 0,
            abandon_after: None,
            defer_generalizations: false,
            deferred: Vec::new(),
            cut_points: HashSet::default(),
            cut_objects: HashMap::default(),
            label_versions: HashMap::default(),
            va_arg_lists: Vec::new(),
            va_list_numbers: HashMap::default(),
            va_open_lists: Default::default(),
            initial_store: Store::new(),
        };
        // Dynamic globals keep their initializer in the residual program;
        // the static store needs only the static ones.
        kernel.initial_store = kernel
            .eval
            .program_store(|g| kernel.object_bts(Object::Global(g), program.global(g).ty).0)?;
        kernel.static_globals = (0..program.globals.len())
            .map(|g| GlobalId(g as u32))
            .filter(|g| {
                kernel
                    .object_bts(Object::Global(*g), program.global(*g).ty)
                    .0
            })
            .map(ObjKey::Global)
            .collect();
        let cg = crate::analysis::callgraph::CallGraph::with_pointers(program, pta);
        let referenced = crate::analysis::modref::referenced_globals(program, pta, &cg);
        kernel.recursive = (0..program.functions.len())
            .map(|i| cg.is_recursive(FuncId(i as u32)))
            .collect();
        let recursive: Vec<FuncId> = (0..program.functions.len())
            .map(|i| FuncId(i as u32))
            .filter(|f| kernel.recursive[f.index()])
            .collect();
        kernel.in_recursion = cg.reachable_from(&recursive);
        kernel.global_roots = referenced
            .iter()
            .map(|globals| {
                kernel
                    .static_globals
                    .iter()
                    .filter(|k| matches!(k, ObjKey::Global(g) if globals.contains(g)))
                    .copied()
                    .collect()
            })
            .collect();
        Ok(kernel)
    }

    // ---- binding times ----

    fn value_bt(&self, f: FuncId, e: &Expr) -> Bt {
        let key = e as *const Expr as usize;
        if let Some(bt) = self.value_bts.borrow().get(&key) {
            return *bt;
        }
        let bt = self.bts.value(f, e);
        self.value_bts.borrow_mut().insert(key, bt);
        bt
    }

    fn address_bt(&self, f: FuncId, e: &Expr) -> Bt {
        let key = e as *const Expr as usize;
        if let Some(bt) = self.address_bts.borrow().get(&key) {
            return *bt;
        }
        let bt = self.bts.address(f, e);
        self.address_bts.borrow_mut().insert(key, bt);
        bt
    }

    /// Whether an object of type `ty` has static and dynamic cells.
    fn object_bts(&self, object: Object, ty: TypeId) -> (bool, bool) {
        let mut has = (false, false);
        for (path, _) in leaf_paths(&self.program.types, ty) {
            match self.bts.cell(&(object, path)) {
                Bt::Static => has.0 = true,
                Bt::Dynamic => has.1 = true,
            }
        }
        has
    }

    fn local_bt(&mut self, f: FuncId, l: LocalId) -> (bool, bool) {
        if !self.local_bts.contains_key(&f) {
            let function = self.program.function(f);
            let bts = (0..function.locals.len())
                .map(|i| {
                    let id = LocalId(i as u32);
                    self.object_bts(Object::Local(f, id), function.local(id).ty)
                })
                .collect();
            self.local_bts.insert(f, bts);
        }
        self.local_bts[&f][l.index()]
    }

    // ---- residual program building ----

    /// Residual statements made so far.
    pub fn residual_statements(&self) -> u64 {
        self.residual_stmts
    }

    fn build(&mut self) -> &mut FnBuild {
        let n = self.building.len() - 1;
        &mut self.building[n]
    }

    /// A new last parameter of the function being built.
    fn push_param(&mut self, name: String, ty: TypeId, span: Span) -> LocalId {
        let build = self.build();
        build.locals.push(Local {
            name,
            ty,
            is_param: true,
            is_temp: false,
            span,
            align: None,
        });
        let r = LocalId(build.locals.len() as u32 - 1);
        build.params.push(r);
        r
    }

    /// A new temporary of the function being built.
    fn new_temp(&mut self, name: &str, ty: TypeId, span: Span) -> LocalId {
        let build = self.build();
        build.locals.push(Local {
            name: name.to_string(),
            ty,
            is_param: false,
            is_temp: true,
            span,
            align: None,
        });
        LocalId(build.locals.len() as u32 - 1)
    }

    fn new_block(&mut self) -> BlockId {
        let build = self.build();
        build.blocks.push(Block {
            stmts: Vec::new(),
            term: Terminator::Return {
                value: None,
                span: Span::DUMMY,
            },
            label: None,
            address_taken: false,
        });
        BlockId(build.blocks.len() as u32 - 1)
    }

    fn emit(&mut self, block: BlockId, stmt: Stmt) -> R<()> {
        self.residual_stmts += 1;
        if self.residual_stmts.is_multiple_of(PROGRESS_EVERY) {
            crate::terminal::progress::residual_statements(self.residual_stmts);
        }
        if self.residual_stmts > self.limits.max_residual {
            return Err(self.limit_error(
                format!(
                    "the residual program grew beyond {} statements (--max-residual)",
                    self.limits.max_residual
                ),
                stmt.span(),
            ));
        }
        if self
            .abandon_after
            .is_some_and(|limit| self.residual_stmts > limit)
        {
            return Err(Stop::Abandon);
        }
        self.drain_prelude(block);
        self.build().blocks[block.index()].stmts.push(stmt);
        Ok(())
    }

    fn drain_prelude(&mut self, block: BlockId) {
        if self.prelude.is_empty() {
            return;
        }
        let prelude = std::mem::take(&mut self.prelude);
        self.residual_stmts += prelude.len() as u64;
        self.build().blocks[block.index()].stmts.extend(prelude);
    }

    fn terminate(&mut self, block: BlockId, term: Terminator) {
        self.drain_prelude(block);
        self.build().blocks[block.index()].term = term;
    }

    /// The residual local standing for local `l` of activation `act`.
    fn residual_local(&mut self, act: u32, l: LocalId) -> LocalId {
        let (func, position) = self.activations[&act];
        let slot = (position, func, l);
        if let Some(r) = self.build().local_map.get(&slot) {
            return *r;
        }
        let original = self.program.function(func).local(l).clone();
        let build = self.build();
        build.locals.push(Local {
            is_param: false,
            ..original
        });
        let id = LocalId(build.locals.len() as u32 - 1);
        build.local_map.insert(slot, id);
        id
    }

    pub fn fresh_function_name(&mut self, base: &str) -> String {
        loop {
            let n = self.name_counts.entry(base.to_string()).or_insert(0);
            let candidate = format!("{base}_{n}");
            *n += 1;
            if self.taken_names.insert(candidate.clone()) {
                return candidate;
            }
        }
    }

    /// A new activation of `func` at frame `position` of the function
    /// being specialized, with its locals in `store`.
    fn new_activation(&mut self, store: &mut Store, func: FuncId, position: usize) -> u32 {
        let act = self.next_activation;
        self.next_activation += 1;
        self.activations.insert(act, (func, position as u32));
        let function = self.program.function(func);
        for (i, local) in function.locals.iter().enumerate() {
            let id = LocalId(i as u32);
            let size = self.program.types.size_of(local.ty).unwrap_or(0);
            store.insert(
                ObjKey::Local(act, id),
                Obj::new(size, Some(local.ty), Object::Local(func, id)),
            );
        }
        act
    }

    fn drop_activation(&self, store: &mut Store, act: u32) {
        if let Some((func, _)) = self.activations.get(&act) {
            for i in 0..self.program.function(*func).locals.len() {
                store.remove(ObjKey::Local(act, LocalId(i as u32)));
            }
        }
    }

    /// Specializes `func` whose frame `act` is set up in `store`; returns
    /// the residual function and the distinct stores at its returns (its
    /// end-configurations, in the order of their continuation values).
    fn specialize(
        &mut self,
        func: FuncId,
        act: u32,
        store: Store,
        outer: Vec<u32>,
        how: Made,
    ) -> R<Specialization> {
        let program = self.program;
        let function = program.function(func);
        let id = match how.into {
            Some(id) => {
                self.out.functions[id.index()].comment = how.comment;
                id
            }
            None => {
                self.out.functions.push(Function {
                    comment: how.comment,
                    target: function.target.clone(),
                    ..Function::made(how.name, function.ty, how.linkage, function.span)
                });
                FuncId(self.out.functions.len() as u32 - 1)
            }
        };
        self.building.push(FnBuild {
            id,
            func,
            locals: Vec::new(),
            params: Vec::new(),
            local_map: HashMap::default(),
            blocks: Vec::new(),
            memo: HashMap::default(),
            per_point: HashMap::default(),
            pending: Vec::new(),
            outer,
            ends: Vec::new(),
            returns: Vec::new(),
            activation: act,
            is_entry: how.is_entry,
            visible: how.visible.into(),
            outer_refs: Vec::new(),
            labels: HashMap::default(),
            label_names: Default::default(),
            va_params: Vec::new(),
        });
        let mut param_tys = Vec::new();
        let mut preset = Vec::new();
        for &p in &function.params {
            if how.keeps_static_params && !self.local_bt(func, p).1 {
                // Never read: the residual code has its value.
                let original = function.local(p);
                self.push_param(original.name.clone(), original.ty, original.span);
                param_tys.push(original.ty);
                continue;
            }
            if self.local_bt(func, p).1 {
                let r = self.residual_local(act, p);
                let given = ObjKey::Local(act, p);
                if how.is_entry && store.get(given).is_some_and(|o| o.init.iter().any(|i| *i)) {
                    // A parameter given a value but made dynamic by a
                    // generalization: the entry keeps the signature the
                    // user asked for and starts from that value.
                    preset.push((p, r));
                    continue;
                }
                let build = self.build();
                build.locals[r.index()].is_param = true;
                build.params.push(r);
                param_tys.push(function.local(p).ty);
            }
        }
        // Their types go into the signature at the end: the goal's may be
        // made as its `va_arg`s read them.
        for ty in &how.va_params {
            let r = self.push_param("arg".to_string(), *ty, function.span);
            self.build().va_params.push(r);
        }
        for &(a, l) in &how.outer_refs {
            let Some(&(owner, _)) = self.activations.get(&a) else {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "a caller's local of an unknown activation",
                    function.span,
                ))));
            };
            let ty = program.function(owner).local(l).ty;
            self.outer_ref(a, l, owner, ty);
        }
        let entry = self.new_block();
        for (p, r) in preset {
            let ty = function.local(p).ty;
            let span = function.local(p).span;
            let cfg = Config {
                frames: vec![Frame {
                    func,
                    activation: act,
                    block: BlockId(0),
                    index: 0,
                }],
                store: store.clone(),
                lineage: None,
                speculative: false,
            };
            // Each scalar the value sets, assigned in place (a struct of
            // scalars, arrays and structs); one with a union or
            // bit-fields, whose parts overlap or share bytes, byte by
            // byte, when it holds no pointer.
            let Some(parts) = self.preset_parts(&store, ObjKey::Local(act, p), ty) else {
                let Some(bytes) = self.preset_bytes(&store, ObjKey::Local(act, p), ty) else {
                    return Err(Stop::Error(unsupported(
                        format!(
                            "making the static aggregate parameter `{}` dynamic, when it holds a union or bit-fields and a pointer",
                            function.local(p).name
                        ),
                        span,
                    )));
                };
                for (offset, byte) in bytes {
                    let stmt = self.local_byte_store(r, ty, offset, byte, span);
                    self.emit(entry, stmt)?;
                }
                continue;
            };
            for (offset, part_ty) in parts {
                let at = Pointer {
                    obj: ObjKey::Local(act, p),
                    offset: offset as i64,
                };
                let v = self.eval.load(&store, at, part_ty, span)?;
                let rhs = self.lift(&cfg, &v, part_ty, span)?;
                let whole = Expr::new(ExprKind::Local(r), ty, span);
                let Some(lhs) = self.sub_lvalue(whole, ty, offset, part_ty, span) else {
                    return Err(Stop::Error(Box::new(Diag::bug(
                        "no lvalue for a part of a parameter",
                        span,
                    ))));
                };
                self.emit(entry, Stmt::Assign { lhs, rhs, span })?;
            }
        }
        if how.is_entry {
            self.reset_given_objects(func, act, &store, entry)?;
        }
        self.build().pending.push((
            Config {
                frames: vec![Frame {
                    func,
                    activation: act,
                    block: BlockId(0),
                    index: 0,
                }],
                store,
                lineage: None,
                speculative: how.speculative,
            },
            entry,
        ));
        let result = self.drain_pending();
        let build = match self.building.pop() {
            Some(b) => b,
            None => {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "no function",
                    function.span,
                ))));
            }
        };
        result?;
        let mut build = build;
        // The memo tables are done with: freed before the passes over the
        // residual body, which are the run's peak of memory otherwise.
        drop(std::mem::take(&mut build.memo));
        drop(std::mem::take(&mut build.per_point));
        drop(std::mem::take(&mut build.local_map));
        if !build.is_entry && build.ends.len() > 1 {
            // Each return tells the caller which end-configuration it
            // continues with.
            let g = self.continuation_global();
            let int = self.out.types.int(IntKind::Int);
            for (b, k) in &build.returns {
                let span = match &build.blocks[b.index()].term {
                    Terminator::Return { span, .. } => *span,
                    _ => function.span,
                };
                build.blocks[b.index()].stmts.push(Stmt::Assign {
                    lhs: Expr::new(ExprKind::Global(g), int, span),
                    rhs: Expr::new(ExprKind::IntConst(*k as i128), int, span),
                    span,
                });
            }
        }
        let original = crate::core::print::signature(&program.types, function.ty);
        let ret = original.as_ref().map(|s| s.ret).unwrap_or(function.ty);
        // A variadic function keeps its `...` and every parameter: its
        // `va_start` names the last one. A walked one takes its run-time
        // variable arguments as fixed parameters.
        let variadic =
            original.as_ref().is_some_and(|s| s.variadic) && !self.division.is_va_walked(func);
        if variadic && build.params.len() != function.params.len() {
            let mut d = unsupported(
                format!(
                    "specializing the variadic function `{}` to static values of its parameters",
                    function.name
                ),
                function.span,
            );
            d.notes.push(format!(
                "cmix follows the `va_arg`s of a variadic function during specialization only when its `va_list`s meet nothing but va_start, va_arg, va_end, va_copy and functions given the list, it is not recursive, its address is not taken, and each `va_arg` reads the type the call passes; `{0}` reads its variable arguments at run time, so it stays variadic and cannot drop its static parameters: make them dynamic (--dynamic), or specialize a function that calls `{0}`; --strict says which rule stopped it",
                function.name
            ));
            return Err(Stop::Error(d));
        }
        for p in build
            .va_params
            .iter()
            .chain(build.outer_refs.iter().map(|(_, _, p)| p))
        {
            param_tys.push(build.locals[p.index()].ty);
        }
        let ty = self.out.types.mk(TypeKind::Function(FuncSig {
            ret,
            params: param_tys,
            variadic,
            prototyped: true,
        }));
        let outer_refs = build.outer_refs.iter().map(|(a, l, _)| (*a, *l)).collect();
        if !build.labels.is_empty() {
            let names = build
                .labels
                .iter()
                .filter_map(|(orig, (_, name))| {
                    let label = function
                        .body
                        .as_ref()?
                        .blocks
                        .get(orig.index())?
                        .label
                        .as_deref()?
                        .to_string();
                    Some((label, name.clone()))
                })
                .collect();
            self.label_versions
                .entry(func)
                .or_default()
                .push((build.id, names));
        }
        let mut body = Body {
            blocks: build.blocks,
        };
        // A function that calls setjmp is entered again after the call by
        // a longjmp: a path the body does not show.
        let returns_twice = body.blocks.iter().flat_map(|b| &b.stmts).any(|s| {
            matches!(s, Stmt::Call { callee, .. }
                if crate::core::RETURNS_TWICE.contains(&self.out.function(*callee).name.as_str()))
        });
        if !returns_twice {
            crate::core::known_tests::skip_known_tests(&mut body, &self.out.types);
        }
        crate::core::cleanup::simplify(&mut body);
        let f = &mut self.out.functions[id.index()];
        f.ty = ty;
        f.params = build.params;
        f.locals = build.locals;
        f.body = Some(body);
        Ok((build.id, build.ends, outer_refs))
    }

    /// The residual global `endconf` that residual functions with several
    /// end-configurations set before they return.
    fn continuation_global(&mut self) -> GlobalId {
        if let Some(g) = self.continuation {
            return g;
        }
        let name = crate::core::print::fresh_name("endconf", &mut self.taken_names);
        let int = self.out.types.int(IntKind::Int);
        let id = GlobalId(self.out.globals.len() as u32);
        self.out.globals.push(Global {
            name,
            ty: int,
            linkage: Linkage::Internal,
            init: None,
            defined: true,
            hoisted_from: None,
            is_system: false,
            asm_label: None,
            span: Span::DUMMY,
            align: None,
            thread_local: false,
            weak_copy: false,
        });
        self.continuation = Some(id);
        id
    }

    fn drain_pending(&mut self) -> R<()> {
        while let Some((cfg, block)) = self.build().pending.pop() {
            self.run(cfg, block)?;
        }
        Ok(())
    }

    pub fn eval(&self) -> &Evaluator<'a> {
        &self.eval
    }

    // ---- the two-level interpreter ----

    /// Specializes from `cfg` into residual block `cur` until the path
    /// ends. Undefined behaviour on a path that only dynamic control may
    /// take ends that path with a trap: C allows any behaviour there, and
    /// the path is often impossible (a loop bound the specializer cannot
    /// see).
    fn run(&mut self, mut cfg: Config, mut cur: BlockId) -> R<()> {
        let outcome = match self.run_path(&mut cfg, &mut cur) {
            Err(Stop::Error(mut d)) => match super::eval::uninitialized_local(&mut d) {
                // On a path that may not run (under dynamic control), a
                // local read before it is set holds whatever the run-time
                // program finds there: it is dynamic, rather than a trap
                // where the original reads some value. (On a path that
                // runs, the read is reported as undefined behaviour.)
                Some((act, l, offset)) if cfg.speculative => match self.activations.get(&act) {
                    Some((func, _)) => {
                        let function = self.program.function(*func);
                        let ty = function.local(l).ty;
                        let path = super::layout::path_at(&self.program.types, ty, offset);
                        Err(Stop::Generalize(Generalization {
                            cells: vec![(Object::Local(*func, l), path)],
                            sites: Vec::new(),
                            message: format!(
                                "`{}` in `{}` is read ({{at}}) before it is set, so its value is whatever the program finds there at run time",
                                function.local(l).name,
                                function.name
                            ),
                            span: d.span.unwrap_or(Span::DUMMY),
                        }))
                    }
                    None => Err(Stop::Error(d)),
                },
                _ => Err(Stop::Error(d)),
            },
            other => other,
        };
        match outcome {
            // A pointer's bytes read as a number (a union's other member):
            // the variable is dynamic, and the residual program reads them.
            Err(Stop::Error(d)) if let Some(which) = super::eval::pointer_bytes_read(&d) => {
                let (object, name) = match which {
                    super::eval::PointerBytesIn::Global(g) => (
                        Object::Global(g),
                        format!("global `{}`", self.program.global(g).name),
                    ),
                    super::eval::PointerBytesIn::Local(act, l) => {
                        let Some((func, _)) = self.activations.get(&act) else {
                            return Err(Stop::Error(d));
                        };
                        let function = self.program.function(*func);
                        (
                            Object::Local(*func, l),
                            format!("`{}` in `{}`", function.local(l).name, function.name),
                        )
                    }
                };
                Err(Stop::Generalize(Generalization {
                    cells: vec![(object, Vec::new())],
                    sites: Vec::new(),
                    message: format!(
                        "{name} holds a pointer whose bytes are read as a number ({{at}}), and addresses are known at run time only"
                    ),
                    span: d.span.unwrap_or(Span::DUMMY),
                }))
            }
            Err(Stop::Error(d)) if let Some((g, at)) = super::eval::unknown_global(&d) => {
                let ty = self.program.global(g).ty;
                let path = super::layout::path_at(&self.program.types, ty, at);
                let name = super::layout::describe_global(self.program, g, &path);
                Err(Stop::Generalize(Generalization {
                    cells: vec![(Object::Global(g), path)],
                    sites: Vec::new(),
                    message: format!(
                        "{name} is read ({{at}}) before the goal sets it, and {}, so its value \
                         when the goal is called is not known",
                        match (
                            self.written_outside.contains(&g),
                            self.program.global(g).linkage,
                        ) {
                            (true, Linkage::External) => {
                                "files cmix was not given may write it (it has external linkage: declared `static` or `const`, it would stay static)"
                            }
                            (true, Linkage::Internal) => {
                                "files cmix was not given may write it through its address, which a function they may call gives out"
                            }
                            (false, _) => "the program writes it",
                        }
                    ),
                    span: d.span.unwrap_or(Span::DUMMY),
                }))
            }
            Err(Stop::Error(d)) if cfg.speculative && d.label == super::eval::UB_LABEL => {
                if std::env::var_os("CMIX_DEBUG_TRAPS").is_some() {
                    eprintln!("trap: {}", d.message);
                }
                self.trapped += 1;
                let span = d.span.unwrap_or(Span::DUMMY);
                self.record_trap_site(span, &d.message);
                let trap = self.trap_function();
                self.emit(
                    cur,
                    Stmt::Call {
                        dest: None,
                        callee: trap,
                        args: Vec::new(),
                        span,
                    },
                )?;
                self.end_path(&cfg, cur, span)
            }
            other => other,
        }
    }

    fn record_trap_site(&mut self, span: Span, message: &str) {
        if self.trap_sites.len() < MAX_TRAP_SITES
            && !self.trap_sites.iter().any(|(at, _)| *at == span)
        {
            self.trap_sites.push((span, message.to_string()));
        }
    }

    /// `__builtin_trap` in the residual program.
    fn trap_function(&mut self) -> FuncId {
        let void = self.out.types.void();
        self.library_function("__builtin_trap", void, true)
    }

    /// The library function `name` (no parameters, returning `ret`) in the
    /// residual program, declared there if the program does not.
    fn library_function(&mut self, name: &str, ret: TypeId, is_builtin: bool) -> FuncId {
        self.library_function_with(name, ret, Vec::new(), is_builtin)
    }

    /// The library function `name` taking `params` and returning `ret` in
    /// the residual program, declared there if the program does not.
    fn library_function_with(
        &mut self,
        name: &str,
        ret: TypeId,
        params: Vec<TypeId>,
        is_builtin: bool,
    ) -> FuncId {
        if let Some(f) = self
            .out
            .functions
            .iter()
            .position(|f| f.name == name && f.body.is_none())
        {
            return FuncId(f as u32);
        }
        let ty = self.out.types.mk(TypeKind::Function(FuncSig {
            ret,
            params,
            variadic: false,
            prototyped: true,
        }));
        self.out.functions.push(Function {
            is_system: !is_builtin,
            is_builtin,
            ..Function::made(name.into(), ty, Linkage::External, Span::DUMMY)
        });
        FuncId(self.out.functions.len() as u32 - 1)
    }

    fn run_path(&mut self, cfg: &mut Config, cur: &mut BlockId) -> R<()> {
        let program = self.program;
        self.prelude.clear();
        self.loop_visits.clear();
        self.loop_keys.clear();
        loop {
            self.steps += 1;
            if self.steps > self.limits.max_steps {
                let top = cfg.top();
                let span = self.block_span(top.func, top.block);
                return Err(self.limit_error(
                    format!(
                        "specialization did not finish within {} static steps (--max-steps)",
                        self.limits.max_steps
                    ),
                    span,
                ));
            }
            let top = cfg.top().clone();
            let Some(body) = &program.function(top.func).body else {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "running a function without body",
                    Span::DUMMY,
                ))));
            };
            let block = body.block(top.block);
            if top.index < block.stmts.len() {
                let stmt = &block.stmts[top.index];
                if !self.statement(cfg, *cur, stmt, &top)? {
                    return Ok(());
                }
                continue;
            }
            let dynamic = self.division.terminator(top.func, top.block) == Bt::Dynamic;
            match &block.term {
                Terminator::Goto(target) => {
                    if !self.jump(cfg, cur, *target)? {
                        return Ok(());
                    }
                }
                Terminator::If {
                    cond,
                    then_block,
                    else_block,
                    span,
                } => {
                    if dynamic && self.value_bt(top.func, cond) == Bt::Dynamic {
                        let c = self.reduce(cfg, cond)?;
                        let mut then_cfg = cfg.clone();
                        then_cfg.top_mut().block = *then_block;
                        then_cfg.top_mut().index = 0;
                        cfg.top_mut().block = *else_block;
                        cfg.top_mut().index = 0;
                        let t = self.pending_block(then_cfg)?;
                        let e = self.pending_block(cfg.clone())?;
                        self.terminate(
                            *cur,
                            Terminator::If {
                                cond: c,
                                then_block: t,
                                else_block: e,
                                span: *span,
                            },
                        );
                        return Ok(());
                    }
                    let v = self.eval.eval(&cfg.store, cfg.eval_frame(), cond)?;
                    let target = if self.eval.truth(&v, *span)? {
                        *then_block
                    } else {
                        *else_block
                    };
                    if !self.jump(cfg, cur, target)? {
                        return Ok(());
                    }
                }
                Terminator::Switch {
                    scrutinee,
                    cases,
                    default,
                    span,
                } => {
                    if dynamic && self.value_bt(top.func, scrutinee) == Bt::Dynamic {
                        let s = self.reduce(cfg, scrutinee)?;
                        let mut residual_cases = Vec::new();
                        for (value, target) in cases {
                            let mut c = cfg.clone();
                            c.top_mut().block = *target;
                            c.top_mut().index = 0;
                            residual_cases.push((*value, self.pending_block(c)?));
                        }
                        cfg.top_mut().block = *default;
                        cfg.top_mut().index = 0;
                        let d = self.pending_block(cfg.clone())?;
                        self.terminate(
                            *cur,
                            Terminator::Switch {
                                scrutinee: s,
                                cases: residual_cases,
                                default: d,
                                span: *span,
                            },
                        );
                        return Ok(());
                    }
                    let v = self.eval.eval(&cfg.store, cfg.eval_frame(), scrutinee)?;
                    let Value::Int(n) = v else {
                        return Err(Stop::Error(Box::new(Diag::bug(
                            "switch on a non-integer",
                            *span,
                        ))));
                    };
                    let target = cases
                        .iter()
                        .find(|(c, _)| *c == n)
                        .map(|(_, t)| *t)
                        .unwrap_or(*default);
                    if !self.jump(cfg, cur, target)? {
                        return Ok(());
                    }
                }
                Terminator::IndirectGoto {
                    target,
                    targets,
                    span,
                } => {
                    if !self.computed_goto(cfg, cur, target, targets, *span)? {
                        return Ok(());
                    }
                }
                Terminator::Return { value, span } => {
                    if cfg.frames.len() == 1 {
                        return self.residual_return(cfg.clone(), *cur, value.as_ref(), *span);
                    }
                    self.return_to_caller(cfg, *cur, value.as_ref(), *span)?;
                }
            }
        }
    }

    /// Moves to `target`; at a memo point, shares or starts a residual
    /// block. Returns false when the path ends here.
    fn jump(&mut self, cfg: &mut Config, cur: &mut BlockId, target: BlockId) -> R<bool> {
        let f = cfg.top().func;
        cfg.top_mut().block = target;
        cfg.top_mut().index = 0;
        let (b, seen) = if self.is_memo_point(f, target) {
            self.memo_block(cfg)?
        } else if self.loop_check(cfg, f, target) {
            self.repeat_block(cfg)?
        } else {
            return Ok(true);
        };
        self.terminate(*cur, Terminator::Goto(b));
        *cur = b;
        Ok(!seen)
    }

    /// Runs or reduces one statement. Returns false when the path ends.
    fn statement(&mut self, cfg: &mut Config, cur: BlockId, stmt: &Stmt, top: &Frame) -> R<bool> {
        let f = top.func;
        let bt = self.division.statement(f, top.block, top.index);
        match stmt {
            Stmt::Assign { lhs, rhs, span } if self.division.is_trick(f, top.block, top.index) => {
                if !self.trick(cfg, cur, lhs, rhs, *span)? {
                    return Ok(false);
                }
            }
            Stmt::Assign { lhs, rhs, span } => {
                if bt == Bt::Static {
                    let v = self.eval.eval(&cfg.store, cfg.eval_frame(), rhs)?;
                    let frame = cfg.eval_frame();
                    self.eval.assign(&mut cfg.store, frame, lhs, &v, *span)?;
                } else {
                    // (A vector or other run-time-only value has no
                    // static part.)
                    let types = &self.program.types;
                    let aggregate = !types.is_scalar(lhs.ty) && !types.is_runtime_only(lhs.ty);
                    if aggregate
                        && self.address_bt(f, lhs) == Bt::Static
                        && self.address_bt(f, rhs) == Bt::Static
                    {
                        // The static fields are copied here, the dynamic
                        // ones by the residual assignment; bytes of the
                        // source unknown during specialization (a global's
                        // run-time fields) are copied as never written.
                        let from = self.eval.place(&cfg.store, cfg.eval_frame(), rhs)?;
                        let to = self.eval.place(&cfg.store, cfg.eval_frame(), lhs)?;
                        let size = self.eval.size_of(lhs.ty, *span)?;
                        let chunk = cfg
                            .store
                            .read_chunk_unknown_unset(from, size)
                            .and_then(|chunk| cfg.store.write_chunk(to, &chunk))
                            .map_err(|e| super::eval::access(e, *span));
                        chunk?;
                    }
                    let l = self.reduce_lvalue(cfg, lhs)?;
                    let r = self.reduce(cfg, rhs)?;
                    self.emit(
                        cur,
                        Stmt::Assign {
                            lhs: l,
                            rhs: r,
                            span: *span,
                        },
                    )?;
                }
            }
            Stmt::Zero { lhs, span } => {
                if bt == Bt::Static || self.address_bt(f, lhs) == Bt::Static {
                    let p = self.eval.place(&cfg.store, cfg.eval_frame(), lhs)?;
                    let size = self.eval.size_of(lhs.ty, *span)?;
                    if !matches!(p.obj, ObjKey::Str(_)) {
                        cfg.store
                            .zero(p, size)
                            .map_err(|e| Diag::error(e.describe(), *span))
                            .map_err(Box::new)?;
                    }
                }
                if bt == Bt::Dynamic {
                    let l = self.reduce_lvalue(cfg, lhs)?;
                    self.emit(
                        cur,
                        Stmt::Zero {
                            lhs: l,
                            span: *span,
                        },
                    )?;
                }
            }
            Stmt::Eval { expr, span } => {
                if bt == Bt::Static {
                    self.eval.eval(&cfg.store, cfg.eval_frame(), expr)?;
                } else {
                    let e = self.reduce(cfg, expr)?;
                    self.emit(
                        cur,
                        Stmt::Eval {
                            expr: e,
                            span: *span,
                        },
                    )?;
                }
            }
            Stmt::Call {
                dest,
                callee,
                args,
                span,
            } => {
                return self.call(cfg, cur, top, dest.as_ref(), *callee, args, *span);
            }
        }
        cfg.top_mut().index += 1;
        Ok(true)
    }
}

/// The function and block of the top frame.
fn top_of(cfg: &Config) -> (FuncId, BlockId) {
    let top = cfg.top();
    (top.func, top.block)
}

/// The objects whose contents differ between two keys of one point with
/// the same objects (`None` when the objects differ or nothing changed).
fn changed_objects(a: &MemoKey, b: &MemoKey) -> Option<Vec<Canon>> {
    if a.objects.len() != b.objects.len() {
        return None;
    }
    let mut changed = Vec::new();
    for ((ca, da), (cb, db)) in a.objects.iter().zip(&b.objects) {
        if ca != cb {
            return None;
        }
        if da != db {
            changed.push(*ca);
        }
    }
    (!changed.is_empty()).then_some(changed)
}

/// Whether two stores hold the same objects with the same contents.
fn same_store(a: &Store, b: &Store) -> bool {
    b.changes_from(a).next().is_none()
}
