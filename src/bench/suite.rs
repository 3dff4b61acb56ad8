//! `cmix bench --suite DIR`: every subdirectory with a `bench.args` file is
//! a benchmark, measured by a child `cmix bench` (so that each has its own
//! peak-memory figure); `scale.args` adds specialization-only runs at
//! scales 1, 10 and 100. The results go to RESULTS.md and a chart.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::progress::Progress;
use super::report::Report;

pub struct SuiteOptions {
    pub dir: PathBuf,
    pub runs: usize,
    /// Default: DIR/RESULTS.md.
    pub results: Option<PathBuf>,
    /// Default: DIR/speedups.svg.
    pub chart: Option<PathBuf>,
    /// Only these benchmarks (directory names).
    pub only: Vec<String>,
}

/// The scales `@SCALE@` takes in `scale.args`.
pub const SCALES: [u32; 3] = [1, 10, 100];

/// A benchmark directory.
pub struct Benchmark {
    pub name: String,
    pub dir: PathBuf,
    pub description: String,
    pub args: Vec<String>,
    pub scale_args: Option<Vec<String>>,
}

/// What one benchmark gave.
pub struct Outcome {
    pub name: String,
    pub description: String,
    /// The report, or why there is none.
    pub result: Result<Report, String>,
    pub scaling: Vec<ScalePoint>,
    pub scaling_error: Option<String>,
}

/// One specialization-only run of `scale.args`.
pub struct ScalePoint {
    pub scale: u32,
    pub spec_ms: f64,
    pub peak_kib: Option<u64>,
    pub residual_lines: usize,
}

/// Runs the suite and writes its results; `Ok(false)` when a benchmark
/// failed (the others still ran). The error is a failure of the suite itself.
pub fn run_suite(options: &SuiteOptions) -> Result<bool, String> {
    if options.runs == 0 {
        return Err("--runs must be at least 1".to_string());
    }
    let benchmarks = find_benchmarks(&options.dir, &options.only)?;
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot find the cmix executable: {e}"))?;
    let mut progress = Progress::new();
    let mut outcomes = Vec::new();
    let total = benchmarks.len();
    for (index, benchmark) in benchmarks.iter().enumerate() {
        let label = format!("suite {}/{total} {}", index + 1, benchmark.name);
        let mut args = benchmark.args.clone();
        args.extend(
            ["--baseline", "o3=-O3", "--json", "--runs"]
                .map(str::to_string)
                .into_iter()
                .chain([options.runs.to_string()]),
        );
        let result = run_child(&exe, &benchmark.dir, &args, &label, &mut progress);
        let mut scaling = Vec::new();
        let mut scaling_error = None;
        if let Some(scale_args) = &benchmark.scale_args {
            for scale in SCALES {
                let mut args: Vec<String> = scale_args
                    .iter()
                    .map(|a| a.replace("@SCALE@", &scale.to_string()))
                    .collect();
                args.extend(["--spec-only", "--json"].map(str::to_string));
                let label = format!("{label} scale {scale}");
                match run_child(&exe, &benchmark.dir, &args, &label, &mut progress) {
                    Ok(report) => scaling.push(ScalePoint {
                        scale,
                        spec_ms: report.spec_ms,
                        peak_kib: report.peak_kib,
                        residual_lines: report.residual_lines,
                    }),
                    Err(message) => {
                        scaling_error = Some(format!("scale {scale}: {message}"));
                        break;
                    }
                }
            }
        }
        progress.clear();
        // Their messages went by above.
        if result.is_err() {
            eprintln!("error: benchmark {} failed", benchmark.name);
        }
        if scaling_error.is_some() {
            eprintln!(
                "error: the scaling runs of benchmark {} failed",
                benchmark.name
            );
        }
        outcomes.push(Outcome {
            name: benchmark.name.clone(),
            description: benchmark.description.clone(),
            result,
            scaling,
            scaling_error,
        });
    }
    // The front end's scaling, with the whole suite only (--only picks
    // benchmarks).
    let frontend = if options.only.is_empty() {
        let work = std::env::temp_dir().join(format!("cmix-frontend-{}", std::process::id()));
        let measured = std::fs::create_dir_all(&work)
            .map_err(|e| format!("cannot create {}: {e}", work.display()))
            .and_then(|()| super::frontend::measure(&exe, &work, &mut progress));
        let _ = std::fs::remove_dir_all(&work);
        Some(measured)
    } else {
        None
    };
    progress.clear();
    let frontend_section = match &frontend {
        Some(Ok(points)) => super::frontend::render(points, None),
        Some(Err(message)) => {
            eprintln!("error: the front-end scaling runs failed: {message}");
            super::frontend::render(&[], Some(message))
        }
        None => String::new(),
    };
    let results_path = options
        .results
        .clone()
        .unwrap_or_else(|| options.dir.join("RESULTS.md"));
    let chart_path = options
        .chart
        .clone()
        .unwrap_or_else(|| options.dir.join("speedups.svg"));
    let machine = super::results::Machine::detect();
    let command = std::iter::once("cmix".to_string())
        .chain(std::env::args().skip(1))
        .collect::<Vec<_>>()
        .join(" ");
    let mut text = super::results::render(&outcomes, &machine, &command, options.runs);
    text.push_str(&frontend_section);
    std::fs::write(&results_path, text)
        .map_err(|e| format!("cannot write {}: {e}", results_path.display()))?;
    super::chart::write_chart(&chart_path, &outcomes)?;
    eprintln!(
        "bench: wrote {} and {}",
        results_path.display(),
        chart_path.display()
    );
    Ok(!matches!(frontend, Some(Err(_)))
        && outcomes
            .iter()
            .all(|o| o.result.is_ok() && o.scaling_error.is_none()))
}

/// The subdirectories of `dir` with a `bench.args`, sorted by name.
pub fn find_benchmarks(dir: &Path, only: &[String]) -> Result<Vec<Benchmark>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut benchmarks = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let path = entry.path();
        let args_file = path.join("bench.args");
        if !args_file.is_file() {
            continue;
        }
        let name = entry.file_name().to_string_lossy().into_owned();
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        let (description, args) = read_args_file(&args_file)?;
        let scale_file = path.join("scale.args");
        let scale_args = if scale_file.is_file() {
            Some(read_args_file(&scale_file)?.1)
        } else {
            None
        };
        benchmarks.push(Benchmark {
            name,
            dir: path,
            description: description.unwrap_or_default(),
            args,
            scale_args,
        });
    }
    benchmarks.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(missing) = only
        .iter()
        .find(|name| !benchmarks.iter().any(|b| &b.name == *name))
    {
        return Err(format!(
            "no benchmark `{missing}` in {} (a subdirectory with a bench.args file)",
            dir.display()
        ));
    }
    if benchmarks.is_empty() {
        return Err(format!(
            "no benchmarks in {} (subdirectories with a bench.args file)",
            dir.display()
        ));
    }
    Ok(benchmarks)
}

fn read_args_file(path: &Path) -> Result<(Option<String>, Vec<String>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(parse_args(&text))
}

/// One argument per line; blank lines and `#` comments skipped, the first
/// comment being the description. A line `--option value` is two
/// arguments, the value possibly in quotes (as one would write it in a
/// shell).
pub fn parse_args(text: &str) -> (Option<String>, Vec<String>) {
    let mut description = None;
    let mut args = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(comment) = line.strip_prefix('#') {
            description.get_or_insert_with(|| comment.trim().to_string());
            continue;
        }
        if line.is_empty() {
            continue;
        }
        match line.split_once(char::is_whitespace) {
            Some((option, value)) if option.starts_with("--") && !option.contains('=') => {
                args.push(option.to_string());
                args.push(unquote(value.trim()).to_string());
            }
            _ => args.push(line.to_string()),
        }
    }
    (description, args)
}

/// The text inside one pair of matching outer quotes.
fn unquote(value: &str) -> &str {
    for quote in ['\'', '"'] {
        if let Some(inner) = value
            .strip_prefix(quote)
            .and_then(|rest| rest.strip_suffix(quote))
        {
            return inner;
        }
    }
    value
}

/// Runs `cmix bench ARGS` in `dir` and reads its JSON report. The child's
/// progress lines feed ours; its other messages (notes, errors) are passed
/// on, and the errors make the failure message.
fn run_child(
    exe: &Path,
    dir: &Path,
    args: &[String],
    label: &str,
    progress: &mut Progress,
) -> Result<Report, String> {
    progress.phase(label);
    let mut child = Command::new(exe)
        .arg("bench")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let stdout_reader = child.stdout.take().map(|mut pipe| {
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = std::io::Read::read_to_string(&mut pipe, &mut text);
            text
        })
    });
    let mut messages = Vec::new();
    if let Some(pipe) = child.stderr.take() {
        for line in BufReader::new(pipe).lines() {
            let Ok(line) = line else { break };
            if let Some(phase) = line.strip_prefix("bench: ") {
                progress.phase(&format!("{label}: {phase}"));
            } else {
                progress.clear();
                let _ = writeln!(std::io::stderr(), "{line}");
                if progress.is_terminal() {
                    progress.phase(label);
                }
                messages.push(line);
            }
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("cannot wait for {}: {e}", exe.display()))?;
    let stdout = stdout_reader
        .and_then(|reader| reader.join().ok())
        .unwrap_or_default();
    if !status.success() {
        let errors = without_notes(&messages);
        let shown: Vec<&str> = errors.into_iter().take(20).collect();
        return Err(if shown.is_empty() {
            format!("cmix bench ended with {status}")
        } else {
            shown.join("\n")
        });
    }
    serde_json::from_str(&stdout).map_err(|e| format!("cannot read the JSON report: {e}"))
}

/// The lines of a child's messages less its notes: a rendered note runs
/// from its `note:` header to the next header, and blank lines separate
/// diagnostics.
fn without_notes(messages: &[String]) -> Vec<&str> {
    let mut in_note = false;
    let mut kept = Vec::new();
    for line in messages {
        let is_header = ["note", "error", "warning", "bug"]
            .iter()
            .any(|severity| line.starts_with(severity));
        if is_header {
            in_note = line.starts_with("note");
        }
        if !in_note && !line.trim().is_empty() {
            kept.push(line.as_str());
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::{parse_args, without_notes};

    #[test]
    fn a_childs_notes_are_left_out_of_its_errors() {
        let messages: Vec<String> = [
            "note: made it dynamic",
            "  ┌─ a.c:1:2",
            "",
            "error: no such file",
            "  = try again",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            without_notes(&messages),
            ["error: no such file", "  = try again"]
        );
    }

    #[test]
    fn args_files_skip_comments_and_blank_lines() {
        let (description, args) =
            parse_args("# Power to a fixed exponent\n\npower.c\n  --goal\n# other\npower\n");
        assert_eq!(description.as_deref(), Some("Power to a fixed exponent"));
        assert_eq!(args, ["power.c", "--goal", "power"]);
    }

    #[test]
    fn an_option_and_its_value_may_share_a_line() {
        let (_, args) = parse_args(
            "p.c\n--goal run\n--static 'fmt=\"%d %s\\n\"'\n--cflags -O3 -g\n-DN=1\n--static=n=2\n",
        );
        assert_eq!(
            args,
            [
                "p.c",
                "--goal",
                "run",
                "--static",
                "fmt=\"%d %s\\n\"",
                "--cflags",
                "-O3 -g",
                "-DN=1",
                "--static=n=2"
            ]
        );
    }
}
