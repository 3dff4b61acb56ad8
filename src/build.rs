//! The library API for Cargo build scripts, shaped like the `cc` crate's
//! `Build`: name the program's C files, the goal and its static values,
//! and the file the specialization replaces; `compile` writes the residual
//! C, compiles the program with it (through the `cc` crate) into a static
//! library and tells Cargo to link it.
//!
//! ```no_run
//! // In build.rs:
//! let built = cmix::Build::new()
//!     .file("src/hot.c")
//!     .file("src/util.c")
//!     .include("src")
//!     .define("N", "4")
//!     .goal("filter")
//!     .static_value("rule", "\"tcp port 80\"")
//!     .unit("src/hot.c")
//!     .compile("hot");
//! match built {
//!     // Rust code declares `fn filter_spec(...)` in an `extern "C"` block.
//!     Ok(done) => println!("cargo:warning=specialized into {}", done.residual.display()),
//!     Err(e) => panic!("{e}"),
//! }
//! ```
//!
//! Every failure is an `Err` whose text is what `cmix spec` would print
//! (rendered diagnostics with their source lines): a build script decides
//! whether to panic. The pipeline runs on a thread of its own with a large
//! stack, as the command line's does.

use std::path::{Path, PathBuf};

use crate::driver;
use crate::preprocess::PreprocessOptions;
use crate::spec::{Request, WholeProgram};

/// A specialization and compilation of one C program.
#[derive(Clone, Debug, Default)]
pub struct Build {
    files: Vec<PathBuf>,
    includes: Vec<PathBuf>,
    defines: Vec<(String, Option<String>)>,
    flags: Vec<String>,
    goal: Option<String>,
    statics: Vec<(String, String)>,
    dynamic: Vec<String>,
    pure: Vec<String>,
    unit: Option<PathBuf>,
    entry: Option<String>,
    out_dir: Option<PathBuf>,
    cargo_metadata: Option<bool>,
}

/// What `specialize` and `compile` made.
#[derive(Clone, Debug)]
pub struct Specialization {
    /// The residual C file.
    pub residual: PathBuf,
    /// A header declaring the residual entry.
    pub header: PathBuf,
    /// The residual entry's name (`GOAL_spec` unless `entry_name` says).
    pub entry: String,
    /// cmix's notes (variables it made dynamic, calls redirected, ...).
    pub notes: Vec<String>,
}

/// A failure, with cmix's rendered diagnostics or the C compiler's error.
#[derive(Clone, Debug)]
pub struct Error {
    message: String,
}

impl Error {
    fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message.trim_end())
    }
}

impl std::error::Error for Error {}

/// The stack of the thread the pipeline runs on (lowering and printing
/// recurse over expressions).
const PIPELINE_STACK: usize = 256 << 20;

impl Build {
    pub fn new() -> Build {
        Build::default()
    }

    /// A C file of the program.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Several C files of the program.
    pub fn files<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Build {
        for p in paths {
            self.file(p);
        }
        self
    }

    /// A directory of the include path (`-I`), for cmix and the compiler.
    pub fn include(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.includes.push(dir.as_ref().to_path_buf());
        self
    }

    /// A macro definition (`-DNAME` or `-DNAME=VALUE`), for cmix and the
    /// compiler.
    pub fn define<'a>(&mut self, name: &str, value: impl Into<Option<&'a str>>) -> &mut Build {
        self.defines
            .push((name.to_string(), value.into().map(str::to_string)));
        self
    }

    /// A flag for the C compiler only (`-O3`, `-march=native`).
    pub fn flag(&mut self, flag: &str) -> &mut Build {
        self.flags.push(flag.to_string());
        self
    }

    /// The function to specialize.
    pub fn goal(&mut self, name: &str) -> &mut Build {
        self.goal = Some(name.to_string());
        self
    }

    /// A static parameter of the goal and its value, as `--static
    /// NAME=VALUE` takes it: a C initializer (which may use the program's
    /// macros, enum constants and const globals) or `@FILE`.
    pub fn static_value(&mut self, param: &str, value: &str) -> &mut Build {
        self.statics.push((param.to_string(), value.to_string()));
        self
    }

    /// A goal parameter or global forced dynamic (`--dynamic`).
    pub fn dynamic(&mut self, name: &str) -> &mut Build {
        self.dynamic.push(name.to_string());
        self
    }

    /// A library function that may run during specialization (`--pure`).
    pub fn pure(&mut self, name: &str) -> &mut Build {
        self.pure.push(name.to_string());
        self
    }

    /// The file the specialization replaces (`--unit`): the residual file
    /// holds what it defines plus the entry, and is compiled with the
    /// other files in its place. Without it, the residual entry is
    /// compiled alone, with private copies of what it uses.
    pub fn unit(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.unit = Some(path.as_ref().to_path_buf());
        self
    }

    /// The residual entry's name (`--name`; default `GOAL_spec`).
    pub fn entry_name(&mut self, name: &str) -> &mut Build {
        self.entry = Some(name.to_string());
        self
    }

    /// Where the residual C, the header and the library go (default: the
    /// `OUT_DIR` Cargo gives build scripts).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print Cargo's link and rerun directives (default: when
    /// run by Cargo, as the `cc` crate decides).
    pub fn cargo_metadata(&mut self, on: bool) -> &mut Build {
        self.cargo_metadata = Some(on);
        self
    }

    /// Where the residual C is written: `OUT/cmix/NAME_spec.c`, NAME the
    /// unit's file name (or the goal's, without a unit).
    pub fn out_file(&self) -> Result<PathBuf, Error> {
        let stem = match &self.unit {
            Some(unit) => unit
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "unit".into()),
            None => self.goal_name()?.to_string(),
        };
        Ok(self.cmix_dir()?.join(format!("{stem}_spec.c")))
    }

    fn goal_name(&self) -> Result<&str, Error> {
        self.goal
            .as_deref()
            .ok_or_else(|| Error::new("cmix::Build: no goal (call .goal(\"function\"))"))
    }

    fn cmix_dir(&self) -> Result<PathBuf, Error> {
        let out = match &self.out_dir {
            Some(dir) => dir.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| {
                    Error::new(
                        "cmix::Build: OUT_DIR is not set (outside a build script, call .out_dir)",
                    )
                })?,
        };
        Ok(out.join("cmix"))
    }

    fn preprocess_options(&self) -> PreprocessOptions {
        let mut args: Vec<String> = self
            .includes
            .iter()
            .map(|d| format!("-I{}", d.display()))
            .collect();
        args.extend(self.defines.iter().map(|(name, value)| match value {
            Some(v) => format!("-D{name}={v}"),
            None => format!("-D{name}"),
        }));
        PreprocessOptions { args }
    }

    fn request(&self) -> Result<Request, Error> {
        Ok(Request {
            goal: self.goal_name()?.to_string(),
            statics: self
                .statics
                .iter()
                .map(|(n, v)| (n.clone(), Some(v.clone())))
                .collect(),
            dynamic: self.dynamic.clone(),
            pure: self.pure.clone(),
            generalize: Vec::new(),
            library: Default::default(),
            unfold: Vec::new(),
            no_unfold: Vec::new(),
            name: self.entry.clone(),
            strict: false,
            limits: Default::default(),
            whole_program: WholeProgram::No,
            unit: self.unit.clone(),
            explain: false,
        })
    }

    /// Specializes the program and writes the residual C (`out_file`) and
    /// a header declaring the entry beside it.
    pub fn specialize(&self) -> Result<Specialization, Error> {
        if self.files.is_empty() {
            return Err(Error::new("cmix::Build: no C files (call .file(\"x.c\"))"));
        }
        let request = self.request()?;
        let residual = self.out_file()?;
        let dir = self.cmix_dir()?;
        let files = self.files.clone();
        let options = self.preprocess_options();
        let worker = std::thread::Builder::new()
            .name("cmix".into())
            .stack_size(PIPELINE_STACK)
            .spawn(move || run_pipeline(&files, &options, &request));
        let (done, mut notes) = match worker.map(|handle| handle.join()) {
            Ok(Ok(result)) => result?,
            _ => {
                return Err(Error::new(
                    "internal error in cmix (this is a bug in cmix, not in your program)",
                ));
            }
        };
        std::fs::create_dir_all(&dir)
            .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
        let entry = done.entry.unwrap_or_default();
        let header = dir.join(format!("{entry}.h"));
        let mut files = vec![(&residual, done.text)];
        match done.header {
            Some(Ok(text)) => files.push((&header, text.text_at(&header))),
            Some(Err(why)) => notes.push(format!("no header written: {why}")),
            None => {}
        }
        for (path, text) in files {
            std::fs::write(path, text)
                .map_err(|e| Error::new(format!("cannot write {}: {e}", path.display())))?;
        }
        Ok(Specialization {
            residual,
            header,
            entry,
            notes,
        })
    }

    /// Specializes, then compiles the program (the residual file in the
    /// unit's place, with the other files; or the residual file alone,
    /// without a unit) into the static library `lib{output}.a` with the
    /// `cc` crate, which prints Cargo's link directives.
    pub fn compile(&self, output: &str) -> Result<Specialization, Error> {
        let done = self.specialize()?;
        let unit = self.unit.as_ref().map(|u| canonical(u));
        let mut cc = cc::Build::new();
        cc.file(&done.residual);
        if unit.is_some() {
            for f in &self.files {
                if Some(canonical(f)) != unit {
                    cc.file(f);
                }
            }
        }
        for dir in &self.includes {
            cc.include(dir);
        }
        cc.include(done.header.parent().unwrap_or(Path::new(".")));
        for (name, value) in &self.defines {
            cc.define(name, value.as_deref());
        }
        for flag in &self.flags {
            cc.flag(flag);
        }
        if let Some(dir) = &self.out_dir {
            cc.out_dir(dir);
        }
        // Outside a build script (a test, a tool), Cargo's variables are
        // missing: compile for the machine cmix was built for.
        if std::env::var_os("TARGET").is_none() {
            cc.target(env!("CMIX_TARGET")).host(env!("CMIX_TARGET"));
        }
        if std::env::var_os("OPT_LEVEL").is_none() {
            cc.opt_level(2);
        }
        if std::env::var_os("DEBUG").is_none() {
            cc.debug(false);
        }
        let metadata = self
            .cargo_metadata
            .unwrap_or_else(|| std::env::var_os("CARGO").is_some());
        cc.cargo_metadata(metadata);
        if metadata {
            for f in &self.files {
                println!("cargo:rerun-if-changed={}", f.display());
            }
        }
        cc.try_compile(output)
            .map_err(|e| Error::new(format!("compiling the residual program: {e}")))?;
        Ok(done)
    }
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The front end and the specializer, with diagnostics rendered; the
/// notes as one line each (a note about a place names it after the
/// message).
fn run_pipeline(
    files: &[PathBuf],
    options: &PreprocessOptions,
    request: &Request,
) -> Result<(crate::spec::Specialized, Vec<String>), Error> {
    let frontend = driver::load(files, options).map_err(|f| Error::new(f.render()))?;
    let done = crate::spec::check_request(&frontend, request)
        .and_then(|_| crate::spec::specialize(&frontend, request))
        .map_err(|d| Error::new(crate::diag::render(&[*d], &frontend.sources)))?;
    let notes = done
        .notes
        .iter()
        .map(|note| note.one_line(&frontend.sources))
        .collect();
    Ok((done, notes))
}
