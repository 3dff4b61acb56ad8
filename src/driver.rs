//! The phases of cmix strung together: the library API behind the command
//! line. Each function returns its result or the diagnostics that stopped it.

use std::path::PathBuf;

use crate::core::Program;
use crate::diag::Diag;
use crate::lower::FileScope;
use crate::pragma::Pragma;
use crate::preprocess::{PreprocessOptions, preprocess};
use crate::source::{SourceMap, Span};

/// What the front end produced: Core C plus the map back to the sources.
pub struct Frontend {
    pub program: Program,
    pub sources: SourceMap,
    /// The names each unit declares, for values given outside the program.
    pub file_scopes: Vec<FileScope>,
    /// The preprocessor options the program was read with.
    pub preprocess: PreprocessOptions,
    /// The `#pragma cmix` lines of every unit.
    pub pragmas: Vec<Pragma>,
}

impl Frontend {
    /// The file scope of a unit.
    pub fn file_scope(&self, unit: u32) -> Option<&FileScope> {
        self.file_scopes.iter().find(|s| s.unit == unit)
    }
}

/// Failure of a phase: diagnostics plus the source map to render them.
pub struct Failure {
    pub diags: Vec<Diag>,
    pub sources: SourceMap,
}

impl Failure {
    pub fn render(&self) -> String {
        crate::diag::render(&self.diags, &self.sources)
    }
}

/// Preprocesses, parses and lowers the given files into one Core C program.
///
/// With `CMIX_TIMINGS` set in the environment, the time of each phase is
/// printed to standard error.
pub fn load(files: &[PathBuf], options: &PreprocessOptions) -> Result<Frontend, Box<Failure>> {
    let mut timings = Timings::from_env();
    let mut sources = SourceMap::new();
    let mut units = Vec::new();
    let mut pragmas = Vec::new();
    for path in files {
        // `-` is standard input, read once.
        let stdin = if path.as_os_str() == "-" {
            let mut text = Vec::new();
            if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut text) {
                let diag = Diag::without_span(
                    crate::diag::Level::Error,
                    format!("cannot read standard input: {e}"),
                );
                return Err(Box::new(Failure {
                    diags: vec![diag],
                    sources,
                }));
            }
            sources.provide_text("<stdin>", &String::from_utf8_lossy(&text));
            Some(text)
        } else {
            None
        };
        let text = match timings.phase("preprocess", || preprocess(path, stdin.as_deref(), options))
        {
            Ok(t) => t,
            Err(d) => {
                return Err(Box::new(Failure {
                    diags: vec![d],
                    sources,
                }));
            }
        };
        let unit = sources.add_unit(path.clone(), text);
        match timings.phase("parse", || crate::parse::parse_unit(&mut sources, unit)) {
            Ok(tu) => units.push((unit, tu)),
            Err(d) => {
                return Err(Box::new(Failure {
                    diags: vec![d],
                    sources,
                }));
            }
        }
        // Read from the text the parser ended with, which the source map
        // locates spans in (lang-c skips `#` lines as white space).
        match crate::pragma::collect(sources.unit_text(unit), unit) {
            Ok(found) => pragmas.extend(found),
            Err(d) => {
                return Err(Box::new(Failure {
                    diags: vec![*d],
                    sources,
                }));
            }
        }
    }
    let lowered = timings.phase("lower", || crate::lower::lower_program(&units, &sources));
    // Freeing a large syntax tree takes a noticeable share of the run: do it
    // off the caller's path.
    let _ = std::thread::Builder::new().spawn(move || drop(units));
    timings.report();
    match lowered {
        Ok((program, file_scopes)) => {
            if let Err(broken) = crate::core::verify::verify(&program) {
                let diag = Diag::bug(
                    format!("lowering produced invalid Core C: {broken}"),
                    Span::DUMMY,
                );
                return Err(Box::new(Failure {
                    diags: vec![diag],
                    sources,
                }));
            }
            Ok(Frontend {
                program,
                sources,
                file_scopes,
                preprocess: options.clone(),
                pragmas,
            })
        }
        Err(diags) => Err(Box::new(Failure { diags, sources })),
    }
}

/// Phase timings, collected only when `CMIX_TIMINGS` is set.
struct Timings {
    enabled: bool,
    phases: Vec<(&'static str, std::time::Duration)>,
}

impl Timings {
    fn from_env() -> Timings {
        Timings {
            enabled: std::env::var_os("CMIX_TIMINGS").is_some(),
            phases: Vec::new(),
        }
    }

    fn phase<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        crate::terminal::progress::phase(name);
        let start = std::time::Instant::now();
        let out = f();
        if self.enabled {
            self.phases.push((name, start.elapsed()));
        }
        out
    }

    fn report(&self) {
        crate::terminal::progress::suspend(|| {
            for (name, took) in &self.phases {
                eprintln!("cmix: {name:<10} {:>8.3} s", took.as_secs_f64());
            }
        });
    }
}

/// The identity residualization: the program as C again, keeping what the
/// goal function reaches.
pub fn residualize_identity(frontend: &Frontend, goal: &str) -> Result<String, Box<Failure>> {
    let Some(goal_id) = frontend
        .program
        .function_by_name(goal)
        .filter(|&f| frontend.program.function(f).body.is_some())
    else {
        return Err(Box::new(Failure {
            diags: vec![
                Diag::without_span(
                    crate::diag::Level::Error,
                    format!("the goal function `{goal}` is not defined in the program"),
                )
                .with_note("--goal must name a function whose body is in the given files"),
            ],
            sources: SourceMap::new(),
        }));
    };
    // `main` runs with the program's constructors and destructors.
    let program = &frontend.program;
    let mut roots = vec![goal_id];
    if goal == "main" {
        roots.extend(program.startup_functions());
    }
    Ok(crate::emit_c::emit_program(program, &roots))
}
