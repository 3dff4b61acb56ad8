//! Core C: the kernel language every later pass works on (reference book
//! figure 11.1, DESIGN.md "Core C").
//!
//! A program is a set of globals and functions. A function body is a list of
//! basic blocks; each block is a sequence of simple statements (assignment,
//! call, zeroing) ended by one terminator (goto, if, switch, return). There
//! are no nested scopes (block-scope variables are renamed and hoisted), no
//! side effects inside expressions (calls and assignments are statements) and
//! no implicit conversions: every conversion C performs is an explicit
//! `Cast`, and every expression carries its C type.
//!
//! Architecture invariants:
//! - Expressions are pure apart from volatile reads and the undefined
//!   behaviour C leaves to them (division by zero, invalid dereference).
//! - Both operands of an arithmetic or comparison `Binary` have the same
//!   type (the usual arithmetic conversions are already explicit), but a
//!   complex operation may take a real operand of its part type; shift
//!   operands are promoted separately; pointer arithmetic uses the `Ptr*` ops.
//! - Block 0 is a function's entry block.
//! - Nothing here knows about binding times: analyses keep side tables
//!   keyed by `FuncId`, `BlockId`, `LocalId` and `GlobalId`.

pub mod cleanup;
mod dump;
pub mod known_tests;
pub mod outline;
pub mod print;
pub mod verify;

use crate::source::Span;
use crate::types::{TypeId, TypeTable};

macro_rules! entity {
    ($name:ident, $prefix:literal) => {
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }
    };
}

entity!(FuncId, "fn");
entity!(GlobalId, "g");
entity!(LocalId, "v");
entity!(BlockId, "L");
entity!(StrId, "str");

#[derive(Clone, Debug, Default)]
pub struct Program {
    pub types: TypeTable,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    /// String literal objects: bytes including the terminating NUL.
    pub strings: Vec<Vec<u8>>,
    /// Where the source wrote character constants (`'-'`): a constant with
    /// one of these spans prints as one.
    pub char_literals: std::collections::HashSet<Span>,
    /// External names declared as gcc aliases of a function or global
    /// (`int api(int) __attribute__((alias("impl")))`): the program's own
    /// uses of them are uses of the target; they are written back for
    /// other files to link against.
    pub aliases: Vec<Alias>,
    /// The names the source wrote for file-scope entities the lowering
    /// renamed apart (`count_1` for a.c's `static int count`), by emitted
    /// name: what messages call them.
    pub written_names: std::collections::HashMap<String, String>,
}

impl Program {
    /// The name the source wrote for the file-scope entity emitted as
    /// `name`.
    pub fn written_name<'n>(&'n self, name: &'n str) -> &'n str {
        self.written_names.get(name).map_or(name, String::as_str)
    }
}

/// An external name gcc's `alias` attribute gives a function or global.
#[derive(Clone, Debug)]
pub struct Alias {
    pub name: String,
    pub ty: TypeId,
    pub target: AliasTarget,
    pub span: Span,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AliasTarget {
    Function(FuncId),
    Global(GlobalId),
}

impl Program {
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.index()]
    }

    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.index()]
    }

    /// Every function's and global's name: the names a new file-scope
    /// entity must not take.
    pub fn file_scope_names(&self) -> std::collections::HashSet<String> {
        self.functions
            .iter()
            .map(|f| f.name.clone())
            .chain(self.globals.iter().map(|g| g.name.clone()))
            .chain(self.aliases.iter().map(|a| a.name.clone()))
            .collect()
    }

    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .position(|f| f.name == name)
            .map(|i| FuncId(i as u32))
    }

    /// The defined functions the C runtime calls around `main`
    /// (`Function::startup`: constructors and destructors).
    pub fn startup_functions(&self) -> impl Iterator<Item = FuncId> + '_ {
        self.functions
            .iter()
            .enumerate()
            .filter(|(_, f)| f.startup.is_some() && f.body.is_some())
            .map(|(i, _)| FuncId(i as u32))
    }
}

/// How a global or function is visible to other translation units.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// `static`: private to the program we emit.
    Internal,
    /// Visible outside (or defined outside, when there is no definition).
    External,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub ty: TypeId,
    pub linkage: Linkage,
    /// `None` with `defined == false` for `extern` declarations of objects
    /// defined elsewhere (`stdout`); a definition without an initializer is
    /// zero-initialized.
    pub init: Option<Init>,
    pub defined: bool,
    /// A `static` local of `function`, hoisted to file scope.
    pub hoisted_from: Option<String>,
    /// Declared in a system header.
    pub is_system: bool,
    /// gcc's `__asm__("name")` symbol rename, kept so we link the same symbol.
    pub asm_label: Option<String>,
    /// gcc's `__attribute__((aligned(N)))` on a declaration: the object's
    /// address is a multiple of N (written back by the emitter).
    pub align: Option<u64>,
    /// The definition, once there is one (its unit holds the object);
    /// else the first declaration.
    pub span: Span,
    /// `_Thread_local` / `__thread`: one object per thread (the code cmix
    /// specializes runs in one of them), written back as `__thread`.
    pub thread_local: bool,
    /// A value-mode residual's copy of a definition that the program's
    /// files have: written weak, so that linked beside them their object
    /// is the one both use, and alone the residual still has it.
    pub weak_copy: bool,
}

impl Global {
    /// The name the program wrote: a static local's without the prefix
    /// of its function (`count` for `f_count`, hoisted from `f`).
    pub fn written_name(&self) -> &str {
        self.hoisted_from
            .as_ref()
            .and_then(|f| self.name.strip_prefix(f.as_str()))
            .and_then(|rest| rest.strip_prefix('_'))
            .unwrap_or(&self.name)
    }
}

/// A static initializer. Elements not mentioned are zero.
#[derive(Clone, Debug)]
pub enum Init {
    /// A constant expression (arithmetic constant or address constant).
    Scalar(Expr),
    /// Array elements by index, in increasing order.
    Array(Vec<(u64, Init)>),
    /// Struct fields by index, in increasing order.
    Struct(Vec<(usize, Init)>),
    /// A char array initialized from a string literal: the bytes to store
    /// (already cut or padded to the array's length rules of C99 6.7.8p14).
    Bytes(Vec<u8>),
}

/// The name of the stand-in library functions that `va_arg(ap, T)` calls
/// (one per `T`, of type `T (va_list)`); the emitter writes
/// `__builtin_va_arg(ap, T)`.
pub const VA_ARG: &str = "__builtin_va_arg";

/// <stdarg.h>'s other macros, gcc builtins that only touch the `va_list`
/// (va_start's second argument names the last parameter, nothing more).
pub const VA_BUILTINS: &[&str] = &[
    "__builtin_va_start",
    "__builtin_va_end",
    "__builtin_va_copy",
];

/// gcc's checked arithmetic, `__builtin_add_overflow(a, b, &r)` and its
/// typed forms (`__builtin_saddl_overflow`): a call of a stand-in of type
/// `_Bool (A, B, T *)` for the operands' promoted types, emitted as the
/// builtin itself; it only writes the result through its pointer.
pub fn is_overflow_builtin(name: &str) -> bool {
    let Some(rest) = name
        .strip_prefix("__builtin_")
        .and_then(|r| r.strip_suffix("_overflow"))
    else {
        return false;
    };
    // Generic (`add`), or typed: `s`/`u`, the operation, `l` or `ll`.
    let typed = |r: &str| {
        ["add", "sub", "mul"].iter().any(|op| {
            r.strip_prefix(op)
                .is_some_and(|size| matches!(size, "" | "l" | "ll"))
        })
    };
    matches!(rest, "add" | "sub" | "mul")
        || rest
            .strip_prefix('s')
            .or_else(|| rest.strip_prefix('u'))
            .is_some_and(typed)
}

/// Stack allocation (alloca, and the stack levels variable-length arrays
/// save): the block lives until the calling function returns, so a
/// function calling it is never unfolded into its callers.
pub const STACK_ALLOCATORS: &[&str] = &["__builtin_alloca", "__builtin_stack_save"];

/// <setjmp.h>'s functions that return twice (glibc's macros `setjmp` and
/// `sigsetjmp` call `_setjmp` and `__sigsetjmp`), gcc's own
/// `__builtin_setjmp`, and the others gcc knows return twice (`vfork`,
/// `getcontext`, `savectx`): the second return comes from a `longjmp` (or
/// a child's exit, a `setcontext`) with whatever the memory then holds.
pub const RETURNS_TWICE: &[&str] = &[
    "setjmp",
    "_setjmp",
    "sigsetjmp",
    "__sigsetjmp",
    GCC_SETJMP,
    "vfork",
    "getcontext",
    "savectx",
];

/// gcc's own non-local jump (a five-word buffer, a second return of 1):
/// unlike `setjmp`, it keeps the values of all the function's locals, and
/// `GCC_LONGJMP` may not be called from the function that calls it.
pub const GCC_SETJMP: &str = "__builtin_setjmp";
/// gcc's `__builtin_longjmp(buf, 1)`, back to a `GCC_SETJMP`.
pub const GCC_LONGJMP: &str = "__builtin_longjmp";

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    /// A `TypeKind::Function` type.
    pub ty: TypeId,
    pub linkage: Linkage,
    pub is_system: bool,
    pub asm_label: Option<String>,
    /// Calls of gcc builtins (`__builtin_abort`) need no declaration.
    pub is_builtin: bool,
    pub params: Vec<LocalId>,
    pub locals: Vec<Local>,
    /// `None` for functions defined outside the program (library functions).
    pub body: Option<Body>,
    pub span: Span,
    /// Printed above the definition: for residual functions, the static
    /// values they were specialized to.
    pub comment: Option<String>,
    /// A stand-in callee for calls through a pointer (one per function
    /// type): its first argument is the function pointer, the others the
    /// call's arguments; emitted as `(p)(args)`. Analyses see an unknown
    /// library function.
    pub indirect: bool,
    /// A stand-in callee for an inline assembly statement, which it
    /// carries: the call's arguments are its operands (then the addresses
    /// of the globals its template names); analyses see an unknown
    /// library function given them.
    pub asm: Option<Box<InlineAsm>>,
    /// gcc's `target(...)` attribute as written (`"bmi2"`, `"avx2",
    /// "fma"`): the instruction sets the function is compiled for, written
    /// back on its prototype (and its specializations'), since code using
    /// their intrinsics compiles only with it.
    pub target: Option<String>,
    /// Declared `weak` without a definition in the program: its address
    /// is null unless the link supplies one, so it is a run-time value.
    pub weak: bool,
    /// A value-mode residual's copy of a function the program's files
    /// define, computing what it computes for every caller: written weak,
    /// like `Global::weak_copy`, so that one function has one address.
    pub weak_copy: bool,
    /// A copy made for polyvariant binding times
    /// (`bta::clone_for_static_calls`): the function it copies, whose name
    /// its specializations take.
    pub copy_of: Option<FuncId>,
    /// Never inlined by the C compiler (`__attribute__((noinline))`): a
    /// part `outline` split off a function too large to compile whole.
    pub noinline: bool,
    /// Defined K&R style (`double half(x) float x;`) with a parameter
    /// that the default argument promotions change: callers in files cmix
    /// does not see pass the promoted value, so the definition is written
    /// back that way, and declared without a prototype. (Its type is the
    /// prototype the parameters give, for cmix's own calls.)
    pub old_style: bool,
    /// Defined only by C99 inline definitions (`lower/inline.rs`): the
    /// external definition is another file's, so this body is written as
    /// a file-private copy wherever it is written.
    pub inline_only: bool,
    /// gcc's `constructor` or `destructor` attribute as written
    /// (`constructor(101)`): the C runtime calls the function before
    /// `main` or after it returns (or `exit`), so it is a root of the whole
    /// program and code outside any goal; written back on its prototype.
    pub startup: Option<String>,
}

/// An inline assembly statement as written (`asm volatile ("..." : "=r"
/// (x) : "r" (y) : "memory")`).
#[derive(Clone, Debug)]
pub struct InlineAsm {
    /// The template's string literal pieces, quotes included.
    pub template: Vec<String>,
    pub volatile: bool,
    /// With operand sections (`:`), not basic asm.
    pub extended: bool,
    /// Outputs, then inputs, in the order of the call's arguments.
    pub operands: Vec<AsmOperand>,
    pub outputs: usize,
    /// Each clobber's string literal pieces.
    pub clobbers: Vec<Vec<String>>,
}

#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub name: Option<String>,
    /// The constraint's string literal pieces.
    pub constraint: Vec<String>,
    /// The argument is the operand's address (an output, or an input in
    /// memory): the emitter writes the object it points to.
    pub by_address: bool,
}

impl Function {
    /// A function a pass makes (a specialization, a helper it needs, a
    /// library declaration): nothing but its name, type, linkage and
    /// place set; the rest by struct update.
    pub fn made(name: String, ty: TypeId, linkage: Linkage, span: Span) -> Function {
        Function {
            name,
            ty,
            linkage,
            is_system: false,
            asm_label: None,
            is_builtin: false,
            params: Vec::new(),
            locals: Vec::new(),
            body: None,
            span,
            comment: None,
            indirect: false,
            asm: None,
            target: None,
            weak: false,
            weak_copy: false,
            copy_of: None,
            noinline: false,
            old_style: false,
            inline_only: false,
            startup: None,
        }
    }

    pub fn local(&self, id: LocalId) -> &Local {
        &self.locals[id.index()]
    }
}

#[derive(Clone, Debug)]
pub struct Local {
    /// The name as written; the emitter makes names unique.
    pub name: String,
    pub ty: TypeId,
    pub is_param: bool,
    /// Introduced by lowering (a temporary), not written by the user.
    pub is_temp: bool,
    /// gcc's `__attribute__((aligned(N)))` on its declaration (see
    /// `Global::align`).
    pub align: Option<u64>,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Body {
    pub blocks: Vec<Block>,
}

impl Body {
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// The control-flow graph for petgraph's algorithms: node `i` is block
    /// `i`, one edge per successor.
    pub fn flow_graph(&self) -> petgraph::graph::DiGraph<(), ()> {
        use petgraph::graph::{DiGraph, NodeIndex};
        let n = self.blocks.len();
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, n * 2);
        for _ in 0..n {
            graph.add_node(());
        }
        for (b, block) in self.blocks.iter().enumerate() {
            for s in block.term.successors() {
                graph.add_edge(NodeIndex::new(b), NodeIndex::new(s.index()), ());
            }
        }
        graph
    }

    /// The blocks reachable from the entry, in reverse postorder (a block
    /// before its successors, but for back edges).
    pub fn reverse_postorder(&self) -> Vec<usize> {
        let n = self.blocks.len();
        let mut visited = vec![false; n];
        let mut post = Vec::with_capacity(n);
        if n == 0 {
            return post;
        }
        // Iterative depth-first search: bodies can be deep. Each entry:
        // a block and how many of its successors are left to visit (the
        // last first).
        let mut stack: Vec<(usize, usize)> = vec![(0, self.blocks[0].term.successor_count())];
        visited[0] = true;
        while let Some((b, left)) = stack.last_mut() {
            if *left == 0 {
                post.push(*b);
                stack.pop();
                continue;
            }
            *left -= 1;
            let s = self.blocks[*b].term.successor(*left);
            if !visited[s.index()] {
                visited[s.index()] = true;
                let count = self.blocks[s.index()].term.successor_count();
                stack.push((s.index(), count));
            }
        }
        post.reverse();
        post
    }

    /// Per local: whether the body takes its address (`&x`, `&x.f`, or an
    /// array `x` decayed). Locals past the end of the vector are not taken.
    pub fn address_taken_locals(&self) -> Vec<bool> {
        let mut taken = Vec::new();
        let mut mark = |e: &Expr| {
            e.walk(&mut |x| {
                if let ExprKind::AddrOf(inner) | ExprKind::Decay(inner) = &x.kind
                    && let Some(l) = inner.root_local()
                {
                    if taken.len() <= l.index() {
                        taken.resize(l.index() + 1, false);
                    }
                    taken[l.index()] = true;
                }
            })
        };
        for block in &self.blocks {
            for stmt in &block.stmts {
                stmt.for_each_expr(&mut mark);
            }
            block.term.for_each_expr(&mut mark);
        }
        taken
    }
}

#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub term: Terminator,
    /// The C label this block starts with, if the user wrote one.
    pub label: Option<Box<str>>,
    /// `&&label` names this block (gcc's labels as values): its `label` is
    /// set and unique in the function, and the block stays (never merged
    /// away or dropped) so that the value names one place.
    pub address_taken: bool,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    /// `lhs = rhs`, both of the same type (struct and array copies included).
    Assign { lhs: Expr, rhs: Expr, span: Span },
    /// `dest = callee(args)`: arguments already converted to parameter types
    /// (or default-promoted for variadic and unprototyped calls).
    Call {
        dest: Option<Expr>,
        callee: FuncId,
        args: Vec<Expr>,
        span: Span,
    },
    /// Set every byte of an object to zero (aggregate initialization).
    Zero { lhs: Expr, span: Span },
    /// Evaluate for effect only: kept for volatile reads.
    Eval { expr: Expr, span: Span },
}

impl Stmt {
    /// Calls `f` on each top-level expression of the statement.
    pub fn for_each_expr(&self, f: &mut dyn FnMut(&Expr)) {
        match self {
            Stmt::Assign { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            Stmt::Zero { lhs, .. } => f(lhs),
            Stmt::Eval { expr, .. } => f(expr),
            Stmt::Call { dest, args, .. } => {
                if let Some(d) = dest {
                    f(d);
                }
                args.iter().for_each(f);
            }
        }
    }

    /// `for_each_expr`, to change them.
    pub fn for_each_expr_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        match self {
            Stmt::Assign { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            Stmt::Zero { lhs, .. } => f(lhs),
            Stmt::Eval { expr, .. } => f(expr),
            Stmt::Call { dest, args, .. } => {
                if let Some(d) = dest {
                    f(d);
                }
                args.iter_mut().for_each(f);
            }
        }
    }

    pub fn written(&self) -> Option<&Expr> {
        match self {
            Stmt::Assign { lhs, .. } | Stmt::Zero { lhs, .. } => Some(lhs),
            Stmt::Call { dest, .. } => dest.as_ref(),
            Stmt::Eval { .. } => None,
        }
    }

    pub fn span(&self) -> Span {
        match self {
            Stmt::Assign { span, .. }
            | Stmt::Call { span, .. }
            | Stmt::Zero { span, .. }
            | Stmt::Eval { span, .. } => *span,
        }
    }
}

#[derive(Clone, Debug)]
pub enum Terminator {
    Goto(BlockId),
    /// Branch on a scalar condition (true when it compares unequal to 0).
    If {
        cond: Expr,
        then_block: BlockId,
        else_block: BlockId,
        span: Span,
    },
    /// Multi-way branch on a promoted integer value.
    Switch {
        scrutinee: Expr,
        cases: Vec<(i128, BlockId)>,
        default: BlockId,
        span: Span,
    },
    /// `return e;`, or `return;` in a void function. Falling off the end of
    /// a non-void function other than `main` returns an unspecified value:
    /// lowering makes that a `Return(None)`.
    Return {
        value: Option<Expr>,
        span: Span,
    },
    /// gcc's computed goto `goto *target;`: `target` (a `void *`) holds the
    /// address of one of `targets`, the function's address-taken blocks.
    IndirectGoto {
        target: Expr,
        targets: Vec<BlockId>,
        span: Span,
    },
}

impl Terminator {
    /// The expression the terminator tests or returns, if any.
    pub fn expr(&self) -> Option<&Expr> {
        match self {
            Terminator::If { cond: e, .. }
            | Terminator::Switch { scrutinee: e, .. }
            | Terminator::IndirectGoto { target: e, .. }
            | Terminator::Return { value: Some(e), .. } => Some(e),
            _ => None,
        }
    }

    /// Calls `f` on `expr()`, if any.
    pub fn for_each_expr(&self, f: &mut dyn FnMut(&Expr)) {
        if let Some(e) = self.expr() {
            f(e);
        }
    }

    pub fn expr_mut(&mut self) -> Option<&mut Expr> {
        match self {
            Terminator::If { cond: e, .. }
            | Terminator::Switch { scrutinee: e, .. }
            | Terminator::IndirectGoto { target: e, .. }
            | Terminator::Return { value: Some(e), .. } => Some(e),
            _ => None,
        }
    }

    /// How many entries `successors` has.
    pub fn successor_count(&self) -> usize {
        match self {
            Terminator::Goto(_) => 1,
            Terminator::If { .. } => 2,
            Terminator::Switch { cases, .. } => cases.len() + 1,
            Terminator::IndirectGoto { targets, .. } => targets.len(),
            Terminator::Return { .. } => 0,
        }
    }

    /// Entry `i` of `successors`, without building the list.
    pub fn successor(&self, i: usize) -> BlockId {
        match self {
            Terminator::Goto(b) => *b,
            Terminator::If {
                then_block,
                else_block,
                ..
            } => {
                if i == 0 {
                    *then_block
                } else {
                    *else_block
                }
            }
            Terminator::Switch { cases, default, .. } => cases.get(i).map_or(*default, |c| c.1),
            Terminator::IndirectGoto { targets, .. } => targets[i],
            Terminator::Return { .. } => BlockId(u32::MAX),
        }
    }

    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Goto(b) => vec![*b],
            Terminator::If {
                then_block,
                else_block,
                ..
            } => vec![*then_block, *else_block],
            Terminator::Switch { cases, default, .. } => {
                let mut out: Vec<BlockId> = cases.iter().map(|c| c.1).collect();
                out.push(*default);
                out
            }
            Terminator::IndirectGoto { targets, .. } => targets.clone(),
            Terminator::Return { .. } => vec![],
        }
    }

    pub fn span(&self) -> Option<Span> {
        match self {
            Terminator::If { span, .. }
            | Terminator::Switch { span, .. }
            | Terminator::Return { span, .. }
            | Terminator::IndirectGoto { span, .. } => Some(*span),
            Terminator::Goto(_) => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer constant of `ty` (an integer type or, for null pointers,
    /// never: null pointers are `Cast` of 0). The value is in the type's range.
    IntConst(i128),
    /// A floating constant of `ty`. Long double constants keep their
    /// literal text so that no precision is lost.
    FloatConst(f64, Option<Box<str>>),
    /// The string literal object (an lvalue of type `char[N]`).
    Str(StrId),
    /// The address of a function (a function designator converted to a
    /// pointer, C99 6.3.2.1p4), of a pointer-to-function type.
    FuncAddr(FuncId),
    /// gcc's `&&label`, a `void *`: the address-taken block of function
    /// `.0` (the enclosing one, or for a hoisted `static` local's
    /// initializer the one it came from) whose `label` is `.1`.
    LabelAddr(FuncId, Box<str>),
    Local(LocalId),
    Global(GlobalId),
    /// `*e` where `e` is a pointer (lvalue).
    Deref(Box<Expr>),
    /// `e[i]`: `e` a pointer, `i` an integer; the lvalue `*(e + i)`.
    Index(Box<Expr>, Box<Expr>),
    /// `e.field` for a struct lvalue `e` (field index into the struct body).
    Member(Box<Expr>, usize),
    AddrOf(Box<Expr>),
    /// An array lvalue converted to a pointer to its first element.
    Decay(Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Conversion of the operand to `ty`.
    Cast(Box<Expr>),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    BitNot,
    /// `!e`: int 1 if the scalar operand is 0, else 0.
    Not,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    /// Comparisons yield int 0 or 1; operands are arithmetic of one type or
    /// pointers.
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// pointer + integer (scaled by the pointee size).
    PtrAdd,
    /// pointer - integer.
    PtrSub,
    /// pointer - pointer, a `long` count of elements.
    PtrDiff,
}

impl BinOp {
    pub fn c_symbol(self) -> &'static str {
        match self {
            BinOp::Add | BinOp::PtrAdd => "+",
            BinOp::Sub | BinOp::PtrSub | BinOp::PtrDiff => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
        }
    }

    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }
}

impl Expr {
    /// The local this expression copies, through conversions only (`x`,
    /// `(long)x`).
    pub fn copied_local(&self) -> Option<LocalId> {
        match &self.kind {
            ExprKind::Local(l) => Some(*l),
            ExprKind::Cast(x) => x.copied_local(),
            _ => None,
        }
    }

    pub fn new(kind: ExprKind, ty: TypeId, span: Span) -> Expr {
        Expr { kind, ty, span }
    }

    /// Whether the expression designates an object (may be assigned or have
    /// its address taken).
    pub fn is_lvalue(&self) -> bool {
        match &self.kind {
            ExprKind::Str(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index(..) => true,
            ExprKind::Member(base, _) => base.is_lvalue(),
            _ => false,
        }
    }

    /// The local an lvalue is part of, when it names no memory through a
    /// pointer: `x`, `x.f`, `x[i]` of an array `x` (the base of an index
    /// is a pointer: a decayed local array, or memory).
    pub fn root_local(&self) -> Option<LocalId> {
        match &self.kind {
            ExprKind::Local(l) => Some(*l),
            ExprKind::Member(base, _) => base.root_local(),
            ExprKind::Index(base, _) => match &base.kind {
                ExprKind::Decay(array) => array.root_local(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The global an lvalue is part of, when it names no memory through a
    /// pointer (as `root_local`).
    pub fn root_global(&self) -> Option<GlobalId> {
        match &self.kind {
            ExprKind::Global(g) => Some(*g),
            ExprKind::Member(base, _) => base.root_global(),
            ExprKind::Index(base, _) => match &base.kind {
                ExprKind::Decay(array) => array.root_global(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The bits of this expression if it is a bit-field member.
    pub fn bit_field(&self, types: &TypeTable) -> Option<crate::types::BitField> {
        let ExprKind::Member(base, i) = &self.kind else {
            return None;
        };
        let crate::types::TypeKind::Struct(sid) = types.kind(base.ty) else {
            return None;
        };
        types.struct_def(*sid).body.as_ref()?.fields.get(*i)?.bits
    }

    /// Whether evaluating the expression may access a volatile or atomic
    /// object (conservatively: any such lvalue in it, even under `&`).
    /// Core C expressions have no other effects, so one that does not may
    /// be evaluated any number of times, or not at all.
    pub fn reads_shared(&self, types: &TypeTable) -> bool {
        let mut found = false;
        self.walk(&mut |x| found |= x.is_lvalue() && types.quals(x.ty).is_shared());
        found
    }

    /// Calls `f` on this expression and every subexpression, parents first.
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        self.for_each_child(&mut |c| c.walk(f));
    }

    /// Calls `f` on each direct subexpression.
    pub fn for_each_child(&self, f: &mut dyn FnMut(&Expr)) {
        match &self.kind {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(..)
            | ExprKind::Str(_)
            | ExprKind::FuncAddr(_)
            | ExprKind::LabelAddr(..)
            | ExprKind::Local(_)
            | ExprKind::Global(_) => {}
            ExprKind::Deref(e)
            | ExprKind::Member(e, _)
            | ExprKind::AddrOf(e)
            | ExprKind::Decay(e)
            | ExprKind::Unary(_, e)
            | ExprKind::Cast(e) => f(e),
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) => {
                f(a);
                f(b);
            }
        }
    }

    /// `for_each_child`, to change them.
    pub fn for_each_child_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        match &mut self.kind {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(..)
            | ExprKind::Str(_)
            | ExprKind::FuncAddr(_)
            | ExprKind::LabelAddr(..)
            | ExprKind::Local(_)
            | ExprKind::Global(_) => {}
            ExprKind::Deref(e)
            | ExprKind::Member(e, _)
            | ExprKind::AddrOf(e)
            | ExprKind::Decay(e)
            | ExprKind::Unary(_, e)
            | ExprKind::Cast(e) => f(e),
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) => {
                f(a);
                f(b);
            }
        }
    }
}

impl Init {
    /// Calls `f` on each scalar initializer expression.
    pub fn for_each_expr(&self, f: &mut dyn FnMut(&Expr)) {
        match self {
            Init::Scalar(e) => f(e),
            Init::Array(items) => items.iter().for_each(|(_, i)| i.for_each_expr(f)),
            Init::Struct(items) => items.iter().for_each(|(_, i)| i.for_each_expr(f)),
            Init::Bytes(_) => {}
        }
    }

    /// Calls `f` on each scalar initializer expression, mutably.
    pub fn for_each_expr_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        match self {
            Init::Scalar(e) => f(e),
            Init::Array(items) => items.iter_mut().for_each(|(_, i)| i.for_each_expr_mut(f)),
            Init::Struct(items) => items.iter_mut().for_each(|(_, i)| i.for_each_expr_mut(f)),
            Init::Bytes(_) => {}
        }
    }
}
