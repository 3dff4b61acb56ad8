//! Parsing preprocessed text with lang-c, guarded against what lang-c
//! cannot take: too deep nesting (which would overflow the stack) and
//! syntax errors (reported at the farthest point the parser reached).

use lang_c::ast::TranslationUnit;
use lang_c::driver::{Config, Flavor, parse_preprocessed};

use crate::diag::{self, Diag};
use crate::source::{SourceMap, Span};

/// Deepest nesting of parentheses, brackets and braces we hand to lang-c.
pub const MAX_NESTING: usize = 256;

/// Stack for the parser thread: lang-c's recursive descent needs a lot.
const PARSER_STACK: usize = 512 << 20;

pub fn parse_unit(map: &SourceMap, unit: u32) -> Result<TranslationUnit, Diag> {
    let text = map.unit_text(unit);
    check_nesting(text, unit)?;
    let owned = text.to_string();
    let handle = std::thread::Builder::new()
        .name("cmix-parse".into())
        .stack_size(PARSER_STACK)
        .spawn(move || {
            let config = Config {
                cpp_command: String::new(),
                cpp_options: Vec::new(),
                flavor: Flavor::GnuC11,
            };
            parse_preprocessed(&config, owned)
        })
        .map_err(|e| Diag::bug(format!("cannot start the parser thread: {e}"), Span::DUMMY))?;
    match handle.join() {
        Ok(Ok(parse)) => Ok(parse.unit),
        Ok(Err(err)) => {
            let expected: Vec<&str> = err.expected.iter().copied().collect();
            let lo = err.offset.min(text.len()) as u32;
            let span = Span {
                unit,
                lo,
                hi: lo + 1,
            };
            if let Some(what) = known_unsupported_syntax(text, lo as usize) {
                return Err(diag::unsupported(what, span));
            }
            Err(diag::syntax_error(
                &expected,
                Span {
                    unit,
                    lo,
                    hi: lo + 1,
                },
            ))
        }
        Err(_) => Err(Diag::bug("the parser crashed", Span::DUMMY)),
    }
}

/// GNU syntax lang-c cannot parse, recognized at the point it stopped, so
/// that the user hears "not supported" rather than "syntax error".
fn known_unsupported_syntax(text: &str, offset: usize) -> Option<&'static str> {
    let (before, after) = (text.get(..offset)?, text.get(offset..)?);
    let before = before.trim_end();
    if after.starts_with('*') && before.ends_with("goto") {
        return Some("computed goto");
    }
    if after.starts_with("&&") {
        return Some("labels as values (`&&label`)");
    }
    if ["asm", "__asm__", "__asm"].iter().any(|k| {
        after.starts_with(k)
            && !after[k.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
    }) {
        return Some("inline assembly");
    }
    if before.ends_with("__int128") || after.starts_with("__int128") {
        return Some("__int128");
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
