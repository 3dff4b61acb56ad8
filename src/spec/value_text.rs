//! The text of a `--static` value as a source of its own, for the
//! preprocessor and for diagnostics.
//!
//! The value is split into preprocessing tokens, one per line, before the
//! preprocessor sees it. A line of the output then names the token it came
//! from (a macro's expansion stays on the line of the macro's name), so a
//! span in the preprocessed value maps back to the value as the user wrote
//! it, and diagnostics show `--static NAME=VALUE` with a label under the
//! token, or the macro call, at fault.

use std::ops::Range;

use crate::diag::{Diag, Level, Snippet};
use crate::source::{SourceMap, Span};

/// Shown as the file of a value in diagnostics.
const SOURCE_NAME: &str = "<command line>";

/// How the names of values in line markers start (`<cmix value 0>`).
const FILE_PREFIX: &str = "<cmix value ";

pub struct ValueText {
    /// What the user gave, as a command line would: `--static NAME=VALUE`.
    shown: String,
    /// Where VALUE starts in `shown`.
    value_start: usize,
    /// The value's tokens, as byte ranges of `shown`.
    tokens: Vec<Range<usize>>,
    /// The value's name in line markers (one per value of a run).
    file: String,
    /// What the parameter expects, noted on every error in the value.
    expected: String,
}

impl ValueText {
    /// The value `value` of parameter `param`, the `index`-th of a run;
    /// `expected` says what the parameter expects.
    pub fn new(param: &str, value: &str, index: usize, expected: String) -> ValueText {
        let shown = format!("--static {param}={value}");
        ValueText {
            value_start: shown.len() - value.len(),
            shown,
            tokens: Vec::new(),
            file: format!("{FILE_PREFIX}{index}>"),
            expected,
        }
    }

    pub fn value(&self) -> &str {
        &self.shown[self.value_start..]
    }

    /// Splits the value into tokens; a comment that does not end, a `#`
    /// (which would start a directive) or an empty value is an error.
    pub fn tokenize(&mut self) -> Result<(), Box<Diag>> {
        let tokens = tokens(self.value()).map_err(|(message, range)| {
            self.error(
                message,
                self.value_start + range.start..self.value_start + range.end,
            )
        })?;
        if tokens.is_empty() {
            return Err(self.error("the value is empty", self.whole()));
        }
        let start = self.value_start;
        self.tokens = tokens
            .into_iter()
            .map(|t| start + t.start..start + t.end)
            .collect();
        Ok(())
    }

    /// Whether preprocessing may change the value: it names something
    /// (a macro, perhaps), or has what could be a trigraph.
    pub fn needs_preprocessor(&self) -> bool {
        self.value().contains("??")
            || self.tokens.iter().any(|t| {
                self.shown[t.clone()]
                    .chars()
                    .next()
                    .is_some_and(is_identifier_start)
            })
    }

    /// The value as the preprocessor's input: a line marker naming it,
    /// then one token per line.
    pub fn lines(&self) -> String {
        let mut out = format!("#line 1 \"{}\"\n", self.file);
        for t in &self.tokens {
            out.push_str(&self.shown[t.clone()]);
            out.push('\n');
        }
        out
    }

    /// This value's part of the preprocessor's output for a run of values
    /// (`lines` of each, in order).
    pub fn output_part<'o>(&self, output: &'o str) -> Option<&'o str> {
        let start = output.find(&format!("\n# 1 \"{}\"", self.file))? + 1;
        let rest = &output[start..];
        // The next value's marker ends this one; this value's own markers
        // (a system header's macro expanded in it is marked `3 4`) do not.
        let own = format!("\n# 1 \"{}\"", self.file);
        let next = format!("\n# 1 \"{FILE_PREFIX}");
        let mut end = rest.len();
        let mut from = 1;
        while let Some(at) = rest[from..].find(&next) {
            let at = from + at;
            if !rest[at..].starts_with(&own) {
                end = at + 1;
                break;
            }
            from = at + 1;
        }
        Some(&rest[..end])
    }

    /// The name of the unit made of this value (distinct from the value's
    /// own name in its line markers, which the declaration around it
    /// precedes).
    pub fn unit_name(&self) -> String {
        format!("{} declaration", self.file)
    }

    /// The declaration to parse, around `part` (this value's part of the
    /// output). A line marker ends the value: the preprocessor leaves out
    /// the empty lines of trailing macro arguments, so the lines after the
    /// value would otherwise pass for its last tokens.
    pub fn declaration(&self, part: &str, is_typedef: impl Fn(&str) -> bool) -> String {
        let mut typedefs: Vec<String> = part
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
            .filter(|w| !w.starts_with("__builtin") && is_typedef(w))
            .map(str::to_string)
            .collect();
        typedefs.sort();
        typedefs.dedup();
        crate::parse::declaration_for_initializer(
            &format!("{part}\n# 1 \"{}\"\n", self.end_file()),
            &typedefs,
        )
    }

    fn end_file(&self) -> String {
        format!("{} end", self.file)
    }

    /// The whole value, in `shown`.
    pub fn whole(&self) -> Range<usize> {
        self.value_start..self.shown.len()
    }

    pub fn error(&self, message: impl Into<String>, range: Range<usize>) -> Box<Diag> {
        self.locate_at(Diag::without_span(Level::Error, message), range)
    }

    fn snippet(&self, range: Range<usize>) -> Snippet {
        Snippet {
            name: SOURCE_NAME.to_string(),
            text: self.shown.clone(),
            range,
        }
    }

    /// A diagnostic about unit `unit` of `map` (this value's declaration),
    /// pointed into the value.
    pub fn locate(&self, diag: Diag, map: &SourceMap, unit: u32) -> Box<Diag> {
        let range = match diag.span {
            Some(span) if span.unit == unit => self.span_range(map, span),
            _ => self.whole(),
        };
        self.locate_at(diag, range)
    }

    fn locate_at(&self, diag: Diag, range: Range<usize>) -> Box<Diag> {
        let snippet = self.snippet(range);
        Box::new(diag.with_snippet(snippet).with_note(self.expected.clone()))
    }

    /// The first error the preprocessor reported in this value, if any.
    pub fn preprocessor_error(&self, stderr: &str) -> Option<Box<Diag>> {
        stderr.lines().find_map(|line| {
            let rest = line.strip_prefix(&self.file)?.strip_prefix(':')?;
            let (line_number, rest) = rest.split_once(':')?;
            let message = rest.split_once(": error: ")?.1;
            let index = line_number.parse::<usize>().ok()?.checked_sub(1)?;
            let range = match self.tokens.get(index) {
                Some(t) => t.clone(),
                None => self.shown.len()..self.shown.len(),
            };
            let diag = Diag::without_span(Level::Error, message).with_label("here");
            Some(self.locate_at(diag, range))
        })
    }

    /// Where a span of the value's unit lies in `shown`.
    fn span_range(&self, map: &SourceMap, span: Span) -> Range<usize> {
        let lines = self.output_lines(map, span.unit);
        let first = self.offset_range(map, span.unit, span.lo as usize, &lines);
        let last = self.offset_range(
            map,
            span.unit,
            (span.hi as usize).max(span.lo as usize + 1) - 1,
            &lines,
        );
        match (first, last) {
            (Some(a), Some(b)) => a.start..a.end.max(b.end),
            _ => self.whole(),
        }
    }

    /// Where each token's output line is in the unit's text.
    fn output_lines(&self, map: &SourceMap, unit: u32) -> Vec<Option<Range<usize>>> {
        let mut lines = vec![None; self.tokens.len()];
        let text = map.unit_text(unit);
        let mut start = 0;
        for line in text.split_inclusive('\n') {
            let range = start..start + line.trim_end_matches('\n').len();
            start += line.len();
            if line.starts_with('#') {
                continue;
            }
            if let Place::Token(index) = self.place(map, unit, range.start)
                && let Some(slot) = lines.get_mut(index)
            {
                *slot = Some(range);
            }
        }
        lines
    }

    /// Where `offset` of the unit is with respect to the value.
    fn place(&self, map: &SourceMap, unit: u32, offset: usize) -> Place {
        let Some(location) = map.locate_offset(unit, offset) else {
            return Place::Outside;
        };
        let file = map.file_name(location.file);
        let index = (location.line as usize).saturating_sub(1);
        if file == self.file && index < self.tokens.len() {
            Place::Token(index)
        } else if file == self.file || file == self.end_file() {
            Place::End
        } else {
            Place::Outside
        }
    }

    /// Where the output at `offset` came from in `shown`: the same bytes of
    /// a token that came through unchanged, else the whole macro call.
    fn offset_range(
        &self,
        map: &SourceMap,
        unit: u32,
        offset: usize,
        lines: &[Option<Range<usize>>],
    ) -> Option<Range<usize>> {
        let index = match self.place(map, unit, offset) {
            Place::Token(index) => index,
            Place::End => return Some(self.shown.len()..self.shown.len()),
            Place::Outside => return None,
        };
        let token = &self.tokens[index];
        let text = map.unit_text(unit);
        let line = lines.get(index).cloned().flatten()?;
        if text.get(line.clone()) == self.shown.get(token.clone()) && line.contains(&offset) {
            let mut at = token.start + (offset - line.start);
            while !self.shown.is_char_boundary(at) {
                at -= 1;
            }
            let width = self.shown[at..].chars().next().map_or(0, char::len_utf8);
            return Some(at..at + width);
        }
        // A macro call: its arguments' lines are empty in the output.
        let mut last = index;
        while last + 1 < self.tokens.len()
            && lines[last + 1]
                .as_ref()
                .is_none_or(|l| text.get(l.clone()).is_none_or(|t| t.trim().is_empty()))
        {
            last += 1;
        }
        Some(token.start..self.tokens[last].end)
    }
}

/// Where an offset of a value's unit is.
enum Place {
    /// On the output line of this token.
    Token(usize),
    /// After the value.
    End,
    /// In the declaration before the value.
    Outside,
}

fn is_identifier_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$' || !c.is_ascii()
}

fn is_identifier_char(c: char) -> bool {
    is_identifier_start(c) || c.is_ascii_digit()
}

/// C's punctuators of more than one character, longest first (C99 6.4.6;
/// `#`, `##` and their digraphs are refused before).
const PUNCTUATORS: &[&str] = &[
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=",
    "/=", "%=", "+=", "-=", "&=", "^=", "|=", "<:", ":>", "<%", "%>",
];

/// The preprocessing tokens of `value` (C99 6.4) as byte ranges, without
/// comments and white space; or a message and where it applies.
fn tokens(value: &str) -> Result<Vec<Range<usize>>, (String, Range<usize>)> {
    let mut tokens = Vec::new();
    let mut at = 0;
    while let Some(c) = value[at..].chars().next() {
        let rest = &value[at..];
        let start = at;
        if c.is_whitespace() {
            at += c.len_utf8();
            continue;
        }
        if let Some(comment) = rest.strip_prefix("/*") {
            let Some(end) = comment.find("*/") else {
                return Err(("unterminated comment".into(), at..at + 2));
            };
            at += end + 4;
            continue;
        }
        if rest.starts_with("//") {
            at += rest.find('\n').unwrap_or(rest.len());
            continue;
        }
        if c == '#' || c == '\\' || rest.starts_with("%:") {
            let width = if c == '%' { 2 } else { 1 };
            return Err((
                format!(
                    "`{}` cannot be part of a value (only of a C initializer's strings)",
                    &rest[..width]
                ),
                at..at + width,
            ));
        }
        at += if is_identifier_start(c) {
            let len = rest
                .find(|c: char| !is_identifier_char(c))
                .unwrap_or(rest.len());
            // An encoding prefix belongs to the literal it starts.
            match (&rest[..len], rest[len..].chars().next()) {
                ("L" | "u" | "U" | "u8", Some('"' | '\'')) => len + literal_len(&rest[len..]),
                _ => len,
            }
        } else if c.is_ascii_digit()
            || (c == '.' && rest[1..].starts_with(|d: char| d.is_ascii_digit()))
        {
            number_len(rest)
        } else if c == '"' || c == '\'' {
            literal_len(rest)
        } else {
            PUNCTUATORS
                .iter()
                .find(|p| rest.starts_with(**p))
                .map_or(c.len_utf8(), |p| p.len())
        };
        tokens.push(start..at);
    }
    Ok(tokens)
}

/// The length of the pp-number at the start of `text` (C99 6.4.8).
fn number_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut at = 1;
    while at < bytes.len() {
        let b = bytes[at];
        if matches!(b, b'e' | b'E' | b'p' | b'P') && matches!(bytes.get(at + 1), Some(b'+' | b'-'))
        {
            at += 2;
        } else if b.is_ascii_alphanumeric() || b == b'_' || b == b'.' {
            at += 1;
        } else {
            break;
        }
    }
    at
}

/// The length of the character constant or string literal at the start of
/// `text`, up to its closing quote (or the end of the line, unterminated:
/// the parser will say so).
fn literal_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let quote = bytes[0];
    let mut at = 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'\n' => return at,
            b if b == quote => return at + 1,
            _ => at += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(value: &str) -> Vec<&str> {
        match tokens(value) {
            Ok(ts) => ts.into_iter().map(|t| &value[t]).collect(),
            Err((m, _)) => panic!("{value}: {m}"),
        }
    }

    #[test]
    fn values_split_into_preprocessing_tokens() {
        assert_eq!(
            split("{PUSH, 5,ADD}"),
            ["{", "PUSH", ",", "5", ",", "ADD", "}"]
        );
        assert_eq!(split("N*2"), ["N", "*", "2"]);
        assert_eq!(
            split("1e+5 0x1.8p-1 .5 1u"),
            ["1e+5", "0x1.8p-1", ".5", "1u"]
        );
        assert_eq!(
            split("a->b<<=c...d"),
            ["a", "->", "b", "<<=", "c", "...", "d"]
        );
        assert_eq!(
            split(r#""a\"b" 'c' L"w" u8"x""#),
            [r#""a\"b""#, "'c'", "L\"w\"", "u8\"x\""]
        );
        assert_eq!(split("1 /* N */ + // M\n 2"), ["1", "+", "2"]);
        assert_eq!(split("(unsigned)-1"), ["(", "unsigned", ")", "-", "1"]);
        assert_eq!(split("\"unterminated"), ["\"unterminated"]);
        assert_eq!(split("é1 x"), ["é1", "x"]);
    }

    #[test]
    fn what_would_be_a_directive_is_refused() {
        for (value, at) in [("#define X", 0..1), ("1 %: 2", 2..4), ("a \\\n b", 2..3)] {
            match tokens(value) {
                Err((m, range)) => {
                    assert!(m.contains("cannot be part of a value"), "{m}");
                    assert_eq!(range, at, "{value}");
                }
                Ok(t) => panic!("{value}: {t:?}"),
            }
        }
        assert!(
            matches!(tokens("1 /* x"), Err((m, r)) if m == "unterminated comment" && r == (2..4))
        );
    }

    #[test]
    fn spans_map_back_to_tokens_and_macro_calls() {
        let mut value = ValueText::new("n", "{A, SQ(3) , \"x\"}", 0, String::new());
        value.tokenize().expect("tokens");
        // What the preprocessor makes of it: `A` unchanged, `SQ(3)` on the
        // line of `SQ`, its arguments' lines empty.
        let output = "# 1 \"<cmix value 0>\"\n{\nA\n,\n((3)*(3))\n\n\n\n,\n\"x\"\n}\n";
        let mut map = SourceMap::new();
        let text = value.declaration(output, |_| false);
        let unit = map.add_unit(value.unit_name().into(), text.clone());
        let range_of = |needle: &str| {
            let lo = text.find(needle).expect("in output");
            let span = Span {
                unit,
                lo: lo as u32,
                hi: (lo + needle.len()) as u32,
            };
            &value.shown[value.span_range(&map, span)]
        };
        assert_eq!(range_of("A"), "A");
        assert_eq!(range_of("((3)*(3))"), "SQ(3)");
        assert_eq!(range_of("(3)*"), "SQ(3)");
        assert_eq!(range_of("\"x\""), "\"x\"");
        assert_eq!(range_of("x\""), "x\"");
        assert_eq!(range_of("{\nA"), "{A");
        assert_eq!(range_of("int cmix_value"), "{A, SQ(3) , \"x\"}");
        let end = text.rfind(';').expect("declaration's end");
        let span = Span {
            unit,
            lo: end as u32,
            hi: end as u32 + 1,
        };
        assert_eq!(
            value.span_range(&map, span),
            value.shown.len()..value.shown.len()
        );
    }
}
