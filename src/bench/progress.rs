//! The progress line on stderr: redrawn in place on a terminal, one line
//! per phase otherwise (a log should read as a list). Never on stdout.

use std::io::{IsTerminal, Write};

pub struct Progress {
    terminal: bool,
    /// A line is drawn and not yet cleared (terminal only).
    drawn: bool,
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            terminal: std::io::stderr().is_terminal(),
            drawn: false,
        }
    }

    pub fn phase(&mut self, text: &str) {
        let mut err = std::io::stderr().lock();
        if self.terminal {
            // \x1b[K clears what a longer previous line left.
            let _ = write!(err, "\r{text}\x1b[K");
            self.drawn = true;
        } else {
            let _ = writeln!(err, "{text}");
        }
        let _ = err.flush();
    }

    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Removes the line, before other messages or at the end.
    pub fn clear(&mut self) {
        if self.drawn {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[K");
            let _ = err.flush();
            self.drawn = false;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}
