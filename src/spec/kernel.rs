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
use super::memo::{BlobCache, Canon, Canonicalizer, Liveness, MemoKey};
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

/// Limits and naming for one specialization.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Static execution steps (statements and branches run).
    pub max_steps: u64,
    /// Statements in the residual program.
    pub max_residual: u64,
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
}

/// Static variables to make dynamic, and why.
pub struct Generalization {
    pub cells: Vec<Cell>,
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

/// Specializations of one program point in one residual function after
/// which cmix looks for the static variable that keeps them coming.
const POINT_LIMIT: usize = 1000;

/// Nested specializations of one recursive function, called under dynamic
/// control, after which its varying static inputs are generalized.
const RECURSION_LIMIT: usize = 64;

/// The same under static control: such recursion ends if the original
/// program's does, but it may be deeper than specialization can afford.
const STATIC_RECURSION_LIMIT: usize = 16 * RECURSION_LIMIT;

/// The deepest nesting a large static input may ask for (each level is a
/// residual function being built, on cmix's own stack).
const MAX_RECURSION_LIMIT: usize = 4096;

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
    /// The objects that changed since the last visit of this point, and
    /// for how many visits in a row the same ones did.
    run: Option<(Vec<Canon>, u32)>,
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
}

/// Per function, what its dynamic branches control (indexed by block).
#[derive(Default)]
struct Control {
    /// Blocks where specialization memoizes (joins under dynamic control).
    memo_points: Vec<bool>,
    /// Blocks that depend on a dynamic branch.
    controlled: Vec<bool>,
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
}

/// A residual function made for a memo key.
struct FnEntry {
    id: FuncId,
    done: bool,
    /// Reached again while still being built (a recursive call).
    recursive_use: bool,
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
    blobs: BlobCache,
    building: Vec<FnBuild>,
    liveness: HashMap<FuncId, Liveness>,
    control: HashMap<FuncId, Control>,
    /// Per function, per local: (has a static part, has a dynamic part).
    local_bts: HashMap<FuncId, Vec<(bool, bool)>>,
    static_globals: Vec<ObjKey>,
    /// Per function, the static globals it or its callees may reference:
    /// the globals that matter to its specializations.
    global_roots: Vec<Rc<[ObjKey]>>,
    /// Per function: whether it is recursive.
    recursive: Vec<bool>,
    value_bts: RefCell<HashMap<usize, Bt>>,
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
    /// Paths ended by a trap because they would have undefined behaviour.
    pub trapped: u64,
    /// The most specializations any one program point got in one residual
    /// function (reported with CMIX_TIMINGS, to tune the limits).
    pub busiest_point: usize,
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
    cut_objects: HashMap<Object, Option<Rc<super::memo::Blob>>>,
    /// Library calls that never return: specialization of the path stops.
    pub initial_store: Store,
}

const NO_RETURN: &[&str] = &[
    "exit",
    "_exit",
    "_Exit",
    "abort",
    "__builtin_abort",
    "__builtin_trap",
    "__builtin_unreachable",
    "__assert_fail",
    "quick_exit",
    "longjmp",
];

impl<'a> Kernel<'a> {
    /// Specializations of one point before its varying variables are
    /// suspected: at least `POINT_LIMIT`, more for a larger static input.
    fn point_limit(&self) -> usize {
        POINT_LIMIT.max(4 * self.limits.static_input_bytes.min(1 << 20) as usize)
    }

    /// Nesting of one recursive function under dynamic and under static
    /// control before its varying inputs are generalized.
    fn recursion_limits(&self) -> (usize, usize) {
        let scaled = (self.limits.static_input_bytes as usize).min(MAX_RECURSION_LIMIT);
        (
            RECURSION_LIMIT.max(scaled),
            STATIC_RECURSION_LIMIT.max(scaled),
        )
    }

    /// How many heap objects became residual variables.
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
            blobs: BlobCache::default(),
            building: Vec::new(),
            liveness: HashMap::default(),
            control: HashMap::default(),
            local_bts: HashMap::default(),
            static_globals: Vec::new(),
            global_roots: Vec::new(),
            recursive: Vec::new(),
            value_bts: RefCell::new(HashMap::default()),
            address_bts: RefCell::new(HashMap::default()),
            taken_names,
            name_counts: HashMap::default(),
            materialized: HashMap::default(),
            continuation: None,
            entry_unknown: Vec::new(),
            trapped: 0,
            busiest_point: 0,
            defer_generalizations: false,
            deferred: Vec::new(),
            cut_points: HashSet::default(),
            cut_objects: HashMap::default(),
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
        let cg = crate::analysis::callgraph::CallGraph::compute(program);
        let referenced = crate::analysis::modref::referenced_globals(program, pta, &cg);
        kernel.recursive = (0..program.functions.len())
            .map(|i| cg.is_recursive(FuncId(i as u32)))
            .collect();
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

    fn build(&mut self) -> &mut FnBuild {
        let n = self.building.len() - 1;
        &mut self.building[n]
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
        });
        BlockId(build.blocks.len() as u32 - 1)
    }

    fn emit(&mut self, block: BlockId, stmt: Stmt) -> R<()> {
        self.residual_stmts += 1;
        if self.residual_stmts > self.limits.max_residual {
            return Err(self.limit_error(
                format!(
                    "the residual program grew beyond {} statements (--max-residual)",
                    self.limits.max_residual
                ),
                stmt.span(),
            ));
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

    fn limit_error(&self, message: String, span: Span) -> Stop {
        let mut d = Diag::error(message, span);
        if let Some(culprit) = self.culprit() {
            d = d.with_note(culprit);
        }
        d = d.with_note(
            "a static variable that changes in a loop under dynamic control makes \
             specialization unbounded; make it dynamic with --dynamic, or raise the limit",
        );
        Stop::Error(Box::new(d))
    }

    /// The program point with the most specializations in the function
    /// being built, and the static object whose values vary most there.
    fn culprit(&self) -> Option<String> {
        let build = self.building.last()?;
        let (point, count) = build
            .per_point
            .iter()
            .map(|(p, keys)| (p, keys.len()))
            .max_by_key(|(_, n)| *n)?;
        let &(canon, values) = self.varied(point).first()?;
        let &(f, b, _) = point.last()?;
        let what = match self.canon_variable(point, canon) {
            Some((_, name)) => name,
            None => "a static object".into(),
        };
        Some(format!(
            "block {b} of `{}` was specialized {count} times; {what} took {values} different values there",
            self.program.function(FuncId(f)).name,
        ))
    }

    /// Among the memo keys of `point` in the function being built, each
    /// object with the number of its different contents, most varied first.
    fn varied(&self, point: &[(u32, u32, u32)]) -> Vec<(Canon, usize)> {
        let Some(build) = self.building.last() else {
            return Vec::new();
        };
        super::memo::variety(
            build
                .per_point
                .get(point)
                .into_iter()
                .flatten()
                .map(|k| &**k),
        )
    }

    /// The variable a canonical object name stands for at `point` (a
    /// local of a frame, or a global), as a cell and a description.
    fn canon_variable(&self, point: &[(u32, u32, u32)], canon: Canon) -> Option<(Cell, String)> {
        match canon {
            Canon::Global(g) => {
                let id = GlobalId(g);
                Some((
                    (Object::Global(id), Vec::new()),
                    format!("global `{}`", self.program.global(id).name),
                ))
            }
            Canon::Local(depth, l) => {
                let outer = &self.building.last()?.outer;
                let depth = depth as usize;
                let func = if depth < outer.len() {
                    self.activations.get(&outer[depth])?.0
                } else {
                    FuncId(point.get(depth - outer.len())?.0)
                };
                let function = self.program.function(func);
                let id = LocalId(l);
                Some((
                    (Object::Local(func, id), Vec::new()),
                    format!(
                        "`{}` in `{}`",
                        function.locals.get(l as usize)?.name,
                        function.name
                    ),
                ))
            }
            _ => None,
        }
    }

    /// Called each time a point of the function being built gets another
    /// `point_limit` specializations: the static variables that took a new
    /// value for most of them keep specialization going, or, when no one
    /// variable explains them, the combinations of the most varied ones do.
    /// (An interpreter's dispatch legitimately sees many combinations of a
    /// program counter and a few flags; the limit grows with the program
    /// it is given, the static input.)
    fn overgrown(
        &self,
        point: &[(u32, u32, u32)],
        count: usize,
    ) -> Option<(Generalization, Vec<Canon>)> {
        let varied = self.varied(point);
        let values = varied.first()?.1;
        let mut growing: Vec<Canon> = varied
            .iter()
            .filter(|(_, v)| v * 2 >= count)
            .map(|(c, _)| *c)
            .collect();
        if growing.is_empty() {
            // No one variable explains it: several multiply. The most
            // varied ones go, as many as it takes to leave a fraction of
            // the point limit's combinations (a program counter with a few
            // values stays; a dozen loop counters of ten values each go in
            // one round, not in twelve).
            let target = self.point_limit() / 8;
            let keys = self.building.last().and_then(|b| b.per_point.get(point));
            for (c, v) in &varied {
                if *v <= 1 {
                    break;
                }
                if v * 2 < values
                    && super::memo::distinct_without(
                        keys.into_iter().flatten().map(|k| &**k),
                        &growing,
                    ) <= target
                {
                    break;
                }
                growing.push(*c);
            }
        }
        let (cells, names) = self.variables(point, &growing)?;
        let &(f, b, _) = point.last()?;
        let them = if cells.len() == 1 { "it" } else { "them" };
        let found = Generalization {
            cells,
            message: format!(
                "{names} took up to {values} different values at one point under dynamic control \
                 ({{at}}, specialized {count} times), so keeping {them} static would not terminate"
            ),
            span: self.block_span(FuncId(f), BlockId(b)),
        };
        Some((found, growing))
    }

    // ---- activations ----

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

    // ---- memoization ----

    fn liveness(&mut self, f: FuncId) -> &Liveness {
        let program = self.program;
        self.liveness
            .entry(f)
            .or_insert_with(|| Liveness::compute(program.function(f)))
    }

    fn is_memo_point(&mut self, f: FuncId, b: BlockId) -> bool {
        self.control(f).memo_points[b.index()]
    }

    /// Whether block `b` of `f` depends on a dynamic branch.
    fn is_under_dynamic_control(&mut self, f: FuncId, b: BlockId) -> bool {
        self.control(f).controlled[b.index()]
    }

    fn control(&mut self, f: FuncId) -> &Control {
        if !self.control.contains_key(&f) {
            let control = self.compute_control(f);
            self.control.insert(f, control);
        }
        &self.control[&f]
    }

    /// From the regions of `f`'s dynamic branches: the blocks they
    /// control, and the memo points, where paths split by a dynamic branch
    /// join: after a non-loop branch, the joins outside its region (its
    /// paths meet there); in a loop with a dynamic exit, every join of its
    /// region (each iteration meets the next). A static loop inside a
    /// dynamic `if` runs unmemoized: its iterations never meet other paths.
    fn compute_control(&self, f: FuncId) -> Control {
        let Some(body) = &self.program.function(f).body else {
            return Control::default();
        };
        let n = body.blocks.len();
        let branches = crate::analysis::bta::dynamic_branches(body, |b| {
            self.division.terminator(f, b) == Bt::Dynamic
        });
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, block) in body.blocks.iter().enumerate() {
            for s in block.term.successors() {
                preds[s.index()].push(b);
            }
        }
        let mut control = Control {
            memo_points: vec![false; n],
            controlled: vec![false; n],
        };
        for region in crate::analysis::bta::branch_regions(body, &branches) {
            let split = |p: usize| region.blocks[p] || p == region.branch.index();
            for (b, preds) in preds.iter().enumerate() {
                control.controlled[b] |= region.blocks[b];
                if preds.len() >= 2
                    && (region.is_loop || !region.blocks[b])
                    && preds.iter().any(|p| split(*p))
                {
                    control.memo_points[b] = true;
                }
            }
        }
        control
    }

    fn all_activations(&self, cfg: &Config) -> Vec<u32> {
        let mut acts = self
            .building
            .last()
            .map(|b| b.outer.clone())
            .unwrap_or_default();
        acts.extend(cfg.frames.iter().map(|f| f.activation));
        acts
    }

    /// The memo key of `cfg`, and whether its static data reaches a
    /// variable found growing this round (`cut_objects`).
    fn memo_key(&mut self, cfg: &Config) -> (MemoKey, bool) {
        // What the function being specialized (with the calls unfolded
        // into it) may reference; nothing else changes within it.
        let mut roots = self.global_roots[cfg.frames[0].func.index()].to_vec();
        if let Some(build) = self.building.last() {
            roots.extend(build.visible.iter().copied());
        }
        let top = cfg.frames.len() - 1;
        for (depth, frame) in cfg.frames.iter().enumerate() {
            // Callers resume after their call statement.
            let index = if depth == top {
                frame.index
            } else {
                frame.index + 1
            };
            let function = self.program.function(frame.func);
            let live = self
                .liveness(frame.func)
                .live_before(function, frame.block.index(), index);
            for (l, is_live) in live.iter().enumerate() {
                let id = LocalId(l as u32);
                if *is_live && self.local_bt(frame.func, id).0 {
                    roots.push(ObjKey::Local(frame.activation, id));
                }
            }
        }
        let point = cfg
            .frames
            .iter()
            .map(|f| (f.func.0, f.block.0, f.index as u32))
            .collect();
        let canonicalizer = Canonicalizer::new(&self.all_activations(cfg));
        let key = canonicalizer.key(&cfg.store, point, &roots, &mut self.blobs);
        let cut = !self.cut_objects.is_empty()
            && canonicalizer.reached_any(|&k| {
                let object = match k {
                    ObjKey::Global(g) => Object::Global(g),
                    ObjKey::Local(act, id) => match self.activations.get(&act) {
                        Some((func, _)) => Object::Local(*func, id),
                        None => return false,
                    },
                    _ => return false,
                };
                let Some(allowed) = self.cut_objects.get(&object) else {
                    return false;
                };
                let canon = canonicalizer.canon(k);
                let contents = key
                    .objects
                    .binary_search_by_key(&canon, |(c, _)| *c)
                    .ok()
                    .map(|i| &key.objects[i].1);
                match (allowed, contents) {
                    (Some(a), Some(c)) => **a != **c,
                    _ => true,
                }
            });
        (key, cut)
    }

    /// Records a new memo entry in the configuration's lineage; asks for a
    /// generalization when one static variable keeps changing at a point.
    fn extend_lineage(
        &mut self,
        cfg: &mut Config,
        key: Rc<MemoKey>,
    ) -> Option<(Generalization, Vec<Canon>)> {
        let activations = self.all_activations(cfg);
        let mut run = None;
        let mut node = cfg.lineage.clone();
        let mut steps = 0;
        while let Some(n) = node {
            if n.key.point == key.point && n.activations == activations {
                run = changed_objects(&n.key, &key).map(|c| match &n.run {
                    Some((prev, count)) if *prev == c => (c, count + 1),
                    _ => (c, 1),
                });
                break;
            }
            steps += 1;
            if steps > 64 {
                break;
            }
            node = n.parent.clone();
        }
        if let Some((changed, count)) = &run
            && *count >= GENERALIZE_AFTER
            && let Some(found) = self.generalization(cfg, changed, *count)
        {
            return Some((found, changed.clone()));
        }
        cfg.lineage = Some(Rc::new(Lineage {
            key,
            activations,
            parent: cfg.lineage.clone(),
            run,
        }));
        None
    }

    fn generalization(
        &self,
        cfg: &Config,
        changed: &[Canon],
        count: u32,
    ) -> Option<Generalization> {
        let point: Vec<(u32, u32, u32)> = cfg
            .frames
            .iter()
            .map(|f| (f.func.0, f.block.0, f.index as u32))
            .collect();
        let (cells, names) = self.variables(&point, changed)?;
        let top = cfg.top();
        let them = if cells.len() == 1 { "it" } else { "them" };
        Some(Generalization {
            cells,
            message: format!(
                "{names} kept changing in a loop under dynamic control ({count} times in a row at {{at}}), \
                 so keeping {them} static would not terminate"
            ),
            span: self.block_span(top.func, top.block),
        })
    }

    /// The variables among `canons` (frame locals and globals) as cells,
    /// and their names for a message; `None` if there are none.
    fn variables(
        &self,
        point: &[(u32, u32, u32)],
        canons: &[Canon],
    ) -> Option<(Vec<Cell>, String)> {
        let (cells, names): (Vec<Cell>, Vec<String>) = canons
            .iter()
            .filter_map(|c| self.canon_variable(point, *c))
            .unzip();
        (!cells.is_empty()).then(|| (cells, names.join(", ")))
    }

    fn block_span(&self, f: FuncId, b: BlockId) -> Span {
        let Some(body) = &self.program.function(f).body else {
            return Span::DUMMY;
        };
        let block = body.block(b);
        block
            .stmts
            .first()
            .map(|s| s.span())
            .unwrap_or(match &block.term {
                Terminator::If { span, .. }
                | Terminator::Switch { span, .. }
                | Terminator::Return { span, .. } => *span,
                Terminator::Goto(_) => Span::DUMMY,
            })
    }

    /// The residual block for a pending configuration, made and queued if
    /// it was not seen before.
    fn pending_block(&mut self, mut cfg: Config) -> R<BlockId> {
        cfg.speculative = true;
        let (b, seen) = self.memo_block(&mut cfg)?;
        if !seen {
            self.build().pending.push((cfg, b));
        }
        Ok(b)
    }

    /// The residual block memoized for `cfg`'s point and static data, and
    /// whether it was there already; a new one extends `cfg`'s lineage.
    fn memo_block(&mut self, cfg: &mut Config) -> R<(BlockId, bool)> {
        let (key, cut) = self.memo_key(cfg);
        let key = Rc::new(key);
        if let Some(b) = self.build().memo.get(&key) {
            return Ok((*b, true));
        }
        if cut || self.cut_points.contains(&key.point) {
            // This round's output is thrown away: an empty block stands for
            // what would have been specialized here.
            return Ok((self.new_block(), true));
        }
        let b = self.new_block();
        self.build().memo.insert(key.clone(), b);
        let count = {
            let keys = self.build().per_point.entry(key.point.clone()).or_default();
            keys.push(key.clone());
            keys.len()
        };
        self.busiest_point = self.busiest_point.max(count);
        if count.is_multiple_of(self.point_limit())
            && let Some((found, canons)) = self.overgrown(&key.point, count)
        {
            return self.defer(found, &canons, &key.point, b);
        }
        let point = key.point.clone();
        match self.extend_lineage(cfg, key) {
            None => Ok((b, false)),
            Some((found, canons)) => self.defer(found, &canons, &point, b),
        }
    }

    /// A generalization found at `point`, whose new residual block is `b`:
    /// stops specialization, or (with `defer_generalizations`) records it,
    /// cuts the point off and goes on with `b` left empty.
    fn defer(
        &mut self,
        found: Generalization,
        canons: &[Canon],
        point: &[(u32, u32, u32)],
        b: BlockId,
    ) -> R<(BlockId, bool)> {
        if !self.defer_generalizations {
            return Err(Stop::Generalize(found));
        }
        let first = self
            .building
            .last()
            .and_then(|build| build.per_point.get(point))
            .and_then(|keys| keys.first())
            .cloned();
        for canon in canons {
            let Some(((object, _), _)) = self.canon_variable(point, *canon) else {
                continue;
            };
            let contents = first.as_ref().and_then(|key| {
                key.objects
                    .binary_search_by_key(canon, |(c, _)| *c)
                    .ok()
                    .map(|i| key.objects[i].1.clone())
            });
            self.cut_objects.entry(object).or_insert(contents);
        }
        self.deferred.push(found);
        self.cut_points.insert(point.to_vec());
        Ok((b, true))
    }

    // ---- specialization of functions ----

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
        let id = FuncId(self.out.functions.len() as u32);
        self.out.functions.push(Function {
            name: how.name,
            ty: function.ty,
            linkage: how.linkage,
            is_system: false,
            asm_label: None,
            is_builtin: false,
            params: Vec::new(),
            locals: Vec::new(),
            body: None,
            span: function.span,
            comment: how.comment,
        });
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
        });
        let mut param_tys = Vec::new();
        let mut preset = Vec::new();
        for &p in &function.params {
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
        let entry = self.new_block();
        for (p, r) in preset {
            let ty = function.local(p).ty;
            let span = function.local(p).span;
            if !program.types.is_scalar(ty) {
                return Err(Stop::Error(unsupported(
                    format!(
                        "making the static aggregate parameter `{}` dynamic",
                        function.local(p).name
                    ),
                    span,
                )));
            }
            let at = Pointer {
                obj: ObjKey::Local(act, p),
                offset: 0,
            };
            let v = self.eval.load(&store, at, ty, span)?;
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
            let rhs = self.lift(&cfg, &v, ty, span)?;
            let lhs = Expr::new(ExprKind::Local(r), ty, span);
            self.emit(entry, Stmt::Assign { lhs, rhs, span })?;
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
        let ret = crate::core::print::signature(&program.types, function.ty)
            .map(|s| s.ret)
            .unwrap_or(function.ty);
        for (_, _, p) in &build.outer_refs {
            param_tys.push(build.locals[p.index()].ty);
        }
        let ty = self.out.types.mk(TypeKind::Function(FuncSig {
            ret,
            params: param_tys,
            variadic: false,
            prototyped: true,
        }));
        let outer_refs = build.outer_refs.iter().map(|(a, l, _)| (*a, *l)).collect();
        let mut body = Body {
            blocks: build.blocks,
        };
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

    /// Specializes the goal with its frame prepared in `store`.
    pub fn specialize_goal(
        &mut self,
        goal: FuncId,
        name: String,
        linkage: Linkage,
        comment: Option<String>,
        prepare: impl FnOnce(&mut Self, &mut Store, u32) -> R<()>,
    ) -> R<FuncId> {
        let mut store = self.initial_store.clone();
        let act = self.new_activation(&mut store, goal, 0);
        prepare(self, &mut store, act)?;
        let how = Made {
            name,
            linkage,
            comment,
            speculative: false,
            is_entry: true,
            visible: Vec::new(),
        };
        let (id, _, _) = self.specialize(goal, act, store, Vec::new(), how)?;
        Ok(id)
    }

    /// Makes the parts of static globals that `written` names unknown in
    /// `store` (the store at the goal's entry), to be written back at its
    /// returns; the rest keep their initial values (nothing changes them).
    pub fn start_unknown(
        &mut self,
        goal: FuncId,
        store: &mut Store,
        written: &std::collections::HashSet<Cell>,
    ) {
        self.entry_unknown.clear();
        // Only the static globals the goal may touch: the others it can
        // neither read nor change (a large buffer only `main` fills costs
        // nothing).
        for &key in self.global_roots[goal.index()].clone().iter() {
            let ObjKey::Global(g) = key else { continue };
            let ty = self.program.global(g).ty;
            // Dynamic cells are the residual program's own: only static
            // ones can be read unknown or need writing back.
            let mut ranges: Vec<(u64, u64)> = written
                .iter()
                .filter(|cell| cell.0 == Object::Global(g) && self.bts.cell(cell) == Bt::Static)
                .flat_map(|(_, path)| super::layout::cell_ranges(&self.program.types, ty, path))
                .collect();
            if ranges.is_empty() {
                continue;
            }
            ranges.sort_unstable();
            ranges.dedup();
            let Some(obj) = store.get(key) else { continue };
            let mut obj = obj.clone();
            for (at, len) in &ranges {
                obj.forget(*at, *len);
            }
            obj.unknown = true;
            store.insert(key, obj);
            self.entry_unknown.push((g, ranges));
        }
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
        match self.run_path(&mut cfg, &mut cur) {
            Err(Stop::Error(d)) if let Some((g, at)) = super::eval::unknown_global(&d) => {
                let global = self.program.global(g);
                let types = &self.program.types;
                let path = super::layout::path_at(types, global.ty, at);
                let name = super::layout::describe_path(types, &global.name, &path);
                Err(Stop::Generalize(Generalization {
                    cells: vec![(Object::Global(g), path)],
                    message: format!(
                        "global `{name}` is read ({{at}}) before the goal sets it, and the program \
                         writes it, so its value when the goal is called is not known"
                    ),
                    span: d.span.unwrap_or(Span::DUMMY),
                }))
            }
            Err(Stop::Error(d)) if cfg.speculative && d.label == super::eval::UB_LABEL => {
                self.trapped += 1;
                let trap = self.trap_function();
                let span = d.span.unwrap_or(Span::DUMMY);
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

    /// `__builtin_trap` in the residual program.
    fn trap_function(&mut self) -> FuncId {
        if let Some(f) = self
            .out
            .functions
            .iter()
            .position(|f| f.name == "__builtin_trap" && f.body.is_none())
        {
            return FuncId(f as u32);
        }
        let void = self.out.types.void();
        let ty = self.out.types.mk(TypeKind::Function(FuncSig {
            ret: void,
            params: Vec::new(),
            variadic: false,
            prototyped: true,
        }));
        self.out.functions.push(Function {
            name: "__builtin_trap".into(),
            ty,
            linkage: Linkage::External,
            is_system: false,
            asm_label: None,
            is_builtin: true,
            params: Vec::new(),
            locals: Vec::new(),
            body: None,
            span: Span::DUMMY,
            comment: None,
        });
        FuncId(self.out.functions.len() as u32 - 1)
    }

    fn run_path(&mut self, cfg: &mut Config, cur: &mut BlockId) -> R<()> {
        let program = self.program;
        self.prelude.clear();
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
        if !self.is_memo_point(f, target) {
            return Ok(true);
        }
        let (b, seen) = self.memo_block(cfg)?;
        self.terminate(*cur, Terminator::Goto(b));
        *cur = b;
        Ok(!seen)
    }

    /// The return of the function being specialized: records its
    /// end-configuration (the store the caller continues with).
    fn residual_return(
        &mut self,
        mut cfg: Config,
        cur: BlockId,
        value: Option<&Expr>,
        span: Span,
    ) -> R<()> {
        let value = match value {
            Some(v) => Some(self.reduce(&cfg, v)?),
            None => None,
        };
        if self.build().is_entry {
            self.write_back(&cfg, span)?;
        }
        self.terminate(cur, Terminator::Return { value, span });
        let act = cfg.top().activation;
        self.drop_activation(&mut cfg.store, act);
        let build = self.build();
        debug_assert_eq!(act, build.activation);
        let k = match build.ends.iter().position(|e| same_store(e, &cfg.store)) {
            Some(k) => k,
            None => {
                build.ends.push(cfg.store);
                build.ends.len() - 1
            }
        };
        build.returns.push((cur, k));
        Ok(())
    }

    /// At a return of the goal: the static globals it set whose value at
    /// the call was unknown are assigned their final values, so that the
    /// residual goal leaves them as the original does.
    fn write_back(&mut self, cfg: &Config, span: Span) -> R<()> {
        let types = &self.program.types;
        for (g, ranges) in self.entry_unknown.clone() {
            let ty = self.program.global(g).ty;
            let mut leaves: Vec<(u64, TypeId)> = ranges
                .iter()
                .flat_map(|(at, len)| super::layout::scalars_within(types, ty, *at, *len))
                .collect();
            leaves.sort_unstable_by_key(|(at, _)| *at);
            leaves.dedup_by_key(|(at, _)| *at);
            for (at, leaf_ty) in leaves {
                let path = super::layout::path_at(&self.program.types, ty, at);
                if self.bts.cell(&(Object::Global(g), path)) != Bt::Static {
                    continue;
                }
                let place = Pointer {
                    obj: ObjKey::Global(g),
                    offset: at as i64,
                };
                // Not set by the goal: the residual global already holds it.
                let Ok(v) = self.eval.load(&cfg.store, place, leaf_ty, span) else {
                    continue;
                };
                let whole = Expr::new(ExprKind::Global(g), ty, span);
                let Some(lhs) = self.sub_lvalue(whole, ty, at, leaf_ty, span) else {
                    continue;
                };
                let rhs = self.lift(cfg, &v, leaf_ty, span)?;
                self.prelude.push(Stmt::Assign { lhs, rhs, span });
            }
        }
        Ok(())
    }

    /// Returns from an unfolded or static call to the caller's frame.
    fn return_to_caller(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        value: Option<&Expr>,
        span: Span,
    ) -> R<()> {
        let top = cfg.top().clone();
        let result = match value {
            None => None,
            Some(v) => Some(if self.value_bt(top.func, v) == Bt::Static {
                Err(self.eval.eval(&cfg.store, cfg.eval_frame(), v)?)
            } else {
                Ok(self.reduce(cfg, v)?)
            }),
        };
        cfg.frames.pop();
        self.drop_activation(&mut cfg.store, top.activation);
        let caller = cfg.top().clone();
        let Some(body) = &self.program.function(caller.func).body else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "caller without body",
                span,
            ))));
        };
        let Stmt::Call { dest, .. } = &body.block(caller.block).stmts[caller.index] else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "return to a non-call",
                span,
            ))));
        };
        if let (Some(dest), Some(result)) = (dest, result) {
            self.assign_result(cfg, cur, dest, result, span)?;
        }
        cfg.top_mut().index += 1;
        Ok(())
    }

    /// Stores a call's result (static value or residual expression).
    fn assign_result(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        dest: &Expr,
        result: Result<Expr, Value>,
        span: Span,
    ) -> R<()> {
        let f = cfg.top().func;
        let dest_static =
            self.value_bt(f, dest) == Bt::Static && self.address_bt(f, dest) == Bt::Static;
        match result {
            Err(v) if dest_static => {
                let p = self.eval.place(&cfg.store, cfg.eval_frame(), dest)?;
                self.eval.store(&mut cfg.store, p, dest.ty, &v, span)?;
            }
            Err(v) => {
                let lhs = self.reduce_lvalue(cfg, dest)?;
                let rhs = self.lift(cfg, &v, dest.ty, span)?;
                self.emit(cur, Stmt::Assign { lhs, rhs, span })?;
            }
            Ok(e) => {
                let lhs = self.reduce_lvalue(cfg, dest)?;
                self.emit(cur, Stmt::Assign { lhs, rhs: e, span })?;
            }
        }
        Ok(())
    }

    /// Runs or reduces one statement. Returns false when the path ends.
    fn statement(&mut self, cfg: &mut Config, cur: BlockId, stmt: &Stmt, top: &Frame) -> R<bool> {
        let f = top.func;
        let bt = self.division.statement(f, top.block, top.index);
        match stmt {
            Stmt::Assign { lhs, rhs, span } => {
                if bt == Bt::Static {
                    let v = self.eval.eval(&cfg.store, cfg.eval_frame(), rhs)?;
                    let p = self.eval.place(&cfg.store, cfg.eval_frame(), lhs)?;
                    self.eval.store(&mut cfg.store, p, lhs.ty, &v, *span)?;
                } else {
                    let aggregate = !self.program.types.is_scalar(lhs.ty);
                    if aggregate
                        && self.address_bt(f, lhs) == Bt::Static
                        && self.address_bt(f, rhs) == Bt::Static
                    {
                        // The static fields are copied here, the dynamic
                        // ones by the residual assignment.
                        let v = self.eval.eval(&cfg.store, cfg.eval_frame(), rhs)?;
                        let p = self.eval.place(&cfg.store, cfg.eval_frame(), lhs)?;
                        self.eval.store(&mut cfg.store, p, lhs.ty, &v, *span)?;
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

    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        top: &Frame,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<bool> {
        let program = self.program;
        let target = program.function(callee);
        let kind = self
            .division
            .call(top.func, top.block, top.index)
            .unwrap_or(CallKind::Static);
        if target.body.is_none() {
            if kind == CallKind::Static {
                let mut values = Vec::new();
                for a in args {
                    values.push(self.eval.eval(&cfg.store, cfg.eval_frame(), a)?);
                }
                let site = (top.func, top.block, top.index as u32);
                let result =
                    super::library::call(self, &mut cfg.store, target, &values, site, span)?;
                if let (Some(d), Some(v)) = (dest, result) {
                    let p = self.eval.place(&cfg.store, cfg.eval_frame(), d)?;
                    self.eval.store(&mut cfg.store, p, d.ty, &v, span)?;
                }
            } else {
                let mut residual_args = Vec::new();
                for a in args {
                    residual_args.push(self.reduce(cfg, a)?);
                }
                let d = match dest {
                    Some(d) => Some(self.reduce_lvalue(cfg, d)?),
                    None => None,
                };
                self.emit(
                    cur,
                    Stmt::Call {
                        dest: d,
                        callee,
                        args: residual_args,
                        span,
                    },
                )?;
                if NO_RETURN.contains(&target.name.as_str()) {
                    self.end_path(cfg, cur, span)?;
                    return Ok(false);
                }
            }
            cfg.top_mut().index += 1;
            return Ok(true);
        }
        if crate::analysis::bta::is_pure_library(&target.name) {
            // gcc may use its own built-in instead of the program's
            // definition; C99 7.1.3 makes redefining it undefined.
            return Err(Stop::Error(Box::new(crate::diag::unsupported(
                &format!(
                    "a program's own definition of the library function `{}` (undefined behaviour, C99 7.1.3)",
                    target.name
                ),
                span,
            ))));
        }
        match kind {
            CallKind::Static | CallKind::Unfold => {
                // Arguments are evaluated in the caller, then the callee's
                // frame is pushed; its return resumes the caller.
                let mut passed = Vec::new();
                for (a, &p) in args.iter().zip(&target.params) {
                    let (has_static, has_dynamic) = self.local_bt(callee, p);
                    let s = if has_static || kind == CallKind::Static {
                        Some(self.eval.eval(&cfg.store, cfg.eval_frame(), a)?)
                    } else {
                        None
                    };
                    let d = if has_dynamic && kind == CallKind::Unfold {
                        Some(self.reduce(cfg, a)?)
                    } else {
                        None
                    };
                    passed.push((p, s, d));
                }
                let act = self.new_activation(&mut cfg.store, callee, cfg.frames.len());
                cfg.frames.push(Frame {
                    func: callee,
                    activation: act,
                    block: BlockId(0),
                    index: 0,
                });
                for (p, s, d) in passed {
                    let place = Pointer {
                        obj: ObjKey::Local(act, p),
                        offset: 0,
                    };
                    let pty = target.local(p).ty;
                    if let Some(v) = s {
                        let v = self.eval.convert(&v, pty, span)?;
                        self.eval.store(&mut cfg.store, place, pty, &v, span)?;
                    }
                    if let Some(e) = d {
                        let r = self.residual_local(act, p);
                        let lhs = Expr::new(ExprKind::Local(r), pty, span);
                        self.emit(cur, Stmt::Assign { lhs, rhs: e, span })?;
                    }
                }
                Ok(true)
            }
            CallKind::Residual | CallKind::RecursiveResidual => {
                self.residual_call(cfg, cur, dest, callee, args, span)
            }
        }
    }

    /// Ends a path after a call that does not return: the residual block
    /// needs a terminator, which is never reached.
    fn end_path(&mut self, cfg: &Config, cur: BlockId, span: Span) -> R<()> {
        let bottom = &cfg.frames[0];
        let function = self.program.function(bottom.func);
        let ret = crate::core::print::signature(&self.program.types, function.ty).map(|s| s.ret);
        let value = match ret {
            Some(t) if !self.program.types.is_void(t) => {
                if self.program.types.is_scalar(t) {
                    Some(self.lift(cfg, &zero_value(&self.program.types, t), t, span)?)
                } else {
                    // A fresh residual local, zeroed: any value will do.
                    let tmp = {
                        let build = self.build();
                        build.locals.push(Local {
                            name: "unreached".into(),
                            ty: t,
                            is_param: false,
                            is_temp: true,
                            span,
                        });
                        LocalId(build.locals.len() as u32 - 1)
                    };
                    let e = Expr::new(ExprKind::Local(tmp), t, span);
                    self.emit(
                        cur,
                        Stmt::Zero {
                            lhs: e.clone(),
                            span,
                        },
                    )?;
                    Some(e)
                }
            }
            _ => None,
        };
        self.terminate(cur, Terminator::Return { value, span });
        Ok(())
    }

    /// A call of a residual user function: specializes the callee (or
    /// shares a specialization made for the same static inputs) and
    /// continues with its end-configurations. Returns false when this
    /// path ends here.
    fn residual_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
        span: Span,
    ) -> R<bool> {
        let program = self.program;
        let target = program.function(callee);
        let mut statics = Vec::new();
        let mut residual_args = Vec::new();
        for (a, &p) in args.iter().zip(&target.params) {
            let (has_static, has_dynamic) = self.local_bt(callee, p);
            if has_static {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), a)?;
                statics.push((p, v));
            }
            if has_dynamic {
                residual_args.push(self.reduce(cfg, a)?);
            }
        }
        // What the arguments need goes before the call, in this block.
        self.drain_prelude(cur);
        let mut store = cfg.store.clone();
        let act = self.new_activation(&mut store, callee, 0);
        let mut comment_parts = Vec::new();
        for (p, v) in &statics {
            let pty = target.local(*p).ty;
            let v = self.eval.convert(v, pty, span)?;
            let place = Pointer {
                obj: ObjKey::Local(act, *p),
                offset: 0,
            };
            self.eval.store(&mut store, place, pty, &v, span)?;
            comment_parts.push(format!("{} = {}", target.local(*p).name, self.describe(&v)));
        }
        let outer = self.all_activations(cfg);
        let mut roots = self.global_roots[callee.index()].to_vec();
        // A few static scalar globals the callee touches say what its copy
        // is for (`push: sp = 1`); many would only be noise.
        let scalars: Vec<GlobalId> = roots
            .iter()
            .filter_map(|k| match k {
                ObjKey::Global(g) if self.program.types.is_scalar(self.program.global(*g).ty) => {
                    Some(*g)
                }
                _ => None,
            })
            .collect();
        if scalars.len() <= 3 {
            for g in scalars {
                let global = self.program.global(g);
                let at = Pointer {
                    obj: ObjKey::Global(g),
                    offset: 0,
                };
                if let Ok(v) = self.eval.load(&store, at, global.ty, span) {
                    comment_parts.push(format!("{} = {}", global.name, self.describe(&v)));
                }
            }
        }
        roots.extend(statics.iter().map(|(p, _)| ObjKey::Local(act, *p)));
        // Frames are named by discovery, not depth: a recursive call with
        // the same static inputs shares the function being built (rather
        // than starting a new one per level, forever).
        let canonicalizer = Canonicalizer::by_discovery(act);
        let key = canonicalizer.key(&store, vec![(callee.0, 0, 0)], &roots, &mut self.blobs);
        let named = canonicalizer.activations();
        // The callee and the stores its returns leave (one per
        // end-configuration).
        let shared = match self.fn_memo.get_mut(&key) {
            Some(entry) if !entry.done => {
                // A recursive call of a function being built: its
                // returns are not all known yet. It must not change static
                // data, nor take callers' locals (checked when it is done).
                entry.recursive_use = true;
                Some((entry.id, vec![cfg.store.clone()], Vec::new()))
            }
            Some(entry) => match &entry.effect {
                Some((effects, recorded)) => {
                    let id = entry.id;
                    let mut refs = Vec::new();
                    for (n, l) in &entry.outer_refs {
                        match named.get(*n) {
                            Some(a) => refs.push((*a, *l)),
                            None => {
                                return Err(Stop::Error(Box::new(Diag::bug(
                                    "a shared function's caller local is not in its key",
                                    span,
                                ))));
                            }
                        }
                    }
                    let ends = effects
                        .iter()
                        .map(|objects| {
                            let mut store = cfg.store.clone();
                            apply_effect(&mut store, objects, recorded, &named);
                            store
                        })
                        .collect();
                    Some((id, ends, refs))
                }
                None => None,
            },
            None => None,
        };
        let (id, ends, refs) = match shared {
            Some(shared) => shared,
            None => {
                if let Some(stop) = self.runaway_recursion(top_of(cfg), callee, &key) {
                    return Err(stop);
                }
                let before = cfg.store.clone();
                let how = Made {
                    name: self.fresh_function_name(&target.name),
                    linkage: Linkage::Internal,
                    comment: Some(if comment_parts.is_empty() {
                        target.name.to_string()
                    } else {
                        format!("{}: {}", target.name, comment_parts.join(", "))
                    }),
                    speculative: cfg.speculative,
                    is_entry: false,
                    visible: canonicalizer
                        .reached()
                        .into_iter()
                        .filter(|k| !matches!(k, ObjKey::Local(a, _) if *a == act))
                        .collect(),
                };
                self.fn_memo.insert(
                    key.clone(),
                    FnEntry {
                        id: FuncId(self.out.functions.len() as u32),
                        done: false,
                        recursive_use: false,
                        effect: None,
                        outer_refs: Vec::new(),
                    },
                );
                let (id, ends, refs) = match self.specialize(callee, act, store, outer.clone(), how)
                {
                    Ok(done) => done,
                    Err(stop) => {
                        // Nothing may share a function left unfinished.
                        self.fn_memo.remove(&key);
                        return Err(stop);
                    }
                };
                let effects: Option<Vec<_>> = ends
                    .iter()
                    .map(|end| effect_of(&before, end, &named))
                    .collect();
                let changes = ends.iter().any(|end| !same_store(&before, end));
                let numbered: Option<Vec<(usize, LocalId)>> = refs
                    .iter()
                    .map(|(a, l)| named.iter().position(|n| n == a).map(|n| (n, *l)))
                    .collect();
                if let Some(entry) = self.fn_memo.get_mut(&key) {
                    entry.done = true;
                    if entry.recursive_use && !refs.is_empty() {
                        return Err(Stop::Error(unsupported(
                            format!(
                                "a static pointer to a caller's local used in residual code of the recursive function `{}`",
                                target.name
                            ),
                            span,
                        )));
                    }
                    if entry.recursive_use && changes {
                        return Err(Stop::Error(Box::new(crate::diag::unsupported(
                            &format!(
                                "static side effects in the recursive function `{}` (make the data it changes dynamic)",
                                target.name
                            ),
                            span,
                        ))));
                    }
                    match numbered {
                        Some(numbered) => {
                            entry.outer_refs = numbered;
                            entry.effect = effects.map(|e| (e, named.clone()));
                        }
                        // Not shareable: its callers' locals are not all named.
                        None => entry.effect = None,
                    }
                }
                (id, ends, refs)
            }
        };
        for (a, l) in refs {
            let (object, ty) = self.residual_object(cfg, ObjKey::Local(a, l), None, span)?;
            let ptr = self.out.types.pointer_to(ty);
            residual_args.push(match object.kind {
                // The caller's own parameter for it: pass it on.
                ExprKind::Deref(p) => *p,
                _ => Expr::new(ExprKind::AddrOf(Box::new(object)), ptr, span),
            });
        }
        let d = match dest {
            Some(d) => Some(self.reduce_lvalue(cfg, d)?),
            None => None,
        };
        self.emit(
            cur,
            Stmt::Call {
                dest: d,
                callee: id,
                args: residual_args,
                span,
            },
        )?;
        self.continue_after_call(cfg, cur, ends, span)
    }

    /// A recursive function specialized again and again, nested, from calls
    /// under dynamic control: its static inputs take a new value at each
    /// level (`f(n + 1, d - 1)` with `d` dynamic), so it would never end.
    /// The inputs that vary between the nested specializations are
    /// generalized.
    fn runaway_recursion(
        &mut self,
        site: (FuncId, BlockId),
        callee: FuncId,
        key: &MemoKey,
    ) -> Option<Stop> {
        let nested = self.building.iter().filter(|b| b.func == callee).count();
        let (dynamic_limit, static_limit) = self.recursion_limits();
        if nested < dynamic_limit
            || (nested < static_limit && !self.is_under_dynamic_control(site.0, site.1))
        {
            return None;
        }
        let keys = self
            .fn_memo
            .iter()
            .filter(|(k, e)| !e.done && k.point == key.point)
            .map(|(k, _)| k)
            .chain(std::iter::once(key));
        let function = self.program.function(callee);
        let mut cells = Vec::new();
        let mut names = Vec::new();
        for (canon, values) in super::memo::variety(keys) {
            if values < 2 {
                continue;
            }
            match canon {
                // The callee's own frame is number 0 in its key.
                Canon::Local(0, l) => {
                    let id = LocalId(l);
                    cells.push((Object::Local(callee, id), Vec::new()));
                    names.push(format!(
                        "`{}` in `{}`",
                        function.local(id).name,
                        function.name
                    ));
                }
                Canon::Global(g) => {
                    let id = GlobalId(g);
                    cells.push((Object::Global(id), Vec::new()));
                    names.push(format!("global `{}`", self.program.global(id).name));
                }
                _ => {}
            }
        }
        if cells.is_empty() {
            return None;
        }
        let them = if cells.len() == 1 { "it" } else { "them" };
        Some(Stop::Generalize(Generalization {
            cells,
            message: format!(
                "{} took a new value at each of {nested} nested specializations of the recursive function `{}` \
                 (called at {{at}}), so keeping {them} static would not terminate",
                names.join(", "),
                function.name
            ),
            span: self.block_span(site.0, site.1),
        }))
    }

    /// Continues after a residual call with the stores its returns leave:
    /// with one, on this path; with several, one pending configuration per
    /// end-configuration, chosen at run time by the continuation value the
    /// callee set. Returns false when this path ends here.
    fn continue_after_call(
        &mut self,
        cfg: &mut Config,
        cur: BlockId,
        mut ends: Vec<Store>,
        span: Span,
    ) -> R<bool> {
        cfg.top_mut().index += 1;
        if ends.len() <= 1 {
            match ends.pop() {
                Some(end) => {
                    cfg.store = end;
                    return Ok(true);
                }
                None => {
                    // The callee never returns.
                    self.end_path(cfg, cur, span)?;
                    return Ok(false);
                }
            }
        }
        let g = self.continuation_global();
        let int = self.out.types.int(IntKind::Int);
        let last = ends.len() - 1;
        let mut cases = Vec::new();
        let mut default = None;
        for (k, end) in ends.into_iter().enumerate() {
            let mut next = cfg.clone();
            next.store = end;
            let b = self.pending_block(next)?;
            if k == last {
                default = Some(b);
            } else {
                cases.push((k as i128, b));
            }
        }
        let Some(default) = default else {
            return Err(Stop::Error(Box::new(Diag::bug(
                "no end-configuration",
                span,
            ))));
        };
        let endconf = Expr::new(ExprKind::Global(g), int, span);
        let term = match cases.as_slice() {
            // Two: `if (endconf == 0)`.
            [(k, first)] => Terminator::If {
                cond: Expr::new(
                    ExprKind::Binary(
                        crate::core::BinOp::Eq,
                        Box::new(endconf),
                        Box::new(Expr::new(ExprKind::IntConst(*k), int, span)),
                    ),
                    int,
                    span,
                ),
                then_block: *first,
                else_block: default,
                span,
            },
            _ => Terminator::Switch {
                scrutinee: endconf,
                cases,
                default,
                span,
            },
        };
        self.terminate(cur, term);
        Ok(false)
    }

    // ---- residual expressions ----

    /// The residual expression of `e` in the top frame: static parts are
    /// computed and lifted.
    fn reduce(&mut self, cfg: &Config, e: &Expr) -> R<Expr> {
        let f = cfg.top().func;
        let types = &self.program.types;
        if types.is_scalar(e.ty) && self.value_bt(f, e) == Bt::Static {
            // A character widened to int stays a character in residual code.
            if let ExprKind::Cast(inner) = &e.kind
                && types.as_int(inner.ty).is_some_and(|k| k.size() == 1)
                && types.is_integer(e.ty)
            {
                let v = self.eval.eval(&cfg.store, cfg.eval_frame(), inner)?;
                let c = self.lift(cfg, &v, inner.ty, e.span)?;
                return Ok(Expr::new(ExprKind::Cast(Box::new(c)), e.ty, e.span));
            }
            let v = self.eval.eval(&cfg.store, cfg.eval_frame(), e)?;
            return self.lift(cfg, &v, e.ty, e.span);
        }
        let kind = match &e.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(..) => return Ok(e.clone()),
            ExprKind::Str(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let r = self.reduce_lvalue(cfg, e)?;
                if !types.is_scalar(e.ty) {
                    // Used whole at run time: its static fields must be there.
                    self.flush_static_leaves(cfg, e, r.clone())?;
                }
                return Ok(r);
            }
            ExprKind::AddrOf(x) => ExprKind::AddrOf(Box::new(self.reduce_lvalue(cfg, x)?)),
            ExprKind::Decay(x) => ExprKind::Decay(Box::new(self.reduce_lvalue(cfg, x)?)),
            ExprKind::Unary(op, x) => ExprKind::Unary(*op, Box::new(self.reduce(cfg, x)?)),
            ExprKind::Binary(op, a, b) => ExprKind::Binary(
                *op,
                Box::new(self.reduce(cfg, a)?),
                Box::new(self.reduce(cfg, b)?),
            ),
            ExprKind::Cast(x) => ExprKind::Cast(Box::new(self.reduce(cfg, x)?)),
        };
        Ok(Expr::new(kind, e.ty, e.span))
    }

    fn reduce_lvalue(&mut self, cfg: &Config, e: &Expr) -> R<Expr> {
        let top = cfg.top();
        let f = top.func;
        if self.address_bt(f, e) == Bt::Static {
            return match &e.kind {
                ExprKind::Local(l) => {
                    let r = self.residual_local(top.activation, *l);
                    Ok(Expr::new(ExprKind::Local(r), e.ty, e.span))
                }
                ExprKind::Global(_) | ExprKind::Str(_) => Ok(e.clone()),
                // Through the struct: `alloc_0.data`, and the block gets
                // the struct's type.
                ExprKind::Member(base, k) if self.address_bt(f, base) == Bt::Static => {
                    let b = self.reduce_lvalue(cfg, base)?;
                    Ok(Expr::new(ExprKind::Member(Box::new(b), *k), e.ty, e.span))
                }
                _ => {
                    let p = self.eval.place(&cfg.store, cfg.eval_frame(), e)?;
                    self.residual_place(cfg, p, e.ty, e.span)
                }
            };
        }
        let kind = match &e.kind {
            ExprKind::Deref(p) => ExprKind::Deref(Box::new(self.reduce(cfg, p)?)),
            ExprKind::Index(p, i) => ExprKind::Index(
                Box::new(self.reduce(cfg, p)?),
                Box::new(self.reduce(cfg, i)?),
            ),
            ExprKind::Member(b, k) => ExprKind::Member(Box::new(self.reduce_lvalue(cfg, b)?), *k),
            _ => {
                return Err(Stop::Error(Box::new(Diag::bug(
                    "dynamic address of a variable",
                    e.span,
                ))));
            }
        };
        Ok(Expr::new(kind, e.ty, e.span))
    }

    /// Writes the static leaves of aggregate lvalue `e` into its residual
    /// object `r` (as prelude statements).
    fn flush_static_leaves(&mut self, cfg: &Config, e: &Expr, r: Expr) -> R<()> {
        let f = cfg.top().func;
        if self.address_bt(f, e) == Bt::Dynamic {
            return Ok(());
        }
        let places = self.pta.expr_places(&self.program.types, f, e);
        let p = self.eval.place(&cfg.store, cfg.eval_frame(), e)?;
        if let ObjKey::Global(g) = p.obj
            && self.is_read_only(self.program.global(g).ty)
        {
            // A const global never changed: its residual definition's
            // initializer holds its static fields (and it may not be
            // assigned).
            return Ok(());
        }
        let mut steps = Vec::new();
        self.flush_part(cfg, r, p, e.ty, &mut steps, &places, e.span)
    }

    /// Whether objects of type `ty` are const (arrays: their elements).
    fn is_read_only(&self, ty: TypeId) -> bool {
        let types = &self.program.types;
        match types.kind(ty) {
            TypeKind::Array(elem, _) => self.is_read_only(*elem),
            _ => types.quals(ty).is_const,
        }
    }

    /// Whether any leaf of `ty` under `steps` in `places` is static.
    fn any_static_leaf(
        &self,
        places: &[Cell],
        steps: &[crate::analysis::points_to::Step],
        ty: TypeId,
    ) -> bool {
        leaf_paths(&self.program.types, ty).iter().any(|(path, _)| {
            let mut full = steps.to_vec();
            full.extend_from_slice(path);
            places.iter().all(|place| {
                let cell = crate::analysis::points_to::extend(place, &full);
                self.bts.cell(&cell) == Bt::Static
            })
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn flush_part(
        &mut self,
        cfg: &Config,
        r: Expr,
        p: Pointer,
        ty: TypeId,
        steps: &mut Vec<crate::analysis::points_to::Step>,
        places: &[Cell],
        span: Span,
    ) -> R<()> {
        if !self.any_static_leaf(places, steps, ty) {
            return Ok(());
        }
        let types = &self.program.types;
        match types.kind(ty).clone() {
            TypeKind::Struct(sid) => {
                let Some(body) = types.struct_def(sid).body.clone() else {
                    return Ok(());
                };
                for (i, field) in body.fields.iter().enumerate() {
                    let member =
                        Expr::new(ExprKind::Member(Box::new(r.clone()), i), field.ty, span);
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + field.offset as i64,
                    };
                    steps.push((sid, i as u32));
                    let done = self.flush_part(cfg, member, at, field.ty, steps, places, span);
                    steps.pop();
                    done?;
                }
                Ok(())
            }
            TypeKind::Array(elem, Some(n)) => {
                let es = types.size_of(elem).unwrap_or(0);
                let elem_ptr = self.out.types.pointer_to(elem);
                let int = self.out.types.int(IntKind::Int);
                for k in 0..n {
                    let decayed = Expr::new(ExprKind::Decay(Box::new(r.clone())), elem_ptr, span);
                    let index = Expr::new(ExprKind::IntConst(k as i128), int, span);
                    let item = Expr::new(
                        ExprKind::Index(Box::new(decayed), Box::new(index)),
                        elem,
                        span,
                    );
                    let at = Pointer {
                        obj: p.obj,
                        offset: p.offset + (k * es) as i64,
                    };
                    self.flush_part(cfg, item, at, elem, steps, places, span)?;
                }
                Ok(())
            }
            _ if types.is_scalar(ty) => {
                // An uninitialized field stays so: copying it is allowed.
                let Ok(v) = self.eval.load(&cfg.store, p, ty, span) else {
                    return Ok(());
                };
                let rhs = self.lift(cfg, &v, ty, span)?;
                self.prelude.push(Stmt::Assign { lhs: r, rhs, span });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// A static value for a comment: pointers to locals by the local's name.
    fn describe(&self, v: &Value) -> String {
        if let Value::Ptr(Some(Pointer {
            obj: ObjKey::Local(act, l),
            offset,
        })) = v
            && let Some((func, _)) = self.activations.get(act)
        {
            let name = &self.program.function(*func).local(*l).name;
            return match offset {
                0 => format!("&{name}"),
                n => format!("&{name} + {n} bytes"),
            };
        }
        describe_value(self.program, v)
    }

    /// A static value as a residual expression of type `ty`.
    fn lift(&mut self, cfg: &Config, v: &Value, ty: TypeId, span: Span) -> R<Expr> {
        let ty = self.out.types.unqualified(ty);
        match v {
            Value::Int(i) => Ok(Expr::new(ExprKind::IntConst(*i), ty, span)),
            Value::Float(x) => Ok(Expr::new(ExprKind::FloatConst(*x, None), ty, span)),
            Value::Ptr(None) => {
                let int = self.out.types.int(IntKind::Int);
                Ok(Expr::new(
                    ExprKind::Cast(Box::new(Expr::new(ExprKind::IntConst(0), int, span))),
                    ty,
                    span,
                ))
            }
            Value::Ptr(Some(p)) => self.residual_pointer(cfg, *p, ty, span),
            Value::Chunk(_) | Value::Void => Err(Stop::Error(Box::new(Diag::bug(
                "lifting an aggregate value",
                span,
            )))),
        }
    }

    /// The residual lvalue naming a whole store object, and its type.
    /// `hint`: the type of the whole object, when the reference is to all
    /// of it (names a block allocated during specialization).
    fn residual_object(
        &mut self,
        cfg: &Config,
        key: ObjKey,
        hint: Option<TypeId>,
        span: Span,
    ) -> R<(Expr, TypeId)> {
        match key {
            ObjKey::Global(g) => {
                let ty = self.program.global(g).ty;
                Ok((Expr::new(ExprKind::Global(g), ty, span), ty))
            }
            ObjKey::Str(s) => {
                let len = self.program.strings[s.index()].len() as u64;
                let char_ty = self.out.types.int(IntKind::Char);
                let ty = self.out.types.array_of(char_ty, Some(len));
                Ok((Expr::new(ExprKind::Str(s), ty, span), ty))
            }
            ObjKey::Local(act, l) => {
                let func = match self.activations.get(&act) {
                    Some((func, _)) => *func,
                    None => {
                        return Err(Stop::Error(Box::new(Diag::bug(
                            "an unknown activation",
                            span,
                        ))));
                    }
                };
                let ty = self.program.function(func).local(l).ty;
                if cfg.frames.iter().any(|f| f.activation == act) {
                    let r = self.residual_local(act, l);
                    return Ok((Expr::new(ExprKind::Local(r), ty, span), ty));
                }
                if !self.build().outer.contains(&act) {
                    return Err(Stop::Error(unsupported(
                        "a static pointer to a local variable of a function that returned, used in residual code",
                        span,
                    )));
                }
                // A caller's local: its address comes in a parameter.
                let p = self.outer_ref(act, l, func, ty);
                let ptr = self.out.types.pointer_to(ty);
                let param = Expr::new(ExprKind::Local(p), ptr, span);
                Ok((Expr::new(ExprKind::Deref(Box::new(param)), ty, span), ty))
            }
            ObjKey::Heap(_) => {
                let g = self.materialize(cfg, key, hint, span)?;
                let ty = self.out.global(g).ty;
                Ok((Expr::new(ExprKind::Global(g), ty, span), ty))
            }
        }
    }

    /// The parameter of the function being built that holds the address of
    /// local `l` of a caller's activation `act`.
    fn outer_ref(&mut self, act: u32, l: LocalId, func: FuncId, ty: TypeId) -> LocalId {
        if let Some((_, _, p)) = self
            .build()
            .outer_refs
            .iter()
            .find(|(a, k, _)| *a == act && *k == l)
        {
            return *p;
        }
        let original = self.program.function(func).local(l);
        let name = format!("{}_ref", original.name);
        let span = original.span;
        let ptr = self.out.types.pointer_to(ty);
        let build = self.build();
        build.locals.push(Local {
            name,
            ty: ptr,
            is_param: true,
            is_temp: false,
            span,
        });
        let p = LocalId(build.locals.len() as u32 - 1);
        build.params.push(p);
        build.outer_refs.push((act, l, p));
        p
    }

    /// A residual global for a heap block or parameter object that residual
    /// code refers to, initialized with its current contents.
    fn materialize(
        &mut self,
        cfg: &Config,
        key: ObjKey,
        hint: Option<TypeId>,
        span: Span,
    ) -> R<GlobalId> {
        if let Some(g) = self.materialized.get(&key) {
            return Ok(*g);
        }
        let Some(obj) = cfg.store.get(key) else {
            return Err(Stop::Error(Box::new(Diag::error(
                "undefined behaviour during specialization: residual code refers to a freed block",
                span,
            ))));
        };
        if self.building.iter().any(|b| self.recursive[b.func.index()]) {
            // Each activation of a recursive function would have its own
            // block, and they would share one residual variable.
            return Err(Stop::Error(unsupported(
                "residual code referring to a block allocated during specialization, in a recursive function",
                span,
            )));
        }
        let uchar = self.out.types.int(IntKind::UChar);
        let ty = match (obj.ty, hint) {
            (Some(t), _) => t,
            // A block used as one object of a type: a variable of that type.
            (None, Some(t)) if self.program.types.size_of(t) == Some(obj.size()) => t,
            // `malloc(n * sizeof(T))` first used as a T: an array of n T.
            (None, Some(t))
                if self
                    .program
                    .types
                    .size_of(t)
                    .is_some_and(|n| n > 0 && obj.size() % n == 0) =>
            {
                let n = self.program.types.size_of(t).unwrap_or(1).max(1);
                self.out.types.array_of(t, Some(obj.size() / n))
            }
            (None, _) => self.out.types.array_of(uchar, Some(obj.size().max(1))),
        };
        // Residual code may assign the object's static parts (before a use
        // of it whole), so it is never const, whatever the data it holds
        // was declared as (`const struct pt *p` given a value).
        let ty = self.out.types.writable(ty);
        // Static parts are never read by residual code (an aggregate used
        // whole gets them assigned first): only pointer-free blocks keep
        // their bytes, for readability.
        let init = if obj.ptrs.is_empty() {
            bytes_init(&self.out.types, ty, &obj.bytes)
        } else {
            None
        };
        let name = crate::core::print::fresh_name(
            &format!("alloc_{}", self.materialized.len()),
            &mut self.taken_names,
        );
        let id = GlobalId(self.out.globals.len() as u32);
        self.out.globals.push(Global {
            name,
            ty,
            linkage: Linkage::Internal,
            init,
            defined: true,
            hoisted_from: None,
            is_system: false,
            asm_label: None,
            span,
        });
        self.materialized.insert(key, id);
        Ok(id)
    }

    /// The residual lvalue of type `ty` at `p`.
    fn residual_place(&mut self, cfg: &Config, p: Pointer, ty: TypeId, span: Span) -> R<Expr> {
        // A residual access through a static pointer must stay inside the
        // object, as a static one must: past its end is undefined behaviour
        // (a trap on a path only dynamic control takes), never a store
        // into the neighbouring memory.
        if let Some(size) = self.program.types.size_of(ty)
            && let Err(e @ AccessError::OutOfBounds { .. }) = cfg.store.check(p, size)
        {
            return Err(Stop::Error(super::eval::access(e, span)));
        }
        let hint = (p.offset == 0).then_some(ty);
        let (base, base_ty) = self.residual_object(cfg, p.obj, hint, span)?;
        if let Some(e) = self.sub_lvalue(base.clone(), base_ty, p.offset.max(0) as u64, ty, span) {
            return Ok(e);
        }
        let ptr_ty = self.out.types.pointer_to(ty);
        let addr = self.byte_address(base, p.offset, ptr_ty, span);
        Ok(Expr::new(ExprKind::Deref(Box::new(addr)), ty, span))
    }

    /// `(T *)((char *)&base + offset)`.
    fn byte_address(&mut self, base: Expr, offset: i64, ptr_ty: TypeId, span: Span) -> Expr {
        let char_ty = self.out.types.int(IntKind::Char);
        let char_ptr = self.out.types.pointer_to(char_ty);
        let base_ptr_ty = self.out.types.pointer_to(base.ty);
        let addr = Expr::new(ExprKind::AddrOf(Box::new(base)), base_ptr_ty, span);
        let bytes = Expr::new(ExprKind::Cast(Box::new(addr)), char_ptr, span);
        let long = self.out.types.int(IntKind::Long);
        let moved = Expr::new(
            ExprKind::Binary(
                crate::core::BinOp::PtrAdd,
                Box::new(bytes),
                Box::new(Expr::new(ExprKind::IntConst(offset as i128), long, span)),
            ),
            char_ptr,
            span,
        );
        Expr::new(ExprKind::Cast(Box::new(moved)), ptr_ty, span)
    }

    /// A residual pointer of type `ptr_ty` to `p`.
    fn residual_pointer(
        &mut self,
        cfg: &Config,
        p: Pointer,
        ptr_ty: TypeId,
        span: Span,
    ) -> R<Expr> {
        let pointee = self.out.types.pointee(ptr_ty);
        let hint = pointee.filter(|_| p.offset == 0);
        let (base, base_ty) = self.residual_object(cfg, p.obj, hint, span)?;
        let types = &self.out.types;
        // Into an array of the pointee type: `a` or `a + k`.
        if let (TypeKind::Array(elem, _), Some(want)) = (types.kind(base_ty).clone(), pointee) {
            let es = types.size_of(elem).unwrap_or(0);
            if es > 0
                && p.offset >= 0
                && (p.offset as u64).is_multiple_of(es)
                && types.unqualified_eq(elem, want)
            {
                let elem_ptr = self.out.types.pointer_to(elem);
                let decayed = Expr::new(ExprKind::Decay(Box::new(base)), elem_ptr, span);
                let k = p.offset as u64 / es;
                let e = if k == 0 {
                    decayed
                } else {
                    let int = self.out.types.int(IntKind::Int);
                    Expr::new(
                        ExprKind::Binary(
                            crate::core::BinOp::PtrAdd,
                            Box::new(decayed),
                            Box::new(Expr::new(ExprKind::IntConst(k as i128), int, span)),
                        ),
                        elem_ptr,
                        span,
                    )
                };
                return Ok(self.cast_to(e, ptr_ty, span));
            }
        }
        if let Some(want) = pointee
            && let Some(lv) =
                self.sub_lvalue(base.clone(), base_ty, p.offset.max(0) as u64, want, span)
        {
            let t = self.out.types.pointer_to(lv.ty);
            let e = Expr::new(ExprKind::AddrOf(Box::new(lv)), t, span);
            return Ok(self.cast_to(e, ptr_ty, span));
        }
        Ok(self.byte_address(base, p.offset, ptr_ty, span))
    }

    fn cast_to(&self, e: Expr, ty: TypeId, span: Span) -> Expr {
        if e.ty == ty {
            e
        } else {
            Expr::new(ExprKind::Cast(Box::new(e)), ty, span)
        }
    }

    /// The part of `base` (of type `base_ty`) at `offset` with type `want`.
    fn sub_lvalue(
        &mut self,
        base: Expr,
        base_ty: TypeId,
        offset: u64,
        want: TypeId,
        span: Span,
    ) -> Option<Expr> {
        let types = &self.out.types;
        if offset == 0 && types.unqualified_eq(base_ty, want) {
            return Some(base);
        }
        match types.kind(base_ty).clone() {
            TypeKind::Array(elem, Some(n)) => {
                let es = types.size_of(elem)?;
                if es == 0 || offset / es >= n {
                    return None;
                }
                let elem_ptr = self.out.types.pointer_to(elem);
                let int = self.out.types.int(IntKind::Int);
                let decayed = Expr::new(ExprKind::Decay(Box::new(base)), elem_ptr, span);
                let index = Expr::new(ExprKind::IntConst((offset / es) as i128), int, span);
                let item = Expr::new(
                    ExprKind::Index(Box::new(decayed), Box::new(index)),
                    elem,
                    span,
                );
                self.sub_lvalue(item, elem, offset % es, want, span)
            }
            TypeKind::Struct(id) => {
                let body = types.struct_def(id).body.clone()?;
                let (i, field) = body.fields.iter().enumerate().rev().find(|(_, f)| {
                    let size = types.size_of(f.ty).unwrap_or(0);
                    f.offset <= offset && offset < f.offset + size.max(1)
                })?;
                let member = Expr::new(ExprKind::Member(Box::new(base), i), field.ty, span);
                self.sub_lvalue(member, field.ty, offset - field.offset, want, span)
            }
            _ => None,
        }
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
    if a.is_copy_of(b) {
        return true;
    }
    if a.len() != b.len() {
        return false;
    }
    a.iter().all(|(k, x)| match b.get_rc(*k) {
        Some(y) => Rc::ptr_eq(x, y) || x == y,
        None => false,
    })
}

/// The objects `end` changed relative to `before`; `None` when they cannot
/// be replayed by sharing: the callee made objects that outlive it, or
/// changed a frame its key does not name (`named`).
fn effect_of(before: &Store, end: &Store, named: &[u32]) -> Option<Vec<(ObjKey, Rc<Obj>)>> {
    let mut changed = Vec::new();
    for (k, obj) in end.iter() {
        match before.get_rc(*k) {
            Some(old) if Rc::ptr_eq(old, obj) || old == obj => {}
            Some(_) => {
                if let ObjKey::Local(act, _) = k
                    && !named.contains(act)
                {
                    return None;
                }
                changed.push((*k, obj.clone()));
            }
            None => return None,
        }
    }
    Some(changed)
}

/// Replays a recorded effect, renaming the activations recorded against
/// `recorded` to the ones `now` names the same (by canonical number).
fn apply_effect(store: &mut Store, objects: &[(ObjKey, Rc<Obj>)], recorded: &[u32], now: &[u32]) {
    let rename: HashMap<u32, u32> = recorded
        .iter()
        .zip(now)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (*a, *b))
        .collect();
    let fix = |k: ObjKey| match k {
        ObjKey::Local(a, l) => ObjKey::Local(*rename.get(&a).unwrap_or(&a), l),
        other => other,
    };
    for (k, obj) in objects {
        let has_locals = obj
            .ptrs
            .values()
            .any(|p| matches!(p.obj, ObjKey::Local(a, _) if rename.contains_key(&a)));
        let obj = if has_locals {
            let mut o = (**obj).clone();
            for p in o.ptrs.values_mut() {
                p.obj = fix(p.obj);
            }
            Rc::new(o)
        } else {
            obj.clone()
        };
        store.set_rc(fix(*k), obj);
    }
}

fn zero_value(types: &crate::types::TypeTable, ty: TypeId) -> Value {
    match types.kind(ty) {
        TypeKind::Float(_) => Value::Float(0.0),
        TypeKind::Pointer(_) => Value::Ptr(None),
        _ => Value::Int(0),
    }
}

/// An initializer reproducing `bytes` for an object of type `ty` (char
/// arrays as bytes, other types element by element where they are
/// integers; anything else starts as zero).
fn bytes_init(types: &crate::types::TypeTable, ty: TypeId, bytes: &[u8]) -> Option<Init> {
    if bytes.iter().all(|b| *b == 0) {
        return None;
    }
    match types.kind(ty) {
        TypeKind::Array(elem, _) if types.size_of(*elem) == Some(1) && types.is_integer(*elem) => {
            Some(Init::Bytes(bytes.to_vec()))
        }
        TypeKind::Array(elem, _) => {
            let es = types.size_of(*elem)? as usize;
            let kind = types.as_int(*elem)?;
            let items = bytes
                .chunks(es)
                .enumerate()
                .filter(|(_, c)| c.iter().any(|b| *b != 0))
                .map(|(i, c)| {
                    let v = super::eval::int_from_bytes(kind, c);
                    (
                        i as u64,
                        Init::Scalar(Expr::new(ExprKind::IntConst(v), *elem, Span::DUMMY)),
                    )
                })
                .collect();
            Some(Init::Array(items))
        }
        TypeKind::Int(kind) => {
            let v = super::eval::int_from_bytes(*kind, bytes);
            Some(Init::Scalar(Expr::new(
                ExprKind::IntConst(v),
                ty,
                Span::DUMMY,
            )))
        }
        _ => None,
    }
}
