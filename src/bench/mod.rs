//! `cmix bench`: specializes a program, compiles the original and the
//! residual program with the same C compiler and flags, runs both over the
//! same inputs and reports times, sizes and speedups; `--suite` does that for
//! every benchmark of a directory (each in a child process) and writes
//! RESULTS.md and a chart.
//!
//! - `measure.rs`: specialization time (front end included) and peak memory.
//! - `run.rs`: compiling the variants and running them, timed.
//! - `code_size.rs`: the size of the code sections of an object file.
//! - `report.rs`: the figures (JSON) and the human-readable table.
//! - `progress.rs`: the progress line on stderr.
//! - `suite.rs`: the suite runner; `results.rs` its RESULTS.md and
//!   `chart.rs` its SVG chart; `frontend.rs` the front end's scaling
//!   against the C compiler, a section of RESULTS.md.

mod chart;
mod code_size;
mod frontend;
mod measure;
mod progress;
mod report;
mod results;
mod run;
mod suite;

use std::path::{Path, PathBuf};

use crate::preprocess::PreprocessOptions;
use crate::spec::Request;

pub use measure::peak_memory_kib;
pub use report::{Ratio, Report, VariantReport};
pub use suite::{SuiteOptions, run_suite};

/// One benchmark: what to specialize, how to compile and what to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    pub files: Vec<PathBuf>,
    /// `-I`/`-D`/`-U` for cmix's preprocessor; also given to the compiler
    /// for the original sources and the hand-written variant.
    pub preprocess: PreprocessOptions,
    /// The specialization; `whole_program` is set here for value mode.
    pub request: Request,
    /// Standard input of each run, in order; none: one run on empty input.
    pub inputs: Vec<PathBuf>,
    /// The C compiler (default `$CC`, else `gcc`), split on whitespace.
    pub compiler: Option<String>,
    /// The compiler flags (default `-O2`), split on whitespace.
    pub cflags: Option<String>,
    /// `NAME=CFLAGS`: the original compiled with other flags.
    pub baselines: Vec<String>,
    /// A hand-specialized version of the program.
    pub hand: Option<PathBuf>,
    pub runs: usize,
    pub json: bool,
    /// Specialize only: time, memory and residual size (scaling runs).
    pub spec_only: bool,
    /// How notes and errors are rendered (`--color`, `--quiet`).
    pub terminal: crate::terminal::Terminal,
}

/// How long one run of a compiled variant may take before it is killed.
pub const RUN_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// Runs one benchmark and prints its report on stdout. The error is the
/// message to print (it may hold rendered diagnostics).
pub fn run_bench(options: &BenchOptions) -> Result<(), String> {
    let report = bench(options)?;
    if options.json {
        let text = serde_json::to_string_pretty(&report)
            .map_err(|e| format!("cannot write the report as JSON: {e}"))?;
        println!("{text}");
    } else {
        print!("{}", report::table(&report));
    }
    Ok(())
}

/// Measures one benchmark.
pub fn bench(options: &BenchOptions) -> Result<Report, String> {
    if options.runs == 0 {
        return Err("--runs must be at least 1".to_string());
    }
    let mut progress = progress::Progress::new();
    let mut request = options.request.clone();
    let value_mode = request.statics.iter().all(|(_, value)| value.is_some());
    // Value mode must give a whole program to run; call-site mode always does.
    if value_mode {
        request.whole_program = crate::spec::WholeProgram::EveryCall;
    }
    progress.phase("bench: specializing");
    let specialized = measure::specialize(
        &options.files,
        &options.preprocess,
        &request,
        &options.terminal,
    );
    progress.clear();
    let specialized = specialized?;
    eprint!("{}", specialized.notes);
    let mut report = Report::new(options, value_mode, &specialized);
    if options.spec_only {
        return Ok(report);
    }
    let variants = run::Variant::all(options)?;
    let work = run::Workspace::create()?;
    let measured =
        run::measure_variants(&work, &variants, &specialized.text, options, &mut progress);
    progress.clear();
    let measured = measured?;
    report.add_variants(&measured);
    Ok(report)
}

/// Lines of a text: newlines, plus an unterminated last line.
pub(crate) fn count_lines(text: &[u8]) -> usize {
    let newlines = text.iter().filter(|&&b| b == b'\n').count();
    newlines + usize::from(text.last().is_some_and(|&b| b != b'\n'))
}

/// The file's name for reports: as given, relative paths kept.
pub(crate) fn shown(path: &Path) -> String {
    path.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::count_lines;

    #[test]
    fn lines_count_an_unterminated_last_line() {
        assert_eq!(count_lines(b""), 0);
        assert_eq!(count_lines(b"a\nb\n"), 2);
        assert_eq!(count_lines(b"a\nb"), 2);
    }
}
