//! The VALUE of `--static PARAM=VALUE` (DESIGN.md "Interfaces"): a C
//! initializer, turned into a Core C static initializer for a parameter of
//! a known type, converted the way C initialization converts.
//!
//! Only constants are accepted: integer, floating, character and string
//! literals (optionally signed), brace lists with designators and brace
//! elision, and `@path` for a file's bytes. Literals are decoded by
//! `lower::literal`, so a value means exactly what the same text means in
//! the C program.

use std::collections::BTreeMap;

use lang_c::ast::{
    Float, FloatBase, FloatFormat, FloatSuffix, Integer, IntegerBase, IntegerSize, IntegerSuffix,
};

use crate::core::{Expr, ExprKind, Init};
use crate::lower::literal;
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId, TypeKind, TypeTable};

/// What a `--static` value initializes.
#[derive(Clone, Debug)]
pub enum StaticValue {
    /// The parameter's own value.
    Direct(Init),
    /// For a pointer parameter given a string, a brace list or @file: a fresh
    /// object of type `object_ty` (an array type, complete) holding `init`;
    /// the parameter points to its first element.
    Pointee { object_ty: TypeId, init: Init },
}

/// Parses `text`, the VALUE of `--static PARAM=VALUE`, for a parameter of
/// type `param_ty`. Errors are plain English, ready for a diagnostic.
pub fn parse_static_value(
    text: &str,
    param_ty: TypeId,
    types: &mut TypeTable,
) -> Result<StaticValue, String> {
    let mut cx = Cx { types };
    if let Some(path) = text.trim().strip_prefix('@') {
        return cx.file(path, param_ty);
    }
    let value = Parser::new(text)?.whole()?;
    let name = cx.name(param_ty);
    match cx.types.kind(param_ty).clone() {
        TypeKind::Int(_) | TypeKind::Float(_) => {
            Ok(StaticValue::Direct(cx.scalar(param_ty, &value)?))
        }
        TypeKind::Pointer(target) => cx.pointer(param_ty, target, &value),
        TypeKind::Struct(_) | TypeKind::Array(..) => {
            let (_, init) = cx.aggregate(param_ty, &value)?;
            Ok(StaticValue::Direct(init))
        }
        TypeKind::Void | TypeKind::Function(_) | TypeKind::VaList => Err(format!(
            "a parameter of type `{name}` cannot be given a value"
        )),
    }
}

// ---------------------------------------------------------------------------
// Syntax

/// A constant after its signs are applied, with the text it came from.
#[derive(Clone, Debug)]
struct Const {
    num: Num,
    text: String,
}

#[derive(Clone, Copy, Debug)]
enum Num {
    /// A value of the integer type (the type matters for negation only).
    Int(i128, IntKind),
    /// A value already rounded to the constant's own type.
    Float(f64),
}

#[derive(Clone, Debug)]
enum Value {
    Const(Const),
    /// Adjacent string literals, raw (prefix and quotes included).
    Str(Vec<String>),
    List(Vec<Item>),
}

impl Value {
    /// How the value is quoted in messages.
    fn shown(&self) -> String {
        match self {
            Value::Const(c) => c.text.clone(),
            Value::Str(parts) => {
                let joined = parts.join(" ");
                if joined.chars().count() > 40 {
                    let cut: String = joined.chars().take(37).collect();
                    format!("{cut}...")
                } else {
                    joined
                }
            }
            Value::List(items) if items.is_empty() => "{}".to_string(),
            Value::List(_) => "{".to_string(),
        }
    }
}

#[derive(Clone, Debug)]
struct Item {
    designators: Vec<Designator>,
    value: Value,
}

#[derive(Clone, Debug)]
enum Designator {
    Field(String),
    Index(u64),
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Punct(char),
    Number(String),
    Char(String),
    Str(String),
    Ident(String),
}

impl std::fmt::Display for Tok {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Punct(c) => write!(f, "{c}"),
            Tok::Number(s) | Tok::Char(s) | Tok::Str(s) | Tok::Ident(s) => f.write_str(s),
        }
    }
}

/// Brace nesting allowed in a value: the parser and the walk recurse.
const MAX_DEPTH: usize = 256;

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() || (c == '.' && next.is_some_and(|n| n.is_ascii_digit())) {
            // A preprocessing number (C99 6.4.8): the literal decoder
            // rejects whatever is not a valid constant.
            let start = i;
            i += 1;
            while let Some(&d) = chars.get(i) {
                let after_exponent =
                    matches!(d, '+' | '-') && matches!(chars[i - 1], 'e' | 'E' | 'p' | 'P');
                if d.is_ascii_alphanumeric() || d == '_' || d == '.' || after_exponent {
                    i += 1;
                } else {
                    break;
                }
            }
            toks.push(Tok::Number(chars[start..i].iter().collect()));
        } else if c == '\'' || c == '"' {
            let end = quoted_end(&chars, i, c)?;
            toks.push(quoted_tok(c, chars[i..end].iter().collect()));
            i = end;
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|d| d.is_ascii_alphanumeric() || *d == '_')
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            match chars.get(i) {
                // An encoding prefix: the literal decoder handles it.
                Some(&q @ ('\'' | '"')) if matches!(word.as_str(), "u8" | "u" | "U" | "L") => {
                    let end = quoted_end(&chars, i, q)?;
                    toks.push(quoted_tok(q, chars[start..end].iter().collect()));
                    i = end;
                }
                _ => toks.push(Tok::Ident(word)),
            }
        } else if "{}[],=.+-".contains(c) {
            toks.push(Tok::Punct(c));
            i += 1;
        } else {
            return Err(format!(
                "`{c}` cannot appear in a --static value: only constants, strings and \
                 brace lists are accepted (expressions are not evaluated)"
            ));
        }
    }
    Ok(toks)
}

/// The index just past the closing quote of the literal opening at `open`.
fn quoted_end(chars: &[char], open: usize, quote: char) -> Result<usize, String> {
    let mut i = open + 1;
    while let Some(&c) = chars.get(i) {
        if c == '\\' {
            i += 2;
        } else if c == quote {
            return Ok(i + 1);
        } else {
            i += 1;
        }
    }
    let what = if quote == '"' {
        "string literal"
    } else {
        "character constant"
    };
    let start: String = chars[open..].iter().take(20).collect();
    Err(format!("missing closing {quote} of the {what} `{start}`"))
}

fn quoted_tok(quote: char, raw: String) -> Tok {
    if quote == '"' {
        Tok::Str(raw)
    } else {
        Tok::Char(raw)
    }
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
    depth: usize,
}

impl Parser {
    fn new(text: &str) -> Result<Parser, String> {
        Ok(Parser {
            toks: lex(text)?,
            pos: 0,
            depth: 0,
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let tok = self.toks.get(self.pos).cloned();
        self.pos += tok.is_some() as usize;
        tok
    }

    fn found(&self) -> String {
        match self.peek() {
            Some(t) => format!("`{t}`"),
            None => "the end of the value".to_string(),
        }
    }

    /// The whole text as one value.
    fn whole(mut self) -> Result<Value, String> {
        if self.toks.is_empty() {
            return Err("the value is empty".to_string());
        }
        let value = self.value()?;
        if let Some(t) = self.peek() {
            return Err(format!(
                "unexpected `{t}` after the value `{}` (expressions are not evaluated; \
                 write a single constant)",
                value.shown()
            ));
        }
        Ok(value)
    }

    fn value(&mut self) -> Result<Value, String> {
        match self.peek() {
            Some(Tok::Punct('{')) => self.list(),
            Some(Tok::Str(_)) => {
                let mut parts = Vec::new();
                while let Some(Tok::Str(s)) = self.peek() {
                    parts.push(s.clone());
                    self.pos += 1;
                }
                Ok(Value::Str(parts))
            }
            Some(Tok::Punct('+' | '-') | Tok::Number(_) | Tok::Char(_)) => {
                Ok(Value::Const(self.constant()?))
            }
            Some(Tok::Ident(name)) => Err(format!(
                "`{name}` is not a constant: a --static value cannot use names (macros, \
                 enum constants, variables); write the number"
            )),
            _ => Err(format!("expected a value, found {}", self.found())),
        }
    }

    fn list(&mut self) -> Result<Value, String> {
        self.pos += 1;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(format!("braces are nested deeper than {MAX_DEPTH}"));
        }
        let mut items = Vec::new();
        loop {
            if self.peek() == Some(&Tok::Punct('}')) {
                self.pos += 1;
                break;
            }
            items.push(self.item()?);
            match self.next() {
                Some(Tok::Punct(',')) => {}
                Some(Tok::Punct('}')) => break,
                Some(t) => {
                    return Err(format!(
                        "expected `,` or `}}` after an element, found `{t}`"
                    ));
                }
                None => return Err("missing `}` at the end of the value".to_string()),
            }
        }
        self.depth -= 1;
        Ok(Value::List(items))
    }

    fn item(&mut self) -> Result<Item, String> {
        let mut designators = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Punct('.')) => {
                    self.pos += 1;
                    match self.next() {
                        Some(Tok::Ident(name)) => designators.push(Designator::Field(name)),
                        other => {
                            let found = other
                                .map_or("the end of the value".to_string(), |t| format!("`{t}`"));
                            return Err(format!("expected a field name after `.`, found {found}"));
                        }
                    }
                }
                Some(Tok::Punct('[')) => {
                    self.pos += 1;
                    let index = self.constant()?;
                    let Num::Int(i, _) = index.num else {
                        return Err(format!(
                            "the array index `{}` is not an integer constant",
                            index.text
                        ));
                    };
                    let i = u64::try_from(i)
                        .map_err(|_| format!("the array index `{}` is negative", index.text))?;
                    if self.next() != Some(Tok::Punct(']')) {
                        return Err(format!("missing `]` after `[{}`", index.text));
                    }
                    designators.push(Designator::Index(i));
                }
                _ => break,
            }
        }
        if !designators.is_empty() && self.next() != Some(Tok::Punct('=')) {
            return Err("expected `=` after a designator".to_string());
        }
        let value = self.value()?;
        Ok(Item { designators, value })
    }

    /// A constant with optional `+` and `-` signs.
    fn constant(&mut self) -> Result<Const, String> {
        let mut signs = Vec::new();
        while let Some(Tok::Punct(c @ ('+' | '-'))) = self.peek() {
            signs.push(*c);
            self.pos += 1;
        }
        let (mut num, literal_text) = match self.next() {
            Some(Tok::Number(text)) => (number(&text)?, text),
            Some(Tok::Char(raw)) => {
                let (v, kind) = literal::character(&raw).map_err(|m| format!("`{raw}`: {m}"))?;
                (Num::Int(v, kind), raw)
            }
            other => {
                let found = other.map_or("the end of the value".to_string(), |t| format!("`{t}`"));
                return Err(format!("expected a number, found {found}"));
            }
        };
        // The innermost sign applies first; `-` on an integer computes in
        // the promoted type, as C does (`-1u` is UINT_MAX).
        for sign in signs.iter().rev() {
            num = match num {
                Num::Int(v, kind) => {
                    let kind = kind.promoted();
                    Num::Int(kind.wrap(if *sign == '-' { -v } else { v }), kind)
                }
                Num::Float(f) => Num::Float(if *sign == '-' { -f } else { f }),
            };
        }
        let text = signs.iter().collect::<String>() + &literal_text;
        Ok(Const { num, text })
    }
}

/// Decodes a numeric literal by building the lang-c literal it would be
/// and handing it to `lower::literal`.
fn number(text: &str) -> Result<Num, String> {
    let prefixed = |p: &str| {
        text.get(..2)
            .filter(|s| s.eq_ignore_ascii_case(p))
            .map(|_| &text[2..])
    };
    if let Some(rest) = prefixed("0x") {
        if rest.contains(['.', 'p', 'P']) {
            let end = hex_float_end(rest);
            return float_value(FloatBase::Hexadecimal, &rest[..end], &rest[end..], text);
        }
        return integer_value(
            IntegerBase::Hexadecimal,
            rest,
            |c| c.is_ascii_hexdigit(),
            text,
        );
    }
    if let Some(rest) = prefixed("0b") {
        return integer_value(IntegerBase::Binary, rest, |c| c.is_ascii_digit(), text);
    }
    if text.contains(['.', 'e', 'E']) {
        let end = decimal_float_end(text);
        return float_value(FloatBase::Decimal, &text[..end], &text[end..], text);
    }
    let digits_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    if digits_end > 1 && text.starts_with('0') {
        // lang-c drops the leading 0 of an octal constant.
        return integer_value(IntegerBase::Octal, &text[1..], |c| c.is_ascii_digit(), text);
    }
    integer_value(IntegerBase::Decimal, text, |c| c.is_ascii_digit(), text)
}

fn integer_value(
    base: IntegerBase,
    body: &str,
    is_digit: fn(char) -> bool,
    text: &str,
) -> Result<Num, String> {
    let end = body.find(|c: char| !is_digit(c)).unwrap_or(body.len());
    let (digits, suffix) = body.split_at(end);
    let Some((size, unsigned)) = integer_suffix(suffix) else {
        return Err(format!(
            "`{text}`: invalid suffix \"{suffix}\" on an integer constant"
        ));
    };
    let lit = Integer {
        base,
        number: digits.into(),
        suffix: IntegerSuffix {
            size,
            unsigned,
            imaginary: false,
        },
    };
    let (v, kind) = literal::integer(&lit).map_err(|m| format!("`{text}`: {m}"))?;
    Ok(Num::Int(v, kind))
}

/// `u`, `l`, `ll` in either case and order (but not `lL`).
fn integer_suffix(suffix: &str) -> Option<(IntegerSize, bool)> {
    let (unsigned, size) = if let Some(rest) = suffix.strip_prefix(['u', 'U']) {
        (true, rest)
    } else if let Some(rest) = suffix.strip_suffix(['u', 'U']) {
        (true, rest)
    } else {
        (false, suffix)
    };
    let size = match size {
        "" => IntegerSize::Int,
        "l" | "L" => IntegerSize::Long,
        "ll" | "LL" => IntegerSize::LongLong,
        _ => return None,
    };
    Some((size, unsigned))
}

/// Where the suffix of a hexadecimal floating constant (after `0x`) starts.
fn hex_float_end(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut i = 0;
    while i < bytes.len() && (bytes[i].is_ascii_hexdigit() || bytes[i] == b'.') {
        i += 1;
    }
    exponent_end(bytes, i, b'p')
}

/// Where the suffix of a decimal floating constant starts.
fn decimal_float_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
        i += 1;
    }
    exponent_end(bytes, i, b'e')
}

/// Past an exponent `marker[+-]digits` at `i`, if there is one.
fn exponent_end(bytes: &[u8], mut i: usize, marker: u8) -> usize {
    if bytes
        .get(i)
        .is_some_and(|b| b.to_ascii_lowercase() == marker)
    {
        i += 1;
        if matches!(bytes.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        while bytes.get(i).is_some_and(|b| b.is_ascii_digit()) {
            i += 1;
        }
    }
    i
}

fn float_value(base: FloatBase, number: &str, suffix: &str, text: &str) -> Result<Num, String> {
    let format = match suffix {
        "" => FloatFormat::Double,
        "f" | "F" => FloatFormat::Float,
        "l" | "L" => {
            // Its value would be rounded twice (to long double, then to the
            // parameter's type), which we cannot reproduce exactly.
            return Err(format!(
                "`{text}`: long double constants are not supported; drop the `{suffix}`"
            ));
        }
        _ => {
            return Err(format!(
                "`{text}`: invalid suffix \"{suffix}\" on a floating constant"
            ));
        }
    };
    let lit = Float {
        base,
        number: number.into(),
        suffix: FloatSuffix {
            format,
            imaginary: false,
        },
    };
    let value = literal::float(&lit).map_err(|m| format!("`{text}`: {m}"))?;
    Ok(Num::Float(value.value))
}

// ---------------------------------------------------------------------------
// Typing

#[derive(Clone, Copy, Debug)]
enum Step {
    Index(u64),
    Field(usize),
}

impl Step {
    fn position(self) -> u64 {
        match self {
            Step::Index(i) => i,
            Step::Field(f) => f as u64,
        }
    }
}

/// Initialized leaves: a path into the object and the value there.
type Leaves = Vec<(Vec<Step>, Init)>;

struct Cursor<'v> {
    items: &'v [Item],
    pos: usize,
}

struct Cx<'t> {
    types: &'t mut TypeTable,
}

impl Cx<'_> {
    fn name(&self, ty: TypeId) -> String {
        self.types.type_name(ty)
    }

    fn is_char(&self, ty: TypeId) -> bool {
        matches!(
            self.types.kind(ty),
            TypeKind::Int(IntKind::Char | IntKind::SChar | IntKind::UChar)
        )
    }

    fn file(&mut self, path: &str, ty: TypeId) -> Result<StaticValue, String> {
        let name = self.name(ty);
        let Some(target) = self.types.pointee(ty) else {
            return Err(format!(
                "`@{path}` gives a file's bytes, for a pointer parameter such as `char *`; \
                 this parameter is `{name}`"
            ));
        };
        if !self.is_char(target) {
            return Err(format!(
                "`@{path}` gives a file's bytes, for a pointer to a character type; \
                 this parameter is `{name}`"
            ));
        }
        if path.is_empty() {
            return Err("expected a file name after `@`".to_string());
        }
        let mut bytes = std::fs::read(path).map_err(|e| {
            let message = e.to_string();
            // "No such file or directory (os error 2)": the number helps nobody.
            let message = match message.find(" (os error") {
                Some(at) => &message[..at],
                None => &message,
            };
            format!("cannot read @{path}: {message}")
        })?;
        bytes.push(0);
        let object_ty = self.types.array_of(target, Some(bytes.len() as u64));
        Ok(StaticValue::Pointee {
            object_ty,
            init: Init::Bytes(bytes),
        })
    }

    /// A pointer parameter: a fresh object for strings and brace lists,
    /// else the null pointer.
    fn pointer(
        &mut self,
        ty: TypeId,
        target: TypeId,
        value: &Value,
    ) -> Result<StaticValue, String> {
        let name = self.name(ty);
        match value {
            Value::Const(c) => match c.num {
                Num::Int(0, _) => Ok(StaticValue::Direct(Init::Scalar(self.null(ty)))),
                _ => Err(format!(
                    "expected a string, a brace list, @file or 0 for `{name}`, found `{}`",
                    c.text
                )),
            },
            Value::Str(parts) => {
                if !self.is_char(target) {
                    return Err(format!(
                        "a string can initialize only a pointer to a character type, \
                         not `{name}`"
                    ));
                }
                let bytes = string_bytes(parts)?;
                let object_ty = self.types.array_of(target, Some(bytes.len() as u64));
                Ok(StaticValue::Pointee {
                    object_ty,
                    init: Init::Bytes(bytes),
                })
            }
            Value::List(_) => {
                let complete = !matches!(
                    self.types.kind(target),
                    TypeKind::Void | TypeKind::Function(_) | TypeKind::Array(_, None)
                ) && self.types.is_complete(target);
                if !complete {
                    return Err(format!(
                        "`{name}` cannot point to a brace list: `{}` is not a complete \
                         object type",
                        self.name(target)
                    ));
                }
                let open = self.types.array_of(target, None);
                let (count, init) = self.aggregate(open, value)?;
                if count == 0 {
                    return Err(format!(
                        "the brace list for `{name}` is empty: the object it points to \
                         needs at least one element"
                    ));
                }
                let object_ty = self.types.array_of(target, Some(count));
                // gcc's limit on an object's size: PTRDIFF_MAX.
                let size = self.types.size_of(object_ty);
                if size.is_none_or(|size| size > i64::MAX as u64) {
                    return Err(format!(
                        "an array of {count} `{}` is too large",
                        self.name(target)
                    ));
                }
                Ok(StaticValue::Pointee { object_ty, init })
            }
        }
    }

    fn null(&mut self, ty: TypeId) -> Expr {
        let int = self.types.int(IntKind::Int);
        let ty = self.types.unqualified(ty);
        let zero = Expr::new(ExprKind::IntConst(0), int, Span::DUMMY);
        Expr::new(ExprKind::Cast(Box::new(zero)), ty, Span::DUMMY)
    }

    /// A scalar (arithmetic or pointer) object, possibly given in braces.
    fn scalar(&mut self, ty: TypeId, value: &Value) -> Result<Init, String> {
        let name = self.name(ty);
        let expected = match self.types.kind(ty) {
            TypeKind::Int(_) => "an integer constant",
            TypeKind::Float(_) => "a floating constant",
            _ => "0 (the null pointer)",
        };
        match value {
            Value::Const(c) => Ok(Init::Scalar(self.convert(c, ty)?)),
            Value::List(items) => match items.as_slice() {
                [item] if item.designators.is_empty() => self.scalar(ty, &item.value),
                [] => Err(format!("expected {expected} for `{name}`, found `{{}}`")),
                [item] => Err(format!(
                    "a designator cannot select inside `{name}`, which is not an aggregate \
                     (the value in braces is `{}`)",
                    item.value.shown()
                )),
                _ => Err(format!(
                    "expected {expected} for `{name}`, found `{{` with {} values",
                    items.len()
                )),
            },
            Value::Str(_) if self.types.is_pointer(ty) => Err(format!(
                "a string for `{name}` inside a brace list is not supported: only the \
                 parameter itself can point to a fresh string"
            )),
            Value::Str(_) => Err(format!(
                "expected {expected} for `{name}`, found `{}`",
                value.shown()
            )),
        }
    }

    /// Converts a constant to the scalar type `ty` as C initialization does.
    fn convert(&mut self, c: &Const, ty: TypeId) -> Result<Expr, String> {
        let name = self.name(ty);
        let unqualified = self.types.unqualified(ty);
        let out_of_range = || format!("`{}` is out of range for `{name}`", c.text);
        let kind = match self.types.kind(ty).clone() {
            TypeKind::Int(k) => {
                let v = match c.num {
                    Num::Int(v, _) => k.wrap(v),
                    Num::Float(f) if k == IntKind::Bool => (f != 0.0) as i128,
                    Num::Float(f) => {
                        let t = f.trunc();
                        let (lo, hi) = k.range();
                        // `hi + 1` is a power of two, exact as f64 where `hi`
                        // itself may round up. NaN fails both tests.
                        if !(t >= lo as f64 && t < (hi + 1) as f64) {
                            return Err(out_of_range());
                        }
                        t as i128
                    }
                };
                ExprKind::IntConst(v)
            }
            TypeKind::Float(FloatKind::LongDouble) => {
                return Err(format!(
                    "`{name}` values are not supported (cmix cannot represent them exactly)"
                ));
            }
            TypeKind::Float(k) => {
                let (exact, finite) = match c.num {
                    Num::Int(v, _) => (v as f64, true),
                    Num::Float(f) => (f, f.is_finite()),
                };
                let v = match (k, c.num) {
                    // i128 to f32 directly: one rounding, as C converts.
                    (FloatKind::Float, Num::Int(v, _)) => v as f32 as f64,
                    (FloatKind::Float, Num::Float(f)) => f as f32 as f64,
                    _ => exact,
                };
                if finite && !v.is_finite() {
                    return Err(out_of_range());
                }
                ExprKind::FloatConst(v, None)
            }
            TypeKind::Pointer(_) => match c.num {
                Num::Int(0, _) => return Ok(self.null(ty)),
                _ => {
                    return Err(format!(
                        "expected 0 (the null pointer) for `{name}`, found `{}`",
                        c.text
                    ));
                }
            },
            _ => return Err(format!("`{name}` cannot be initialized with `{}`", c.text)),
        };
        Ok(Expr::new(kind, unqualified, Span::DUMMY))
    }

    /// The string literal that initializes the char array `ty`, bare or
    /// alone in braces (C99 6.7.8p14).
    fn string_for<'v>(&self, ty: TypeId, value: &'v Value) -> Option<&'v [String]> {
        let TypeKind::Array(elem, _) = self.types.kind(ty) else {
            return None;
        };
        if !self.is_char(*elem) {
            return None;
        }
        match value {
            Value::Str(parts) => Some(parts),
            Value::List(items) => match items.as_slice() {
                [
                    Item {
                        designators,
                        value: Value::Str(parts),
                    },
                ] if designators.is_empty() => Some(parts),
                _ => None,
            },
            Value::Const(_) => None,
        }
    }

    /// The bytes a string stores into the char array `ty`: the NUL is
    /// dropped when the array has room for the characters only.
    fn array_bytes(&self, ty: TypeId, parts: &[String]) -> Result<Vec<u8>, String> {
        let mut bytes = string_bytes(parts)?;
        if let TypeKind::Array(_, Some(len)) = *self.types.kind(ty) {
            if bytes.len() as u64 > len + 1 {
                return Err(format!(
                    "the string {} ({} characters) is too long for `{}`",
                    Value::Str(parts.to_vec()).shown(),
                    bytes.len() - 1,
                    self.name(ty)
                ));
            }
            bytes.truncate(len as usize);
        }
        Ok(bytes)
    }

    /// An array or struct object; returns the number of array elements the
    /// value covers (to complete `T[]`) and the initializer.
    fn aggregate(&mut self, ty: TypeId, value: &Value) -> Result<(u64, Init), String> {
        if let Some(parts) = self.string_for(ty, value) {
            let bytes = self.array_bytes(ty, parts)?;
            return Ok((bytes.len() as u64, Init::Bytes(bytes)));
        }
        let Value::List(items) = value else {
            return Err(format!(
                "expected a brace list for `{}`, found `{}`",
                self.name(ty),
                value.shown()
            ));
        };
        let mut leaves = Leaves::new();
        let count = self.braced(ty, items, &[], &mut leaves)?;
        let mut tree = None;
        for (path, init) in leaves {
            insert(&mut tree, &path, init);
        }
        let init = match tree {
            Some(tree) => into_init(tree),
            None => self.empty(ty),
        };
        Ok((count, init))
    }

    fn empty(&self, ty: TypeId) -> Init {
        match self.types.kind(ty) {
            TypeKind::Struct(_) => Init::Struct(Vec::new()),
            _ => Init::Array(Vec::new()),
        }
    }

    /// A brace list for the aggregate `ty` at `path`; returns the number of
    /// elements (or fields) it covers.
    fn braced(
        &mut self,
        ty: TypeId,
        items: &[Item],
        path: &[Step],
        leaves: &mut Leaves,
    ) -> Result<u64, String> {
        let mut cur = Cursor { items, pos: 0 };
        let mut next: u64 = 0;
        let mut max: u64 = 0;
        while let Some(item) = items.get(cur.pos) {
            let (mut sub_ty, step) = match item.designators.first() {
                Some(d) => self.designate(ty, d)?,
                None => self.positional(ty, next)?,
            };
            let mut sub_path = path.to_vec();
            sub_path.push(step);
            for d in item.designators.iter().skip(1) {
                let (t, s) = self.designate(sub_ty, d)?;
                sub_ty = t;
                sub_path.push(s);
            }
            let before = cur.pos;
            self.sub_object(sub_ty, sub_path, &mut cur, leaves)?;
            if cur.pos == before {
                // Only an aggregate without elements consumes nothing.
                return Err(format!(
                    "`{}` cannot initialize `{}`, which has no elements",
                    item.value.shown(),
                    self.name(sub_ty)
                ));
            }
            if item.designators.len() > 1
                && items.get(cur.pos).is_some_and(|i| i.designators.is_empty())
            {
                // C continues inside the innermost designated aggregate;
                // rare enough to refuse rather than get wrong.
                return Err(
                    "a value without a designator after a nested designator (such as \
                     `.a.x = 1, 2`) is not supported; designate it too"
                        .to_string(),
                );
            }
            next = step
                .position()
                .checked_add(1)
                .ok_or_else(|| "an array index in the value is too large".to_string())?;
            max = max.max(next);
        }
        Ok(max)
    }

    /// The subobject a designator selects.
    fn designate(&self, ty: TypeId, d: &Designator) -> Result<(TypeId, Step), String> {
        let name = self.name(ty);
        match (d, self.types.kind(ty)) {
            (Designator::Index(i), TypeKind::Array(elem, len)) => {
                if len.is_some_and(|n| *i >= n) {
                    return Err(format!("the index [{i}] is out of bounds for `{name}`"));
                }
                Ok((*elem, Step::Index(*i)))
            }
            (Designator::Field(field), TypeKind::Struct(sid)) => {
                let body = self
                    .types
                    .struct_def(*sid)
                    .body
                    .as_ref()
                    .ok_or_else(|| format!("`{name}` is incomplete"))?;
                match body.fields.iter().position(|f| f.name == *field) {
                    Some(p) => Ok((body.fields[p].ty, Step::Field(p))),
                    None => Err(format!("`.{field}` is not a field of `{name}`")),
                }
            }
            (Designator::Index(i), _) => Err(format!(
                "`[{i}]` designates an array element, but `{name}` is not an array"
            )),
            (Designator::Field(field), _) => Err(format!(
                "`.{field}` designates a field, but `{name}` is not a struct"
            )),
        }
    }

    /// The subobject at position `n` of an aggregate.
    fn positional(&self, ty: TypeId, n: u64) -> Result<(TypeId, Step), String> {
        let name = self.name(ty);
        match self.types.kind(ty) {
            TypeKind::Array(elem, len) => match len {
                Some(len) if n >= *len => Err(format!(
                    "too many values for `{name}`, which has {len} elements"
                )),
                _ => Ok((*elem, Step::Index(n))),
            },
            TypeKind::Struct(sid) => {
                let body = self
                    .types
                    .struct_def(*sid)
                    .body
                    .as_ref()
                    .ok_or_else(|| format!("`{name}` is incomplete"))?;
                let field = usize::try_from(n).ok().filter(|&i| i < body.fields.len());
                match field {
                    Some(i) => Ok((body.fields[i].ty, Step::Field(i))),
                    None => Err(format!(
                        "too many values for `{name}`, which has {} fields",
                        body.fields.len()
                    )),
                }
            }
            _ => Err(format!("`{name}` takes a single value, not a list")),
        }
    }

    /// Initializes the subobject `ty` from the item at the cursor (and, with
    /// brace elision, the items after it).
    fn sub_object(
        &mut self,
        ty: TypeId,
        path: Vec<Step>,
        cur: &mut Cursor<'_>,
        leaves: &mut Leaves,
    ) -> Result<(), String> {
        let Some(item) = cur.items.get(cur.pos) else {
            return Ok(());
        };
        if matches!(self.types.kind(ty), TypeKind::Array(_, None)) {
            return Err(format!(
                "a flexible array member (`{}`) cannot be initialized",
                self.name(ty)
            ));
        }
        if self.types.is_scalar(ty) {
            let init = self.scalar(ty, &item.value)?;
            leaves.push((path, init));
            cur.pos += 1;
            return Ok(());
        }
        if let Some(parts) = self.string_for(ty, &item.value) {
            let bytes = self.array_bytes(ty, parts)?;
            leaves.push((path, Init::Bytes(bytes)));
            cur.pos += 1;
            return Ok(());
        }
        match &item.value {
            Value::List(inner) => {
                cur.pos += 1;
                // A brace list initializes the whole subobject: what an
                // earlier value put there is forgotten.
                leaves.push((path.clone(), self.empty(ty)));
                self.braced(ty, inner, &path, leaves).map(|_| ())
            }
            _ => self.elide(ty, path, cur, leaves),
        }
    }

    /// Brace elision: fills the aggregate `ty` from consecutive items.
    fn elide(
        &mut self,
        ty: TypeId,
        path: Vec<Step>,
        cur: &mut Cursor<'_>,
        leaves: &mut Leaves,
    ) -> Result<(), String> {
        let count = match self.types.kind(ty) {
            TypeKind::Array(_, Some(n)) => *n,
            TypeKind::Struct(sid) => self
                .types
                .struct_def(*sid)
                .body
                .as_ref()
                .map_or(0, |b| b.fields.len() as u64),
            _ => return Err(format!("`{}` cannot be initialized", self.name(ty))),
        };
        for n in 0..count {
            let Some(item) = cur.items.get(cur.pos) else {
                return Ok(());
            };
            if n > 0 && !item.designators.is_empty() {
                return Ok(());
            }
            let (sub, step) = self.positional(ty, n)?;
            let mut sub_path = path.clone();
            sub_path.push(step);
            let before = cur.pos;
            self.sub_object(sub, sub_path, cur, leaves)?;
            if cur.pos == before {
                return Ok(());
            }
        }
        Ok(())
    }
}

fn string_bytes(parts: &[String]) -> Result<Vec<u8>, String> {
    literal::string(parts)
        .map(|s| s.bytes)
        .map_err(|m| format!("`{}`: {m}", Value::Str(parts.to_vec()).shown()))
}

enum Tree {
    Leaf(Init),
    Array(BTreeMap<u64, Tree>),
    Struct(BTreeMap<usize, Tree>),
}

/// Puts `init` at `path`, replacing whatever was there (the last
/// initializer of a subobject wins, C99 6.7.8p19).
fn insert(tree: &mut Option<Tree>, path: &[Step], init: Init) {
    let Some((step, rest)) = path.split_first() else {
        *tree = Some(Tree::Leaf(init));
        return;
    };
    match step {
        Step::Index(i) => {
            if !matches!(tree, Some(Tree::Array(_))) {
                *tree = Some(Tree::Array(BTreeMap::new()));
            }
            if let Some(Tree::Array(map)) = tree {
                let mut slot = map.remove(i);
                insert(&mut slot, rest, init);
                if let Some(s) = slot {
                    map.insert(*i, s);
                }
            }
        }
        Step::Field(f) => {
            if !matches!(tree, Some(Tree::Struct(_))) {
                *tree = Some(Tree::Struct(BTreeMap::new()));
            }
            if let Some(Tree::Struct(map)) = tree {
                let mut slot = map.remove(f);
                insert(&mut slot, rest, init);
                if let Some(s) = slot {
                    map.insert(*f, s);
                }
            }
        }
    }
}

fn into_init(tree: Tree) -> Init {
    match tree {
        Tree::Leaf(init) => init,
        Tree::Array(m) => Init::Array(m.into_iter().map(|(k, v)| (k, into_init(v))).collect()),
        Tree::Struct(m) => Init::Struct(m.into_iter().map(|(k, v)| (k, into_init(v))).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Field, Quals, StructBody, StructDef};

    fn parse(text: &str, ty: TypeId, types: &mut TypeTable) -> Result<StaticValue, String> {
        parse_static_value(text, ty, types)
    }

    fn err(text: &str, ty: TypeId, types: &mut TypeTable) -> String {
        match parse(text, ty, types) {
            Err(e) => e,
            Ok(v) => panic!("`{text}` was accepted: {v:?}"),
        }
    }

    /// The value of a direct scalar initializer: the constant and its type.
    fn int_of(init: &Init) -> (i128, TypeId) {
        match init {
            Init::Scalar(Expr {
                kind: ExprKind::IntConst(v),
                ty,
                ..
            }) => (*v, *ty),
            other => panic!("not an integer constant: {other:?}"),
        }
    }

    fn direct_int(text: &str, ty: TypeId, types: &mut TypeTable) -> i128 {
        match parse(text, ty, types) {
            Ok(StaticValue::Direct(init)) => {
                let (v, t) = int_of(&init);
                assert_eq!(t, types.unqualified(ty), "type of `{text}`");
                v
            }
            other => panic!("`{text}`: {other:?}"),
        }
    }

    fn direct_float(text: &str, ty: TypeId, types: &mut TypeTable) -> f64 {
        match parse(text, ty, types) {
            Ok(StaticValue::Direct(Init::Scalar(Expr {
                kind: ExprKind::FloatConst(v, None),
                ty: t,
                ..
            }))) => {
                assert_eq!(t, ty, "type of `{text}`");
                v
            }
            other => panic!("`{text}`: {other:?}"),
        }
    }

    /// A compact rendering of an initializer, for comparisons.
    fn show(init: &Init) -> String {
        match init {
            Init::Scalar(Expr {
                kind: ExprKind::IntConst(v),
                ..
            }) => v.to_string(),
            Init::Scalar(Expr {
                kind: ExprKind::FloatConst(v, _),
                ..
            }) => format!("{v:?}"),
            Init::Scalar(Expr {
                kind: ExprKind::Cast(_),
                ..
            }) => "null".to_string(),
            Init::Scalar(e) => format!("{e:?}"),
            Init::Bytes(b) => format!("{:?}", String::from_utf8_lossy(b)),
            Init::Array(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|(i, x)| format!("[{i}]={}", show(x)))
                    .collect();
                format!("{{{}}}", items.join(" "))
            }
            Init::Struct(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|(i, x)| format!(".{i}={}", show(x)))
                    .collect();
                format!("{{{}}}", items.join(" "))
            }
        }
    }

    fn direct(text: &str, ty: TypeId, types: &mut TypeTable) -> String {
        match parse(text, ty, types) {
            Ok(StaticValue::Direct(init)) => show(&init),
            other => panic!("`{text}`: {other:?}"),
        }
    }

    /// The pointee's type and initializer.
    fn pointee(text: &str, ty: TypeId, types: &mut TypeTable) -> (TypeId, String) {
        match parse(text, ty, types) {
            Ok(StaticValue::Pointee { object_ty, init }) => (object_ty, show(&init)),
            other => panic!("`{text}`: {other:?}"),
        }
    }

    fn add_struct(types: &mut TypeTable, tag: &str, fields: &[(&str, TypeId)]) -> TypeId {
        let mut offset: u64 = 0;
        let mut align: u64 = 1;
        let mut list = Vec::new();
        for &(name, ty) in fields {
            let a = types.align_of(ty).unwrap_or(1);
            offset = offset.div_ceil(a) * a;
            list.push(Field {
                name: name.to_string(),
                ty,
                offset,
            });
            offset += types.size_of(ty).unwrap_or(0);
            align = align.max(a);
        }
        let id = types.add_struct(StructDef {
            tag: Some(tag.to_string()),
            emit_name: tag.to_string(),
            body: Some(StructBody {
                fields: list,
                size: offset.div_ceil(align) * align,
                align,
            }),
        });
        types.mk(TypeKind::Struct(id))
    }

    fn point(types: &mut TypeTable) -> TypeId {
        let int = types.int(IntKind::Int);
        add_struct(types, "point", &[("x", int), ("y", int)])
    }

    fn char_ptr(types: &mut TypeTable, kind: IntKind) -> TypeId {
        let c = types.int(kind);
        types.pointer_to(c)
    }

    #[test]
    fn integer_constants() {
        let mut t = TypeTable::new();
        let int = t.int(IntKind::Int);
        assert_eq!(direct_int("3", int, &mut t), 3);
        assert_eq!(direct_int(" -7 ", int, &mut t), -7);
        assert_eq!(direct_int("+7", int, &mut t), 7);
        assert_eq!(direct_int("- -7", int, &mut t), 7);
        assert_eq!(direct_int("0x10u", int, &mut t), 16);
        assert_eq!(direct_int("0X1f", int, &mut t), 31);
        assert_eq!(direct_int("017", int, &mut t), 15);
        assert_eq!(direct_int("0", int, &mut t), 0);
        assert_eq!(direct_int("0u", int, &mut t), 0);
        assert_eq!(direct_int("0b101", int, &mut t), 5);
        assert_eq!(direct_int("10LL", int, &mut t), 10);
        assert_eq!(direct_int("10lu", int, &mut t), 10);
        assert_eq!(direct_int("'a'", int, &mut t), 97);
        assert_eq!(direct_int("'\\n'", int, &mut t), 10);
        assert_eq!(direct_int("'\\x41'", int, &mut t), 65);
        assert_eq!(direct_int("{5}", int, &mut t), 5);
        assert_eq!(direct_int("{ {-5}, }", int, &mut t), -5);
        assert_eq!(direct_int("-2147483648", int, &mut t), -2147483648);
        // The type of a const parameter's value is the unqualified type.
        let const_int = t.add_quals(
            int,
            Quals {
                is_const: true,
                is_volatile: false,
            },
        );
        assert_eq!(direct_int("4", const_int, &mut t), 4);
    }

    #[test]
    fn integer_conversions_wrap() {
        let mut t = TypeTable::new();
        let uchar = t.int(IntKind::UChar);
        let schar = t.int(IntKind::SChar);
        let uint = t.int(IntKind::UInt);
        let int = t.int(IntKind::Int);
        let ull = t.int(IntKind::ULongLong);
        let long = t.int(IntKind::Long);
        let boolean = t.int(IntKind::Bool);
        assert_eq!(direct_int("300", uchar, &mut t), 44);
        assert_eq!(direct_int("200", schar, &mut t), -56);
        assert_eq!(direct_int("-1", uint, &mut t), 4294967295);
        assert_eq!(direct_int("0xffffffff", int, &mut t), -1);
        // `-1u` is UINT_MAX, which becomes 4294967295 in a long.
        assert_eq!(direct_int("-1u", long, &mut t), 4294967295);
        assert_eq!(
            direct_int("18446744073709551615u", ull, &mut t),
            u64::MAX as i128
        );
        assert_eq!(direct_int("5", boolean, &mut t), 1);
        assert_eq!(direct_int("0", boolean, &mut t), 0);
        assert_eq!(direct_int("256", boolean, &mut t), 1);
        assert_eq!(direct_int("0.5", boolean, &mut t), 1);
        assert_eq!(direct_int("0.0", boolean, &mut t), 0);
    }

    #[test]
    fn floating_to_integer_truncates() {
        let mut t = TypeTable::new();
        let int = t.int(IntKind::Int);
        let uchar = t.int(IntKind::UChar);
        let ull = t.int(IntKind::ULongLong);
        assert_eq!(direct_int("2.9", int, &mut t), 2);
        assert_eq!(direct_int("-2.9", int, &mut t), -2);
        assert_eq!(direct_int("1e3", int, &mut t), 1000);
        assert_eq!(direct_int("255.9", uchar, &mut t), 255);
        assert_eq!(direct_int("-0.5", uchar, &mut t), 0);
        assert_eq!(direct_int("0x1p4", int, &mut t), 16);
        assert_eq!(err("1e10", int, &mut t), "`1e10` is out of range for `int`");
        assert_eq!(
            err("256.0", uchar, &mut t),
            "`256.0` is out of range for `unsigned char`"
        );
        assert_eq!(
            err("-1.0", uchar, &mut t),
            "`-1.0` is out of range for `unsigned char`"
        );
        // 2^64 is just past the range, though `hi as f64` rounds to it.
        assert_eq!(
            err("18446744073709551616.0", ull, &mut t),
            "`18446744073709551616.0` is out of range for `unsigned long long`"
        );
        assert_eq!(
            direct_int("18446744073709549568.0", ull, &mut t),
            18446744073709549568
        );
        assert_eq!(
            err("1e999", int, &mut t),
            "`1e999` is out of range for `int`"
        );
    }

    #[test]
    fn floating_constants() {
        let mut t = TypeTable::new();
        let double = t.float(FloatKind::Double);
        let float = t.float(FloatKind::Float);
        assert_eq!(direct_float("2.5", double, &mut t), 2.5);
        assert_eq!(direct_float("-2.5", double, &mut t), -2.5);
        assert_eq!(direct_float(".5", double, &mut t), 0.5);
        assert_eq!(direct_float("1e-3", double, &mut t), 1e-3);
        // A float constant keeps its float value in a double.
        assert_eq!(direct_float("1e-3f", double, &mut t), 1e-3f32 as f64);
        assert_eq!(direct_float("0.1", float, &mut t), 0.1f32 as f64);
        assert_eq!(direct_float("3", double, &mut t), 3.0);
        assert_eq!(direct_float("{3}", float, &mut t), 3.0);
        assert_eq!(direct_float("'a'", double, &mut t), 97.0);
        assert_eq!(direct_float("0x1.8p1", double, &mut t), 3.0);
        assert_eq!(
            direct_float("-0.0", double, &mut t).to_bits(),
            (-0.0f64).to_bits()
        );
        // 2^24 + 1 rounds to even in a float.
        assert_eq!(direct_float("16777217", float, &mut t), 16777216.0);
        assert_eq!(direct_float("1e999", double, &mut t), f64::INFINITY);
        assert_eq!(
            err("1e300", float, &mut t),
            "`1e300` is out of range for `float`"
        );
    }

    #[test]
    fn long_double_is_rejected() {
        let mut t = TypeTable::new();
        let long_double = t.float(FloatKind::LongDouble);
        let double = t.float(FloatKind::Double);
        assert!(err("1.5", long_double, &mut t).contains("`long double` values are not supported"));
        assert_eq!(
            err("1.5L", double, &mut t),
            "`1.5L`: long double constants are not supported; drop the `L`"
        );
    }

    #[test]
    fn scalar_errors() {
        let mut t = TypeTable::new();
        let int = t.int(IntKind::Int);
        let double = t.float(FloatKind::Double);
        assert_eq!(
            err("{1, 2}", int, &mut t),
            "expected an integer constant for `int`, found `{` with 2 values"
        );
        assert_eq!(
            err("{}", int, &mut t),
            "expected an integer constant for `int`, found `{}`"
        );
        assert_eq!(
            err("\"abc\"", int, &mut t),
            "expected an integer constant for `int`, found `\"abc\"`"
        );
        assert_eq!(
            err("\"abc\"", double, &mut t),
            "expected a floating constant for `double`, found `\"abc\"`"
        );
        assert!(err("{.x = 1}", int, &mut t).contains("a designator cannot select inside `int`"));
        assert!(err("N", int, &mut t).starts_with("`N` is not a constant"));
        assert!(err("1 2", int, &mut t).starts_with("unexpected `2` after the value `1`"));
        assert!(err("1+2", int, &mut t).starts_with("unexpected `+` after the value `1`"));
        assert!(err("2*3", int, &mut t).starts_with("`*` cannot appear in a --static value"));
        assert_eq!(err("", int, &mut t), "the value is empty");
        assert_eq!(err("  ", int, &mut t), "the value is empty");
        assert_eq!(
            err("-", int, &mut t),
            "expected a number, found the end of the value"
        );
        assert_eq!(err("-{1}", int, &mut t), "expected a number, found `{`");
        assert_eq!(
            err("08", int, &mut t),
            "`08`: invalid digit \"8\" in octal constant"
        );
        assert_eq!(
            err("0x", int, &mut t),
            "`0x`: hexadecimal integer constant has no digits"
        );
        assert_eq!(
            err("3abc", int, &mut t),
            "`3abc`: invalid suffix \"abc\" on an integer constant"
        );
        assert_eq!(
            err("3uu", int, &mut t),
            "`3uu`: invalid suffix \"uu\" on an integer constant"
        );
        assert_eq!(
            err("1.5x", double, &mut t),
            "`1.5x`: invalid suffix \"x\" on a floating constant"
        );
        assert!(err("1.2.3", double, &mut t).starts_with("`1.2.3`:"));
        assert!(err("0x1.8", double, &mut t).contains("binary exponent"));
        assert!(err("99999999999999999999", int, &mut t).contains("too large"));
        assert_eq!(
            err("'a", int, &mut t),
            "missing closing ' of the character constant `'a`"
        );
        assert_eq!(err("''", int, &mut t), "`''`: empty character constant");
        assert_eq!(
            err("{1,", int, &mut t),
            "expected a value, found the end of the value"
        );
        assert_eq!(
            err("{1", int, &mut t),
            "missing `}` at the end of the value"
        );
        assert_eq!(
            err("{1;}", int, &mut t).split(':').next(),
            Some("`;` cannot appear in a --static value")
        );
        let deep = "{".repeat(300) + "1" + &"}".repeat(300);
        assert_eq!(err(&deep, int, &mut t), "braces are nested deeper than 256");
    }

    #[test]
    fn string_for_char_pointer() {
        let mut t = TypeTable::new();
        let char_p = char_ptr(&mut t, IntKind::Char);
        let c = t.int(IntKind::Char);
        let (ty, init) = pointee("\"n = %d\\n\"", char_p, &mut t);
        assert_eq!(ty, t.array_of(c, Some(8)));
        assert_eq!(init, format!("{:?}", "n = %d\n\0"));
        // Adjacent literals concatenate, escapes decoded piece by piece.
        let (ty, init) = pointee("\"ab\" \"\\x41\" \"c\"", char_p, &mut t);
        assert_eq!(ty, t.array_of(c, Some(5)));
        assert_eq!(init, format!("{:?}", "abAc\0"));
        let (ty, init) = pointee("\"\"", char_p, &mut t);
        assert_eq!(ty, t.array_of(c, Some(1)));
        assert_eq!(init, format!("{:?}", "\0"));
        // A string alone in braces is the same.
        let (_, init) = pointee("{\"hi\"}", char_p, &mut t);
        assert_eq!(init, format!("{:?}", "hi\0"));
        // The element type keeps the pointer target's qualifiers.
        let const_char = t.add_quals(
            c,
            Quals {
                is_const: true,
                is_volatile: false,
            },
        );
        let const_char_p = t.pointer_to(const_char);
        let (ty, _) = pointee("\"x\"", const_char_p, &mut t);
        assert_eq!(ty, t.array_of(const_char, Some(2)));
        let uchar_p = char_ptr(&mut t, IntKind::UChar);
        let uchar = t.int(IntKind::UChar);
        let (ty, _) = pointee("\"\\xff\"", uchar_p, &mut t);
        assert_eq!(ty, t.array_of(uchar, Some(2)));
        let schar_p = char_ptr(&mut t, IntKind::SChar);
        assert!(matches!(
            parse("\"x\"", schar_p, &mut t),
            Ok(StaticValue::Pointee { .. })
        ));
    }

    #[test]
    fn string_errors() {
        let mut t = TypeTable::new();
        let char_p = char_ptr(&mut t, IntKind::Char);
        let int_p = char_ptr(&mut t, IntKind::Int);
        assert_eq!(
            err("\"abc\"", int_p, &mut t),
            "a string can initialize only a pointer to a character type, not `int *`"
        );
        assert_eq!(
            err("\"abc", char_p, &mut t),
            "missing closing \" of the string literal `\"abc`"
        );
        assert_eq!(
            err("L\"abc\"", char_p, &mut t),
            "`L\"abc\"`: wide string literals are not supported"
        );
        assert!(err("\"\\q\"", char_p, &mut t).starts_with("`\"\\q\"`:"));
    }

    #[test]
    fn null_pointer() {
        let mut t = TypeTable::new();
        let char_p = char_ptr(&mut t, IntKind::Char);
        let int = t.int(IntKind::Int);
        for text in ["0", "0x0", "'\\0'", "0L", "-0"] {
            match parse(text, char_p, &mut t) {
                Ok(StaticValue::Direct(Init::Scalar(Expr {
                    kind: ExprKind::Cast(inner),
                    ty,
                    ..
                }))) => {
                    assert_eq!(ty, char_p);
                    assert!(matches!(inner.kind, ExprKind::IntConst(0)));
                    assert_eq!(inner.ty, int);
                }
                other => panic!("`{text}`: {other:?}"),
            }
        }
        assert_eq!(
            err("5", char_p, &mut t),
            "expected a string, a brace list, @file or 0 for `char *`, found `5`"
        );
        assert_eq!(
            err("0.0", char_p, &mut t),
            "expected a string, a brace list, @file or 0 for `char *`, found `0.0`"
        );
        assert!(err("p", char_p, &mut t).starts_with("`p` is not a constant"));
    }

    #[test]
    fn brace_list_for_pointer() {
        let mut t = TypeTable::new();
        let int = t.int(IntKind::Int);
        let int_p = t.pointer_to(int);
        let (ty, init) = pointee("{1, 2, 3}", int_p, &mut t);
        assert_eq!(ty, t.array_of(int, Some(3)));
        assert_eq!(init, "{[0]=1 [1]=2 [2]=3}");
        let (ty, init) = pointee("{[2] = 5, 7}", int_p, &mut t);
        assert_eq!(ty, t.array_of(int, Some(4)));
        assert_eq!(init, "{[2]=5 [3]=7}");
        let (ty, init) = pointee("{[3] = 1, [1] = 2, }", int_p, &mut t);
        assert_eq!(ty, t.array_of(int, Some(4)));
        assert_eq!(init, "{[1]=2 [3]=1}");
        // The last initializer of an element wins.
        let (_, init) = pointee("{1, 2, [0] = 9}", int_p, &mut t);
        assert_eq!(init, "{[0]=9 [1]=2}");
        let (_, init) = pointee("{{1}, -2}", int_p, &mut t);
        assert_eq!(init, "{[0]=1 [1]=-2}");
        let double = t.float(FloatKind::Double);
        let double_p = t.pointer_to(double);
        let (ty, init) = pointee("{1, 2.5}", double_p, &mut t);
        assert_eq!(ty, t.array_of(double, Some(2)));
        assert_eq!(init, "{[0]=1.0 [1]=2.5}");
        // A char pointer given characters, not a string.
        let char_p = char_ptr(&mut t, IntKind::Char);
        let c = t.int(IntKind::Char);
        let (ty, init) = pointee("{'a', 'b', 0}", char_p, &mut t);
        assert_eq!(ty, t.array_of(c, Some(3)));
        assert_eq!(init, "{[0]=97 [1]=98 [2]=0}");
        // Pointers to pointers: null elements only.
        let char_pp = t.pointer_to(char_p);
        let (ty, init) = pointee("{0, 0}", char_pp, &mut t);
        assert_eq!(ty, t.array_of(char_p, Some(2)));
        assert_eq!(init, "{[0]=null [1]=null}");
        assert!(
            err("{\"a\"}", char_pp, &mut t)
                .starts_with("a string for `char *` inside a brace list is not supported")
        );
        assert_eq!(
            err("{1}", char_pp, &mut t),
            "expected 0 (the null pointer) for `char *`, found `1`"
        );
    }

    #[test]
    fn brace_list_errors_for_pointer() {
        let mut t = TypeTable::new();
        let int = t.int(IntKind::Int);
        let int_p = t.pointer_to(int);
        let void = t.void();
        let void_p = t.pointer_to(void);
        assert_eq!(
            err("{}", int_p, &mut t),
            "the brace list for `int *` is empty: the object it points to needs at least one element"
        );
        assert_eq!(
            err("{1}", void_p, &mut t),
            "`void *` cannot point to a brace list: `void` is not a complete object type"
        );
        assert_eq!(
            err("{[-1] = 1}", int_p, &mut t),
            "the array index `-1` is negative"
        );
        assert_eq!(
            err("{[1.5] = 1}", int_p, &mut t),
            "the array index `1.5` is not an integer constant"
        );
        assert_eq!(err("{[1 = 1}", int_p, &mut t), "missing `]` after `[1`");
        assert_eq!(
            err("{[1] 1}", int_p, &mut t),
            "expected `=` after a designator"
        );
        assert_eq!(
            err("{.x = 1}", int_p, &mut t),
            "`.x` designates a field, but `int []` is not a struct"
        );
        assert_eq!(
            err("{[18446744073709551615u] = 1}", int_p, &mut t),
            "an array index in the value is too large"
        );
        assert_eq!(
            err("{[2305843009213693951] = 1}", int_p, &mut t),
            "an array of 2305843009213693952 `int` is too large"
        );
        assert_eq!(
            err("{1 2}", int_p, &mut t),
            "expected `,` or `}` after an element, found `2`"
        );
    }

    #[test]
    fn file_contents() {
        let mut t = TypeTable::new();
        let char_p = char_ptr(&mut t, IntKind::Char);
        let c = t.int(IntKind::Char);
        let path =
            std::env::temp_dir().join(format!("cmix-values-test-{}.txt", std::process::id()));
        std::fs::write(&path, b"ab\n\xff").expect("write the test file");
        let text = format!("@{}", path.display());
        let result = parse(&text, char_p, &mut t);
        let _ = std::fs::remove_file(&path);
        match result {
            Ok(StaticValue::Pointee {
                object_ty,
                init: Init::Bytes(bytes),
            }) => {
                assert_eq!(object_ty, t.array_of(c, Some(5)));
                assert_eq!(bytes, b"ab\n\xff\0");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            err("@/nonexistent/data.txt", char_p, &mut t),
            "cannot read @/nonexistent/data.txt: No such file or directory"
        );
        assert_eq!(err("@", char_p, &mut t), "expected a file name after `@`");
        let int = t.int(IntKind::Int);
        let int_p = t.pointer_to(int);
        assert_eq!(
            err("@data.txt", int_p, &mut t),
            "`@data.txt` gives a file's bytes, for a pointer to a character type; this parameter is `int *`"
        );
        assert_eq!(
            err("@data.txt", int, &mut t),
            "`@data.txt` gives a file's bytes, for a pointer parameter such as `char *`; this parameter is `int`"
        );
    }

    #[test]
    fn structs() {
        let mut t = TypeTable::new();
        let pt = point(&mut t);
        assert_eq!(direct("{1, 2}", pt, &mut t), "{.0=1 .1=2}");
        assert_eq!(direct("{.y = 2, .x = 1}", pt, &mut t), "{.0=1 .1=2}");
        assert_eq!(direct("{.y = -2}", pt, &mut t), "{.1=-2}");
        assert_eq!(direct("{.y = 2, .x = 1, 3}", pt, &mut t), "{.0=1 .1=3}");
        assert_eq!(direct("{}", pt, &mut t), "{}");
        assert_eq!(direct("{{1}, {2}}", pt, &mut t), "{.0=1 .1=2}");
        assert_eq!(
            err("{.z = 1}", pt, &mut t),
            "`.z` is not a field of `struct point`"
        );
        assert_eq!(
            err("{1, 2, 3}", pt, &mut t),
            "too many values for `struct point`, which has 2 fields"
        );
        assert_eq!(
            err("3", pt, &mut t),
            "expected a brace list for `struct point`, found `3`"
        );
        assert_eq!(
            err("\"ab\"", pt, &mut t),
            "expected a brace list for `struct point`, found `\"ab\"`"
        );
        assert_eq!(
            err("{[0] = 1}", pt, &mut t),
            "`[0]` designates an array element, but `struct point` is not an array"
        );
        assert_eq!(
            err("{.x = {1, 2}}", pt, &mut t),
            "expected an integer constant for `int`, found `{` with 2 values"
        );
        let incomplete = t.add_struct(StructDef {
            tag: Some("opaque".to_string()),
            emit_name: "opaque".to_string(),
            body: None,
        });
        let opaque = t.mk(TypeKind::Struct(incomplete));
        assert_eq!(err("{1}", opaque, &mut t), "`struct opaque` is incomplete");
    }

    #[test]
    fn nested_aggregates() {
        let mut t = TypeTable::new();
        let pt = point(&mut t);
        let c = t.int(IntKind::Char);
        let name = t.array_of(c, Some(4));
        let int = t.int(IntKind::Int);
        let arr = t.array_of(int, Some(3));
        let char_p = t.pointer_to(c);
        let double = t.float(FloatKind::Double);
        let item = add_struct(
            &mut t,
            "item",
            &[
                ("name", name),
                ("at", pt),
                ("v", arr),
                ("next", char_p),
                ("w", double),
            ],
        );
        assert_eq!(
            direct("{\"ab\", {1, 2}, {7}, 0, 1}", item, &mut t),
            format!(
                "{{.0={:?} .1={{.0=1 .1=2}} .2={{[0]=7}} .3=null .4=1.0}}",
                "ab\0"
            )
        );
        // C99 6.7.8p14: no room for the NUL drops it; too long is an error.
        assert_eq!(
            direct("{\"abcd\"}", item, &mut t),
            format!("{{.0={:?}}}", "abcd")
        );
        assert_eq!(
            direct("{{\"abc\"}}", item, &mut t),
            format!("{{.0={:?}}}", "abc\0")
        );
        assert_eq!(
            err("{\"abcde\"}", item, &mut t),
            "the string \"abcde\" (5 characters) is too long for `char [4]`"
        );
        assert_eq!(
            direct("{.at.y = 5, .v[2] = 9}", item, &mut t),
            "{.1={.1=5} .2={[2]=9}}"
        );
        assert_eq!(direct("{.at = {.y = 5}}", item, &mut t), "{.1={.1=5}}");
        // Brace elision: the values fill the nested aggregates in order.
        assert_eq!(
            direct("{{'a'}, 1, 2, 3, 4, 5}", item, &mut t),
            "{.0={[0]=97} .1={.0=1 .1=2} .2={[0]=3 [1]=4 [2]=5}}"
        );
        assert_eq!(
            direct("{.at = 1, 2, 3}", item, &mut t),
            "{.1={.0=1 .1=2} .2={[0]=3}}"
        );
        // A later brace list replaces the whole subobject.
        assert_eq!(
            direct("{.v = {1, 2}, .v = {3}}", item, &mut t),
            "{.2={[0]=3}}"
        );
        assert_eq!(
            direct("{.v = {1, 2}, .v[1] = 3}", item, &mut t),
            "{.2={[0]=1 [1]=3}}"
        );
        assert_eq!(
            err("{.v = {[3] = 1}}", item, &mut t),
            "the index [3] is out of bounds for `int [3]`"
        );
        assert_eq!(
            err("{.v = {1, 2, 3, 4}}", item, &mut t),
            "too many values for `int [3]`, which has 3 elements"
        );
        assert!(err("{.at.x = 1, 2}", item, &mut t).contains("is not supported"));
        assert_eq!(
            err("{.next = \"s\"}", item, &mut t),
            "a string for `char *` inside a brace list is not supported: only the parameter \
             itself can point to a fresh string"
        );
        assert_eq!(
            err("{.at.z = 1}", item, &mut t),
            "`.z` is not a field of `struct point`"
        );
    }

    #[test]
    fn arrays_of_structs_through_pointer() {
        let mut t = TypeTable::new();
        let pt = point(&mut t);
        let pt_p = t.pointer_to(pt);
        let (ty, init) = pointee("{{1, 2}, {3, 4}}", pt_p, &mut t);
        assert_eq!(ty, t.array_of(pt, Some(2)));
        assert_eq!(init, "{[0]={.0=1 .1=2} [1]={.0=3 .1=4}}");
        let (ty, elided) = pointee("{1, 2, 3, 4, 5}", pt_p, &mut t);
        assert_eq!(ty, t.array_of(pt, Some(3)));
        assert_eq!(elided, "{[0]={.0=1 .1=2} [1]={.0=3 .1=4} [2]={.0=5}}");
        let (ty, init) = pointee("{[1].y = 4, [0] = {.x = 1}}", pt_p, &mut t);
        assert_eq!(ty, t.array_of(pt, Some(2)));
        assert_eq!(init, "{[0]={.0=1} [1]={.1=4}}");
        let int = t.int(IntKind::Int);
        let row = t.array_of(int, Some(2));
        let row_p = t.pointer_to(row);
        let (ty, init) = pointee("{{1, 2}, {3, 4}}", row_p, &mut t);
        assert_eq!(ty, t.array_of(row, Some(2)));
        assert_eq!(init, "{[0]={[0]=1 [1]=2} [1]={[0]=3 [1]=4}}");
    }

    #[test]
    fn empty_struct_and_flexible_member() {
        let mut t = TypeTable::new();
        let empty = add_struct(&mut t, "empty", &[]);
        let int = t.int(IntKind::Int);
        let holder = add_struct(&mut t, "holder", &[("e", empty), ("n", int)]);
        assert_eq!(direct("{{}, 5}", holder, &mut t), "{.0={} .1=5}");
        assert_eq!(
            err("{5}", holder, &mut t),
            "`5` cannot initialize `struct empty`, which has no elements"
        );
        let open = t.array_of(int, None);
        let flex = add_struct(&mut t, "flex", &[("n", int), ("data", open)]);
        assert_eq!(direct("{1}", flex, &mut t), "{.0=1}");
        assert_eq!(
            err("{1, {2}}", flex, &mut t),
            "a flexible array member (`int []`) cannot be initialized"
        );
    }

    #[test]
    fn other_parameter_types() {
        let mut t = TypeTable::new();
        let void = t.void();
        assert_eq!(
            err("1", void, &mut t),
            "a parameter of type `void` cannot be given a value"
        );
    }
}
