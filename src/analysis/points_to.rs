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

use std::collections::BTreeSet;

use ena::unify::{InPlaceUnificationTable, UnifyKey};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::core::{
    BinOp, BlockId, Expr, ExprKind, FuncId, GlobalId, LocalId, Program, Stmt, StrId, Terminator,
};
use crate::types::{StructId, TypeId, TypeKind, TypeTable};

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

    // ---- queries ----

    /// What the call through a pointer at statement `index` of block `b`
    /// of `f` may call.
    pub fn indirect_targets(&self, f: FuncId, b: BlockId, index: usize) -> IndirectTargets {
        match self.indirect_index.get(&(f, b, index as u32)) {
            Some(&i) => {
                let call = &self.indirect_calls[i];
                IndirectTargets {
                    functions: call.targets.iter().copied().collect(),
                    unknown: call.unknown,
                }
            }
            None => IndirectTargets::default(),
        }
    }

    /// User functions that code the analysis does not see may call, each
    /// with the functions whose library calls gave their address away
    /// (empty when only the caller's memory holds it).
    pub fn called_from_outside(&self) -> Vec<(FuncId, Vec<FuncId>)> {
        let mut out: Vec<(FuncId, Vec<FuncId>)> = self
            .called_from_outside
            .iter()
            .map(|(g, callers)| (*g, callers.iter().copied().collect()))
            .collect();
        out.sort();
        out
    }

    /// The functions whose code counts, when not all do: those the goal
    /// calls, directly or through pointers, and those whose address
    /// counted code takes.
    pub fn reached(&self) -> Option<&[bool]> {
        self.reached.as_deref()
    }

    /// The functions some pointer may hold.
    pub fn functions_pointed_to(&self) -> Vec<FuncId> {
        self.objects
            .iter()
            .filter_map(|o| match o {
                Object::Func(g) => Some(*g),
                _ => None,
            })
            .collect()
    }

    /// Call edges the program's text does not show: from a call through a
    /// pointer to each function it may call, and from a library call to
    /// each user function it may call back.
    pub fn hidden_call_edges(&self) -> Vec<(FuncId, FuncId)> {
        let mut out: Vec<(FuncId, FuncId)> = Vec::new();
        for call in &self.indirect_calls {
            out.extend(call.targets.iter().map(|g| (call.caller, *g)));
        }
        for (g, callers) in &self.called_from_outside {
            out.extend(callers.iter().map(|c| (*c, *g)));
        }
        out.sort();
        out.dedup();
        out
    }

    pub fn object_id(&self, o: Object) -> Option<ObjId> {
        self.object_ids.get(&o).copied()
    }

    pub fn object(&self, id: ObjId) -> Object {
        self.objects[id.0 as usize]
    }

    /// The locations the cell `loc` may point to.
    pub fn cell_targets(&self, loc: Loc) -> Vec<Loc> {
        self.cells
            .get(&loc)
            .map(|&n| self.pts(n).iter().copied().collect())
            .unwrap_or_default()
    }

    /// The locations a pointer variable (scalar local or global) may point to.
    pub fn variable_targets(&self, o: Object) -> Vec<Loc> {
        match self.object_id(o) {
            Some(obj) => self.cell_targets(Loc { obj, path: ROOT }),
            None => Vec::new(),
        }
    }

    pub fn path_steps(&self, p: PathId) -> &[Step] {
        &self.paths[p.0 as usize]
    }

    /// The cell at `object` + `path`, if the analysis has one.
    fn lookup_cell(&self, object: Object, path: &[Step]) -> Option<NodeId> {
        let obj = self.object_id(object)?;
        let path = *self.path_ids.get(&path[..path.len().min(MAX_PATH)])?;
        self.cells.get(&Loc { obj, path }).copied()
    }

    /// What the cell at `object` + `path` may point to.
    pub fn cell_targets_of(&self, cell: &(Object, Vec<Step>)) -> Vec<(Object, Vec<Step>)> {
        match self.lookup_cell(cell.0, &cell.1) {
            Some(n) => self
                .pts(n)
                .iter()
                .map(|loc| (self.object(loc.obj), self.path_steps(loc.path).to_vec()))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The cells that may hold a pointer into `object`.
    pub fn cells_pointing_to(&self, object: Object) -> Vec<(Object, Vec<Step>)> {
        let Some(target) = self.object_id(object) else {
            return Vec::new();
        };
        let mut cells: Vec<(Object, Vec<Step>)> = self
            .cells
            .iter()
            .filter(|(_, n)| self.pts(**n).iter().any(|l| l.obj == target))
            .map(|(loc, _)| (self.object(loc.obj), self.path_steps(loc.path).to_vec()))
            .collect();
        cells.sort();
        cells
    }

    /// The objects code the analysis does not see may reach: those whose
    /// address it was given (a library call's arguments, a user variadic
    /// function's variable ones), and what they point to.
    pub fn given_to_unknown_code(&self) -> HashSet<Object> {
        let roots: Vec<Object> = self
            .outside_calls
            .iter()
            .flat_map(|(_, nodes)| nodes.iter())
            .flat_map(|n| self.pts(*n).iter())
            .map(|loc| self.object(loc.obj))
            .collect();
        self.reachable_objects(roots)
    }

    /// The objects reachable from `roots` by following what their cells
    /// may point to, the roots included.
    pub fn reachable_objects(&self, roots: impl IntoIterator<Item = Object>) -> HashSet<Object> {
        let mut seen: HashSet<ObjId> = HashSet::default();
        let mut stack: Vec<ObjId> = roots
            .into_iter()
            .filter_map(|o| self.object_id(o))
            .collect();
        while let Some(obj) = stack.pop() {
            if !seen.insert(obj) {
                continue;
            }
            for &(_, n) in self.cells_of.get(&obj).into_iter().flatten() {
                stack.extend(self.pts(n).iter().map(|loc| loc.obj));
            }
        }
        seen.into_iter().map(|o| self.object(o)).collect()
    }

    /// For each list of roots, the functions whose address is reachable
    /// from it (as `reachable_objects`), for many lists at once: the
    /// graph of objects is condensed into its strongly connected
    /// components once, and each component's functions gathered once, so
    /// that a program with thousands of library calls does not walk its
    /// whole heap for each.
    fn functions_reachable_from_each(&self, root_lists: &[Vec<ObjId>]) -> Vec<Vec<FuncId>> {
        use petgraph::graph::{DiGraph, NodeIndex};
        let functions: Vec<(usize, FuncId)> = self
            .objects
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match o {
                Object::Func(g) => Some((i, *g)),
                _ => None,
            })
            .collect();
        if functions.is_empty() {
            return vec![Vec::new(); root_lists.len()];
        }
        let n = self.objects.len();
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, 0);
        for _ in 0..n {
            graph.add_node(());
        }
        // Each object's targets once: `pointed_from[t]` is the last object
        // an edge to `t` was added from.
        let mut pointed_from = vec![u32::MAX; n];
        for (&obj, cells) in &self.cells_of {
            for &(_, node) in cells {
                for loc in self.pts(node) {
                    let target = loc.obj.0 as usize;
                    if pointed_from[target] != obj.0 {
                        pointed_from[target] = obj.0;
                        graph.add_edge(NodeIndex::new(obj.0 as usize), NodeIndex::new(target), ());
                    }
                }
            }
        }
        let mut bit_of = vec![usize::MAX; n];
        for (bit, &(i, _)) in functions.iter().enumerate() {
            bit_of[i] = bit;
        }
        let sets = FunctionSets::of_components(&graph, &bit_of, functions.len());
        root_lists
            .iter()
            .map(|roots| {
                let mut union = vec![0u64; functions.len().div_ceil(64)];
                for root in roots {
                    if let Some(set) = sets.of_object(root.0 as usize) {
                        for (word, bits) in union.iter_mut().zip(set.iter()) {
                            *word |= bits;
                        }
                    }
                }
                ones(&union).map(|bit| functions[bit].1).collect()
            })
            .collect()
    }

    /// The locations (object and field path) a pointer-valued expression of
    /// function `f` may point to.
    pub fn expr_targets(&self, types: &TypeTable, f: FuncId, e: &Expr) -> Vec<(Object, Vec<Step>)> {
        let mut out = Vec::new();
        self.targets_into(types, f, e, &mut out);
        out.sort();
        out.dedup();
        out
    }

    /// `expr_targets` and `expr_places` added to `out` as found: neither
    /// sorted nor deduplicated, for callers that only collect.
    pub fn expr_targets_unsorted(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        self.targets_into(types, f, e, out);
    }

    pub fn expr_places_unsorted(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        self.places_into(types, f, e, out);
    }

    /// The locations an lvalue expression of function `f` may designate.
    pub fn expr_places(&self, types: &TypeTable, f: FuncId, e: &Expr) -> Vec<(Object, Vec<Step>)> {
        let mut out = Vec::new();
        self.places_into(types, f, e, &mut out);
        out.sort();
        out.dedup();
        out
    }

    fn targets_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => self.places_into(types, f, x, out),
            ExprKind::FuncAddr(g) => out.push((Object::Func(*g), Vec::new())),
            ExprKind::Cast(x) => {
                if types.is_pointer(x.ty) {
                    self.targets_into(types, f, x, out)
                } else if !matches!(x.kind, ExprKind::IntConst(0)) {
                    // Anything, and the address the integer holds (`assign`).
                    out.push((Object::Unknown, Vec::new()));
                    self.targets_into(types, f, x, out);
                }
            }
            ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, p, i) => {
                self.moved_targets_into(types, f, p, i, out)
            }
            // An address kept in an integer, moved (`Generator::value`).
            ExprKind::Binary(op, a, b)
                if moves_address(*op)
                    && types.is_integer(e.ty)
                    && types.size_of(e.ty) == Some(8) =>
            {
                self.moved_targets_into(types, f, a, b, out);
                self.moved_targets_into(types, f, b, a, out);
            }
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Str(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let mut places = Vec::new();
                self.places_into(types, f, e, &mut places);
                for (object, path) in places {
                    if let Some(n) = self.lookup_cell(object, &path) {
                        for loc in self.pts(n) {
                            out.push((self.object(loc.obj), self.path_steps(loc.path).to_vec()));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The targets of `p`, moved by `by` elements (see `widened`).
    fn moved_targets_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        p: &Expr,
        by: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        let start = out.len();
        self.targets_into(types, f, p, out);
        if !is_zero(by) {
            for (_, path) in &mut out[start..] {
                path.truncate(widened_len(path, &self.scalar_fields));
            }
        }
    }

    fn places_into(
        &self,
        types: &TypeTable,
        f: FuncId,
        e: &Expr,
        out: &mut Vec<(Object, Vec<Step>)>,
    ) {
        match &e.kind {
            ExprKind::Local(l) => out.push((Object::Local(f, *l), Vec::new())),
            ExprKind::Global(g) => out.push((Object::Global(*g), Vec::new())),
            ExprKind::Str(id) => out.push((Object::Str(*id), Vec::new())),
            ExprKind::Deref(p) => self.targets_into(types, f, p, out),
            ExprKind::Index(p, i) => self.moved_targets_into(types, f, p, i, out),
            ExprKind::Member(base, field) => {
                let mut inner = Vec::new();
                self.places_into(types, f, base, &mut inner);
                let step = match types.kind(base.ty) {
                    TypeKind::Struct(sid) if !in_union(types, e) => Some((*sid, *field as u32)),
                    _ => None,
                };
                for (object, mut path) in inner {
                    if let Some(step) = step
                        && path.len() < MAX_PATH
                    {
                        path.push(step);
                    }
                    out.push((object, path));
                }
            }
            _ => out.push((Object::Unknown, Vec::new())),
        }
    }

    /// Every cell that may point somewhere, one line each, sorted:
    /// `main:p -> {x, y}`.
    pub fn dump(&self, program: &Program) -> String {
        let mut lines: Vec<String> = self
            .cells
            .iter()
            .filter(|(loc, n)| !self.pts(**n).is_empty() && self.object(loc.obj) != Object::Unknown)
            .map(|(loc, n)| {
                let mut targets: Vec<String> = self
                    .pts(*n)
                    .iter()
                    .map(|t| self.describe(program, *t))
                    .collect();
                targets.sort();
                format!(
                    "{} -> {{{}}}",
                    self.describe(program, *loc),
                    targets.join(", ")
                )
            })
            .collect();
        lines.sort();
        let mut out = lines.join("\n");
        out.push('\n');
        out
    }

    /// Readable name of a location, e.g. `g:table`, `main:p.next`, `heap@f:L2#1`.
    pub fn describe(&self, program: &Program, loc: Loc) -> String {
        let mut s = match self.object(loc.obj) {
            Object::Global(g) => program.global(g).name.clone(),
            Object::Local(f, l) => {
                let func = program.function(f);
                let local = func.local(l);
                if local.is_temp {
                    format!("{}:{}#{}", func.name, local.name, l.0)
                } else {
                    format!("{}:{}", func.name, local.name)
                }
            }
            Object::Str(id) => format!("string#{}", id.0),
            Object::Heap(f, b, i) => format!("heap@{}:{}#{}", program.function(f).name, b, i),
            Object::Return(f) => format!("return:{}", program.function(f).name),
            Object::Func(f) => format!("fn:{}", program.function(f).name),
            Object::Unknown => "unknown".into(),
        };
        for (sid, field) in self.path_steps(loc.path) {
            let name = program
                .types
                .struct_def(*sid)
                .body
                .as_ref()
                .and_then(|b| b.fields.get(*field as usize))
                .map_or("?", |f| f.name.as_str());
            s.push('.');
            s.push_str(name);
        }
        s
    }
}

/// Walks the program and emits constraints.
struct Generator<'a> {
    pt: &'a mut PointsTo,
    program: &'a Program,
}

/// Where an lvalue is: a known location, or `*node` extended by a path.
enum Place {
    Direct(Loc),
    Indirect(NodeId, PathId),
}

impl<'a> Generator<'a> {
    fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    fn program_constraints(&mut self) {
        let program = self.program;
        for (i, g) in program.globals.iter().enumerate() {
            let obj = self.pt.intern_object(Object::Global(GlobalId(i as u32)));
            if let Some(init) = &g.init {
                self.init_constraints(obj, &[], g.ty, init, false);
            }
        }
        for i in 0..program.functions.len() {
            if self
                .pt
                .reached
                .as_ref()
                .is_some_and(|r| !r.get(i).copied().unwrap_or(false))
            {
                continue;
            }
            self.function_constraints(FuncId(i as u32));
        }
    }

    /// When only the goal's code counts (`compute_from`): what the code
    /// that does not (its callers, `main` setting things up before the
    /// call) may have given the goal. Pointers whose value comes from
    /// there (the goal's run-time parameters, globals that code assigns or
    /// whose address it takes, and the caller's memory) may point to any
    /// global or function whose address that code takes: `target = &mode`
    /// in `main` makes `*target = x` in the goal a write of `mode`, and
    /// `hook = set_mode` makes `hook()` a call of `set_mode`.
    fn uncounted_escapes(&mut self, goal: Option<FuncId>, from_caller: &[Object], seeds: &[Seed]) {
        let Some(reached) = self.pt.reached.clone() else {
            return;
        };
        let program = self.program;
        let runs = runs_outside(program, &reached);
        let mut addressed: Vec<(FuncId, Expr)> = Vec::new();
        let mut functions: BTreeSet<FuncId> = BTreeSet::new();
        let mut assigned: BTreeSet<GlobalId> = BTreeSet::new();
        for (i, function) in program.functions.iter().enumerate() {
            if !runs[i] {
                continue;
            }
            let Some(body) = &function.body else {
                continue;
            };
            let fid = FuncId(i as u32);
            let mut visit = |e: &Expr| {
                e.walk(&mut |x| match &x.kind {
                    ExprKind::AddrOf(inner) | ExprKind::Decay(inner)
                        if inner.root_global().is_some() =>
                    {
                        addressed.push((fid, (**inner).clone()));
                    }
                    ExprKind::FuncAddr(g) => {
                        functions.insert(*g);
                    }
                    _ => {}
                })
            };
            for block in &body.blocks {
                for stmt in &block.stmts {
                    let written = match stmt {
                        Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => Some(lhs),
                        Stmt::Call { dest: Some(d), .. } => Some(d),
                        _ => None,
                    };
                    if let Some(g) = written.and_then(|l| l.root_global()) {
                        assigned.insert(g);
                    }
                    stmt.for_each_expr(&mut visit);
                }
                block.term.for_each_expr(&mut visit);
            }
        }
        // Counted code with no call through a pointer calls none of them
        // (library callbacks are found apart, `called_back`); giving them
        // anyway would make the goal itself callable from run-time code
        // when its caller takes its address.
        if self.pt.indirect_calls.is_empty() {
            functions.clear();
        }
        // Only globals the specialization may name matter: another is
        // reached only through pointers from outside, which point to the
        // unknown object (run-time memory) instead. Keeping the rest out
        // keeps a library whose external functions take the addresses of
        // hundreds of globals (SQLite) analysable.
        let named = named_globals(program, &reached, &functions, seeds);
        // A table C forbids writing (`const`, defined here) reads the same
        // through any pointer, and no pointer writes it.
        let matters = |g: GlobalId| {
            named[g.index()] && !crate::analysis::bta::is_read_only(program, &Object::Global(g))
        };
        assigned.retain(|g| matters(*g));
        let mut given: Vec<Loc> = Vec::new();
        for (fid, place) in &addressed {
            let Some(g) = place.root_global().filter(|g| matters(*g)) else {
                continue;
            };
            if let Place::Direct(loc) = self.place(Some(*fid), place) {
                given.push(loc);
            }
            assigned.insert(g);
        }
        for g in functions {
            let obj = self.pt.intern_object(Object::Func(g));
            given.push(Loc { obj, path: ROOT });
        }
        let unknown = Loc {
            obj: self.pt.unknown,
            path: ROOT,
        };
        let mut holders: Vec<Object> = from_caller.to_vec();
        holders.extend(assigned.into_iter().map(Object::Global));
        let mut cells = vec![self.pt.cell(unknown)];
        for object in holders {
            let ty = match object {
                Object::Local(f, l) => program.function(f).local(l).ty,
                Object::Global(g) => program.global(g).ty,
                _ => continue,
            };
            let obj = self.pt.intern_object(object);
            let paths = pointer_paths(&program.types, ty);
            // A global array or struct with no pointer type may hold one
            // copied in as bytes (`memcpy(blob, &p, sizeof p)` outside,
            // read back with `memcpy(&q, blob, sizeof q)`): its object's
            // cell. (Scalars stay out: a number given a points-to set is
            // taken for an address.)
            if paths.is_empty()
                && matches!(object, Object::Global(_))
                && !program.types.is_scalar(ty)
            {
                cells.push(self.pt.cell(Loc { obj, path: ROOT }));
            }
            for steps in paths {
                let path = self.pt.path(&steps);
                cells.push(self.pt.cell(Loc { obj, path }));
            }
        }
        for &cell in &cells {
            self.pt.add_loc(cell, unknown);
            for &loc in &given {
                self.pt.add_loc(cell, loc);
            }
        }
        // What the goal leaves where outside code reads it (its result,
        // the pointers in writable globals) may come back through those
        // pointers: `p = goal(3, 0); goal(3, p);` with the goal returning
        // `&g`.
        let caller_memory = cells[0];
        let mut exposed = Vec::new();
        if let Some(goal) = goal
            && let TypeKind::Function(sig) = program.types.kind(program.function(goal).ty)
        {
            let obj = self.pt.intern_object(Object::Return(goal));
            for steps in pointer_paths(&program.types, sig.ret) {
                let path = self.pt.path(&steps);
                exposed.push(self.pt.cell(Loc { obj, path }));
            }
        }
        // Globals the specialization does not name it writes only through
        // pointers to the unknown object, already caller memory.
        for (i, global) in program.globals.iter().enumerate() {
            let g = Object::Global(GlobalId(i as u32));
            if !named[i] || crate::analysis::bta::is_read_only(program, &g) {
                continue;
            }
            let obj = self.pt.intern_object(g);
            for steps in pointer_paths(&program.types, global.ty) {
                let path = self.pt.path(&steps);
                exposed.push(self.pt.cell(Loc { obj, path }));
            }
        }
        for cell in exposed {
            self.pt.add_copy(cell, caller_memory);
        }
        for &cell in &cells[1..] {
            self.pt.add_copy(caller_memory, cell);
        }
    }

    fn function_constraints(&mut self, fid: FuncId) {
        let Some(body) = &self.program.function(fid).body else {
            return;
        };
        for (b, block) in body.blocks.iter().enumerate() {
            for (s, stmt) in block.stmts.iter().enumerate() {
                self.stmt(fid, BlockId(b as u32), s as u32, stmt);
            }
            if let Terminator::Return { value: Some(v), .. } = &block.term {
                let ret = self.pt.intern_object(Object::Return(fid));
                self.assign(
                    fid,
                    Place::Direct(Loc {
                        obj: ret,
                        path: ROOT,
                    }),
                    v,
                );
            }
        }
    }

    /// Makes `f` and the functions it calls directly count, generating
    /// the constraints of those that did not; returns whether any did not.
    fn reach(&mut self, f: FuncId) -> bool {
        let Some(reached) = self.pt.reached.as_mut() else {
            return false;
        };
        let mut stack = vec![f];
        let mut new = Vec::new();
        while let Some(g) = stack.pop() {
            if reached[g.index()] {
                continue;
            }
            reached[g.index()] = true;
            new.push(g);
            let Some(body) = &self.program.function(g).body else {
                continue;
            };
            for block in &body.blocks {
                for stmt in &block.stmts {
                    if let Stmt::Call { callee, .. } = stmt {
                        stack.push(*callee);
                    }
                }
            }
        }
        let any = !new.is_empty();
        for g in new {
            self.function_constraints(g);
        }
        any
    }

    /// Calls through pointers get the constraints of calls of each
    /// function their pointers may hold, and user functions whose address
    /// reaches code the analysis does not see are called from there with
    /// what that code was given; solved again until nothing is added.
    fn resolve_calls(&mut self) {
        loop {
            let mut changed = false;
            for g in std::mem::take(&mut self.pt.taken_pending) {
                changed |= self.reach(g);
            }
            for i in 0..self.pt.indirect_calls.len() {
                let pointer = self.pt.indirect_calls[i].pointer;
                let locs: Vec<Loc> = self.pt.pts(pointer).iter().copied().collect();
                for loc in locs {
                    match self.pt.object(loc.obj) {
                        Object::Func(g) if self.pt.indirect_calls[i].targets.insert(g) => {
                            self.call_target(i, Some(g));
                            changed = true;
                        }
                        Object::Unknown if !self.pt.indirect_calls[i].unknown => {
                            self.pt.indirect_calls[i].unknown = true;
                            self.call_target(i, None);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
            changed |= self.called_back();
            if !changed {
                return;
            }
            self.pt.solve(self.program);
        }
    }

    /// The constraints of indirect call `i` calling `target` (`None`: code
    /// the analysis does not see).
    fn call_target(&mut self, i: usize, target: Option<FuncId>) {
        let (caller, block, index) = {
            let c = &self.pt.indirect_calls[i];
            (c.caller, c.block, c.index)
        };
        let program = self.program;
        let Some(body) = &program.function(caller).body else {
            return;
        };
        let Some(Stmt::Call { dest, args, .. }) = body.block(block).stmts.get(index as usize)
        else {
            return;
        };
        let rest = args.get(1..).unwrap_or(&[]);
        match target {
            Some(g) => {
                let _ = self.reach(g);
                self.call(caller, block, index, dest.as_ref(), g, rest);
            }
            None => self.unknown_call(caller, dest.as_ref(), rest),
        }
    }

    /// User functions newly found reachable from what code the analysis
    /// does not see holds: they are called from there, with pointers to
    /// anything that code was given. Returns whether any was found.
    fn called_back(&mut self) -> bool {
        let mut found: Vec<(FuncId, usize)> = Vec::new();
        // One root list per site, and last the caller's memory.
        let root_lists: Vec<Vec<ObjId>> = (0..=self.pt.outside_calls.len())
            .map(|site| match self.pt.outside_calls.get(site) {
                Some((_, nodes)) => nodes
                    .iter()
                    .flat_map(|n| self.pt.pts(*n).iter())
                    .map(|loc| loc.obj)
                    .collect(),
                None => vec![self.pt.unknown],
            })
            .collect();
        let reached = self.pt.functions_reachable_from_each(&root_lists);
        for (site, functions) in reached.into_iter().enumerate() {
            for g in functions {
                if self.program.function(g).body.is_some()
                    && !self.pt.called_back.contains(&(g, site))
                {
                    found.push((g, site));
                }
            }
        }
        let any = !found.is_empty();
        for (g, site) in found {
            self.pt.called_back.insert((g, site));
            let (caller, nodes) = match self.pt.outside_calls.get(site) {
                Some((caller, nodes)) => (Some(*caller), nodes.clone()),
                None => (None, Vec::new()),
            };
            let callers = self.pt.called_from_outside.entry(g).or_default();
            callers.extend(caller);
            let _ = self.reach(g);
            let function = self.program.function(g);
            let unknown = self.unknown_node();
            for &p in &function.params {
                let obj = self.pt.intern_object(Object::Local(g, p));
                for steps in pointer_paths(self.types(), function.local(p).ty) {
                    let path = self.pt.path(&steps);
                    let cell = self.pt.cell(Loc { obj, path });
                    self.pt.add_copy(unknown, cell);
                    for n in &nodes {
                        self.pt.add_copy(*n, cell);
                    }
                }
            }
        }
        any
    }

    fn init_constraints(
        &mut self,
        obj: ObjId,
        path: &[Step],
        ty: TypeId,
        init: &crate::core::Init,
        in_union: bool,
    ) {
        use crate::core::Init;
        match (init, self.types().kind(ty).clone()) {
            (Init::Scalar(e), _) if self.types().is_pointer(ty) => {
                let path = self.pt.path(path);
                let cell = self.pt.cell(Loc { obj, path });
                // Initializers are constant: evaluated outside any function.
                let v = self.value(None, e);
                self.pt.add_copy(v, cell);
            }
            (Init::Array(items), TypeKind::Array(elem, _)) => {
                for (_, item) in items {
                    self.init_constraints(obj, path, elem, item, in_union);
                }
            }
            (Init::Struct(items), TypeKind::Struct(sid)) => {
                let Some(body) = self.types().struct_def(sid).body.as_ref() else {
                    return;
                };
                // A union's members share its cells (see `in_union`).
                let in_union = in_union || self.types().struct_def(sid).is_union;
                for (field, item) in items {
                    let Some(f) = body.fields.get(*field) else {
                        continue;
                    };
                    let mut p = path.to_vec();
                    if !in_union {
                        p.push((sid, *field as u32));
                    }
                    self.init_constraints(obj, &p, f.ty, item, in_union);
                }
            }
            _ => {}
        }
    }

    fn stmt(&mut self, f: FuncId, b: BlockId, s: u32, stmt: &Stmt) {
        match stmt {
            Stmt::Assign { lhs, rhs, .. } => {
                let place = self.place(Some(f), lhs);
                self.assign(f, place, rhs);
            }
            Stmt::Call {
                dest, callee, args, ..
            } => self.call(f, b, s, dest.as_ref(), *callee, args),
            Stmt::Zero { .. } | Stmt::Eval { .. } => {}
        }
    }

    /// `place = value`, for pointers and for structs holding pointers.
    fn assign(&mut self, f: FuncId, place: Place, value: &Expr) {
        let ty = value.ty;
        if matches!(
            self.types().kind(ty),
            TypeKind::Struct(_) | TypeKind::Array(..)
        ) {
            let source = self.place(Some(f), value);
            for sub in pointer_paths(self.types(), ty) {
                let ext = self.pt.path(&sub);
                let from = self.read(&source, ext);
                self.write(&place, ext, from);
            }
            return;
        }
        if !self.types().is_pointer(ty) && !self.holds_address(ty) {
            return;
        }
        let v = self.value(Some(f), value);
        self.write(&place, ROOT, v);
    }

    /// A node holding what `place + ext` holds.
    fn read(&mut self, place: &Place, ext: PathId) -> NodeId {
        match place {
            Place::Direct(loc) => {
                let p = self.pt.extend(loc.path, ext);
                self.pt.cell(Loc {
                    obj: loc.obj,
                    path: p,
                })
            }
            Place::Indirect(ptr, path) => {
                let p = self.pt.extend(*path, ext);
                let dst = self.pt.new_node();
                self.pt.node_mut(*ptr).loads.push((p, dst));
                self.pt.enqueue(*ptr);
                dst
            }
        }
    }

    fn write(&mut self, place: &Place, ext: PathId, from: NodeId) {
        match place {
            Place::Direct(loc) => {
                let p = self.pt.extend(loc.path, ext);
                let c = self.pt.cell(Loc {
                    obj: loc.obj,
                    path: p,
                });
                self.pt.add_copy(from, c);
            }
            Place::Indirect(ptr, path) => {
                let p = self.pt.extend(*path, ext);
                self.pt.node_mut(*ptr).stores.push((p, from));
                self.pt.enqueue(*ptr);
            }
        }
    }

    /// Where an lvalue expression designates.
    /// An integer wide enough to keep an address (`uintptr_t a =
    /// (uintptr_t)&x;`), which may be turned back into a pointer.
    fn holds_address(&self, ty: TypeId) -> bool {
        self.types().is_integer(ty) && self.types().size_of(ty) == Some(8)
    }

    fn place(&mut self, f: Option<FuncId>, e: &Expr) -> Place {
        match &e.kind {
            ExprKind::Local(l) => match f {
                Some(f) => Place::Direct(Loc {
                    obj: self.pt.intern_object(Object::Local(f, *l)),
                    path: ROOT,
                }),
                None => self.unknown_place(),
            },
            ExprKind::Global(g) => Place::Direct(Loc {
                obj: self.pt.intern_object(Object::Global(*g)),
                path: ROOT,
            }),
            ExprKind::Str(id) => Place::Direct(Loc {
                obj: self.pt.intern_object(Object::Str(*id)),
                path: ROOT,
            }),
            ExprKind::Deref(p) => {
                let n = self.value(f, p);
                Place::Indirect(n, ROOT)
            }
            ExprKind::Index(p, i) => {
                let n = self.value(f, p);
                Place::Indirect(self.moved(n, i), ROOT)
            }
            ExprKind::Member(base, field) => {
                let step = match self.types().kind(base.ty) {
                    TypeKind::Struct(sid) if !in_union(self.types(), e) => {
                        Some((*sid, *field as u32))
                    }
                    _ => None,
                };
                let inner = self.place(f, base);
                let Some(step) = step else { return inner };
                let ext = self.pt.path(&[step]);
                match inner {
                    Place::Direct(loc) => Place::Direct(Loc {
                        obj: loc.obj,
                        path: self.pt.extend(loc.path, ext),
                    }),
                    Place::Indirect(n, p) => Place::Indirect(n, self.pt.extend(p, ext)),
                }
            }
            // Not an lvalue (a struct-valued temporary is always a local).
            _ => self.unknown_place(),
        }
    }

    /// The pointers `from` points to, moved by `by` elements.
    fn moved(&mut self, from: NodeId, by: &Expr) -> NodeId {
        if is_zero(by) {
            return from;
        }
        let n = self.pt.new_node();
        self.pt.node_mut(from).arithmetic_to.push(n);
        self.pt.enqueue(from);
        n
    }

    fn unknown_place(&mut self) -> Place {
        Place::Direct(Loc {
            obj: self.pt.unknown,
            path: ROOT,
        })
    }

    fn unknown_node(&mut self) -> NodeId {
        let n = self.pt.new_node();
        let loc = Loc {
            obj: self.pt.unknown,
            path: ROOT,
        };
        self.pt.add_loc(n, loc);
        n
    }

    /// A node holding the locations a pointer-valued expression may have.
    fn value(&mut self, f: Option<FuncId>, e: &Expr) -> NodeId {
        match &e.kind {
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                let place = self.place(f, x);
                match place {
                    Place::Direct(loc) => {
                        let n = self.pt.new_node();
                        self.pt.add_loc(n, loc);
                        n
                    }
                    Place::Indirect(ptr, path) if path == ROOT => ptr,
                    Place::Indirect(ptr, path) => {
                        // &p->f: each location of p, extended by the path.
                        let n = self.pt.new_node();
                        self.pt.node_mut(ptr).field_addresses.push((path, n));
                        self.pt.enqueue(ptr);
                        n
                    }
                }
            }
            ExprKind::Cast(x) => {
                if self.types().is_pointer(x.ty) {
                    self.value(f, x)
                } else if self.types().is_integer(e.ty)
                    && self.types().is_integer(x.ty)
                    && !self.holds_address(x.ty)
                {
                    // A number too narrow for an address widened (a
                    // comparison's `int` returned as a `long`): none. A
                    // pointer made from it later points anywhere.
                    self.pt.new_node()
                } else if matches!(x.kind, ExprKind::IntConst(0)) {
                    // The null pointer points nowhere.
                    self.pt.new_node()
                } else {
                    // An integer turned into a pointer: anything, and the
                    // pointer it was made from (`(char *)(uintptr_t)p`, an
                    // address kept in an integer variable).
                    let n = self.unknown_node();
                    let from = self.value(f, x);
                    self.pt.add_copy(from, n);
                    n
                }
            }
            ExprKind::Binary(BinOp::PtrAdd | BinOp::PtrSub, p, i) => {
                let from = self.value(f, p);
                self.moved(from, i)
            }
            // Arithmetic on an address kept in an integer (`w + 12`,
            // `u & ~7`): somewhere in the objects either side points to.
            ExprKind::Binary(op, a, b) if self.holds_address(e.ty) && moves_address(*op) => {
                let n = self.pt.new_node();
                for (side, other) in [(a, b), (b, a)] {
                    let from = self.value(f, side);
                    let moved = self.moved(from, other);
                    self.pt.add_copy(moved, n);
                }
                n
            }
            ExprKind::FuncAddr(g) => {
                if f.is_some() {
                    self.pt.taken_pending.push(*g);
                }
                let n = self.pt.new_node();
                let loc = Loc {
                    obj: self.pt.intern_object(Object::Func(*g)),
                    path: ROOT,
                };
                self.pt.add_loc(n, loc);
                n
            }
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..)
            | ExprKind::Member(..) => {
                let place = self.place(f, e);
                self.read(&place, ROOT)
            }
            // Constants (the null pointer) and non-pointer values.
            _ => self.pt.new_node(),
        }
    }

    fn call(
        &mut self,
        f: FuncId,
        b: BlockId,
        s: u32,
        dest: Option<&Expr>,
        callee: FuncId,
        args: &[Expr],
    ) {
        let target = self.program.function(callee);
        let name = target.name.as_str();
        if target.indirect {
            // Resolved as the pointer's targets become known.
            if let Some(pointer) = args.first() {
                let pointer = self.value(Some(f), pointer);
                self.pt
                    .indirect_index
                    .insert((f, b, s), self.pt.indirect_calls.len());
                self.pt.indirect_calls.push(IndirectCall {
                    caller: f,
                    block: b,
                    index: s,
                    pointer,
                    targets: BTreeSet::new(),
                    unknown: false,
                });
                self.pt.enqueue(pointer);
            }
            return;
        }
        if target.body.is_some() {
            for (arg, &param) in args.iter().zip(&target.params) {
                let place = Place::Direct(Loc {
                    obj: self.pt.intern_object(Object::Local(callee, param)),
                    path: ROOT,
                });
                self.assign(f, place, arg);
            }
            if let Some(d) = dest {
                let ret = self.pt.intern_object(Object::Return(callee));
                let source = Place::Direct(Loc {
                    obj: ret,
                    path: ROOT,
                });
                let place = self.place(Some(f), d);
                let mut paths = pointer_paths(self.types(), d.ty);
                // An address returned in an integer (as assignments
                // keep one).
                if self.holds_address(d.ty) {
                    paths.push(Vec::new());
                }
                for sub in paths {
                    let ext = self.pt.path(&sub);
                    let from = self.read(&source, ext);
                    self.write(&place, ext, from);
                }
            }
            // The variable arguments of a variadic function are read by
            // its `va_arg`, code the analysis does not follow: unknown code
            // for what they point to.
            if args.len() > target.params.len() {
                let extra: Vec<Option<NodeId>> = args[target.params.len()..]
                    .iter()
                    .map(|a| {
                        self.types()
                            .is_pointer(a.ty)
                            .then(|| self.value(Some(f), a))
                    })
                    .collect();
                let ignored = self.pt.new_node();
                self.unknown_code(f, &extra, ignored);
            }
            return;
        }
        // A library function.
        let arg_nodes: Vec<Option<NodeId>> = args
            .iter()
            .map(|a| {
                self.types()
                    .is_pointer(a.ty)
                    .then(|| self.value(Some(f), a))
            })
            .collect();
        // Pointers inside a struct passed by value (`hsearch(entry, ENTER)`
        // keeps `entry.data`) reach the function as well as pointer
        // arguments do.
        let inner_nodes = self.aggregate_pointer_nodes(f, args);
        let result = self.pt.new_node();
        if ALLOCATORS.contains(&name) {
            let obj = self.pt.intern_object(Object::Heap(f, b, s));
            self.pt.add_loc(result, Loc { obj, path: ROOT });
            if name.ends_with("realloc")
                && let Some(Some(old)) = arg_nodes.first()
            {
                self.pt.node_mut(result).copies_from.push(*old);
                self.pt.add_copy(*old, result);
            }
        } else if RETURNS_FIRST_ARGUMENT.contains(&name) {
            if let Some(Some(first)) = arg_nodes.first() {
                self.pt.add_copy(*first, result);
            }
            if BLOCK_COPIES.contains(&name)
                && let (Some(Some(to)), Some(Some(from))) = (arg_nodes.first(), arg_nodes.get(1))
            {
                self.pt.node_mut(*to).copies_from.push(*from);
                self.pt.enqueue(*to);
            }
        } else if STORES_FIRST_THROUGH_SECOND.contains(&name) {
            if let (Some(Some(text)), Some(Some(end))) = (arg_nodes.first(), arg_nodes.get(1)) {
                self.pt.node_mut(*end).stores.push((ROOT, *text));
                self.pt.enqueue(*end);
            }
        } else if !POINTER_NEUTRAL.contains(&name)
            && !crate::core::VA_BUILTINS.contains(&name)
            && !crate::core::is_overflow_builtin(name)
        {
            let mut nodes = arg_nodes;
            nodes.extend(inner_nodes.into_iter().map(Some));
            self.unknown_code(f, &nodes, result);
        }
        if let Some(d) = dest
            && self.types().is_pointer(d.ty)
        {
            let place = self.place(Some(f), d);
            self.write(&place, ROOT, result);
        }
    }
}

impl Generator<'_> {
    /// Unknown code may store unknown pointers through its pointer
    /// arguments, return anything, and call back any user function whose
    /// address it is given.
    fn unknown_code(&mut self, f: FuncId, arg_nodes: &[Option<NodeId>], result: NodeId) {
        let unknown = self.unknown_node();
        for n in arg_nodes.iter().flatten() {
            self.pt.node_mut(*n).stores.push((ROOT, unknown));
            self.pt.enqueue(*n);
        }
        self.pt.add_copy(unknown, result);
        let nodes: Vec<NodeId> = arg_nodes.iter().flatten().copied().collect();
        self.pt.outside_calls.push((f, nodes));
    }

    /// The values of the pointers inside the arguments that are structs
    /// or unions passed by value.
    fn aggregate_pointer_nodes(&mut self, f: FuncId, args: &[Expr]) -> Vec<NodeId> {
        let mut nodes = Vec::new();
        for a in args {
            if self.types().is_pointer(a.ty) || !a.is_lvalue() {
                continue;
            }
            let paths = pointer_paths(self.types(), a.ty);
            if paths.is_empty() {
                continue;
            }
            let place = self.place(Some(f), a);
            for sub in paths {
                let ext = self.pt.path(&sub);
                nodes.push(self.read(&place, ext));
            }
        }
        nodes
    }

    /// A call through a pointer that may come from outside the program.
    fn unknown_call(&mut self, f: FuncId, dest: Option<&Expr>, args: &[Expr]) {
        let mut arg_nodes: Vec<Option<NodeId>> = args
            .iter()
            .map(|a| {
                self.types()
                    .is_pointer(a.ty)
                    .then(|| self.value(Some(f), a))
            })
            .collect();
        let inner = self.aggregate_pointer_nodes(f, args);
        arg_nodes.extend(inner.into_iter().map(Some));
        let result = self.pt.new_node();
        self.unknown_code(f, &arg_nodes, result);
        if let Some(d) = dest
            && self.types().is_pointer(d.ty)
        {
            let place = self.place(Some(f), d);
            self.write(&place, ROOT, result);
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
