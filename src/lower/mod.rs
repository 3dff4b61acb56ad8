//! Lowering: type-checks the lang-c syntax tree with C99 rules and
//! translates it to Core C.
//!
//! One `Lowerer` walks every translation unit in order. File-scope names of
//! external linkage are shared between units; everything else is per unit.
//! Declarations from system headers are lowered like the user's, except
//! that a construct we do not support there only "poisons" the names it
//! declares: the error is reported if and when the program uses them.
//!
//! Submodules: `decl` (types, declarators, globals, functions),
//! `structs` (struct, union and enum types), `expr` (expressions),
//! `conversions` (the implicit conversions), `call_expr` (calls and
//! builtins), `stmt` (statements and control flow), `init` (initializer
//! lists), `attributes` (gcc attributes), `complex` and `vector` (gcc's
//! run-time-only arithmetic types), `nested` (nested functions), `vla`,
//! `builtins` (library signatures for implicit declarations and gcc
//! builtins), `fold` (constant folding), `literal` (decoding literals),
//! `value` (`--static` values, lowered in the scope of a unit of the
//! program); ARCHITECTURE.md lists them all.

mod asm;
mod atomic;
mod attributes;
pub(crate) mod builtins;
mod call_expr;
mod calls;
mod classify;
mod complex;
mod conversions;
mod decl;
mod definitions;
mod expr;
pub mod fold;
mod init;
mod inline;
pub mod literal;
mod nested;
mod pack;
mod shared_structs;
mod stmt;
mod structs;
pub mod value;
mod vector;
mod vla;
mod vm;
mod wide;
mod wide_fields;

use std::collections::{HashMap, HashSet};

use lang_c::ast::TranslationUnit;
use lang_c::span::Span as PSpan;

use crate::core::{
    Block, BlockId, Body, Expr, FuncId, Function, GlobalId, Local, LocalId, Program, Stmt,
    Terminator,
};
use crate::diag::Diag;
use crate::source::{SourceMap, Span};
use crate::types::{StructId, TypeId};

type R<T> = Result<T, Diag>;

/// Deepest expression nesting we lower (recursion depth, not a C limit).
const MAX_EXPRESSION_DEPTH: u32 = 2000;

/// What an ordinary identifier denotes in a scope.
#[derive(Clone, Debug)]
enum Symbol {
    Local(LocalId),
    /// A variable-length array: the pointer to its block (from alloca)
    /// and the number of its elements, both hidden locals.
    Vla {
        pointer: LocalId,
        length: LocalId,
    },
    /// A variable-length array of a variably modified type other than the
    /// above (`vm.rs`): the pointer to its block, of type pointer to it.
    VmArray {
        pointer: LocalId,
    },
    Global(GlobalId),
    Func(FuncId),
    EnumConst(i128, TypeId),
    Typedef(TypeId),
    /// Declared by a system-header declaration we could not lower.
    Poisoned(Box<Diag>),
    /// A local label (`__label__ l;`), bound under `local_label_key(l)`:
    /// the function-wide name of the label it declares.
    LocalLabel(String),
}

/// The scope key of local label `name` (no identifier looks like it).
fn local_label_key(name: &str) -> String {
    format!("label {name}")
}

/// What a struct/union/enum tag denotes.
#[derive(Clone, Debug)]
enum Tag {
    Struct(StructId),
    Enum(TypeId),
    Poisoned(Box<Diag>),
}

#[derive(Clone, Default)]
struct Scope {
    names: HashMap<String, Symbol>,
    tags: HashMap<String, Tag>,
    /// The stack level saved before this block's first variable-length
    /// array: its others are allocated after it, and all go together.
    vla_level: Option<LocalId>,
}

/// Per-function lowering state.
/// Where a block's first variable-length array saves the stack level.
#[derive(Clone, Debug)]
struct StackSave {
    level: LocalId,
    /// The levels of the blocks around this one that have arrays, saved
    /// before it.
    enclosing: Vec<LocalId>,
    /// The block and index just after the restore to it.
    at: (BlockId, usize),
}

struct FnBuilder {
    func: FuncId,
    name: String,
    ret: TypeId,
    locals: Vec<Local>,
    blocks: Vec<(Vec<Stmt>, Option<Terminator>, Option<String>)>,
    cur: BlockId,
    labels: HashMap<String, (BlockId, bool, Span)>,
    /// Labels whose address `&&label` takes.
    label_addresses: HashSet<String>,
    /// Local labels (`__label__`) declared so far, to name them apart.
    local_labels: u32,
    breaks: Vec<BlockId>,
    continues: Vec<BlockId>,
    switches: Vec<SwitchCtx>,
    /// The stack levels saved before variable-length arrays' blocks, set
    /// to null at the function's entry.
    stack_saves: Vec<StackSave>,
    /// How many variable-length arrays its blocks allocate.
    vla_count: usize,
    /// Whether an expression has a bit-field's type of its own width
    /// (`wide_fields.rs`), which `erase_function` takes off.
    has_field_types: bool,
}

impl FnBuilder {
    /// A function under construction that is thrown away (for operands of
    /// sizeof at file scope).
    fn scratch(ret: TypeId) -> FnBuilder {
        FnBuilder::new(FuncId(u32::MAX), String::new(), ret)
    }

    /// The builder of function `func`, empty but for its entry block.
    fn new(func: FuncId, name: String, ret: TypeId) -> FnBuilder {
        FnBuilder {
            func,
            name,
            ret,
            locals: Vec::new(),
            blocks: vec![(Vec::new(), None, None)],
            stack_saves: Vec::new(),
            vla_count: 0,
            has_field_types: false,
            cur: BlockId(0),
            labels: HashMap::new(),
            label_addresses: HashSet::new(),
            local_labels: 0,
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
        }
    }
}

/// The names visible at the end of a translation unit (its file scope),
/// kept for values given outside the program (`lower::value`).
#[derive(Clone)]
pub struct FileScope {
    pub unit: u32,
    scope: Scope,
}

impl FileScope {
    /// The global a name denotes here.
    pub fn global(&self, name: &str) -> Option<GlobalId> {
        match self.scope.names.get(name) {
            Some(Symbol::Global(g)) => Some(*g),
            _ => None,
        }
    }

    /// Whether a name is a typedef here.
    pub fn is_typedef(&self, name: &str) -> bool {
        matches!(self.scope.names.get(name), Some(Symbol::Typedef(_)))
    }

    /// Whether a name is declared here as a function (or by a system
    /// header's declaration cmix could not read).
    pub fn declares_function(&self, name: &str) -> bool {
        matches!(
            self.scope.names.get(name),
            Some(Symbol::Func(_) | Symbol::Poisoned(_))
        )
    }
}

struct SwitchCtx {
    ty: TypeId,
    cases: Vec<(i128, BlockId)>,
    /// Case ranges too wide to list as cases (`case 0x4E00 ... 0x9FFF:`),
    /// tested one after the other where the switch has no case.
    ranges: Vec<(i128, i128, BlockId)>,
    default: Option<BlockId>,
}

pub(crate) struct Lowerer<'a> {
    sources: &'a SourceMap,
    unit: u32,
    prog: Program,
    scopes: Vec<Scope>,
    /// External-linkage names shared by all units.
    externals: HashMap<String, Symbol>,
    /// Every file-scope name in use in the program (for unique naming).
    used_names: HashSet<String>,
    used_struct_names: HashSet<String>,
    /// String literal objects by contents (`intern_string`).
    string_objects: HashMap<Vec<u8>, crate::core::StrId>,
    /// The lengths of variable-length array types, by `TypeData::vm_dim`.
    vm_dims: Vec<vm::VmDim>,
    /// Inside a parameter list: lengths are computed at the function's
    /// entry.
    in_parameters: u32,
    /// The type the expression being lowered is converted to (a cast's,
    /// a return's, an assignment's), for the result of a target builtin
    /// whose signature cmix infers (`call_expr.rs`). Taken by the next
    /// expression lowered, so that only the outermost one sees it.
    result_hint: Option<TypeId>,
    /// The target of an `alias("name")` attribute met in the declarator
    /// being lowered.
    declared_alias: Option<String>,
    /// Lowering a declaration's specifiers, whose `aligned`/`_Alignas`
    /// then applies to the variables it declares (`DeclSpec::variable_align`).
    variable_specifiers: bool,
    /// Per parameter list being lowered (nested ones inside), per
    /// parameter: array sizes adjusted away whose evaluation has effects,
    /// which C runs at the function's entry.
    param_size_effects: Vec<Vec<Vec<lang_c::span::Node<lang_c::ast::Expression>>>>,
    /// Those of the last definition's parameters, for its body.
    entry_size_effects: Vec<Vec<lang_c::span::Node<lang_c::ast::Expression>>>,
    fb: Option<FnBuilder>,
    /// Set while lowering an expression that must be constant.
    const_mode: bool,
    /// Set while lowering an operand of sizeof/typeof (not evaluated).
    unevaluated: u32,
    /// Current expression nesting, bounded by `MAX_EXPRESSION_DEPTH`.
    depth: u32,
    /// Struct types defined by the units so far, shared with later units.
    shared_structs: shared_structs::SharedStructs,
    /// Set while lowering a value given outside the program (`value.rs`):
    /// implicit conversions must keep the value, and const globals stand
    /// for their initializers.
    in_value: bool,
    /// `packed`/`aligned` written in the specifiers around the struct or
    /// union body lowered next (`struct S {...} __attribute__((packed))`).
    pending_layout: Option<crate::types::LayoutAttrs>,
    /// Set while checking attributes whose `vector_size` the caller
    /// applies (`vector::vector_size`); elsewhere it is refused.
    vector_size_applied: bool,
    /// A `target(...)` attribute met in the declaration being lowered
    /// (see `Function::target`).
    function_target: Option<String>,
    /// A `weak` attribute met in the declaration being lowered.
    function_weak: bool,
    /// A `constructor` or `destructor` attribute met in the declaration
    /// being lowered, as written back (`Function::startup`).
    function_startup: Option<String>,
    /// Whether a `may_alias` attribute was met in the declaration being
    /// lowered; `None` outside declarations, where it is refused.
    typedef_may_alias: Option<bool>,
    /// Nested functions: the enclosing functions set aside, and the
    /// captures of those lowered.
    nesting: nested::Nesting,
    /// Set while lowering a member's declarator: its own layout
    /// attributes are gathered here instead of refused.
    member_layout: Option<crate::types::LayoutAttrs>,
    /// The stand-in callee for each pointer-to-function type called
    /// through (`Function::indirect`).
    indirect_callees: HashMap<TypeId, crate::core::FuncId>,
    /// Typedef names that stand for enumerated types (cmix gives enums
    /// their integer type, which `__builtin_types_compatible_p` must not
    /// take for the enum).
    enum_typedefs: HashSet<String>,
    /// Variables declared with a type that is surely not an enum: locals
    /// (with their function) and globals (`None`), by index.
    plain_objects: HashSet<(Option<crate::core::FuncId>, u32)>,
    /// Stand-ins of type-generic gcc builtins, by name and type.
    builtin_stand_ins: HashMap<(String, TypeId), crate::core::FuncId>,
    /// Functions defined without a prototype (K&R or `()`) and never
    /// declared with one: a call may pass more arguments than they have
    /// parameters (gcc accepts it; the callee never sees the others).
    unprototyped_definitions: HashSet<crate::core::FuncId>,
    /// Set by a caller that applies a `mode` attribute (`attributes.rs`):
    /// `check_extensions` puts the one it meets there, and refuses it
    /// where nobody would apply it.
    mode_slot: Option<attributes::ModeAttribute>,
    /// Set while lowering the declarator of a variable's declaration:
    /// `check_extensions` puts the alignment its `aligned` attribute asks
    /// for there (elsewhere, outside struct members, it is refused).
    variable_alignment: Option<Option<u64>>,
    /// `#pragma pack` in the unit being lowered.
    packing: pack::Packing,
    /// The function definitions of the unit being lowered that are only
    /// inline definitions (`inline.rs`), by where they start.
    inline_definitions: HashSet<usize>,
    /// Functions and globals declared before an alias gave their name to
    /// another: references to the first are references to the second.
    alias_rewrites: Vec<(crate::core::AliasTarget, crate::core::AliasTarget)>,
}

/// Lowers the units into one program; also gives each unit's file scope.
pub fn lower_program(
    units: &[(u32, TranslationUnit)],
    sources: &SourceMap,
) -> Result<(Program, Vec<FileScope>), Vec<Diag>> {
    let mut lowerer = Lowerer::new(sources, Program::default());
    let mut file_scopes = Vec::new();
    for (unit, tu) in units {
        lowerer.unit = *unit;
        lowerer.scopes = vec![Scope::default()];
        lowerer.shared_structs.start_unit(*unit, tu, sources);
        lowerer.packing = match pack::Packing::read(sources.unit_text(*unit), *unit) {
            Ok(p) => p,
            Err(d) => return Err(vec![d]),
        };
        lowerer.inline_definitions = inline::inline_definitions(tu);
        if let Err(d) = lowerer.lower_unit(tu) {
            return Err(vec![d]);
        }
        lowerer.complete_tentative_arrays();
        let scope = std::mem::take(&mut lowerer.scopes[0]);
        file_scopes.push(FileScope { unit: *unit, scope });
    }
    if let Err(d) = lowerer.reconcile_calls() {
        return Err(vec![d]);
    }
    for function in &mut lowerer.prog.functions {
        if function.inline_only {
            function.linkage = crate::core::Linkage::Internal;
        }
    }
    let rewrites = std::mem::take(&mut lowerer.alias_rewrites);
    retarget_aliased(&mut lowerer.prog, &rewrites);
    Ok((lowerer.prog, file_scopes))
}

/// References to what an alias replaced (`rewrites`: replaced, target)
/// made references to the alias's target, in code and initializers.
fn retarget_aliased(
    prog: &mut Program,
    rewrites: &[(crate::core::AliasTarget, crate::core::AliasTarget)],
) {
    use crate::core::AliasTarget;
    if rewrites.is_empty() {
        return;
    }
    let mut functions = HashMap::new();
    let mut globals = HashMap::new();
    for &(from, to) in rewrites {
        match (from, to) {
            (AliasTarget::Function(a), AliasTarget::Function(b)) => {
                functions.insert(a, b);
            }
            (AliasTarget::Global(a), AliasTarget::Global(b)) => {
                globals.insert(a, b);
            }
            _ => {}
        }
    }
    let mut retarget = |e: &mut Expr| {
        fn visit(
            e: &mut Expr,
            functions: &HashMap<FuncId, FuncId>,
            globals: &HashMap<GlobalId, GlobalId>,
        ) {
            match &mut e.kind {
                crate::core::ExprKind::FuncAddr(f) => {
                    if let Some(to) = functions.get(f) {
                        *f = *to;
                    }
                }
                crate::core::ExprKind::Global(g) => {
                    if let Some(to) = globals.get(g) {
                        *g = *to;
                    }
                }
                _ => {}
            }
            e.for_each_child_mut(&mut |c| visit(c, functions, globals));
        }
        visit(e, &functions, &globals)
    };
    for function in &mut prog.functions {
        let Some(body) = &mut function.body else {
            continue;
        };
        for block in &mut body.blocks {
            for stmt in &mut block.stmts {
                if let Stmt::Call { callee, .. } = stmt
                    && let Some(to) = functions.get(callee)
                {
                    *callee = *to;
                }
                stmt.for_each_expr_mut(&mut retarget);
            }
            if let Some(e) = block.term.expr_mut() {
                retarget(e);
            }
        }
    }
    for global in &mut prog.globals {
        if let Some(init) = &mut global.init {
            init.for_each_expr_mut(&mut retarget);
        }
    }
}

impl<'a> Lowerer<'a> {
    fn new(sources: &'a SourceMap, prog: Program) -> Lowerer<'a> {
        Lowerer {
            sources,
            unit: 0,
            prog,
            scopes: vec![Scope::default()],
            externals: HashMap::new(),
            used_names: HashSet::new(),
            used_struct_names: HashSet::new(),
            string_objects: HashMap::new(),
            vm_dims: Vec::new(),
            in_parameters: 0,
            result_hint: None,
            declared_alias: None,
            variable_specifiers: false,
            param_size_effects: Vec::new(),
            entry_size_effects: Vec::new(),
            fb: None,
            const_mode: false,
            unevaluated: 0,
            depth: 0,
            in_value: false,
            pending_layout: None,
            nesting: Default::default(),
            vector_size_applied: false,
            function_target: None,
            function_weak: false,
            function_startup: None,
            typedef_may_alias: None,
            member_layout: None,
            shared_structs: Default::default(),
            indirect_callees: HashMap::new(),
            builtin_stand_ins: HashMap::new(),
            unprototyped_definitions: HashSet::new(),
            mode_slot: None,
            variable_alignment: None,
            packing: Default::default(),
            inline_definitions: HashSet::new(),
            alias_rewrites: Vec::new(),
            enum_typedefs: HashSet::new(),
            plain_objects: HashSet::new(),
        }
    }

    fn span(&self, s: PSpan) -> Span {
        if s.is_none() {
            return Span::DUMMY;
        }
        Span {
            unit: self.unit,
            lo: s.start as u32,
            hi: s.end as u32,
        }
    }

    fn is_system(&self, span: Span) -> bool {
        !span.is_dummy() && self.sources.is_system(span)
    }

    /// At the end of a unit, an array its tentative definition left
    /// without a length (`int tab[];`, never completed) has one element,
    /// zero (C99 6.9.2p2 and its example 2).
    fn complete_tentative_arrays(&mut self) {
        let globals: Vec<GlobalId> = self.scopes[0]
            .names
            .values()
            .filter_map(|symbol| match symbol {
                Symbol::Global(g) => Some(*g),
                _ => None,
            })
            .collect();
        for g in globals {
            let global = &self.prog.globals[g.index()];
            if !global.defined || global.init.is_some() {
                continue;
            }
            if let crate::types::TypeKind::Array(elem, None) = *self.prog.types.kind(global.ty) {
                let one = self.prog.types.array_of(elem, Some(1));
                self.prog.globals[g.index()].ty = one;
            }
        }
    }

    fn lower_unit(&mut self, tu: &TranslationUnit) -> R<()> {
        use lang_c::ast::ExternalDeclaration as ED;
        for ext in &tu.0 {
            match &ext.node {
                ED::Declaration(d) => {
                    let span = self.span(d.span);
                    if self.is_system(span) {
                        self.system_declaration(d);
                    } else {
                        self.declaration(d, true)?;
                    }
                }
                ED::StaticAssert(sa) => self.static_assert(sa)?,
                ED::FunctionDefinition(f) => {
                    let span = self.span(f.span);
                    if self.is_system(span) {
                        self.system_function_definition(f);
                    } else {
                        self.function_definition(f)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Lowers a system-header declaration; on failure poisons its names.
    fn system_declaration(&mut self, d: &lang_c::span::Node<lang_c::ast::Declaration>) {
        if let Err(diag) = self.declaration(d, true) {
            let names = decl::declared_names(&d.node);
            for (name, is_tag) in names {
                let boxed = Box::new(diag.clone());
                let scope = &mut self.scopes[0];
                if is_tag {
                    scope.tags.entry(name).or_insert(Tag::Poisoned(boxed));
                } else {
                    scope.names.entry(name).or_insert(Symbol::Poisoned(boxed));
                }
            }
        }
    }

    /// Lowers a function a system header defines (an inline function of
    /// `<immintrin.h>`); on failure its name is poisoned, so that only a
    /// program that calls it is refused.
    fn system_function_definition(
        &mut self,
        f: &lang_c::span::Node<lang_c::ast::FunctionDefinition>,
    ) {
        let saved = (
            self.scopes.len(),
            self.const_mode,
            self.unevaluated,
            self.depth,
            self.in_value,
        );
        if let Err(diag) = self.function_definition(f) {
            self.scopes.truncate(saved.0.max(1));
            (self.const_mode, self.unevaluated, self.depth, self.in_value) =
                (saved.1, saved.2, saved.3, saved.4);
            self.pending_layout = None;
            self.member_layout = None;
            let Some(name) = decl::declarator_name(&f.node.declarator.node) else {
                return;
            };
            // An inline definition that passes its variable arguments on
            // with `__builtin_va_arg_pack` is one of glibc's wrappers of a
            // library function (`error`, the fortified `printf`): it only
            // offers a body, and the library has the external definition,
            // which calls may use instead (C99 6.7.4p8). (Another header's
            // inline function, an intrinsic, may have no other definition.)
            if self.inline_definitions.contains(&f.span.start)
                && diag.message.contains("va_arg_pack")
                && let Some(Symbol::Func(fid)) = self.scopes[0].names.get(&name)
            {
                let function = &mut self.prog.functions[fid.index()];
                if function.body.is_none() {
                    function.inline_only = false;
                    return;
                }
            }
            self.scopes[0]
                .names
                .insert(name, Symbol::Poisoned(Box::new(diag)));
        }
    }

    fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.scopes.iter().rev().find_map(|s| s.names.get(name))
    }

    /// `lookup`, with the index of the scope the name is found in.
    fn lookup_indexed(&self, name: &str) -> Option<(usize, &Symbol)> {
        self.scopes
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, s)| s.names.get(name).map(|sym| (i, sym)))
    }

    fn lookup_tag(&self, name: &str) -> Option<(usize, &Tag)> {
        self.scopes
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, s)| s.tags.get(name).map(|t| (i, t)))
    }

    fn bind(&mut self, name: &str, sym: Symbol) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.names.insert(name.to_string(), sym);
        }
    }

    fn at_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    /// A file-scope name not yet used in the program.
    fn unique_name(&mut self, wanted: &str) -> String {
        let mut name = wanted.to_string();
        let mut n = 1;
        while self.used_names.contains(&name) {
            name = format!("{wanted}_{n}");
            n += 1;
        }
        self.used_names.insert(name.clone());
        name
    }

    fn unique_struct_name(&mut self, wanted: &str) -> String {
        let mut name = wanted.to_string();
        let mut n = 1;
        while self.used_struct_names.contains(&name) {
            name = format!("{wanted}_{n}");
            n += 1;
        }
        self.used_struct_names.insert(name.clone());
        name
    }

    /// The string literal object with these bytes. Equal literals are one
    /// object, as gcc makes them (C99 6.4.5p6 allows either): two calls
    /// with the same format share a specialization, and pointers to equal
    /// literals compare equal during specialization as they do at run time.
    fn intern_string(&mut self, bytes: Vec<u8>) -> crate::core::StrId {
        if let Some(id) = self.string_objects.get(&bytes) {
            return *id;
        }
        let id = crate::core::StrId(self.prog.strings.len() as u32);
        self.string_objects.insert(bytes.clone(), id);
        self.prog.strings.push(bytes);
        id
    }

    // ---- function builder helpers ----

    fn fb(&mut self, span: Span) -> R<&mut FnBuilder> {
        if self.const_mode || self.fb.is_none() {
            return Err(crate::diag::invalid(
                "this expression is not a compile-time constant",
                span,
            )
            .with_note(
                "initializers of globals and static variables must be constant expressions",
            ));
        }
        self.fb
            .as_mut()
            .ok_or_else(|| Diag::bug("no function under construction", span))
    }

    fn emit(&mut self, stmt: Stmt) -> R<()> {
        let span = stmt.span();
        let fb = self.fb(span)?;
        let cur = fb.cur.index();
        fb.blocks[cur].0.push(stmt);
        Ok(())
    }

    fn new_block(&mut self) -> BlockId {
        match self.fb.as_mut() {
            Some(fb) => {
                fb.blocks.push((Vec::new(), None, None));
                BlockId(fb.blocks.len() as u32 - 1)
            }
            None => BlockId(0),
        }
    }

    /// Ends the current block with `term` and continues in `next`.
    fn terminate(&mut self, term: Terminator, next: BlockId) -> R<()> {
        let span = Span::DUMMY;
        let fb = self.fb(span)?;
        let cur = fb.cur.index();
        if fb.blocks[cur].1.is_none() {
            fb.blocks[cur].1 = Some(term);
        }
        fb.cur = next;
        Ok(())
    }

    /// Ends the current block with a jump to `target` and continues there.
    fn goto_and_switch(&mut self, target: BlockId) -> R<()> {
        self.terminate(Terminator::Goto(target), target)
    }

    /// Ends the current block with `term`; following code is unreachable
    /// and goes to a fresh block.
    fn terminate_dead(&mut self, term: Terminator) -> R<()> {
        let next = self.new_block();
        self.terminate(term, next)
    }

    fn new_temp(&mut self, ty: TypeId, span: Span) -> R<LocalId> {
        let ty = self.prog.types.unqualified(ty);
        let fb = self.fb(span)?;
        fb.locals.push(Local {
            name: "tmp".into(),
            ty,
            is_param: false,
            is_temp: true,
            span,
            align: None,
        });
        Ok(LocalId(fb.locals.len() as u32 - 1))
    }

    /// A temporary assigned `v` here, as an lvalue holding its value.
    fn in_temporary(&mut self, v: Expr, span: Span) -> R<Expr> {
        let tmp = self.new_temp(v.ty, span)?;
        let lhs = self.local_expr(tmp, span);
        self.emit(Stmt::Assign {
            lhs: lhs.clone(),
            rhs: v,
            span,
        })?;
        Ok(lhs)
    }

    fn new_local(&mut self, name: &str, ty: TypeId, is_param: bool, span: Span) -> R<LocalId> {
        let fb = self.fb(span)?;
        fb.locals.push(Local {
            name: name.to_string(),
            ty,
            is_param,
            is_temp: false,
            span,
            align: None,
        });
        Ok(LocalId(fb.locals.len() as u32 - 1))
    }

    fn local_expr(&self, id: LocalId, span: Span) -> Expr {
        let ty = self
            .fb
            .as_ref()
            .map(|fb| fb.locals[id.index()].ty)
            .unwrap_or(TypeId(0));
        Expr::new(crate::core::ExprKind::Local(id), ty, span)
    }

    /// Finishes the function under construction into `prog.functions`.
    fn finish_function(&mut self, mut fb: FnBuilder, params: Vec<LocalId>) -> R<()> {
        self.erase_function(&mut fb)?;
        for (name, (_, defined, span)) in &fb.labels {
            if !defined {
                return Err(crate::diag::invalid(
                    format!("label `{name}` is used but not defined"),
                    *span,
                ));
            }
        }
        let address_taken = |label: &Option<String>| {
            label
                .as_ref()
                .is_some_and(|l| fb.label_addresses.contains(l))
        };
        let taken: Vec<BlockId> = (0..fb.blocks.len())
            .filter(|b| address_taken(&fb.blocks[*b].2))
            .map(|b| BlockId(b as u32))
            .collect();
        let blocks = fb
            .blocks
            .into_iter()
            .map(|(stmts, term, label)| {
                let mut term = term.unwrap_or(Terminator::Return {
                    value: None,
                    span: Span::DUMMY,
                });
                if let Terminator::IndirectGoto { targets, .. } = &mut term {
                    *targets = taken.clone();
                }
                Block {
                    stmts,
                    term,
                    address_taken: address_taken(&label),
                    label: label.map(String::into_boxed_str),
                }
            })
            .collect();
        let mut body = Body { blocks };
        crate::core::cleanup::simplify(&mut body);
        let f: &mut Function = &mut self.prog.functions[fb.func.index()];
        f.params = params;
        f.locals = fb.locals;
        f.body = Some(body);
        Ok(())
    }
}
