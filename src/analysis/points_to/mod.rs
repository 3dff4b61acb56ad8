//! Points-to analysis: inclusion-based (Andersen), field-sensitive.
//!
//! Abstract objects are every global, every local of every function, every
//! string literal, every allocation site (the call of malloc/calloc/realloc,
//! the "birthplace"), the return value of each function, and one `Unknown`
//! object for pointers that come from outside (integers cast to pointers,
//! library functions we know nothing about). A *location* is an object plus
//! a path of struct fields; array elements are not distinguished (pointer
//! arithmetic stays within the array's one location).
//!
//! Constraint generation walks Core C once; pointer values of expressions
//! get temporary nodes. The solver propagates sets along copy edges with a
//! worklist and resolves loads and stores as new locations reach pointers.
//! Paths are capped at `MAX_PATH` fields; longer ones (only type punning
//! makes them) are cut, which merges locations and stays safe.

mod generate;
mod queries;

use std::collections::BTreeSet;

use ena::unify::{InPlaceUnificationTable, UnifyKey};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::core::{
    BinOp, BlockId, Expr, ExprKind, FuncId, GlobalId, LocalId, Program, Stmt, StrId, Terminator,
};
use crate::types::{StructId, TypeId, TypeKind, TypeTable};
use generate::Generator;

/// An abstract object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Object {
    Global(GlobalId),
    Local(FuncId, LocalId),
    Str(StrId),
    /// Allocated by the call at (function, block, statement index).
    Heap(FuncId, BlockId, u32),
    /// The value a function returns.
    Return(FuncId),
    /// A function, as the target of a function pointer (no cells).
    Func(FuncId),
    Unknown,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjId(u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PathId(u32);

/// An object and a path of struct fields into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    pub obj: ObjId,
    pub path: PathId,
}

/// One struct field on a path: the struct and the field's index.
pub type Step = (StructId, u32);

/// A cell (an object and a field path) known to point to an object.
pub type Seed = (Object, Vec<Step>, Object);
type NodeId = u32;

/// A node in the union-find that merges the nodes of copy cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NodeKey(u32);

impl UnifyKey for NodeKey {
    type Value = ();
    fn index(&self) -> u32 {
        self.0
    }
    fn from_index(u: u32) -> NodeKey {
        NodeKey(u)
    }
    fn tag() -> &'static str {
        "points-to node"
    }
}

/// What field paths an object's cells may take: those of its declared
/// type, none (a function, a string literal: no struct is ever in them),
/// or any (heap and unknown memory, whose type the analysis does not know).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Shape {
    Typed(TypeId),
    Opaque,
    Untyped,
}

/// Locations offered to points-to sets (most already there) per location
/// of the budget, after which the solver gives up too: the work of a
/// program whose sets keep meeting the same locations grows faster than
/// the sets (the whole of SQLite took minutes to outgrow 20 M locations).
/// Lua's goals offer about 30 per location kept.
const ATTEMPTS_PER_FACT: usize = 16;

/// When the solver merges copy cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Merging {
    /// After `CYCLE_CHECK_EDGES` new edges, or as many as there were.
    Periodic,
    /// After every new edge (tests).
    Eager,
    /// Never (tests).
    Never,
}

/// New copy edges after which the solver looks for copy cycles again, at
/// the least; otherwise once the edges have doubled since the last look.
const CYCLE_CHECK_EDGES: usize = 20_000;

/// Longest field path kept; longer paths are cut (merging locations).
pub const MAX_PATH: usize = 8;

const ROOT: PathId = PathId(0);

#[derive(Default)]
struct Node {
    pts: BTreeSet<Loc>,
    /// `pts` in the order the locations came, so that the solver finds
    /// the ones it has not propagated without scanning the set.
    arrived: Vec<Loc>,
    copy_to: Vec<NodeId>,
    /// For each location `l` this node points to: `cell(l + path) ⊆ dst`.
    loads: Vec<(PathId, NodeId)>,
    /// For each location `l` this node points to: `src ⊆ cell(l + path)`.
    stores: Vec<(PathId, NodeId)>,
    /// For each pair of locations of this node and `src`: every cell under
    /// the source location flows into every cell under the target (memcpy).
    copies_from: Vec<NodeId>,
    /// For each location `l` this node points to: `l + path ∈ dst` (`&p->f`).
    field_addresses: Vec<(PathId, NodeId)>,
    /// For each location `l` this node points to: `l` widened out of
    /// scalar fields is in `dst` (pointer arithmetic, see `widened`).
    arithmetic_to: Vec<NodeId>,
}

/// The constraints of a node that apply to each location it points to
/// (`Node` has them; a block copy applies to the set as a whole).
struct Rules {
    loads: Vec<(PathId, NodeId)>,
    stores: Vec<(PathId, NodeId)>,
    fields: Vec<(PathId, NodeId)>,
    moved: Vec<NodeId>,
    copy_to: Vec<NodeId>,
}

impl Rules {
    fn of(node: &Node) -> Rules {
        Rules {
            loads: node.loads.clone(),
            stores: node.stores.clone(),
            fields: node.field_addresses.clone(),
            moved: node.arithmetic_to.clone(),
            copy_to: node.copy_to.clone(),
        }
    }
}

/// The solved analysis: for every cell, the locations it may point to.
/// The sizes of a block copy's target and source sets and the number of
/// cells of the objects they hold, when it was done.
type BlockCopyState = (usize, usize, usize);

pub struct PointsTo {
    objects: Vec<Object>,
    object_ids: HashMap<Object, ObjId>,
    paths: Vec<Vec<Step>>,
    path_ids: HashMap<Vec<Step>, PathId>,
    cells: HashMap<Loc, NodeId>,
    /// The cells of each object, for block copies (`smash_copy`).
    cells_of: HashMap<ObjId, Vec<(PathId, NodeId)>>,
    /// Every copy edge, for a constant-time test in `add_copy`.
    copy_edges: HashSet<(NodeId, NodeId)>,
    /// For each block copy (target node, source node): the sizes of both
    /// sides' points-to sets and the number of cells when it was last
    /// done (nothing new, nothing to redo), and the node every cell under
    /// a source flows through to every cell under a target.
    block_copies_done: HashMap<(NodeId, NodeId), (BlockCopyState, NodeId)>,
    nodes: Vec<Node>,
    /// Nodes of a copy cycle have the same points-to set: they are merged
    /// into one (`collapse_cycles`), which keeps the sets of a program
    /// whose pointers go round in loops (an interpreter's stack and heap)
    /// from being copied around each loop node by node.
    merged: InPlaceUnificationTable<NodeKey>,
    /// Each node's representative as of the end of the last `solve`, for
    /// the queries (which do not mutate the union-find).
    canon: Vec<NodeId>,
    /// Whether copy cycles are merged (always, but for the test that
    /// checks that merging changes no answer).
    collapse: bool,
    /// Copy edges added since the last look for cycles, and the number
    /// of edges after which to look again.
    edges_since_check: usize,
    next_check: usize,
    /// Look again after every new edge (`Merging::Eager`).
    eager: bool,
    /// How many of each node's `arrived` locations it has propagated.
    seen: Vec<usize>,
    /// Each object's declared type, as far as field paths go (`Shape`).
    shapes: Vec<Option<Shape>>,
    /// `typed_extend`'s answers, by shape, base path and extension.
    typed_paths: HashMap<(Shape, PathId, PathId), PathId>,
    worklist: Vec<NodeId>,
    /// Per node: whether it is on the worklist (each node is there once,
    /// and handles every location that arrived since it last ran).
    queued: Vec<bool>,
    /// Locations added to points-to sets so far, the most allowed
    /// (`compute_within`), and whether that was passed: then solving stops.
    facts: usize,
    /// Locations offered to sets so far (`ATTEMPTS_PER_FACT`).
    attempts: usize,
    budget: Option<usize>,
    exhausted: bool,
    unknown: ObjId,
    /// Struct fields that are not arrays: pointer arithmetic on a pointer
    /// to one leaves it (see `widened`).
    scalar_fields: HashSet<Step>,
    /// Calls through pointers, resolved as their pointers' targets grow.
    indirect_calls: Vec<IndirectCall>,
    /// Calls of code the analysis does not see, with the nodes of their
    /// pointer arguments: a user function whose address reaches them may
    /// be called back (`qsort`'s comparator, `atexit`'s handler).
    outside_calls: Vec<(FuncId, Vec<NodeId>)>,
    /// User functions code the analysis does not see may call, with the
    /// functions whose calls gave them away (none: the caller's memory).
    called_from_outside: HashMap<FuncId, BTreeSet<FuncId>>,
    /// (function, index into `outside_calls`, or its length for the
    /// caller's memory) pairs whose constraints are generated.
    called_back: HashSet<(FuncId, usize)>,
    /// Functions whose address counted code takes, not yet made to count
    /// themselves (run-time code may call them).
    taken_pending: Vec<FuncId>,
    /// Where each indirect call is in `indirect_calls`.
    indirect_index: HashMap<(FuncId, BlockId, u32), usize>,
    /// Functions whose code counts (all, when `None`); grows as calls
    /// through pointers find their targets.
    reached: Option<Vec<bool>>,
    /// Per function, the globals and blocks its own statements may
    /// reference (`modref::direct_objects`), kept for the many analyses
    /// that ask again with this one solution.
    pub(crate) direct_objects: std::cell::RefCell<HashMap<FuncId, BTreeSet<Object>>>,
}

/// A call through a pointer (of an `indirect` stand-in) and what it has
/// been found to call so far.
struct IndirectCall {
    caller: FuncId,
    block: BlockId,
    index: u32,
    /// The node of the pointer called through.
    pointer: NodeId,
    /// Functions known as targets (their constraints generated).
    targets: BTreeSet<FuncId>,
    /// Whether the pointer may come from code the analysis does not see.
    unknown: bool,
}

/// What a call through a pointer may call.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndirectTargets {
    /// Functions of the program or of the library, by id.
    pub functions: Vec<FuncId>,
    /// Whether the pointer may hold an address from outside the program
    /// the analysis sees (the caller's memory, an integer).
    pub unknown: bool,
}

/// Library functions whose pointer result points into their first argument.
const RETURNS_FIRST_ARGUMENT: &[&str] = &[
    "strchr",
    "strrchr",
    "strstr",
    "strpbrk",
    "memchr",
    "memrchr",
    "rawmemchr",
    "memmem",
    "strchrnul",
    "strcasestr",
    "index",
    "rindex",
    "wcschr",
    "wcsrchr",
    "wcsstr",
    "wcspbrk",
    "wmemchr",
    "strcpy",
    "strncpy",
    "strcat",
    "strncat",
    "memcpy",
    "memmove",
    "memset",
    "stpcpy",
    "strtok",
    "fgets",
    "__builtin_memcpy",
    "__builtin_memmove",
    "__builtin_memset",
    "__builtin_strcpy",
    "__builtin_strchr",
    "__builtin_strrchr",
    "__builtin_strstr",
    "__builtin_strpbrk",
    "__builtin_memchr",
];

const ALLOCATORS: &[&str] = &[
    "__builtin_alloca",
    "malloc",
    "calloc",
    "realloc",
    "__builtin_malloc",
    "__builtin_calloc",
    "__builtin_realloc",
    "strdup",
    "strndup",
];

/// Library functions that store a pointer into their first argument
/// through their second (`strtol(s, &end, 10)`).
const STORES_FIRST_THROUGH_SECOND: &[&str] = &[
    "strtol",
    "strtoul",
    "strtoll",
    "strtoull",
    "strtod",
    "strtof",
    "strtold",
    "strtoimax",
    "strtoumax",
];

const BLOCK_COPIES: &[&str] = &["memcpy", "memmove", "__builtin_memcpy", "__builtin_memmove"];

/// Library functions known not to store pointers anywhere or return
/// pointers we cannot describe.
const POINTER_NEUTRAL: &[&str] = &[
    "free",
    "__builtin_stack_save",
    "__builtin_stack_restore",
    "printf",
    "puts",
    "putchar",
    "strlen",
    "strcmp",
    "strncmp",
    "memcmp",
    "abs",
    "labs",
    "atoi",
    "atol",
    "exit",
    "abort",
    "__builtin_abort",
    "__builtin_printf",
    "fputs",
    "fputc",
    "putc",
    "fprintf",
    "sprintf",
    "snprintf",
    "fflush",
    "__assert_fail",
];

/// Whether the analysis models what library function `name` does with
/// pointers (it allocates, copies, returns its argument or stores none).
pub fn is_modelled_library(name: &str) -> bool {
    [
        ALLOCATORS,
        RETURNS_FIRST_ARGUMENT,
        STORES_FIRST_THROUGH_SECOND,
        BLOCK_COPIES,
        POINTER_NEUTRAL,
    ]
    .iter()
    .any(|list| list.contains(&name))
}

impl PointsTo {
    pub fn compute(program: &Program) -> PointsTo {
        PointsTo::compute_with(program, None, None, &[], &[], None, Merging::Periodic)
    }

    /// `compute` without merging copy cycles: the same answers, slower.
    /// For the test that checks they are the same.
    #[doc(hidden)]
    pub fn compute_without_merging(program: &Program) -> PointsTo {
        PointsTo::compute_with(program, None, None, &[], &[], None, Merging::Never)
    }

    /// `compute`, looking for copy cycles whenever an edge was added: for
    /// that test, on programs too small to reach `CYCLE_CHECK_EDGES`.
    #[doc(hidden)]
    pub fn compute_merging_eagerly(program: &Program) -> PointsTo {
        PointsTo::compute_with(program, None, None, &[], &[], None, Merging::Eager)
    }

    /// How many nodes were merged into others (copy cycles).
    #[doc(hidden)]
    pub fn merged_nodes(&self) -> usize {
        (0..self.canon.len())
            .filter(|&n| self.canon[n] != n as NodeId)
            .count()
    }

    /// `compute`, giving up (`None`) once the points-to sets hold more
    /// than `facts` locations in all: on a program whose pointers all meet
    /// (a generic `memcpy` of pointer-holding structs everywhere) the sets
    /// grow with the square of the program, past what memory holds.
    pub fn compute_within(program: &Program, facts: usize) -> Option<PointsTo> {
        let pt = PointsTo::compute_with(
            program,
            None,
            None,
            &[],
            &[],
            Some(facts),
            Merging::Periodic,
        );
        (!pt.exhausted).then_some(pt)
    }

    /// The analysis for specializing from one entry: only the functions in
    /// `reached` count (callers of the goal do not), and each seed makes a
    /// cell (a goal parameter, a field of one, the object a static pointer
    /// parameter is given) point to an object, as the static values given
    /// on the command line do. The pointers held by the `from_caller`
    /// objects (the goal's dynamic parameters) come from code the analysis
    /// does not see: they may point to the unknown object, the caller's
    /// memory.
    /// Gives up (`None`) past `facts` locations, as `compute_within`.
    pub fn compute_from(
        program: &Program,
        goal: FuncId,
        reached: &[bool],
        seeds: &[Seed],
        from_caller: &[Object],
        facts: usize,
    ) -> Option<PointsTo> {
        let pt = PointsTo::compute_with(
            program,
            Some(goal),
            Some(reached),
            seeds,
            from_caller,
            Some(facts),
            Merging::Periodic,
        );
        (!pt.exhausted).then_some(pt)
    }

    /// How many locations the points-to sets hold in all.
    pub fn facts(&self) -> usize {
        self.facts
    }

    fn compute_with(
        program: &Program,
        goal: Option<FuncId>,
        reached: Option<&[bool]>,
        seeds: &[Seed],
        from_caller: &[Object],
        budget: Option<usize>,
        merging: Merging,
    ) -> PointsTo {
        let mut pt = PointsTo {
            objects: Vec::new(),
            object_ids: HashMap::default(),
            paths: vec![Vec::new()],
            path_ids: HashMap::from_iter([(Vec::new(), ROOT)]),
            cells: HashMap::default(),
            cells_of: HashMap::default(),
            copy_edges: HashSet::default(),
            block_copies_done: HashMap::default(),
            nodes: Vec::new(),
            merged: InPlaceUnificationTable::new(),
            canon: Vec::new(),
            collapse: merging != Merging::Never,
            edges_since_check: 0,
            next_check: match merging {
                Merging::Eager => 1,
                _ => CYCLE_CHECK_EDGES,
            },
            eager: merging == Merging::Eager,
            seen: Vec::new(),
            shapes: Vec::new(),
            typed_paths: HashMap::default(),
            worklist: Vec::new(),
            queued: Vec::new(),
            facts: 0,
            attempts: 0,
            budget,
            exhausted: false,
            unknown: ObjId(0),
            scalar_fields: scalar_fields(&program.types),
            indirect_calls: Vec::new(),
            outside_calls: Vec::new(),
            called_from_outside: HashMap::default(),
            called_back: HashSet::default(),
            indirect_index: HashMap::default(),
            taken_pending: Vec::new(),
            reached: reached.map(|r| r.to_vec()),
            direct_objects: Default::default(),
        };
        pt.unknown = pt.intern_object(Object::Unknown);
        // The unknown object may point to anything unknown.
        let unknown_loc = Loc {
            obj: pt.unknown,
            path: ROOT,
        };
        let cell = pt.cell(unknown_loc);
        pt.add_loc(cell, unknown_loc);
        for (pointer, steps, target) in seeds {
            if let Object::Func(g) = target {
                // Code a value's function pointer calls counts.
                pt.taken_pending.push(*g);
            }
            let from = pt.intern_object(*pointer);
            let to = pt.intern_object(*target);
            let path = pt.path(steps);
            let cell = pt.cell(Loc { obj: from, path });
            pt.add_loc(
                cell,
                Loc {
                    obj: to,
                    path: ROOT,
                },
            );
        }
        for &object in from_caller {
            let ty = match object {
                Object::Local(f, l) => program.function(f).local(l).ty,
                Object::Global(g) => program.global(g).ty,
                _ => continue,
            };
            let obj = pt.intern_object(object);
            for steps in pointer_paths(&program.types, ty) {
                let path = pt.path(&steps);
                let cell = pt.cell(Loc { obj, path });
                pt.add_loc(cell, unknown_loc);
            }
        }
        let mut generator = Generator {
            pt: &mut pt,
            program,
        };
        generator.program_constraints();
        generator.uncounted_escapes(goal, from_caller, seeds);
        generator.pt.solve(program);
        generator.resolve_calls();
        pt.flatten_merged();
        pt
    }

    fn intern_object(&mut self, o: Object) -> ObjId {
        if let Some(&id) = self.object_ids.get(&o) {
            return id;
        }
        let id = ObjId(self.objects.len() as u32);
        self.objects.push(o);
        self.object_ids.insert(o, id);
        id
    }

    fn path(&mut self, steps: &[Step]) -> PathId {
        let steps = &steps[..steps.len().min(MAX_PATH)];
        if let Some(&id) = self.path_ids.get(steps) {
            return id;
        }
        let id = PathId(self.paths.len() as u32);
        self.paths.push(steps.to_vec());
        self.path_ids.insert(steps.to_vec(), id);
        id
    }

    fn extend(&mut self, base: PathId, ext: PathId) -> PathId {
        if ext == ROOT {
            return base;
        }
        let mut steps = self.paths[base.0 as usize].clone();
        steps.extend_from_slice(&self.paths[ext.0 as usize].clone());
        self.path(&steps)
    }

    fn new_node(&mut self) -> NodeId {
        self.nodes.push(Node::default());
        self.merged.new_key(());
        self.nodes.len() as NodeId - 1
    }

    /// The node standing for `n`: itself, or the node of the copy cycle
    /// it was merged into.
    fn rep(&mut self, n: NodeId) -> NodeId {
        self.merged.find(NodeKey(n)).0
    }

    /// `n`'s node (its representative's), to add constraints to.
    fn node_mut(&mut self, n: NodeId) -> &mut Node {
        let r = self.rep(n);
        &mut self.nodes[r as usize]
    }

    /// What `n` points to, for the queries (after `flatten_merged`).
    fn pts(&self, n: NodeId) -> &BTreeSet<Loc> {
        let r = self.canon.get(n as usize).copied().unwrap_or(n);
        &self.nodes[r as usize].pts
    }

    /// Records every node's representative in `canon`, for the queries.
    fn flatten_merged(&mut self) {
        self.canon = (0..self.nodes.len() as NodeId)
            .map(|n| self.rep(n))
            .collect();
    }

    fn cell(&mut self, loc: Loc) -> NodeId {
        if let Some(&n) = self.cells.get(&loc) {
            return n;
        }
        let n = self.new_node();
        self.cells.insert(loc, n);
        self.cells_of
            .entry(loc.obj)
            .or_default()
            .push((loc.path, n));
        n
    }

    /// Puts `n` on the worklist unless it is there already.
    fn enqueue(&mut self, n: NodeId) {
        let i = self.rep(n) as usize;
        let n = i as NodeId;
        if self.queued.len() <= i {
            self.queued.resize(self.nodes.len().max(i + 1), false);
        }
        if !std::mem::replace(&mut self.queued[i], true) {
            self.worklist.push(n);
        }
    }

    fn add_loc(&mut self, n: NodeId, loc: Loc) {
        self.attempts += 1;
        if self
            .budget
            .is_some_and(|b| self.attempts > b.saturating_mul(ATTEMPTS_PER_FACT))
        {
            self.exhausted = true;
        }
        let n = self.rep(n);
        if self.nodes[n as usize].pts.insert(loc) {
            self.facts += 1;
            if self.budget.is_some_and(|b| self.facts > b) {
                self.exhausted = true;
            }
            self.nodes[n as usize].arrived.push(loc);
            self.enqueue(n);
        }
    }

    fn add_copy(&mut self, from: NodeId, to: NodeId) {
        let (from, to) = (self.rep(from), self.rep(to));
        if from == to || !self.copy_edges.insert((from, to)) {
            return;
        }
        self.edges_since_check += 1;
        self.nodes[from as usize].copy_to.push(to);
        let pts: Vec<Loc> = self.nodes[from as usize].pts.iter().copied().collect();
        for l in pts {
            self.add_loc(to, l);
        }
    }

    fn solve(&mut self, program: &Program) {
        // Constraints added since the last solve apply to every location:
        // each node propagates all of its own again.
        self.seen.clear();
        loop {
            self.drain(program);
            // A block copy done before its source's cells existed (the
            // cells of `src` in `memcpy(dst, src, n)` made by a store
            // through a pointer, solved later) is done again.
            let stale: Vec<NodeId> = self
                .block_copies_done
                .iter()
                .filter(|((to, from), (state, _))| self.block_copy_state(*to, *from) != *state)
                .map(|((to, _), _)| *to)
                .collect();
            if stale.is_empty() || self.exhausted {
                return;
            }
            for n in stale {
                self.enqueue(n);
            }
        }
    }

    /// The state of the block copy into what node `to` points to from what
    /// node `from` points to (`BlockCopyState`).
    /// (`block_copies_done` is keyed by representatives as of the copy:
    /// `canon` is up to date whenever the solver calls this.)
    fn block_copy_state(&self, to: NodeId, from: NodeId) -> BlockCopyState {
        let cells = |pt: &PointsTo, n: NodeId| -> usize {
            pt.pts(n)
                .iter()
                .map(|loc| pt.cells_of.get(&loc.obj).map_or(0, Vec::len))
                .sum()
        };
        (
            self.pts(to).len(),
            self.pts(from).len(),
            cells(self, to) + cells(self, from),
        )
    }

    fn drain(&mut self, program: &Program) {
        while let Some(popped) = self.worklist.pop() {
            if self.exhausted {
                self.worklist.clear();
                return;
            }
            if let Some(q) = self.queued.get_mut(popped as usize) {
                *q = false;
            }
            if self.collapse && self.edges_since_check >= self.next_check {
                self.collapse_cycles(program);
            }
            // (A node merged into another since it was queued stands for
            // that one.)
            let n = self.rep(popped);
            let idx = n as usize;
            if self.seen.len() < self.nodes.len() {
                self.seen.resize(self.nodes.len(), 0);
            }
            let new: Vec<Loc> = self.nodes[idx].arrived[self.seen[idx]..].to_vec();
            self.seen[idx] = self.nodes[idx].arrived.len();
            let rules = Rules::of(&self.nodes[idx]);
            let copies = self.nodes[idx].copies_from.clone();
            self.propagate(program, &new, &rules);
            // Block copies are re-done whenever either side or the cells
            // grow (memcpy of pointer-holding data).
            let all: Vec<Loc> = self.nodes[idx].pts.iter().copied().collect();
            for &src in &copies {
                let src = self.rep(src);
                let state = self.block_copy_state(n, src);
                let summary = match self.block_copies_done.get(&(n, src)) {
                    Some((done, _)) if *done == state => continue,
                    Some((_, summary)) => *summary,
                    None => self.new_node(),
                };
                self.block_copies_done.insert((n, src), (state, summary));
                let sources: Vec<Loc> = self.nodes[src as usize].pts.iter().copied().collect();
                self.smash_copy(&sources, &all, summary);
            }
        }
    }

    /// Applies `rules` (a node's constraints) to locations of the node.
    fn propagate(&mut self, program: &Program, locs: &[Loc], rules: &Rules) {
        for &loc in locs {
            for &dst in &rules.moved {
                let to = self.widened(loc);
                self.add_loc(dst, to);
            }
            for &(ext, dst) in &rules.loads {
                let c = self.cell_at(program, loc, ext);
                self.add_copy(c, dst);
            }
            // A function's code is never written.
            let code = matches!(self.objects[loc.obj.0 as usize], Object::Func(_));
            for &(ext, src) in rules.stores.iter().filter(|_| !code) {
                let c = self.cell_at(program, loc, ext);
                self.add_copy(src, c);
            }
            for &(ext, dst) in &rules.fields {
                let path = self.typed_extend(program, loc, ext);
                self.add_loc(dst, Loc { obj: loc.obj, path });
            }
        }
        for &t in &rules.copy_to {
            for &l in locs {
                self.add_loc(t, l);
            }
        }
    }

    /// Merges the nodes of each cycle of copy edges into one: they would
    /// all end with the same points-to set. Looked for again once the
    /// edges have doubled (or grown by `CYCLE_CHECK_EDGES`), so that the
    /// walks cost about as much as the edges themselves.
    fn collapse_cycles(&mut self, program: &Program) {
        use petgraph::graph::{DiGraph, NodeIndex};
        self.edges_since_check = 0;
        if !self.eager {
            self.next_check = self.copy_edges.len().max(CYCLE_CHECK_EDGES);
        }
        self.canonical_copy_edges();
        let n = self.nodes.len();
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, self.copy_edges.len());
        for _ in 0..n {
            graph.add_node(());
        }
        for &(from, to) in &self.copy_edges {
            graph.add_edge(
                NodeIndex::new(from as usize),
                NodeIndex::new(to as usize),
                (),
            );
        }
        for component in petgraph::algo::tarjan_scc(&graph) {
            if let [first, rest @ ..] = component.as_slice() {
                for other in rest {
                    self.merge(program, first.index() as NodeId, other.index() as NodeId);
                }
            }
        }
        self.canonical_copy_edges();
        // Block copies are known by their nodes' representatives (the
        // solver redoes a copy whose entry is missing or out of date).
        let done = std::mem::take(&mut self.block_copies_done);
        for ((to, from), entry) in done {
            let key = (self.rep(to), self.rep(from));
            self.block_copies_done.entry(key).or_insert(entry);
        }
        self.flatten_merged();
    }

    /// Copy edges known by their ends' representatives, once each, in the
    /// nodes' `copy_to` and in `copy_edges`: an edge made again between
    /// merged nodes is no new edge (which would copy its whole set again).
    fn canonical_copy_edges(&mut self) {
        self.copy_edges.clear();
        for from in 0..self.nodes.len() as NodeId {
            if self.rep(from) != from {
                continue;
            }
            let targets = std::mem::take(&mut self.nodes[from as usize].copy_to);
            let mut kept = Vec::with_capacity(targets.len());
            for t in targets {
                let t = self.rep(t);
                if t != from && self.copy_edges.insert((from, t)) {
                    kept.push(t);
                }
            }
            self.nodes[from as usize].copy_to = kept;
        }
    }

    /// Merges node `b` into node `a`: one node with both sets and both sets
    /// of constraints, each location meeting the constraints it has not met.
    fn merge(&mut self, program: &Program, a: NodeId, b: NodeId) {
        let (a, b) = (self.rep(a), self.rep(b));
        if a == b {
            return;
        }
        self.merged.union(NodeKey(a), NodeKey(b));
        let (keep, gone) = if self.rep(a) == a { (a, b) } else { (b, a) };
        let gone_node = std::mem::take(&mut self.nodes[gone as usize]);
        let gone_rules = Rules::of(&gone_node);
        // The locations `keep` has propagated met only its own rules; the
        // others (its own yet to come, and `gone`'s new to it) will meet
        // both when `keep` runs next.
        let done = self.seen.get(keep as usize).copied().unwrap_or(0);
        let node = &mut self.nodes[keep as usize];
        let propagated: Vec<Loc> = node.arrived[..done.min(node.arrived.len())].to_vec();
        node.copy_to.extend(gone_node.copy_to);
        node.loads.extend(gone_node.loads);
        node.stores.extend(gone_node.stores);
        node.copies_from.extend(gone_node.copies_from);
        node.field_addresses.extend(gone_node.field_addresses);
        node.arithmetic_to.extend(gone_node.arithmetic_to);
        for loc in gone_node.arrived {
            // (Not counted in `facts`, which bounds the work done: the
            // location was counted when it reached the merged node.)
            if node.pts.insert(loc) {
                node.arrived.push(loc);
            }
        }
        self.propagate(program, &propagated, &gone_rules);
        self.enqueue(keep);
    }

    /// Where pointer arithmetic on a pointer to `loc` may lead: out of the
    /// scalar fields `loc` is in, to the enclosing object or array element
    /// (`&c.g - 1` is `c.r` in practice; `container_of` goes back from a
    /// member to its struct).
    fn widened(&mut self, loc: Loc) -> Loc {
        let steps = &self.paths[loc.path.0 as usize];
        let keep = widened_len(steps, &self.scalar_fields);
        if keep == steps.len() {
            return loc;
        }
        let steps = steps[..keep].to_vec();
        Loc {
            obj: loc.obj,
            path: self.path(&steps),
        }
    }

    fn cell_at(&mut self, program: &Program, loc: Loc, ext: PathId) -> NodeId {
        let path = self.typed_extend(program, loc, ext);
        self.cell(Loc { obj: loc.obj, path })
    }

    /// `loc`'s path extended by `ext` (the fields of an access through a
    /// pointer to `loc`), as far as the fields exist in `loc`'s object:
    /// a field of a struct the object does not hold there is cut off,
    /// leaving the cell the access lands in. Accessing an object through
    /// a struct type it does not have is undefined, but a pointer that
    /// may hold many kinds of address (a `void *`, an interpreter's
    /// tagged value) takes every one of its accesses to every object it
    /// may point to: unfiltered, a global `Node` got the fields of Lua's
    /// state, its call frames and its strings, nested eight deep.
    fn typed_extend(&mut self, program: &Program, loc: Loc, ext: PathId) -> PathId {
        if ext == ROOT {
            return loc.path;
        }
        let shape = self.shape(program, loc.obj);
        if let Some(&p) = self.typed_paths.get(&(shape, loc.path, ext)) {
            return p;
        }
        let types = &program.types;
        let mut steps = self.paths[loc.path.0 as usize].clone();
        // The type at `loc`: its last field's, or the object's own; `None`
        // where the object's type is unknown (the start of a heap block),
        // so that any struct fits there.
        let mut at = match (steps.last(), shape) {
            (Some(&(sid, field)), _) => Some(struct_field_type(types, sid, field)),
            (None, Shape::Typed(ty)) => Some(Some(ty)),
            (None, Shape::Opaque) => Some(None),
            (None, Shape::Untyped) => None,
        };
        for &(sid, field) in &self.paths[ext.0 as usize] {
            let fits = match at {
                None => Some(struct_field_type(types, sid, field)),
                Some(ty) => ty
                    .and_then(|ty| field_type(types, ty, sid, field))
                    .map(Some),
            };
            match fits {
                Some(ty) => {
                    steps.push((sid, field));
                    at = Some(ty);
                }
                None => break,
            }
        }
        let p = self.path(&steps);
        self.typed_paths.insert((shape, loc.path, ext), p);
        p
    }

    fn shape(&mut self, program: &Program, obj: ObjId) -> Shape {
        let i = obj.0 as usize;
        if let Some(Some(shape)) = self.shapes.get(i) {
            return *shape;
        }
        let shape = match self.objects[i] {
            Object::Global(g) => Shape::Typed(program.global(g).ty),
            Object::Local(f, l) => Shape::Typed(program.function(f).local(l).ty),
            Object::Return(f) => match program.types.kind(program.function(f).ty) {
                TypeKind::Function(sig) => Shape::Typed(sig.ret),
                _ => Shape::Untyped,
            },
            Object::Str(_) | Object::Func(_) => Shape::Opaque,
            Object::Heap(..) | Object::Unknown => Shape::Untyped,
        };
        if self.shapes.len() <= i {
            self.shapes.resize(i + 1, None);
        }
        self.shapes[i] = Some(shape);
        shape
    }

    /// Every cell under each of `from` flows into every cell under each
    /// of `to`, through `summary` (one edge per cell, not per pair).
    fn smash_copy(&mut self, from: &[Loc], to: &[Loc], summary: NodeId) {
        let under = |pt: &PointsTo, at: Loc| -> Vec<NodeId> {
            let prefix = &pt.paths[at.path.0 as usize];
            pt.cells_of
                .get(&at.obj)
                .into_iter()
                .flatten()
                .filter(|(path, _)| pt.paths[path.0 as usize].starts_with(prefix))
                .map(|&(_, n)| n)
                .collect()
        };
        for &loc in from {
            for s in under(self, loc) {
                self.add_copy(s, summary);
            }
        }
        for &loc in to {
            let mut targets = under(self, loc);
            if targets.is_empty() {
                targets.push(self.cell(loc));
            }
            for t in targets {
                self.add_copy(summary, t);
            }
        }
    }
}

/// The field paths of `ty` that hold pointers (the empty path for a
/// pointer itself); array elements share their element's paths.
pub fn pointer_paths(types: &TypeTable, ty: TypeId) -> Vec<Vec<Step>> {
    leaf_paths(types, ty)
        .into_iter()
        .filter(|(_, leaf)| types.is_pointer(*leaf) || holds_pointer(types, *leaf))
        .map(|(path, _)| path)
        .collect()
}

/// Whether an object of type `ty` has a pointer somewhere inside it.
pub fn holds_pointer(types: &TypeTable, ty: TypeId) -> bool {
    match types.kind(ty) {
        TypeKind::Pointer(_) => true,
        TypeKind::Array(elem, _) => holds_pointer(types, *elem),
        TypeKind::Struct(sid) => types
            .struct_def(*sid)
            .body
            .as_ref()
            .is_some_and(|b| b.fields.iter().any(|f| holds_pointer(types, f.ty))),
        _ => false,
    }
}

/// The scalar leaves of `ty` as field paths with each leaf's type; array
/// elements share their element's leaves, an incomplete struct is a leaf,
/// and paths stop at `MAX_PATH` fields.
pub fn leaf_paths(types: &TypeTable, ty: TypeId) -> Vec<(Vec<Step>, TypeId)> {
    let mut out = Vec::new();
    collect_leaves(types, ty, &mut Vec::new(), &mut out);
    out
}

fn collect_leaves(
    types: &TypeTable,
    ty: TypeId,
    prefix: &mut Vec<Step>,
    out: &mut Vec<(Vec<Step>, TypeId)>,
) {
    match types.kind(ty) {
        TypeKind::Array(elem, _) => collect_leaves(types, *elem, prefix, out),
        // A union is one cell: its members overlap.
        TypeKind::Struct(sid) if types.struct_def(*sid).is_union => out.push((prefix.clone(), ty)),
        TypeKind::Struct(sid) if prefix.len() < MAX_PATH => match &types.struct_def(*sid).body {
            // gcc's empty struct (size 0) is one cell, so that it has a
            // binding time.
            Some(body) if !body.fields.is_empty() => {
                for (i, f) in body.fields.iter().enumerate() {
                    prefix.push((*sid, i as u32));
                    collect_leaves(types, f.ty, prefix, out);
                    prefix.pop();
                }
            }
            _ => out.push((prefix.clone(), ty)),
        },
        _ => out.push((prefix.clone(), ty)),
    }
}

/// The type of field `field` of struct `sid` (`None` if it has none).
fn struct_field_type(types: &TypeTable, sid: StructId, field: u32) -> Option<TypeId> {
    let body = types.struct_def(sid).body.as_ref()?;
    body.fields.get(field as usize).map(|f| f.ty)
}

/// The type of field `field` of struct `sid` in an object of type `ty`
/// where a pointer to `ty` may be taken for a pointer to `sid` (C's
/// first-member rule, any member of a union, an array's elements), if
/// `sid` is there.
fn field_type(types: &TypeTable, ty: TypeId, sid: StructId, field: u32) -> Option<TypeId> {
    match types.kind(ty) {
        TypeKind::Array(elem, _) => field_type(types, *elem, sid, field),
        TypeKind::Struct(s) => {
            let def = types.struct_def(*s);
            let fields = &def.body.as_ref()?.fields;
            if *s == sid && !def.is_union {
                return fields.get(field as usize).map(|f| f.ty);
            }
            let at_start = fields.iter().filter(|f| f.offset == 0 && f.bits.is_none());
            let mut found = None;
            for f in at_start {
                found = field_type(types, f.ty, sid, field);
                if found.is_some() || !def.is_union {
                    break;
                }
            }
            found
        }
        _ => None,
    }
}

/// Whether the lvalue `e` lies inside a union member (through members and
/// array elements of the same object). A union's members overlap, so the
/// analyses give a union one cell: no field step is taken inside one.
pub fn in_union(types: &TypeTable, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Member(base, _) => types.is_union(base.ty) || in_union(types, base),
        ExprKind::Index(p, _) => match &p.kind {
            ExprKind::Decay(array) => in_union(types, array),
            _ => false,
        },
        _ => false,
    }
}

/// `cell` extended by `path`, cut at `MAX_PATH` fields.
pub fn extend(cell: &(Object, Vec<Step>), path: &[Step]) -> (Object, Vec<Step>) {
    let mut out = cell.clone();
    let room = MAX_PATH.saturating_sub(out.1.len());
    out.1.extend(path.iter().take(room));
    out
}

/// How many of `steps` a pointer moved by arithmetic keeps: the trailing
/// scalar (non-array) fields are left.
fn widened_len(steps: &[Step], scalar_fields: &HashSet<Step>) -> usize {
    let mut keep = steps.len();
    while keep > 0 && scalar_fields.contains(&steps[keep - 1]) {
        keep -= 1;
    }
    keep
}

/// The fields of every struct whose type is not an array.
fn scalar_fields(types: &TypeTable) -> HashSet<Step> {
    let mut out = HashSet::default();
    for (i, def) in types.structs.iter().enumerate() {
        let Some(body) = &def.body else { continue };
        for (j, field) in body.fields.iter().enumerate() {
            if !matches!(types.kind(field.ty), TypeKind::Array(..)) {
                out.insert((StructId(i as u32), j as u32));
            }
        }
    }
    out
}

/// Integer operations that keep an address somewhere in its object (an
/// offset added, tag bits set or cleared).
fn moves_address(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
    )
}

fn is_zero(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::IntConst(0))
}

/// Per strongly connected component of the objects' graph, the functions
/// reachable from it as a bit set over the program's function objects;
/// a component that adds nothing to what one successor reaches shares
/// that successor's set.
struct FunctionSets {
    component_of: Vec<usize>,
    sets: Vec<Option<std::rc::Rc<Vec<u64>>>>,
}

impl FunctionSets {
    fn of_components(
        graph: &petgraph::graph::DiGraph<(), ()>,
        bit_of: &[usize],
        functions: usize,
    ) -> FunctionSets {
        use std::rc::Rc;
        let words = functions.div_ceil(64);
        // Tarjan's order: every component after those it reaches.
        let components = petgraph::algo::tarjan_scc(graph);
        let mut component_of = vec![0; graph.node_count()];
        for (c, members) in components.iter().enumerate() {
            for m in members {
                component_of[m.index()] = c;
            }
        }
        let mut sets: Vec<Option<Rc<Vec<u64>>>> = Vec::with_capacity(components.len());
        for (c, members) in components.iter().enumerate() {
            let mut shared: Option<Rc<Vec<u64>>> = None;
            let mut owned: Option<Vec<u64>> = None;
            let add = |set: &Rc<Vec<u64>>,
                       shared: &mut Option<Rc<Vec<u64>>>,
                       owned: &mut Option<Vec<u64>>| {
                if let Some(own) = owned {
                    for (word, bits) in own.iter_mut().zip(set.iter()) {
                        *word |= bits;
                    }
                    return;
                }
                match shared {
                    None => *shared = Some(set.clone()),
                    Some(have) if Rc::ptr_eq(have, set) || is_subset(set, have) => {}
                    Some(have) if is_subset(have, set) => *shared = Some(set.clone()),
                    Some(have) => {
                        let mut own = have.to_vec();
                        for (word, bits) in own.iter_mut().zip(set.iter()) {
                            *word |= bits;
                        }
                        *owned = Some(own);
                    }
                }
            };
            for m in members {
                for next in graph.neighbors(*m) {
                    let d = component_of[next.index()];
                    if d != c
                        && let Some(set) = &sets[d]
                    {
                        add(set, &mut shared, &mut owned);
                    }
                }
            }
            for m in members {
                let bit = bit_of[m.index()];
                if bit == usize::MAX {
                    continue;
                }
                let own = owned.get_or_insert_with(|| match &shared {
                    Some(set) => set.to_vec(),
                    None => vec![0; words],
                });
                own[bit / 64] |= 1 << (bit % 64);
            }
            sets.push(owned.map(Rc::new).or(shared));
        }
        FunctionSets { component_of, sets }
    }

    fn of_object(&self, object: usize) -> Option<&[u64]> {
        self.sets[self.component_of[object]]
            .as_deref()
            .map(|v| v.as_slice())
    }
}

fn is_subset(small: &[u64], big: &[u64]) -> bool {
    small.iter().zip(big).all(|(s, b)| s & !b == 0)
}

/// The indices of the set bits of `words`, in increasing order.
fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(w, &bits)| {
        (0..64)
            .filter(move |b| bits >> b & 1 == 1)
            .map(move |b| w * 64 + b)
    })
}

/// The functions outside `reached` that may run around the goal: `main`,
/// functions other files may call (external linkage), those in static
/// tables, and what those call or take the address of. Others never run (a static function nothing
/// calls, the original of a function whose calls all go to copies).
fn runs_outside(program: &Program, reached: &[bool]) -> Vec<bool> {
    let n = program.functions.len();
    let counted = |i: usize| reached.get(i).copied().unwrap_or(false);
    let mut runs = vec![false; n];
    let mut stack: Vec<usize> = (0..n)
        .filter(|&i| {
            let f = &program.functions[i];
            !counted(i)
                && f.body.is_some()
                && (f.name == "main"
                    || f.linkage == crate::core::Linkage::External
                    || f.startup.is_some())
        })
        .collect();
    // Functions in static tables (`{ .fn = handler }`) may be called from
    // there by any of those.
    for global in &program.globals {
        if let Some(init) = &global.init {
            init.for_each_expr(&mut |e| {
                e.walk(&mut |x| {
                    if let ExprKind::FuncAddr(g) = x.kind {
                        stack.push(g.index());
                    }
                })
            });
        }
    }
    while let Some(i) = stack.pop() {
        if runs[i] || counted(i) {
            continue;
        }
        runs[i] = true;
        let Some(body) = &program.functions[i].body else {
            continue;
        };
        let mut next: Vec<usize> = Vec::new();
        let mut taken = |e: &Expr| {
            e.walk(&mut |x| {
                if let ExprKind::FuncAddr(g) = x.kind {
                    next.push(g.index());
                }
            })
        };
        for block in &body.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut taken);
            }
            block.term.for_each_expr(&mut taken);
        }
        for block in &body.blocks {
            for stmt in &block.stmts {
                if let Stmt::Call { callee, .. } = stmt {
                    next.push(callee.index());
                }
            }
        }
        stack.extend(next);
    }
    runs
}

/// The globals a specialization from the goal may name, and so hold
/// values of: those named in the code it may run (counted code, the
/// functions outside code gives it, what they call or take the address
/// of), in static values given on the command line, and, transitively, in
/// the initializers of those (a static table of functions reaches what
/// its functions name).
fn named_globals(
    program: &Program,
    reached: &[bool],
    given: &BTreeSet<FuncId>,
    seeds: &[Seed],
) -> Vec<bool> {
    let mut named = vec![false; program.globals.len()];
    let mut seen = vec![false; program.functions.len()];
    let mut functions: Vec<usize> = (0..program.functions.len())
        .filter(|&i| reached.get(i).copied().unwrap_or(false))
        .chain(given.iter().map(|g| g.index()))
        .collect();
    let mut globals: Vec<usize> = Vec::new();
    for (_, _, target) in seeds {
        match target {
            Object::Global(g) => globals.push(g.index()),
            Object::Func(g) => functions.push(g.index()),
            _ => {}
        }
    }
    let note = |e: &Expr, functions: &mut Vec<usize>, globals: &mut Vec<usize>| {
        e.walk(&mut |x| match x.kind {
            ExprKind::Global(g) => globals.push(g.index()),
            ExprKind::FuncAddr(g) => functions.push(g.index()),
            _ => {}
        })
    };
    loop {
        if let Some(g) = globals.pop() {
            if g >= named.len() || std::mem::replace(&mut named[g], true) {
                continue;
            }
            if let Some(init) = &program.globals[g].init {
                init.for_each_expr(&mut |e| note(e, &mut functions, &mut globals));
            }
            continue;
        }
        let Some(i) = functions.pop() else { break };
        if i >= seen.len() || std::mem::replace(&mut seen[i], true) {
            continue;
        }
        let Some(body) = &program.functions[i].body else {
            continue;
        };
        for block in &body.blocks {
            for stmt in &block.stmts {
                if let Stmt::Call { callee, .. } = stmt {
                    functions.push(callee.index());
                }
                stmt.for_each_expr(&mut |e| note(e, &mut functions, &mut globals));
            }
            block
                .term
                .for_each_expr(&mut |e| note(e, &mut functions, &mut globals));
        }
    }
    named
}
