//! The figures of one benchmark (`--json` prints them as they are) and the
//! human-readable table.

use serde::{Deserialize, Serialize};

use super::measure::Specialization;
use super::run::Measured;
use super::{BenchOptions, count_lines, shown};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Report {
    pub files: Vec<String>,
    pub goal: String,
    /// The `--static` arguments as given.
    pub statics: Vec<String>,
    /// `value` (whole program, the goal calling its specialization) or
    /// `call-site`.
    pub mode: String,
    pub runs: usize,
    pub inputs: Vec<String>,
    /// Preprocess, parse, lower and specialize, in milliseconds.
    pub spec_ms: f64,
    /// cmix's peak resident memory (VmHWM) after specialization; null where
    /// the system does not tell.
    pub peak_kib: Option<u64>,
    pub residual_lines: usize,
    pub data: DataReport,
    /// Empty with `--spec-only`.
    pub variants: Vec<VariantReport>,
    /// median(original) / median(residual).
    pub speedup: Option<f64>,
    /// median(variant) / median(residual) for the baselines and hand.
    pub residual_vs: Vec<Ratio>,
    /// Specialization time / compile time of the residual program.
    pub spec_compile_ratio: Option<f64>,
}

/// `spec::DataStats`, as the report shows it.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct DataReport {
    pub heap_variables: usize,
    pub structs_specialized: usize,
    pub structs_flattened: usize,
    pub arrays_split: usize,
    #[serde(default)]
    pub functions_split: usize,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VariantReport {
    /// `original`, `residual`, `original NAME` (a baseline), `hand`.
    pub name: String,
    pub cflags: Vec<String>,
    /// Compiling every source to an object (linking excluded).
    pub compile_ms: f64,
    pub lines: usize,
    pub object_bytes: u64,
    /// The `.text` sections of the objects, where they are ELF.
    pub text_bytes: Option<u64>,
    /// Each round's time: the sum of the runs over all inputs.
    pub round_ms: Vec<f64>,
    pub median_ms: f64,
    pub min_ms: f64,
    pub max_ms: f64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Ratio {
    pub variant: String,
    pub ratio: f64,
}

impl Report {
    pub(super) fn new(options: &BenchOptions, value_mode: bool, spec: &Specialization) -> Report {
        Report {
            files: options.files.iter().map(|f| shown(f)).collect(),
            goal: options.request.goal.clone(),
            statics: options
                .request
                .statics
                .iter()
                .map(|(name, value)| match value {
                    Some(v) => format!("{name}={v}"),
                    None => name.clone(),
                })
                .collect(),
            mode: if value_mode { "value" } else { "call-site" }.to_string(),
            runs: options.runs,
            inputs: options.inputs.iter().map(|f| shown(f)).collect(),
            spec_ms: spec.spec_ms,
            peak_kib: spec.peak_kib,
            residual_lines: count_lines(spec.text.as_bytes()),
            data: DataReport {
                heap_variables: spec.data.heap_variables,
                structs_specialized: spec.data.structs_specialized,
                structs_flattened: spec.data.structs_flattened,
                arrays_split: spec.data.arrays_split,
                functions_split: spec.data.functions_split,
            },
            variants: Vec::new(),
            speedup: None,
            residual_vs: Vec::new(),
            spec_compile_ratio: None,
        }
    }

    pub(super) fn add_variants(&mut self, measured: &[Measured]) {
        self.variants = measured
            .iter()
            .map(|m| {
                let (median_ms, min_ms, max_ms) = summary(&m.round_ms);
                VariantReport {
                    name: m.name.clone(),
                    cflags: m.cflags.clone(),
                    compile_ms: m.compile_ms,
                    lines: m.lines,
                    object_bytes: m.object_bytes,
                    text_bytes: m.text_bytes,
                    round_ms: m.round_ms.clone(),
                    median_ms,
                    min_ms,
                    max_ms,
                }
            })
            .collect();
        let Some(residual) = self.variant("residual").cloned() else {
            return;
        };
        self.speedup = self
            .variant("original")
            .map(|o| ratio(o.median_ms, residual.median_ms));
        self.residual_vs = self
            .variants
            .iter()
            .filter(|v| v.name != "original" && v.name != "residual")
            .map(|v| Ratio {
                variant: v.name.clone(),
                ratio: ratio(v.median_ms, residual.median_ms),
            })
            .collect();
        self.spec_compile_ratio = Some(ratio(self.spec_ms, residual.compile_ms));
    }

    pub fn variant(&self, name: &str) -> Option<&VariantReport> {
        self.variants.iter().find(|v| v.name == name)
    }

    /// median(variant) / median(residual), for a baseline or `hand`.
    pub fn residual_vs(&self, variant: &str) -> Option<f64> {
        self.residual_vs
            .iter()
            .find(|r| r.variant == variant)
            .map(|r| r.ratio)
    }
}

/// a / b, with a zero time (a clock too coarse) counted as infinitely fast
/// rather than failing: JSON has no infinity, so it becomes a large number.
fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { f64::MAX }
}

/// Median, minimum and maximum.
pub fn summary(values: &[f64]) -> (f64, f64, f64) {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let median = if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    };
    (median, sorted[0], sorted[n - 1])
}

/// The report as aligned text.
pub fn table(report: &Report) -> String {
    let mut out = String::new();
    let statics = if report.statics.is_empty() {
        "no static parameters".to_string()
    } else {
        format!("--static {}", report.statics.join(" --static "))
    };
    out.push_str(&format!(
        "benchmark: {}, goal {}, {} ({} mode)\n",
        report.files.join(" "),
        report.goal,
        abbreviate(&statics, 100),
        report.mode
    ));
    let peak = report
        .peak_kib
        .map_or("n/a".to_string(), |k| format!("{k} KiB"));
    out.push_str(&format!(
        "cmix: specialization {:.1} ms (front end included), peak memory {peak}, residual {} lines\n",
        report.spec_ms, report.residual_lines
    ));
    let d = &report.data;
    out.push_str(&format!(
        "residual data: {} heap object(s) as variables, {} struct type(s) specialized ({} to plain variables), {} array(s) split, {} function part(s) split off\n",
        d.heap_variables,
        d.structs_specialized,
        d.structs_flattened,
        d.arrays_split,
        d.functions_split
    ));
    if report.variants.is_empty() {
        return out;
    }
    let inputs = if report.inputs.is_empty() {
        "empty input".to_string()
    } else {
        report.inputs.join(" ")
    };
    out.push_str(&format!(
        "{} round(s) over: {}\n\n",
        report.runs,
        abbreviate(&inputs, 100)
    ));
    let header = [
        "variant",
        "flags",
        "compile ms",
        "lines",
        "object B",
        ".text B",
        "median ms",
        "min ms",
        "max ms",
    ];
    let rows: Vec<Vec<String>> = report
        .variants
        .iter()
        .map(|v| {
            vec![
                v.name.clone(),
                v.cflags.join(" "),
                format!("{:.1}", v.compile_ms),
                v.lines.to_string(),
                v.object_bytes.to_string(),
                v.text_bytes.map_or("n/a".to_string(), |b| b.to_string()),
                format!("{:.1}", v.median_ms),
                format!("{:.1}", v.min_ms),
                format!("{:.1}", v.max_ms),
            ]
        })
        .collect();
    out.push_str(&aligned(&header, &rows));
    out.push('\n');
    if let Some(speedup) = report.speedup {
        out.push_str(&format!(
            "speedup: {speedup:.2}x (original / residual, medians)\n"
        ));
    }
    for r in &report.residual_vs {
        out.push_str(&format!(
            "residual vs {}: {:.2}x ({} / residual)\n",
            r.variant, r.ratio, r.variant
        ));
    }
    if let Some(ratio) = report.spec_compile_ratio {
        out.push_str(&format!(
            "spec/compile: {ratio:.2} (cmix specialization time / compile time of the residual)\n"
        ));
    }
    out
}

/// Columns padded to their widest cell; the first two left-aligned, the
/// numbers right-aligned.
fn aligned(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(i, (cell, &w))| {
                if i < 2 {
                    format!("{cell:<w$}")
                } else {
                    format!("{cell:>w$}")
                }
            })
            .collect();
        format!("{}\n", padded.join("  ").trim_end())
    };
    let mut out = line(header.to_vec());
    for row in rows {
        out.push_str(&line(row.iter().map(String::as_str).collect()));
    }
    out
}

fn abbreviate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let kept: String = text.chars().take(max).collect();
        format!("{kept}...")
    }
}

#[cfg(test)]
mod tests {
    use super::{aligned, summary};

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(summary(&[3.0, 1.0, 2.0]), (2.0, 1.0, 3.0));
        assert_eq!(summary(&[4.0, 1.0, 2.0, 3.0]), (2.5, 1.0, 4.0));
    }

    #[test]
    fn columns_line_up() {
        let text = aligned(
            &["variant", "flags", "ms"],
            &[
                vec!["original".into(), "-O2".into(), "10.5".into()],
                vec!["hand".into(), "-O2".into(), "9.0".into()],
            ],
        );
        assert_eq!(
            text,
            "variant   flags    ms\noriginal  -O2    10.5\nhand      -O2     9.0\n"
        );
    }
}
