//! Diagnostics: errors are values with spans, rendered by codespan-reporting
//! against the user's original files (not the preprocessed text).
//!
//! Every way cmix can refuse an input goes through a named constructor here,
//! so wording stays consistent and each message says what to do.

use std::fmt::Write as _;
use std::ops::Range;

use codespan_reporting::diagnostic::{Diagnostic, Label, Severity};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::Buffer;

use crate::source::{SourceMap, Span};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
    Note,
    /// An internal invariant failed: a bug in cmix, not in the user's program.
    Bug,
}

#[derive(Clone, Debug)]
pub struct Diag {
    pub level: Level,
    pub message: String,
    pub span: Option<Span>,
    pub label: String,
    pub notes: Vec<String>,
    /// Where the diagnostic points when that is not in the program's
    /// files (a value given on the command line); then `span` is `None`.
    pub snippet: Option<Box<Snippet>>,
}

/// A text outside the program's files, shown as a source of its own, and
/// the byte range of the label in it.
#[derive(Clone, Debug)]
pub struct Snippet {
    pub name: String,
    pub text: String,
    pub range: Range<usize>,
}

impl Diag {
    pub fn error(message: impl Into<String>, span: Span) -> Diag {
        Diag {
            level: Level::Error,
            message: message.into(),
            span: (!span.is_dummy()).then_some(span),
            label: String::new(),
            notes: Vec::new(),
            snippet: None,
        }
    }

    pub fn without_span(level: Level, message: impl Into<String>) -> Diag {
        Diag {
            level,
            message: message.into(),
            span: None,
            label: String::new(),
            notes: Vec::new(),
            snippet: None,
        }
    }

    /// A remark that does not stop cmix (what it made dynamic, where the
    /// residual program traps); `--quiet` hides these.
    pub fn note(message: impl Into<String>) -> Diag {
        Diag::without_span(Level::Note, message)
    }

    /// The same note pointing at `span` in the program.
    pub fn note_at(message: impl Into<String>, span: Span) -> Diag {
        Diag {
            level: Level::Note,
            ..Diag::error(message, span)
        }
    }

    pub fn bug(message: impl Into<String>, span: Span) -> Diag {
        let mut d = Diag::error(message, span);
        d.level = Level::Bug;
        d.notes
            .push("this is a bug in cmix, not in your program; please report it".into());
        d
    }

    /// The message on one line, the place it points at after it.
    pub fn one_line(&self, sources: &SourceMap) -> String {
        match self.span {
            Some(span) => format!("{} ({})", self.message, sources.describe(span)),
            None => self.message.clone(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diag {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diag {
        self.notes.push(note.into());
        self
    }

    /// Points the diagnostic into `snippet` instead of the program.
    pub fn with_snippet(mut self, snippet: Snippet) -> Diag {
        self.span = None;
        self.snippet = Some(Box::new(snippet));
        self
    }
}

/// A construct cmix does not handle (yet): always says so plainly.
pub fn unsupported(what: &str, span: Span) -> Diag {
    Diag::error(format!("cmix does not support {what}"), span)
        .with_label(UNSUPPORTED_LABEL)
        .with_note(
            "rewrite this part of the program without it, or keep it out of the code cmix reads",
        )
}

/// Whether `d` is an `unsupported` diagnostic.
pub fn is_unsupported(d: &Diag) -> bool {
    d.label == UNSUPPORTED_LABEL
}

const UNSUPPORTED_LABEL: &str = "unsupported construct";

/// A C constraint violation or type error in the user's program.
pub fn invalid(message: impl Into<String>, span: Span) -> Diag {
    Diag::error(message, span).with_label("here")
}

pub fn syntax_error(expected: &[&str], span: Span) -> Diag {
    let mut list: Vec<&str> = expected.iter().copied().filter(|t| !t.is_empty()).collect();
    list.sort_unstable();
    list.dedup();
    let shown: Vec<String> = list.iter().take(12).map(|t| format!("`{t}`")).collect();
    let mut msg = String::from("syntax error");
    if !shown.is_empty() {
        let _ = write!(msg, ": expected {}", shown.join(", "));
        if list.len() > shown.len() {
            msg.push_str(", ...");
        }
    }
    Diag::error(msg, span)
        .with_label("the parser got this far")
        .with_note(
            "the position is the farthest point the parser reached; the mistake may be earlier",
        )
}

/// Renders diagnostics as text (no colors), mapping spans to the original
/// files when they can be read and to the preprocessed text otherwise.
pub fn render(diags: &[Diag], map: &SourceMap) -> String {
    render_styled(diags, map, false)
}

/// `render`, with the terminal colors of codespan-reporting (ANSI escape
/// sequences) when `colored`.
pub fn render_styled(diags: &[Diag], map: &SourceMap, colored: bool) -> String {
    let mut files: SimpleFiles<String, std::rc::Rc<str>> = SimpleFiles::new();
    let config = term::Config::default();
    let mut out = String::new();
    for diag in diags {
        let severity = match diag.level {
            Level::Error => Severity::Error,
            Level::Warning => Severity::Warning,
            Level::Note => Severity::Note,
            Level::Bug => Severity::Bug,
        };
        let mut d = Diagnostic::new(severity).with_message(&diag.message);
        let labelled = match (&diag.snippet, diag.span) {
            (Some(snippet), _) => Some(snippet_range(snippet, &mut files)),
            (None, Some(span)) => label_range(map, span, &mut files),
            (None, None) => None,
        };
        if let Some((file, range)) = labelled {
            d = d.with_label(Label::primary(file, range).with_message(&diag.label));
        }
        d = d.with_notes(diag.notes.clone());
        let mut buffer = if colored {
            Buffer::ansi()
        } else {
            Buffer::no_color()
        };
        match term::emit_to_write_style(&mut buffer, &config, &files, &d) {
            Ok(()) => out.push_str(&String::from_utf8_lossy(buffer.as_slice())),
            Err(_) => {
                let _ = writeln!(out, "error: {}", diag.message);
            }
        }
    }
    out
}

/// Adds a snippet as a file of its own; its range, kept inside the text.
fn snippet_range(
    snippet: &Snippet,
    files: &mut SimpleFiles<String, std::rc::Rc<str>>,
) -> (usize, Range<usize>) {
    let text = snippet.text.as_str();
    let clamp = |at: usize| {
        (0..=at.min(text.len()))
            .rev()
            .find(|&i| text.is_char_boundary(i))
    };
    let start = clamp(snippet.range.start).unwrap_or(0);
    let end = clamp(snippet.range.end).unwrap_or(0).max(start);
    let id = files.add(snippet.name.clone(), text.into());
    (id, start..end)
}

/// Finds the file and byte range a span covers in the original source.
fn label_range(
    map: &SourceMap,
    span: Span,
    files: &mut SimpleFiles<String, std::rc::Rc<str>>,
) -> Option<(usize, std::ops::Range<usize>)> {
    let loc = map.locate(span)?;
    let pp_text = map.units.get(span.unit as usize)?.text.as_str();
    let pp_len = (span.hi.saturating_sub(span.lo) as usize).max(1);
    if let Some(text) = map.file_text(loc.file) {
        let line_start = text
            .split_inclusive('\n')
            .take(loc.line.saturating_sub(1) as usize)
            .map(str::len)
            .sum::<usize>();
        if line_start <= text.len() {
            let line = &text[line_start..];
            let line_end = line_start + line.find('\n').unwrap_or(line.len());
            let start = line_start
                + line
                    .char_indices()
                    .nth(loc.col.saturating_sub(1) as usize)
                    .map_or(line_end - line_start, |(i, _)| i);
            let start = start.min(line_end);
            let end = (start + pp_len).min(line_end).max(start);
            let id = files.add(map.file_name(loc.file).to_string(), text);
            return Some((id, start..end));
        }
    }
    let start = (span.lo as usize).min(pp_text.len());
    let end = (start + pp_len).min(pp_text.len());
    let name = format!(
        "{} (preprocessed)",
        map.units[span.unit as usize].path.display()
    );
    let id = files.add(name, pp_text.into());
    Some((id, start..end))
}
