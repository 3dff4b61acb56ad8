//! Reading `#pragma cmix` lines from preprocessed text.

use super::{KEYS, Key, Named, Pragma};
use crate::analysis::library_model::{declared, split_pragma};
use crate::diag::Diag;
use crate::source::Span;

/// Lines searched after a library-model pragma for the declaration it
/// describes (other pragmas, line markers and blank lines included).
const DECLARATION_LOOKAHEAD: usize = 64;

/// The `#pragma cmix` lines of preprocessed `text` (unit `unit`); an
/// error for a line that does not say `KEY: NAME...` with a known key.
pub fn collect(text: &str, unit: u32) -> Result<Vec<Pragma>, Box<Diag>> {
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line.trim_end_matches(['\n', '\r'])))
        })
        .collect();
    let mut pragmas = Vec::new();
    for (i, &(start, line)) in lines.iter().enumerate() {
        let Some(after) = cmix_pragma(line) else {
            continue;
        };
        let rest_at = start + (line.len() - after.len());
        let span = at(unit, start, start + line.len());
        let Some((keyword, names)) = split_pragma(after) else {
            return Err(malformed(span, "it has no `:`"));
        };
        let Some(&(_, key)) = KEYS.iter().find(|(k, _)| *k == keyword) else {
            let known: Vec<String> = KEYS.iter().map(|(k, _)| format!("`{k}`")).collect();
            let key_at = rest_at + after.find(keyword).unwrap_or(0);
            let key_span = at(unit, key_at, key_at + keyword.len());
            return Err(Box::new(
                Diag::error(format!("unknown `#pragma cmix` key `{keyword}`"), key_span)
                    .with_label("not a cmix annotation")
                    .with_note(format!("the keys are {}", known.join(", "))),
            ));
        };
        if names.is_empty() {
            return Err(malformed(span, "it names nothing"));
        }
        let mut named = Vec::new();
        for name in names {
            // `name` is a slice of `after`: its offset in the line.
            let lo = rest_at + (name.as_ptr() as usize - after.as_ptr() as usize);
            let span = at(unit, lo, lo + name.len());
            if !is_name_path(name) {
                return Err(Box::new(
                    Diag::error(format!("`{name}` is not a name"), span)
                        .with_label("expected an identifier or a path such as `f.x`"),
                ));
            }
            named.push(Named {
                name: name.to_string(),
                span,
            });
        }
        let declaration = match key {
            Key::Library => Some(following_declaration(&lines[i + 1..]).ok_or_else(|| {
                Box::new(
                    Diag::error(
                        format!("`#pragma cmix {keyword}` describes no function"),
                        span,
                    )
                    .with_label("no function declaration follows")
                    .with_note("write it just before the declaration of the function it describes"),
                )
            })?),
            _ => None,
        };
        pragmas.push(Pragma {
            key,
            keyword: keyword.to_string(),
            names: named,
            span,
            declaration,
        });
    }
    Ok(pragmas)
}

/// The text after `#pragma cmix` on a line that is such a pragma.
fn cmix_pragma(line: &str) -> Option<&str> {
    let directive = line.trim_start().strip_prefix('#')?.trim_start();
    let body = directive.strip_prefix("pragma")?;
    let body = body.strip_prefix(|c: char| c.is_whitespace())?.trim_start();
    let rest = body.strip_prefix("cmix")?;
    if rest.is_empty() {
        return Some(rest);
    }
    rest.strip_prefix(|c: char| c.is_whitespace())
        .map(str::trim_start)
}

/// `x`, `f.x` or `g.f.h`: identifiers joined by dots.
fn is_name_path(name: &str) -> bool {
    name.split('.').all(|part| {
        part.chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The name and parameter names of the function declared in the lines
/// after a pragma, up to its `;` or the `{` of its body.
fn following_declaration(lines: &[(usize, &str)]) -> Option<(String, Vec<String>)> {
    let mut declaration = String::new();
    for &(_, line) in lines.iter().take(DECLARATION_LOOKAHEAD) {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        declaration.push_str(line);
        declaration.push(' ');
        if let Some(end) = declaration.find([';', '{']) {
            return declared(&declaration[..end]);
        }
    }
    None
}

fn at(unit: u32, lo: usize, hi: usize) -> Span {
    Span {
        unit,
        lo: lo as u32,
        hi: hi as u32,
    }
}

fn malformed(span: Span, why: &str) -> Box<Diag> {
    Box::new(
        Diag::error(format!("malformed `#pragma cmix`: {why}"), span)
            .with_label("expected `#pragma cmix KEY: NAME...`"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_keys_names_and_their_places() {
        let text = "int g;\n#pragma cmix residual: g f.x\n  # pragma  cmix spectime:\tsin, cos\n#pragma GCC unroll 4\n";
        let pragmas = collect(text, 0).expect("well-formed");
        assert_eq!(pragmas.len(), 2);
        assert_eq!(pragmas[0].key, Key::Residual);
        let names: Vec<&str> = pragmas[0].names.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["g", "f.x"]);
        let x = &pragmas[0].names[1];
        assert_eq!(&text[x.span.lo as usize..x.span.hi as usize], "f.x");
        assert_eq!(pragmas[1].key, Key::Pure);
        assert_eq!(pragmas[1].keyword, "spectime");
        let cos = &pragmas[1].names[1];
        assert_eq!(&text[cos.span.lo as usize..cos.span.hi as usize], "cos");
    }

    #[test]
    fn a_library_key_takes_the_next_declaration() {
        let text =
            "#pragma cmix reads_string: s\n# 3 \"a.c\"\nint count(const char *s,\n  int c);\n";
        let pragmas = collect(text, 0).expect("well-formed");
        let (name, params) = pragmas[0].declaration.clone().expect("a declaration");
        assert_eq!(name, "count");
        assert_eq!(params, ["s", "c"]);
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        for text in [
            "#pragma cmix residual g\n",
            "#pragma cmix resid: g\n",
            "#pragma cmix residual:\n",
            "#pragma cmix residual: 3x\n",
            "#pragma cmix format: f\n",
        ] {
            assert!(collect(text, 0).is_err(), "{text}");
        }
    }
}
