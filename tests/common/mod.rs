//! Helpers shared by the integration tests that run the `cmix` binary and C
//! programs: temporary directories, running a process with a deadline, the
//! list of C test programs, and a small line diff for failure reports.
//!
//! No external crates: these helpers use only `std`, so the tests add nothing
//! to the dependency tree.

#![allow(dead_code)]

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The `cmix` binary Cargo built for this test run.
pub fn cmix() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cmix"))
}

/// The repository root.
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A directory under the system temporary directory, removed on drop unless
/// `keep` was called (so that failures can be inspected).
pub struct TempDir {
    path: PathBuf,
    keep: bool,
}

impl TempDir {
    pub fn new(label: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("cmix-{label}-{}-{nanos}-{n}", std::process::id()));
        std::fs::create_dir_all(&path)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", path.display()));
        TempDir { path, keep: false }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps the directory after the test (its path goes into the report).
    pub fn keep(&mut self) {
        self.keep = true;
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// How a process ended.
pub struct Outcome {
    /// None if it was killed because it ran past the deadline.
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

impl Outcome {
    pub fn timed_out(&self) -> bool {
        self.status.is_none()
    }

    /// The exit code, or None for a timeout or a death by signal.
    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }

    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// "exit status 3", "killed by signal 11", "timed out after 10s".
    pub fn describe(&self) -> String {
        match self.status {
            None => format!("timed out after {:.0?}", self.elapsed),
            Some(s) => match s.code() {
                Some(c) => format!("exit status {c}"),
                None => {
                    use std::os::unix::process::ExitStatusExt;
                    match s.signal() {
                        Some(sig) => format!("killed by signal {sig}"),
                        None => format!("{s}"),
                    }
                }
            },
        }
    }
}

/// Runs a command with standard input from `stdin` (or empty), capturing
/// standard output and error, and kills it if it runs longer than `timeout`.
pub fn run_with_timeout(cmd: &mut Command, stdin: Option<&Path>, timeout: Duration) -> Outcome {
    let input = match stdin {
        Some(p) => Stdio::from(
            File::open(p).unwrap_or_else(|e| panic!("cannot open {}: {e}", p.display())),
        ),
        None => Stdio::null(),
    };
    let start = Instant::now();
    let mut child = cmd
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let deadline = start + timeout;
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(e) => panic!("cannot wait for {cmd:?}: {e}"),
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let elapsed = start.elapsed();
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Outcome {
        status,
        stdout,
        stderr,
        elapsed,
    }
}

/// Every `*.c` file under `c-examples/` and `tests/c/`, sorted.
pub fn c_programs() -> Vec<PathBuf> {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["c-examples", "tests/c"] {
        collect_c_files(&root.join(dir), &mut files);
    }
    files.sort();
    files
}

/// The self-contained programs of `dir` and its subdirectories; a
/// directory with a Makefile or a Cargo.toml holds one program of several
/// files, which tests of its own build (multi_unit.rs, build_api.rs).
fn collect_c_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read directory {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            if !path.join("Makefile").is_file() && !path.join("Cargo.toml").is_file() {
                collect_c_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "c") {
            out.push(path);
        }
    }
}

/// The path relative to the repository root, for messages.
pub fn display_name(path: &Path) -> String {
    path.strip_prefix(repo_root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Runs `work(item)` for every item on as many threads as there are cores and
/// returns the results in the items' order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 8);
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= items.len() {
                            break;
                        }
                        mine.push((i, work(&items[i])));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker thread panicked"))
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// The first `max` lines of a text, with a note if lines were left out.
pub fn head(text: &str, max: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for line in lines.iter().take(max) {
        let shown: String = line.chars().take(300).collect();
        out.push_str("    ");
        out.push_str(&shown);
        if shown.len() < line.len() {
            out.push_str(" [...]");
        }
        out.push('\n');
    }
    if lines.len() > max {
        out.push_str(&format!("    [... {} more lines]\n", lines.len() - max));
    }
    out
}

/// A short line diff of expected and actual text: the common prefix and
/// suffix are skipped and the differing middle is shown (at most `max` lines
/// of each side).
pub fn line_diff(expected: &str, actual: &str, max: usize) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let prefix = e.iter().zip(&a).take_while(|(x, y)| x == y).count();
    let suffix = e[prefix..]
        .iter()
        .rev()
        .zip(a[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let e_mid = &e[prefix..e.len() - suffix];
    let a_mid = &a[prefix..a.len() - suffix];
    let mut out = format!(
        "    @@ from line {} (expected {} lines, got {}) @@\n",
        prefix + 1,
        e.len(),
        a.len()
    );
    for line in e_mid.iter().take(max) {
        out.push_str(&format!("    -{line}\n"));
    }
    if e_mid.len() > max {
        out.push_str(&format!("    -[... {} more]\n", e_mid.len() - max));
    }
    for line in a_mid.iter().take(max) {
        out.push_str(&format!("    +{line}\n"));
    }
    if a_mid.len() > max {
        out.push_str(&format!("    +[... {} more]\n", a_mid.len() - max));
    }
    if e_mid.is_empty() && a_mid.is_empty() && expected != actual {
        out.push_str("    (the texts differ only in line endings or a final newline)\n");
    }
    out
}

/// Compares `actual` with tests/snapshots/NAME, or rewrites the snapshot
/// when `CMIX_BLESS` is set; a difference is added to `failures`.
pub fn check_snapshot(name: &str, actual: &str, failures: &mut Vec<String>) {
    let path = repo_root().join("tests/snapshots").join(name);
    if std::env::var_os("CMIX_BLESS").is_some() {
        if let Err(e) = std::fs::write(&path, actual) {
            failures.push(format!("{}: cannot write: {e}", path.display()));
        }
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => {}
        Ok(expected) => failures.push(format!(
            "{} differs (CMIX_BLESS=1 to accept):\n{}",
            path.display(),
            line_diff(&expected, actual, 20)
        )),
        Err(e) => failures.push(format!(
            "{}: {e} (run with CMIX_BLESS=1 to create it)",
            path.display()
        )),
    }
}
