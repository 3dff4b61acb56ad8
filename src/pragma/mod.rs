//! `#pragma cmix KEY: NAME...`: annotations written in the program, as
//! C-Mix/II users write them.
//!
//! `cc -E` keeps `#pragma` lines (and turns `_Pragma("...")` into them);
//! lang-c reads every `#` line as white space, so the program's meaning
//! does not see them and the residual C, printed from Core C, never holds
//! them. `collect` reads the cmix ones from a unit's preprocessed text,
//! with their spans; `resolve` checks their names against the program and
//! the goal and turns them into what the command-line options give;
//! `merge` joins them with the options.
//!
//! Keys:
//! - `residual: VAR...`: VAR dynamic (`--residual`, `--dynamic`): a global,
//!   a goal parameter, `f.x` (a variable of function `f`), or a field path
//!   `g.f` / `f.x.f`.
//! - `generalize: VAR...`: VAR dynamic from the start of specialization,
//!   as the kernel's generalization would make it (`--generalize`); in
//!   effect the same as `residual`, with a note that says so.
//! - `pure: FN...`, `spectime: FN...`: the external function FN may run
//!   during specialization when its arguments are static (`--pure`,
//!   `--spectime`; C-Mix/II's two names for it).
//! - `reads_string: P...`, `reads_bytes: P...`, `format: P`: the library model's keys
//!   (runtime/library.h), describing the function declared next.

mod collect;
mod merge;
mod resolve;

pub use collect::collect;
pub use merge::{Merged, merge};
pub use resolve::{Annotations, resolve};

use crate::source::Span;

/// What a `#pragma cmix` line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Residual,
    Generalize,
    /// `pure` or `spectime`.
    Pure,
    /// A key of the library model (`library_model::LIBRARY_KEYS`).
    Library,
}

/// The keys a user may write, with what each means.
pub const KEYS: &[(&str, Key)] = &[
    ("residual", Key::Residual),
    ("generalize", Key::Generalize),
    ("pure", Key::Pure),
    ("spectime", Key::Pure),
    ("reads_string", Key::Library),
    ("reads_bytes", Key::Library),
    ("format", Key::Library),
];

/// One name of a pragma, where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub span: Span,
}

/// One `#pragma cmix` line.
#[derive(Clone, Debug)]
pub struct Pragma {
    pub key: Key,
    /// The key as written (`spectime`, `format`).
    pub keyword: String,
    pub names: Vec<Named>,
    /// The whole line.
    pub span: Span,
    /// For a library-model key: the function declared after the line and
    /// its parameters' names.
    pub declaration: Option<(String, Vec<String>)>,
}
