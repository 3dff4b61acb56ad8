//! The progress line of a long run on stderr (indicatif): the phase
//! (preprocess, parse, lower, analyses, specialize, emit) and, while
//! specializing, the residual statements made so far.
//!
//! One line per process, started by the command line only when stderr is
//! a terminal (and not under `--quiet`); every other function here does
//! nothing until then, so the library pays one atomic load per call. The
//! line shows after `SHOW_AFTER` only: a short run prints nothing. Output
//! to stderr goes through `suspend`, which takes the line away while it
//! is written.

use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Runs shorter than this never show the line.
const SHOW_AFTER: Duration = Duration::from_secs(1);

/// How often the spinner turns and the elapsed time is redrawn.
const TICK: Duration = Duration::from_millis(120);

static LINE: OnceLock<Mutex<Line>> = OnceLock::new();

struct Line {
    bar: ProgressBar,
    phase: &'static str,
    /// Erased for good: nothing may draw it again.
    finished: bool,
}

/// Starts the (still hidden) line; shows it after `SHOW_AFTER` unless the
/// run has ended.
pub fn start() {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    if let Ok(style) = ProgressStyle::with_template("{spinner} cmix: {msg} ({elapsed})") {
        bar.set_style(style);
    }
    let line = Line {
        bar,
        phase: "start",
        finished: false,
    };
    if LINE.set(Mutex::new(line)).is_err() {
        return;
    }
    let _ = std::thread::Builder::new()
        .name("cmix-progress".into())
        .spawn(|| {
            std::thread::sleep(SHOW_AFTER);
            with_line(|line| {
                if !line.finished {
                    line.bar.set_draw_target(ProgressDrawTarget::stderr());
                    line.bar.enable_steady_tick(TICK);
                }
            });
        });
}

/// Enters a phase of the pipeline.
pub fn phase(name: &'static str) {
    with_line(|line| {
        line.phase = name;
        if !line.finished {
            line.bar.set_message(name);
        }
    });
}

/// The residual statements made so far (called now and then by the
/// specialization kernel).
pub fn residual_statements(count: u64) {
    with_line(|line| {
        if !line.finished {
            line.bar
                .set_message(format!("{}: {count} residual statements", line.phase));
        }
    });
}

/// Runs `write` (output to stderr) with the line taken away meanwhile.
pub fn suspend<R>(write: impl FnOnce() -> R) -> R {
    match LINE.get() {
        Some(line) => match line.lock() {
            Ok(line) => line.bar.suspend(write),
            Err(_) => write(),
        },
        None => write(),
    }
}

/// Erases the line for good: at the end of the run, or before the
/// residual program cmix runs takes the terminal.
pub fn finish() {
    with_line(|line| {
        line.finished = true;
        line.bar.finish_and_clear();
    });
}

fn with_line(update: impl FnOnce(&mut Line)) {
    if let Some(line) = LINE.get()
        && let Ok(mut line) = line.lock()
    {
        update(&mut line);
    }
}
