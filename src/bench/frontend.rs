//! Front-end scaling: generated programs of many small functions (and a
//! csmith program, where csmith is installed) through the identity round
//! trip (`cmix spec FILE --goal main --all-dynamic`), each in a child
//! process, against the C compiler at -O0 on the same file.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use super::progress::Progress;

/// How many functions the generated programs have.
pub const FUNCTION_COUNTS: [usize; 3] = [1_000, 10_000, 100_000];

/// The csmith program measured (its flags are those of the conformance
/// suite, tests/conformance/csmith.sh).
const CSMITH_SEED: u32 = 7;
const CSMITH_FLAGS: &[&str] = &[
    "--no-volatiles",
    "--no-volatile-pointers",
    "--no-packed-struct",
    "--no-argc",
    "--no-inline-function",
    "--no-builtins",
    "--no-float",
];
const CSMITH_INCLUDE: &str = "/usr/include/csmith";

/// One input measured.
pub struct FrontEndPoint {
    pub input: String,
    pub lines: usize,
    pub cmix_ms: f64,
    pub peak_kib: Option<u64>,
    pub cc_ms: Option<f64>,
}

/// A program of `functions` small functions: arithmetic, a branch, a
/// loop, and calls chaining groups of ten, all called from `main`.
pub fn generate(functions: usize) -> String {
    let mut text = String::from("#include <stdio.h>\n");
    for i in 0..functions {
        let call = if i % 10 == 0 {
            String::new()
        } else {
            format!(" + f{}(x - 1)", i - 1)
        };
        let _ = write!(
            text,
            "static int f{i}(int x) {{\n    int y = x * {} + {i};\n    if (x <= 0) return y & 255;\n    for (int k = 0; k < 3; k++) y ^= y >> (k + 1);\n    return (y & 1023){call};\n}}\n",
            i % 97 + 3
        );
    }
    text.push_str("int main(void) {\n    long total = 0;\n");
    for i in (9..functions).step_by(10) {
        let _ = writeln!(text, "    total += f{i}({});", i % 13);
    }
    text.push_str("    printf(\"%ld\\n\", total);\n    return 0;\n}\n");
    text
}

/// Measures every input in a fresh directory under `work`.
pub fn measure(
    exe: &Path,
    work: &Path,
    progress: &mut Progress,
) -> Result<Vec<FrontEndPoint>, String> {
    let mut inputs: Vec<(String, PathBuf, Vec<String>)> = Vec::new();
    for n in FUNCTION_COUNTS {
        let path = work.join(format!("functions_{n}.c"));
        std::fs::write(&path, generate(n))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        inputs.push((format!("{n} functions"), path, Vec::new()));
    }
    if let Some(path) = csmith_program(work) {
        let include = vec![format!("-I{CSMITH_INCLUDE}")];
        inputs.push((format!("csmith --seed {CSMITH_SEED}"), path, include));
    }
    let compiler = super::run::compiler_command(None);
    let mut points = Vec::new();
    for (name, path, flags) in inputs {
        progress.phase(&format!("front end: {name}"));
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let started = Instant::now();
        let output = Command::new(exe)
            .env("CMIX_TIMINGS", "1")
            .arg("spec")
            .args(&flags)
            .arg(&path)
            .args(["--goal", "main", "--all-dynamic", "-o"])
            .arg(work.join("residual.c"))
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        let cmix_ms = started.elapsed().as_secs_f64() * 1000.0;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if !output.status.success() {
            return Err(format!(
                "cmix failed on {name}: {}",
                stderr.lines().next().unwrap_or("")
            ));
        }
        let started = Instant::now();
        let compiled = Command::new(&compiler[0])
            .args(&compiler[1..])
            .args(["-O0", "-w", "-c"])
            .args(&flags)
            .arg(&path)
            .arg("-o")
            .arg(work.join("original.o"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let cc_ms = compiled
            .ok()
            .filter(|s| s.success())
            .map(|_| started.elapsed().as_secs_f64() * 1000.0);
        points.push(FrontEndPoint {
            input: name,
            lines: text.lines().count(),
            cmix_ms,
            peak_kib: peak_from_timings(&stderr),
            cc_ms,
        });
    }
    Ok(points)
}

/// A csmith program, if csmith and its header are installed.
fn csmith_program(work: &Path) -> Option<PathBuf> {
    if !Path::new(CSMITH_INCLUDE).join("csmith.h").exists() {
        return None;
    }
    let path = work.join("csmith.c");
    let made = Command::new("csmith")
        .args(["--seed", &CSMITH_SEED.to_string()])
        .args(CSMITH_FLAGS)
        .arg("-o")
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    made.success().then_some(path)
}

/// The peak memory `cmix` reports with CMIX_TIMINGS set.
fn peak_from_timings(stderr: &str) -> Option<u64> {
    stderr
        .lines()
        .find_map(|l| l.strip_prefix("cmix: peak memory "))
        .and_then(|rest| rest.trim_end_matches(" KiB").trim().parse().ok())
}

/// The RESULTS.md section.
pub fn render(points: &[FrontEndPoint], error: Option<&str>) -> String {
    let mut out = String::from("## Front end against the C compiler\n\n");
    out.push_str(
        "The identity round trip (`cmix spec FILE --goal main --all-dynamic`: preprocess, parse, \
         lower, analyses, residual C) against gcc -O0 compiling the same file, one run each. \
         The generated programs are small functions (arithmetic, a branch, a loop) calling each \
         other in groups of ten.\n\n",
    );
    if let Some(message) = error {
        let _ = writeln!(out, "The measurement failed: {message}\n");
        return out;
    }
    out.push_str("| input | lines | cmix ms | cmix peak MiB | gcc -O0 ms | cmix / gcc -O0 |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|\n");
    for p in points {
        let peak = p.peak_kib.map_or_else(
            || "n/a".to_string(),
            |k| format!("{:.0}", k as f64 / 1024.0),
        );
        let (cc, ratio) = match p.cc_ms {
            Some(cc) => (format!("{cc:.0}"), format!("{:.2}", p.cmix_ms / cc)),
            None => ("n/a".to_string(), "n/a".to_string()),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {:.0} | {peak} | {cc} | {ratio} |",
            p.input, p.lines, p.cmix_ms
        );
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::{generate, peak_from_timings};

    #[test]
    fn generated_programs_have_the_functions_asked_for() {
        let text = generate(20);
        assert_eq!(text.matches("static int f").count(), 20);
        assert!(text.contains("total += f19(6);"));
        assert!(text.contains("f18(x - 1)"));
        // Every tenth function starts a chain of its own.
        assert!(!text.contains("f9(x - 1)"));
    }

    #[test]
    fn peak_memory_is_read_from_the_timings() {
        let stderr = "cmix: parse 0.1 s\ncmix: peak memory 20480 KiB\n";
        assert_eq!(peak_from_timings(stderr), Some(20480));
        assert_eq!(peak_from_timings("cmix: parse 0.1 s\n"), None);
    }
}
