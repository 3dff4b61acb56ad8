//! What the user pays for specialization: wall time of the front end and the
//! specializer together, and cmix's peak memory.

use std::path::PathBuf;
use std::time::Instant;

use crate::preprocess::PreprocessOptions;
use crate::spec::{DataStats, Request};
use crate::terminal::Terminal;

/// A specialization and what it cost.
pub struct Specialization {
    pub text: String,
    /// cmix's notes, rendered for stderr.
    pub notes: String,
    pub data: DataStats,
    /// Preprocess, parse, lower and specialize, in milliseconds.
    pub spec_ms: f64,
    /// The process's peak resident memory after specialization (VmHWM),
    /// where /proc tells it.
    pub peak_kib: Option<u64>,
}

/// Loads and specializes the program; the error is the rendered diagnostics.
pub fn specialize(
    files: &[PathBuf],
    options: &PreprocessOptions,
    request: &Request,
    terminal: &Terminal,
) -> Result<Specialization, String> {
    let started = Instant::now();
    let frontend = crate::driver::load(files, options)
        .map_err(|failure| terminal.render(&failure.diags, &failure.sources))?;
    let done = crate::spec::specialize(&frontend, request)
        .map_err(|diag| terminal.render(&[*diag], &frontend.sources))?;
    let spec_ms = started.elapsed().as_secs_f64() * 1000.0;
    Ok(Specialization {
        text: done.text,
        notes: terminal.render(&done.notes, &frontend.sources),
        data: done.data,
        spec_ms,
        peak_kib: peak_memory_kib(),
    })
}

/// VmHWM from /proc/self/status, in KiB (None off Linux).
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    parse_vm_hwm(&status)
}

fn parse_vm_hwm(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::parse_vm_hwm;

    #[test]
    fn vm_hwm_is_read_in_kib() {
        let status = "Name:\tcmix\nVmPeak:\t  9000 kB\nVmHWM:\t    1234 kB\nVmRSS:\t 1000 kB\n";
        assert_eq!(parse_vm_hwm(status), Some(1234));
        assert_eq!(parse_vm_hwm("Name:\tcmix\n"), None);
    }
}
