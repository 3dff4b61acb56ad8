//! Printing of Core C.
//!
//! This module owns the C syntax of the pieces of a program: declarators for
//! types (`type_to_c`, `declarator`), expressions, constants and static
//! initializers (`CPrinter`), and the choice of printed names for locals
//! (`unique_local_names`). Both the readable dump behind `cmix core`
//! (`print_program`, here) and the translation-unit emitter (`crate::emit_c`)
//! print through these, so there is one expression printer.
//!
//! Invariants of the printed C:
//! - Every constant denotes exactly the value and type it had in Core C
//!   (doubles round-trip, `INT_MIN` is spelled as an expression, narrow
//!   integer constants are casts).
//! - Parentheses follow C precedence, plus extra ones wherever gcc's
//!   `-Wparentheses` or `-Wlogical-not-parentheses` would complain.
//! - No token pasting: `-(-x)`, `&(&x)`.
//! - String literals never contain `\x` escapes or trigraphs.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use crate::core::{BinOp, Expr, ExprKind, FuncId, Function, Init, LocalId, Program, UnOp};
use crate::types::{FloatKind, FuncSig, IntKind, Quals, TypeData, TypeId, TypeKind, TypeTable};

// ---------------------------------------------------------------------------
// Declarators
// ---------------------------------------------------------------------------

pub use super::dump::print_program;
pub(crate) use super::dump::{dump_signature, dump_stmt, dump_terminator, terminator_shape};

/// Which qualifiers of the declared object itself (its top-level type and,
/// for arrays, the element types) a declarator prints. Qualifiers behind a
/// pointer are always printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ObjectQuals {
    Keep,
    /// Drop `const` but keep `volatile`: Core C initializes locals (and
    /// struct members) by plain assignment, which C forbids on const
    /// objects, while volatility changes behaviour and must stay.
    DropConst,
    /// Drop both: they mean nothing on a cast's result, and gcc warns about
    /// them on a function's return type.
    Drop,
}

/// The C declaration of `name` with type `ty`, e.g. `int (*p)[3]`; an empty
/// name gives the abstract declarator used in casts (`int (*)[3]`).
pub fn type_to_c(types: &TypeTable, ty: TypeId, name: &str) -> String {
    declarator(types, ty, name, ObjectQuals::Keep)
}

/// Like `type_to_c`, but `inner` may already be a partial declarator (for
/// instance a function name with its parameter list) and the object's own
/// qualifiers are filtered by `object_quals`.
pub fn declarator(types: &TypeTable, ty: TypeId, inner: &str, object_quals: ObjectQuals) -> String {
    wrap_declarator(types, ty, inner.to_string(), object_quals, Quals::NONE)
}

/// Builds the declarator inside out: each derived type wraps `inner` and
/// hands it to the type it is derived from, until a base type is reached.
fn wrap_declarator(
    types: &TypeTable,
    ty: TypeId,
    inner: String,
    object_quals: ObjectQuals,
    inherited: Quals,
) -> String {
    let data = types.get(ty);
    let quals = filter_quals(data.quals.union(inherited), object_quals);
    if data.has_typedef_attributes() {
        // Written through its typedef (`aligned_typedef`).
        let mut out = qual_words(quals);
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&aligned_type_name(ty));
        if !inner.is_empty() {
            out.push(' ');
            out.push_str(&inner);
        }
        return out;
    }
    match &data.kind {
        TypeKind::Pointer(target) => {
            let mut wrapped = String::from("*");
            let words = qual_words(quals);
            wrapped.push_str(&words);
            if !words.is_empty() && !inner.is_empty() {
                wrapped.push(' ');
            }
            wrapped.push_str(&inner);
            // `*` binds looser than `[]` and `()`, so a pointer to an array
            // or function needs parentheses: `int (*p)[3]`.
            if matches!(
                types.kind(*target),
                TypeKind::Array(..) | TypeKind::Function(_)
            ) {
                wrapped = format!("({wrapped})");
            }
            wrap_declarator(types, *target, wrapped, ObjectQuals::Keep, Quals::NONE)
        }
        TypeKind::Array(elem, len) => {
            let wrapped = match len {
                Some(n) => format!("{inner}[{n}]"),
                None => format!("{inner}[]"),
            };
            // A qualified array type is an array of qualified elements.
            wrap_declarator(types, *elem, wrapped, object_quals, quals)
        }
        TypeKind::Function(sig) => {
            let wrapped = format!("{inner}({})", param_list(types, sig));
            wrap_declarator(types, sig.ret, wrapped, ObjectQuals::Drop, Quals::NONE)
        }
        base => {
            let mut out = qual_words(quals);
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&base_type_name(types, base));
            if !inner.is_empty() {
                out.push(' ');
                out.push_str(&inner);
            }
            out
        }
    }
}

fn filter_quals(quals: Quals, object_quals: ObjectQuals) -> Quals {
    match object_quals {
        ObjectQuals::Keep => quals,
        ObjectQuals::DropConst => Quals {
            is_const: false,
            ..quals
        },
        ObjectQuals::Drop => Quals::NONE,
    }
}

fn qual_words(quals: Quals) -> String {
    let words: Vec<&str> = [
        (quals.is_atomic, "_Atomic"),
        (quals.is_const, "const"),
        (quals.is_volatile, "volatile"),
    ]
    .into_iter()
    .filter_map(|(on, word)| on.then_some(word))
    .collect();
    words.join(" ")
}

fn base_type_name(types: &TypeTable, kind: &TypeKind) -> String {
    match kind {
        TypeKind::Void => "void".to_string(),
        TypeKind::Int(k) => k.c_name().to_string(),
        TypeKind::Float(k) => k.c_name().to_string(),
        TypeKind::Struct(s) => {
            let def = types.struct_def(*s);
            format!("{} {}", def.keyword(), def.emit_name)
        }
        TypeKind::VaList => "__builtin_va_list".to_string(),
        TypeKind::Complex(elem) => format!("_Complex {}", base_type_name(types, types.kind(*elem))),
        TypeKind::Vector(elem, count) => format!(
            "{} __attribute__((vector_size({})))",
            base_type_name(types, types.kind(*elem)),
            types.size_of(*elem).unwrap_or(0) * count
        ),
        // Derived types never reach here; print something readable anyway.
        TypeKind::Pointer(_) | TypeKind::Array(..) | TypeKind::Function(_) => "void".to_string(),
    }
}

/// The name of the typedef that stands for type `ty`, a scalar type with
/// a typedef's alignment.
pub fn aligned_type_name(ty: TypeId) -> String {
    format!("__cmix_aligned_{}", ty.0)
}

/// The typedef of aligned type `ty` (see `TypeData::align`), e.g.
/// `typedef unsigned short __cmix_aligned_7 __attribute__((aligned(1)));`.
pub fn aligned_typedef(types: &TypeTable, ty: TypeId) -> Option<String> {
    let data = types.get(ty);
    if !data.has_typedef_attributes() {
        return None;
    }
    let plain = TypeData {
        align: None,
        may_alias: false,
        quals: Quals::NONE,
        ..data.clone()
    };
    let mut attributes = Vec::new();
    // A vector's size goes in the same list, first: gcc rebuilds a vector
    // type from a `vector_size` among the specifiers after the
    // declarator's attributes, losing a lowered alignment.
    let plain = match &data.kind {
        TypeKind::Vector(elem, count) => {
            let size = types.size_of(*elem).unwrap_or(0) * count;
            attributes.push(format!("vector_size({size})"));
            *elem
        }
        _ => types.lookup(&plain)?,
    };
    if data.may_alias {
        attributes.push("may_alias".to_string());
    }
    if let Some(align) = data.align {
        attributes.push(format!("aligned({align})"));
    }
    Some(format!(
        "typedef {} __attribute__(({}));",
        type_to_c(types, plain, &aligned_type_name(ty)),
        attributes.join(", ")
    ))
}

/// The parameter list of a function type, without parentheses, with
/// abstract declarators: `const char *, ...`, `void`, or empty when
/// unprototyped.
pub fn param_list(types: &TypeTable, sig: &FuncSig) -> String {
    if !sig.prototyped {
        return String::new();
    }
    if sig.params.is_empty() {
        return if sig.variadic { "..." } else { "void" }.to_string();
    }
    let mut parts: Vec<String> = sig
        .params
        .iter()
        .map(|&p| type_to_c(types, p, ""))
        .collect();
    if sig.variadic {
        parts.push("...".to_string());
    }
    parts.join(", ")
}

/// The function signature of a `TypeKind::Function` type.
pub fn signature(types: &TypeTable, ty: TypeId) -> Option<&FuncSig> {
    match types.kind(ty) {
        TypeKind::Function(sig) => Some(sig),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

const C_KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Bool",
    "_Complex",
    "_Imaginary",
    "asm",
    "typeof",
];

/// Whether `name` is one of C's keywords (and gcc's `asm`, `typeof`).
pub fn is_keyword(name: &str) -> bool {
    C_KEYWORDS.contains(&name)
}

pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c == '_' || c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

/// Picks `base` or the first free `base_1`, `base_2`, ... and reserves it.
pub fn fresh_name(base: &str, taken: &mut HashSet<String>) -> String {
    fresh_name_beside(base, &HashSet::new(), taken)
}

/// As `fresh_name`, with the names of `outer` (a file scope) taken too,
/// without copying them.
pub fn fresh_name_beside(
    base: &str,
    outer: &HashSet<String>,
    taken: &mut HashSet<String>,
) -> String {
    fresh_name_from(base, 0, outer, taken).0
}

/// The first free name among `base` (suffix 0), `base_1`, ... from suffix
/// `from` on, reserved; and its suffix.
fn fresh_name_from(
    base: &str,
    from: u32,
    outer: &HashSet<String>,
    taken: &mut HashSet<String>,
) -> (String, u32) {
    let base = if is_identifier(base) { base } else { "v" };
    let name = |k: u32| match k {
        0 => base.to_string(),
        k => format!("{base}_{k}"),
    };
    let mut counter = from;
    let mut candidate = name(counter);
    while taken.contains(&candidate)
        || outer.contains(&candidate)
        || C_KEYWORDS.contains(&candidate.as_str())
    {
        counter += 1;
        candidate = name(counter);
    }
    taken.insert(candidate.clone());
    (candidate, counter)
}

/// Printed names for the locals of `function`, indexed by `LocalId`: the
/// written name where it is free, else with a numeric suffix, so that names
/// are distinct from each other and from everything in `file_scope` (which
/// gains the chosen names). Parameters are named first, then user
/// variables, then temporaries, so that user-visible names stay as written.
/// Locals for which `wanted` is false get an empty name and reserve nothing.
pub fn unique_local_names(
    function: &Function,
    file_scope: &HashSet<String>,
    wanted: &dyn Fn(LocalId) -> bool,
) -> Vec<String> {
    let mut taken = HashSet::new();
    // The next suffix to try per base name: a function with thousands of
    // `tmp`s must not count up from `tmp_1` for each.
    let mut next: HashMap<String, u32> = HashMap::new();
    let mut names = vec![String::new(); function.locals.len()];
    let mut order: Vec<LocalId> = function.params.clone();
    let rest = (0..function.locals.len() as u32)
        .map(LocalId)
        .filter(|id| !function.params.contains(id));
    let (temps, user): (Vec<LocalId>, Vec<LocalId>) =
        rest.partition(|&id| function.local(id).is_temp);
    order.extend(user);
    order.extend(temps);
    for id in order {
        if wanted(id) {
            let base = &function.local(id).name;
            let from = next.get(base).copied().unwrap_or(0);
            let (name, used) = fresh_name_from(base, from, file_scope, &mut taken);
            next.insert(base.clone(), used + 1);
            names[id.index()] = name;
        }
    }
    names
}

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------

/// C operator precedence, loosest first (only the levels Core C uses).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Prec {
    BitOr,
    BitXor,
    BitAnd,
    Equality,
    Relational,
    Shift,
    Additive,
    Multiplicative,
    /// Prefix operators and casts.
    Unary,
    Postfix,
    Primary,
}

impl Prec {
    /// Any expression may stand here (a full expression, an argument).
    pub const ANY: Prec = Prec::BitOr;
}

fn binop_prec(op: BinOp) -> Prec {
    match op {
        BinOp::Mul | BinOp::Div | BinOp::Rem => Prec::Multiplicative,
        BinOp::Add | BinOp::Sub | BinOp::PtrAdd | BinOp::PtrSub | BinOp::PtrDiff => Prec::Additive,
        BinOp::Shl | BinOp::Shr => Prec::Shift,
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => Prec::Relational,
        BinOp::Eq | BinOp::Ne => Prec::Equality,
        BinOp::BitAnd => Prec::BitAnd,
        BinOp::BitXor => Prec::BitXor,
        BinOp::BitOr => Prec::BitOr,
    }
}

fn is_arithmetic_op(op: BinOp) -> bool {
    matches!(binop_prec(op), Prec::Multiplicative | Prec::Additive)
}

/// The outermost operator of a printed piece, for the parenthesization
/// decisions precedence alone does not cover.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    Binary(BinOp),
    LogicalNot,
    Other,
}

/// A printed expression with what its context needs to know about it.
struct Piece {
    text: String,
    prec: Prec,
    shape: Shape,
}

impl Piece {
    fn new(text: String, prec: Prec) -> Piece {
        Piece {
            text,
            prec,
            shape: Shape::Other,
        }
    }

    fn parenthesized(self, yes: bool) -> String {
        if yes {
            format!("({})", self.text)
        } else {
            self.text
        }
    }
}

/// Whether gcc's `-Wparentheses` (or plain readability) asks for
/// parentheses around `child` as an operand of `parent`, beyond what
/// precedence requires.
fn operand_needs_clarifying(parent: BinOp, child: Shape) -> bool {
    match child {
        Shape::Other => false,
        // `!a == b` draws -Wlogical-not-parentheses; keep every `!` that is
        // an operand visibly grouped.
        Shape::LogicalNot => true,
        Shape::Binary(child_op) => {
            if is_arithmetic_op(parent) {
                false
            } else if parent.is_comparison() {
                !is_arithmetic_op(child_op)
            } else if matches!(parent, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) {
                child_op != parent
            } else {
                // Shifts: `a << b + c` and friends.
                true
            }
        }
    }
}

/// Prints expressions, constants and initializers of one program as C.
pub struct CPrinter<'a> {
    pub program: &'a Program,
    /// Printed names of the current function's locals, by `LocalId` (empty
    /// at file scope).
    pub local_names: &'a [String],
}

impl<'a> CPrinter<'a> {
    pub fn new(program: &'a Program, local_names: &'a [String]) -> CPrinter<'a> {
        CPrinter {
            program,
            local_names,
        }
    }

    fn types(&self) -> &'a TypeTable {
        &self.program.types
    }

    /// The expression as C, without outer parentheses.
    pub fn expr(&self, e: &Expr) -> String {
        self.piece(e).text
    }

    /// The expression as an operand of an operator of precedence `context`.
    pub fn operand(&self, e: &Expr, context: Prec) -> String {
        let piece = self.piece(e);
        let needs = piece.prec < context;
        piece.parenthesized(needs)
    }

    /// The expression as a truth value (an `if` condition): gcc's
    /// `-Wint-in-bool-context` objects to `a << b` and `a * b` there, so
    /// those compare against 0 explicitly, which means the same.
    pub fn condition(&self, e: &Expr) -> String {
        self.truth_piece(e).text
    }

    /// The logical negation of `condition(e)`: `x` for `!x`, the opposite
    /// comparison where that means the same, else `!(...)`.
    pub fn negated_condition(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Unary(UnOp::Not, inner) => return self.condition(inner),
            ExprKind::Binary(BinOp::Shl | BinOp::Mul, ..) => {
                return format!("({}) == 0", self.expr(e));
            }
            ExprKind::Binary(op, a, b) => {
                // `!(a < b)` is not `a >= b` when a floating operand is a
                // NaN; equality and integer or pointer order invert exactly.
                let floating = self.types().is_floating(a.ty);
                let opposite = match op {
                    BinOp::Eq => Some(BinOp::Ne),
                    BinOp::Ne => Some(BinOp::Eq),
                    BinOp::Lt if !floating => Some(BinOp::Ge),
                    BinOp::Le if !floating => Some(BinOp::Gt),
                    BinOp::Gt if !floating => Some(BinOp::Le),
                    BinOp::Ge if !floating => Some(BinOp::Lt),
                    _ => None,
                };
                if let Some(opposite) = opposite {
                    return self.binary_piece(opposite, a, b).text;
                }
            }
            _ => {}
        }
        let piece = self.truth_piece(e);
        let needs = piece.prec < Prec::Unary;
        format!("!{}", piece.parenthesized(needs))
    }

    fn truth_piece(&self, e: &Expr) -> Piece {
        let piece = self.piece(e);
        if let ExprKind::Binary(BinOp::Shl | BinOp::Mul, ..) = e.kind {
            let text = format!("({}) != 0", piece.text);
            return Piece {
                text,
                prec: Prec::Equality,
                shape: Shape::Binary(BinOp::Ne),
            };
        }
        piece
    }

    fn name_of_function(&self, id: FuncId) -> String {
        self.program.function(id).name.clone()
    }

    /// The callee and argument list of a call: `f(a, b)`, or through a
    /// pointer (an `indirect` stand-in's first argument) `(p)(a, b)`.
    pub fn call_text(&self, callee: FuncId, args: &[Expr]) -> String {
        let target = self.program.function(callee);
        if let Some(asm) = &target.asm {
            return self.asm_text(asm, args);
        }
        if target.indirect
            && let Some((pointer, rest)) = args.split_first()
        {
            let rest: Vec<String> = rest.iter().map(|a| self.expr(a)).collect();
            return format!(
                "{}({})",
                self.operand(pointer, Prec::Postfix),
                rest.join(", ")
            );
        }
        if target.name == super::VA_ARG
            && target.body.is_none()
            && let (Some(ap), Some(sig)) = (args.first(), signature(self.types(), target.ty))
        {
            return format!(
                "{}({}, {})",
                super::VA_ARG,
                self.expr(ap),
                type_to_c(self.types(), sig.ret, "")
            );
        }
        let character = character_argument(target);
        let args: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(index, a)| match readable_character(self.types(), a) {
                Some(text) if character == Some(index) => text,
                _ => self.expr(a),
            })
            .collect();
        let call = format!("{}({})", target.name, args.join(", "));
        // A target builtin's result type is the one its use converts it
        // to (`Lowerer::target_builtin`): gcc's own may be another vector
        // type of the size, so the conversion is written out.
        if target.is_builtin
            && target.name.starts_with("__builtin_ia32_")
            && let Some(sig) = signature(self.types(), target.ty)
            && !self.types().is_void(sig.ret)
        {
            return format!("(({}){call})", type_to_c(self.types(), sig.ret, ""));
        }
        call
    }

    /// An inline assembly statement (without its `;`): operands passed by
    /// address are written as the objects they point to.
    fn asm_text(&self, asm: &super::InlineAsm, args: &[Expr]) -> String {
        let keyword = if asm.volatile {
            "__asm__ __volatile__"
        } else {
            "__asm__"
        };
        let template = asm.template.join(" ");
        if !asm.extended {
            return format!("{keyword}({template})");
        }
        let operand = |(op, arg): (&super::AsmOperand, &Expr)| {
            let name = op
                .name
                .as_ref()
                .map(|n| format!("[{n}] "))
                .unwrap_or_default();
            let value = match (&arg.kind, op.by_address) {
                (ExprKind::AddrOf(place), true) => self.expr(place),
                (_, true) => format!("*{}", self.operand(arg, Prec::Unary)),
                (_, false) => self.expr(arg),
            };
            format!("{name}{} ({value})", op.constraint.join(" "))
        };
        let operands: Vec<String> = asm.operands.iter().zip(args).map(operand).collect();
        let (outputs, inputs) = operands.split_at(asm.outputs.min(operands.len()));
        let clobbers: Vec<String> = asm.clobbers.iter().map(|c| c.join(" ")).collect();
        format!(
            "{keyword}({template} : {} : {} : {})",
            outputs.join(", "),
            inputs.join(", "),
            clobbers.join(", ")
        )
    }

    fn name_of_local(&self, id: LocalId) -> String {
        match self.local_names.get(id.index()) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => format!("{id}"),
        }
    }

    fn piece(&self, e: &Expr) -> Piece {
        let types = self.types();
        match &e.kind {
            // Where the source wrote a character constant, it reads as one.
            ExprKind::IntConst(v) => match self
                .program
                .char_literals
                .contains(&e.span)
                .then(|| readable_character(types, e))
                .flatten()
            {
                Some(text) => Piece::new(text, Prec::Primary),
                None => int_const(types, e.ty, *v),
            },
            ExprKind::FloatConst(v, text) => float_const(types, e.ty, *v, text.as_deref()),
            ExprKind::Str(id) => Piece::new(
                string_literal(strip_final_nul(&self.program.strings[id.index()])),
                Prec::Primary,
            ),
            ExprKind::Local(id) => Piece::new(self.name_of_local(*id), Prec::Primary),
            ExprKind::FuncAddr(id) => Piece::new(self.name_of_function(*id), Prec::Primary),
            ExprKind::LabelAddr(_, label) => Piece::new(format!("&&{label}"), Prec::Unary),
            ExprKind::Global(id) => {
                Piece::new(self.program.global(*id).name.clone(), Prec::Primary)
            }
            ExprKind::Deref(p) => self.prefix("*", p),
            ExprKind::AddrOf(x) => self.prefix("&", x),
            ExprKind::Decay(x) => self.piece(x),
            ExprKind::Index(base, index) => {
                let base = match &base.kind {
                    ExprKind::Decay(array) => array,
                    _ => base,
                };
                let base_text = self.operand(base, Prec::Postfix);
                // gcc's -Wchar-subscripts warns about a plain `char` index;
                // the conversion to int is what C does anyway.
                let index_text = if types.as_int(index.ty) == Some(IntKind::Char) {
                    format!("(int){}", self.operand(index, Prec::Unary))
                } else {
                    self.expr(index)
                };
                Piece::new(format!("{base_text}[{index_text}]"), Prec::Postfix)
            }
            ExprKind::Member(base, field) => {
                let field_name = self.field_name(base.ty, *field);
                let text = match &base.kind {
                    ExprKind::Deref(pointer) => {
                        format!("{}->{field_name}", self.operand(pointer, Prec::Postfix))
                    }
                    _ => format!("{}.{field_name}", self.operand(base, Prec::Postfix)),
                };
                Piece::new(text, Prec::Postfix)
            }
            ExprKind::Unary(op, x) => match op {
                UnOp::Neg => self.prefix("-", x),
                UnOp::BitNot => self.prefix("~", x),
                UnOp::Not => {
                    let operand = self.truth_piece(x);
                    let needs = operand.prec < Prec::Unary;
                    Piece {
                        text: format!("!{}", operand.parenthesized(needs)),
                        prec: Prec::Unary,
                        shape: Shape::LogicalNot,
                    }
                }
            },
            ExprKind::Binary(op, a, b) if absorbs_to_zero(types, *op, a, b, e.ty) => {
                let zero = Expr::new(ExprKind::IntConst(0), e.ty, e.span);
                self.piece(&zero)
            }
            ExprKind::Binary(op, a, b) => match identity_operand(types, *op, a, b, e.ty) {
                Some(operand) => self.piece(operand),
                None => self
                    .three_way_piece(*op, a, b, e.ty)
                    .unwrap_or_else(|| self.binary_piece(*op, a, b)),
            },
            ExprKind::Cast(x) if only_adds_pointee_qualifiers(types, x.ty, e.ty) => {
                // `char *` to `const char *`: C converts silently, and the
                // cast would only clutter every string passed to a library.
                self.piece(x)
            }
            ExprKind::Cast(x) => {
                // An ASCII character widened to int is a character constant
                // constant (which has type int): `'n'`, not `(int)(char)'n'`.
                if let ExprKind::IntConst(v) = x.kind
                    && (0..=127).contains(&v)
                    && types.as_int(e.ty) == Some(IntKind::Int)
                    && matches!(
                        types.as_int(x.ty),
                        Some(IntKind::Char | IntKind::SChar | IntKind::UChar)
                    )
                {
                    return Piece::new(char_constant(v as u8), Prec::Primary);
                }
                let target = declarator(types, e.ty, "", ObjectQuals::Drop);
                let operand = if types.as_int(e.ty) == Some(IntKind::Bool) {
                    self.truth_piece(x)
                } else {
                    self.piece(x)
                };
                let needs = operand.prec < Prec::Unary;
                Piece::new(
                    format!("({target}){}", operand.parenthesized(needs)),
                    Prec::Unary,
                )
            }
        }
    }

    /// C's three-way comparison idiom, a comparator's usual result:
    /// `(x > y) - (x < y)` (or any spelling whose two comparisons are
    /// converse strict orders of one pair) printed as
    /// `(x < y ? -1 : x > y)`. The value is the same (at most one of the two
    /// holds, neither for a NaN), but once a comparator is inlined gcc
    /// folds a test of the conditional's sign to the one comparison, while
    /// it computes the difference and compares it with -1. Only for
    /// operands that read nothing volatile: the conditional evaluates
    /// them a different number of times.
    fn three_way_piece(&self, op: BinOp, a: &Expr, b: &Expr, ty: TypeId) -> Option<Piece> {
        let types = self.types();
        let int = |e: &Expr| types.as_int(e.ty) == Some(IntKind::Int);
        if op != BinOp::Sub || types.as_int(ty) != Some(IntKind::Int) || !int(a) || !int(b) {
            return None;
        }
        let (greater, lesser) = strict_order(a)?;
        let (converse_greater, converse_lesser) = strict_order(b)?;
        if greater.reads_shared(types) || lesser.reads_shared(types) {
            return None;
        }
        // Printed alike in one scope: the same expression.
        if self.expr(greater) != self.expr(converse_lesser)
            || self.expr(lesser) != self.expr(converse_greater)
        {
            return None;
        }
        let text = format!("({} ? -1 : {})", self.expr(b), self.expr(a));
        Some(Piece::new(text, Prec::Primary))
    }

    fn binary_piece(&self, op: BinOp, a: &Expr, b: &Expr) -> Piece {
        let prec = binop_prec(op);
        // A character compared with a constant: `c == '-'`, not `c == 45`.
        let compared_character = |other: &Expr, constant: &Expr| {
            let types = self.types();
            let is_character = matches!(&other.kind, ExprKind::Cast(x) if matches!(
                types.as_int(x.ty),
                Some(IntKind::Char | IntKind::SChar | IntKind::UChar)
            ));
            let piece = readable_character(types, constant)
                .filter(|_| op.is_comparison() && is_character)
                .map(|text| Piece::new(text, Prec::Primary));
            piece.unwrap_or_else(|| self.piece(constant))
        };
        let left = compared_character(b, a);
        let left_needs = left.prec < prec || operand_needs_clarifying(op, left.shape);
        let right = compared_character(a, b);
        // Left associativity: an equal-precedence right operand needs
        // parentheses (`a - (b - c)`).
        let right_needs = right.prec <= prec || operand_needs_clarifying(op, right.shape);
        Piece {
            text: format!(
                "{} {} {}",
                left.parenthesized(left_needs),
                op.c_symbol(),
                right.parenthesized(right_needs)
            ),
            prec,
            shape: Shape::Binary(op),
        }
    }

    /// A prefix operator applied to `operand`, parenthesizing where the
    /// operand would otherwise paste into another token (`--x`, `&&x`).
    fn prefix(&self, op: &str, operand: &Expr) -> Piece {
        let piece = self.piece(operand);
        let pastes = (op == "-" || op == "&") && piece.text.starts_with(op);
        let needs = piece.prec < Prec::Unary || pastes;
        Piece::new(format!("{op}{}", piece.parenthesized(needs)), Prec::Unary)
    }

    fn field_name(&self, struct_ty: TypeId, field: usize) -> String {
        let types = self.types();
        if let TypeKind::Struct(s) = types.kind(struct_ty)
            && let Some(body) = &types.struct_def(*s).body
            && let Some(f) = body.fields.get(field)
        {
            return f.name.clone();
        }
        format!("field{field}")
    }

    /// The initializer of an object of type `ty`, or `None` when it
    /// initializes nothing (C99 has no empty braces; the object is then
    /// zero-initialized by omission). `indent` is the nesting depth used
    /// when a long initializer is broken over lines.
    pub fn init(&self, init: &Init, ty: TypeId, indent: usize) -> Option<String> {
        let types = self.types();
        match init {
            Init::Scalar(e) => Some(self.expr(e)),
            Init::Array(items) if types.is_vector(ty) => {
                // Vectors take no designators: every element up to the
                // last given, in order, zeros between.
                let elem = types.vector_element(ty).unwrap_or(ty);
                let mut entries = Vec::new();
                for (i, sub) in items {
                    while (entries.len() as u64) < *i {
                        entries.push("0".to_string());
                    }
                    entries.push(
                        self.init(sub, elem, indent + 1)
                            .unwrap_or_else(|| "0".into()),
                    );
                }
                brace_list(entries, indent)
            }
            Init::Array(items) => {
                let elem = match types.kind(ty) {
                    TypeKind::Array(elem, _) => *elem,
                    _ => ty,
                };
                let entries: Vec<String> = items
                    .iter()
                    .filter_map(|(i, sub)| {
                        self.init(sub, elem, indent + 1)
                            .map(|s| format!("[{i}] = {s}"))
                    })
                    .collect();
                brace_list(entries, indent)
            }
            Init::Struct(items) => {
                let fields = match types.kind(ty) {
                    TypeKind::Struct(s) => types
                        .struct_def(*s)
                        .body
                        .as_ref()
                        .map(|b| b.fields.as_slice()),
                    _ => None,
                };
                let fields = fields.unwrap_or(&[]);
                let entries: Vec<String> = items
                    .iter()
                    .filter_map(|(i, sub)| {
                        let field = fields.get(*i)?;
                        self.init(sub, field.ty, indent + 1)
                            .map(|s| format!(".{} = {s}", field.name))
                    })
                    .collect();
                brace_list(entries, indent)
            }
            Init::Bytes(bytes) => {
                if bytes.iter().all(|&b| b == 0) {
                    return None;
                }
                let array_len = match types.kind(ty) {
                    TypeKind::Array(_, len) => *len,
                    _ => None,
                };
                // The literal adds a NUL of its own, and a sized array is
                // zero-filled past the literal, so trailing NULs need not be
                // spelled out; an unsized array takes its size from the
                // literal, which must then end where the bytes do.
                let printed = match array_len {
                    Some(n) if n >= bytes.len() as u64 => {
                        let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
                        &bytes[..end]
                    }
                    Some(_) => bytes,
                    None => strip_final_nul(bytes),
                };
                Some(string_literal(printed))
            }
        }
    }
}

fn brace_list(entries: Vec<String>, indent: usize) -> Option<String> {
    if entries.is_empty() {
        return None;
    }
    let one_line = format!("{{ {} }}", entries.join(", "));
    if one_line.len() <= 72 && !one_line.contains('\n') {
        return Some(one_line);
    }
    let inner_indent = "    ".repeat(indent + 1);
    let mut out = String::from("{\n");
    for entry in &entries {
        let _ = writeln!(out, "{inner_indent}{entry},");
    }
    out.push_str(&"    ".repeat(indent));
    out.push('}');
    Some(out)
}

fn strip_final_nul(bytes: &[u8]) -> &[u8] {
    match bytes.split_last() {
        Some((0, rest)) => rest,
        _ => bytes,
    }
}

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

fn constant_piece(text: String) -> Piece {
    // A leading sign makes the constant a unary expression.
    let prec = if text.starts_with('-') {
        Prec::Unary
    } else {
        Prec::Primary
    };
    Piece::new(text, prec)
}

/// An integer constant of type `ty` denoting exactly `value`.
pub fn int_const_text(types: &TypeTable, ty: TypeId, value: i128) -> String {
    int_const(types, ty, value).text
}

fn int_const(types: &TypeTable, ty: TypeId, value: i128) -> Piece {
    if let Some(elem) = types.complex_element(ty) {
        // gcc's integer imaginary constant: `value` is the imaginary part.
        return imaginary(int_const(types, elem, value));
    }
    let Some(kind) = types.as_int(ty) else {
        return constant_piece(value.to_string());
    };
    let value = kind.wrap(value);
    let (min, _) = kind.range();
    match kind {
        // The most negative value has no literal: `-2147483648` is the
        // negation of a `long` constant.
        IntKind::Int if value == min => Piece::new("(-2147483647 - 1)".into(), Prec::Primary),
        IntKind::Long if value == min => {
            Piece::new("(-9223372036854775807L - 1L)".into(), Prec::Primary)
        }
        IntKind::LongLong if value == min => {
            Piece::new("(-9223372036854775807LL - 1LL)".into(), Prec::Primary)
        }
        IntKind::Int => constant_piece(value.to_string()),
        IntKind::UInt => constant_piece(format!("{value}U")),
        IntKind::Long => constant_piece(format!("{value}L")),
        IntKind::ULong => constant_piece(format!("{value}UL")),
        IntKind::LongLong => constant_piece(format!("{value}LL")),
        IntKind::ULongLong => constant_piece(format!("{value}ULL")),
        // Character constants have type int; the cast gives the type, and
        // since the conversion is modulo 256 in gcc, `(char)'\377'` is the
        // byte 0xff whether `'\377'` reads as -1 or 255.
        IntKind::Char | IntKind::SChar | IntKind::UChar => Piece::new(
            format!("({}){}", kind.c_name(), char_constant(value as u8)),
            Prec::Unary,
        ),
        IntKind::Bool | IntKind::Short | IntKind::UShort => {
            Piece::new(format!("({}){value}", kind.c_name()), Prec::Unary)
        }
        IntKind::Int128 | IntKind::UInt128 => wide_int_const(kind, value),
    }
}

/// The operand `a op b` equals exactly, value and type, when the other is
/// an identity: integer `x + 0`, `0 + x`, `x - 0`, `x * 1`, `1 * x`, and
/// pointer `p + 0`, `p - 0` (Core C's operands already have the result's
/// type, and none of these can overflow; floats are left alone, since
/// `-0.0 + 0` is `+0.0`).
fn identity_operand<'e>(
    types: &TypeTable,
    op: BinOp,
    a: &'e Expr,
    b: &'e Expr,
    ty: TypeId,
) -> Option<&'e Expr> {
    let is = |e: &Expr, value: i128| match value {
        0 => zero_valued(types, e),
        _ => matches!(e.kind, ExprKind::IntConst(v) if v == value),
    };
    match op {
        BinOp::PtrAdd | BinOp::PtrSub if is(b, 0) && a.ty == ty => Some(a),
        BinOp::Add | BinOp::Sub | BinOp::Mul => {
            let kind = types.as_int(ty).filter(|k| *k != IntKind::Bool)?;
            let same = |e: &Expr| types.as_int(e.ty) == Some(kind);
            if !(same(a) && same(b)) {
                return None;
            }
            let unit = if op == BinOp::Mul { 1 } else { 0 };
            if is(b, unit) {
                Some(a)
            } else if op != BinOp::Sub && is(a, unit) {
                Some(b)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Whether `e` prints as an integer 0: the constant, a product absorbed by
/// a zero factor, or a sum of such.
fn zero_valued(types: &TypeTable, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntConst(0) => true,
        ExprKind::Binary(op, a, b) => {
            absorbs_to_zero(types, *op, a, b, e.ty)
                || (*op == BinOp::Add
                    && types.as_int(e.ty).is_some_and(|k| k != IntKind::Bool)
                    && zero_valued(types, a)
                    && zero_valued(types, b))
        }
        _ => false,
    }
}

/// A strict comparison as (greater, lesser): `x > y` and `y < x` both give
/// `(x, y)`.
fn strict_order(e: &Expr) -> Option<(&Expr, &Expr)> {
    match &e.kind {
        ExprKind::Binary(BinOp::Gt, x, y) => Some((x, y)),
        ExprKind::Binary(BinOp::Lt, x, y) => Some((y, x)),
        _ => None,
    }
}

/// Whether integer `a * b` is 0 whatever the other operand, which reads
/// nothing volatile (Core C expressions have no other effects; a read that
/// would be undefined need not happen).
fn absorbs_to_zero(types: &TypeTable, op: BinOp, a: &Expr, b: &Expr, ty: TypeId) -> bool {
    if op != BinOp::Mul || types.as_int(ty).is_none_or(|k| k == IntKind::Bool) {
        return false;
    }
    let zero = |e: &Expr| matches!(e.kind, ExprKind::IntConst(0));
    let other = match (zero(a), zero(b)) {
        (true, _) => b,
        (_, true) => a,
        _ => return false,
    };
    let mut volatile = false;
    other.walk(&mut |x| volatile |= types.quals(x.ty).is_shared());
    !volatile
}

/// Whether `e` is a product the printer writes as 0 (`x * 0`): the reads
/// in it do not appear in the printed program.
pub fn printed_as_zero_product(types: &TypeTable, e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Binary(op, a, b) if absorbs_to_zero(types, *op, a, b, e.ty))
}

/// The index of the argument of a C library function that is a character
/// (an `int` holding a byte), so that a constant there reads as one.
fn character_argument(function: &Function) -> Option<usize> {
    if function.body.is_some() {
        return None;
    }
    match function.name.as_str() {
        "putchar" | "putchar_unlocked" | "putc" | "fputc" | "putc_unlocked" | "fputc_unlocked"
        | "ungetc" => Some(0),
        "strchr" | "strrchr" | "memchr" => Some(1),
        _ => None,
    }
}

/// `e` as a character constant, for an `int` constant that is a printable
/// ASCII character or a newline, tab or carriage return: the same value
/// and type in C (a character constant is an `int`).
fn readable_character(types: &TypeTable, e: &Expr) -> Option<String> {
    let ExprKind::IntConst(value) = e.kind else {
        return None;
    };
    let byte = u8::try_from(value).ok()?;
    let readable = (0x20..=0x7e).contains(&byte) || matches!(byte, b'\n' | b'\t' | b'\r');
    (readable && types.as_int(e.ty) == Some(IntKind::Int)).then(|| char_constant(byte))
}

/// A character constant for the byte: printable ASCII as itself, the usual
/// named escapes, otherwise a three-digit octal escape.
pub fn char_constant(byte: u8) -> String {
    match byte {
        b'\'' => "'\\''".to_string(),
        b'\\' => "'\\\\'".to_string(),
        0x20..=0x7e => format!("'{}'", byte as char),
        _ => format!(
            "'{}'",
            named_escape(byte).unwrap_or_else(|| octal_escape(byte))
        ),
    }
}

fn named_escape(byte: u8) -> Option<String> {
    let escape = match byte {
        b'\n' => "\\n",
        b'\t' => "\\t",
        b'\r' => "\\r",
        0x07 => "\\a",
        0x08 => "\\b",
        0x0c => "\\f",
        0x0b => "\\v",
        _ => return None,
    };
    Some(escape.to_string())
}

fn octal_escape(byte: u8) -> String {
    format!("\\{byte:03o}")
}

fn float_const(types: &TypeTable, ty: TypeId, value: f64, text: Option<&str>) -> Piece {
    if let Some(elem) = types.complex_element(ty) {
        // An imaginary constant (`2.5fi`): `value` is the imaginary part.
        return imaginary(float_const(types, elem, value, text));
    }
    let kind = match types.kind(ty) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::Double,
    };
    constant_piece(float_const_text(kind, value, text))
}

/// The imaginary constant whose imaginary part is the real constant `part`:
/// a literal takes gcc's `i` suffix; anything else is multiplied by `1i`
/// of the literal's kind.
fn imaginary(part: Piece) -> Piece {
    let text = part.text.trim_start_matches('-');
    let literal = text.starts_with(|c: char| c.is_ascii_digit())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-'));
    if literal {
        return constant_piece(format!("{}i", part.text));
    }
    Piece::new(format!("({} * 1.0i)", part.text), Prec::Primary)
}

/// A constant of type `__int128` or `unsigned __int128` (C has no
/// literal of them): a cast of a 64-bit constant, or two halves.
fn wide_int_const(kind: IntKind, value: i128) -> Piece {
    let name = kind.c_name();
    if let Ok(small) = i64::try_from(value) {
        let text = if small == i64::MIN {
            "(-9223372036854775807LL - 1LL)".to_string()
        } else {
            format!("{small}LL")
        };
        return Piece::new(format!("(({name}){text})"), Prec::Primary);
    }
    let bits = value as u128;
    let (high, low) = ((bits >> 64) as u64, bits as u64);
    Piece::new(
        format!("((({name}){high}ULL << 64) | ({name}){low}ULL)"),
        Prec::Primary,
    )
}

/// `__builtin_nan("0x7b")` and its kin: the NaN `value` (a double, or a
/// float held as one) with its payload and its quiet bit, its sign aside.
fn nan_text(kind: FloatKind, value: f64) -> String {
    let bits = value.to_bits();
    let (suffix, quiet, payload) = match kind {
        // A float's fraction is the double's top 23 bits.
        FloatKind::Float => ("f", bits >> 51 & 1 == 1, bits >> 29 & 0x3f_ffff),
        FloatKind::Double => ("", bits >> 51 & 1 == 1, bits & 0x7_ffff_ffff_ffff),
        FloatKind::LongDouble => return "__builtin_nanl(\"\")".to_string(),
    };
    let name = if quiet { "nan" } else { "nans" };
    if payload == 0 {
        format!("__builtin_{name}{suffix}(\"\")")
    } else {
        format!("__builtin_{name}{suffix}(\"{payload:#x}\")")
    }
}

/// A floating constant of the given kind denoting exactly `value`.
pub fn float_const_text(kind: FloatKind, value: f64, text: Option<&str>) -> String {
    let suffix = match kind {
        FloatKind::Float => "f",
        FloatKind::Double => "",
        FloatKind::LongDouble => "l",
    };
    // A long double literal keeps its own text: the double we hold may
    // have overflowed or lost digits.
    if let (FloatKind::LongDouble, Some(t)) = (kind, text) {
        return t.to_string();
    }
    let sign = if value.is_sign_negative() { "-" } else { "" };
    if value.is_nan() {
        return format!("{sign}{}", nan_text(kind, value));
    }
    if value.is_infinite() {
        return format!("{sign}__builtin_inf{suffix}()");
    }
    match kind {
        // Rust prints the shortest decimal that reads back as the same
        // value, and gcc rounds decimal literals correctly.
        FloatKind::Double => ensure_floating_literal(format!("{value:?}")),
        FloatKind::Float => format!(
            "{}f",
            ensure_floating_literal(format!("{:?}", value as f32))
        ),
        FloatKind::LongDouble => match text {
            Some(t) => t.to_string(),
            // A decimal would be rounded to long double precision, not to
            // the double we hold; a hexadecimal literal is exact.
            None => format!("{}L", hex_float(value)),
        },
    }
}

/// Decimal output like `1e300` is already a floating literal; `1` is not.
fn ensure_floating_literal(text: String) -> String {
    if text.contains(['.', 'e', 'E']) {
        text
    } else {
        format!("{text}.0")
    }
}

/// An exact hexadecimal floating literal for a finite double:
/// `0x1.8p+1`, `-0x0p+0`, `0x0.0000000000001p-1022`.
pub fn hex_float(value: f64) -> String {
    let bits = value.to_bits();
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let biased_exponent = ((bits >> 52) & 0x7ff) as i64;
    let mantissa = bits & ((1u64 << 52) - 1);
    if biased_exponent == 0 && mantissa == 0 {
        return format!("{sign}0x0p+0");
    }
    let (lead, exponent) = if biased_exponent == 0 {
        (0, -1022)
    } else {
        (1, biased_exponent - 1023)
    };
    let digits = format!("{mantissa:013x}");
    let digits = digits.trim_end_matches('0');
    let fraction = if digits.is_empty() {
        String::new()
    } else {
        format!(".{digits}")
    };
    let exponent_sign = if exponent >= 0 { "+" } else { "" };
    format!("{sign}0x{lead}{fraction}p{exponent_sign}{exponent}")
}

/// A C string literal holding exactly `bytes` (the literal adds its own
/// NUL). Long literals are split into adjacent literals on several lines.
pub fn string_literal(bytes: &[u8]) -> String {
    const PIECE_WIDTH: usize = 72;
    let mut pieces: Vec<String> = Vec::new();
    let mut current = String::new();
    for (i, &byte) in bytes.iter().enumerate() {
        let escaped = match byte {
            b'"' => "\\\"".to_string(),
            b'\\' => "\\\\".to_string(),
            // -std=c99 turns trigraphs on: `??=` would become `#`. A `?`
            // next to another `?` is escaped, so no two are adjacent.
            b'?' if (i > 0 && bytes[i - 1] == b'?') || bytes.get(i + 1) == Some(&b'?') => {
                "\\?".to_string()
            }
            0x20..=0x7e => (byte as char).to_string(),
            // Never `\x`: it would swallow the hex digits that follow.
            _ => named_escape(byte).unwrap_or_else(|| octal_escape(byte)),
        };
        current.push_str(&escaped);
        let line_break = byte == b'\n' && i + 1 < bytes.len();
        if current.len() >= PIECE_WIDTH || (line_break && bytes.len() > PIECE_WIDTH) {
            pieces.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    let quoted: Vec<String> = pieces.iter().map(|p| format!("\"{p}\"")).collect();
    quoted.join("\n        ")
}

// ---------------------------------------------------------------------------
// Test helpers shared with the emitter's tests
// ---------------------------------------------------------------------------

/// Small constructors for building Core C programs by hand in tests.
#[cfg(test)]
pub(crate) mod testkit {
    use crate::core::{
        BinOp, Block, Body, Expr, ExprKind, FuncId, Function, Global, GlobalId, Init, Linkage,
        Local, LocalId, Program, Stmt, StrId, Terminator, UnOp,
    };
    use crate::source::Span;
    use crate::types::{FloatKind, FuncSig, IntKind, Quals, TypeData, TypeId, TypeKind};

    pub fn ex(kind: ExprKind, ty: TypeId) -> Expr {
        Expr::new(kind, ty, Span::DUMMY)
    }

    pub struct Builder {
        pub program: Program,
    }

    impl Builder {
        pub fn new() -> Builder {
            Builder {
                program: Program::default(),
            }
        }

        pub fn int_ty(&mut self, kind: IntKind) -> TypeId {
            self.program.types.int(kind)
        }

        pub fn int(&mut self) -> TypeId {
            self.int_ty(IntKind::Int)
        }

        pub fn float_ty(&mut self, kind: FloatKind) -> TypeId {
            self.program.types.float(kind)
        }

        pub fn ptr(&mut self, target: TypeId) -> TypeId {
            self.program.types.pointer_to(target)
        }

        pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
            self.program.types.array_of(elem, Some(len))
        }

        pub fn qualified(&mut self, ty: TypeId, is_const: bool, is_volatile: bool) -> TypeId {
            self.program.types.add_quals(
                ty,
                Quals {
                    is_const,
                    is_volatile,
                    is_atomic: false,
                },
            )
        }

        pub fn func_ty(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool) -> TypeId {
            self.program.types.intern(TypeData {
                kind: TypeKind::Function(FuncSig {
                    ret,
                    params,
                    variadic,
                    prototyped: true,
                }),
                quals: Quals::NONE,
                align: None,
                may_alias: false,
                vm_dim: None,
                field_width: None,
            })
        }

        pub fn const_int(&mut self, kind: IntKind, value: i128) -> Expr {
            let ty = self.int_ty(kind);
            ex(ExprKind::IntConst(value), ty)
        }

        pub fn i(&mut self, value: i128) -> Expr {
            self.const_int(IntKind::Int, value)
        }

        pub fn double(&mut self, value: f64) -> Expr {
            let ty = self.float_ty(FloatKind::Double);
            ex(ExprKind::FloatConst(value, None), ty)
        }

        pub fn string(&mut self, text: &[u8]) -> Expr {
            let mut bytes = text.to_vec();
            bytes.push(0);
            self.program.strings.push(bytes);
            let id = StrId(self.program.strings.len() as u32 - 1);
            let char_ty = self.int_ty(IntKind::Char);
            let array_ty = self.array(char_ty, text.len() as u64 + 1);
            let char_ptr = self.ptr(char_ty);
            let literal = ex(ExprKind::Str(id), array_ty);
            ex(ExprKind::Decay(Box::new(literal)), char_ptr)
        }

        pub fn global(&mut self, name: &str, ty: TypeId, init: Option<Init>) -> GlobalId {
            self.program.globals.push(Global {
                name: name.to_string(),
                ty,
                linkage: Linkage::External,
                init,
                defined: true,
                hoisted_from: None,
                is_system: false,
                asm_label: None,
                span: Span::DUMMY,
                align: None,
                thread_local: false,
                weak_copy: false,
            });
            GlobalId(self.program.globals.len() as u32 - 1)
        }

        pub fn global_ref(&self, id: GlobalId) -> Expr {
            ex(ExprKind::Global(id), self.program.global(id).ty)
        }

        /// Declares a function; `params` are (name, type). Bodies are
        /// added with `add_block`.
        pub fn function(
            &mut self,
            name: &str,
            ret: TypeId,
            params: &[(&str, TypeId)],
            variadic: bool,
            defined: bool,
        ) -> FuncId {
            let ty = self.func_ty(ret, params.iter().map(|p| p.1).collect(), variadic);
            let locals: Vec<Local> = params
                .iter()
                .map(|(n, t)| Local {
                    name: n.to_string(),
                    ty: *t,
                    is_param: true,
                    is_temp: false,
                    span: Span::DUMMY,
                    align: None,
                })
                .collect();
            self.program.functions.push(Function {
                params: (0..params.len() as u32).map(LocalId).collect(),
                locals,
                body: if defined { Some(Body::default()) } else { None },
                ..Function::made(name.to_string(), ty, Linkage::External, Span::DUMMY)
            });
            FuncId(self.program.functions.len() as u32 - 1)
        }

        pub fn local(&mut self, f: FuncId, name: &str, ty: TypeId) -> LocalId {
            let function = &mut self.program.functions[f.index()];
            function.locals.push(Local {
                name: name.to_string(),
                ty,
                is_param: false,
                is_temp: false,
                span: Span::DUMMY,
                align: None,
            });
            LocalId(function.locals.len() as u32 - 1)
        }

        pub fn local_ref(&self, f: FuncId, id: LocalId) -> Expr {
            ex(ExprKind::Local(id), self.program.function(f).local(id).ty)
        }

        pub fn param_ref(&self, f: FuncId, index: usize) -> Expr {
            let id = self.program.function(f).params[index];
            self.local_ref(f, id)
        }

        pub fn add_block(&mut self, f: FuncId, stmts: Vec<Stmt>, term: Terminator) -> usize {
            let body = self.program.functions[f.index()]
                .body
                .get_or_insert_with(Body::default);
            body.blocks.push(Block {
                stmts,
                term,
                label: None,
                address_taken: false,
            });
            body.blocks.len() - 1
        }

        pub fn binary(&mut self, op: BinOp, a: Expr, b: Expr) -> Expr {
            let ty = if op.is_comparison() { self.int() } else { a.ty };
            ex(ExprKind::Binary(op, Box::new(a), Box::new(b)), ty)
        }

        pub fn unary(&mut self, op: UnOp, a: Expr) -> Expr {
            let ty = if op == UnOp::Not { self.int() } else { a.ty };
            ex(ExprKind::Unary(op, Box::new(a)), ty)
        }

        pub fn cast(&mut self, a: Expr, ty: TypeId) -> Expr {
            ex(ExprKind::Cast(Box::new(a)), ty)
        }
    }

    pub fn assign(lhs: Expr, rhs: Expr) -> Stmt {
        Stmt::Assign {
            lhs,
            rhs,
            span: Span::DUMMY,
        }
    }

    pub fn call(dest: Option<Expr>, callee: FuncId, args: Vec<Expr>) -> Stmt {
        Stmt::Call {
            dest,
            callee,
            args,
            span: Span::DUMMY,
        }
    }

    pub fn ret(value: Option<Expr>) -> Terminator {
        Terminator::Return {
            value,
            span: Span::DUMMY,
        }
    }

    pub fn branch(cond: Expr, then_block: usize, else_block: usize) -> Terminator {
        Terminator::If {
            cond,
            then_block: crate::core::BlockId(then_block as u32),
            else_block: crate::core::BlockId(else_block as u32),
            span: Span::DUMMY,
        }
    }

    pub fn goto(target: usize) -> Terminator {
        Terminator::Goto(crate::core::BlockId(target as u32))
    }
}

#[cfg(test)]
mod tests;

/// Whether converting `from` to `to` only adds qualifiers to the pointed-to
/// type (`T *` to `const T *`), a conversion C performs implicitly.
fn only_adds_pointee_qualifiers(types: &TypeTable, from: TypeId, to: TypeId) -> bool {
    let (Some(a), Some(b)) = (types.pointee(from), types.pointee(to)) else {
        return false;
    };
    if !types.unqualified_eq(a, b) || matches!(types.kind(a), TypeKind::Array(..)) {
        return false;
    }
    let (qa, qb) = (types.quals(a), types.quals(b));
    (!qa.is_const || qb.is_const)
        && (!qa.is_volatile || qb.is_volatile)
        && qa.is_atomic == qb.is_atomic
}
