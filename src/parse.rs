//! Parsing preprocessed text with lang-c, guarded against what lang-c
//! cannot take: too deep nesting (which would overflow the stack) and
//! syntax errors (reported at the farthest point the parser reached).

use lang_c::ast::TranslationUnit;
use lang_c::driver::{Config, Flavor, parse_preprocessed};

use crate::diag::{self, Diag};
use crate::source::{SourceMap, Span};

mod gnu_types;
mod local_labels;
pub use gnu_types::{IMAG_PART, INT128, REAL_PART, UINT128};
pub use local_labels::LOCAL_LABELS;

/// Deepest nesting of parentheses, brackets and braces we hand to lang-c.
pub const MAX_NESTING: usize = 256;

/// Stack for the parser thread: lang-c's recursive descent needs a lot.
const PARSER_STACK: usize = 512 << 20;

/// Most implicit-`int` declarations repaired in one unit: each repair
/// costs a parse of the whole unit.
const MAX_IMPLICIT_INT_REPAIRS: usize = 200;

/// The call that stands for gcc's computed goto `goto *e;` after the
/// parser's repair: `__cmix_computed_goto(e);`.
pub const COMPUTED_GOTO: &str = "__cmix_computed_goto";
/// The call that stands for gcc's `__alignof__(expression)` (lang-c takes
/// only a type name there): `__cmixaf(expression)`, no longer than the
/// shortest keyword (`_Alignof`), so that the repair pads it with spaces
/// and spans stay.
pub const ALIGNOF_EXPR: &str = "__cmixaf";
/// The middle operand the parser repair writes into gcc's `a ?: b`.
pub const ELVIS: &str = "__cmix_condition_value";
/// The label the parser's repair puts before a nested function's body
/// (`int g(int x) ;__cmix_nested_function: { ... }`).
pub const NESTED_FUNCTION: &str = "__cmix_nested_function";
/// The call that stands for gcc's `&&label`: `__cmix_label_address(label)`.
pub const LABEL_ADDRESS: &str = "__cmix_label_address";
/// The one item the parser repair writes into an empty initializer `{}`:
/// lowering reads `{__cmix_empty_initializer}` as a list without items.
pub const EMPTY_INITIALIZER: &str = "__cmix_empty_initializer";

/// Parses a unit. Old C that omits `int` in a declaration (`main() {...}`,
/// `f(x) int x; {...}`), which lang-c does not accept, is repaired where
/// the parser stops: the missing `int` is inserted and the unit parsed again.
pub fn parse_unit(map: &mut SourceMap, unit: u32) -> Result<TranslationUnit, Diag> {
    if let Some(plain) = rewrite_digraphs(map.unit_text(unit)) {
        map.replace_unit_text(unit, plain);
    }
    check_nesting(map.unit_text(unit), unit)?;
    if let Some(blanked) = blank_gnu_noise(map.unit_text(unit)) {
        map.replace_unit_text(unit, blanked);
    }
    if let Some(rewritten) = rewrite_types_compatible(map.unit_text(unit)) {
        map.replace_unit_text(unit, rewritten);
    }
    if let Some(moved) = move_leading_struct_attributes(map.unit_text(unit)) {
        map.replace_unit_text(unit, moved);
    }
    if let Some(escaped) = rewrite_universal_character_names(map.unit_text(unit)) {
        map.replace_unit_text(unit, escaped);
    }
    if let Some(named) = gnu_types::rewrite_int128(map.unit_text(unit)) {
        map.replace_unit_text(unit, named);
    }
    if let Some(keyword) = gnu_types::rewrite_thread_keyword(map.unit_text(unit)) {
        map.replace_unit_text(unit, keyword);
    }
    if let Some(typed) = gnu_types::rewrite_auto_type(map.unit_text(unit)) {
        map.replace_unit_text(unit, typed);
    }
    if let Some(atomic) = gnu_types::rewrite_atomic_specifiers(map.unit_text(unit)) {
        map.replace_unit_text(unit, atomic);
    }
    if let Some(calls) = gnu_types::rewrite_complex_parts(map.unit_text(unit)) {
        map.replace_unit_text(unit, calls);
    }
    if let Some(calls) = local_labels::rewrite_local_labels(map.unit_text(unit)) {
        map.replace_unit_text(unit, calls);
    }
    let mut repairs = 0;
    let mut last_repair: Option<usize> = None;
    loop {
        let text = map.unit_text(unit);
        let failure = match parse_text(text.to_string())? {
            Ok(tu) => return Ok(tu),
            Err(failure) => failure,
        };
        let offset = failure.offset.min(text.len());
        let progress = last_repair.is_none_or(|at| offset > at);
        // gcc's labels as values, which lang-c does not parse, become calls
        // the lowering knows: all the plain cases at once, then the one
        // the parser stopped at (`(void *)&&l`, which needs the parser to
        // tell a cast from a parenthesized operand).
        if repairs < MAX_IMPLICIT_INT_REPAIRS
            && progress
            && let Some(repaired) = rewrite_label_values(text, offset)
        {
            map.replace_unit_text(unit, repaired);
            repairs += 1;
            last_repair = Some(offset);
            continue;
        }
        // gcc's `a ?: b` (a middle operand the lowering knows) and `{}`
        // as an initializer (an item lowering reads as none), where the
        // parser stops.
        if repairs < MAX_IMPLICIT_INT_REPAIRS
            && progress
            && let Some((at, insert)) = gnu_operand_repair(text, offset)
        {
            let mut repaired = String::with_capacity(text.len() + insert.len());
            repaired.push_str(&text[..at]);
            repaired.push_str(insert);
            repaired.push_str(&text[at..]);
            map.replace_unit_text(unit, repaired);
            repairs += 1;
            last_repair = Some(at + insert.len());
            continue;
        }
        // `__alignof__(x)` of an expression: a call the lowering answers.
        if repairs < MAX_IMPLICIT_INT_REPAIRS
            && progress
            && let Some((start, end)) = alignof_keyword_before(text, offset)
        {
            let mut repaired = String::with_capacity(text.len());
            repaired.push_str(&text[..start]);
            repaired.push_str(&format!("{ALIGNOF_EXPR:width$}", width = end - start));
            repaired.push_str(&text[end..]);
            map.replace_unit_text(unit, repaired);
            repairs += 1;
            last_repair = Some(offset);
            continue;
        }
        // `_Alignas` on a struct member, which lang-c does not parse: gcc's
        // `aligned` attribute there says the same.
        if repairs < MAX_IMPLICIT_INT_REPAIRS
            && progress
            && let Some((end, attribute)) = member_alignas(text, offset)
        {
            let mut repaired = String::with_capacity(text.len() + attribute.len());
            repaired.push_str(&text[..offset]);
            repaired.push_str(&attribute);
            repaired.push_str(&text[end..]);
            map.replace_unit_text(unit, repaired);
            repairs += 1;
            last_repair = Some(offset);
            continue;
        }
        if repairs < MAX_IMPLICIT_INT_REPAIRS
            && progress
            && let Some(at) = implicit_int_site(text, offset)
        {
            let mut repaired = String::with_capacity(text.len() + 4);
            repaired.push_str(&text[..at]);
            repaired.push_str("int ");
            repaired.push_str(&text[at..]);
            map.replace_unit_text(unit, repaired);
            repairs += 1;
            last_repair = Some(at + 4);
            continue;
        }
        let lo = offset as u32;
        let span = Span {
            unit,
            lo,
            hi: lo + 1,
        };
        if let Some(what) = known_unsupported_syntax(text, offset) {
            return Err(diag::unsupported(what, span));
        }
        let mut error = diag::syntax_error(&failure.expected, span);
        if let Some(hint) = undeclared_type_hint(text, offset) {
            error = error.with_note(hint);
        }
        return Err(error);
    }
}

/// Types the standard headers declare, with the header (a program that
/// uses one without its header reads as a syntax error: the parser takes
/// the name for a variable).
const HEADER_TYPES: &[(&str, &str)] = &[
    ("size_t", "<stddef.h>"),
    ("ptrdiff_t", "<stddef.h>"),
    ("wchar_t", "<stddef.h>"),
    ("int8_t", "<stdint.h>"),
    ("int16_t", "<stdint.h>"),
    ("int32_t", "<stdint.h>"),
    ("int64_t", "<stdint.h>"),
    ("uint8_t", "<stdint.h>"),
    ("uint16_t", "<stdint.h>"),
    ("uint32_t", "<stdint.h>"),
    ("uint64_t", "<stdint.h>"),
    ("intptr_t", "<stdint.h>"),
    ("uintptr_t", "<stdint.h>"),
    ("intmax_t", "<stdint.h>"),
    ("uintmax_t", "<stdint.h>"),
    ("bool", "<stdbool.h>"),
    ("FILE", "<stdio.h>"),
    ("va_list", "<stdarg.h>"),
    ("jmp_buf", "<setjmp.h>"),
    ("ssize_t", "<sys/types.h>"),
    ("off_t", "<sys/types.h>"),
];

/// Where the identifier `text` ends with starts (`text.len()` if it ends
/// with none), on a character boundary.
fn identifier_start(text: &str) -> usize {
    text.char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
        .map_or(0, |(i, c)| i + c.len_utf8())
}

/// For a syntax error right after a name used as a type (`(ptrdiff_t)x`,
/// `size_t n`) that nothing declares as one: a note naming the header
/// that declares it, or saying the name is no type here.
fn undeclared_type_hint(text: &str, offset: usize) -> Option<String> {
    let before = text.get(..offset.min(text.len()))?.trim_end();
    let (before, in_cast) = match before.strip_suffix(')') {
        Some(rest) => (rest.trim_end(), true),
        None => (before, false),
    };
    let start = identifier_start(before);
    let name = &before[start..];
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    // `(name)` after an operator or `return`, not a call's `f(name)`.
    let opened = before[..start]
        .trim_end()
        .strip_suffix('(')
        .is_some_and(|rest| {
            let rest = rest.trim_end();
            let word = &rest[identifier_start(rest)..];
            if !word.is_empty() {
                return matches!(word, "return" | "case" | "else" | "do");
            }
            !rest.ends_with([')', ']'])
        });
    match HEADER_TYPES.iter().find(|(t, _)| *t == name) {
        Some((_, header)) => Some(format!(
            "`{name}` is not declared as a type here: `#include {header}` declares it"
        )),
        None if in_cast && opened => Some(format!(
            "if `({name})` is meant as a cast, `{name}` is not declared as a type here (a missing `#include`?)"
        )),
        None => None,
    }
}

/// The declaration `parse_initializer` reads a value from: spans in the
/// value are offsets into this text.
pub fn declaration_for_initializer(value: &str, typedefs: &[String]) -> String {
    if typedefs.is_empty() {
        return format!("{INITIALIZER_PREFIX}{value}\n;\n");
    }
    // The parser must know which names are types (`(size_t)-1`).
    format!(
        "typedef int {};\n{INITIALIZER_PREFIX}{value}\n;\n",
        typedefs.join(", ")
    )
}

const INITIALIZER_PREFIX: &str = "int cmix_value =\n";

/// Parses the initializer of a unit made by `declaration_for_initializer`
/// (a value given on the command line); errors point into the unit.
pub fn parse_initializer(
    map: &SourceMap,
    unit: u32,
) -> Result<lang_c::span::Node<lang_c::ast::Initializer>, Diag> {
    use lang_c::ast::ExternalDeclaration;
    let text = map.unit_text(unit);
    check_nesting(text, unit)?;
    // (Within their lines: a span still names its value's token.)
    let escaped = rewrite_universal_character_names(text);
    let text = escaped.as_deref().unwrap_or(text);
    let parsed = match parse_text(text.to_string())? {
        Ok(parsed) => parsed,
        Err(failure) => {
            let lo = failure.offset.min(text.len()) as u32;
            let span = Span {
                unit,
                lo,
                hi: lo + 1,
            };
            return Err(diag::syntax_error(&failure.expected, span));
        }
    };
    // (After the typedefs the text may start with.)
    let mut declarations = parsed.0.into_iter().skip_while(|d| {
        matches!(&d.node, ExternalDeclaration::Declaration(d)
        if d.node.specifiers.iter().any(|s| matches!(
            s.node,
            lang_c::ast::DeclarationSpecifier::StorageClass(ref c)
                if c.node == lang_c::ast::StorageClassSpecifier::Typedef
        )))
    });
    let initializer = match (declarations.next(), declarations.next()) {
        (Some(ext), None) => match ext.node {
            ExternalDeclaration::Declaration(d) => {
                let mut declarators = d.node.declarators.into_iter();
                match (declarators.next(), declarators.next()) {
                    (Some(one), None) => one.node.initializer,
                    _ => None,
                }
            }
            _ => None,
        },
        _ => None,
    };
    let start = text.find(INITIALIZER_PREFIX).unwrap_or(0) + INITIALIZER_PREFIX.len();
    let whole = Span {
        unit,
        lo: start as u32,
        hi: text.len() as u32,
    };
    initializer.ok_or_else(|| diag::invalid("this is not one C initializer", whole))
}

struct ParseFailure {
    offset: usize,
    expected: Vec<&'static str>,
}

fn parse_text(text: String) -> Result<Result<TranslationUnit, ParseFailure>, Diag> {
    let handle = std::thread::Builder::new()
        .name("cmix-parse".into())
        .stack_size(PARSER_STACK)
        .spawn(move || {
            let config = Config {
                cpp_command: String::new(),
                cpp_options: Vec::new(),
                flavor: Flavor::GnuC11,
            };
            parse_preprocessed(&config, text)
        })
        .map_err(|e| Diag::bug(format!("cannot start the parser thread: {e}"), Span::DUMMY))?;
    match handle.join() {
        Ok(Ok(parse)) => Ok(Ok(parse.unit)),
        Ok(Err(err)) => Ok(Err(ParseFailure {
            offset: err.offset,
            expected: err.expected.iter().copied().collect(),
        })),
        Err(_) => Err(Diag::bug("the parser crashed", Span::DUMMY)),
    }
}

/// Where to insert `int` when the parser stopped at `offset`: at an
/// identifier that starts a declaration (after `;`, `}`, the start of the
/// text, or a storage class or qualifier) and is followed by what can only
/// follow a declarator's name.
fn implicit_int_site(text: &str, offset: usize) -> Option<usize> {
    let rest = text.get(offset..)?;
    let ident_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let ident = &rest[..ident_len];
    if ident.is_empty() || ident.starts_with(|c: char| c.is_ascii_digit()) || is_keyword(ident) {
        return None;
    }
    let after = rest[ident_len..].trim_start();
    if !after.starts_with(['(', ';', '=', ',', '[']) {
        return None;
    }
    let mut before = text.get(..offset)?;
    if before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    // Attributes before the name (`__attribute__((noinline)) t(int c)`)
    // belong to the declaration that starts before them.
    while let Some(start) = attribute_before(before) {
        before = &before[..start];
    }
    let prev = previous_token(before);
    let starts_declaration = match prev {
        None => true,
        Some(t) => {
            t == ";"
                || t == "}"
                || matches!(
                    t,
                    "static"
                        | "extern"
                        | "register"
                        | "auto"
                        | "const"
                        | "volatile"
                        | "inline"
                        | "__inline"
                        | "__inline__"
                )
        }
    };
    // At file scope any declaration start; inside braces only after a
    // storage class (`static count = 0;`): a bare name there is more likely
    // a mistake, and struct members never had implicit int.
    let after_storage_class = matches!(prev, Some("static" | "register" | "auto" | "extern"));
    (starts_declaration && (after_storage_class || brace_depth_at(text, offset) == 0))
        .then_some(offset)
}

/// The keyword (`__alignof__`, `__alignof`, `_Alignof`) whose opening
/// parenthesis the parser stopped right after, expecting a type name where
/// gcc also takes an expression: its start and end.
fn alignof_keyword_before(text: &str, offset: usize) -> Option<(usize, usize)> {
    let before = text.get(..offset)?.trim_end();
    let before = before.strip_suffix('(')?.trim_end();
    ["__alignof__", "__alignof", "_Alignof"]
        .iter()
        .find_map(|k| {
            let start = before.strip_suffix(k)?.len();
            let whole = !before[..start]
                .bytes()
                .next_back()
                .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
            whole.then_some((start, before.len()))
        })
}

/// Where the `__attribute__((...))` that `text` ends with starts (spaces
/// after it allowed), if it ends with one.
fn attribute_before(text: &str) -> Option<usize> {
    let trimmed = text.trim_end();
    let bytes = trimmed.as_bytes();
    if bytes.last() != Some(&b')') {
        return None;
    }
    // Back to the matching `(`, over string literals.
    let mut depth = 0usize;
    let mut i = bytes.len();
    while i > 0 {
        i -= 1;
        match bytes[i] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            b'"' => {
                while i > 0 {
                    i -= 1;
                    if bytes[i] == b'"' && (i == 0 || bytes[i - 1] != b'\\') {
                        break;
                    }
                }
            }
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
    }
    if depth != 0 {
        return None;
    }
    let head = trimmed[..i].trim_end();
    ["__attribute__", "__attribute"].iter().find_map(|w| {
        let start = head.strip_suffix(w)?.len();
        let whole = !head[..start]
            .bytes()
            .next_back()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
        whole.then_some(start)
    })
}

/// The nesting of `{` at `offset`, outside literals and line markers.
fn brace_depth_at(text: &str, offset: usize) -> usize {
    let bytes = text.as_bytes();
    let end = offset.min(bytes.len());
    let (mut depth, mut i, mut line_start) = (0usize, 0, true);
    while i < end {
        let b = bytes[i];
        match b {
            b'#' if line_start => {
                while i < end && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < end && bytes[i] != b && bytes[i] != b'\n' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        line_start = b == b'\n' || (line_start && (b == b' ' || b == b'\t'));
        i += 1;
    }
    depth
}

/// The token before the end of `text`, skipping whitespace and line
/// markers: a punctuation character or a word.
fn previous_token(text: &str) -> Option<&str> {
    let mut end = text.len();
    loop {
        let trimmed = text[..end].trim_end();
        if trimmed.is_empty() {
            return None;
        }
        let line_start = trimmed.rfind('\n').map_or(0, |i| i + 1);
        if trimmed[line_start..].trim_start().starts_with('#') {
            end = line_start;
            continue;
        }
        let last = trimmed.chars().next_back()?;
        if last.is_ascii_alphanumeric() || last == '_' {
            let start = trimmed
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(0, |i| i + 1);
            return Some(&trimmed[start..]);
        }
        return Some(&trimmed[trimmed.len() - last.len_utf8()..]);
    }
}

fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "auto"
            | "break"
            | "case"
            | "char"
            | "const"
            | "continue"
            | "default"
            | "do"
            | "double"
            | "else"
            | "enum"
            | "extern"
            | "float"
            | "for"
            | "goto"
            | "if"
            | "inline"
            | "int"
            | "long"
            | "register"
            | "restrict"
            | "return"
            | "short"
            | "signed"
            | "sizeof"
            | "static"
            | "struct"
            | "switch"
            | "typedef"
            | "union"
            | "unsigned"
            | "void"
            | "volatile"
            | "while"
            | "_Bool"
            | "_Complex"
            | "asm"
            | "__asm__"
            | "typeof"
            | "__typeof__"
            | "__attribute__"
            | "__extension__"
    )
}

/// Rewrites gcc's labels as values into calls lang-c parses, if the parser
/// stopped at one (`offset`): every `goto *e;` becomes
/// `__cmix_computed_goto(e);`, every `&&label` in a place where a binary
/// `&&` cannot be (after an operator, `(`, `,`, `=`, `{`, `return`), and
/// the one at `offset`, becomes `__cmix_label_address(label)`.
fn rewrite_label_values(text: &str, offset: usize) -> Option<String> {
    let after = text.get(offset..)?;
    let at_goto = after.starts_with('*') && text.get(..offset)?.trim_end().ends_with("goto");
    let at_label_address = after.starts_with("&&") && label_after(text, offset + 2).is_some();
    if !at_goto && !at_label_address {
        return None;
    }
    // (start, end, replacement) of each edit, in order.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let bytes = text.as_bytes();
    let (mut i, mut line_start) = (0usize, true);
    let mut prev: Option<(usize, usize)> = None;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'#' && line_start {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        line_start = b == b'\n' || (line_start && b.is_ascii_whitespace());
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if b == b'"' || b == b'\'' {
            i = literal_end(bytes, i);
        } else if b.is_ascii_alphanumeric() || b == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            if &text[start..i] == "goto" {
                let star = skip_space(bytes, i);
                if bytes.get(star) == Some(&b'*')
                    && let Some(semi) = statement_end(bytes, star + 1)
                {
                    edits.push((start, star + 1, format!("{COMPUTED_GOTO}(")));
                    edits.push((semi, semi, ")".to_string()));
                }
            }
        } else if text[i..].starts_with("&&") {
            i += 2;
            let unary = start == offset || prev.is_none_or(|(s, e)| unary_context(&text[s..e]));
            if unary && let Some((ls, le)) = label_after(text, i) {
                edits.push((start, le, format!("{LABEL_ADDRESS}({})", &text[ls..le])));
                i = le;
            }
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
        prev = Some((start, i));
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|e| (e.0, e.1));
    let mut out = String::with_capacity(text.len() + edits.len() * 24);
    let mut at = 0;
    for (start, end, replacement) in edits {
        if start < at {
            continue;
        }
        out.push_str(&text[at..start]);
        out.push_str(&replacement);
        at = end;
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// The label name after `&&` at `from` (spaces allowed between).
fn label_after(text: &str, from: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let start = skip_space(bytes, from);
    let mut end = start;
    while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
        end += 1;
    }
    let word = &text[start..end];
    (!word.is_empty() && !word.as_bytes()[0].is_ascii_digit() && !is_keyword(word))
        .then_some((start, end))
}

/// Whether a `&&` after this token is the unary label-address operator.
fn unary_context(token: &str) -> bool {
    match token {
        ")" | "]" | "}" => false,
        "return" | "case" => true,
        _ => !token
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'"' || b == b'\''),
    }
}

/// The call lowering reads for gcc's `__builtin_types_compatible_p(T1,
/// T2)`, whose operands are type names (which lang-c does not take as
/// arguments): `__cmix_types_compatible_p((__typeof__(T1) *)0,
/// (__typeof__(T2) *)0)`.
pub const TYPES_COMPATIBLE: &str = "__cmix_types_compatible_p";

fn rewrite_types_compatible(text: &str) -> Option<String> {
    const NAME: &str = "__builtin_types_compatible_p";
    if !text.contains(NAME) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 64);
    let mut copied = 0;
    let mut i = 0;
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            i = literal_end(bytes, i);
            continue;
        }
        let at_name = text[i..].starts_with(NAME)
            && (i == 0 || !is_word(bytes[i - 1]))
            && !bytes.get(i + NAME.len()).is_some_and(|&c| is_word(c));
        if !at_name {
            i += 1;
            continue;
        }
        let open = skip_space(bytes, i + NAME.len());
        if bytes.get(open) != Some(&b'(') {
            i += NAME.len();
            continue;
        }
        // The two type names: split at the top-level comma.
        let mut depth = 0usize;
        let mut comma = None;
        let mut j = open;
        let close = loop {
            let Some(&c) = bytes.get(j) else { break None };
            match c {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        break Some(j);
                    }
                }
                b',' if depth == 1 && comma.is_none() => comma = Some(j),
                _ => {}
            }
            j += 1;
        };
        let (Some(close), Some(comma)) = (close, comma) else {
            i += NAME.len();
            continue;
        };
        // `typeof(x)` names its type itself (lang-c misreads a typeof
        // inside a typeof); any other type name goes inside one, so that
        // arrays and functions make a pointer type too.
        // A plain type name (`T`, `const T *`, a typeof) takes the `*`
        // itself; array and function types go inside a typeof (lang-c
        // misreads `typeof(T *)` with a typedef name `T`).
        let pointer_to = |t: &str| {
            let t = t.trim();
            if t.contains(['[', '(']) && !t.starts_with("typeof") && !t.starts_with("__typeof") {
                format!("(__typeof__({t}) *)0")
            } else {
                format!("({t} *)0")
            }
        };
        out.push_str(&text[copied..i]);
        out.push_str(&format!(
            "{TYPES_COMPATIBLE}({}, {})",
            pointer_to(&text[open + 1..comma]),
            pointer_to(&text[comma + 1..close])
        ));
        copied = close + 1;
        i = close + 1;
    }
    if copied == 0 {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

/// C99's digraphs `<:` `:>` `<%` `%>` (6.4.6p3), which the preprocessor
/// leaves to the compiler and lang-c does not read: the punctuators they
/// spell, padded to the same width so that columns stay.
fn rewrite_digraphs(text: &str) -> Option<String> {
    if !["<:", ":>", "<%", "%>"].iter().any(|d| text.contains(d)) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len());
    let mut changed = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            let end = literal_end(bytes, i);
            out.extend_from_slice(&bytes[i..end]);
            i = end;
            continue;
        }
        if b == b'#' && (i == 0 || bytes[i - 1] == b'\n') {
            // A line marker or a pragma: no code.
            while i < bytes.len() && bytes[i] != b'\n' {
                out.push(bytes[i]);
                i += 1;
            }
            continue;
        }
        let spelled = match (b, bytes.get(i + 1)) {
            (b'<', Some(b':')) => Some(b'['),
            (b':', Some(b'>')) => Some(b']'),
            (b'<', Some(b'%')) => Some(b'{'),
            (b'%', Some(b'>')) => Some(b'}'),
            _ => None,
        };
        match spelled {
            Some(p) => {
                out.extend_from_slice(&[p, b' ']);
                changed = true;
                i += 2;
            }
            None => {
                out.push(b);
                i += 1;
            }
        }
    }
    if !changed {
        return None;
    }
    String::from_utf8(out).ok()
}

/// `\u00e9` and `\U0001F600` in string literals and character constants,
/// which lang-c does not read: the character's UTF-8 bytes as octal
/// escapes (what gcc stores, its execution character set being UTF-8; in
/// a narrow character constant, a multi-character one as gcc makes it),
/// or in a wide one its code unit as a hex escape.
fn rewrite_universal_character_names(text: &str) -> Option<String> {
    if !text.contains("\\u") && !text.contains("\\U") {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 16);
    let mut changed = false;
    let mut i = 0;
    let mut copied = 0;
    while i < bytes.len() {
        match bytes[i] {
            quote @ (b'\'' | b'"') => {
                let character = quote == b'\'';
                let end = literal_end(bytes, i);
                let prefix = wide_prefix(&text[..i]);
                let mut j = i + 1;
                while j < end {
                    if bytes[j] != b'\\' {
                        j += 1;
                        continue;
                    }
                    let digits = match bytes.get(j + 1) {
                        Some(b'u') => 4,
                        Some(b'U') => 8,
                        _ => {
                            j += 2;
                            continue;
                        }
                    };
                    let hex = text.get(j + 2..j + 2 + digits);
                    let c = hex
                        .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                        .and_then(char::from_u32);
                    let Some(c) = c else {
                        j += 2;
                        continue;
                    };
                    out.push_str(&text[copied..j]);
                    match prefix {
                        // A wide character constant's one character as a
                        // hex escape.
                        Some(_) if character => out.push_str(&format!("\\x{:x}", c as u32)),
                        // A wide literal's code unit as a hex escape that
                        // ends its piece (a hex escape takes every hex
                        // digit after it); the literal goes on in another.
                        Some(p) => {
                            let mut utf16 = [0u16; 2];
                            let units: Vec<u32> = if p == "u" {
                                c.encode_utf16(&mut utf16)
                                    .iter()
                                    .map(|&u| u as u32)
                                    .collect()
                            } else {
                                vec![c as u32]
                            };
                            for u in units {
                                out.push_str(&format!("\\x{u:x}\" {p}\""));
                            }
                        }
                        None => {
                            let mut utf8 = [0u8; 4];
                            for b in c.encode_utf8(&mut utf8).bytes() {
                                out.push_str(&format!("\\{b:03o}"));
                            }
                        }
                    }
                    j += 2 + digits;
                    copied = j;
                    changed = true;
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    if !changed {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

/// The prefix of a wide string literal (`L`, `u`, `U`) whose quote
/// follows `before`; `None` for a narrow one (`u8` included).
fn wide_prefix(before: &str) -> Option<&'static str> {
    let prefix = ["L", "u", "U"].into_iter().find(|p| before.ends_with(p))?;
    let rest = &before[..before.len() - 1];
    let word = rest
        .bytes()
        .next_back()
        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
    (!word).then_some(prefix)
}

/// `struct __attribute__((packed)) S { ... }`: lang-c takes attributes
/// only after the body, so those written before the tag are moved there
/// (blanked where they were, so the body's spans stay).
fn move_leading_struct_attributes(text: &str) -> Option<String> {
    if !text.contains("__attribute") {
        return None;
    }
    let bytes = text.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = bytes.to_vec();
    // (where to insert, what) in the original offsets, applied at the end.
    let mut inserts: Vec<(usize, Vec<u8>)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            i = literal_end(bytes, i);
            continue;
        }
        if !is_word(b) || (i > 0 && is_word(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_word(bytes[i]) {
            i += 1;
        }
        if !matches!(&text[start..i], "struct" | "union") {
            continue;
        }
        // The attributes right after the keyword.
        let mut j = skip_space(bytes, i);
        let attrs_start = j;
        let mut attrs_end = j;
        loop {
            let word_end = {
                let mut k = j;
                while k < bytes.len() && is_word(bytes[k]) {
                    k += 1;
                }
                k
            };
            if !matches!(&text[j..word_end], "__attribute__" | "__attribute") {
                break;
            }
            let Some(end) = balanced_parens(bytes, skip_space(bytes, word_end)) else {
                break;
            };
            attrs_end = end;
            j = skip_space(bytes, end);
        }
        if attrs_end == attrs_start {
            continue;
        }
        // An optional tag, then the body.
        let mut k = j;
        while k < bytes.len() && is_word(bytes[k]) {
            k += 1;
        }
        let brace = skip_space(bytes, k);
        if bytes.get(brace) != Some(&b'{') {
            continue;
        }
        let Some(close) = balanced(bytes, brace, b'{', b'}') else {
            continue;
        };
        let attrs = bytes[attrs_start..attrs_end].to_vec();
        out[attrs_start..attrs_end].fill(b' ');
        let mut insert = vec![b' '];
        insert.extend(attrs);
        inserts.push((close, insert));
        i = brace + 1;
    }
    if inserts.is_empty() {
        return None;
    }
    // From the last, so earlier offsets stay right.
    inserts.sort_by_key(|(at, _)| std::cmp::Reverse(*at));
    for (at, insert) in inserts {
        out.splice(at..at, insert);
    }
    String::from_utf8(out).ok()
}

/// The offset just past the `)` matching the `(` at `i`.
fn balanced_parens(bytes: &[u8], i: usize) -> Option<usize> {
    balanced(bytes, i, b'(', b')')
}

/// The offset just past the `close` matching the `open` at `i`, skipping
/// literals.
fn balanced(bytes: &[u8], i: usize, open: u8, close: u8) -> Option<usize> {
    if bytes.get(i) != Some(&open) {
        return None;
    }
    let mut depth = 0usize;
    let mut j = i;
    while j < bytes.len() {
        let b = bytes[j];
        if b == b'"' || b == b'\'' {
            j = literal_end(bytes, j);
            continue;
        }
        if b == open {
            depth += 1;
        } else if b == close {
            depth -= 1;
            if depth == 0 {
                return Some(j + 1);
            }
        }
        j += 1;
    }
    None
}

/// Where the parser stopped at `:` right after `?` (gcc's `a ?: b`) or at
/// `}` right after `{` in an expression (`= {}`, `(struct s){}`): the
/// offset and text to insert there.
fn gnu_operand_repair(text: &str, offset: usize) -> Option<(usize, &'static str)> {
    let at = text.get(offset..)?;
    let before = text.get(..offset)?.trim_end();
    if at.starts_with(':') && before.ends_with('?') {
        return Some((offset, " __cmix_condition_value "));
    }
    if at.starts_with('}') && before.ends_with('{') {
        return Some((offset, EMPTY_INITIALIZER));
    }
    // gcc's nested function `int g(int x) { ... }` inside a body: a
    // declaration, then its body as a labeled statement the lowering
    // reads back as the definition.
    if at.starts_with('{') && before.ends_with(')') && brace_depth_at(text, offset) > 0 {
        return Some((offset, NESTED_FUNCTION_REPAIR));
    }
    None
}

/// What `gnu_operand_repair` inserts before a nested function's body.
const NESTED_FUNCTION_REPAIR: &str = ";__cmix_nested_function:";

/// GNU syntax with no meaning for cmix that lang-c misreads or rejects,
/// blanked out (spaces of the same length, so spans stay) outside
/// literals:
/// - `__extension__` only silences pedantic warnings, but lang-c reads
///   `__extension__ (T)(p)` as a call of `T`;
/// - statement attributes (`__attribute__((fallthrough));`, an empty
///   statement once blanked) and label attributes (`done:
///   __attribute__((unused));`) only inform warnings.
fn blank_gnu_noise(text: &str) -> Option<String> {
    if !text.contains("__extension__") && !text.contains("__attribute") {
        return None;
    }
    let mut bytes = text.as_bytes().to_vec();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut last_token: u8 = b';';
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            i = literal_end(&bytes, i);
            last_token = b'"';
            continue;
        }
        if !is_word(b) {
            if !b.is_ascii_whitespace() {
                last_token = b;
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_word(bytes[i]) {
            i += 1;
        }
        let word = &bytes[start..i];
        if word == b"__extension__" {
            bytes[start..i].fill(b' ');
            continue;
        }
        if (word == b"__attribute__" || word == b"__attribute")
            && let Some((end, name)) = attribute_end(&bytes, i)
        {
            let statement = matches!(name.as_str(), "fallthrough" | "__fallthrough__");
            let label = last_token == b':'
                && matches!(
                    name.as_str(),
                    "unused" | "__unused__" | "hot" | "__hot__" | "cold" | "__cold__"
                );
            if statement || label {
                bytes[start..end].fill(b' ');
                i = end;
                continue;
            }
        }
        last_token = b'a';
    }
    // Only ASCII bytes were replaced by ASCII spaces.
    String::from_utf8(bytes).ok()
}

/// For `__attribute__` ending just before `i`: the end of a one-word
/// attribute list `((name))` that follows, and the name.
fn attribute_end(bytes: &[u8], i: usize) -> Option<(usize, String)> {
    let mut j = skip_space(bytes, i);
    for _ in 0..2 {
        if bytes.get(j) != Some(&b'(') {
            return None;
        }
        j = skip_space(bytes, j + 1);
    }
    let name_start = j;
    while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
        j += 1;
    }
    let name = String::from_utf8(bytes[name_start..j].to_vec()).ok()?;
    for _ in 0..2 {
        j = skip_space(bytes, j);
        if bytes.get(j) != Some(&b')') {
            return None;
        }
        j += 1;
    }
    Some((j, name))
}

/// `skip_space`, past line markers too (`# 3 "file.c" 3 4` lines).
fn skip_space_and_markers(bytes: &[u8], mut i: usize) -> usize {
    loop {
        i = skip_space(bytes, i);
        let line_start = i == 0 || bytes[i - 1] == b'\n';
        if i < bytes.len() && bytes[i] == b'#' && line_start {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else {
            return i;
        }
    }
}

fn skip_space(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// A byte of an identifier.
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The whole words of `text` outside string and character literals, as
/// (start, end) offsets, for which `wanted` holds.
fn words(text: &str, wanted: impl Fn(&str) -> bool) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'"' || b == b'\'' {
            // A literal's prefix (`L'x'`, `u8"..."`) was skipped as a word.
            i = literal_end(bytes, i);
            continue;
        }
        if b == b'#' && (i == 0 || bytes[i - 1] == b'\n') {
            // A line marker: its file name is no code.
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if is_word(b) {
            let start = i;
            while i < bytes.len() && is_word(bytes[i]) {
                i += 1;
            }
            if !bytes[start].is_ascii_digit() && wanted(&text[start..i]) {
                out.push((start, i));
            }
            continue;
        }
        i += 1;
    }
    out
}

/// The index just past the string or character literal starting at `i`.
fn literal_end(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() && bytes[j] != quote && bytes[j] != b'\n' {
        if bytes[j] == b'\\' {
            j += 1;
        }
        j += 1;
    }
    (j + 1).min(bytes.len())
}

/// The `;` ending the statement that continues at `i` (outside nested
/// parentheses, brackets, braces and literals).
fn statement_end(bytes: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = literal_end(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.checked_sub(1)?,
            b';' if depth == 0 => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// GNU syntax lang-c cannot parse, recognized at the point it stopped, so
/// that the user hears "not supported" rather than "syntax error".
/// `_Alignas(N)` or `_Alignas(TYPE)` where the parser stopped: the end of
/// it and the `aligned` attribute that says the same. A type is told from
/// an expression by its first word (a type keyword, `struct`, `union`,
/// `enum`); an argument that is neither a number nor such a type is left
/// to the syntax error.
/// (`<stdalign.h>`'s `alignas` comes from a system header: line markers
/// surround the `_Alignas` it expands to.)
fn member_alignas(text: &str, offset: usize) -> Option<(usize, String)> {
    let start = skip_space_and_markers(text.as_bytes(), offset);
    text.get(start..)?.strip_prefix("_Alignas")?;
    let open = skip_space_and_markers(text.as_bytes(), start + "_Alignas".len());
    if !text.get(open..)?.starts_with('(') {
        return None;
    }
    let mut depth = 0usize;
    let mut close = None;
    for (i, c) in text.get(open..)?.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(open + i);
                    break;
                }
            }
            _ => {}
        }
    }
    let close = close?;
    let argument = text.get(open + 1..close)?.trim();
    let first_word: String = argument
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    const TYPE_WORDS: &[&str] = &[
        "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "void",
        "struct", "union", "enum", "const", "volatile",
    ];
    let alignment = if argument.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        argument.to_string()
    } else if TYPE_WORDS.contains(&first_word.as_str()) {
        format!("__alignof__({argument})")
    } else {
        return None;
    };
    // What lies between (blanks, line markers) stays, so that lines
    // keep their numbers.
    let between = |from: usize, to: usize| text.get(from..to).unwrap_or("").to_string();
    Some((
        close + 1,
        format!(
            "{}__attribute__((aligned({alignment}))){}",
            between(offset, start),
            between(start + "_Alignas".len(), open)
        ),
    ))
}

fn known_unsupported_syntax(text: &str, offset: usize) -> Option<&'static str> {
    let (before, after) = (text.get(..offset)?, text.get(offset..)?);
    let before = before.trim_end();
    if ["asm", "__asm__", "__asm"].iter().any(|k| {
        after.starts_with(k)
            && !after[k.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
    }) {
        return Some("inline assembly");
    }
    if after.starts_with('{') && before.ends_with(')') {
        return Some("nested functions here");
    }
    None
}

/// Rejects input nested deeper than `MAX_NESTING` before lang-c sees it.
fn check_nesting(text: &str, unit: u32) -> Result<(), Diag> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'#' if line_start => {
                // A line marker or leftover directive: skip to end of line.
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b && bytes[i] != b'\n' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    let lo = i as u32;
                    return Err(Diag::error(
                        format!("nesting deeper than {MAX_NESTING} levels"),
                        Span { unit, lo, hi: lo + 1 },
                    )
                    .with_label("too deep")
                    .with_note("cmix limits the nesting of parentheses, brackets and braces; split the expression or block"));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        line_start = b == b'\n' || (line_start && (b == b' ' || b == b'\t'));
        i += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{rewrite_label_values, undeclared_type_hint};

    #[test]
    fn names_used_as_types_get_a_hint() {
        let at = |text: &str, marker: &str| {
            let offset = text.find(marker).expect("marker");
            undeclared_type_hint(text, offset)
        };
        let cast = "long *p = img + (ptrdiff_t)rr * cols;";
        assert!(
            at(cast, "rr").is_some_and(|h| h.contains("<stddef.h>")),
            "{cast}"
        );
        let declaration = "int f(void) { size_t n = 0; return n; }";
        assert!(at(declaration, "n =").is_some_and(|h| h.contains("`size_t`")));
        let unknown = "int f(int x) { return (mytype)x; }";
        assert!(at(unknown, "x; }").is_some_and(|h| h.contains("`mytype`")));
        // A call's argument is no cast.
        assert_eq!(at("int f(int x) { g(x) y; }", "y;"), None);
        assert_eq!(at("int f(int x) { return 1 2; }", "2;"), None);
        // Text that is not ASCII before the error.
        assert_eq!(at("char *s = \"\u{e9}\u{e9}\" \u{e9}x;", "x;"), None);
        assert_eq!(at("\u{e9}(size_t)x", "x"), at("(size_t)x", "x"));
    }

    #[test]
    fn label_values_become_calls_and_logical_and_stays() {
        let text = "void f(int a, int b) { static void *t[] = {&&x, && y}; void *p = &&x;\n\
                    if (a && b) goto *t[a && b]; x: p = (void *)&&y; goto *p; y: ; char *s = \"&&x\"; }";
        let at = text.find("&& y").unwrap_or(0);
        let out = rewrite_label_values(text, at).unwrap_or_default();
        assert!(
            out.contains("{__cmix_label_address(x), __cmix_label_address(y)}"),
            "{out}"
        );
        assert!(out.contains("void *p = __cmix_label_address(x);"), "{out}");
        assert!(
            out.contains("if (a && b) __cmix_computed_goto(t[a && b]);"),
            "{out}"
        );
        assert!(out.contains("__cmix_computed_goto(p);"), "{out}");
        // After a cast's parenthesis only the parser can tell: left for the
        // repair at the point the parser stops.
        assert!(out.contains("(void *)&&y"), "{out}");
        assert!(out.contains("\"&&x\""), "{out}");
        let cast = out.find("&&y").unwrap_or(0);
        let again = rewrite_label_values(&out, cast).unwrap_or_default();
        assert!(again.contains("(void *)__cmix_label_address(y)"), "{again}");
    }

    #[test]
    fn alignof_of_an_expression_is_found_where_the_parser_stops() {
        let text = "int a = __alignof__ ( *p) + _Alignof(x);";
        let star = text.find('*').unwrap_or(0);
        assert_eq!(super::alignof_keyword_before(text, star), Some((8, 19)));
        let x = text.rfind('x').unwrap_or(0);
        assert_eq!(super::alignof_keyword_before(text, x), Some((28, 36)));
        assert_eq!(super::alignof_keyword_before("my__alignof__(", 14), None);
    }

    #[test]
    fn implicit_int_goes_after_leading_attributes() {
        let text = "int a;\n__attribute__((noinline, optimize(\"-O0\"))) __attribute__((cold))\nt(int c) { return c; }";
        let at = text.find("t(int").unwrap_or(0);
        assert_eq!(super::implicit_int_site(text, at), Some(at));
        // Not after a call's parentheses.
        let call = "int f(void) { g(1)\nt(2); }";
        let at = call.find("t(2").unwrap_or(0);
        assert_eq!(super::implicit_int_site(call, at), None);
    }

    #[test]
    fn types_compatible_operands_become_typed_null_pointers() {
        let text = "int k = __builtin_types_compatible_p(int (*)(char, long), long) + 1;";
        let out = super::rewrite_types_compatible(text).unwrap_or_default();
        assert_eq!(
            out,
            "int k = __cmix_types_compatible_p((__typeof__(int (*)(char, long)) *)0, (long *)0) + 1;"
        );
        assert_eq!(super::rewrite_types_compatible("int x;"), None);
    }

    #[test]
    fn universal_character_names_become_utf8_octal_escapes() {
        let text = r#"char *s = "caf\u00e9 \U0001F600 \\u0041"; char c = '\u0041';"#;
        let out = super::rewrite_universal_character_names(text).unwrap_or_default();
        assert_eq!(
            out,
            r#"char *s = "caf\303\251 \360\237\230\200 \\u0041"; char c = '\101';"#
        );
        // Character constants: a narrow one's UTF-8 bytes (a
        // multi-character constant), a wide one's code point.
        let chars = r#"'\u00e9' L'\u00e9' U'\U0001F600'"#;
        let out = super::rewrite_universal_character_names(chars).unwrap_or_default();
        assert_eq!(out, r#"'\303\251' L'\xe9' U'\x1f600'"#);
        // In wide literals, code units that end their piece.
        let wide = r#"L"\u00e9a" u"\U0001F600" U"\U0001F600" u8"\u00e9""#;
        let out = super::rewrite_universal_character_names(wide).unwrap_or_default();
        assert_eq!(
            out,
            r#"L"\xe9" L"a" u"\xd83d" u"\xde00" u"" U"\x1f600" U"" u8"\303\251""#
        );
    }

    #[test]
    fn leading_struct_attributes_move_after_the_body() {
        let text =
            "struct __attribute__((packed)) __attribute__((aligned(4))) s { char c; int i; } v;";
        let moved = super::move_leading_struct_attributes(text).unwrap_or_default();
        assert!(moved.starts_with("struct "));
        assert!(moved.contains(
            "s { char c; int i; } __attribute__((packed)) __attribute__((aligned(4))) v;"
        ));
        // No body: left alone.
        assert_eq!(
            super::move_leading_struct_attributes("struct __attribute__((packed)) s *p;"),
            None
        );
    }

    #[test]
    fn omitted_middle_operands_and_empty_initializers_are_repaired() {
        let text = "int x = a ?: b; struct s v = {};";
        let colon = text.find(':').unwrap_or(0);
        assert_eq!(
            super::gnu_operand_repair(text, colon),
            Some((colon, " __cmix_condition_value "))
        );
        let brace = text.rfind('}').unwrap_or(0);
        assert_eq!(
            super::gnu_operand_repair(text, brace),
            Some((brace, super::EMPTY_INITIALIZER))
        );
        assert_eq!(super::gnu_operand_repair(text, 4), None);
    }

    #[test]
    fn extension_keywords_are_blanked_outside_literals() {
        let text = "int x = __extension__ (T)(p); char *s = \"__extension__\"; int a__extension__;";
        let blanked = super::blank_gnu_noise(text).unwrap_or_default();
        assert_eq!(blanked.len(), text.len());
        assert_eq!(blanked.matches("__extension__").count(), 2);
        assert!(blanked.starts_with("int x =               (T)(p);"));
    }

    #[test]
    fn statement_and_label_attributes_are_blanked() {
        let text = "case 1: x++; __attribute__ (( fallthrough )); case 2: done: __attribute__((unused)); int y __attribute__((unused));";
        let blanked = super::blank_gnu_noise(text).unwrap_or_default();
        assert_eq!(blanked.len(), text.len());
        assert!(!blanked.contains("fallthrough"));
        // The label's attribute goes; the declaration's stays.
        assert_eq!(blanked.matches("__attribute__((unused))").count(), 1);
        assert!(blanked.ends_with("int y __attribute__((unused));"));
    }

    #[test]
    fn nothing_to_rewrite_where_the_parser_did_not_stop_at_a_label_value() {
        assert!(rewrite_label_values("int f(int a, int b) { return a && b; }", 10).is_none());
    }
}
