//! The progress line of `cmix bench` on stderr: an indicatif spinner
//! redrawn in place on a terminal; otherwise one line per phase, since a
//! log should read as a list and the suite reads its children's phases
//! from those lines (`bench: ...`). Never on stdout.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How often the spinner turns.
const TICK: Duration = Duration::from_millis(120);

pub struct Progress {
    terminal: bool,
    /// The line drawn and not yet cleared (terminal only).
    line: Option<ProgressBar>,
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            terminal: std::io::stderr().is_terminal(),
            line: None,
        }
    }

    pub fn phase(&mut self, text: &str) {
        if !self.terminal {
            eprintln!("{text}");
            return;
        }
        let line = self.line.get_or_insert_with(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} ({elapsed})") {
                bar.set_style(style);
            }
            bar.enable_steady_tick(TICK);
            bar
        });
        line.set_message(text.to_string());
    }

    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Removes the line, before other messages or at the end.
    pub fn clear(&mut self) {
        if let Some(line) = self.line.take() {
            line.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}
