//! Compiling the variants of a benchmark (original, residual, baselines,
//! hand-written) with one compiler, and running them over the inputs in
//! interleaved rounds, checking that every run prints what the original does.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::progress::Progress;
use super::{BenchOptions, RUN_TIMEOUT, count_lines, shown};

/// What a variant is compiled from.
pub enum Sources {
    Files(Vec<PathBuf>),
    /// The residual program cmix wrote.
    Residual,
}

/// One program to compile and time.
pub struct Variant {
    /// `original`, `residual`, `original NAME` (a baseline), `hand`.
    pub name: String,
    pub sources: Sources,
    pub cflags: Vec<String>,
    /// Flags for the preprocessor of the original sources (`-I`, `-D`).
    pub preprocess_flags: Vec<String>,
}

impl Variant {
    /// The variants in run order: original, residual, baselines, hand.
    pub fn all(options: &BenchOptions) -> Result<Vec<Variant>, String> {
        let cflags = split_flags(options.cflags.as_deref().unwrap_or("-O2"));
        let preprocess_flags = options.preprocess.args.clone();
        let mut variants = vec![
            Variant {
                name: "original".to_string(),
                sources: Sources::Files(options.files.clone()),
                cflags: cflags.clone(),
                preprocess_flags: preprocess_flags.clone(),
            },
            Variant {
                name: "residual".to_string(),
                sources: Sources::Residual,
                cflags: cflags.clone(),
                preprocess_flags: Vec::new(),
            },
        ];
        for baseline in &options.baselines {
            let Some((name, flags)) = baseline.split_once('=') else {
                return Err(format!(
                    "--baseline `{baseline}`: expected NAME=CFLAGS, e.g. o3=-O3"
                ));
            };
            let name = name.trim();
            if name.is_empty() || name.contains(char::is_whitespace) {
                return Err(format!(
                    "--baseline `{baseline}`: the name must be one word"
                ));
            }
            variants.push(Variant {
                name: format!("original {name}"),
                sources: Sources::Files(options.files.clone()),
                cflags: split_flags(flags),
                preprocess_flags: preprocess_flags.clone(),
            });
        }
        if let Some(hand) = &options.hand {
            variants.push(Variant {
                name: "hand".to_string(),
                sources: Sources::Files(vec![hand.clone()]),
                cflags,
                preprocess_flags,
            });
        }
        let mut names: Vec<&str> = variants.iter().map(|v| v.name.as_str()).collect();
        names.sort_unstable();
        if let Some(twice) = names.windows(2).find(|w| w[0] == w[1]) {
            return Err(format!("two variants are named `{}`", twice[0]));
        }
        Ok(variants)
    }
}

/// A variant's figures: compile cost, size and the time of each round.
pub struct Measured {
    pub name: String,
    pub cflags: Vec<String>,
    pub compile_ms: f64,
    pub lines: usize,
    pub object_bytes: u64,
    pub text_bytes: Option<u64>,
    pub round_ms: Vec<f64>,
}

/// A temporary directory for this process's objects and binaries, removed
/// when dropped.
pub struct Workspace {
    dir: PathBuf,
}

impl Workspace {
    pub fn create() -> Result<Workspace, String> {
        let dir = std::env::temp_dir().join(format!("cmix-bench-{}", std::process::id()));
        // A directory of a dead process that had our id.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Workspace { dir })
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The compiler command: `--cc`, else `$CC`, else `gcc`, split on whitespace.
pub fn compiler_command(given: Option<&str>) -> Vec<String> {
    let command = match given {
        Some(cc) => cc.to_string(),
        None => std::env::var("CC").unwrap_or_else(|_| "gcc".to_string()),
    };
    let words = split_flags(&command);
    if words.is_empty() {
        vec!["gcc".to_string()]
    } else {
        words
    }
}

pub fn split_flags(flags: &str) -> Vec<String> {
    flags.split_whitespace().map(str::to_string).collect()
}

/// Compiles every variant, then runs them: one warm-up round, then
/// `options.runs` rounds, each running every variant over every input.
pub fn measure_variants(
    work: &Workspace,
    variants: &[Variant],
    residual_text: &str,
    options: &BenchOptions,
    progress: &mut Progress,
) -> Result<Vec<Measured>, String> {
    let compiler = compiler_command(options.compiler.as_deref());
    let residual_source = work.dir.join("residual.c");
    std::fs::write(&residual_source, residual_text)
        .map_err(|e| format!("cannot write {}: {e}", residual_source.display()))?;
    let mut binaries = Vec::new();
    let mut measured = Vec::new();
    for (index, variant) in variants.iter().enumerate() {
        progress.phase(&format!("bench: compiling {}", variant.name));
        let sources = match &variant.sources {
            Sources::Files(files) => files.clone(),
            Sources::Residual => vec![residual_source.clone()],
        };
        let out_dir = work.dir.join(format!("variant{index}"));
        std::fs::create_dir_all(&out_dir)
            .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
        let (binary, figures) = compile(&compiler, variant, &sources, &out_dir)?;
        binaries.push(binary);
        measured.push(figures);
    }
    let inputs: Vec<Option<&Path>> = if options.inputs.is_empty() {
        vec![None]
    } else {
        options.inputs.iter().map(|p| Some(p.as_path())).collect()
    };
    progress.phase("bench: warm-up");
    // The original's outputs on each input: what every run must print.
    let mut expected: Vec<Finished> = Vec::new();
    for input in &inputs {
        expected.push(run_timed(&binaries[0], *input, &variants[0].name)?);
    }
    for (variant, binary) in variants.iter().zip(&binaries).skip(1) {
        for (input, want) in inputs.iter().zip(&expected) {
            let got = run_timed(binary, *input, &variant.name)?;
            check_same(&variant.name, *input, want, &got)?;
        }
    }
    for round in 1..=options.runs {
        progress.phase(&format!("bench: round {round}/{}", options.runs));
        for ((variant, binary), figures) in variants.iter().zip(&binaries).zip(&mut measured) {
            let mut total = Duration::ZERO;
            for (input, want) in inputs.iter().zip(&expected) {
                let got = run_timed(binary, *input, &variant.name)?;
                check_same(&variant.name, *input, want, &got)?;
                total += got.elapsed;
            }
            figures.round_ms.push(total.as_secs_f64() * 1000.0);
        }
    }
    Ok(measured)
}

/// Compiles each source to an object (timed), then links (not timed).
fn compile(
    compiler: &[String],
    variant: &Variant,
    sources: &[PathBuf],
    out_dir: &Path,
) -> Result<(PathBuf, Measured), String> {
    let mut compile_time = Duration::ZERO;
    let mut lines = 0;
    let mut object_bytes = 0;
    let mut text_bytes = Some(0);
    let mut objects = Vec::new();
    for (k, source) in sources.iter().enumerate() {
        let text =
            std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
        lines += count_lines(&text);
        let object = out_dir.join(format!("{k}.o"));
        let mut command = Command::new(&compiler[0]);
        command
            .args(&compiler[1..])
            .args(&variant.cflags)
            .args(&variant.preprocess_flags)
            .arg("-c")
            .arg(source)
            .arg("-o")
            .arg(&object);
        let started = Instant::now();
        run_tool(&mut command, &compiler[0], &variant.name)?;
        compile_time += started.elapsed();
        let bytes =
            std::fs::read(&object).map_err(|e| format!("cannot read {}: {e}", object.display()))?;
        object_bytes += bytes.len() as u64;
        text_bytes = text_bytes
            .zip(super::code_size::text_bytes(&bytes))
            .map(|(a, b)| a + b);
        objects.push(object);
    }
    let binary = out_dir.join("program");
    let mut link = Command::new(&compiler[0]);
    link.args(&compiler[1..])
        .args(&variant.cflags)
        .args(&objects)
        .arg("-o")
        .arg(&binary)
        .arg("-lm");
    run_tool(&mut link, &compiler[0], &variant.name)?;
    Ok((
        binary,
        Measured {
            name: variant.name.clone(),
            cflags: variant.cflags.clone(),
            compile_ms: compile_time.as_secs_f64() * 1000.0,
            lines,
            object_bytes,
            text_bytes,
            round_ms: Vec::new(),
        },
    ))
}

/// Runs the compiler; its messages become the error.
fn run_tool(command: &mut Command, tool: &str, variant: &str) -> Result<(), String> {
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {tool}: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    Err(format!(
        "{tool} failed on variant `{variant}` ({}):\n{}",
        describe_status(&output.status),
        String::from_utf8_lossy(&output.stderr).trim_end()
    ))
}

/// How a run ended.
pub struct Finished {
    pub stdout: Vec<u8>,
    pub status: ExitStatus,
    pub elapsed: Duration,
}

/// Runs a binary with standard input from `input` (empty without one),
/// standard output captured and standard error discarded; killed after
/// `RUN_TIMEOUT`.
fn run_timed(binary: &Path, input: Option<&Path>, variant: &str) -> Result<Finished, String> {
    let stdin = match input {
        Some(path) => Stdio::from(
            File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?,
        ),
        None => Stdio::null(),
    };
    let started = Instant::now();
    let mut child = Command::new(binary)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run variant `{variant}`: {e}"))?;
    // A watchdog rather than polling, so that the time measured ends when
    // the program does. It kills by pid: until we reap the child, the pid
    // cannot belong to another process.
    let (done, finished) = std::sync::mpsc::channel::<()>();
    let timed_out = Arc::new(AtomicBool::new(false));
    let pid = child.id().to_string();
    let watchdog = {
        let timed_out = Arc::clone(&timed_out);
        std::thread::spawn(move || {
            if finished.recv_timeout(RUN_TIMEOUT) == Err(std::sync::mpsc::RecvTimeoutError::Timeout)
            {
                timed_out.store(true, Ordering::SeqCst);
                let _ = Command::new("kill").args(["-KILL", &pid]).status();
            }
        })
    };
    let mut stdout = Vec::new();
    let read = match child.stdout.take() {
        Some(mut pipe) => pipe.read_to_end(&mut stdout).map(|_| ()),
        None => Ok(()),
    };
    let status = child.wait();
    let elapsed = started.elapsed();
    let _ = done.send(());
    let _ = watchdog.join();
    if timed_out.load(Ordering::SeqCst) {
        return Err(format!(
            "variant `{variant}` ran longer than {} s on {}: killed",
            RUN_TIMEOUT.as_secs(),
            input_name(input)
        ));
    }
    read.map_err(|e| format!("cannot read the output of variant `{variant}`: {e}"))?;
    let status = status.map_err(|e| format!("cannot wait for variant `{variant}`: {e}"))?;
    Ok(Finished {
        stdout,
        status,
        elapsed,
    })
}

pub fn input_name(input: Option<&Path>) -> String {
    match input {
        Some(path) => format!("input `{}`", shown(path)),
        None => "empty input".to_string(),
    }
}

/// The run must print what the original printed and end the same way.
fn check_same(
    variant: &str,
    input: Option<&Path>,
    expected: &Finished,
    got: &Finished,
) -> Result<(), String> {
    let what = format!(
        "variant `{variant}` differs from `original` on {}",
        input_name(input)
    );
    if expected.stdout != got.stdout {
        return Err(format!(
            "{what}: {}",
            first_difference(&expected.stdout, &got.stdout)
        ));
    }
    if expected.status != got.status {
        return Err(format!(
            "{what}: {} instead of {}",
            describe_status(&got.status),
            describe_status(&expected.status)
        ));
    }
    Ok(())
}

/// "line 3: expected `...`, got `...`" for the first line that differs.
pub fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let expected = String::from_utf8_lossy(expected);
    let got = String::from_utf8_lossy(got);
    let mut want_lines = expected.split_inclusive('\n');
    let mut got_lines = got.split_inclusive('\n');
    let mut number = 1;
    loop {
        match (want_lines.next(), got_lines.next()) {
            (Some(a), Some(b)) if a == b => number += 1,
            (Some(a), Some(b)) if a.trim_end_matches('\n') == b.trim_end_matches('\n') => {
                return format!(
                    "line {number}: `{}` ends without a newline in one output",
                    clip(a.trim_end_matches('\n'))
                );
            }
            (Some(a), Some(b)) => {
                return format!(
                    "line {number}: expected `{}`, got `{}`",
                    clip(a.trim_end_matches('\n')),
                    clip(b.trim_end_matches('\n'))
                );
            }
            (Some(a), None) => {
                return format!(
                    "line {number}: expected `{}`, got the end of the output",
                    clip(a.trim_end_matches('\n'))
                );
            }
            (None, Some(b)) => {
                return format!(
                    "line {number}: expected the end of the output, got `{}`",
                    clip(b.trim_end_matches('\n'))
                );
            }
            (None, None) => return "the outputs differ".to_string(),
        }
    }
}

fn clip(line: &str) -> String {
    const MAX: usize = 120;
    if line.chars().count() <= MAX {
        line.to_string()
    } else {
        let kept: String = line.chars().take(MAX).collect();
        format!("{kept}...")
    }
}

fn describe_status(status: &ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(signal)) => format!("killed by signal {signal}"),
        _ => status.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{first_difference, split_flags};

    #[test]
    fn the_first_differing_line_is_named() {
        assert_eq!(
            first_difference(b"a\nb\nc\n", b"a\nx\nc\n"),
            "line 2: expected `b`, got `x`"
        );
        assert_eq!(
            first_difference(b"a\nb\n", b"a\n"),
            "line 2: expected `b`, got the end of the output"
        );
        assert_eq!(
            first_difference(b"a\n", b"a\nmore\n"),
            "line 2: expected the end of the output, got `more`"
        );
        // Only the final newline differs.
        assert_eq!(
            first_difference(b"a\n", b"a"),
            "line 1: `a` ends without a newline in one output"
        );
    }

    #[test]
    fn flags_split_on_whitespace() {
        assert_eq!(
            split_flags(" -O3  -march=native "),
            ["-O3", "-march=native"]
        );
        assert!(split_flags("").is_empty());
    }
}
