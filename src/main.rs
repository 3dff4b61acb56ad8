//! The `cmix` command line: a thin layer over `cmix::driver`.
//!
//! Exit status (`EXIT_STATUSES`, shown by `--help`): 0 success, 1 the input
//! was rejected (diagnostics printed), 2 bad command-line usage, 70 an
//! internal error; `cmix run` ends with the residual program's status.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use cmix::diag::{Diag, Level};
use cmix::driver::{self, Failure};
use cmix::preprocess::PreprocessOptions;
use cmix::terminal::{ColorWhen, Terminal, progress};

/// mimalloc: specialization allocates and frees many small objects
/// (stores, memo keys, residual statements); it takes about 30% less time
/// than glibc's allocator on the scanner at 100x, at the same peak memory
/// once arenas are committed as used (`configure_allocator`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_arena_eager_commit` (mimalloc v2's option enum): committed
/// eagerly, arenas make a small run's peak memory double.
const MI_OPTION_ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;

/// Run by the C runtime before Rust's (whose start-up allocates): set
/// later, the option would find the first arena already committed.
#[cfg(any(target_os = "linux", target_os = "android", target_os = "freebsd"))]
#[used]
#[unsafe(link_section = ".init_array")]
static CONFIGURE_ALLOCATOR: extern "C" fn() = configure_allocator;

extern "C" fn configure_allocator() {
    // SAFETY: sets an option of the allocator, before any thread starts.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_ARENA_EAGER_COMMIT, 0) };
}

/// The exit statuses, as `--help` lists them; `main` and `run` return no
/// others.
const EXIT_STATUSES: &str = "\
Exit status:
  0   success
  1   the input was rejected (diagnostics on stderr), a file could not be
      read or written, the residual program did not compile, or a
      benchmark failed
  2   bad command-line usage (an unknown option, goal or parameter)
  70  an internal error in cmix (a bug in cmix, not in your program)
`cmix run` ends with the residual program's own status once it runs.";

#[derive(Parser)]
#[command(
    name = "cmix",
    version,
    about = "A partial evaluator for C",
    after_help = EXIT_STATUSES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to color diagnostics (stderr) and the two-level program of
    /// `cmix bta` (stdout); `auto` also honors NO_COLOR.
    #[arg(long, global = true, value_enum, default_value_t = ColorArg::Auto, value_name = "WHEN")]
    color: ColorArg,
    /// Print no notes (warnings and errors still), and no progress line.
    #[arg(short, long, global = true)]
    quiet: bool,
}

/// `--color`'s values.
#[derive(Clone, Copy, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

impl From<ColorArg> for ColorWhen {
    fn from(arg: ColorArg) -> ColorWhen {
        match arg {
            ColorArg::Auto => ColorWhen::Auto,
            ColorArg::Always => ColorWhen::Always,
            ColorArg::Never => ColorWhen::Never,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Print the Core C translation of a program.
    Core {
        #[command(flatten)]
        input: Input,
    },
    /// Print the two-level program: every construct marked static or dynamic.
    Bta {
        #[command(flatten)]
        input: Input,
        /// The function to specialize.
        #[arg(long)]
        goal: String,
        /// A static parameter of the goal (the others are dynamic).
        #[arg(long = "static", value_name = "PARAM")]
        statics: Vec<String>,
        /// A variable forced dynamic: a goal parameter, a global, `F.X` (a
        /// variable of function F) or a field path (`G.F`).
        #[arg(long = "dynamic", visible_alias = "residual", value_name = "NAME")]
        dynamics: Vec<String>,
        /// A variable dynamic from the start, as a generalization would make it.
        #[arg(long = "generalize", value_name = "NAME")]
        generalize: Vec<String>,
        /// An external function that may run during specialization.
        #[arg(long = "pure", visible_alias = "spectime", value_name = "FUNCTION")]
        pure: Vec<String>,
        /// Every parameter of the goal and every global dynamic.
        #[arg(long, conflicts_with = "all_static")]
        all_dynamic: bool,
        /// Every parameter of the goal static.
        #[arg(long)]
        all_static: bool,
    },
    /// Print the points-to sets of a program's pointers.
    PointsTo {
        #[command(flatten)]
        input: Input,
    },
    /// Specialize a program to the static inputs of its goal function.
    Spec {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        spec: SpecArgs,
        #[command(flatten)]
        output_options: SpecOutput,
        /// Make every parameter and global dynamic (the identity residualization).
        #[arg(long)]
        all_dynamic: bool,
        /// Write a replacement for F.c, one of the program's files: F.c's
        /// own functions and objects plus the residual entry, with the
        /// rest of the program declared extern, to link in F.c's place.
        #[arg(long, value_name = "F.c", conflicts_with = "whole_program")]
        unit: Option<PathBuf>,
        /// Also write a header declaring the residual entry (value mode).
        #[arg(long, value_name = "H.h")]
        header: Option<PathBuf>,
        /// Where to write the residual program (default, or `-`: standard
        /// output).
        #[arg(short = 'o', value_name = "OUT.c")]
        output: Option<PathBuf>,
    },
    /// Say why a variable or a point of the program is dynamic: the chain
    /// of causes from it back to a root (a dynamic goal parameter, a
    /// --dynamic, a library call, a generalization). The last operand is
    /// WHAT: `x`, `f.x`, `g.field` or FILE:LINE:COL.
    #[command(
        after_help = "Example: cmix explain prog.c --goal run --static prog=@code.txt run.pc"
    )]
    Explain {
        /// The program's files, then WHAT.
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        spec: SpecArgs,
    },
    /// Write the program's source colored by binding time (--html: one
    /// self-contained page, each dynamic construct showing why on click)
    /// or the same facts for tools (--json).
    Annotate {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        spec: SpecArgs,
        /// Write the annotated source as one HTML page.
        #[arg(long, value_name = "OUT.html", required_unless_present = "json")]
        html: Option<PathBuf>,
        /// Write the facts as JSON (schema in README.md).
        #[arg(long, value_name = "OUT.json")]
        json: Option<PathBuf>,
    },
    /// Specialize, compile the residual program with cc and run it.
    Run {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        spec: SpecArgs,
        #[command(flatten)]
        output_options: SpecOutput,
        /// Arguments for the residual program.
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// Specialize, then compile and time the original and the residual
    /// program on the same inputs; or run a benchmark suite.
    Bench(Box<BenchArgs>),
}

#[derive(Args)]
struct SpecArgs {
    /// The function to specialize.
    #[arg(long)]
    goal: String,
    /// A static parameter with its value, `NAME=VALUE` (a C initializer,
    /// which may use the program's macros, enum constants and const
    /// globals, or `@FILE` for a file's bytes); `NAME` alone for call-site
    /// mode (the whole program, constant calls of the goal specialized).
    #[arg(long = "static", value_name = "PARAM[=VALUE]")]
    statics: Vec<String>,
    /// A variable forced dynamic: a goal parameter, a global, `F.X` (a
    /// variable of function F) or a field path (`G.F`).
    #[arg(long = "dynamic", visible_alias = "residual", value_name = "NAME")]
    dynamics: Vec<String>,
    /// A variable dynamic from the start, as a generalization would make it.
    #[arg(long = "generalize", value_name = "NAME")]
    generalize: Vec<String>,
    /// An external function that may run during specialization.
    #[arg(long = "pure", visible_alias = "spectime", value_name = "FUNCTION")]
    pure: Vec<String>,
    /// Unfold (inline during specialization) the calls of this function.
    #[arg(long = "unfold", value_name = "FUNCTION")]
    unfold: Vec<String>,
    /// Never unfold the calls of this function.
    #[arg(long = "no-unfold", value_name = "FUNCTION")]
    no_unfold: Vec<String>,
    /// The name of the residual entry function (default GOAL_spec; main stays main, with both its parameters).
    #[arg(long)]
    name: Option<String>,
    /// Stop with an error instead of making a static variable dynamic when
    /// it would make specialization unbounded.
    #[arg(long)]
    strict: bool,
    /// Most static execution steps before giving up.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Most statements in the residual program before giving up.
    #[arg(long, value_name = "N")]
    max_residual: Option<u64>,
    /// Most statements in one residual function.
    #[arg(long, value_name = "N")]
    max_function: Option<u64>,
}

/// The options of `spec` and `run` that `bench` sets itself.
#[derive(Args)]
struct SpecOutput {
    /// Print what the data-structure transformations did (heap objects
    /// turned into variables, structs specialized, arrays split).
    #[arg(long)]
    stats: bool,
    /// Value mode: write the whole program, where the calls of the goal
    /// whose static arguments are provably the --static values (constants
    /// equal to them) call the specialization, and the others the goal.
    #[arg(long)]
    whole_program: bool,
}

/// `bench`: one program (files and specialization options) or `--suite`.
#[derive(Args)]
struct BenchArgs {
    /// Run every benchmark of DIR (each subdirectory with a bench.args
    /// file) and write RESULTS.md and a chart.
    #[arg(long, value_name = "DIR")]
    suite: Option<PathBuf>,
    #[command(flatten)]
    input: Option<Input>,
    #[command(flatten)]
    spec: Option<SpecArgs>,
    /// Standard input of the runs, one run per file per round (default:
    /// one run on empty input).
    #[arg(long = "input", value_name = "FILE", conflicts_with = "suite")]
    inputs: Vec<PathBuf>,
    /// The C compiler (default: $CC, else gcc).
    #[arg(long = "cc", value_name = "CC", conflicts_with = "suite")]
    compiler: Option<String>,
    /// Compiler flags for every variant (default: -O2).
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        conflicts_with = "suite"
    )]
    cflags: Option<String>,
    /// Also time the original compiled with other flags, `NAME=CFLAGS`
    /// (e.g. o3=-O3).
    #[arg(
        long = "baseline",
        value_name = "NAME=CFLAGS",
        conflicts_with = "suite"
    )]
    baselines: Vec<String>,
    /// Also time a hand-specialized version of the program.
    #[arg(long, value_name = "FILE.c", conflicts_with = "suite")]
    hand: Option<PathBuf>,
    /// Timed rounds after the warm-up.
    #[arg(long, value_name = "N", default_value_t = 5)]
    runs: usize,
    /// Print the figures as one JSON object.
    #[arg(long, conflicts_with = "suite")]
    json: bool,
    /// Only specialize: time, peak memory and residual size.
    #[arg(long, conflicts_with = "suite")]
    spec_only: bool,
    /// Where the suite writes its results (default: DIR/RESULTS.md).
    #[arg(long, value_name = "FILE.md", requires = "suite")]
    results: Option<PathBuf>,
    /// Where the suite draws its chart (default: DIR/speedups.svg).
    #[arg(long, value_name = "FILE.svg", requires = "suite")]
    chart: Option<PathBuf>,
    /// Run only this benchmark of the suite.
    #[arg(long, value_name = "NAME", requires = "suite")]
    only: Vec<String>,
}

impl SpecArgs {
    fn request(
        &self,
        whole_program: cmix::spec::WholeProgram,
    ) -> Result<cmix::spec::Request, String> {
        let mut statics = Vec::new();
        for s in &self.statics {
            statics.push(match s.split_once('=') {
                Some((name, value)) => (name.trim().to_string(), Some(value.to_string())),
                None => (s.trim().to_string(), None),
            });
        }
        let mut limits = cmix::spec::kernel::Limits::default();
        if let Some(n) = self.max_steps {
            limits.max_steps = n;
        }
        if let Some(n) = self.max_residual {
            limits.max_residual = n;
        }
        if let Some(n) = self.max_function {
            limits.max_function = n;
        }
        Ok(cmix::spec::Request {
            goal: self.goal.clone(),
            statics,
            dynamic: self.dynamics.clone(),
            generalize: self.generalize.clone(),
            pure: self.pure.clone(),
            library: Default::default(),
            unfold: self.unfold.clone(),
            no_unfold: self.no_unfold.clone(),
            name: self.name.clone(),
            strict: self.strict,
            limits,
            whole_program,
            unit: None,
            explain: false,
        })
    }
}

#[derive(Args)]
struct Input {
    /// C source files (one program); any name is read as C, `-` is
    /// standard input.
    #[arg(required = true, value_name = "FILE.c")]
    files: Vec<PathBuf>,
    /// The language of the files: only `c` (as compilers take `-x c`).
    #[arg(short = 'x', value_name = "LANG", value_parser = ["c"])]
    language: Option<String>,
    /// Add a directory to the include path (passed to `cc -E`).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<String>,
    /// Define a macro (passed to `cc -E`).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    define: Vec<String>,
    /// Undefine a macro (passed to `cc -E`).
    #[arg(short = 'U', value_name = "NAME")]
    undefine: Vec<String>,
    /// The C standard the program is written in, as the compiler takes it
    /// (`-std=c99` works too): passed to `cc -E`, where it sets
    /// `__STDC_VERSION__`, trigraphs and what the system headers declare
    #[arg(long = "std", value_name = "STD", value_parser = c_standard)]
    standard: Option<String>,
}

/// A `-std=` value: `c99`, `gnu11`, `iso9899:1999`, ...
fn c_standard(value: &str) -> Result<String, String> {
    let known = ["c", "gnu", "iso9899:"];
    let plausible = known.iter().any(|p| value.starts_with(p))
        && value.len() < 32
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '+');
    if plausible {
        Ok(value.to_string())
    } else {
        Err(format!(
            "`{value}` is not a C standard as compilers name them (c99, c11, gnu17, ...)"
        ))
    }
}

impl Input {
    fn preprocess_options(&self) -> PreprocessOptions {
        let mut args = Vec::new();
        args.extend(self.include.iter().map(|d| format!("-I{d}")));
        args.extend(self.define.iter().map(|d| format!("-D{d}")));
        args.extend(self.undefine.iter().map(|d| format!("-U{d}")));
        args.extend(self.standard.iter().map(|s| format!("-std={s}")));
        PreprocessOptions { args }
    }
}

/// The stack for the pipeline: lowering and printing recurse over
/// expressions, whose depth is bounded but can be large.
const PIPELINE_STACK: usize = 256 << 20;

fn main() -> ExitCode {
    #[cfg(not(any(target_os = "linux", target_os = "android", target_os = "freebsd")))]
    configure_allocator();
    let cli = parse_command_line();
    let terminal = Terminal::new(cli.color.into(), cli.quiet);
    // `bench` draws a line of its own.
    if !cli.quiet && std::io::stderr().is_terminal() && !matches!(cli.command, Command::Bench(_)) {
        progress::start();
    }
    let worker = std::thread::Builder::new()
        .name("cmix".into())
        .stack_size(PIPELINE_STACK)
        .spawn(move || run(cli, terminal));
    let outcome = worker.map(|handle| handle.join());
    progress::finish();
    match outcome {
        Ok(Ok(code)) => {
            if std::env::var_os("CMIX_TIMINGS").is_some()
                && let Some(kib) = cmix::bench::peak_memory_kib()
            {
                eprintln!("cmix: peak memory {kib} KiB");
            }
            code
        }
        _ => {
            terminal.error("internal error in cmix (this is a bug in cmix, not in your program)");
            ExitCode::from(70)
        }
    }
}

/// `Cli::parse`, except that `bench --suite` needs no program: the shared
/// program options are required only without it; every command's help
/// lists the exit statuses, and the limits' help their default values.
fn parse_command_line() -> Cli {
    let limits = cmix::spec::kernel::Limits::default();
    let command = Cli::command()
        .mut_subcommand("bench", |bench| {
            bench
                .mut_arg("files", |arg| {
                    arg.required(false).required_unless_present("suite")
                })
                .mut_arg("goal", |arg| {
                    arg.required(false).required_unless_present("suite")
                })
        })
        .mut_subcommands(|command| {
            let command = command.after_help(EXIT_STATUSES);
            if command.get_arguments().any(|a| a.get_id() == "max_steps") {
                command
                    .mut_arg("max_steps", |arg| {
                        arg.help(format!(
                            "Most static execution steps before giving up [default: {}]",
                            limits.max_steps
                        ))
                    })
                    .mut_arg("max_residual", |arg| {
                        arg.help(format!(
                            "Most statements in the residual program before giving up [default: {}]",
                            limits.max_residual
                        ))
                    })
                    .mut_arg("max_function", |arg| {
                        arg.help(format!(
                            "Most statements in one residual function: a larger one is split into functions the C compiler digests faster [default: {}]",
                            limits.max_function
                        ))
                    })
            } else {
                command
            }
        });
    // The compilers' spelling `-std=c99` is `--std=c99` here (not in the
    // program's own arguments, after `--`).
    let mut program_arguments = false;
    let args = std::env::args_os().map(move |arg| match arg.to_str() {
        Some("--") => {
            program_arguments = true;
            arg
        }
        Some(text) if text.starts_with("-std=") && !program_arguments => format!("-{text}").into(),
        _ => arg,
    });
    let matches = command.get_matches_from(args);
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

fn run(cli: Cli, terminal: Terminal) -> ExitCode {
    let rejected = |failure: &Failure| {
        terminal.report(&failure.diags, &failure.sources);
        failure_code(&failure.diags)
    };
    match cli.command {
        Command::Core { input } => match driver::load(&input.files, &input.preprocess_options()) {
            Ok(fe) => {
                progress::phase("emit");
                let text = cmix::core::print::print_program(&fe.program);
                progress::finish();
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(failure) => rejected(&failure),
        },
        Command::Bta {
            input,
            goal,
            statics,
            dynamics,
            generalize,
            pure,
            all_dynamic,
            all_static,
        } => {
            let fe = match driver::load(&input.files, &input.preprocess_options()) {
                Ok(fe) => fe,
                Err(failure) => return rejected(&failure),
            };
            let Some(goal_id) = fe
                .program
                .function_by_name(&goal)
                .filter(|&f| fe.program.function(f).body.is_some())
            else {
                terminal.error(format!(
                    "the goal function `{goal}` is not defined in the program"
                ));
                return ExitCode::from(2);
            };
            let mut statics = statics;
            if all_static {
                let goal_fn = fe.program.function(goal_id);
                statics.extend(
                    goal_fn
                        .params
                        .iter()
                        .map(|p| goal_fn.local(*p).name.clone()),
                );
            }
            let merged =
                match cmix::pragma::merge(&fe, &fe.program, goal_id, &dynamics, &generalize, &pure)
                {
                    Ok(merged) => merged,
                    Err(diag) => {
                        eprint!("{}", cmix::diag::render(&[*diag], &fe.sources));
                        return ExitCode::from(1);
                    }
                };
            for note in &merged.notes {
                eprintln!("note: {note}");
            }
            let options = cmix::analysis::bta::BtaOptions {
                all_dynamic,
                static_params: statics
                    .iter()
                    .map(|s| s.split('=').next().unwrap_or(s).to_string())
                    .collect(),
                dynamic: merged.dynamic,
                pure: merged.pure,
                library: merged.library,
                ..Default::default()
            };
            progress::phase("analyses");
            let started = std::time::Instant::now();
            let pta = cmix::analysis::points_to::PointsTo::compute(&fe.program);
            let cg = cmix::analysis::callgraph::CallGraph::with_pointers(&fe.program, &pta);
            let analyzed =
                cmix::analysis::bta::analyze_with(&fe.program, &pta, &cg, goal_id, &options);
            if std::env::var_os("CMIX_TIMINGS").is_some() {
                terminal.write(&format!(
                    "cmix: {:<10} {:>8.3} s\n",
                    "analyze",
                    started.elapsed().as_secs_f64()
                ));
            }
            match analyzed {
                Ok(division) => {
                    progress::phase("emit");
                    // The two-level program goes to stdout: colored when
                    // that is a terminal.
                    let colored =
                        ColorWhen::from(cli.color).colors(std::io::stdout().is_terminal());
                    let text =
                        cmix::analysis::two_level::print_styled(&fe.program, &division, colored);
                    progress::finish();
                    print!("{text}");
                    if let Err(broken) = cmix::analysis::check::check(&fe.program, &pta, &division)
                    {
                        terminal.report_one(Diag::bug(
                            format!("the division breaks a well-annotatedness rule: {broken}"),
                            cmix::source::Span::DUMMY,
                        ));
                        return ExitCode::from(70);
                    }
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    terminal.error(message);
                    ExitCode::from(2)
                }
            }
        }
        Command::PointsTo { input } => {
            match driver::load(&input.files, &input.preprocess_options()) {
                Ok(fe) => {
                    progress::phase("analyses");
                    let pt = cmix::analysis::points_to::PointsTo::compute(&fe.program);
                    let text = pt.dump(&fe.program);
                    progress::finish();
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(failure) => rejected(&failure),
            }
        }
        Command::Spec {
            input,
            spec,
            output_options,
            all_dynamic,
            unit,
            header,
            output,
        } => {
            let fe = match driver::load(&input.files, &input.preprocess_options()) {
                Ok(fe) => fe,
                Err(failure) => return rejected(&failure),
            };
            // Never write over a file of the program (`--header types.h`
            // where types.h is the program's own header).
            for (path, what) in [(output.as_deref(), "-o"), (header.as_deref(), "--header")] {
                if let Some(path) = path
                    && fe.sources.is_program_file(path)
                {
                    terminal.error(format!(
                        "{what} {}: that is a file of the program cmix reads; write the output elsewhere",
                        path.display()
                    ));
                    return ExitCode::from(2);
                }
            }
            if all_dynamic {
                if !spec.statics.is_empty() {
                    terminal.error("--all-dynamic takes no --static");
                    return ExitCode::from(2);
                }
                // The identity residual program is the whole input.
                if unit.is_some() || header.is_some() || output_options.whole_program {
                    terminal.error("--all-dynamic writes the goal and everything it reaches as written (the whole program for --goal main); it takes no --unit, --header or --whole-program (for one file, use value mode with --unit)");
                    return ExitCode::from(2);
                }
                progress::phase("emit");
                return match driver::residualize_identity(&fe, &spec.goal) {
                    Ok(text) => write_output(terminal, output.as_deref(), &text),
                    Err(failure) => rejected(&failure),
                };
            }
            let whole_program = if output_options.whole_program {
                cmix::spec::WholeProgram::ProvenCalls
            } else {
                cmix::spec::WholeProgram::No
            };
            let done = match specialize(terminal, &fe, &spec, &output_options, whole_program, unit)
            {
                Ok(done) => done,
                Err(code) => return code,
            };
            if let Some(path) = header {
                let text = match &done.header {
                    Some(Ok(header)) => header.text_at(&path),
                    Some(Err(why)) => {
                        // The residual is still written: the advice is to
                        // declare its entry by hand.
                        let written = write_output(terminal, output.as_deref(), &done.text);
                        terminal.error(format!("--header: {why}"));
                        return if written == ExitCode::SUCCESS {
                            ExitCode::from(1)
                        } else {
                            written
                        };
                    }
                    None => {
                        terminal.error("--header needs value mode (--static NAME=VALUE)");
                        return ExitCode::from(2);
                    }
                };
                if let Err(e) = std::fs::write(&path, text) {
                    terminal.error(format!("cannot write {}: {e}", path.display()));
                    return ExitCode::from(1);
                }
            }
            write_output(terminal, output.as_deref(), &done.text)
        }
        Command::Explain { mut input, spec } => {
            let Some(what) = input.files.pop().filter(|_| !input.files.is_empty()) else {
                terminal.error("cmix explain takes the program's files, then what to explain (`x`, `f.x`, `g.field` or FILE:LINE:COL)");
                return ExitCode::from(2);
            };
            let what = what.to_string_lossy().to_string();
            let (fe, done) = match explained(terminal, &input, &spec) {
                Ok(both) => both,
                Err(code) => return code,
            };
            let Some(annotations) = &done.annotations else {
                terminal.error("cmix explains value mode and call-site mode specializations only");
                return ExitCode::from(1);
            };
            match cmix::annotate::explain(&fe, annotations, &what) {
                Ok(diags) => {
                    progress::finish();
                    print!("{}", cmix::diag::render(&diags, &fe.sources));
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    terminal.error(message);
                    ExitCode::from(2)
                }
            }
        }
        Command::Annotate {
            input,
            spec,
            html,
            json,
        } => {
            let (fe, done) = match explained(terminal, &input, &spec) {
                Ok(both) => both,
                Err(code) => return code,
            };
            let Some(annotations) = &done.annotations else {
                terminal.error("cmix annotates value mode and call-site mode specializations only");
                return ExitCode::from(1);
            };
            if let Some(path) = html {
                let page = cmix::annotate::html(&fe, annotations, &spec.goal, &done.notes);
                if let Err(e) = std::fs::write(&path, page) {
                    terminal.error(format!("cannot write {}: {e}", path.display()));
                    return ExitCode::from(1);
                }
            }
            if let Some(path) = json {
                let text = cmix::annotate::json(&fe, annotations, &spec.goal, &done.notes);
                let written = if path.as_os_str() == "-" {
                    use std::io::Write as _;
                    std::io::stdout().write_all(text.as_bytes())
                } else {
                    std::fs::write(&path, text)
                };
                if let Err(e) = written {
                    terminal.error(format!("cannot write {}: {e}", path.display()));
                    return ExitCode::from(1);
                }
            }
            ExitCode::SUCCESS
        }
        Command::Run {
            input,
            spec,
            output_options,
            args,
        } => {
            let fe = match driver::load(&input.files, &input.preprocess_options()) {
                Ok(fe) => fe,
                Err(failure) => return rejected(&failure),
            };
            // Value mode runs the whole program, where the calls that pass
            // the static values call the specialization.
            let mode = cmix::spec::WholeProgram::ProvenCalls;
            let done = match specialize(terminal, &fe, &spec, &output_options, mode, None) {
                Ok(done) => done,
                Err(code) => return code,
            };
            if let Some(calls) = done.calls
                && calls.redirected == 0
            {
                terminal.report_one(
                    Diag::without_span(
                        Level::Error,
                        format!(
                            "no call of `{}` in the program passes the static values given, so its specialization would never run",
                            spec.goal
                        ),
                    )
                    .with_note(
                        "`cmix run` runs the program; to specialize the calls it makes, use call-site mode (`--static NAME` without a value), \
                         or to run the specialization itself, write a `main` that calls it and use `cmix spec -o FILE.c`",
                    ),
                );
                return ExitCode::from(1);
            }
            compile_and_run(terminal, &done.text, &args)
        }
        Command::Bench(bench) => run_bench(terminal, *bench),
    }
}

fn run_bench(terminal: Terminal, bench: BenchArgs) -> ExitCode {
    let given_program = bench.input.is_some() || bench.spec.is_some();
    let program = bench.input.zip(bench.spec);
    match (bench.suite, program) {
        (Some(_), _) if given_program => {
            terminal.error("--suite takes no program: its benchmarks say what to run");
            ExitCode::from(2)
        }
        (Some(dir), None) => {
            let options = cmix::bench::SuiteOptions {
                dir,
                runs: bench.runs,
                results: bench.results,
                chart: bench.chart,
                only: bench.only,
            };
            match cmix::bench::run_suite(&options) {
                Ok(true) => ExitCode::SUCCESS,
                Ok(false) => {
                    terminal.error("some benchmarks failed (see above)");
                    ExitCode::from(1)
                }
                Err(message) => {
                    terminal.error(message);
                    ExitCode::from(1)
                }
            }
        }
        (None, Some((input, spec))) => {
            let request = match spec.request(cmix::spec::WholeProgram::No) {
                Ok(r) => r,
                Err(message) => {
                    terminal.error(message);
                    return ExitCode::from(2);
                }
            };
            let options = cmix::bench::BenchOptions {
                preprocess: input.preprocess_options(),
                files: input.files,
                request,
                inputs: bench.inputs,
                compiler: bench.compiler,
                cflags: bench.cflags,
                baselines: bench.baselines,
                hand: bench.hand,
                runs: bench.runs,
                json: bench.json,
                spec_only: bench.spec_only,
                terminal,
            };
            match cmix::bench::run_bench(&options) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    // Rendered diagnostics (colored or not) already say
                    // what they are, and end with a blank line.
                    if message.ends_with('\n') {
                        terminal.write(&message);
                    } else {
                        terminal.error(message);
                    }
                    ExitCode::from(1)
                }
            }
        }
        (Some(_), Some(_)) | (None, None) => {
            terminal.error("cmix bench needs FILE.c... --goal G, or --suite DIR");
            ExitCode::from(2)
        }
    }
}

/// Runs the specializer, printing its notes; the residual C or the exit
/// status to end with.
fn specialize(
    terminal: Terminal,
    fe: &driver::Frontend,
    spec: &SpecArgs,
    output: &SpecOutput,
    whole_program: cmix::spec::WholeProgram,
    unit: Option<PathBuf>,
) -> Result<cmix::spec::Specialized, ExitCode> {
    let request = match spec.request(whole_program) {
        Ok(r) => cmix::spec::Request { unit, ..r },
        Err(message) => {
            terminal.error(message);
            return Err(ExitCode::from(2));
        }
    };
    // A goal or parameter the program does not have is bad usage, not a
    // rejected program.
    if let Err(diag) = cmix::spec::check_request(fe, &request) {
        terminal.report(&[*diag], &fe.sources);
        return Err(ExitCode::from(2));
    }
    let started = std::time::Instant::now();
    let result = cmix::spec::specialize(fe, &request);
    if std::env::var_os("CMIX_TIMINGS").is_some() {
        terminal.write(&format!(
            "cmix: {:<10} {:>8.3} s\n",
            "specialize",
            started.elapsed().as_secs_f64()
        ));
    }
    match result {
        Ok(done) => {
            terminal.report(&done.notes, &fe.sources);
            if output.stats {
                terminal.write(&format!("cmix: residual data: {}\n", done.data));
            }
            Ok(done)
        }
        Err(diag) => {
            let diags = [*diag];
            terminal.report(&diags, &fe.sources);
            Err(failure_code(&diags))
        }
    }
}

/// Exit status 1 for a rejected input, 70 when cmix found a bug of its own
/// (a `Level::Bug` diagnostic), as `--help` lists them.
fn failure_code(diags: &[Diag]) -> ExitCode {
    if diags.iter().any(|d| d.level == Level::Bug) {
        ExitCode::from(70)
    } else {
        ExitCode::from(1)
    }
}

/// Loads the program and specializes it with explanations recorded (for
/// `explain` and `annotate`); the residual program is not written.
fn explained(
    terminal: Terminal,
    input: &Input,
    spec: &SpecArgs,
) -> Result<(driver::Frontend, cmix::spec::Specialized), ExitCode> {
    let fe = match driver::load(&input.files, &input.preprocess_options()) {
        Ok(fe) => fe,
        Err(failure) => {
            terminal.report(&failure.diags, &failure.sources);
            return Err(ExitCode::from(1));
        }
    };
    let request = match spec.request(cmix::spec::WholeProgram::No) {
        Ok(r) => cmix::spec::Request { explain: true, ..r },
        Err(message) => {
            terminal.error(message);
            return Err(ExitCode::from(2));
        }
    };
    if let Err(diag) = cmix::spec::check_request(&fe, &request) {
        terminal.report(&[*diag], &fe.sources);
        return Err(ExitCode::from(2));
    }
    match cmix::spec::specialize(&fe, &request) {
        Ok(done) => Ok((fe, done)),
        Err(diag) => {
            let diags = [*diag];
            terminal.report(&diags, &fe.sources);
            Err(failure_code(&diags))
        }
    }
}

/// Compiles residual C with the system compiler and runs it.
fn compile_and_run(terminal: Terminal, text: &str, args: &[String]) -> ExitCode {
    // The residual program's output takes the terminal from here.
    progress::finish();
    let dir = std::env::temp_dir().join(format!("cmix-run-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        terminal.error(format!("cannot create {}: {e}", dir.display()));
        return ExitCode::from(1);
    }
    let source = dir.join("residual.c");
    let binary = dir.join("residual");
    let cleanup = || {
        let _ = std::fs::remove_dir_all(&dir);
    };
    if let Err(e) = std::fs::write(&source, text) {
        terminal.error(format!("cannot write {}: {e}", source.display()));
        cleanup();
        return ExitCode::from(1);
    }
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let status = std::process::Command::new(&compiler)
        .arg("-O2")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .arg("-lm")
        .status();
    match status {
        Ok(s) if s.success() => {}
        Ok(_) => {
            terminal.error(format!("{compiler} could not compile the residual program"));
            cleanup();
            return ExitCode::from(1);
        }
        Err(e) => {
            terminal.error(format!("cannot run {compiler}: {e}"));
            cleanup();
            return ExitCode::from(1);
        }
    }
    let run = std::process::Command::new(&binary).args(args).status();
    cleanup();
    match run {
        Ok(s) => ExitCode::from(s.code().unwrap_or(1).clamp(0, 255) as u8),
        Err(e) => {
            terminal.error(format!("cannot run the residual program: {e}"));
            ExitCode::from(1)
        }
    }
}

fn write_output(terminal: Terminal, path: Option<&std::path::Path>, text: &str) -> ExitCode {
    // `-o -` is standard output, as compilers take it.
    match path.filter(|p| *p != std::path::Path::new("-")) {
        None => {
            progress::finish();
            print!("{text}");
            ExitCode::SUCCESS
        }
        Some(p) => match std::fs::write(p, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                terminal.error(format!("cannot write {}: {e}", p.display()));
                ExitCode::from(1)
            }
        },
    }
}
