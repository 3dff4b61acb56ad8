//! What the command line writes to stderr: diagnostics rendered by
//! codespan-reporting, in color or not (`--color`, `NO_COLOR`), without
//! notes under `--quiet`, and the progress line (`progress.rs`) kept out
//! of their way. Standard output never goes through here.

pub mod progress;

use std::io::{IsTerminal, Write};

use crate::diag::{Diag, Level};
use crate::source::SourceMap;

/// `--color`: when to color diagnostics and the two-level program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorWhen {
    /// When the output is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorWhen {
    /// Whether output that goes to a stream that `is_terminal` (or not)
    /// gets colors.
    pub fn colors(self, is_terminal: bool) -> bool {
        self.colors_under(is_terminal, std::env::var_os("NO_COLOR").as_deref())
    }

    /// `colors`, given `NO_COLOR`'s value.
    fn colors_under(self, is_terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        match self {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            // https://no-color.org: set and not empty.
            ColorWhen::Auto => is_terminal && no_color.is_none_or(|v| v.is_empty()),
        }
    }
}

/// How diagnostics reach stderr.
#[derive(Clone, Copy, Debug)]
pub struct Terminal {
    colored: bool,
    quiet: bool,
}

impl Terminal {
    pub fn new(color: ColorWhen, quiet: bool) -> Terminal {
        Terminal {
            colored: color.colors(std::io::stderr().is_terminal()),
            quiet,
        }
    }

    /// Prints the diagnostics, less the notes under `--quiet`.
    pub fn report(&self, diags: &[Diag], sources: &SourceMap) {
        let text = self.render(diags, sources);
        if !text.is_empty() {
            self.write(&text);
        }
    }

    /// The text `report` prints, for a caller that prints it later.
    pub fn render(&self, diags: &[Diag], sources: &SourceMap) -> String {
        let shown: Vec<Diag> = diags
            .iter()
            .filter(|d| !(self.quiet && d.level == Level::Note))
            .cloned()
            .collect();
        crate::diag::render_styled(&shown, sources, self.colored)
    }

    /// A diagnostic about no place in the program (a usage error, a file
    /// that cannot be written).
    pub fn report_one(&self, diag: Diag) {
        self.report(&[diag], &SourceMap::new());
    }

    pub fn error(&self, message: impl Into<String>) {
        self.report_one(Diag::without_span(Level::Error, message));
    }

    /// Text that is already rendered (a child's messages, rendered
    /// diagnostics from the bench API), written as it is.
    pub fn write(&self, text: &str) {
        progress::suspend(|| {
            let mut stderr = std::io::stderr().lock();
            let _ = stderr.write_all(text.as_bytes());
            let _ = stderr.flush();
        });
    }
}

#[cfg(test)]
mod tests {
    use super::ColorWhen;
    use std::ffi::OsStr;

    #[test]
    fn auto_colors_a_terminal_unless_no_color_is_set() {
        assert!(ColorWhen::Auto.colors_under(true, None));
        assert!(ColorWhen::Auto.colors_under(true, Some(OsStr::new(""))));
        assert!(!ColorWhen::Auto.colors_under(true, Some(OsStr::new("1"))));
        assert!(!ColorWhen::Auto.colors_under(false, None));
        assert!(ColorWhen::Always.colors_under(false, Some(OsStr::new("1"))));
        assert!(!ColorWhen::Never.colors_under(true, None));
    }
}
